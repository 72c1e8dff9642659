#include "drake/systems/lcm/lcm_log_playback_system.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace lcm {

LcmLogPlaybackSystem::LcmLogPlaybackSystem(drake::lcm::DrakeLcmLog* log)
    : log_(log) {
  if (log == nullptr) {
    throw std::logic_error("LcmLogPlaybackSystem: the log is null");
  }
  if (log->is_write()) {
    throw std::logic_error(fmt::format(
        "LcmLogPlaybackSystem: the log {} is open for writing, not reading",
        log->get_lcm_url()));
  }
}

LcmLogPlaybackSystem::~LcmLogPlaybackSystem() = default;

void LcmLogPlaybackSystem::DoCalcNextUpdateTime(
    const Context<double>& context, CompositeEventCollection<double>* events,
    double* time) const {
  LeafSystem<double>::DoCalcNextUpdateTime(context, events, time);
  // This system declares no events of its own.
  DRAKE_DEMAND(std::isinf(*time));
  const double next = log_->GetNextMessageTime();
  if (std::isinf(next)) return;  // The end of the log.
  if (next < context.get_time()) {
    throw std::logic_error(fmt::format(
        "LcmLogPlaybackSystem: the next message of {} is at {} s, before the "
        "current time {} s",
        log_->get_lcm_url(), next, context.get_time()));
  }
  *time = next;
  PublishEvent<double> event(
      TriggerType::kTimed,
      [log = log_](const System<double>&, const Context<double>& event_context,
                   const PublishEvent<double>&) {
        // Every message logged at this time.
        const double now = event_context.get_time();
        while (log->GetNextMessageTime() == now) {
          log->DispatchMessageAndAdvanceLog(now);
        }
        return EventStatus::Succeeded();
      });
  events->get_mutable_publish_events().AddEvent(event);
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
