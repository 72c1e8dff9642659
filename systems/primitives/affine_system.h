#pragma once

/// @file
/// AffineSystem<T>: ẋ (or x[n+1]) = A·x + B·u + f₀, y = C·x + D·u + y₀.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// A continuous (time_period = 0) or discrete (time_period > 0, updating
/// every time_period seconds) affine system:
///   ẋ = A·x + B·u + f₀  (or  x[n+1] = A·x[n] + B·u[n] + f₀),
///   y = C·x + D·u + y₀.
/// Ports: input "u0" (if B or D has columns); output "y0" (if C or D has
/// rows). Throws std::logic_error when the matrix sizes are inconsistent.
template <typename T>
class AffineSystem : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AffineSystem);
  AffineSystem(const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::VectorXd>& f0,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D,
               const Eigen::Ref<const Eigen::VectorXd>& y0,
               double time_period = 0.0);
  template <typename U>
  explicit AffineSystem(const AffineSystem<U>& other)
      : AffineSystem(SystemTypeTag<AffineSystem>{}, other.A(), other.B(),
                     other.f0(), other.C(), other.D(), other.y0(),
                     other.time_period()) {}

  const Eigen::MatrixXd& A() const { return A_; }
  const Eigen::MatrixXd& B() const { return B_; }
  const Eigen::VectorXd& f0() const { return f0_; }
  const Eigen::MatrixXd& C() const { return C_; }
  const Eigen::MatrixXd& D() const { return D_; }
  const Eigen::VectorXd& y0() const { return y0_; }
  double time_period() const { return time_period_; }
  int num_states() const { return num_states_; }
  int num_inputs() const { return num_inputs_; }
  int num_outputs() const { return num_outputs_; }

  const InputPort<T>& get_input_port() const;
  const OutputPort<T>& get_output_port() const;

  /// Sets the state (continuous or discrete) new contexts start from
  /// (zero unless configured).
  void configure_default_state(const Eigen::Ref<const VectorX<T>>& x0);
  void SetDefaultState(const Context<T>& context,
                       State<T>* state) const override;
  /// Sets the state in `context`.
  void SetState(Context<T>* context,
                const Eigen::Ref<const VectorX<T>>& x) const;

 protected:
  /// For subclasses (LinearSystem, MatrixGain): as the public constructor,
  /// with the subclass's scalar converter.
  AffineSystem(SystemScalarConverter converter,
               const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::VectorXd>& f0,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D,
               const Eigen::Ref<const Eigen::VectorXd>& y0, double time_period);

 private:
  void CalcOutputY(const Context<T>& context, BasicVector<T>* y) const;
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final;
  void CalcDiscreteUpdate(const Context<T>& context,
                          DiscreteValues<T>* updates) const;
  // x from the context (continuous or discrete), and u (zero-size if none).
  VectorX<T> GetState(const Context<T>& context) const;

  const Eigen::MatrixXd A_, B_;
  const Eigen::VectorXd f0_;
  const Eigen::MatrixXd C_, D_;
  const Eigen::VectorXd y0_;
  const double time_period_;
  const int num_states_, num_inputs_, num_outputs_;
  VectorX<T> default_state_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::AffineSystem)
