// LuenbergerObserver: for a linear system the estimation error obeys
// ė = (A − LC) e whatever the input, checked against the closed-form 2×2
// matrix exponential (continuous time, simulated) and (A − LC)ⁿ e₀
// (discrete time); the observer's derivative and update equal the formula
// exactly; the observed system's parameters come from the given context;
// ownership per constructor; scalar conversion; bad input.

#include "drake/systems/estimators/luenberger_observer.h"

#include <cmath>
#include <memory>
#include <type_traits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/linear_system.h"
#include "drake/systems/primitives/sine.h"

namespace drake {
namespace systems {
namespace estimators {
namespace luenberger_observer_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;

// A damped oscillator driven by u, measured by its position plus u/2:
// A = [0 1; −2 −0.5], B = [0; 1], C = [1 0], D = [0.5].
struct Oscillator {
  Matrix2d A{{0.0, 1.0}, {-2.0, -0.5}};
  Vector2d B{0.0, 1.0};
  Eigen::RowVector2d C{1.0, 0.0};
  Vector1d D{0.5};
  // L = [3; 4]: A − LC = [−3 1; −6 −0.5], trace −3.5, determinant 7.5, so
  // eigenvalues −1.75 ± i·√4.4375 (stable).
  Vector2d L{3.0, 4.0};
};

// exp(M t) of a real 2×2 M with complex eigenvalues s ± iω, in closed form:
// e^{st} (cos(ωt) I + sin(ωt)/ω (M − sI)) (Cayley–Hamilton).
Matrix2d ExpOf2x2WithComplexEigenvalues(const Matrix2d& M, double t) {
  const double s = M.trace() / 2.0;
  const double omega2 = M.determinant() - s * s;
  EXPECT_GT(omega2, 0.0);
  const double omega = std::sqrt(omega2);
  return std::exp(s * t) *
         (std::cos(omega * t) * Matrix2d::Identity() +
          std::sin(omega * t) / omega * (M - s * Matrix2d::Identity()));
}

TEST(LuenbergerObserverTest, PortsAndGain) {
  const Oscillator o;
  auto plant = std::make_shared<LinearSystem<double>>(o.A, o.B, o.C, o.D);
  auto plant_context = plant->CreateDefaultContext();
  const LuenbergerObserver<double> dut(plant, *plant_context, o.L);
  EXPECT_EQ(dut.num_input_ports(), 2);
  EXPECT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_observed_system_output_input_port().get_name(),
            "observed_system_output");
  EXPECT_EQ(dut.get_observed_system_output_input_port().get_index(), 0);
  EXPECT_EQ(dut.get_observed_system_input_input_port().get_name(),
            "observed_system_input");
  EXPECT_EQ(dut.get_observed_system_input_input_port().get_index(), 1);
  EXPECT_EQ(dut.get_estimated_state_output_port().get_name(),
            "estimated_state");
  EXPECT_EQ(dut.get_estimated_state_output_port().size(), 2);
  EXPECT_EQ(dut.observer_gain(), MatrixXd(o.L));
  EXPECT_EQ(dut.L(), MatrixXd(o.L));
  EXPECT_EQ(dut.num_continuous_states(), 2);
  // The estimate is the state: no feedthrough.
  EXPECT_FALSE(dut.HasAnyDirectFeedthrough());
  // The observer holds a reference to the shared system.
  EXPECT_EQ(plant.use_count(), 2);
}

// dx̂/dt = A x̂ + B u + L (y − C x̂ − D u), exactly (a few flops of O(10)
// values: 1e-14).
TEST(LuenbergerObserverTest, DerivativesEqualTheFormula) {
  const Oscillator o;
  const LinearSystem<double> plant(o.A, o.B, o.C, o.D);
  auto plant_context = plant.CreateDefaultContext();
  const LuenbergerObserver<double> dut(plant, *plant_context, o.L);
  auto context = dut.CreateDefaultContext();
  const Vector2d x_hat(0.7, -1.2);
  const double u = 0.4, y = 2.5;
  context->SetContinuousState(x_hat);
  dut.get_observed_system_input_input_port().FixValue(context.get(),
                                                      Vector1d(u));
  dut.get_observed_system_output_input_port().FixValue(context.get(),
                                                       Vector1d(y));
  const VectorXd xdot = dut.EvalTimeDerivatives(*context).CopyToVector();
  const Vector2d expected =
      o.A * x_hat + o.B * u + o.L * (y - o.C.dot(x_hat) - o.D(0) * u);
  EXPECT_LT((xdot - expected).norm(), 1e-14);
  // The output is the estimate itself.
  EXPECT_EQ(dut.get_estimated_state_output_port().Eval(*context),
            VectorXd(x_hat));
  // A new state or input is seen (the cached context of the observed
  // system follows them).
  context->SetContinuousState(Vector2d(0.0, 0.0));
  dut.get_observed_system_output_input_port().FixValue(context.get(),
                                                       Vector1d(1.0));
  const Vector2d expected2 = o.B * u + o.L * (1.0 - o.D(0) * u);
  EXPECT_LT(
      (dut.EvalTimeDerivatives(*context).CopyToVector() - expected2).norm(),
      1e-14);
  // A new input too (the observed system's input, once fixed, is rewritten
  // in place).
  const double u2 = -0.6;
  dut.get_observed_system_input_input_port().FixValue(context.get(),
                                                      Vector1d(u2));
  const Vector2d expected3 = o.B * u2 + o.L * (1.0 - o.D(0) * u2);
  EXPECT_LT(
      (dut.EvalTimeDerivatives(*context).CopyToVector() - expected3).norm(),
      1e-14);
}

// The plant driven by a sine, the observer fed the plant's input and
// output: e(t) = x(t) − x̂(t) = exp((A − LC) t) e(0), whatever the input.
TEST(LuenbergerObserverTest, ContinuousErrorDecaysAsExpOfAMinusLC) {
  const Oscillator o;
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<Sine<double>>(1.5, 2.0, 0.3, 1);
  auto* plant = builder.AddSystem<LinearSystem<double>>(o.A, o.B, o.C, o.D);
  auto plant_context = plant->CreateDefaultContext();
  auto* observer = builder.AddSystem<LuenbergerObserver<double>>(
      *plant, *plant_context, o.L);
  builder.Connect(source->get_output_port(0), plant->get_input_port());
  builder.Connect(source->get_output_port(0),
                  observer->get_observed_system_input_input_port());
  builder.Connect(plant->get_output_port(),
                  observer->get_observed_system_output_input_port());
  auto diagram = builder.Build();

  Simulator<double> simulator(*diagram);
  auto& integrator =
      simulator.reset_integrator<RungeKutta5Integrator<double>>();
  integrator.set_target_accuracy(1e-13);
  integrator.set_maximum_step_size(0.01);
  Context<double>& root = simulator.get_mutable_context();
  const Vector2d x0(1.0, -0.5), x_hat0(-0.3, 0.8);
  plant->GetMyMutableContextFromRoot(&root).SetContinuousState(x0);
  observer->GetMyMutableContextFromRoot(&root).SetContinuousState(x_hat0);
  simulator.Initialize();
  const Matrix2d A_minus_LC = o.A - o.L * o.C;
  for (double t : {0.5, 1.0, 2.0, 3.0}) {
    SCOPED_TRACE(t);
    simulator.AdvanceTo(t);
    const VectorXd x = plant->GetMyContextFromRoot(root)
                           .get_continuous_state_vector()
                           .CopyToVector();
    const VectorXd x_hat = observer->get_estimated_state_output_port().Eval(
        observer->GetMyContextFromRoot(root));
    const Vector2d e_expected =
        ExpOf2x2WithComplexEigenvalues(A_minus_LC, t) * (x0 - x_hat0);
    // RK5 at accuracy 1e-13, steps ≤ 0.01 s: the error matches to ~4e-14
    // (observed); 1e-8 leaves room for other integrator tunings while
    // still catching any wrong term (those show at 1e-2 and up).
    EXPECT_LT((x - x_hat - e_expected).norm(), 1e-8)
        << (x - x_hat).transpose() << " vs " << e_expected.transpose();
  }
  // By t = 3 the error has shrunk by e^{−1.75·3} ≈ 5e-3.
  EXPECT_LT((plant->GetMyContextFromRoot(root)
                 .get_continuous_state_vector()
                 .CopyToVector() -
             observer->get_estimated_state_output_port().Eval(
                 observer->GetMyContextFromRoot(root)))
                .norm(),
            0.01 * (x0 - x_hat0).norm());
}

// Discrete time: the observer updates with the plant's period and offset,
// and e[n] = (A − LC)ⁿ e[0] (matrix powers of O(1) values over 20 steps:
// 1e-12).
TEST(LuenbergerObserverTest, DiscreteErrorFollowsPowersOfAMinusLC) {
  const double h = 0.1;
  // A slowly growing discrete oscillator (A's eigenvalues have modulus
  // > 1); with L = [0.8; 1.5], A − LC = [0.2 0.1; −1.7 0.95] has complex
  // eigenvalues of modulus √det = 0.6.
  const Matrix2d A{{1.0, 0.1}, {-0.2, 0.95}};
  const Vector2d B{0.0, 0.1};
  const Eigen::RowVector2d C{1.0, 0.0};
  const Vector1d D{0.0};
  const Vector2d L{0.8, 1.5};
  const Matrix2d A_minus_LC = A - L * C;
  ASSERT_LT(A_minus_LC.eigenvalues().cwiseAbs().maxCoeff(), 1.0);

  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<Sine<double>>(2.0, 0.7, 0.0, 1);
  auto* plant = builder.AddSystem<LinearSystem<double>>(A, B, C, D, h);
  auto plant_context = plant->CreateDefaultContext();
  auto* observer =
      builder.AddSystem<LuenbergerObserver<double>>(*plant, *plant_context, L);
  EXPECT_EQ(observer->num_continuous_states(), 0);
  EXPECT_EQ(observer->num_discrete_state_groups(), 1);
  double period = 0;
  EXPECT_TRUE(observer->IsDifferenceEquationSystem(&period));
  EXPECT_EQ(period, h);
  builder.Connect(source->get_output_port(0), plant->get_input_port());
  builder.Connect(source->get_output_port(0),
                  observer->get_observed_system_input_input_port());
  builder.Connect(plant->get_output_port(),
                  observer->get_observed_system_output_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  Context<double>& root = simulator.get_mutable_context();
  const Vector2d x0(1.0, 2.0), x_hat0(0.0, 0.0);
  plant->GetMyMutableContextFromRoot(&root).SetDiscreteState(x0);
  observer->GetMyMutableContextFromRoot(&root).SetDiscreteState(x_hat0);
  simulator.Initialize();
  Vector2d e_expected = x0 - x_hat0;
  for (int n = 1; n <= 20; ++n) {
    // after the updates at 0, h, ..., (n−1)h.
    simulator.AdvanceTo((n - 0.5) * h);
    e_expected = A_minus_LC * e_expected;
    const VectorXd x =
        plant->GetMyContextFromRoot(root).get_discrete_state(0).value();
    const VectorXd x_hat = observer->get_estimated_state_output_port().Eval(
        observer->GetMyContextFromRoot(root));
    EXPECT_LT((x - x_hat - e_expected).norm(), 1e-12) << n;
  }
}

// ẋ = −k x + u, y = x, with the rate k a numeric parameter (default 1);
// scalar conversion only when `convertible`.
template <typename T>
class DecaySystem final : public LeafSystem<T> {
 public:
  explicit DecaySystem(bool convertible = true)
      : LeafSystem<T>(convertible
                          ? SystemScalarConverter(SystemTypeTag<DecaySystem>{})
                          : SystemScalarConverter{}) {
    this->DeclareNumericParameter(BasicVector<T>(Vector1<T>(1.0)));
    this->DeclareVectorInputPort("u", 1);
    this->DeclareContinuousState(1);
    this->DeclareVectorOutputPort("y", 1, &DecaySystem::CalcY);
  }
  template <typename U>
  explicit DecaySystem(const DecaySystem<U>&) : DecaySystem() {}

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    y->SetFromVector(context.get_continuous_state_vector().CopyToVector());
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const T k = context.get_numeric_parameter(0)[0];
    const T x = context.get_continuous_state_vector()[0];
    const T u = this->get_input_port(0).Eval(context)[0];
    derivatives->SetFromVector(Vector1<T>(-k * x + u));
  }
};

// The observer's model uses the parameters of the context it was given
// (k = 3, not the default 1), and owns the system when given a shared_ptr.
TEST(LuenbergerObserverTest, UsesTheGivenContextsParameters) {
  auto plant = std::make_shared<DecaySystem<double>>();
  auto plant_context = plant->CreateDefaultContext();
  plant_context->get_mutable_numeric_parameter(0).SetAtIndex(0, 3.0);
  std::weak_ptr<DecaySystem<double>> watch = plant;
  auto dut = std::make_unique<LuenbergerObserver<double>>(
      std::move(plant), *plant_context, Vector1d(2.0));
  // The observer is now the only owner.
  EXPECT_FALSE(watch.expired());
  auto context = dut->CreateDefaultContext();
  context->SetContinuousState(Vector1d(0.5));
  dut->get_observed_system_input_input_port().FixValue(context.get(),
                                                       Vector1d(1.0));
  dut->get_observed_system_output_input_port().FixValue(context.get(),
                                                        Vector1d(0.25));
  // −3·0.5 + 1 + 2·(0.25 − 0.5) = −1.
  EXPECT_NEAR(dut->EvalTimeDerivatives(*context).CopyToVector()(0), -1.0,
              1e-15);
  // Changing the given context later changes nothing (it was copied).
  plant_context->get_mutable_numeric_parameter(0).SetAtIndex(0, 10.0);
  EXPECT_NEAR(dut->EvalTimeDerivatives(*context).CopyToVector()(0), -1.0,
              1e-15);
  dut.reset();
  EXPECT_TRUE(watch.expired());
}

// ToAutoDiffXd converts the observed system too; the derivative of
// dx̂/dt with respect to x̂ is A − LC.
TEST(LuenbergerObserverTest, ScalarConversion) {
  const Oscillator o;
  auto plant = std::make_shared<LinearSystem<double>>(o.A, o.B, o.C, o.D);
  auto plant_context = plant->CreateDefaultContext();
  const LuenbergerObserver<double> dut(plant, *plant_context, o.L);
  auto ad = System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->L(), MatrixXd(o.L));
  auto context = ad->CreateDefaultContext();
  Vector2<AutoDiffXd> x_hat;
  x_hat(0) = AutoDiffXd(0.3, Vector2d(1.0, 0.0));
  x_hat(1) = AutoDiffXd(-0.1, Vector2d(0.0, 1.0));
  context->SetContinuousState(x_hat);
  ad->get_observed_system_input_input_port().FixValue(context.get(),
                                                      Vector1<AutoDiffXd>(0.0));
  ad->get_observed_system_output_input_port().FixValue(
      context.get(), Vector1<AutoDiffXd>(0.0));
  const VectorX<AutoDiffXd> xdot =
      ad->EvalTimeDerivatives(*context).CopyToVector();
  const Matrix2d A_minus_LC = o.A - o.L * o.C;
  for (int i = 0; i < 2; ++i) {
    EXPECT_NEAR(xdot(i).value(), A_minus_LC.row(i).dot(Vector2d(0.3, -0.1)),
                1e-15);
    EXPECT_TRUE(xdot(i).derivatives().isApprox(
        VectorXd(A_minus_LC.row(i).transpose()), 1e-15));
  }
  // And back to double.
  auto back = System<AutoDiffXd>::ToScalarType<double>(*ad);
  EXPECT_EQ(back->L(), MatrixXd(o.L));

  // A system without scalar conversion makes an observer without it.
  auto decay = std::make_shared<DecaySystem<double>>(false);
  auto decay_context = decay->CreateDefaultContext();
  const LuenbergerObserver<double> no_ad(decay, *decay_context, Vector1d(1.0));
  EXPECT_THROW(no_ad.ToAutoDiffXd(), std::exception);
  EXPECT_EQ(no_ad.ToAutoDiffXdMaybe(), nullptr);
  // (Class template argument deduction from the reference constructor, as
  // Drake users write it.)
  const DecaySystem<double> decay_by_reference(false);
  LuenbergerObserver deduced(decay_by_reference,
                             *decay_by_reference.CreateDefaultContext(),
                             Eigen::MatrixXd::Ones(1, 1));
  static_assert(std::is_same_v<decltype(deduced), LuenbergerObserver<double>>);
  EXPECT_EQ(deduced.ToAutoDiffXdMaybe(), nullptr);
  // (The convertible one converts.)
  auto convertible = std::make_shared<DecaySystem<double>>(true);
  const LuenbergerObserver<double> with_ad(
      convertible, *convertible->CreateDefaultContext(), Vector1d(1.0));
  EXPECT_NE(with_ad.ToAutoDiffXd(), nullptr);
}

TEST(LuenbergerObserverTest, BadInput) {
  const Oscillator o;
  auto plant = std::make_shared<LinearSystem<double>>(o.A, o.B, o.C, o.D);
  plant->set_name("oscillator");
  auto plant_context = plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      LuenbergerObserver<double>(std::shared_ptr<const System<double>>(),
                                 *plant_context, o.L),
      "LuenbergerObserver: the observed system is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LuenbergerObserver<double>(plant, *plant_context, Vector1d(1.0)),
      "LuenbergerObserver: the observer gain is 1×1; the observed system "
      "'oscillator' needs 2×1 \\(states × outputs\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LuenbergerObserver<double>(plant, *plant_context, MatrixXd::Ones(2, 2)),
      ".*observer gain is 2×2.*needs 2×1.*");
  // A context of another system.
  const LinearSystem<double> other(o.A, o.B, o.C, o.D);
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(LuenbergerObserver<double>(plant, *other_context, o.L),
               std::exception);
  // No state to estimate.
  auto gain = std::make_shared<Gain<double>>(2.0, 1);
  gain->set_name("gain");
  auto gain_context = gain->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      LuenbergerObserver<double>(gain, *gain_context, MatrixXd(0, 1)),
      "LuenbergerObserver: the observed system 'gain' must have either only "
      "continuous state or only one group of discrete state; it has 0 "
      "continuous states, 0 discrete groups and 0 abstract states.");
  // Two output ports.
  auto demux = std::make_shared<Demultiplexer<double>>(2, 1);
  demux->set_name("demux");
  auto demux_context = demux->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      LuenbergerObserver<double>(demux, *demux_context, o.L),
      "LuenbergerObserver: the observed system 'demux' has 2 output ports; "
      "expected exactly one \\(its measurement y\\).");
  // A system without input: no input port on the observer.
  const LinearSystem<double> autonomous(o.A, MatrixXd(2, 0), o.C,
                                        MatrixXd(1, 0));
  auto autonomous_context = autonomous.CreateDefaultContext();
  const LuenbergerObserver<double> dut(autonomous, *autonomous_context, o.L);
  EXPECT_EQ(dut.num_input_ports(), 1);
  EXPECT_THROW(dut.get_observed_system_input_input_port(), std::exception);
}

}  // namespace luenberger_observer_test
}  // namespace estimators
}  // namespace systems
}  // namespace drake
