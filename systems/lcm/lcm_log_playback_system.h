#pragma once

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_log.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace lcm {

/// Plays a drake::lcm::DrakeLcmLog (read mode) back in simulation time: at
/// each logged message's time it dispatches the messages of that time to
/// the log's subscribers (e.g. LcmSubscriberSystems on the log), so their
/// outputs follow the logged data as the Simulator advances. No ports.
class LcmLogPlaybackSystem : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmLogPlaybackSystem);

  /// Plays `log` (non-null, read mode), which must outlive this system.
  /// @throws std::exception if `log` is null or in write mode.
  explicit LcmLogPlaybackSystem(drake::lcm::DrakeLcmLog* log);

  ~LcmLogPlaybackSystem() override;

 protected:
  /// Schedules a publish event at the next logged message's time.
  /// @throws std::exception if that time is before the context's time
  /// (the log was not played from its start).
  void DoCalcNextUpdateTime(const Context<double>& context,
                            CompositeEventCollection<double>* events,
                            double* time) const override;

 private:
  drake::lcm::DrakeLcmLog* const log_;
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
