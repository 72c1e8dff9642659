// LuenbergerObserver: the observed system's own dynamics on the estimate,
// corrected by L times the output error.

#include "drake/systems/estimators/luenberger_observer.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/system_output.h"

namespace drake {
namespace systems {
namespace estimators {
namespace {

// The forward model checked and its context copied (same scalar).
template <typename T>
std::pair<std::shared_ptr<const System<T>>, std::unique_ptr<Context<T>>>
CheckAndCopy(std::shared_ptr<const System<T>> observed_system,
             const Context<T>& observed_system_context) {
  if (observed_system == nullptr) {
    throw std::logic_error("LuenbergerObserver: the observed system is null.");
  }
  observed_system->ValidateContext(observed_system_context);
  std::unique_ptr<Context<T>> copy = observed_system_context.Clone();
  return {std::move(observed_system), std::move(copy)};
}

}  // namespace

template <typename T>
LuenbergerObserver<T>::LuenbergerObserver(
    std::shared_ptr<const System<T>> observed_system,
    const Context<T>& observed_system_context,
    const Eigen::Ref<const Eigen::MatrixXd>& observer_gain)
    : LuenbergerObserver(
          [&]() {
            auto [system, context] = CheckAndCopy(std::move(observed_system),
                                                  observed_system_context);
            return ForwardModel{std::move(system), std::move(context)};
          }(),
          observer_gain) {}

template <typename T>
LuenbergerObserver<T>::LuenbergerObserver(
    const System<T>& observed_system, const Context<T>& observed_system_context,
    const Eigen::Ref<const Eigen::MatrixXd>& observer_gain)
    // an aliasing shared_ptr that owns nothing.
    : LuenbergerObserver(std::shared_ptr<const System<T>>(
                             std::shared_ptr<void>{}, &observed_system),
                         observed_system_context, observer_gain) {}

template <typename T>
template <typename U>
typename LuenbergerObserver<T>::ForwardModel
LuenbergerObserver<T>::ConvertForwardModel(const LuenbergerObserver<U>& other) {
  std::shared_ptr<const System<T>> system =
      other.observed_system_->template ToScalarType<T>();
  std::unique_ptr<Context<T>> context = system->CreateDefaultContext();
  context->SetTimeStateAndParametersFrom(*other.model_context_);
  return ForwardModel{std::move(system), std::move(context)};
}

template <typename T>
template <typename U>
LuenbergerObserver<T>::LuenbergerObserver(const LuenbergerObserver<U>& other)
    : LuenbergerObserver(ConvertForwardModel(other), other.observer_gain_) {}

template <typename T>
LuenbergerObserver<T>::LuenbergerObserver(
    ForwardModel model, const Eigen::Ref<const Eigen::MatrixXd>& observer_gain)
    : LeafSystem<T>(SystemTypeTag<LuenbergerObserver>{}),
      observed_system_(std::move(model.system)),
      model_context_(std::move(model.context)),
      observer_gain_(observer_gain) {
  const System<T>& plant = *observed_system_;
  const Context<T>& plant_context = *model_context_;
  const std::string& name = plant.get_name();
  // converting the observer converts the observed system.
  this->get_mutable_system_scalar_converter().RemoveUnlessAlsoSupportedBy(
      plant.get_system_scalar_converter());

  // the ports of the observed system.
  if (plant.num_output_ports() != 1) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the observed system '{}' has {} output ports; "
        "expected exactly one (its measurement y).",
        name, plant.num_output_ports()));
  }
  if (plant.num_input_ports() > 1) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the observed system '{}' has {} input ports; "
        "expected at most one.",
        name, plant.num_input_ports()));
  }
  const OutputPort<T>& y_port = plant.get_output_port(0);
  if (y_port.get_data_type() != kVectorValued) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the output port '{}' of the observed system "
        "'{}' must be vector-valued.",
        y_port.get_name(), name));
  }
  const InputPort<T>* u_port =
      plant.num_input_ports() > 0 ? &plant.get_input_port(0) : nullptr;
  if (u_port != nullptr && u_port->get_data_type() != kVectorValued) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the input port '{}' of the observed system "
        "'{}' must be vector-valued.",
        u_port->get_name(), name));
  }

  // the state: all continuous, or one discrete group with one periodic
  // update.
  is_continuous_ = plant_context.has_only_continuous_state();
  const bool is_discrete = plant_context.has_only_discrete_state() &&
                           plant_context.num_discrete_state_groups() == 1;
  if (!is_continuous_ && !is_discrete) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the observed system '{}' must have either only "
        "continuous state or only one group of discrete state; it has {} "
        "continuous states, {} discrete groups and {} abstract states.",
        name, plant_context.num_continuous_states(),
        plant_context.num_discrete_state_groups(),
        plant_context.num_abstract_states()));
  }
  int num_states = 0;
  if (is_continuous_) {
    const ContinuousState<T>& xc = plant_context.get_continuous_state();
    num_states = xc.size();
    const ContinuousStateIndex index =
        this->DeclareContinuousState(xc.get_generalized_position().size(),
                                     xc.get_generalized_velocity().size(),
                                     xc.get_misc_continuous_state().size());
    this->DeclareStateOutputPort("estimated_state", index);
  } else {
    const std::optional<PeriodicEventData> timing =
        plant.GetUniquePeriodicDiscreteUpdateAttribute();
    if (!timing.has_value()) {
      throw std::logic_error(fmt::format(
          "LuenbergerObserver: the discrete observed system '{}' must have "
          "exactly one timing of periodic discrete updates (and no other "
          "periodic events).",
          name));
    }
    num_states = plant_context.get_discrete_state(0).size();
    const DiscreteStateIndex index = this->DeclareDiscreteState(num_states);
    this->DeclareStateOutputPort("estimated_state", index);
    this->DeclarePeriodicDiscreteUpdateEvent(
        timing->period_sec(), timing->offset_sec(),
        &LuenbergerObserver<T>::DiscreteUpdate);
  }

  // L is num_states × num_outputs.
  if (observer_gain_.rows() != num_states ||
      observer_gain_.cols() != y_port.size()) {
    throw std::logic_error(fmt::format(
        "LuenbergerObserver: the observer gain is {}×{}; the observed system "
        "'{}' needs {}×{} (states × outputs).",
        observer_gain_.rows(), observer_gain_.cols(), name, num_states,
        y_port.size()));
  }

  // input 0: y, with the model vector of the observed system's output.
  const std::unique_ptr<SystemOutput<T>> y_model = plant.AllocateOutput();
  this->DeclareVectorInputPort("observed_system_output",
                               *y_model->get_vector_data(0));
  // input 1: u, when the observed system has an input.
  if (u_port != nullptr) {
    this->DeclareVectorInputPort("observed_system_input",
                                 *plant.AllocateInputVector(*u_port));
  }

  // the observed system's context, evaluated at (t, x̂, u), lives in the
  // cache (no mutable member, no allocation per step beyond fixing u).
  std::shared_ptr<const Context<T>> model_value = model_context_;
  observed_system_context_cache_entry_ = &this->DeclareCacheEntry(
      "observed system context",
      ValueProducer(
          [model_value]() -> std::unique_ptr<AbstractValue> {
            return std::make_unique<Value<Context<T>>>(model_value->Clone());
          },
          [this](const ContextBase& context_base, AbstractValue* output) {
            CalcObservedSystemContext(
                static_cast<const Context<T>&>(context_base),
                &output->get_mutable_value<Context<T>>());
          }),
      {this->time_ticket(), this->all_state_ticket(),
       this->all_input_ports_ticket()});
}

template <typename T>
LuenbergerObserver<T>::~LuenbergerObserver() = default;

template <typename T>
void LuenbergerObserver<T>::CalcObservedSystemContext(
    const Context<T>& context, Context<T>* observed_system_context) const {
  // u: copied when given (else whatever the copied context held).
  if (this->num_input_ports() > 1 &&
      get_observed_system_input_input_port().HasValue(context)) {
    const VectorX<T>& u = get_observed_system_input_input_port().Eval(context);
    // written in place once fixed (no allocation per evaluation).
    FixedInputPortValue* fixed =
        observed_system_context->MaybeGetMutableFixedInputPortValue(0);
    if (fixed != nullptr) {
      fixed->GetMutableVectorData<T>()->SetFromVector(u);
    } else {
      observed_system_->get_input_port(0).FixValue(observed_system_context, u);
    }
  }
  // x̂ and t.
  if (is_continuous_) {
    observed_system_context->get_mutable_continuous_state_vector().SetFrom(
        context.get_continuous_state_vector());
  } else {
    observed_system_context->SetDiscreteState(
        context.get_discrete_state(0).value());
  }
  observed_system_context->SetTime(context.get_time());
}

template <typename T>
void LuenbergerObserver<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  const auto& observed_context =
      observed_system_context_cache_entry_->template Eval<Context<T>>(context);
  const VectorX<T>& y_hat =
      observed_system_->get_output_port(0).Eval(observed_context);
  const VectorX<T>& y = get_observed_system_output_input_port().Eval(context);
  const VectorX<T> f = observed_system_->EvalTimeDerivatives(observed_context)
                           .get_vector()
                           .CopyToVector();
  derivatives->SetFromVector(f + observer_gain_ * (y - y_hat));
}

template <typename T>
void LuenbergerObserver<T>::DiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* x_hat_next) const {
  const auto& observed_context =
      observed_system_context_cache_entry_->template Eval<Context<T>>(context);
  const VectorX<T>& y_hat =
      observed_system_->get_output_port(0).Eval(observed_context);
  const VectorX<T>& y = get_observed_system_output_input_port().Eval(context);
  const VectorX<T>& f =
      observed_system_->EvalUniquePeriodicDiscreteUpdate(observed_context)
          .get_vector(0)
          .value();
  x_hat_next->set_value(f + observer_gain_ * (y - y_hat));
}

}  // namespace estimators
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::estimators::LuenbergerObserver)

// The scalar-converting constructors (the class instantiations above do not
// instantiate member templates).
template ::drake::systems::estimators::LuenbergerObserver<::drake::AutoDiffXd>::
    LuenbergerObserver(
        const ::drake::systems::estimators::LuenbergerObserver<double>&);
template ::drake::systems::estimators::LuenbergerObserver<double>::
    LuenbergerObserver(const ::drake::systems::estimators::LuenbergerObserver<
                       ::drake::AutoDiffXd>&);
