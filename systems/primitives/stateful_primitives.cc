// Primitives with state: Integrator, ZeroOrderHold, DiscreteTimeDelay,
// FirstOrderLowPassFilter.

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/primitives/discrete_time_delay.h"
#include "drake/systems/primitives/first_order_low_pass_filter.h"
#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/zero_order_hold.h"

namespace drake {
namespace systems {

// ---- Integrator
// ----------------------------------------------------------------

template <typename T>
Integrator<T>::Integrator(int size)
    : Integrator(BasicVector<T>(size), VectorX<double>::Zero(size)) {}

template <typename T>
Integrator<T>::Integrator(const VectorX<double>& initial_value)
    : Integrator(BasicVector<T>(static_cast<int>(initial_value.size())),
                 initial_value) {}

template <typename T>
Integrator<T>::Integrator(const BasicVector<T>& vector)
    : Integrator(vector, VectorX<double>::Zero(vector.size())) {}

template <typename T>
Integrator<T>::Integrator(const BasicVector<T>& vector,
                          const VectorX<double>& initial_value)
    : LeafSystem<T>(SystemTypeTag<Integrator>{}),
      initial_value_(initial_value) {
  this->DeclareVectorInputPort(kUseDefaultName, vector);
  // The model state is zero; SetDefaultState() applies initial_value_.
  auto zero = vector.Clone();
  zero->SetZero();
  this->DeclareContinuousState(*zero);
  this->DeclareVectorOutputPort(kUseDefaultName, vector,
                                &Integrator<T>::CopyStateToOutput,
                                {SystemBase::xc_ticket()});
}

template <typename T>
Integrator<T>::~Integrator() = default;

template <typename T>
void Integrator<T>::set_default_integral_value(
    const VectorX<double>& initial_value) {
  if (initial_value.size() != initial_value_.size()) {
    throw std::logic_error(fmt::format(
        "Integrator::set_default_integral_value(): the value has {} "
        "elements but the integrator has {}.",
        initial_value.size(), initial_value_.size()));
  }
  initial_value_ = initial_value;
}

template <typename T>
void Integrator<T>::set_integral_value(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& value) const {
  this->ValidateContext(context);
  context->get_mutable_continuous_state_vector().SetFromVector(value);
}

template <typename T>
void Integrator<T>::SetDefaultState(const Context<T>& context,
                                    State<T>* state) const {
  LeafSystem<T>::SetDefaultState(context, state);
  state->get_mutable_continuous_state().SetFromVector(
      initial_value_.template cast<T>());
}

template <typename T>
void Integrator<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  derivatives->SetFromVector(this->get_input_port(0).Eval(context));
}

template <typename T>
void Integrator<T>::CopyStateToOutput(const Context<T>& context,
                                      BasicVector<T>* y) const {
  y->SetFrom(context.get_continuous_state_vector());
}

// ---- ZeroOrderHold
// ------------------------------------------------------------

namespace {
void CheckPeriodAndOffset(const char* who, double period, double offset) {
  if (!(period > 0.0) || !std::isfinite(period)) {
    throw std::logic_error(fmt::format(
        "{}: the period must be positive and finite; got {}.", who, period));
  }
  if (!(offset >= 0.0) || !std::isfinite(offset)) {
    throw std::logic_error(
        fmt::format("{}: the offset must be non-negative and finite; got {}.",
                    who, offset));
  }
}
}  // namespace

template <typename T>
ZeroOrderHold<T>::ZeroOrderHold(double period_sec, int vector_size,
                                double offset_sec)
    : LeafSystem<T>(SystemTypeTag<ZeroOrderHold>{}),
      period_sec_(period_sec),
      offset_sec_(offset_sec) {
  Init(vector_size, nullptr);
}

template <typename T>
ZeroOrderHold<T>::ZeroOrderHold(double period_sec,
                                const AbstractValue& abstract_model_value,
                                double offset_sec)
    : LeafSystem<T>(SystemTypeTag<ZeroOrderHold>{}),
      period_sec_(period_sec),
      offset_sec_(offset_sec) {
  Init(-1, &abstract_model_value);
}

template <typename T>
template <typename U>
ZeroOrderHold<T>::ZeroOrderHold(const ZeroOrderHold<U>& other)
    : LeafSystem<T>(SystemTypeTag<ZeroOrderHold>{}),
      period_sec_(other.period_sec_),
      offset_sec_(other.offset_sec_) {
  Init(other.vector_size_, other.abstract_model_.get());
}

template <typename T>
void ZeroOrderHold<T>::Init(int vector_size,
                            const AbstractValue* abstract_model_value) {
  CheckPeriodAndOffset("ZeroOrderHold", period_sec_, offset_sec_);
  if (abstract_model_value == nullptr) {
    vector_size_ = vector_size;
    this->DeclareVectorInputPort("u", vector_size);
    const DiscreteStateIndex state =
        this->DeclareDiscreteState(VectorX<T>::Zero(vector_size));
    this->DeclareStateOutputPort("y", state);
    this->DeclarePeriodicDiscreteUpdateEvent(
        period_sec_, offset_sec_, &ZeroOrderHold<T>::LatchInputVectorToState);
  } else {
    abstract_model_ = abstract_model_value->Clone();
    this->DeclareAbstractInputPort("u", *abstract_model_value);
    const AbstractStateIndex state =
        this->DeclareAbstractState(*abstract_model_value);
    this->DeclareStateOutputPort("y", state);
    this->DeclarePeriodicUnrestrictedUpdateEvent(
        period_sec_, offset_sec_,
        &ZeroOrderHold<T>::LatchInputAbstractValueToState);
  }
}

template <typename T>
void ZeroOrderHold<T>::SetVectorState(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& value) const {
  if (is_abstract()) {
    throw std::logic_error(
        "ZeroOrderHold::SetVectorState(): this hold is abstract-valued.");
  }
  this->ValidateContext(context);
  context->SetDiscreteState(0, value);
}

template <typename T>
void ZeroOrderHold<T>::LatchInputVectorToState(const Context<T>& context,
                                               DiscreteValues<T>* xd) const {
  xd->set_value(0, this->get_input_port(0).Eval(context));
}

template <typename T>
void ZeroOrderHold<T>::LatchInputAbstractValueToState(const Context<T>& context,
                                                      State<T>* state) const {
  state->get_mutable_abstract_state().get_mutable_value(0).SetFrom(
      this->get_input_port(0).template Eval<AbstractValue>(context));
}

// ---- DiscreteTimeDelay
// -----------------------------------------------------------

// The state is a ring buffer of delay_buffer_size_ samples plus the index
// of the oldest sample. Vector: discrete group 0 holds the samples stacked
// (oldest at the index stored in group 1). Abstract: abstract states
// 0..n−1 hold the samples and abstract state n the index.

template <typename T>
DiscreteTimeDelay<T>::DiscreteTimeDelay(double update_sec, int delay_time_steps,
                                        int vector_size)
    : LeafSystem<T>(SystemTypeTag<DiscreteTimeDelay>{}),
      update_sec_(update_sec),
      delay_buffer_size_(delay_time_steps) {
  vector_size_ = vector_size;
  Init(nullptr);
}

template <typename T>
DiscreteTimeDelay<T>::DiscreteTimeDelay(
    double update_sec, int delay_time_steps,
    const AbstractValue& abstract_model_value)
    : LeafSystem<T>(SystemTypeTag<DiscreteTimeDelay>{}),
      update_sec_(update_sec),
      delay_buffer_size_(delay_time_steps) {
  Init(&abstract_model_value);
}

template <typename T>
template <typename U>
DiscreteTimeDelay<T>::DiscreteTimeDelay(const DiscreteTimeDelay<U>& other)
    : LeafSystem<T>(SystemTypeTag<DiscreteTimeDelay>{}),
      update_sec_(other.update_sec_),
      delay_buffer_size_(other.delay_buffer_size_) {
  vector_size_ = other.vector_size_;
  Init(other.abstract_model_.get());
}

template <typename T>
void DiscreteTimeDelay<T>::Init(const AbstractValue* abstract_model_value) {
  CheckPeriodAndOffset("DiscreteTimeDelay", update_sec_, 0.0);
  if (delay_buffer_size_ < 0) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeDelay: the delay must be a non-negative number of "
        "steps; got {}.",
        delay_buffer_size_));
  }
  if (abstract_model_value == nullptr) {
    this->DeclareVectorInputPort("u", vector_size_);
    this->DeclareDiscreteState(
        VectorX<T>::Zero(vector_size_ * delay_buffer_size_));
    this->DeclareDiscreteState(VectorX<T>::Zero(1));
    if (delay_buffer_size_ > 0) {
      this->DeclarePeriodicDiscreteUpdateEvent(
          update_sec_, 0.0, &DiscreteTimeDelay<T>::SaveInputVectorToBuffer);
    }
    this->DeclareVectorOutputPort(
        "delayed_signal", vector_size_,
        &DiscreteTimeDelay<T>::CopyDelayedVector,
        delay_buffer_size_ > 0
            ? std::set<DependencyTicket>{SystemBase::xd_ticket()}
            : std::set<DependencyTicket>{
                  this->input_port_ticket(InputPortIndex(0))});
  } else {
    abstract_model_ = abstract_model_value->Clone();
    this->DeclareAbstractInputPort("u", *abstract_model_value);
    for (int i = 0; i < delay_buffer_size_; ++i) {
      this->DeclareAbstractState(*abstract_model_value);
    }
    this->DeclareAbstractState(Value<int>(0));
    if (delay_buffer_size_ > 0) {
      this->DeclarePeriodicUnrestrictedUpdateEvent(
          update_sec_, 0.0,
          &DiscreteTimeDelay<T>::SaveInputAbstractValueToBuffer);
    }
    this->DeclareAbstractOutputPort(
        "delayed_signal", [this]() { return abstract_model_->Clone(); },
        [this](const Context<T>& context, AbstractValue* y) {
          CopyDelayedAbstractValue(context, y);
        },
        delay_buffer_size_ > 0
            ? std::set<DependencyTicket>{SystemBase::xa_ticket()}
            : std::set<DependencyTicket>{this->input_port_ticket(
                  InputPortIndex(0))});
  }
}

template <typename T>
void DiscreteTimeDelay<T>::SaveInputVectorToBuffer(
    const Context<T>& context, DiscreteValues<T>* xd) const {
  // Overwrite the oldest sample and advance the index.
  const int oldest =
      static_cast<int>(ExtractDoubleOrThrow(context.get_discrete_state(1)[0]));
  auto buffer = xd->get_mutable_value(0);
  buffer = context.get_discrete_state(0).value();
  buffer.segment(oldest * vector_size_, vector_size_) =
      this->get_input_port(0).Eval(context);
  xd->get_mutable_value(1)[0] = T((oldest + 1) % delay_buffer_size_);
}

template <typename T>
void DiscreteTimeDelay<T>::SaveInputAbstractValueToBuffer(
    const Context<T>& context, State<T>* state) const {
  const int oldest =
      context.template get_abstract_state<int>(delay_buffer_size_);
  AbstractValues& xa = state->get_mutable_abstract_state();
  xa.get_mutable_value(oldest).SetFrom(
      this->get_input_port(0).template Eval<AbstractValue>(context));
  xa.get_mutable_value(delay_buffer_size_).template get_mutable_value<int>() =
      (oldest + 1) % delay_buffer_size_;
}

template <typename T>
void DiscreteTimeDelay<T>::CopyDelayedVector(const Context<T>& context,
                                             BasicVector<T>* y) const {
  if (delay_buffer_size_ == 0) {
    y->SetFromVector(this->get_input_port(0).Eval(context));
    return;
  }
  const int oldest =
      static_cast<int>(ExtractDoubleOrThrow(context.get_discrete_state(1)[0]));
  y->SetFromVector(context.get_discrete_state(0).value().segment(
      oldest * vector_size_, vector_size_));
}

template <typename T>
void DiscreteTimeDelay<T>::CopyDelayedAbstractValue(const Context<T>& context,
                                                    AbstractValue* y) const {
  if (delay_buffer_size_ == 0) {
    y->SetFrom(this->get_input_port(0).template Eval<AbstractValue>(context));
    return;
  }
  const int oldest =
      context.template get_abstract_state<int>(delay_buffer_size_);
  y->SetFrom(context.get_abstract_state().get_value(oldest));
}

// ---- FirstOrderLowPassFilter
// ------------------------------------------------------

template <typename T>
FirstOrderLowPassFilter<T>::FirstOrderLowPassFilter(double time_constant,
                                                    int size)
    : FirstOrderLowPassFilter(VectorX<double>::Constant(size, time_constant)) {}

template <typename T>
FirstOrderLowPassFilter<T>::FirstOrderLowPassFilter(
    const VectorX<double>& time_constants)
    : LeafSystem<T>(SystemTypeTag<FirstOrderLowPassFilter>{}),
      time_constants_(time_constants) {
  for (int i = 0; i < time_constants.size(); ++i) {
    if (!(time_constants[i] > 0.0)) {
      throw std::logic_error(fmt::format(
          "FirstOrderLowPassFilter: time constant {} is {}; it must be "
          "positive.",
          i, time_constants[i]));
    }
  }
  const int n = static_cast<int>(time_constants.size());
  this->DeclareVectorInputPort(kUseDefaultName, n);
  this->DeclareContinuousState(BasicVector<T>(VectorX<T>::Zero(n)));
  this->DeclareVectorOutputPort(kUseDefaultName, n,
                                &FirstOrderLowPassFilter<T>::CalcOutput,
                                {SystemBase::xc_ticket()});
}

template <typename T>
double FirstOrderLowPassFilter<T>::get_time_constant() const {
  if (time_constants_.size() == 0 ||
      !time_constants_.isConstant(time_constants_[0])) {
    throw std::logic_error(
        "FirstOrderLowPassFilter::get_time_constant(): the time constants "
        "differ; use get_time_constants_vector().");
  }
  return time_constants_[0];
}

template <typename T>
void FirstOrderLowPassFilter<T>::set_initial_output_value(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& z0) const {
  this->ValidateContext(context);
  context->get_mutable_continuous_state_vector().SetFromVector(z0);
}

template <typename T>
void FirstOrderLowPassFilter<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  const VectorX<T>& u = this->get_input_port(0).Eval(context);
  const VectorBase<T>& z = context.get_continuous_state_vector();
  for (int i = 0; i < z.size(); ++i) {
    (*derivatives)[i] = (u[i] - z[i]) / time_constants_[i];
  }
}

template <typename T>
void FirstOrderLowPassFilter<T>::CalcOutput(const Context<T>& context,
                                            BasicVector<T>* y) const {
  y->SetFrom(context.get_continuous_state_vector());
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Integrator)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ZeroOrderHold)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteTimeDelay)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::FirstOrderLowPassFilter)
