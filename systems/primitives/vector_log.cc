// VectorLog, VectorLogSink and LogVectorOutput.

#include "drake/systems/primitives/vector_log.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/primitives/vector_log_sink.h"

namespace drake {
namespace systems {

// ---- VectorLog
// -----------------------------------------------------------------

template <typename T>
VectorLog<T>::VectorLog(int input_size) {
  DRAKE_THROW_UNLESS(input_size >= 0);
  data_.resize(input_size, 0);
}

template <typename T>
void VectorLog<T>::Reserve(int capacity) {
  if (capacity <= data_.cols()) return;
  // conservativeResize keeps the recorded samples.
  data_.conservativeResize(Eigen::NoChange, capacity);
  sample_times_.conservativeResize(capacity);
}

template <typename T>
void VectorLog<T>::AddData(const T& time,
                           const Eigen::Ref<const VectorX<T>>& sample) {
  if (sample.size() != data_.rows()) {
    throw std::logic_error(fmt::format(
        "VectorLog::AddData(): the sample has {} elements but the log holds "
        "{}-element samples.",
        sample.size(), data_.rows()));
  }
  if (num_samples_ == data_.cols()) {
    Reserve(std::max<int>(16, 2 * num_samples_));
  }
  data_.col(num_samples_) = sample;
  sample_times_[num_samples_] = time;
  ++num_samples_;
}

// ---- VectorLogSink
// ------------------------------------------------------------

namespace {
TriggerTypeSet DefaultTriggers(double publish_period) {
  if (publish_period > 0.0) {
    return {TriggerType::kForced, TriggerType::kPeriodic};
  }
  return {TriggerType::kForced, TriggerType::kPerStep};
}
}  // namespace

template <typename T>
VectorLogSink<T>::VectorLogSink(int input_size, double publish_period)
    : VectorLogSink(input_size, DefaultTriggers(publish_period),
                    publish_period) {}

template <typename T>
VectorLogSink<T>::VectorLogSink(int input_size,
                                const TriggerTypeSet& publish_triggers,
                                double publish_period)
    : LeafSystem<T>(SystemTypeTag<VectorLogSink>{}),
      publish_triggers_(publish_triggers),
      publish_period_(publish_period) {
  if (publish_period < 0.0) {
    throw std::logic_error(
        fmt::format("VectorLogSink: the publish period must be >= 0; got {}.",
                    publish_period));
  }
  for (TriggerType trigger : publish_triggers) {
    if (trigger != TriggerType::kForced && trigger != TriggerType::kPeriodic &&
        trigger != TriggerType::kPerStep) {
      throw std::logic_error(
          "VectorLogSink: only kForced, kPeriodic and kPerStep triggers are "
          "supported.");
    }
  }
  const bool periodic = publish_triggers.count(TriggerType::kPeriodic) > 0;
  if (periodic != (publish_period > 0.0)) {
    throw std::logic_error(fmt::format(
        "VectorLogSink: a periodic trigger needs a positive publish period, "
        "and a positive period ({}) needs a periodic trigger.",
        publish_period));
  }
  this->DeclareVectorInputPort("data", input_size);
  // The log lives in a cache entry that depends on nothing: it is never
  // invalidated, so it is per-context storage the publish events append to.
  log_cache_index_ =
      this->DeclareCacheEntry(
              "log",
              ValueProducer(
                  [input_size]() {
                    return AbstractValue::Make(VectorLog<T>(input_size));
                  },
                  [](const ContextBase&, AbstractValue*) {}),
              {SystemBase::nothing_ticket()})
          .cache_index();
  if (periodic) {
    this->DeclarePeriodicPublishEvent(publish_period, 0.0,
                                      &VectorLogSink<T>::WriteToLog);
  }
  if (publish_triggers.count(TriggerType::kPerStep) > 0) {
    this->DeclarePerStepPublishEvent(&VectorLogSink<T>::WriteToLog);
  }
  if (publish_triggers.count(TriggerType::kForced) > 0) {
    this->DeclareForcedPublishEvent(&VectorLogSink<T>::WriteToLog);
  }
}

template <typename T>
const VectorLog<T>& VectorLogSink<T>::GetLog(const Context<T>& context) const {
  return GetMutableLog(context);
}

template <typename T>
VectorLog<T>& VectorLogSink<T>::GetMutableLog(const Context<T>& context) const {
  this->ValidateContext(context);
  CacheEntryValue& value = this->get_cache_entry(log_cache_index_)
                               .get_mutable_cache_entry_value(context);
  return value.get_mutable_abstract_value()
      .template get_mutable_value<VectorLog<T>>();
}

template <typename T>
const VectorLog<T>& VectorLogSink<T>::FindLog(
    const Context<T>& root_context) const {
  return GetLog(this->GetMyContextFromRoot(root_context));
}

template <typename T>
VectorLog<T>& VectorLogSink<T>::FindMutableLog(
    const Context<T>& root_context) const {
  return GetMutableLog(this->GetMyContextFromRoot(root_context));
}

template <typename T>
EventStatus VectorLogSink<T>::WriteToLog(const Context<T>& context) const {
  GetMutableLog(context).AddData(context.get_time(),
                                 get_input_port().Eval(context));
  return EventStatus::Succeeded();
}

template <typename T>
VectorLogSink<T>* LogVectorOutput(const OutputPort<T>& src,
                                  DiagramBuilder<T>* builder,
                                  double publish_period) {
  return LogVectorOutput(src, builder, DefaultTriggers(publish_period),
                         publish_period);
}

template <typename T>
VectorLogSink<T>* LogVectorOutput(const OutputPort<T>& src,
                                  DiagramBuilder<T>* builder,
                                  const TriggerTypeSet& publish_triggers,
                                  double publish_period) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  auto* sink = builder->template AddSystem<VectorLogSink<T>>(
      src.size(), publish_triggers, publish_period);
  builder->Connect(src, sink->get_input_port());
  return sink;
}

template VectorLogSink<double>* LogVectorOutput(const OutputPort<double>&,
                                                DiagramBuilder<double>*,
                                                double);
template VectorLogSink<AutoDiffXd>* LogVectorOutput(
    const OutputPort<AutoDiffXd>&, DiagramBuilder<AutoDiffXd>*, double);
template VectorLogSink<double>* LogVectorOutput(const OutputPort<double>&,
                                                DiagramBuilder<double>*,
                                                const TriggerTypeSet&, double);
template VectorLogSink<AutoDiffXd>* LogVectorOutput(
    const OutputPort<AutoDiffXd>&, DiagramBuilder<AutoDiffXd>*,
    const TriggerTypeSet&, double);
template VectorLogSink<symbolic::Expression>* LogVectorOutput(
    const OutputPort<symbolic::Expression>&,
    DiagramBuilder<symbolic::Expression>*, double);
template VectorLogSink<symbolic::Expression>* LogVectorOutput(
    const OutputPort<symbolic::Expression>&,
    DiagramBuilder<symbolic::Expression>*, const TriggerTypeSet&, double);

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorLog)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorLogSink)
