// Linearize() and FirstOrderTaylorApproximation() against hand-derived
// Jacobians: a damped pendulum about its bottom, and a nonlinear
// difference equation.

#include <cmath>
#include <memory>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace linearize_test {

// θ̈ = −(g/l)·sin θ − b·θ̇ + τ/(m·l²), with input τ and outputs θ (port 0)
// and the full state (port 1).
template <typename T>
class Pendulum final : public LeafSystem<T> {
 public:
  static constexpr double kMass = 2.0, kLength = 0.5, kDamping = 0.1,
                          kGravity = 9.81;

  Pendulum() : LeafSystem<T>(SystemTypeTag<Pendulum>{}) {
    this->DeclareContinuousState(1, 1, 0);
    this->DeclareVectorInputPort("tau", 1);
    this->DeclareVectorOutputPort("theta", 1, &Pendulum::CalcTheta,
                                  {this->xc_ticket()});
    this->DeclareVectorOutputPort("state", 2, &Pendulum::CalcState,
                                  {this->xc_ticket()});
  }
  template <typename U>
  explicit Pendulum(const Pendulum<U>&) : Pendulum() {}

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    using std::sin;
    const VectorBase<T>& x = context.get_continuous_state_vector();
    const T tau = this->get_input_port(0).Eval(context)[0];
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -kGravity / kLength * sin(x[0]) - kDamping * x[1] +
                        tau / (kMass * kLength * kLength);
  }
  void CalcTheta(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = context.get_continuous_state_vector()[0];
  }
  void CalcState(const Context<T>& context, BasicVector<T>* y) const {
    y->SetFrom(context.get_continuous_state_vector());
  }
};

// The hand Jacobian at the bottom (θ = θ̇ = 0, τ = 0):
//   A = [[0, 1], [−g/l, −b]], B = [0; 1/(m l²)], C = [1, 0], D = 0.
// AutoDiffXd differentiates exactly, so the match is to roundoff (1e-14).
GTEST_TEST(LinearizeTest, PendulumAtTheBottom) {
  using P = Pendulum<double>;
  Pendulum<double> pendulum;
  auto context = pendulum.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d::Zero());
  pendulum.get_input_port(0).FixValue(context.get(), Vector1d(0.0));
  auto linear = Linearize(
      pendulum, *context, InputPortSelection::kUseFirstInputIfItExists,
      OutputPortSelection::kUseFirstOutputIfItExists, 1e-12);
  Eigen::Matrix2d A;
  A << 0, 1, -P::kGravity / P::kLength, -P::kDamping;
  const Eigen::Vector2d B(0, 1 / (P::kMass * P::kLength * P::kLength));
  EXPECT_TRUE(linear->A().isApprox(A, 1e-14));
  EXPECT_TRUE(linear->B().isApprox(B, 1e-14));
  EXPECT_TRUE(linear->C().isApprox(Eigen::RowVector2d(1, 0), 1e-14));
  EXPECT_TRUE(linear->D().isZero(0.0));
  EXPECT_EQ(linear->time_period(), 0.0);

  // The second output port, by index: C = I.
  auto full =
      Linearize(pendulum, *context, InputPortIndex(0), OutputPortIndex(1));
  EXPECT_TRUE(full->C().isApprox(Eigen::Matrix2d::Identity(), 1e-14));
  // No input: B has no columns.
  auto no_input = Linearize(pendulum, *context, InputPortSelection::kNoInput);
  EXPECT_EQ(no_input->B().cols(), 0);
  EXPECT_EQ(no_input->num_inputs(), 0);
}

// Away from equilibrium (θ = 0.3, held by no torque), the equilibrium check
// throws; the Taylor approximation's offset reproduces ẋ at the point:
// A·x₀ + B·u₀ + f₀ = ẋ(x₀, u₀), and ∂θ̈/∂θ = −(g/l)·cos θ₀.
GTEST_TEST(LinearizeTest, TaylorApproximationAwayFromEquilibrium) {
  using P = Pendulum<double>;
  Pendulum<double> pendulum;
  auto context = pendulum.CreateDefaultContext();
  const Eigen::Vector2d x0(0.3, -0.2);
  const Vector1d u0(0.7);
  context->SetContinuousState(x0);
  pendulum.get_input_port(0).FixValue(context.get(), u0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Linearize(pendulum, *context,
                InputPortSelection::kUseFirstInputIfItExists,
                OutputPortSelection::kUseFirstOutputIfItExists, 1e-6),
      ".*not an equilibrium.*");
  auto taylor = FirstOrderTaylorApproximation(pendulum, *context);
  EXPECT_NEAR(taylor->A()(1, 0), -P::kGravity / P::kLength * std::cos(0.3),
              1e-14);
  const Eigen::Vector2d xdot =
      pendulum.EvalTimeDerivatives(*context).CopyToVector();
  EXPECT_TRUE((taylor->A() * x0 + taylor->B() * u0 + taylor->f0())
                  .isApprox(xdot, 1e-14));
  // y = θ exactly: C x₀ + y₀ = θ₀.
  EXPECT_NEAR((taylor->C() * x0 + taylor->y0())[0], 0.3, 1e-15);
}

// x[n+1] = x[n]² + u (period 0.1 s), y = 3·x: at x₀ = 0.5, u₀ = 0.25 (a
// fixed point: 0.25 + 0.25 = 0.5), A = 2·x₀ = 1, B = 1, C = 3, D = 0.
template <typename T>
class Quadratic final : public LeafSystem<T> {
 public:
  Quadratic() : LeafSystem<T>(SystemTypeTag<Quadratic>{}) {
    this->DeclareDiscreteState(1);
    this->DeclareVectorInputPort("u", 1);
    this->DeclarePeriodicDiscreteUpdateEvent(0.1, 0.0, &Quadratic::Update);
    this->DeclareVectorOutputPort("y", 1, &Quadratic::CalcY,
                                  {this->xd_ticket()});
  }
  template <typename U>
  explicit Quadratic(const Quadratic<U>&) : Quadratic() {}

 private:
  void Update(const Context<T>& context, DiscreteValues<T>* next) const {
    const T x = context.get_discrete_state(0)[0];
    (*next)[0] = x * x + this->get_input_port(0).Eval(context)[0];
  }
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = 3.0 * context.get_discrete_state(0)[0];
  }
};

GTEST_TEST(LinearizeTest, DiscreteSystem) {
  Quadratic<double> system;
  auto context = system.CreateDefaultContext();
  context->SetDiscreteState(0, Vector1d(0.5));
  system.get_input_port(0).FixValue(context.get(), Vector1d(0.25));
  auto linear =
      Linearize(system, *context, InputPortSelection::kUseFirstInputIfItExists,
                OutputPortSelection::kUseFirstOutputIfItExists, 1e-12);
  EXPECT_EQ(linear->time_period(), 0.1);
  EXPECT_NEAR(linear->A()(0, 0), 1.0, 1e-15);
  EXPECT_NEAR(linear->B()(0, 0), 1.0, 1e-15);
  EXPECT_NEAR(linear->C()(0, 0), 3.0, 1e-15);
  EXPECT_NEAR(linear->D()(0, 0), 0.0, 1e-15);
  // Away from the fixed point the check fails.
  context->SetDiscreteState(0, Vector1d(0.6));
  EXPECT_THROW(
      Linearize(system, *context, InputPortSelection::kUseFirstInputIfItExists,
                OutputPortSelection::kUseFirstOutputIfItExists, 1e-6),
      std::runtime_error);
}

GTEST_TEST(LinearizeTest, BadInput) {
  Pendulum<double> pendulum;
  auto context = pendulum.CreateDefaultContext();
  // The input has no value.
  DRAKE_EXPECT_THROWS_MESSAGE(Linearize(pendulum, *context),
                              ".*input port 'tau'.*no value.*");
}

}  // namespace linearize_test
}  // namespace systems
}  // namespace drake
