#pragma once

/// @file
/// VectorLogSink<T>: records its vector input into a VectorLog kept in
/// each Context; LogVectorOutput() connects one to an output port.

#include <unordered_set>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/vector_log.h"

namespace drake {
namespace systems {

/// Appends (time, input) to its log on each of its publish events: periodic
/// ones every `publish_period` seconds if that is positive, otherwise
/// per-step ones; and forced ones. The log lives in the Context (so each
/// context, e.g. of each Simulator, has its own). Port: input "data".
template <typename T>
class VectorLogSink final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(VectorLogSink);
  /// Logs {kForced, kPeriodic} if publish_period > 0, else {kForced,
  /// kPerStep}. Throws if publish_period < 0.
  explicit VectorLogSink(int input_size, double publish_period = 0.0);
  /// Logs on the given triggers (kForced, kPeriodic and kPerStep are
  /// supported); kPeriodic requires publish_period > 0.
  VectorLogSink(int input_size, const TriggerTypeSet& publish_triggers,
                double publish_period = 0.0);
  template <typename U>
  explicit VectorLogSink(const VectorLogSink<U>& other)
      : VectorLogSink(other.get_input_port().size(), other.publish_triggers_,
                      other.publish_period_) {}

  /// The log in this system's `context`.
  const VectorLog<T>& GetLog(const Context<T>& context) const;
  /// The log in this system's `context`, writeable (e.g. to Clear() it).
  VectorLog<T>& GetMutableLog(const Context<T>& context) const;
  /// The log in this system's subcontext of `root_context`.
  const VectorLog<T>& FindLog(const Context<T>& root_context) const;
  VectorLog<T>& FindMutableLog(const Context<T>& root_context) const;

  const InputPort<T>& get_input_port() const {
    return System<T>::get_input_port(0);
  }

 private:
  template <typename U>
  friend class VectorLogSink;
  EventStatus WriteToLog(const Context<T>& context) const;

  const TriggerTypeSet publish_triggers_;
  const double publish_period_;
  CacheIndex log_cache_index_;
};

/// Adds a VectorLogSink to `builder` logging `src` (every `publish_period`
/// seconds if positive, else every step) and returns it.
template <typename T>
VectorLogSink<T>* LogVectorOutput(const OutputPort<T>& src,
                                  DiagramBuilder<T>* builder,
                                  double publish_period = 0.0);

/// As above with explicit triggers.
template <typename T>
VectorLogSink<T>* LogVectorOutput(const OutputPort<T>& src,
                                  DiagramBuilder<T>* builder,
                                  const TriggerTypeSet& publish_triggers,
                                  double publish_period = 0.0);

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorLogSink)
