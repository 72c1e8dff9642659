#pragma once

/// @file
/// LinearSystem<T> (ẋ = A·x + B·u, y = C·x + D·u) and linearization of any
/// System about an operating point: Linearize() and
/// FirstOrderTaylorApproximation().

#include <memory>
#include <optional>
#include <utility>
#include <variant>

#include "drake/common/default_scalars.h"
#include "drake/systems/primitives/affine_system.h"

namespace drake {
namespace systems {

/// The base of linear systems whose matrices depend on time: a
/// TimeVaryingAffineSystem with f₀(t) = 0 and y₀(t) = 0. A subclass
/// implements A(), B(), C() and D().
template <typename T>
class TimeVaryingLinearSystem : public TimeVaryingAffineSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TimeVaryingLinearSystem);

 protected:
  /// As TimeVaryingAffineSystem's constructor.
  TimeVaryingLinearSystem(SystemScalarConverter converter, int num_states,
                          int num_inputs, int num_outputs, double time_period)
      : TimeVaryingAffineSystem<T>(std::move(converter), num_states, num_inputs,
                                   num_outputs, time_period) {}

 private:
  VectorX<T> f0(const T&) const final {
    return VectorX<T>::Zero(this->num_states());
  }
  VectorX<T> y0(const T&) const final {
    return VectorX<T>::Zero(this->num_outputs());
  }
};

/// A continuous (time_period = 0) or discrete (time_period > 0) linear
/// system: an AffineSystem with f₀ = 0 and y₀ = 0.
template <typename T>
class LinearSystem : public AffineSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LinearSystem);
  LinearSystem(const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D,
               double time_period = 0.0);
  template <typename U>
  explicit LinearSystem(const LinearSystem<U>& other)
      : LinearSystem(SystemTypeTag<LinearSystem>{}, other.A(), other.B(),
                     other.C(), other.D(), other.time_period()) {
    this->ConfigureDefaultAndRandomStateFrom(other);
  }

 protected:
  LinearSystem(SystemScalarConverter converter,
               const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D, double time_period);
};

/// Linearizes `system` about the operating point in `context` (its time,
/// state, parameters and the values of its fixed inputs), through
/// AutoDiffXd (System::ToAutoDiffXd()):
///   continuous: ẋ ≈ A·(x − x₀) + B·(u − u₀) (+ f₀ = ẋ(x₀, u₀)),
///   discrete:   x[n+1] ≈ A·(x − x₀) + B·(u − u₀) + x[n+1](x₀, u₀),
///   y ≈ C·(x − x₀) + D·(u − u₀) + y(x₀, u₀).
/// The result is a LinearSystem in the deviation variables (x − x₀,
/// u − u₀, y − y₀), discrete with the system's period if the system is a
/// difference equation system. Uses the selected input and output ports
/// (none, the first, or an index). If `equilibrium_check_tolerance` is set,
/// throws std::runtime_error unless ‖ẋ(x₀, u₀)‖∞ (or ‖x[n+1] − x₀‖∞) is
/// within it. Throws std::logic_error if the system has abstract state,
/// both continuous and discrete state, more than one discrete group, an
/// unfixed selected input, or does not support AutoDiffXd.
std::unique_ptr<LinearSystem<double>> Linearize(
    const System<double>& system, const Context<double>& context,
    std::variant<InputPortSelection, InputPortIndex> input_port_index =
        InputPortSelection::kUseFirstInputIfItExists,
    std::variant<OutputPortSelection, OutputPortIndex> output_port_index =
        OutputPortSelection::kUseFirstOutputIfItExists,
    std::optional<double> equilibrium_check_tolerance = std::nullopt);

/// The first-order Taylor expansion of `system` about the operating point
/// in `context`, in the original variables:
///   ẋ (or x[n+1]) = A·x + B·u + f₀,  y = C·x + D·u + y₀,
/// with f₀ = ẋ(x₀, u₀) − A·x₀ − B·u₀ (or x[n+1](x₀, u₀) − A·x₀ − B·u₀) and
/// y₀ = y(x₀, u₀) − C·x₀ − D·u₀. Same requirements as Linearize().
std::unique_ptr<AffineSystem<double>> FirstOrderTaylorApproximation(
    const System<double>& system, const Context<double>& context,
    std::variant<InputPortSelection, InputPortIndex> input_port_index =
        InputPortSelection::kUseFirstInputIfItExists,
    std::variant<OutputPortSelection, OutputPortIndex> output_port_index =
        OutputPortSelection::kUseFirstOutputIfItExists);

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LinearSystem)
