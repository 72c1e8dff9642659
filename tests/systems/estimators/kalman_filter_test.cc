// Steady-state Kalman filters: the continuous gain against the stabilizing
// solution of the filter Riccati equation found independently (from the
// eigenvectors of the Hamiltonian matrix, not the library's Schur method),
// the discrete gain against the Riccati recursion iterated to convergence,
// both against closed forms for scalar systems; the observers built from a
// LinearSystem and from a linearized nonlinear system; bad input.

#include "drake/systems/estimators/kalman_filter.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/primitives/gain.h"

namespace drake {
namespace systems {
namespace estimators {
namespace kalman_filter_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// Relative size of a residual.
double Relative(const MatrixXd& residual, const MatrixXd& reference) {
  return residual.norm() / std::max(1.0, reference.norm());
}

// A continuous system with an unstable mode, measured at two states.
struct ContinuousCase {
  MatrixXd A{{0.5, 1.0, 0.0}, {0.0, -1.0, 1.0}, {1.0, 0.0, -2.0}};
  MatrixXd C{{1.0, 0.0, 0.0}, {0.0, 0.0, 1.0}};
  MatrixXd G{{0.3, 0.0, 0.1}, {0.2, 0.5, 0.0}, {0.0, 0.1, 0.4}};
  MatrixXd W = G * G.transpose();
  MatrixXd V{{1.0, 0.2}, {0.2, 0.5}};
};

// The stabilizing P of A P + P Aᵀ − P Cᵀ V⁻¹ C P + W = 0 from the stable
// eigenvectors [X1; X2] of H = [Aᵀ, −CᵀV⁻¹C; −W, −A]: P = X2 X1⁻¹.
MatrixXd FilterRiccatiByEigenvectors(const MatrixXd& A, const MatrixXd& C,
                                     const MatrixXd& W, const MatrixXd& V) {
  const int n = A.rows();
  MatrixXd H(2 * n, 2 * n);
  H << A.transpose(), -C.transpose() * V.inverse() * C, -W, -A;
  const Eigen::ComplexEigenSolver<MatrixXd> solver(H);
  Eigen::MatrixXcd stable(2 * n, n);
  int count = 0;
  for (int i = 0; i < 2 * n; ++i) {
    if (solver.eigenvalues()(i).real() < 0) {
      stable.col(count++) = solver.eigenvectors().col(i);
    }
  }
  EXPECT_EQ(count, n);
  const Eigen::MatrixXcd P = stable.bottomRows(n) * stable.topRows(n).inverse();
  EXPECT_LT(P.imag().norm(), 1e-10);
  return P.real();
}

// The filter Riccati equation's residual A P + P Aᵀ − P Cᵀ V⁻¹ C P + W.
MatrixXd ContinuousResidual(const MatrixXd& A, const MatrixXd& C,
                            const MatrixXd& W, const MatrixXd& V,
                            const MatrixXd& P) {
  return A * P + P * A.transpose() - P * C.transpose() * V.inverse() * C * P +
         W;
}

TEST(SteadyStateKalmanFilterTest, ContinuousGainSolvesTheFilterRiccati) {
  const ContinuousCase c;
  const MatrixXd L = SteadyStateKalmanFilter(c.A, c.C, c.W, c.V);
  ASSERT_EQ(L.rows(), 3);
  ASSERT_EQ(L.cols(), 2);
  const MatrixXd P = FilterRiccatiByEigenvectors(c.A, c.C, c.W, c.V);
  // The independent P solves the equation (eigenvectors of a well
  // conditioned 6×6 H: 1e-12 relative) ...
  EXPECT_LT(Relative(ContinuousResidual(c.A, c.C, c.W, c.V, P), c.W), 1e-12);
  // ... and the gain is P Cᵀ V⁻¹; equivalently, with P Cᵀ V⁻¹ C P =
  // L V Lᵀ, the gain satisfies A P + P Aᵀ − L V Lᵀ + W = 0 (both 1e-9
  // relative, the tolerance asked of the solver).
  const MatrixXd L_expected = P * c.C.transpose() * c.V.inverse();
  EXPECT_LT(Relative(L - L_expected, L_expected), 1e-9);
  EXPECT_LT(
      Relative(c.A * P + P * c.A.transpose() - L * c.V * L.transpose() + c.W,
               c.W),
      1e-9);
  // The observer's error dynamics A − LC are stable.
  EXPECT_LT((c.A - L * c.C).eigenvalues().real().maxCoeff(), 0.0);
}

// ẋ = a x + w, y = c x + v: (c²/v) p² − 2 a p − w = 0, so
// p = v (a + √(a² + c² w / v)) / c² and L = p c / v.
TEST(SteadyStateKalmanFilterTest, ScalarContinuousClosedForm) {
  for (double a : {1.0, -2.0, 0.0}) {
    for (double cc : {1.0, -0.5, 3.0}) {
      const double w = 0.7, v = 0.2;
      SCOPED_TRACE(fmt::format("a = {}, c = {}", a, cc));
      const double root = std::sqrt(a * a + cc * cc * w / v);
      const double L_expected = (a + root) / cc;
      const MatrixXd L = SteadyStateKalmanFilter(Vector1d(a), Vector1d(cc),
                                                 Vector1d(w), Vector1d(v));
      // O(10) values from a Schur decomposition: 1e-12 relative.
      EXPECT_NEAR(L(0, 0), L_expected, 1e-12 * std::abs(L_expected));
      // a − L c = −√(a² + c² w/v) < 0.
      EXPECT_NEAR(a - L(0, 0) * cc, -root, 1e-12 * root);
    }
  }
}

// A discrete system with an unstable mode.
struct DiscreteCase {
  MatrixXd A{{1.1, 0.2, 0.0}, {0.0, 0.9, 0.3}, {0.1, 0.0, 0.7}};
  MatrixXd C{{1.0, 0.0, 0.0}, {0.0, 0.0, 1.0}};
  MatrixXd G{{0.3, 0.0, 0.1}, {0.2, 0.5, 0.0}, {0.0, 0.1, 0.4}};
  MatrixXd W = G * G.transpose();
  MatrixXd V{{1.0, 0.2}, {0.2, 0.5}};
};

// The Riccati recursion P ← A P Aᵀ − A P Cᵀ (C P Cᵀ + V)⁻¹ C P Aᵀ + W
// from P = W, iterated until it stops changing (it converges to the
// stabilizing solution for a detectable and stabilizable pair).
MatrixXd IteratedDiscreteRiccati(const MatrixXd& A, const MatrixXd& C,
                                 const MatrixXd& W, const MatrixXd& V) {
  MatrixXd P = W;
  for (int k = 0; k < 10000; ++k) {
    const MatrixXd S = C * P * C.transpose() + V;
    const MatrixXd next =
        A * P * A.transpose() -
        A * P * C.transpose() * S.inverse() * C * P * A.transpose() + W;
    const double change = (next - P).norm();
    P = next;
    if (change < 1e-15 * P.norm()) break;
  }
  return P;
}

TEST(SteadyStateKalmanFilterTest, DiscreteGainMatchesTheIteratedRecursion) {
  const DiscreteCase c;
  const MatrixXd L = DiscreteTimeSteadyStateKalmanFilter(c.A, c.C, c.W, c.V);
  ASSERT_EQ(L.rows(), 3);
  ASSERT_EQ(L.cols(), 2);
  const MatrixXd P = IteratedDiscreteRiccati(c.A, c.C, c.W, c.V);
  const MatrixXd S = c.C * P * c.C.transpose() + c.V;
  const MatrixXd L_expected = c.A * P * c.C.transpose() * S.inverse();
  // The recursion converges to roundoff; 1e-9 relative as asked.
  EXPECT_LT(Relative(L - L_expected, L_expected), 1e-9);
  // x̂[n+1] = (A − LC) x̂[n] + ... is stable.
  EXPECT_LT((c.A - L * c.C).eigenvalues().cwiseAbs().maxCoeff(), 1.0);
}

// x[n+1] = a x + w, y = c x + v: p solves
// c² p² + (v − a² v − w c²) p − w v = 0 (the positive root), and
// L = a p c / (c² p + v).
TEST(SteadyStateKalmanFilterTest, ScalarDiscreteClosedForm) {
  for (double a : {1.5, 0.5, -0.9}) {
    const double cc = 2.0, w = 0.3, v = 0.1;
    SCOPED_TRACE(a);
    const double b = v - a * a * v - w * cc * cc;
    const double p =
        (-b + std::sqrt(b * b + 4 * cc * cc * w * v)) / (2 * cc * cc);
    const double L_expected = a * p * cc / (cc * cc * p + v);
    const MatrixXd L = DiscreteTimeSteadyStateKalmanFilter(
        Vector1d(a), Vector1d(cc), Vector1d(w), Vector1d(v));
    EXPECT_NEAR(L(0, 0), L_expected, 1e-12 * std::abs(L_expected));
  }
}

TEST(SteadyStateKalmanFilterTest, ObserverOfALinearSystem) {
  const ContinuousCase c;
  const MatrixXd B = MatrixXd::Ones(3, 1);
  const MatrixXd D = MatrixXd::Zero(2, 1);
  auto continuous = std::make_shared<LinearSystem<double>>(c.A, B, c.C, D);
  const std::unique_ptr<LuenbergerObserver<double>> observer =
      SteadyStateKalmanFilter(continuous, c.W, c.V);
  ASSERT_NE(observer, nullptr);
  EXPECT_EQ(observer->L(), SteadyStateKalmanFilter(c.A, c.C, c.W, c.V));
  EXPECT_EQ(observer->num_continuous_states(), 3);
  EXPECT_EQ(observer->get_observed_system_output_input_port().size(), 2);
  EXPECT_EQ(observer->get_observed_system_input_input_port().size(), 1);
  // The observer shares the system.
  EXPECT_EQ(continuous.use_count(), 2);
  // The same system passed as a System with a context (u = 0, x = 0):
  // linearizing a linear system gives back its A and C.
  auto context = continuous->CreateDefaultContext();
  continuous->get_input_port().FixValue(context.get(), 0.0);
  const auto as_system =
      SteadyStateKalmanFilter(continuous, *context, c.W, c.V);
  // AutoDiffXd linearization of a linear map is exact: 1e-12.
  EXPECT_LT((as_system->L() - observer->L()).norm(), 1e-12);

  const DiscreteCase d;
  const double h = 0.05;
  auto discrete = std::make_shared<LinearSystem<double>>(d.A, B, d.C, D, h);
  const auto discrete_observer = SteadyStateKalmanFilter(discrete, d.W, d.V);
  EXPECT_EQ(discrete_observer->L(),
            DiscreteTimeSteadyStateKalmanFilter(d.A, d.C, d.W, d.V));
  double period = 0;
  EXPECT_TRUE(discrete_observer->IsDifferenceEquationSystem(&period));
  EXPECT_EQ(period, h);
}

// A damped pendulum, θ̈ = −(g/l) sin θ − b θ̇ + u, measured y = θ.
template <typename T>
class Pendulum final : public LeafSystem<T> {
 public:
  Pendulum() : LeafSystem<T>(SystemTypeTag<Pendulum>{}) {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareContinuousState(1, 1, 0);
    this->DeclareVectorOutputPort("y", 1, &Pendulum::CalcY);
  }
  template <typename U>
  explicit Pendulum(const Pendulum<U>&) : Pendulum() {}

  static constexpr double kGOverL = 9.81 / 0.5;
  static constexpr double kDamping = 0.3;

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    y->SetAtIndex(0, context.get_continuous_state_vector()[0]);
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    using std::sin;
    const auto& x = context.get_continuous_state_vector();
    const T u = this->get_input_port(0).Eval(context)[0];
    derivatives->SetFromVector(
        Vector2<T>(x[1], -kGOverL * sin(x[0]) - kDamping * x[1] + u));
  }
};

// Linearized about the upright equilibrium θ = π: A = [0 1; g/l −b],
// C = [1 0]; the gain is that of (A, C), and the observer runs the
// nonlinear model.
TEST(SteadyStateKalmanFilterTest, ObserverOfALinearizedSystem) {
  auto pendulum = std::make_shared<Pendulum<double>>();
  auto context = pendulum->CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(M_PI, 0.0));
  pendulum->get_input_port(0).FixValue(context.get(), Vector1d(0.0));
  const MatrixXd W = MatrixXd::Identity(2, 2) * 0.1;
  const MatrixXd V = Vector1d(0.01);
  const auto observer = SteadyStateKalmanFilter(pendulum, *context, W, V);

  // cos π = −1: ∂θ̈/∂θ = −(g/l) cos π = g/l.
  const MatrixXd A{{0.0, 1.0},
                   {Pendulum<double>::kGOverL, -Pendulum<double>::kDamping}};
  const MatrixXd C{{1.0, 0.0}};
  // Linearization by AutoDiffXd is exact up to sin(π) ≈ 1.2e-16: 1e-12.
  EXPECT_LT((observer->L() - SteadyStateKalmanFilter(A, C, W, V)).norm(),
            1e-12);

  // The observer runs the nonlinear model: at x̂ = (π/2, 0) with y = π/2,
  // dx̂/dt = (0, −g/l) (no output error).
  auto observer_context = observer->CreateDefaultContext();
  observer_context->SetContinuousState(Eigen::Vector2d(M_PI / 2, 0.0));
  observer->get_observed_system_input_input_port().FixValue(
      observer_context.get(), Vector1d(0.0));
  observer->get_observed_system_output_input_port().FixValue(
      observer_context.get(), Vector1d(M_PI / 2));
  const VectorXd xdot =
      observer->EvalTimeDerivatives(*observer_context).CopyToVector();
  EXPECT_NEAR(xdot(0), 0.0, 1e-14);
  EXPECT_NEAR(xdot(1), -Pendulum<double>::kGOverL, 1e-13);

  // A discrete system given as a System: its own A (linearization of a
  // linear map) and the discrete gain.
  const DiscreteCase d;
  auto discrete = std::make_shared<LinearSystem<double>>(
      d.A, MatrixXd::Zero(3, 0), d.C, MatrixXd::Zero(2, 0), 0.1);
  auto discrete_context = discrete->CreateDefaultContext();
  const auto discrete_observer =
      SteadyStateKalmanFilter(std::shared_ptr<const System<double>>(discrete),
                              *discrete_context, d.W, d.V);
  EXPECT_LT((discrete_observer->L() -
             DiscreteTimeSteadyStateKalmanFilter(d.A, d.C, d.W, d.V))
                .norm(),
            1e-12);
  EXPECT_EQ(discrete_observer->num_discrete_state_groups(), 1);
}

TEST(SteadyStateKalmanFilterTest, BadInput) {
  const ContinuousCase c;
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(MatrixXd::Ones(3, 2), c.C, c.W, c.V),
      "SteadyStateKalmanFilter: A must be square; it is 3×2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, MatrixXd::Ones(2, 2), c.W, c.V),
      "SteadyStateKalmanFilter: C has 2 columns; expected 3 \\(one per "
      "state, as A\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, MatrixXd::Identity(2, 2), c.V),
      "SteadyStateKalmanFilter: W is 2×2; expected 3×3.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeSteadyStateKalmanFilter(c.A, c.C, c.W,
                                          MatrixXd::Identity(3, 3)),
      "DiscreteTimeSteadyStateKalmanFilter: V is 3×3; expected 2×2 \\(one "
      "row per output, as C\\).");
  // V not positive definite: singular, negative, indefinite, asymmetric.
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, c.W, MatrixXd::Zero(2, 2)),
      "SteadyStateKalmanFilter: V must be positive definite; its smallest "
      "eigenvalue is 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(Vector1d(1.0), Vector1d(1.0), Vector1d(1.0),
                              Vector1d(-2.0)),
      "SteadyStateKalmanFilter: V must be positive definite; its smallest "
      "eigenvalue is -2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeSteadyStateKalmanFilter(c.A, c.C, c.W,
                                          MatrixXd{{1.0, 2.0}, {2.0, 1.0}}),
      "DiscreteTimeSteadyStateKalmanFilter: V must be positive definite; its "
      "smallest eigenvalue is -(1|0.9999).*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, c.W, MatrixXd{{1.0, 0.5}, {0.0, 1.0}}),
      "SteadyStateKalmanFilter: V must be symmetric.");
  // W not positive semidefinite, or not symmetric.
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, -MatrixXd::Identity(3, 3), c.V),
      "SteadyStateKalmanFilter: W must be positive semidefinite; its smallest "
      "eigenvalue is -1.*");
  MatrixXd W_asymmetric = c.W;
  W_asymmetric(0, 2) += 0.1;
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, W_asymmetric, c.V),
      "SteadyStateKalmanFilter: W must be symmetric.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(c.A, c.C, c.W, MatrixXd{{1.0, NAN}, {NAN, 1.0}}),
      ".*must be finite.*");
  // (A, C) not detectable: an unstable mode C does not see.
  EXPECT_THROW(
      SteadyStateKalmanFilter(MatrixXd::Identity(2, 2), MatrixXd{{1.0, 0.0}},
                              MatrixXd::Identity(2, 2), Vector1d(1)),
      std::runtime_error);

  // Systems.
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(std::shared_ptr<const LinearSystem<double>>(),
                              c.W, c.V),
      "SteadyStateKalmanFilter: the system is null.");
  auto gain = std::make_shared<Gain<double>>(1.0, 1);
  gain->set_name("gain");
  auto gain_context = gain->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(std::shared_ptr<const System<double>>(),
                              *gain_context, c.W, c.V),
      "SteadyStateKalmanFilter: the system is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SteadyStateKalmanFilter(std::shared_ptr<const System<double>>(gain),
                              *gain_context, c.W, c.V),
      "SteadyStateKalmanFilter: the system 'gain' has no continuous or "
      "discrete state to estimate.");
}

}  // namespace kalman_filter_test
}  // namespace estimators
}  // namespace systems
}  // namespace drake
