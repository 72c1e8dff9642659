// AffineSystem, LinearSystem, MatrixGain, and linearization through
// AutoDiffXd (Linearize, FirstOrderTaylorApproximation).

#include "drake/systems/primitives/linear_system.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/systems/primitives/matrix_gain.h"

namespace drake {
namespace systems {

// ---- AffineSystem
// ----------------------------------------------------------------

template <typename T>
AffineSystem<T>::AffineSystem(const Eigen::Ref<const Eigen::MatrixXd>& A,
                              const Eigen::Ref<const Eigen::MatrixXd>& B,
                              const Eigen::Ref<const Eigen::VectorXd>& f0,
                              const Eigen::Ref<const Eigen::MatrixXd>& C,
                              const Eigen::Ref<const Eigen::MatrixXd>& D,
                              const Eigen::Ref<const Eigen::VectorXd>& y0,
                              double time_period)
    : AffineSystem(SystemTypeTag<AffineSystem>{}, A, B, f0, C, D, y0,
                   time_period) {}

namespace {
// The number of states, inputs and outputs implied by the matrices (a
// matrix with zero rows or columns does not constrain anything).
int Dimension(std::initializer_list<Eigen::Index> candidates) {
  for (Eigen::Index n : candidates) {
    if (n > 0) return static_cast<int>(n);
  }
  return 0;
}
}  // namespace

template <typename T>
AffineSystem<T>::AffineSystem(SystemScalarConverter converter,
                              const Eigen::Ref<const Eigen::MatrixXd>& A,
                              const Eigen::Ref<const Eigen::MatrixXd>& B,
                              const Eigen::Ref<const Eigen::VectorXd>& f0,
                              const Eigen::Ref<const Eigen::MatrixXd>& C,
                              const Eigen::Ref<const Eigen::MatrixXd>& D,
                              const Eigen::Ref<const Eigen::VectorXd>& y0,
                              double time_period)
    : LeafSystem<T>(std::move(converter)),
      A_(A),
      B_(B),
      f0_(f0),
      C_(C),
      D_(D),
      y0_(y0),
      time_period_(time_period),
      num_states_(Dimension({A.rows(), B.rows(), f0.rows(), C.cols()})),
      num_inputs_(Dimension({B.cols(), D.cols()})),
      num_outputs_(Dimension({C.rows(), D.rows(), y0.rows()})) {
  const int n = num_states_, m = num_inputs_, p = num_outputs_;
  auto check = [](bool ok, const char* what, Eigen::Index rows,
                  Eigen::Index cols, int want_rows, int want_cols) {
    if (!ok) {
      throw std::logic_error(fmt::format(
          "AffineSystem: {} is {}×{} but should be {}×{} (states {}, "
          "inputs and outputs follow from B, C, D).",
          what, rows, cols, want_rows, want_cols, want_rows));
    }
  };
  check(A.rows() == n && A.cols() == n, "A", A.rows(), A.cols(), n, n);
  check(B.rows() == n && B.cols() == m, "B", B.rows(), B.cols(), n, m);
  check(f0.rows() == n, "f0", f0.rows(), 1, n, 1);
  check(C.rows() == p && C.cols() == n, "C", C.rows(), C.cols(), p, n);
  check(D.rows() == p && D.cols() == m, "D", D.rows(), D.cols(), p, m);
  check(y0.rows() == p, "y0", y0.rows(), 1, p, 1);
  if (time_period < 0.0) {
    throw std::logic_error(fmt::format(
        "AffineSystem: the time period must be >= 0; got {}.", time_period));
  }

  if (m > 0) this->DeclareVectorInputPort(kUseDefaultName, m);
  default_state_ = VectorX<T>::Zero(n);
  if (n > 0) {
    if (time_period_ == 0.0) {
      this->DeclareContinuousState(n);
    } else {
      this->DeclareDiscreteState(n);
      this->DeclarePeriodicDiscreteUpdateEvent(
          time_period_, 0.0, &AffineSystem<T>::CalcDiscreteUpdate);
    }
  }
  if (p > 0) {
    std::set<DependencyTicket> prerequisites;
    if (n > 0) {
      prerequisites.insert(time_period_ == 0.0 ? SystemBase::xc_ticket()
                                               : SystemBase::xd_ticket());
    }
    if (m > 0 && !D_.isZero(0.0)) {
      prerequisites.insert(this->input_port_ticket(InputPortIndex(0)));
    }
    if (prerequisites.empty())
      prerequisites.insert(SystemBase::nothing_ticket());
    this->DeclareVectorOutputPort(kUseDefaultName, p,
                                  &AffineSystem<T>::CalcOutputY, prerequisites);
  }
}

template <typename T>
const InputPort<T>& AffineSystem<T>::get_input_port() const {
  return System<T>::get_input_port(0);
}

template <typename T>
const OutputPort<T>& AffineSystem<T>::get_output_port() const {
  return System<T>::get_output_port(0);
}

template <typename T>
void AffineSystem<T>::configure_default_state(
    const Eigen::Ref<const VectorX<T>>& x0) {
  DRAKE_THROW_UNLESS(x0.size() == num_states_);
  default_state_ = x0;
}

template <typename T>
void AffineSystem<T>::SetDefaultState(const Context<T>& context,
                                      State<T>* state) const {
  LeafSystem<T>::SetDefaultState(context, state);
  if (num_states_ == 0) return;
  if (time_period_ == 0.0) {
    state->get_mutable_continuous_state().SetFromVector(default_state_);
  } else {
    state->get_mutable_discrete_state(0).SetFromVector(default_state_);
  }
}

template <typename T>
void AffineSystem<T>::SetState(Context<T>* context,
                               const Eigen::Ref<const VectorX<T>>& x) const {
  this->ValidateContext(context);
  if (time_period_ == 0.0) {
    context->SetContinuousState(x);
  } else {
    context->SetDiscreteState(0, x);
  }
}

template <typename T>
VectorX<T> AffineSystem<T>::GetState(const Context<T>& context) const {
  if (num_states_ == 0) return VectorX<T>(0);
  if (time_period_ == 0.0) {
    return context.get_continuous_state_vector().CopyToVector();
  }
  return context.get_discrete_state(0).value();
}

template <typename T>
void AffineSystem<T>::CalcOutputY(const Context<T>& context,
                                  BasicVector<T>* y) const {
  VectorX<T> out = y0_.template cast<T>();
  if (num_states_ > 0) out += C_.template cast<T>() * GetState(context);
  if (num_inputs_ > 0 && !D_.isZero(0.0)) {
    out += D_.template cast<T>() * get_input_port().Eval(context);
  }
  y->SetFromVector(out);
}

template <typename T>
void AffineSystem<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  if (num_states_ == 0 || time_period_ > 0.0) return;
  VectorX<T> xdot =
      A_.template cast<T>() * GetState(context) + f0_.template cast<T>();
  if (num_inputs_ > 0) {
    xdot += B_.template cast<T>() * get_input_port().Eval(context);
  }
  derivatives->SetFromVector(xdot);
}

template <typename T>
void AffineSystem<T>::CalcDiscreteUpdate(const Context<T>& context,
                                         DiscreteValues<T>* updates) const {
  VectorX<T> next =
      A_.template cast<T>() * GetState(context) + f0_.template cast<T>();
  if (num_inputs_ > 0) {
    next += B_.template cast<T>() * get_input_port().Eval(context);
  }
  updates->set_value(0, next);
}

// ---- LinearSystem and MatrixGain
// --------------------------------------------------

template <typename T>
LinearSystem<T>::LinearSystem(const Eigen::Ref<const Eigen::MatrixXd>& A,
                              const Eigen::Ref<const Eigen::MatrixXd>& B,
                              const Eigen::Ref<const Eigen::MatrixXd>& C,
                              const Eigen::Ref<const Eigen::MatrixXd>& D,
                              double time_period)
    : LinearSystem(SystemTypeTag<LinearSystem>{}, A, B, C, D, time_period) {}

template <typename T>
LinearSystem<T>::LinearSystem(SystemScalarConverter converter,
                              const Eigen::Ref<const Eigen::MatrixXd>& A,
                              const Eigen::Ref<const Eigen::MatrixXd>& B,
                              const Eigen::Ref<const Eigen::MatrixXd>& C,
                              const Eigen::Ref<const Eigen::MatrixXd>& D,
                              double time_period)
    : AffineSystem<T>(std::move(converter), A, B,
                      Eigen::VectorXd::Zero(std::max(A.rows(), B.rows())), C, D,
                      Eigen::VectorXd::Zero(std::max(C.rows(), D.rows())),
                      time_period) {}

template <typename T>
MatrixGain<T>::MatrixGain(int size)
    : MatrixGain(Eigen::MatrixXd::Identity(size, size)) {}

template <typename T>
MatrixGain<T>::MatrixGain(const Eigen::MatrixXd& D)
    : LinearSystem<T>(SystemTypeTag<MatrixGain>{}, Eigen::MatrixXd::Zero(0, 0),
                      Eigen::MatrixXd::Zero(0, D.cols()),
                      Eigen::MatrixXd::Zero(D.rows(), 0), D, 0.0) {}

// ---- Linearization
// ------------------------------------------------------------------

namespace {

// The linearization data: Jacobians and values at the operating point.
struct TaylorData {
  Eigen::MatrixXd A, B, C, D;
  Eigen::VectorXd x0, u0, f, y;  // f = ẋ or x[n+1] at (x0, u0).
  double time_period{0.0};
};

// Row i of the Jacobian from the derivatives of value i (empty = zero).
Eigen::MatrixXd Jacobian(const VectorX<AutoDiffXd>& values, int num_vars) {
  Eigen::MatrixXd J = Eigen::MatrixXd::Zero(values.size(), num_vars);
  for (int i = 0; i < values.size(); ++i) {
    if (values[i].derivatives().size() > 0) {
      J.row(i) = values[i].derivatives().transpose();
    }
  }
  return J;
}

TaylorData CalcTaylorData(
    const System<double>& system, const Context<double>& context,
    std::variant<InputPortSelection, InputPortIndex> input_port_index,
    std::variant<OutputPortSelection, OutputPortIndex> output_port_index,
    const char* who) {
  system.ValidateContext(context);
  const std::string name = system.GetSystemPathname();
  if (context.num_abstract_states() > 0) {
    throw std::logic_error(fmt::format(
        "{}(): System '{}' has abstract state, which cannot be linearized.",
        who, name));
  }
  const int num_continuous = context.num_continuous_states();
  const int num_groups = context.num_discrete_state_groups();
  if (num_continuous > 0 && num_groups > 0) {
    throw std::logic_error(
        fmt::format("{}(): System '{}' has both continuous and discrete state.",
                    who, name));
  }
  TaylorData data;
  if (num_groups > 0) {
    if (!system.IsDifferenceEquationSystem(&data.time_period)) {
      throw std::logic_error(fmt::format(
          "{}(): System '{}' has discrete state but is not a difference "
          "equation system (one discrete group updated by one periodic "
          "event).",
          who, name));
    }
  }

  const InputPort<double>* input =
      system.get_input_port_selection(input_port_index);
  const OutputPort<double>* output =
      system.get_output_port_selection(output_port_index);
  if (input != nullptr && input->get_data_type() != kVectorValued) {
    throw std::logic_error(
        fmt::format("{}(): input port '{}' of System '{}' is abstract-valued.",
                    who, input->get_name(), name));
  }
  if (output != nullptr && output->get_data_type() != kVectorValued) {
    throw std::logic_error(
        fmt::format("{}(): output port '{}' of System '{}' is abstract-valued.",
                    who, output->get_name(), name));
  }
  if (input != nullptr && !input->HasValue(context)) {
    throw std::logic_error(fmt::format(
        "{}(): input port '{}' of System '{}' has no value; fix it at the "
        "operating point.",
        who, input->get_name(), name));
  }

  // The operating point.
  data.x0 =
      num_continuous > 0 ? context.get_continuous_state_vector().CopyToVector()
      : num_groups > 0 ? Eigen::VectorXd(context.get_discrete_state(0).value())
                       : Eigen::VectorXd(0);
  data.u0 = input != nullptr ? Eigen::VectorXd(input->Eval(context))
                             : Eigen::VectorXd(0);
  const int nx = static_cast<int>(data.x0.size());
  const int nu = static_cast<int>(data.u0.size());

  // The AutoDiffXd copy, with [x; u] seeded as the independent variables.
  std::unique_ptr<System<AutoDiffXd>> ad_system = system.ToAutoDiffXd();
  std::unique_ptr<Context<AutoDiffXd>> ad_context =
      ad_system->CreateDefaultContext();
  ad_context->SetTimeStateAndParametersFrom(context);
  ad_system->FixInputPortsFrom(system, context, ad_context.get());
  const int num_vars = nx + nu;
  auto seeded = [num_vars](const Eigen::VectorXd& values, int offset) {
    VectorX<AutoDiffXd> result(values.size());
    for (int i = 0; i < values.size(); ++i) {
      result[i].value() = values[i];
      result[i].derivatives() = Eigen::VectorXd::Unit(num_vars, offset + i);
    }
    return result;
  };
  if (num_continuous > 0) {
    ad_context->SetContinuousState(seeded(data.x0, 0));
  } else if (num_groups > 0) {
    ad_context->SetDiscreteState(0, seeded(data.x0, 0));
  }
  if (input != nullptr) {
    ad_system->get_input_port(input->get_index())
        .FixValue(ad_context.get(), seeded(data.u0, nx));
  }

  // The dynamics.
  VectorX<AutoDiffXd> f(0);
  if (num_continuous > 0) {
    f = ad_system->EvalTimeDerivatives(*ad_context).CopyToVector();
  } else if (num_groups > 0) {
    auto events = ad_system->AllocateCompositeEventCollection();
    ad_system->CalcNextUpdateTime(*ad_context, events.get());
    auto next = ad_system->AllocateDiscreteVariables();
    // A Diagram computes only the groups of subsystems with events; the
    // others keep their current values.
    next->SetFrom(ad_context->get_discrete_state());
    ad_system->CalcDiscreteVariableUpdate(
        *ad_context, events->get_discrete_update_events(), next.get());
    f = next->get_vector(0).value();
  }
  const Eigen::MatrixXd F = Jacobian(f, num_vars);
  data.A = F.leftCols(nx);
  data.B = F.rightCols(nu);
  data.f = ExtractDoubleOrThrow(f);

  // The output.
  VectorX<AutoDiffXd> y(0);
  if (output != nullptr) {
    y = ad_system->get_output_port(output->get_index()).Eval(*ad_context);
  }
  const Eigen::MatrixXd G = Jacobian(y, num_vars);
  data.C = G.leftCols(nx);
  data.D = G.rightCols(nu);
  data.y = ExtractDoubleOrThrow(y);
  return data;
}

}  // namespace

std::unique_ptr<LinearSystem<double>> Linearize(
    const System<double>& system, const Context<double>& context,
    std::variant<InputPortSelection, InputPortIndex> input_port_index,
    std::variant<OutputPortSelection, OutputPortIndex> output_port_index,
    std::optional<double> equilibrium_check_tolerance) {
  const TaylorData data = CalcTaylorData(system, context, input_port_index,
                                         output_port_index, "Linearize");
  if (equilibrium_check_tolerance.has_value()) {
    // Continuous: ẋ = 0; discrete: x[n+1] = x[n].
    const Eigen::VectorXd residual =
        data.time_period > 0.0 ? Eigen::VectorXd(data.f - data.x0) : data.f;
    const double norm =
        residual.size() > 0 ? residual.lpNorm<Eigen::Infinity>() : 0.0;
    if (norm > *equilibrium_check_tolerance) {
      throw std::runtime_error(fmt::format(
          "Linearize(): the operating point of System '{}' is not an "
          "equilibrium: the {} has infinity norm {}, which exceeds the "
          "tolerance {}.",
          system.GetSystemPathname(),
          data.time_period > 0.0 ? "state change x[n+1] − x[n]"
                                 : "time derivative",
          norm, *equilibrium_check_tolerance));
    }
  }
  return std::make_unique<LinearSystem<double>>(data.A, data.B, data.C, data.D,
                                                data.time_period);
}

std::unique_ptr<AffineSystem<double>> FirstOrderTaylorApproximation(
    const System<double>& system, const Context<double>& context,
    std::variant<InputPortSelection, InputPortIndex> input_port_index,
    std::variant<OutputPortSelection, OutputPortIndex> output_port_index) {
  const TaylorData data =
      CalcTaylorData(system, context, input_port_index, output_port_index,
                     "FirstOrderTaylorApproximation");
  const Eigen::VectorXd f0 = data.f - data.A * data.x0 - data.B * data.u0;
  const Eigen::VectorXd y0 = data.y - data.C * data.x0 - data.D * data.u0;
  return std::make_unique<AffineSystem<double>>(data.A, data.B, f0, data.C,
                                                data.D, y0, data.time_period);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::AffineSystem)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LinearSystem)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::MatrixGain)
