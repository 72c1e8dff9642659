// AffineSystem, LinearSystem, MatrixGain, and linearization through
// AutoDiffXd (Linearize, FirstOrderTaylorApproximation).

#include "drake/systems/primitives/linear_system.h"

#include <array>
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

// One of the sizes (states, inputs or outputs) the matrices imply, as
// Drake's AffineSystem finds it: the first non-empty matrix's dimension,
// which every later non-empty one must match. Empty matrices (size 0)
// stand for zeros of whatever size the others imply.
class SizeFromMatrices {
 public:
  explicit SizeFromMatrices(const char* what) : what_(what) {}
  // Adds `matrix` (rows × cols), whose `dimension` is this size.
  void Add(const char* matrix, Eigen::Index rows, Eigen::Index cols,
           Eigen::Index dimension) {
    if (rows * cols == 0) return;
    if (source_ == nullptr) {
      size_ = static_cast<int>(dimension);
      source_ = matrix;
    } else if (dimension != size_) {
      throw std::logic_error(fmt::format(
          "AffineSystem: {} ({}×{}) implies {} {}, but {} implies {}.", matrix,
          rows, cols, dimension, what_, source_, size_));
    }
  }
  int size() const { return size_; }

 private:
  const char* what_;
  const char* source_{nullptr};
  int size_{0};
};

// (states, inputs, outputs) of the affine system with these matrices.
std::array<int, 3> AffineSizes(const Eigen::Ref<const Eigen::MatrixXd>& A,
                               const Eigen::Ref<const Eigen::MatrixXd>& B,
                               const Eigen::Ref<const Eigen::VectorXd>& f0,
                               const Eigen::Ref<const Eigen::MatrixXd>& C,
                               const Eigen::Ref<const Eigen::MatrixXd>& D,
                               const Eigen::Ref<const Eigen::VectorXd>& y0) {
  if (A.size() > 0 && A.rows() != A.cols()) {
    throw std::logic_error(fmt::format(
        "AffineSystem: A must be square; it is {}×{}.", A.rows(), A.cols()));
  }
  SizeFromMatrices states("states");
  states.Add("A", A.rows(), A.cols(), A.rows());
  states.Add("B", B.rows(), B.cols(), B.rows());
  states.Add("f0", f0.rows(), 1, f0.rows());
  states.Add("C", C.rows(), C.cols(), C.cols());
  SizeFromMatrices inputs("inputs");
  inputs.Add("B", B.rows(), B.cols(), B.cols());
  inputs.Add("D", D.rows(), D.cols(), D.cols());
  SizeFromMatrices outputs("outputs");
  outputs.Add("C", C.rows(), C.cols(), C.rows());
  outputs.Add("D", D.rows(), D.cols(), D.rows());
  outputs.Add("y0", y0.rows(), 1, y0.rows());
  return {states.size(), inputs.size(), outputs.size()};
}

// Whether multiplying by `m` can give anything but zero (Drake's
// "meaningful").
bool IsNonZero(const Eigen::Ref<const Eigen::MatrixXd>& m) {
  return m.size() > 0 && !m.isZero(0.0);
}

// `m`, or zeros of rows × cols if it is empty.
Eigen::MatrixXd OrZeros(const Eigen::Ref<const Eigen::MatrixXd>& m, int rows,
                        int cols) {
  return m.size() > 0 ? Eigen::MatrixXd(m) : Eigen::MatrixXd::Zero(rows, cols);
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
    : AffineSystem(std::move(converter), AffineSizes(A, B, f0, C, D, y0), A, B,
                   f0, C, D, y0, time_period) {}

template <typename T>
AffineSystem<T>::AffineSystem(SystemScalarConverter converter,
                              const std::array<int, 3>& sizes,
                              const Eigen::Ref<const Eigen::MatrixXd>& A,
                              const Eigen::Ref<const Eigen::MatrixXd>& B,
                              const Eigen::Ref<const Eigen::VectorXd>& f0,
                              const Eigen::Ref<const Eigen::MatrixXd>& C,
                              const Eigen::Ref<const Eigen::MatrixXd>& D,
                              const Eigen::Ref<const Eigen::VectorXd>& y0,
                              double time_period)
    : TimeVaryingAffineSystem<T>(std::move(converter), sizes[0], sizes[1],
                                 sizes[2], time_period,
                                 // The output is C·x + D·u + y₀: never time;
                                 // the state if C ≠ 0, the input if D ≠ 0.
                                 {.on_time = false,
                                  .on_input = IsNonZero(D),
                                  .on_state = IsNonZero(C)}),
      A_(OrZeros(A, sizes[0], sizes[0])),
      B_(OrZeros(B, sizes[0], sizes[1])),
      f0_(OrZeros(f0, sizes[0], 1)),
      C_(OrZeros(C, sizes[2], sizes[0])),
      D_(OrZeros(D, sizes[2], sizes[1])),
      y0_(OrZeros(y0, sizes[2], 1)),
      output_depends_on_state_(IsNonZero(C)),
      output_depends_on_input_(IsNonZero(D)) {}

template <typename T>
void AffineSystem<T>::UpdateCoefficients(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::VectorXd>& f0,
    const Eigen::Ref<const Eigen::MatrixXd>& C,
    const Eigen::Ref<const Eigen::MatrixXd>& D,
    const Eigen::Ref<const Eigen::VectorXd>& y0) {
  auto check = [this](const char* what, Eigen::Index rows, Eigen::Index cols,
                      Eigen::Index want_rows, Eigen::Index want_cols) {
    if (rows != want_rows || cols != want_cols) {
      throw std::logic_error(fmt::format(
          "AffineSystem::UpdateCoefficients() on system '{}': the new {} is "
          "{}×{} but must keep its size {}×{}.",
          this->get_name(), what, rows, cols, want_rows, want_cols));
    }
  };
  check("A", A.rows(), A.cols(), A_.rows(), A_.cols());
  check("B", B.rows(), B.cols(), B_.rows(), B_.cols());
  check("f0", f0.rows(), 1, f0_.rows(), 1);
  check("C", C.rows(), C.cols(), C_.rows(), C_.cols());
  check("D", D.rows(), D.cols(), D_.rows(), D_.cols());
  check("y0", y0.rows(), 1, y0_.rows(), 1);
  auto check_dependency = [this](const char* what, bool was_non_zero,
                                 bool is_non_zero, const char* on) {
    if (!was_non_zero && is_non_zero) {
      throw std::logic_error(fmt::format(
          "AffineSystem::UpdateCoefficients() on system '{}': the new {} makes "
          "the output depend on the {}, which it did not (the {} was zero); "
          "that would change the output port's dependencies. Construct the "
          "system with a non-zero {} instead.",
          this->get_name(), what, on, what, what));
    }
  };
  check_dependency("C", output_depends_on_state_, IsNonZero(C), "state");
  check_dependency("D", output_depends_on_input_, IsNonZero(D), "input");
  A_ = A;
  B_ = B;
  f0_ = f0;
  C_ = C;
  D_ = D;
  y0_ = y0;
  output_depends_on_state_ = IsNonZero(C);
  output_depends_on_input_ = IsNonZero(D);
}

template <typename T>
void AffineSystem<T>::SetState(Context<T>* context,
                               const Eigen::Ref<const VectorX<T>>& x) const {
  this->ValidateContext(context);
  if (this->time_period() == 0.0) {
    context->SetContinuousState(x);
  } else {
    context->SetDiscreteState(0, x);
  }
}

template <typename T>
void AffineSystem<T>::CalcOutputY(const Context<T>& context,
                                  BasicVector<T>* output_vector) const {
  VectorX<T> y = y0_.template cast<T>();
  if (output_depends_on_state_) {
    y += C_.template cast<T>() * this->GetState(context);
  }
  if (output_depends_on_input_) {
    y += D_.template cast<T>() * this->get_input_port().Eval(context);
  }
  output_vector->SetFromVector(y);
}

template <typename T>
void AffineSystem<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  if (this->num_states() == 0 || this->time_period() > 0.0) return;
  VectorX<T> xdot =
      A_.template cast<T>() * this->GetState(context) + f0_.template cast<T>();
  if (this->num_inputs() > 0) {
    xdot += B_.template cast<T>() * this->get_input_port().Eval(context);
  }
  derivatives->SetFromVector(xdot);
}

template <typename T>
EventStatus AffineSystem<T>::CalcDiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* updates) const {
  if (this->num_states() == 0 || this->time_period() == 0.0) {
    return EventStatus::DidNothing();
  }
  VectorX<T> next =
      A_.template cast<T>() * this->GetState(context) + f0_.template cast<T>();
  if (this->num_inputs() > 0) {
    next += B_.template cast<T>() * this->get_input_port().Eval(context);
  }
  updates->set_value(0, next);
  return EventStatus::Succeeded();
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
