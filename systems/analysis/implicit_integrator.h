#pragma once

/// @file
/// ImplicitIntegrator<T>: the shared machinery of implicit integrators:
/// the Jacobian ∂f/∂x of the time derivatives (by finite differences or
/// automatic differentiation) and the Newton–Raphson solve of the implicit
/// step equations.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include <Eigen/LU>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// A base for implicit integrators. The Jacobian J = ∂f/∂x of the time
/// derivatives ẋ = f(t, x) is formed by forward differences (default),
/// central differences, or automatic differentiation (through
/// System::ToAutoDiffXd(); for T = double only). Newton–Raphson iterations
/// solve the step equations with the iteration matrix I − c·h·J, which is
/// reused across iterations and, with set_reuse(true) (the default),
/// across steps until a solve fails to converge.
template <class T>
class ImplicitIntegrator : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImplicitIntegrator);

  ~ImplicitIntegrator() override;

  /// How the Jacobian of the time derivatives is computed.
  enum class JacobianComputationScheme {
    /// Forward differences: n + 1 derivative evaluations, ~√ε accuracy.
    kForwardDifference,
    /// Central differences: 2n evaluations, ~ε^(2/3) accuracy.
    kCentralDifference,
    /// Forward-mode automatic differentiation (exact to roundoff).
    kAutomatic,
  };

  /// Chooses how the Jacobian is computed. kAutomatic needs the system to
  /// support ToAutoDiffXd(), and T = double (it throws std::logic_error at
  /// the first step otherwise).
  void set_jacobian_computation_scheme(JacobianComputationScheme scheme) {
    jacobian_scheme_ = scheme;
    jacobian_is_fresh_ = false;
    have_jacobian_ = false;
  }
  JacobianComputationScheme get_jacobian_computation_scheme() const {
    return jacobian_scheme_;
  }
  /// Whether the Jacobian is kept across steps until a Newton solve fails.
  void set_reuse(bool reuse) { reuse_ = reuse; }
  bool get_reuse() const { return reuse_; }
  /// Whether every Newton iteration recomputes the Jacobian (slow; for
  /// debugging convergence).
  void set_use_full_newton(bool flag) { use_full_newton_ = flag; }
  bool get_use_full_newton() const { return use_full_newton_; }

  /// @name Statistics since the last ResetStatistics()
  /// The totals include the error estimator's share, which the
  /// get_num_error_estimator_*() functions report on its own.
  /// @{

  /// Derivative evaluations spent on Jacobians (finite differences, or one
  /// per automatic-differentiation Jacobian).
  int64_t get_num_derivative_evaluations_for_jacobian() const {
    return num_jacobian_function_evals_;
  }
  /// Jacobian evaluations.
  int64_t get_num_jacobian_evaluations() const { return num_jacobian_evals_; }
  /// Newton–Raphson iterations.
  int64_t get_num_newton_raphson_iterations() const {
    return do_get_num_newton_raphson_iterations();
  }
  /// Factorizations of an iteration matrix.
  int64_t get_num_iteration_matrix_factorizations() const {
    return num_factorizations_;
  }
  /// Derivative evaluations made by the error estimator, those for its
  /// Jacobians included.
  int64_t get_num_error_estimator_derivative_evaluations() const {
    return do_get_num_error_estimator_derivative_evaluations();
  }
  /// Derivative evaluations spent on the error estimator's Jacobians.
  int64_t get_num_error_estimator_derivative_evaluations_for_jacobian() const {
    return do_get_num_error_estimator_derivative_evaluations_for_jacobian();
  }
  /// Newton–Raphson iterations made by the error estimator.
  int64_t get_num_error_estimator_newton_raphson_iterations() const {
    return do_get_num_error_estimator_newton_raphson_iterations();
  }
  /// Jacobian evaluations made by the error estimator.
  int64_t get_num_error_estimator_jacobian_evaluations() const {
    return do_get_num_error_estimator_jacobian_evaluations();
  }
  /// Iteration-matrix factorizations made by the error estimator.
  int64_t get_num_error_estimator_iteration_matrix_factorizations() const {
    return do_get_num_error_estimator_iteration_matrix_factorizations();
  }
  /// @}

 protected:
  ImplicitIntegrator(const System<T>& system, Context<T>* context)
      : IntegratorBase<T>(system, context) {}

  /// Zeroes this class's counters, then calls
  /// DoResetImplicitIntegratorStatistics().
  void DoResetStatistics() override;
  /// Resets the derived class's own statistics; does nothing by default.
  virtual void DoResetImplicitIntegratorStatistics() {}
  /// Adds the implicit integrators' statistics: substep failures and the
  /// shrinkages they caused; then the derivative evaluations, Jacobian
  /// evaluations, derivative evaluations for Jacobians, iteration-matrix
  /// factorizations and Newton–Raphson iterations. When error estimation is
  /// supported each is split into "integrator_num_integrator_*" (the total
  /// minus the error estimator's) and "integrator_num_error_estimator_*"
  /// (the derivative evaluations' total is the base class's entry).
  std::vector<NamedStatistic> DoGetStatisticsSummary() const override;

  /// The Newton–Raphson iteration count; by default the iterations counted
  /// by SolveImplicitStep() and add_newton_raphson_iterations().
  virtual int64_t do_get_num_newton_raphson_iterations() const {
    return num_nr_iterations_;
  }
  /// The error estimator's share of each statistic (see the public
  /// get_num_error_estimator_*() functions).
  virtual int64_t do_get_num_error_estimator_derivative_evaluations() const = 0;
  virtual int64_t
  do_get_num_error_estimator_derivative_evaluations_for_jacobian() const = 0;
  virtual int64_t do_get_num_error_estimator_newton_raphson_iterations()
      const = 0;
  virtual int64_t do_get_num_error_estimator_jacobian_evaluations() const = 0;
  virtual int64_t do_get_num_error_estimator_iteration_matrix_factorizations()
      const = 0;

  /// The cumulative statistics at one moment. Derived classes attribute a
  /// part of a step (e.g. the error estimate) to counters of their own by
  /// taking a snapshot before it and adding the change after it
  /// (AddStatisticsSince()), whether or not that part succeeded.
  struct StatisticsCounts {
    int64_t derivative_evaluations{0};
    int64_t derivative_evaluations_for_jacobian{0};
    int64_t jacobian_evaluations{0};
    int64_t iteration_matrix_factorizations{0};
    int64_t newton_raphson_iterations{0};
  };
  /// The current totals.
  StatisticsCounts GetStatisticsCounts() const;
  /// Adds the change of the totals since `before` to `*counts`.
  void AddStatisticsSince(const StatisticsCounts& before,
                          StatisticsCounts* counts) const;
  /// The current totals minus `part`.
  StatisticsCounts GetStatisticsCountsExcluding(
      const StatisticsCounts& part) const;
  /// Clones via DoImplicitIntegratorClone(), then copies the Jacobian
  /// scheme, reuse and full-Newton settings.
  std::unique_ptr<IntegratorBase<T>> DoClone() const final;
  /// Returns a new integrator of the derived type for get_system(), with the
  /// derived class's own settings.
  virtual std::unique_ptr<ImplicitIntegrator<T>> DoImplicitIntegratorClone()
      const = 0;
  void DoReset() override { have_jacobian_ = false; }
  /// Sizes the scratch storage; derived classes that override it must call
  /// this one.
  void DoInitialize() override;

  /// Solves x = x0 + c·h·f(t, x) + b for x by Newton–Raphson iterations
  /// from the initial guess in `*x` (b is a constant vector, e.g. for the
  /// trapezoid rule). On success returns true with the context at (t, x);
  /// on failure returns false (the context holds an unconverged iterate).
  /// The Jacobian is evaluated at (t_jacobian, x_jacobian) when needed.
  bool SolveImplicitStep(const T& t, const T& c_h, const VectorX<T>& x0,
                         const VectorX<T>& b, const T& t_jacobian,
                         const VectorX<T>& x_jacobian, VectorX<T>* x);

  /// Forgets the Jacobian so that the next solve recomputes it.
  void MarkJacobianStale() { have_jacobian_ = false; }

  /// The Newton rules every implicit integrator here follows: at most
  /// kMaxNewtonIterations iterations; converged when the update's max-norm
  /// is at most 1e-2 × the accuracy in use (1e-3 if none is set yet), so
  /// the solve error is negligible next to the truncation error, or at
  /// roundoff relative to the state's max-norm `state_norm`.
  static constexpr int kMaxNewtonIterations = 10;
  bool IsNewtonConverged(const T& update_norm, const T& state_norm) const;

  /// Puts the context back at (t0, x0) after a failed step, counts a
  /// substep failure and returns false (for DoStep to return).
  bool FailStep(const T& t0, const VectorX<T>& x0);

  /// For integrators with their own Newton iterations (e.g. multi-stage
  /// ones): the Jacobian ∂f/∂x, computed at (t, x) (leaving the context
  /// there) unless one is held (see set_reuse()) and `fresh` is false.
  const MatrixX<T>& EvalJacobian(const T& t, const VectorX<T>& x,
                                 bool fresh = false) {
    if (!have_jacobian_ || fresh || use_full_newton_) CalcJacobian(t, x);
    return jacobian_;
  }
  /// The number of Jacobian evaluations so far (to tell whether a solve
  /// used a fresh one).
  int64_t jacobian_evaluation_count() const { return num_jacobian_evals_; }
  /// Counts Newton–Raphson iterations done by a derived class (in the
  /// default do_get_num_newton_raphson_iterations()).
  void add_newton_raphson_iterations(int64_t count) {
    num_nr_iterations_ += count;
  }
  /// Counts an iteration-matrix factorization, a Jacobian evaluation and the
  /// derivative evaluations it took, for derived classes that do these
  /// themselves.
  void increment_num_iter_factorizations() { ++num_factorizations_; }
  void increment_jacobian_computation_derivative_evaluations(int count) {
    num_jacobian_function_evals_ += count;
  }
  void increment_jacobian_evaluations() { ++num_jacobian_evals_; }

 private:
  // Computes jacobian_ = ∂f/∂x at (t, x), leaving the context at (t, x).
  void CalcJacobian(const T& t, const VectorX<T>& x);
  void CalcFiniteDifferenceJacobian(const T& t, const VectorX<T>& x,
                                    bool central);
  void CalcAutoDiffJacobian(const T& t, const VectorX<T>& x);
  // The factorization of I − c_h·J, formed unless held.
  const Eigen::PartialPivLU<MatrixX<T>>& GetFactorization(const T& c_h);
  // One attempt at the Newton solve with the current Jacobian.
  bool NewtonIterate(const T& t, const T& c_h, const VectorX<T>& x0,
                     const VectorX<T>& b, const T& t_jacobian,
                     const VectorX<T>& x_jacobian, VectorX<T>* x);

  JacobianComputationScheme jacobian_scheme_{
      JacobianComputationScheme::kForwardDifference};
  bool reuse_{true};
  bool use_full_newton_{false};

  bool have_jacobian_{false};
  bool jacobian_is_fresh_{false};
  // Factorizations of I − c·h·J for the two most recently used c·h (e.g.
  // an integrator's and its error estimator's), dropped with the Jacobian.
  struct Factorization {
    Eigen::PartialPivLU<MatrixX<T>> lu;
    T c_h{0.0};
    bool valid{false};
  };
  std::array<Factorization, 2> factorizations_;
  int last_factorization_{0};
  MatrixX<T> jacobian_;
  MatrixX<T> iteration_matrix_;
  VectorX<T> f_, f_perturbed_, f_minus_, x_perturbed_, x_guess_, residual_, dx_;

  // For kAutomatic (T = double only): the system converted to AutoDiffXd
  // and a context for it, made on first use.
  std::unique_ptr<System<AutoDiffXd>> autodiff_system_;
  std::unique_ptr<Context<AutoDiffXd>> autodiff_context_;

  int64_t num_jacobian_evals_{0};
  int64_t num_nr_iterations_{0};
  int64_t num_factorizations_{0};
  int64_t num_jacobian_function_evals_{0};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ImplicitIntegrator)
