#pragma once

/// @file
/// TimeVaryingAffineSystem<T> (the base of affine systems whose matrices
/// depend on time) and AffineSystem<T>: ẋ (or x[n+1]) = A·x + B·u + f₀,
/// y = C·x + D·u + y₀.

#include <array>
#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// The base of affine systems whose coefficients are functions of time:
///   ẋ = A(t)·x + B(t)·u + f₀(t)   (time_period = 0), or
///   x[n+1] = A(t)·x[n] + B(t)·u[n] + f₀(t)   at t = n·time_period,
///   y = C(t)·x + D(t)·u + y₀(t).
/// A subclass implements A() ... y0(); their sizes must match num_states,
/// num_inputs and num_outputs (a mismatch throws naming the system when the
/// dynamics or output are evaluated). Ports: input "u0" if num_inputs > 0,
/// output "y0" if num_outputs > 0. The default state is
/// configure_default_state()'s x₀ (zero unless set); SetRandomContext draws
/// x₀ + Σ^½·w with w standard normal and Σ from configure_random_state()
/// (zero unless set).
template <typename T>
class TimeVaryingAffineSystem : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TimeVaryingAffineSystem);

  ~TimeVaryingAffineSystem() override;

  /// The input port "u0". @throws std::logic_error if num_inputs() == 0.
  const InputPort<T>& get_input_port() const;
  /// The output port "y0". @throws std::logic_error if num_outputs() == 0.
  const OutputPort<T>& get_output_port() const;

  /// A(t), num_states × num_states.
  virtual MatrixX<T> A(const T& t) const = 0;
  /// B(t), num_states × num_inputs.
  virtual MatrixX<T> B(const T& t) const = 0;
  /// f₀(t), num_states elements.
  virtual VectorX<T> f0(const T& t) const = 0;
  /// C(t), num_outputs × num_states.
  virtual MatrixX<T> C(const T& t) const = 0;
  /// D(t), num_outputs × num_inputs.
  virtual MatrixX<T> D(const T& t) const = 0;
  /// y₀(t), num_outputs elements.
  virtual VectorX<T> y0(const T& t) const = 0;

  /// Sets the default state x₀ (num_states elements).
  /// @throws std::logic_error on a size mismatch.
  void configure_default_state(const Eigen::Ref<const VectorX<T>>& x0);

  /// Sets the covariance Σ (num_states × num_states, symmetric positive
  /// semi-definite) of the Gaussian SetRandomContext draws the state from
  /// (mean x₀).
  /// @throws std::logic_error on a size mismatch.
  void configure_random_state(
      const Eigen::Ref<const Eigen::MatrixXd>& covariance);

  /// The default state x₀.
  const VectorX<T>& get_default_state() const { return x0_; }

  /// The random state's covariance Σ (as Σ^½·Σ^½).
  const Eigen::MatrixXd get_random_state_covariance() const {
    return Sqrt_Sigma_x0_ * Sqrt_Sigma_x0_;
  }

  double time_period() const { return time_period_; }
  int num_states() const { return num_states_; }
  int num_inputs() const { return num_inputs_; }
  int num_outputs() const { return num_outputs_; }

 protected:
  /// Declares the state (continuous if time_period == 0, else discrete with
  /// a periodic and a forced discrete update) and the ports. `converter`
  /// is the subclass's scalar conversion (default-constructed: none).
  /// @throws std::logic_error if a size is negative or time_period is
  /// negative or not finite.
  TimeVaryingAffineSystem(SystemScalarConverter converter, int num_states,
                          int num_inputs, int num_outputs, double time_period);

  /// What the output y can depend on, for subclasses that know more than
  /// the general case (Mallard-specific: Drake finds this by symbolic
  /// analysis of the subclass). The general output depends on time, the
  /// state and the input.
  struct OutputDependencies {
    bool on_time{true};
    bool on_input{true};
    bool on_state{true};
  };

  /// As the constructor above, with the output port's dependencies given.
  TimeVaryingAffineSystem(SystemScalarConverter converter, int num_states,
                          int num_inputs, int num_outputs, double time_period,
                          OutputDependencies output_dependencies);

  /// x from `context` (continuous or discrete; zero-size if none).
  VectorX<T> GetState(const Context<T>& context) const;

  /// Copies the default state and random covariance of `other` (for a
  /// subclass's scalar-converting constructor).
  template <typename U>
  void ConfigureDefaultAndRandomStateFrom(
      const TimeVaryingAffineSystem<U>& other) {
    VectorX<T> x0(other.num_states());
    for (int i = 0; i < other.num_states(); ++i) {
      x0[i] = T(ExtractDoubleOrThrow(other.get_default_state()[i]));
    }
    configure_default_state(x0);
    configure_random_state(other.get_random_state_covariance());
  }

  /// y = C(t)·x + D(t)·u + y₀(t).
  virtual void CalcOutputY(const Context<T>& context,
                           BasicVector<T>* output_vector) const;

  /// ẋ = A(t)·x + B(t)·u + f₀(t) (continuous systems).
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;

  /// x[n+1] = A(t)·x[n] + B(t)·u[n] + f₀(t) (discrete systems; the handler
  /// of the periodic and forced discrete updates).
  virtual EventStatus CalcDiscreteUpdate(const Context<T>& context,
                                         DiscreteValues<T>* updates) const;

  /// Sets the state to x₀.
  void SetDefaultState(const Context<T>& context,
                       State<T>* state) const override;

  /// Sets the state to x₀ + Σ^½·w, w standard normal.
  void SetRandomState(const Context<T>& context, State<T>* state,
                      RandomGenerator* generator) const override;

 private:
  // A(t)x + B(t)u + f₀(t), size-checked.
  VectorX<T> CalcAffineDynamics(const Context<T>& context) const;
  // Throws naming the system unless `m` is rows × cols.
  void CheckSize(const char* what, const MatrixX<T>& m, int rows,
                 int cols) const;

  const int num_states_{0};
  const int num_inputs_{0};
  const int num_outputs_{0};
  const double time_period_{0.0};
  VectorX<T> x0_;
  Eigen::MatrixXd Sqrt_Sigma_x0_;
};

/// A continuous (time_period = 0) or discrete (time_period > 0, updating
/// every time_period seconds) affine system:
///   ẋ = A·x + B·u + f₀  (or  x[n+1] = A·x[n] + B·u[n] + f₀),
///   y = C·x + D·u + y₀.
/// Ports: input "u0" (if B or D has columns); output "y0" (if C or D has
/// rows). As in Drake, an empty matrix (size 0) stands for zeros of the
/// size the others imply (e.g. D = Eigen::MatrixXd() for no feedthrough),
/// and the output port depends on the state only if C ≠ 0 and on the input
/// only if D ≠ 0. Throws std::logic_error when the sizes of the non-empty
/// matrices are inconsistent.
template <typename T>
class AffineSystem : public TimeVaryingAffineSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AffineSystem);
  AffineSystem(const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::VectorXd>& f0,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D,
               const Eigen::Ref<const Eigen::VectorXd>& y0,
               double time_period = 0.0);
  /// Scalar-converting copy constructor (with the default state and random
  /// covariance).
  template <typename U>
  explicit AffineSystem(const AffineSystem<U>& other)
      : AffineSystem(SystemTypeTag<AffineSystem>{}, other.A(), other.B(),
                     other.f0(), other.C(), other.D(), other.y0(),
                     other.time_period()) {
    this->ConfigureDefaultAndRandomStateFrom(other);
  }

  /// @name The coefficients (constant in time)
  ///@{
  const Eigen::MatrixXd& A() const { return A_; }
  const Eigen::MatrixXd& B() const { return B_; }
  const Eigen::VectorXd& f0() const { return f0_; }
  const Eigen::MatrixXd& C() const { return C_; }
  const Eigen::MatrixXd& D() const { return D_; }
  const Eigen::VectorXd& y0() const { return y0_; }
  ///@}

  /// @name TimeVaryingAffineSystem's coefficients at time t (the constants)
  ///@{
  MatrixX<T> A(const T&) const final { return A_.template cast<T>(); }
  MatrixX<T> B(const T&) const final { return B_.template cast<T>(); }
  VectorX<T> f0(const T&) const final { return f0_.template cast<T>(); }
  MatrixX<T> C(const T&) const final { return C_.template cast<T>(); }
  MatrixX<T> D(const T&) const final { return D_.template cast<T>(); }
  VectorX<T> y0(const T&) const final { return y0_.template cast<T>(); }
  ///@}

  /// Replaces the coefficients; each must have its current size. (The
  /// output port's dependencies were fixed at construction: as in Drake, a
  /// C or D that is zero, at construction or after an update, must stay
  /// zero.) Results already cached in existing contexts are not
  /// invalidated: they are recomputed when the state, input or time they
  /// depend on next changes.
  /// @throws std::logic_error naming the coefficient on a size mismatch, or
  /// if C (D) becomes non-zero where it is zero.
  void UpdateCoefficients(const Eigen::Ref<const Eigen::MatrixXd>& A,
                          const Eigen::Ref<const Eigen::MatrixXd>& B,
                          const Eigen::Ref<const Eigen::VectorXd>& f0,
                          const Eigen::Ref<const Eigen::MatrixXd>& C,
                          const Eigen::Ref<const Eigen::MatrixXd>& D,
                          const Eigen::Ref<const Eigen::VectorXd>& y0);

  /// Sets the state (continuous or discrete) in `context` (Mallard
  /// convenience).
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
  // The constructors' common body, given the (states, inputs, outputs)
  // the matrices imply, computed once.
  AffineSystem(SystemScalarConverter converter, const std::array<int, 3>& sizes,
               const Eigen::Ref<const Eigen::MatrixXd>& A,
               const Eigen::Ref<const Eigen::MatrixXd>& B,
               const Eigen::Ref<const Eigen::VectorXd>& f0,
               const Eigen::Ref<const Eigen::MatrixXd>& C,
               const Eigen::Ref<const Eigen::MatrixXd>& D,
               const Eigen::Ref<const Eigen::VectorXd>& y0, double time_period);

  void CalcOutputY(const Context<T>& context,
                   BasicVector<T>* output_vector) const final;
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final;
  EventStatus CalcDiscreteUpdate(const Context<T>& context,
                                 DiscreteValues<T>* updates) const final;

  Eigen::MatrixXd A_, B_;
  Eigen::VectorXd f0_;
  Eigen::MatrixXd C_, D_;
  Eigen::VectorXd y0_;
  // Whether C and D are non-zero (Drake's "meaningful"): the output port
  // lists the state (input) as a prerequisite only if C (D) was non-zero at
  // construction, and an update may not make a zero C (D) non-zero.
  bool output_depends_on_state_{false};
  bool output_depends_on_input_{false};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::TimeVaryingAffineSystem)
DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::AffineSystem)
