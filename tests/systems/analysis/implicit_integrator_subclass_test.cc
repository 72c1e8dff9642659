// Drake's protected ImplicitIntegrator API, used as a Drake user would: an
// implicit Euler integrator written as a subclass (DoImplicitIntegratorStep
// with MaybeFreshenMatrices, FreshenMatricesIfFullNewton, IterationMatrix
// and CheckNewtonConvergence) solving ẋ = −Λx against the discrete and the
// continuous closed forms, with the Jacobian counts each reuse setting
// implies; and the helpers (the three Jacobian schemes, IsUpdateZero,
// IsBadJacobian, CheckNewtonConvergence) checked on their own.

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/implicit_integrator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace implicit_integrator_subclass_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;

// ẋ = −Λx with Λ = diag(λ₀, λ₁).
template <typename T>
class Decay final : public LeafSystem<T> {
 public:
  explicit Decay(const Vector2d& lambda)
      : LeafSystem<T>(SystemTypeTag<Decay>{}), lambda_(lambda) {
    this->DeclareContinuousState(2);
  }
  template <typename U>
  explicit Decay(const Decay<U>& other) : Decay(other.lambda()) {}
  const Vector2d& lambda() const { return lambda_; }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorX<T> x = context.get_continuous_state().CopyToVector();
    derivatives->SetFromVector(
        -(lambda_.template cast<T>().array() * x.array()).matrix());
  }
  Vector2d lambda_;
};

// Implicit Euler, x₁ = x₀ + h·f(t₀ + h, x₁), solved by Newton–Raphson on
// (I − h·J)·dx = −(x − x₀ − h·f(t₀ + h, x)), written only with Drake's
// protected API.
class UserImplicitEuler final : public ImplicitIntegrator<double> {
 public:
  explicit UserImplicitEuler(const System<double>& system,
                             Context<double>* context = nullptr)
      : ImplicitIntegrator<double>(system, context) {}

  bool supports_error_estimation() const final { return false; }
  int get_error_estimate_order() const final { return 0; }
  int num_resets() const { return num_resets_; }
  int num_cache_resets() const { return num_cache_resets_; }

  // The protected helpers, for the tests below.
  using ImplicitIntegrator<double>::CheckNewtonConvergence;
  using ImplicitIntegrator<double>::ComputeAutoDiffJacobian;
  using ImplicitIntegrator<double>::ComputeCentralDiffJacobian;
  using ImplicitIntegrator<double>::ComputeForwardDiffJacobian;
  using ImplicitIntegrator<double>::ConvergenceStatus;
  using ImplicitIntegrator<double>::IsBadJacobian;
  using ImplicitIntegrator<double>::IsUpdateZero;
  using ImplicitIntegrator<double>::IterationMatrix;
  using ImplicitIntegrator<double>::CalcJacobian;

 private:
  int do_max_newton_raphson_iterations() const final { return 6; }
  int64_t do_get_num_newton_raphson_iterations() const final {
    return num_nr_iterations_;
  }
  int64_t do_get_num_error_estimator_derivative_evaluations() const final {
    return 0;
  }
  int64_t do_get_num_error_estimator_derivative_evaluations_for_jacobian()
      const final {
    return 0;
  }
  int64_t do_get_num_error_estimator_newton_raphson_iterations() const final {
    return 0;
  }
  int64_t do_get_num_error_estimator_jacobian_evaluations() const final {
    return 0;
  }
  int64_t do_get_num_error_estimator_iteration_matrix_factorizations()
      const final {
    return 0;
  }
  void DoResetImplicitIntegratorStatistics() final { num_nr_iterations_ = 0; }
  void DoImplicitIntegratorReset() final { ++num_resets_; }
  void DoResetCachedJacobianRelatedMatrices() final {
    iteration_matrix_ = IterationMatrix();
    ++num_cache_resets_;
  }
  std::unique_ptr<ImplicitIntegrator<double>> DoImplicitIntegratorClone()
      const final {
    return std::make_unique<UserImplicitEuler>(this->get_system());
  }

  bool DoImplicitIntegratorStep(const double& h) final {
    Context<double>& context = *this->get_mutable_context();
    const double t0 = context.get_time();
    const VectorXd x0 = context.get_continuous_state().CopyToVector();
    const double tf = t0 + h;
    const auto factor = [](const MatrixXd& J, const double& step,
                           IterationMatrix* matrix) {
      matrix->SetAndFactorIterationMatrix(
          MatrixXd::Identity(J.rows(), J.cols()) - step * J);
    };
    for (int trial = 1; trial <= 4; ++trial) {
      if (!this->MaybeFreshenMatrices(t0, x0, h, trial, factor,
                                      &iteration_matrix_)) {
        break;
      }
      VectorXd x = x0;
      double last_dx_norm = std::numeric_limits<double>::infinity();
      for (int i = 0; i < this->max_newton_raphson_iterations(); ++i) {
        this->FreshenMatricesIfFullNewton(tf, x, h, factor, &iteration_matrix_);
        context.SetTimeAndContinuousState(tf, x);
        const VectorXd f = this->EvalTimeDerivatives(context).CopyToVector();
        const VectorXd dx = iteration_matrix_.Solve(-(x - x0 - h * f));
        x += dx;
        ++num_nr_iterations_;
        const double dx_norm = dx.lpNorm<Eigen::Infinity>();
        const ConvergenceStatus status =
            this->CheckNewtonConvergence(i, x, dx, dx_norm, last_dx_norm);
        if (status == ConvergenceStatus::kConverged) {
          context.SetTimeAndContinuousState(tf, x);
          return true;
        }
        if (status == ConvergenceStatus::kDiverged) break;
        last_dx_norm = dx_norm;
      }
    }
    context.SetTimeAndContinuousState(t0, x0);
    return false;
  }

  IterationMatrix iteration_matrix_;
  int64_t num_nr_iterations_{0};
  int num_resets_{0};
  int num_cache_resets_{0};
};

class UserImplicitEulerTest : public ::testing::Test {
 protected:
  void Integrate(UserImplicitEuler* integrator, int num_steps) {
    integrator->set_fixed_step_mode(true);
    integrator->set_maximum_step_size(kH);
    integrator->Initialize();
    for (int k = 0; k < num_steps; ++k) {
      ASSERT_TRUE(integrator->IntegrateWithSingleFixedStepToTime(
          context_->get_time() + kH));
    }
  }

  static constexpr double kH = 1e-2;
  const Vector2d lambda_{2.0, 30.0};
  const Vector2d x0_{1.0, -0.5};
  Decay<double> system_{lambda_};
  std::unique_ptr<Context<double>> context_ = [this]() {
    auto context = system_.CreateDefaultContext();
    context->SetContinuousState(x0_);
    return context;
  }();
};

// N = 100 steps of h = 0.01 to T = 1. Each step is x₁ = x₀/(1 + λh) up to
// the Newton solve, which stops at an update ≤ 10ε relative (IsUpdateZero):
// 1e-12 after 100 steps is loose enough for that and tight enough to catch
// a wrong step formula (an explicit Euler step differs by ~λ²h² ≈ 1e-4
// per step for λ = 2). The global error against e^(−λT) is first order:
// |x_N − e^(−λT)x₀| ≤ λ²·h·T/2·|x₀| (the leading term of
// (1 + λh)^(−N) − e^(−λhN), a bound since the series alternates).
TEST_F(UserImplicitEulerTest, MatchesClosedForms) {
  UserImplicitEuler integrator(system_, context_.get());
  EXPECT_EQ(integrator.max_newton_raphson_iterations(), 6);
  const int n = 100;
  Integrate(&integrator, n);
  EXPECT_NEAR(context_->get_time(), 1.0, 1e-12);
  const VectorXd x = context_->get_continuous_state().CopyToVector();
  for (int i = 0; i < 2; ++i) {
    const double discrete = x0_(i) * std::pow(1 + lambda_(i) * kH, -n);
    EXPECT_NEAR(x(i), discrete, 1e-12 * std::abs(x0_(i))) << i;
    const double continuous = x0_(i) * std::exp(-lambda_(i));
    const double bound =
        lambda_(i) * lambda_(i) * kH * 1.0 / 2 * std::abs(x0_(i));
    EXPECT_NEAR(x(i), continuous, bound) << i;
  }
  // With reuse (the default) on a linear system, one Jacobian (forward
  // differences: n + 1 = 3 derivative evaluations) and one factorization
  // (h never changes) serve every step; each step takes 2 or 3 iterations
  // (the first update is exact up to the Jacobian's ~1e-8 relative error,
  // the next is at most that small, and converged is declared from the
  // second iteration on once an update is below 10ε).
  EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(integrator.get_num_derivative_evaluations_for_jacobian(), 3);
  EXPECT_EQ(integrator.get_num_iteration_matrix_factorizations(), 1);
  EXPECT_GE(integrator.get_num_newton_raphson_iterations(), 2 * n);
  EXPECT_LE(integrator.get_num_newton_raphson_iterations(), 3 * n);
  EXPECT_EQ(integrator.get_num_error_estimator_jacobian_evaluations(), 0);
  // Reset() reaches DoImplicitIntegratorReset()
  integrator.Reset();
  EXPECT_EQ(integrator.num_resets(), 1);
}

// Without reuse every step computes a Jacobian; with full Newton (which
// also turns reuse off) every iteration does too, and each step's
// MaybeFreshenMatrices() one more.
TEST_F(UserImplicitEulerTest, ReuseSettingsDriveJacobianCounts) {
  {
    UserImplicitEuler integrator(system_, context_.get());
    integrator.set_reuse(false);
    EXPECT_FALSE(integrator.get_reuse());
    Integrate(&integrator, 10);
    EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 10);
    EXPECT_EQ(integrator.get_num_iteration_matrix_factorizations(), 10);
  }
  {
    context_->SetTime(0);
    context_->SetContinuousState(x0_);
    UserImplicitEuler integrator(system_, context_.get());
    integrator.set_use_full_newton(true);
    EXPECT_FALSE(integrator.get_reuse());
    integrator.set_reuse(true);
    EXPECT_FALSE(integrator.get_reuse());
    Integrate(&integrator, 10);
    const int64_t iterations = integrator.get_num_newton_raphson_iterations();
    EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 10 + iterations);
    EXPECT_EQ(integrator.get_num_iteration_matrix_factorizations(),
              10 + iterations);
    // the same step as with reuse: x₁ = x₀/(1 + λh)
    const VectorXd x = context_->get_continuous_state().CopyToVector();
    EXPECT_NEAR(x(1), x0_(1) * std::pow(1 + lambda_(1) * kH, -10), 1e-13);
  }
}

// The Jacobian of ẋ = −Λx is −Λ: forward differences to ~√ε relative
// (1e-7 allows for λ = 30), central to ~ε^(2/3) (1e-9), automatic
// differentiation to roundoff (0). CalcJacobian() counts and puts the
// context back.
TEST_F(UserImplicitEulerTest, JacobianSchemes) {
  UserImplicitEuler integrator(system_, context_.get());
  const Eigen::Matrix2d expected = -lambda_.asDiagonal().toDenseMatrix();
  const VectorXd x = Vector2d(0.3, 4.0);
  auto scratch = system_.CreateDefaultContext();
  MatrixXd J;
  integrator.ComputeForwardDiffJacobian(system_, 0.5, x, scratch.get(), &J);
  EXPECT_TRUE(J.isApprox(expected, 1e-7)) << J;
  integrator.ComputeCentralDiffJacobian(system_, 0.5, x, scratch.get(), &J);
  EXPECT_TRUE(J.isApprox(expected, 1e-9)) << J;
  integrator.ComputeAutoDiffJacobian(system_, 0.5, x, *scratch, &J);
  EXPECT_EQ(J, expected);

  // a new scheme (only) drops the subclass's Jacobian-derived matrices
  integrator.set_jacobian_computation_scheme(
      UserImplicitEuler::JacobianComputationScheme::kForwardDifference);
  EXPECT_EQ(integrator.num_cache_resets(), 0);
  integrator.set_jacobian_computation_scheme(
      UserImplicitEuler::JacobianComputationScheme::kCentralDifference);
  EXPECT_EQ(integrator.num_cache_resets(), 1);
  const MatrixXd& held = integrator.CalcJacobian(0.25, x);
  EXPECT_TRUE(held.isApprox(expected, 1e-9));
  EXPECT_EQ(integrator.get_num_jacobian_evaluations(), 1);
  EXPECT_EQ(integrator.get_num_derivative_evaluations_for_jacobian(), 4);
  EXPECT_EQ(context_->get_time(), 0.0);
  EXPECT_EQ(context_->get_continuous_state().CopyToVector(), VectorXd(x0_));
}

GTEST_TEST(ImplicitIntegratorHelpersTest, IterationMatrixAndChecks) {
  const Decay<double> system(Vector2d(1, 1));
  UserImplicitEuler integrator(system);
  // Solve A·x = b against a hand-checked solution
  UserImplicitEuler::IterationMatrix matrix;
  EXPECT_FALSE(matrix.matrix_factored());
  Eigen::Matrix2d A;
  A << 2, 1, 1, 3;
  matrix.SetAndFactorIterationMatrix(A);
  EXPECT_TRUE(matrix.matrix_factored());
  EXPECT_TRUE(matrix.Solve(Vector2d(3, 5)).isApprox(Vector2d(0.8, 1.4), 1e-15));

  // IsUpdateZero: absolute below |x| = 1, relative above; NaN never zero
  const double eps = std::numeric_limits<double>::epsilon();
  EXPECT_TRUE(integrator.IsUpdateZero(Vector2d(0.5, 1e6),
                                      Vector2d(9 * eps, 9e6 * eps)));
  EXPECT_FALSE(
      integrator.IsUpdateZero(Vector2d(0.5, 1e6), Vector2d(11 * eps, 0)));
  EXPECT_FALSE(
      integrator.IsUpdateZero(Vector2d(0.5, 1e6), Vector2d(0, 11e6 * eps)));
  EXPECT_TRUE(integrator.IsUpdateZero(Vector2d(0, 0), Vector2d(1e-4, 0), 1e-3));
  EXPECT_FALSE(integrator.IsUpdateZero(Vector2d(0, 0), Vector2d(NAN, 0), 1e-3));

  EXPECT_FALSE(integrator.IsBadJacobian(Eigen::Matrix2d::Identity()));
  Eigen::Matrix2d bad = Eigen::Matrix2d::Identity();
  bad(1, 0) = std::numeric_limits<double>::infinity();
  EXPECT_TRUE(integrator.IsBadJacobian(bad));

  // CheckNewtonConvergence: a zero update converges from the second
  // iteration; the rate test needs the third; θ > 1 diverges
  using Status = UserImplicitEuler::ConvergenceStatus;
  const Vector2d x(1, 2);
  const Vector2d zero = Vector2d::Zero();
  const Vector2d dx(0.1, 0);
  EXPECT_EQ(integrator.CheckNewtonConvergence(0, x, zero, 0, 1),
            Status::kNotConverged);
  EXPECT_EQ(integrator.CheckNewtonConvergence(1, x, zero, 0, 1),
            Status::kConverged);
  EXPECT_EQ(integrator.CheckNewtonConvergence(1, x, dx, 0.1, 0.05),
            Status::kNotConverged);
  EXPECT_EQ(integrator.CheckNewtonConvergence(2, x, dx, 0.1, 0.05),
            Status::kDiverged);
}

// The protected error-order overrides are the public ones, as in Drake; a
// subclass that overrides neither form is told so.
GTEST_TEST(ImplicitIntegratorHelpersTest, ErrorEstimationOverrides) {
  const Decay<double> system(Vector2d(1, 1));
  UserImplicitEuler integrator(system);
  const IntegratorBase<double>& base = integrator;
  EXPECT_FALSE(base.supports_error_estimation());
  EXPECT_EQ(base.get_error_estimate_order(), 0);
  std::unique_ptr<IntegratorBase<double>> clone = base.Clone();
  EXPECT_NE(dynamic_cast<UserImplicitEuler*>(clone.get()), nullptr);
}

}  // namespace implicit_integrator_subclass_test
}  // namespace systems
}  // namespace drake
