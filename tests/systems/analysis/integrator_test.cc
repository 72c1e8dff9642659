// Integrators checked against closed-form solutions: convergence order by
// error ratios on a harmonic oscillator, a cubic ODE under error control,
// stability of implicit Euler on a stiff system, and the API's checks.

#include <cmath>
#include <iostream>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"
#include "drake/systems/analysis/bogacki_shampine3_integrator.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/semi_explicit_euler_integrator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace integrator_test {

using ::testing::HasSubstr;

// ẍ = −ω²x as q = x, v = ẋ (num_q = num_v = 1); x(t) = cos(ωt) from
// x(0) = 1, ẋ(0) = 0.
template <typename T>
class HarmonicOscillator final : public LeafSystem<T> {
 public:
  explicit HarmonicOscillator(double omega = 1.0)
      : LeafSystem<T>(SystemTypeTag<HarmonicOscillator>{}), omega_(omega) {
    this->DeclareContinuousState(1, 1, 0);
  }
  template <typename U>
  explicit HarmonicOscillator(const HarmonicOscillator<U>& other)
      : HarmonicOscillator(other.omega()) {}
  double omega() const { return omega_; }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    const VectorBase<T>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -omega_ * omega_ * x[0];
  }
  double omega_;
};

// ẋ = −x + x³ (one z variable). From x0 ∈ (0, 1):
// x(t) = 1/√(1 + (1/x0² − 1)·e^{2t}).
class CubicSystem final : public LeafSystem<double> {
 public:
  CubicSystem() { this->DeclareContinuousState(1); }
  static double Solution(double x0, double t) {
    return 1.0 / std::sqrt(1.0 + (1.0 / (x0 * x0) - 1.0) * std::exp(2 * t));
  }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const double x = context.get_continuous_state_vector()[0];
    (*derivatives)[0] = -x + x * x * x;
  }
};

// A stiff linear system: ẋ₀ = −λ(x₀ − x₁), ẋ₁ = −x₁, with λ = 1000. The
// fast mode decays like e^{−λt}, the slow one like e^{−t}. Exact solution
// from x(0) = (0, 1): x₁ = e^{−t}, x₀ = λ/(λ−1)·(e^{−t} − e^{−λt}).
template <typename T>
class StiffSystem final : public LeafSystem<T> {
 public:
  StiffSystem() : LeafSystem<T>(SystemTypeTag<StiffSystem>{}) {
    this->DeclareContinuousState(2);
  }
  template <typename U>
  explicit StiffSystem(const StiffSystem<U>&) : StiffSystem() {}
  static constexpr double kLambda = 1000.0;

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    const VectorBase<T>& x = context.get_continuous_state_vector();
    (*derivatives)[0] = -kLambda * (x[0] - x[1]);
    (*derivatives)[1] = -x[1];
  }
};

// Integrates the oscillator from t = 0 to t = 1 with fixed steps of h and
// returns |x(1) − cos(1)|.
template <class Integrator>
double OscillatorErrorWithStep(double h) {
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  std::unique_ptr<IntegratorBase<double>> integrator;
  if constexpr (std::is_constructible_v<Integrator, const System<double>&,
                                        double, Context<double>*>) {
    integrator = std::make_unique<Integrator>(system, h, context.get());
  } else {
    integrator = std::make_unique<Integrator>(system, context.get());
    integrator->set_maximum_step_size(h);
    integrator->set_fixed_step_mode(true);
  }
  integrator->Initialize();
  integrator->IntegrateWithMultipleStepsToTime(1.0);
  EXPECT_EQ(context->get_time(), 1.0);
  return std::abs(context->get_continuous_state_vector()[0] - std::cos(1.0));
}

// The global error of a method of order p scales as h^p, so halving h
// divides it by 2^p; the measured log2 ratio must be within 0.25 of p
// (higher-order terms perturb it by up to ~0.2 at these steps; neighbouring
// orders differ by 1, so 0.25 still tells them apart).
// h = 1/50 → 1/100 (1/10 → 1/20 for RK5) is small enough for the leading
// error term to dominate, and large enough for roundoff (~1e-15) to be
// negligible: the smallest error measured, RK5's, is ~1e-9.
template <class Integrator>
void CheckOrder(int expected_order, double h = 1.0 / 50) {
  const double error_coarse = OscillatorErrorWithStep<Integrator>(h);
  const double error_fine = OscillatorErrorWithStep<Integrator>(h / 2);
  const double observed_order = std::log2(error_coarse / error_fine);
  EXPECT_NEAR(observed_order, expected_order, 0.25)
      << NiceTypeName::Get<Integrator>() << ": errors " << error_coarse << ", "
      << error_fine;
}

GTEST_TEST(IntegratorOrderTest, ErrorRatiosMatchTheOrder) {
  CheckOrder<ExplicitEulerIntegrator<double>>(1);
  CheckOrder<SemiExplicitEulerIntegrator<double>>(1);
  CheckOrder<ImplicitEulerIntegrator<double>>(1);
  CheckOrder<RungeKutta2Integrator<double>>(2);
  CheckOrder<RungeKutta3Integrator<double>>(3);
  CheckOrder<BogackiShampine3Integrator<double>>(3);
  CheckOrder<RungeKutta5Integrator<double>>(5, 1.0 / 10);
}

// A body spinning at constant rate ω about a fixed axis, its angle θ kept
// as the unit complex number q = (cos θ, sin θ): num_q = 2 ≠ num_v = 1.
// q̇ = N(q)·ω with N(q) = (−q₁, q₀), and N⁺(q)·q̇ = −q₁·q̇₀ + q₀·q̇₁.
class Spinner final : public LeafSystem<double> {
 public:
  Spinner() { this->DeclareContinuousState(2, 1, 0); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const VectorBase<double>& v =
        context.get_continuous_state().get_generalized_velocity();
    this->MapVelocityToQDot(context, v,
                            &derivatives->get_mutable_generalized_position());
    derivatives->get_mutable_generalized_velocity()[0] = 0.0;
  }
  void DoMapVelocityToQDot(const Context<double>& context,
                           const Eigen::Ref<const Eigen::VectorXd>& v,
                           VectorBase<double>* qdot) const override {
    const VectorBase<double>& q =
        context.get_continuous_state().get_generalized_position();
    (*qdot)[0] = -q[1] * v[0];
    (*qdot)[1] = q[0] * v[0];
  }
  void DoMapQDotToVelocity(const Context<double>& context,
                           const Eigen::Ref<const Eigen::VectorXd>& qdot,
                           VectorBase<double>* v) const override {
    const VectorBase<double>& q =
        context.get_continuous_state().get_generalized_position();
    (*v)[0] = -q[1] * qdot[0] + q[0] * qdot[1];
  }
};

// The same state shape without the maps: the default N = I cannot apply.
class SpinnerWithoutMaps final : public LeafSystem<double> {
 public:
  SpinnerWithoutMaps() { this->DeclareContinuousState(2, 1, 0); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>&,
      ContinuousState<double>* derivatives) const override {
    derivatives->SetFromVector(Eigen::Vector3d::Zero());
  }
};

GTEST_TEST(GeneralizedCoordinatesTest, MapsOfALeafSystem) {
  Spinner spinner;
  auto context = spinner.CreateDefaultContext();
  const double theta = 0.3;
  context->SetContinuousState(
      Eigen::Vector3d(std::cos(theta), std::sin(theta), 2.0));
  BasicVector<double> qdot(2);
  spinner.MapVelocityToQDot(*context, Vector1d(2.0), &qdot);
  EXPECT_DOUBLE_EQ(qdot[0], -2.0 * std::sin(theta));
  EXPECT_DOUBLE_EQ(qdot[1], 2.0 * std::cos(theta));
  // The VectorBase overload, and N⁺·N = I on the unit circle.
  BasicVector<double> v(1);
  spinner.MapQDotToVelocity(*context, qdot, &v);
  EXPECT_NEAR(v[0], 2.0, 1e-15);
  // Wrong sizes throw.
  BasicVector<double> wrong(3);
  EXPECT_THROW(spinner.MapVelocityToQDot(*context, Vector1d(2.0), &wrong),
               std::logic_error);
  EXPECT_THROW(spinner.MapQDotToVelocity(*context, Eigen::Vector3d::Zero(), &v),
               std::logic_error);

  // Without overrides, num_q ≠ num_v throws; with num_q == num_v the
  // default is the identity.
  SpinnerWithoutMaps plain;
  auto plain_context = plain.CreateDefaultContext();
  EXPECT_THROW(plain.MapVelocityToQDot(*plain_context, Vector1d(1.0), &qdot),
               std::logic_error);
  EXPECT_THROW(plain.MapQDotToVelocity(*plain_context, qdot.get_value(), &v),
               std::logic_error);
  HarmonicOscillator<double> oscillator;
  auto oscillator_context = oscillator.CreateDefaultContext();
  BasicVector<double> one(1);
  oscillator.MapVelocityToQDot(*oscillator_context, Vector1d(4.5), &one);
  EXPECT_EQ(one[0], 4.5);
  oscillator.MapQDotToVelocity(*oscillator_context, Vector1d(-1.5), &one);
  EXPECT_EQ(one[0], -1.5);
}

// Semi-explicit Euler on the spinner: each step is
// q ← q + h·ω·(−q₁, q₀), a rotation by atan(h·ω) (and a scaling), so after
// n steps the angle is exactly θ₀ + n·atan(h·ω) (to roundoff, 1e-12).
GTEST_TEST(GeneralizedCoordinatesTest, SemiExplicitEulerUsesTheMap) {
  Spinner spinner;
  auto context = spinner.CreateDefaultContext();
  const double omega = 1.5;
  const double h = 0.01;
  context->SetContinuousState(Eigen::Vector3d(1.0, 0.0, omega));
  SemiExplicitEulerIntegrator<double> semi(spinner, h, context.get());
  semi.Initialize();
  const int n = 100;
  semi.IntegrateWithMultipleStepsToTime(n * h);
  const VectorBase<double>& x = context->get_continuous_state_vector();
  EXPECT_NEAR(std::atan2(x[1], x[0]), n * std::atan(h * omega), 1e-12);
  EXPECT_NEAR(std::hypot(x[0], x[1]), std::pow(std::hypot(1.0, h * omega), n),
              1e-12);
  EXPECT_EQ(x[2], omega);

  // Without the maps the integrator reports the missing override.
  SpinnerWithoutMaps plain;
  auto plain_context = plain.CreateDefaultContext();
  SemiExplicitEulerIntegrator<double> plain_semi(plain, h, plain_context.get());
  plain_semi.Initialize();
  EXPECT_THROW(plain_semi.IntegrateWithMultipleStepsToTime(h),
               std::logic_error);
}

// A Diagram maps each subsystem's slice ([q₁ q₂; v₁ v₂] ordering); the
// error-controlled RK3 measures q errors through the diagram's N⁺ and
// integrates the two spinners to the accuracy asked (angle within 1e-3
// for accuracy 1e-5 over 1 s).
GTEST_TEST(GeneralizedCoordinatesTest, DiagramMapsEachSubsystem) {
  DiagramBuilder<double> builder;
  const auto* a = builder.AddSystem<Spinner>();
  builder.AddSystem<HarmonicOscillator<double>>();
  const auto* b = builder.AddSystem<Spinner>();
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  a->GetMyMutableContextFromRoot(context.get())
      .SetContinuousState(Eigen::Vector3d(1.0, 0.0, 1.0));
  b->GetMyMutableContextFromRoot(context.get())
      .SetContinuousState(Eigen::Vector3d(0.0, 1.0, -2.0));
  // q = (1, 0 | q_osc | 0, 1), v = (1 | v_osc | -2).
  ASSERT_EQ(context->get_continuous_state().num_q(), 5);
  ASSERT_EQ(context->get_continuous_state().num_v(), 3);
  BasicVector<double> qdot(5);
  diagram->MapVelocityToQDot(*context, Eigen::Vector3d(1.0, 7.0, -2.0), &qdot);
  EXPECT_EQ(qdot.get_value(),
            (Eigen::VectorXd(5) << -0.0, 1.0, 7.0, 2.0, -0.0).finished());
  BasicVector<double> v(3);
  diagram->MapQDotToVelocity(*context, qdot.get_value(), &v);
  EXPECT_EQ(v.get_value(), Eigen::Vector3d(1.0, 7.0, -2.0));

  RungeKutta3Integrator<double> rk3(*diagram, context.get());
  rk3.set_target_accuracy(1e-5);
  rk3.set_maximum_step_size(0.1);
  rk3.Initialize();
  rk3.IntegrateWithMultipleStepsToTime(1.0);
  const VectorBase<double>& qa =
      a->GetMyContextFromRoot(*context).get_continuous_state_vector();
  const VectorBase<double>& qb =
      b->GetMyContextFromRoot(*context).get_continuous_state_vector();
  EXPECT_NEAR(std::atan2(qa[1], qa[0]), 1.0, 1e-3);
  EXPECT_NEAR(std::atan2(qb[1], qb[0]), M_PI / 2 - 2.0, 1e-3);
}

// Semi-explicit Euler is symplectic: on the oscillator its energy error
// stays bounded (O(h)) over many periods, while explicit Euler's energy
// grows by the factor (1 + h²) every step.
GTEST_TEST(SemiExplicitEulerTest, EnergyStaysBounded) {
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  const double h = 0.01;
  auto energy = [&]() {
    const VectorBase<double>& x = context->get_continuous_state_vector();
    return 0.5 * (x[0] * x[0] + x[1] * x[1]);
  };
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  SemiExplicitEulerIntegrator<double> semi(system, h, context.get());
  semi.Initialize();
  semi.IntegrateWithMultipleStepsToTime(100.0);
  // The modified energy is conserved; the true one oscillates by ~h/2.
  EXPECT_NEAR(energy(), 0.5, h);

  context->SetTime(0.0);
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  ExplicitEulerIntegrator<double> euler(system, h, context.get());
  euler.Initialize();
  euler.IntegrateWithMultipleStepsToTime(100.0);
  // (1 + h²)^(100/h) = e^1 to within 0.01%.
  EXPECT_NEAR(energy(), 0.5 * std::pow(1 + h * h, 10000), 1e-9);
}

// The cubic ODE under error control at three accuracies, sampled at
// t = 1, 2, ..., 10. Returns the largest error at each accuracy and the
// steps taken.
template <class Integrator>
std::vector<std::pair<double, int64_t>> CubicErrors() {
  CubicSystem system;
  auto context = system.CreateDefaultContext();
  const double x0 = 0.9;
  std::vector<std::pair<double, int64_t>> result;
  for (double accuracy : {1e-2, 1e-4, 1e-6}) {
    context->SetTime(0.0);
    context->SetContinuousState(Vector1d(x0));
    Integrator integrator(system, context.get());
    integrator.set_maximum_step_size(1.0);
    integrator.set_target_accuracy(accuracy);
    integrator.Initialize();
    EXPECT_EQ(integrator.get_accuracy_in_use(), accuracy);
    double max_error = 0.0;
    for (int t = 1; t <= 10; ++t) {
      integrator.IntegrateWithMultipleStepsToTime(t);
      const double x = context->get_continuous_state_vector()[0];
      max_error =
          std::max(max_error, std::abs(x - CubicSystem::Solution(x0, t)));
    }
    result.emplace_back(max_error, integrator.get_num_steps_taken());
  }
  return result;
}

// Tightening the accuracy 100-fold must cut the error (by at least 2×)
// and cost more steps.
void ExpectErrorsShrink(const std::vector<std::pair<double, int64_t>>& runs) {
  for (size_t i = 1; i < runs.size(); ++i) {
    EXPECT_LT(runs[i].first, runs[i - 1].first / 2);
    EXPECT_GT(runs[i].second, runs[i - 1].second);
  }
}

GTEST_TEST(ErrorControlTest, CubicSystemHonoursAccuracy) {
  const double accuracies[] = {1e-2, 1e-4, 1e-6};
  // Third- and fifth-order methods: each of the (few dozen) steps has a
  // local error below the accuracy, and the propagated solution is an
  // order better than the estimate; the early phase, where
  // f'(x) = 3x² − 1 > 0, amplifies errors, so the bound is 5×accuracy.
  for (const auto& runs : {CubicErrors<RungeKutta3Integrator<double>>(),
                           CubicErrors<BogackiShampine3Integrator<double>>(),
                           CubicErrors<RungeKutta5Integrator<double>>()}) {
    ExpectErrorsShrink(runs);
    for (int i = 0; i < 3; ++i) EXPECT_LT(runs[i].first, 5 * accuracies[i]);
  }
  // Implicit Euler propagates its first-order solution: the local error
  // ε ∝ h² means N ∝ 1/√ε steps, so the global error is O(√ε).
  const auto runs = CubicErrors<ImplicitEulerIntegrator<double>>();
  ExpectErrorsShrink(runs);
  for (int i = 0; i < 3; ++i) {
    EXPECT_LT(runs[i].first, std::sqrt(accuracies[i]));
  }
}

// Every accepted error-controlled step has a local error estimate within
// the accuracy (unless it is at the minimum step, which never happens
// here), and a step that is too inaccurate is retried smaller.
GTEST_TEST(ErrorControlTest, AcceptedStepsMeetTheAccuracy) {
  HarmonicOscillator<double> system(10.0);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  RungeKutta3Integrator<double> integrator(system, context.get());
  integrator.set_maximum_step_size(1.0);
  // A first step much too large for ω = 10, to force shrinkage.
  integrator.request_initial_step_size_target(1.0);
  integrator.set_target_accuracy(1e-5);
  integrator.Initialize();
  const double inf = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 50; ++i) {
    integrator.IntegrateNoFurtherThanTime(inf, inf, 2.0);
    const VectorX<double> err = integrator.get_error_estimate()->CopyToVector();
    EXPECT_LE(err.lpNorm<Eigen::Infinity>(), 1e-5);
  }
  EXPECT_GT(integrator.get_num_step_shrinkages_from_error_control(), 0);
  EXPECT_LT(integrator.get_actual_initial_step_size_taken(), 1.0);
  EXPECT_LE(integrator.get_smallest_adapted_step_size_taken(),
            integrator.get_largest_step_size_taken());
  EXPECT_EQ(integrator.get_num_steps_taken(), 50);
  // Kutta's RK3 costs three derivative evaluations per attempted step.
  EXPECT_EQ(integrator.get_num_derivative_evaluations() % 3, 0);
  EXPECT_GE(integrator.get_num_derivative_evaluations(), 3 * 50);
  integrator.ResetStatistics();
  EXPECT_EQ(integrator.get_num_steps_taken(), 0);
  EXPECT_EQ(integrator.get_num_derivative_evaluations(), 0);
  EXPECT_TRUE(std::isnan(integrator.get_largest_step_size_taken()));
}

// Implicit Euler is stable on the stiff system at h = 0.01 (λh = 10),
// where explicit Euler's amplification factor |1 − λh| = 9 blows it up.
GTEST_TEST(ImplicitEulerTest, StableWhereExplicitEulerBlowsUp) {
  StiffSystem<double> system;
  auto context = system.CreateDefaultContext();
  const double h = 0.01;
  const double lambda = StiffSystem<double>::kLambda;

  context->SetContinuousState(Eigen::Vector2d(0.0, 1.0));
  ExplicitEulerIntegrator<double> explicit_euler(system, h, context.get());
  explicit_euler.Initialize();
  explicit_euler.IntegrateWithMultipleStepsToTime(1.0);
  // 100 steps amplify the fast mode by ~9^100.
  EXPECT_GT(std::abs(context->get_continuous_state_vector()[0]), 1e50);

  context->SetTime(0.0);
  context->SetContinuousState(Eigen::Vector2d(0.0, 1.0));
  ImplicitEulerIntegrator<double> implicit_euler(system, context.get());
  implicit_euler.set_maximum_step_size(h);
  implicit_euler.set_fixed_step_mode(true);
  implicit_euler.Initialize();
  implicit_euler.IntegrateWithMultipleStepsToTime(1.0);
  // Backward Euler on the slow mode: x₁ = (1 + h)^(−100); the fast mode
  // has decayed and x₀ tracks x₁ to within λ/(λ−1) − 1 ≈ 1e-3 relative,
  // plus the O(h) error of following a moving target (~1e-2 relative).
  const double x1 = std::pow(1.0 + h, -100);
  EXPECT_NEAR(context->get_continuous_state_vector()[1], x1, 1e-12);
  EXPECT_NEAR(context->get_continuous_state_vector()[0], x1, 2e-2 * x1);
  // The system is linear: Newton converges at once with the (exact up to
  // finite-difference error) Jacobian, which is reused for every step.
  EXPECT_LE(implicit_euler.get_num_jacobian_evaluations(), 2);
  EXPECT_GT(implicit_euler.get_num_newton_raphson_iterations(), 0);
  (void)lambda;
}

// With error control, implicit Euler takes far fewer steps on the stiff
// system than an explicit method needs for stability, and its solution
// matches the closed form to the requested accuracy.
GTEST_TEST(ImplicitEulerTest, ErrorControlledOnStiffSystem) {
  StiffSystem<double> system;
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(0.0, 1.0));
  for (bool trapezoid : {true, false}) {
    context->SetTime(0.0);
    context->SetContinuousState(Eigen::Vector2d(0.0, 1.0));
    ImplicitEulerIntegrator<double> integrator(system, context.get());
    integrator.set_use_implicit_trapezoid_error_estimation(trapezoid);
    integrator.set_maximum_step_size(0.1);
    integrator.set_target_accuracy(1e-3);
    integrator.Initialize();
    integrator.IntegrateWithMultipleStepsToTime(2.0);
    const double lambda = StiffSystem<double>::kLambda;
    const double t = 2.0;
    const double x1 = std::exp(-t);
    const double x0 =
        lambda / (lambda - 1) * (std::exp(-t) - std::exp(-lambda * t));
    // Accumulated local errors of at most 1e-3 each, damped by the decay.
    EXPECT_NEAR(context->get_continuous_state_vector()[1], x1, 1e-2);
    EXPECT_NEAR(context->get_continuous_state_vector()[0], x0, 1e-2);
    // Explicit methods would need λh < 2, i.e. > 1000 steps over 2 s.
    EXPECT_LT(integrator.get_num_steps_taken(), 500);
  }
}

// The three Jacobian schemes agree on a linear system (the automatic one
// exactly, finite differences to ~1e-6 relative), so they take the same
// steps to within roundoff.
GTEST_TEST(ImplicitEulerTest, JacobianSchemesAgree) {
  StiffSystem<double> system;
  using Scheme = ImplicitIntegrator<double>::JacobianComputationScheme;
  std::vector<double> results;
  for (Scheme scheme : {Scheme::kForwardDifference, Scheme::kCentralDifference,
                        Scheme::kAutomatic}) {
    auto context = system.CreateDefaultContext();
    context->SetContinuousState(Eigen::Vector2d(0.0, 1.0));
    ImplicitEulerIntegrator<double> integrator(system, context.get());
    integrator.set_jacobian_computation_scheme(scheme);
    EXPECT_EQ(integrator.get_jacobian_computation_scheme(), scheme);
    integrator.set_maximum_step_size(0.05);
    integrator.set_fixed_step_mode(true);
    integrator.Initialize();
    integrator.IntegrateWithMultipleStepsToTime(1.0);
    results.push_back(context->get_continuous_state_vector()[0]);
  }
  EXPECT_NEAR(results[0], results[2], 1e-8);
  EXPECT_NEAR(results[1], results[2], 1e-8);
}

GTEST_TEST(IntegratorBaseTest, FixedStepIntegratorsRejectErrorControl) {
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  ExplicitEulerIntegrator<double> euler(system, 0.1, context.get());
  EXPECT_FALSE(euler.supports_error_estimation());
  EXPECT_EQ(euler.get_error_estimate_order(), 0);
  EXPECT_TRUE(euler.get_fixed_step_mode());
  EXPECT_THROW(euler.set_fixed_step_mode(false), std::logic_error);
  EXPECT_THROW(euler.set_target_accuracy(1e-3), std::logic_error);
  EXPECT_EQ(euler.get_maximum_step_size(), 0.1);

  RungeKutta3Integrator<double> rk3(system, context.get());
  EXPECT_TRUE(rk3.supports_error_estimation());
  EXPECT_EQ(rk3.get_error_estimate_order(), 3);
  EXPECT_FALSE(rk3.get_fixed_step_mode());
  RungeKutta5Integrator<double> rk5(system, context.get());
  EXPECT_EQ(rk5.get_error_estimate_order(), 5);
  ImplicitEulerIntegrator<double> implicit_euler(system, context.get());
  EXPECT_EQ(implicit_euler.get_error_estimate_order(), 2);
}

GTEST_TEST(IntegratorBaseTest, BadSettingsThrow) {
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  EXPECT_THROW(ExplicitEulerIntegrator<double>(system, 0.0, context.get()),
               std::logic_error);
  EXPECT_THROW(ExplicitEulerIntegrator<double>(system, -1.0, context.get()),
               std::logic_error);

  RungeKutta3Integrator<double> rk3(system);
  // No context.
  EXPECT_THROW(rk3.Initialize(), std::logic_error);
  rk3.reset_context(context.get());
  // Neither a maximum step size nor an initial step target.
  EXPECT_THROW(rk3.Initialize(), std::logic_error);
  EXPECT_THROW(rk3.set_target_accuracy(-1.0), std::logic_error);
  EXPECT_THROW(rk3.request_initial_step_size_target(0.0), std::logic_error);
  EXPECT_THROW(rk3.set_requested_minimum_step_size(-1.0), std::logic_error);
  rk3.set_maximum_step_size(0.1);
  // Not initialized yet.
  EXPECT_THROW(rk3.IntegrateWithMultipleStepsToTime(1.0), std::logic_error);
  rk3.Initialize();
  // An accuracy looser than 0.1 is clamped; none at all means 1e-3.
  EXPECT_EQ(rk3.get_accuracy_in_use(), 1e-3);
  rk3.set_target_accuracy(0.5);
  rk3.Initialize();
  EXPECT_EQ(rk3.get_accuracy_in_use(), 0.1);

  context->SetTime(1.0);
  try {
    rk3.IntegrateNoFurtherThanTime(2.0, 2.0, 0.5);
    ADD_FAILURE() << "expected a throw";
  } catch (const std::logic_error& e) {
    EXPECT_THAT(e.what(), HasSubstr("0.5"));
  }
  EXPECT_THROW(rk3.IntegrateWithSingleFixedStepToTime(0.5), std::logic_error);
}

// IntegrateNoFurtherThanTime() reports which time it reached and lands on
// it exactly; IntegrateWithSingleFixedStepToTime() takes one step.
GTEST_TEST(IntegratorBaseTest, StepResults) {
  using StepResult = IntegratorBase<double>::StepResult;
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.0, 0.0));
  RungeKutta2Integrator<double> rk2(system, 0.1, context.get());
  rk2.Initialize();
  EXPECT_EQ(rk2.IntegrateNoFurtherThanTime(0.05, 0.07, 1.0),
            StepResult::kReachedPublishTime);
  EXPECT_EQ(context->get_time(), 0.05);
  EXPECT_EQ(rk2.IntegrateNoFurtherThanTime(1.0, 0.07, 1.0),
            StepResult::kReachedUpdateTime);
  EXPECT_EQ(context->get_time(), 0.07);
  EXPECT_EQ(rk2.IntegrateNoFurtherThanTime(1.0, 1.0, 0.1),
            StepResult::kReachedBoundaryTime);
  EXPECT_EQ(context->get_time(), 0.1);
  EXPECT_EQ(rk2.IntegrateNoFurtherThanTime(5.0, 5.0, 5.0),
            StepResult::kTimeHasAdvanced);
  EXPECT_NEAR(context->get_time(), 0.2, 1e-15);
  EXPECT_EQ(rk2.get_num_steps_taken(), 4);

  // One step of 0.5 s, ignoring the maximum step size.
  EXPECT_TRUE(rk2.IntegrateWithSingleFixedStepToTime(0.7));
  EXPECT_EQ(context->get_time(), 0.7);
  EXPECT_EQ(rk2.get_num_steps_taken(), 5);
  EXPECT_NEAR(rk2.get_largest_step_size_taken(), 0.5, 1e-15);
}

// StepResult is an unscoped enum (as in Drake): its values are named
// through the class too, with Drake's numbers.
GTEST_TEST(IntegratorBaseTest, StepResultValues) {
  using I = IntegratorBase<double>;
  static_assert(I::kReachedPublishTime == I::StepResult::kReachedPublishTime);
  EXPECT_EQ(static_cast<int>(I::kReachedPublishTime), 1);
  EXPECT_EQ(static_cast<int>(I::kReachedZeroCrossing), 2);
  EXPECT_EQ(static_cast<int>(I::kReachedUpdateTime), 3);
  EXPECT_EQ(static_cast<int>(I::kTimeHasAdvanced), 4);
  EXPECT_EQ(static_cast<int>(I::kReachedBoundaryTime), 5);
  EXPECT_EQ(static_cast<int>(I::kReachedStepLimit), 6);
  HarmonicOscillator<double> system;
  auto context = system.CreateDefaultContext();
  RungeKutta2Integrator<double> rk2(system, 0.1, context.get());
  rk2.Initialize();
  const I::StepResult result = rk2.IntegrateNoFurtherThanTime(0.05, 1, 1);
  EXPECT_EQ(result, I::kReachedPublishTime);
}

// A system with no continuous state: time just jumps to the target.
GTEST_TEST(IntegratorBaseTest, NoContinuousState) {
  class Empty final : public LeafSystem<double> {};
  Empty system;
  auto context = system.CreateDefaultContext();
  RungeKutta3Integrator<double> rk3(system, context.get());
  rk3.set_maximum_step_size(0.1);
  rk3.Initialize();
  rk3.IntegrateWithMultipleStepsToTime(3.0);
  EXPECT_EQ(context->get_time(), 3.0);
  EXPECT_EQ(rk3.get_num_steps_taken(), 0);
}

// The integrators also run on AutoDiffXd, propagating derivatives: for
// the oscillator with x(0) = a, ∂x(t)/∂a = cos(t).
GTEST_TEST(IntegratorAutoDiffTest, DerivativesPropagate) {
  HarmonicOscillator<AutoDiffXd> system;
  auto context = system.CreateDefaultContext();
  VectorX<AutoDiffXd> x0(2);
  x0[0].value() = 1.0;
  x0[0].derivatives() = Eigen::VectorXd::Unit(1, 0);
  x0[1].value() = 0.0;
  x0[1].derivatives() = Eigen::VectorXd::Zero(1);
  context->SetContinuousState(x0);
  RungeKutta5Integrator<AutoDiffXd> rk5(system, context.get());
  rk5.set_maximum_step_size(0.1);
  rk5.set_target_accuracy(1e-8);
  rk5.Initialize();
  rk5.IntegrateWithMultipleStepsToTime(AutoDiffXd(1.0));
  const AutoDiffXd x = context->get_continuous_state_vector()[0];
  // Error control keeps the local error below 1e-8 per step.
  EXPECT_NEAR(x.value(), std::cos(1.0), 1e-7);
  ASSERT_EQ(x.derivatives().size(), 1);
  EXPECT_NEAR(x.derivatives()[0], std::cos(1.0), 1e-7);
}

}  // namespace integrator_test
}  // namespace systems
}  // namespace drake
