#include "drake/systems/analysis/batch_eval.h"

#include <cmath>
#include <stdexcept>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace batch_eval_test {

// x[n+1] = a·x[n] + u + t (elementwise, two elements), every `period` s.
// Throws when a state element exceeds 1e6 (to test error propagation).
template <typename T>
class Affine final : public LeafSystem<T> {
 public:
  Affine(double a, double period)
      : LeafSystem<T>(SystemTypeTag<Affine>{}), a_(a), period_(period) {
    this->DeclareVectorInputPort("u", 2);
    this->DeclareAbstractInputPort("unused", Value<int>(0));
    this->DeclareDiscreteState(2);
    this->DeclarePeriodicDiscreteUpdateEvent(period, 0.0, &Affine::Update);
  }
  template <typename U>
  explicit Affine(const Affine<U>& other) : Affine(other.a(), other.period()) {}
  double a() const { return a_; }
  double period() const { return period_; }

 private:
  void Update(const Context<T>& context, DiscreteValues<T>* next) const {
    const VectorX<T> x = context.get_discrete_state(0).value();
    if (x.cwiseAbs().maxCoeff() > 1e6) {
      throw std::runtime_error("Affine: the state diverged");
    }
    const VectorX<T> u = this->get_input_port(0).Eval(context);
    next->get_mutable_vector(0).SetFromVector(
        a_ * x + u + VectorX<T>::Constant(2, context.get_time()));
  }
  double a_;
  double period_;
};

// ẋ = A·x + B·u + t with A = [[0, 1], [−2, −3]], B = [0; 1].
template <typename T>
class Continuous final : public LeafSystem<T> {
 public:
  Continuous() : LeafSystem<T>(SystemTypeTag<Continuous>{}) {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareContinuousState(2);
  }
  template <typename U>
  explicit Continuous(const Continuous<U>&) : Continuous() {}

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorX<T> x = context.get_continuous_state_vector().CopyToVector();
    const T u = this->get_input_port(0).Eval(context)[0];
    const T t = context.get_time();
    derivatives->SetFromVector(
        Vector2<T>(x[1] + t, -2 * x[0] - 3 * x[1] + u + t));
  }
};

// The closed form of the affine recursion over `steps` steps from time t0.
Eigen::Vector2d AffineSteps(double a, double h, Eigen::Vector2d x,
                            const Eigen::Vector2d& u, double t0, int steps) {
  for (int k = 0; k < steps; ++k) {
    x = a * x + u + Eigen::Vector2d::Constant(t0 + k * h);
  }
  return x;
}

TEST(BatchEvalTest, DiscreteUpdateMatchesTheRecursion) {
  const double a = 0.5, h = 0.25;
  const Affine<double> system(a, h);
  auto context = system.CreateDefaultContext();
  const int n = 9;
  Eigen::RowVectorXd times(n);
  Eigen::MatrixXd states(2, n), inputs(2, n);
  for (int i = 0; i < n; ++i) {
    times(i) = 0.1 * i;
    states.col(i) = Eigen::Vector2d(i, -2.0 * i);
    inputs.col(i) = Eigen::Vector2d(1.0, 0.5 * i);
  }
  for (const int steps : {1, 3}) {
    const Eigen::MatrixXd serial =
        BatchEvalUniquePeriodicDiscreteUpdate<double>(
            system, *context, times, states, inputs, steps,
            InputPortSelection::kUseFirstInputIfItExists, Parallelism(1));
    const Eigen::MatrixXd threaded =
        BatchEvalUniquePeriodicDiscreteUpdate<double>(
            system, *context, times, states, inputs, steps, InputPortIndex(0),
            Parallelism(4));
    ASSERT_EQ(serial.rows(), 2);
    ASSERT_EQ(serial.cols(), n);
    for (int i = 0; i < n; ++i) {
      // The same arithmetic in the same order: equal to rounding (a few
      // ulps of values below 100).
      EXPECT_TRUE(serial.col(i).isApprox(
          AffineSteps(a, h, states.col(i), inputs.col(i), times(i), steps),
          1e-14))
          << i;
    }
    // Threads change nothing: each column is computed the same way.
    EXPECT_EQ(serial, threaded);
  }
  // The caller's context is untouched.
  EXPECT_EQ(context->get_time(), 0.0);
  EXPECT_EQ(context->get_discrete_state(0).value(), Eigen::Vector2d::Zero());
}

TEST(BatchEvalTest, DiscreteUpdateOnAutoDiff) {
  const Affine<double> system(0.5, 0.25);
  auto autodiff = System<double>::ToAutoDiffXd(system);
  auto context = autodiff->CreateDefaultContext();
  // d(next)/d(x0) = a on the diagonal.
  AutoDiffVecXd x0(2);
  x0(0) = AutoDiffXd(2.0, Eigen::Vector2d(1, 0));
  x0(1) = AutoDiffXd(3.0, Eigen::Vector2d(0, 1));
  const MatrixX<AutoDiffXd> next =
      BatchEvalUniquePeriodicDiscreteUpdate<AutoDiffXd>(
          *autodiff, *context, RowVectorX<AutoDiffXd>::Zero(1),
          MatrixX<AutoDiffXd>(x0), MatrixX<AutoDiffXd>::Zero(2, 1), 2);
  // Two steps from t = 0 with u = 0: x2 = a²·x0 + h = 0.25·x0 + 0.25.
  EXPECT_EQ(next(0, 0).value(), 0.75);
  EXPECT_EQ(next(0, 0).derivatives(), Eigen::Vector2d(0.25, 0));
  EXPECT_EQ(next(1, 0).derivatives(), Eigen::Vector2d(0, 0.25));
}

TEST(BatchEvalTest, TimeDerivatives) {
  const Continuous<double> system;
  auto context = system.CreateDefaultContext();
  const int n = 6;
  Eigen::RowVectorXd times = Eigen::RowVectorXd::LinSpaced(n, 0.0, 1.0);
  Eigen::MatrixXd states(2, n), inputs(1, n);
  for (int i = 0; i < n; ++i) {
    states.col(i) = Eigen::Vector2d(std::sin(i), std::cos(i));
    inputs(0, i) = 2.0 - i;
  }
  const Eigen::MatrixXd xdot = BatchEvalTimeDerivatives<double>(
      system, *context, times, states, inputs,
      InputPortSelection::kUseFirstInputIfItExists, Parallelism(3));
  for (int i = 0; i < n; ++i) {
    const Eigen::Vector2d x = states.col(i);
    const double t = times(i), u = inputs(0, i);
    // Exact: the same operations on the same doubles.
    EXPECT_EQ(xdot(0, i), x[1] + t);
    EXPECT_EQ(xdot(1, i), -2 * x[0] - 3 * x[1] + u + t);
  }
  // kNoInput: the port must then have a value in the context.
  system.get_input_port(0).FixValue(context.get(), Vector1d(10.0));
  const Eigen::MatrixXd fixed = BatchEvalTimeDerivatives<double>(
      system, *context, times, states, Eigen::MatrixXd(0, n),
      InputPortSelection::kNoInput, Parallelism(2));
  EXPECT_EQ(fixed(1, 0), -2 * states(0, 0) - 3 * states(1, 0) + 10.0);
}

TEST(BatchEvalTest, BadArgumentsThrow) {
  const Affine<double> system(0.5, 0.25);
  auto context = system.CreateDefaultContext();
  const Eigen::RowVectorXd times = Eigen::RowVectorXd::Zero(3);
  const Eigen::MatrixXd states = Eigen::MatrixXd::Zero(2, 3);
  const Eigen::MatrixXd inputs = Eigen::MatrixXd::Zero(2, 3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      BatchEvalUniquePeriodicDiscreteUpdate<double>(
          system, *context, times, Eigen::MatrixXd::Zero(3, 3), inputs),
      ".*`states` is 3×3; expected 2×3.*discrete state.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BatchEvalUniquePeriodicDiscreteUpdate<double>(
          system, *context, times, states, Eigen::MatrixXd::Zero(2, 2)),
      ".*`inputs` is 2×2; expected 2×3.*input port u.*");
  DRAKE_EXPECT_THROWS_MESSAGE(BatchEvalUniquePeriodicDiscreteUpdate<double>(
                                  system, *context, times, states, inputs, 0),
                              ".*num_time_steps must be at least 1, not 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BatchEvalUniquePeriodicDiscreteUpdate<double>(
          system, *context, times, states, inputs, 1, InputPortIndex(1)),
      ".*input port unused .*abstract-valued.*");
  const Continuous<double> continuous;
  auto continuous_context = continuous.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(BatchEvalUniquePeriodicDiscreteUpdate<double>(
                                  continuous, *continuous_context, times,
                                  states, Eigen::MatrixXd::Zero(1, 3)),
                              ".*not a difference equation system.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BatchEvalTimeDerivatives<double>(continuous, *context, times, states,
                                       Eigen::MatrixXd::Zero(1, 3)),
      ".*was passed the Context of a different System.*");
  // An exception inside the system reaches the caller, from any thread.
  Eigen::MatrixXd diverged = states;
  diverged(0, 2) = 1e7;
  DRAKE_EXPECT_THROWS_MESSAGE(
      BatchEvalUniquePeriodicDiscreteUpdate<double>(
          system, *context, times, diverged, inputs, 1,
          InputPortSelection::kUseFirstInputIfItExists, Parallelism(3)),
      "Affine: the state diverged");
}

}  // namespace batch_eval_test
}  // namespace systems
}  // namespace drake
