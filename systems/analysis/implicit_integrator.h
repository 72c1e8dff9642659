#pragma once

/// @file
/// ImplicitIntegrator<T>: the shared machinery of implicit integrators:
/// the Jacobian ∂f/∂x of the time derivatives (by finite differences or
/// automatic differentiation) and the Newton–Raphson solve of the implicit
/// step equations.

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

#include <Eigen/LU>
#include <Eigen/QR>

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

  /// An integrator for `system`, using `context` (which may be set later
  /// with reset_context()). The class is abstract: see the protected API
  /// for what a derived class implements (DoImplicitIntegratorStep(), the
  /// error estimator's statistics, DoImplicitIntegratorClone(), and
  /// supports_error_estimation()/get_error_estimate_order()).
  explicit ImplicitIntegrator(const System<T>& system,
                              Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {}

  /// The most Newton–Raphson iterations a step's solve takes before it is
  /// deemed not to converge (do_max_newton_raphson_iterations(); 10 by
  /// default).
  int max_newton_raphson_iterations() const {
    return do_max_newton_raphson_iterations();
  }

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
    if (scheme != jacobian_scheme_) {
      have_jacobian_ = false;
      jacobian_is_fresh_ = false;
      DoResetCachedJacobianRelatedMatrices();
    }
    jacobian_scheme_ = scheme;
  }
  JacobianComputationScheme get_jacobian_computation_scheme() const {
    return jacobian_scheme_;
  }
  /// Whether the Jacobian is kept across steps until a Newton solve fails.
  void set_reuse(bool reuse) { reuse_ = reuse; }
  /// Whether the Jacobian is reused: set_reuse()'s value, and false while
  /// full Newton is on (as in Drake).
  bool get_reuse() const { return !use_full_newton_ && reuse_; }
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
  /// The limit max_newton_raphson_iterations() reports.
  virtual int do_max_newton_raphson_iterations() const { return 10; }

  /// A factored iteration matrix (e.g. I − h·J for implicit Euler) for a
  /// derived class's Newton–Raphson iterations: LU with partial pivoting
  /// for T = double, Householder QR for AutoDiffXd.
  class IterationMatrix {
   public:
    /// Stores and factors `iteration_matrix` (square).
    void SetAndFactorIterationMatrix(const MatrixX<T>& iteration_matrix);
    /// The solution x of A·x = b, A the factored matrix.
    /// @pre matrix_factored().
    VectorX<T> Solve(const VectorX<T>& b) const;
    /// Whether a matrix has been set and factored.
    bool matrix_factored() const { return matrix_factored_; }

   private:
    bool matrix_factored_{false};
    Eigen::PartialPivLU<MatrixX<double>> LU_;
    Eigen::HouseholderQR<MatrixX<AutoDiffXd>> QR_;
  };

  /// How a derived class forms and factors its iteration matrix from the
  /// Jacobian J and the step size h.
  using IterationMatrixFunction =
      std::function<void(const MatrixX<T>& J, const T& h, IterationMatrix*)>;

  /// For a DoImplicitIntegratorStep() whose Newton–Raphson solve is tried
  /// up to four times (`trial` 1 to 4), brings the Jacobian and the
  /// iteration matrix up to date as that trial needs, counting each
  /// factorization. Without reuse (get_reuse() false), with no Jacobian
  /// yet, or with one holding a NaN or infinity: computes J at (t, xt) and
  /// factors. Else, if `iteration_matrix` has not been factored: factors
  /// it from the held J. Else by trial: 1 reuses everything; 2 refactors
  /// with the held J (h may have changed); 3 recomputes J at (t, xt) and
  /// refactors, unless J is already fresh (computed since the last
  /// successful step), when it returns false; 4 returns false.
  /// @returns false when the step should fail.
  /// @throws std::domain_error if `trial` is not in 1..4.
  /// @post If J was recomputed, the context is at (t, xt).
  bool MaybeFreshenMatrices(
      const T& t, const VectorX<T>& xt, const T& h, int trial,
      const IterationMatrixFunction& compute_and_factor_iteration_matrix,
      IterationMatrix* iteration_matrix);

  /// With full Newton on (get_use_full_newton()), recomputes J at (t, xt)
  /// and refactors the iteration matrix; otherwise does nothing.
  void FreshenMatricesIfFullNewton(
      const T& t, const VectorX<T>& xt, const T& h,
      const IterationMatrixFunction& compute_and_factor_iteration_matrix,
      IterationMatrix* iteration_matrix);

  /// Whether the update `dxc` of the state `xc` is negligible: every
  /// |dxc(i)| ≤ eps · max(|xc(i)|, 1) (absolute below unity, relative
  /// above). A NaN in either is never negligible. A non-positive `eps`
  /// means 10 machine epsilons.
  bool IsUpdateZero(const VectorX<T>& xc, const VectorX<T>& dxc,
                    double eps = -1.0) const {
    using std::abs;
    using std::isnan;
    if (eps <= 0) eps = 10 * std::numeric_limits<double>::epsilon();
    for (int i = 0; i < xc.size(); ++i) {
      if (isnan(xc(i)) || isnan(dxc(i))) return false;
      const T scale = abs(xc(i)) > 1 ? T(abs(xc(i))) : T(1.0);
      if (abs(dxc(i)) > eps * scale) return false;
    }
    return true;
  }

  /// What CheckNewtonConvergence() concludes.
  enum class ConvergenceStatus {
    kDiverged,
    kConverged,
    kNotConverged,
  };

  /// The Newton–Raphson convergence test of Hairer and Wanner (Solving
  /// ODEs II, 1996, p. 121), called after the update `dx` of iteration
  /// `iteration` (from 0) brought the state to `xtplus`: converged if, past
  /// the first iteration, the update is negligible (IsUpdateZero()); from
  /// the third iteration on, with the rate θ = dx_norm / last_dx_norm,
  /// diverged if θ > 1 and converged if θ/(1 − θ)·dx_norm < 0.05 × the
  /// accuracy in use. Otherwise not converged yet.
  ConvergenceStatus CheckNewtonConvergence(int iteration,
                                           const VectorX<T>& xtplus,
                                           const VectorX<T>& dx,
                                           const T& dx_norm,
                                           const T& last_dx_norm) const;

  /// Resets the derived class's state on Reset() (DoReset() is final here);
  /// does nothing by default.
  virtual void DoImplicitIntegratorReset() {}
  /// Drops any Jacobian-derived matrices the derived class keeps; called
  /// when the Jacobian scheme changes. Does nothing by default.
  virtual void DoResetCachedJacobianRelatedMatrices() {}
  /// Whether `J` holds a NaN or an infinity (and so must be recomputed).
  bool IsBadJacobian(const MatrixX<T>& J) const;

  /// The held Jacobian ∂f/∂x (n × n once computed).
  MatrixX<T>& get_mutable_jacobian() { return jacobian_; }

  /// Computes and holds the Jacobian ∂f/∂x at (t, x) by the chosen scheme,
  /// counting a Jacobian evaluation and its derivative evaluations, and
  /// marks it fresh. The context's time and continuous state are put back
  /// as they were on return.
  const MatrixX<T>& CalcJacobian(const T& t, const VectorX<T>& x);
  /// J = ∂f/∂x of `system` at (t, xt) by forward differences (n + 1
  /// derivative evaluations in `context`, whose state is left
  /// indeterminate). J is resized to n × n.
  void ComputeForwardDiffJacobian(const System<T>& system, const T& t,
                                  const VectorX<T>& xt, Context<T>* context,
                                  MatrixX<T>* J);
  /// As ComputeForwardDiffJacobian(), by central differences (2n
  /// evaluations).
  void ComputeCentralDiffJacobian(const System<T>& system, const T& t,
                                  const VectorX<T>& xt, Context<T>* context,
                                  MatrixX<T>* J);
  /// As ComputeForwardDiffJacobian(), by forward-mode automatic
  /// differentiation of `system` converted to AutoDiffXd (one evaluation),
  /// with `context`'s parameters and inputs.
  /// @throws std::exception for T = AutoDiffXd (nested differentiation is
  ///   not supported), or if `system` does not support ToAutoDiffXd().
  void ComputeAutoDiffJacobian(const System<T>& system, const T& t,
                               const VectorX<T>& xt, const Context<T>& context,
                               MatrixX<T>* J);

  /// Takes one step of size h as IntegratorBase::DoStep() (which this class
  /// implements, marking the Jacobian stale after a successful step).
  virtual bool DoImplicitIntegratorStep(const T& h) = 0;

  /// Marks the held Jacobian fresh (computed at the current step) or not.
  void set_jacobian_is_fresh(bool flag) { jacobian_is_fresh_ = flag; }

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
  /// Forgets the Jacobian, then calls DoImplicitIntegratorReset().
  void DoReset() final {
    have_jacobian_ = false;
    DoImplicitIntegratorReset();
  }
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
  /// max_newton_raphson_iterations() iterations; converged when the update's
  /// max-norm is at most 1e-2 × the accuracy in use (1e-3 if none is set yet),
  /// so the solve error is negligible next to the truncation error, or at
  /// roundoff relative to the state's max-norm `state_norm`.
  bool IsNewtonConverged(const T& update_norm, const T& state_norm) const;

  /// Puts the context back at (t0, x0) after a failed step, counts a
  /// substep failure and returns false (for DoStep to return).
  bool FailStep(const T& t0, const VectorX<T>& x0);

  /// For integrators with their own Newton iterations (e.g. multi-stage
  /// ones): the Jacobian ∂f/∂x, computed at (t, x) (leaving the context
  /// there) unless one is held (see set_reuse()) and `fresh` is false.
  const MatrixX<T>& EvalJacobian(const T& t, const VectorX<T>& x,
                                 bool fresh = false) {
    if (!have_jacobian_ || fresh || use_full_newton_) CalcJacobianAt(t, x);
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
  // Calls DoImplicitIntegratorStep(); a successful step leaves the
  // Jacobian no longer fresh.
  bool DoStep(const T& h) final {
    const bool success = DoImplicitIntegratorStep(h);
    jacobian_is_fresh_ = !success;
    return success;
  }
  // Computes jacobian_ = ∂f/∂x at (t, x), leaving the context at (t, x).
  void CalcJacobianAt(const T& t, const VectorX<T>& x);
  void CalcFiniteDifferenceJacobian(const System<T>& system, const T& t,
                                    const VectorX<T>& x, Context<T>* context,
                                    bool central, MatrixX<T>* J);
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
  // (for the system at autodiff_source_)
  const System<T>* autodiff_source_{nullptr};
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
