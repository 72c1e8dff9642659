// Dense output: IntegratorBase's dense integration (checked against the
// closed-form solution of a harmonic oscillator and against its own step
// ends), HermitianDenseOutput (exact on cubics, its step bookkeeping and
// errors) and the scalar views.

#include <cmath>
#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/analysis/hermitian_dense_output.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/scalar_view_dense_output.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace dense_output_test {

// ẍ = −x as [x; ẋ]; x(t) = cos t from x(0) = 1, ẋ(0) = 0.
class Oscillator final : public LeafSystem<double> {
 public:
  Oscillator() { this->DeclareContinuousState(1, 1, 0); }

 private:
  void SetDefaultState(const Context<double>&,
                       State<double>* state) const final {
    state->get_mutable_continuous_state().SetFromVector(
        Eigen::Vector2d(1.0, 0.0));
  }
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const auto& x = context.get_continuous_state_vector();
    derivatives->SetFromVector(Eigen::Vector2d(x[1], -x[0]));
  }
};

class DenseIntegrationTest : public ::testing::Test {
 protected:
  void SetUp() override {
    context_ = system_.CreateDefaultContext();
    integrator_ = std::make_unique<RungeKutta3Integrator<double>>(
        system_, context_.get());
    integrator_->set_target_accuracy(1e-9);
    integrator_->set_maximum_step_size(0.05);
    integrator_->Initialize();
  }

  Oscillator system_;
  std::unique_ptr<Context<double>> context_;
  std::unique_ptr<RungeKutta3Integrator<double>> integrator_;
};

TEST_F(DenseIntegrationTest, MatchesTheSolutionBetweenSteps) {
  EXPECT_EQ(integrator_->get_dense_output(), nullptr);
  integrator_->StartDenseIntegration();
  ASSERT_NE(integrator_->get_dense_output(), nullptr);
  EXPECT_TRUE(integrator_->get_dense_output()->empty());
  const double t_final = 2 * M_PI;
  integrator_->IntegrateWithMultipleStepsToTime(t_final);
  const std::unique_ptr<trajectories::PiecewisePolynomial<double>> x =
      integrator_->StopDenseIntegration();
  EXPECT_EQ(integrator_->get_dense_output(), nullptr);

  // One segment per step, from 0 to t_final exactly.
  EXPECT_EQ(x->get_number_of_segments(), integrator_->get_num_steps_taken());
  EXPECT_EQ(x->start_time(), 0.0);
  EXPECT_EQ(x->end_time(), t_final);
  EXPECT_EQ(x->rows(), 2);
  EXPECT_EQ(x->cols(), 1);
  // The end is the integrator's final state, bit for bit.
  EXPECT_EQ(x->value(t_final)(0), context_->get_continuous_state_vector()[0]);

  // Between the steps: cubic Hermite interpolation of steps h ≤ 0.05 errs
  // by at most h⁴/384·max|x⁗| ≈ 1.6e-8, and the integration itself by
  // ~1e-8 over this run (accuracy 1e-9); 1e-6 bounds both with room.
  for (int i = 0; i <= 1000; ++i) {
    const double t = t_final * i / 1000;
    EXPECT_NEAR(x->value(t)(0), std::cos(t), 1e-6) << t;
    EXPECT_NEAR(x->value(t)(1), -std::sin(t), 1e-6) << t;
  }
  // The interpolant's derivative at a break is the system's derivative
  // there (the Hermite data), so ẋ's first row equals the second state.
  const std::unique_ptr<trajectories::Trajectory<double>> xdot =
      x->MakeDerivative();
  for (double t : x->get_segment_times()) {
    EXPECT_NEAR(xdot->value(t)(0), x->value(t)(1), 1e-12) << t;
  }
}

TEST_F(DenseIntegrationTest, FixedStepsAndTheSimulatorRecordToo) {
  // Fixed steps of 0.1 through IntegrateNoFurtherThanTime.
  integrator_->set_fixed_step_mode(true);
  integrator_->set_maximum_step_size(0.1);
  integrator_->Initialize();
  integrator_->StartDenseIntegration();
  integrator_->IntegrateWithMultipleStepsToTime(1.0);
  auto x = integrator_->StopDenseIntegration();
  EXPECT_EQ(x->get_number_of_segments(), 10);
  EXPECT_NEAR(x->value(0.55)(0), std::cos(0.55), 1e-4);

  // A Simulator's integrator records its AdvanceTo() steps.
  Simulator<double> simulator(system_);
  simulator.Initialize();
  simulator.get_mutable_integrator().StartDenseIntegration();
  simulator.AdvanceTo(1.5);
  auto y = simulator.get_mutable_integrator().StopDenseIntegration();
  EXPECT_EQ(y->start_time(), 0.0);
  EXPECT_EQ(y->end_time(), 1.5);
  // The Simulator's default RK3 at accuracy 1e-4 (steps up to 0.1).
  EXPECT_NEAR(y->value(0.77)(0), std::cos(0.77), 1e-3);
}

TEST_F(DenseIntegrationTest, RetakingTheLastStepReplacesItsSegment) {
  integrator_->set_fixed_step_mode(true);
  integrator_->set_maximum_step_size(0.1);
  integrator_->Initialize();
  integrator_->StartDenseIntegration();
  ASSERT_TRUE(integrator_->IntegrateWithSingleFixedStepToTime(0.1));
  ASSERT_TRUE(integrator_->IntegrateWithSingleFixedStepToTime(0.2));
  const auto* x = integrator_->get_dense_output();
  ASSERT_EQ(x->get_number_of_segments(), 2);
  const double x_at_015 = x->value(0.15)(0);

  // Back to the start of the last step (as the Simulator does when it
  // isolates a witness) and a shorter step from there.
  const Eigen::Vector2d x_01 = x->value(0.1);
  context_->SetTime(0.1);
  context_->SetContinuousState(x_01);
  ASSERT_TRUE(integrator_->IntegrateWithSingleFixedStepToTime(0.15));
  EXPECT_EQ(x->get_number_of_segments(), 2);
  EXPECT_EQ(x->end_time(), 0.15);
  // The new segment ends at the state the retaken step reached, bit for bit,
  // which is not what the replaced segment had there.
  EXPECT_EQ(x->value(0.15)(0), context_->get_continuous_state_vector()[0]);
  EXPECT_NE(x->value(0.15)(0), x_at_015);
  // The same two steps without dense output reach the same state.
  auto context = system_.CreateDefaultContext();
  RungeKutta3Integrator<double> plain(system_, context.get());
  plain.set_fixed_step_mode(true);
  plain.set_maximum_step_size(0.1);
  plain.Initialize();
  ASSERT_TRUE(plain.IntegrateWithSingleFixedStepToTime(0.1));
  ASSERT_TRUE(plain.IntegrateWithSingleFixedStepToTime(0.15));
  EXPECT_EQ(x->value(0.15)(0), context->get_continuous_state_vector()[0]);
  // RK3's local error for steps of 0.1 is about h⁴/24 ≈ 4e-6.
  EXPECT_NEAR(x->value(0.15)(0), std::cos(0.15), 1e-5);

  // A step from a time the output does not end at is refused before it
  // is taken.
  context_->SetTime(0.05);
  const Eigen::VectorXd x_before =
      context_->get_continuous_state_vector().CopyToVector();
  DRAKE_EXPECT_THROWS_MESSAGE(
      integrator_->IntegrateWithSingleFixedStepToTime(0.07),
      ".*dense output ends at time 0.15 but the step being recorded starts "
      "at time 0.05.*");
  EXPECT_EQ(context_->get_time(), 0.05);
  EXPECT_EQ(context_->get_continuous_state_vector().CopyToVector(), x_before);
  EXPECT_EQ(x->end_time(), 0.15);
}

TEST_F(DenseIntegrationTest, Errors) {
  DRAKE_EXPECT_THROWS_MESSAGE(integrator_->StopDenseIntegration(),
                              ".*no dense integration has been started.*");
  integrator_->StartDenseIntegration();
  DRAKE_EXPECT_THROWS_MESSAGE(integrator_->StartDenseIntegration(),
                              ".*has been started already.*");
  // Reset() drops the dense output, and Start needs Initialize().
  integrator_->Reset();
  EXPECT_EQ(integrator_->get_dense_output(), nullptr);
  DRAKE_EXPECT_THROWS_MESSAGE(integrator_->StartDenseIntegration(),
                              ".*not initialized.*Initialize.*");

  // A system without continuous state.
  ConstantVectorSource<double> source(Eigen::Vector2d(1, 2));
  auto context = source.CreateDefaultContext();
  RungeKutta2Integrator<double> integrator(source, 0.1, context.get());
  integrator.Initialize();
  DRAKE_EXPECT_THROWS_MESSAGE(integrator.StartDenseIntegration(),
                              ".*no continuous state.*");
}

// HermitianDenseOutput -----------------------------------------------------

using Step = HermitianDenseOutput<double>::IntegrationStep;

MatrixX<double> Col(double a, double b) { return Eigen::Vector2d(a, b); }

// x(t) = [t³; 2t], ẋ = [3t²; 2]: one Hermite piece reproduces a cubic.
Step CubicStep(const std::vector<double>& times) {
  Step step(times[0], Col(std::pow(times[0], 3), 2 * times[0]),
            Col(3 * times[0] * times[0], 2));
  for (size_t i = 1; i < times.size(); ++i) {
    const double t = times[i];
    step.Extend(t, Col(t * t * t, 2 * t), Col(3 * t * t, 2));
  }
  return step;
}

TEST(HermitianDenseOutputTest, ReproducesCubicsExactly) {
  HermitianDenseOutput<double> output;
  EXPECT_TRUE(output.is_empty());
  DRAKE_EXPECT_THROWS_MESSAGE(output.Evaluate(0.0),
                              "Evaluate\\(\\): Dense output is empty.");
  DRAKE_EXPECT_THROWS_MESSAGE(output.size(),
                              "size\\(\\): Dense output is empty.");

  output.Update(CubicStep({0.0, 0.5, 1.0}));
  EXPECT_TRUE(output.is_empty());  // pending until consolidated
  output.Consolidate();
  output.Update(CubicStep({1.0, 2.0}));
  output.Consolidate();
  EXPECT_EQ(output.size(), 2);
  EXPECT_EQ(output.start_time(), 0.0);
  EXPECT_EQ(output.end_time(), 2.0);
  // Exact up to roundoff of O(10) operations on values ≤ 8.
  for (double t : {0.0, 0.1, 0.77, 1.0, 1.3, 2.0}) {
    EXPECT_NEAR(output.Evaluate(t)(0), t * t * t, 1e-13) << t;
    EXPECT_NEAR(output.EvaluateNth(t, 1), 2 * t, 1e-13) << t;
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      output.Evaluate(2.5),
      "Evaluate\\(\\): Time 2.5 out of dense output \\[0, 2\\] domain.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      output.EvaluateNth(1.0, 2),
      "EvaluateNth\\(\\): Index 2 out of dense output \\[0, 2\\) range.");

  // The scalar view of element 0.
  auto owned = std::make_unique<HermitianDenseOutput<double>>();
  owned->Update(CubicStep({0.0, 1.0}));
  owned->Consolidate();
  ScalarViewDenseOutput<double> view(std::move(owned), 0);
  EXPECT_NEAR(view.EvaluateScalar(0.5), 0.125, 1e-15);
  EXPECT_EQ(view.Evaluate(0.5).size(), 1);
  EXPECT_EQ(view.size(), 1);
  EXPECT_EQ(view.end_time(), 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ScalarViewDenseOutput<double>(
          std::make_unique<HermitianDenseOutput<double>>(
              trajectories::PiecewisePolynomial<double>::FirstOrderHold(
                  std::vector<double>{0.0, 1.0},
                  std::vector<MatrixX<double>>{Col(0, 0), Col(1, 1)})),
          2),
      "Index 2 out of base dense output \\[0, 2\\) range.");
  DRAKE_EXPECT_THROWS_MESSAGE(ScalarViewDenseOutput<double>(nullptr, 0),
                              "Base dense output to view is null.");
}

TEST(HermitianDenseOutputTest, RollbackAndContinuityChecks) {
  HermitianDenseOutput<double> output;
  output.Update(CubicStep({0.0, 1.0}));
  output.Update(CubicStep({1.0, 2.0}));
  output.Rollback();  // drops [1, 2]
  output.Consolidate();
  EXPECT_EQ(output.end_time(), 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(output.Rollback(), "No updates to rollback.");
  DRAKE_EXPECT_THROWS_MESSAGE(output.Consolidate(),
                              "No updates to consolidate.");

  // A step must continue the last one: time, state, derivative, size.
  DRAKE_EXPECT_THROWS_MESSAGE(
      output.Update(CubicStep({1.5, 2.0})),
      "Provided step start time and previous step end time differ.");
  Step jump(1.0, Col(5.0, 2.0), Col(3.0, 2.0));
  jump.Extend(2.0, Col(8.0, 4.0), Col(12.0, 2.0));
  DRAKE_EXPECT_THROWS_MESSAGE(output.Update(jump),
                              ".*Cannot ensure C0 continuity.");
  Step kink(1.0, Col(1.0, 2.0), Col(0.0, 2.0));
  kink.Extend(2.0, Col(8.0, 4.0), Col(12.0, 2.0));
  DRAKE_EXPECT_THROWS_MESSAGE(output.Update(kink),
                              ".*Cannot ensure C1 continuity.");
  Step wider(1.0, Eigen::Vector3d(1, 2, 3), Eigen::Vector3d(0, 0, 0));
  wider.Extend(2.0, Eigen::Vector3d(1, 2, 3), Eigen::Vector3d(0, 0, 0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      output.Update(wider),
      "Provided step dimensions and previous step dimensions do not match.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      output.Update(Step(1.0, Col(1, 2), Col(3, 2))),
      "Provided step has zero length i.e. start time and end time are "
      "equal.");

  // The step's own checks.
  const Step empty;
  DRAKE_EXPECT_THROWS_MESSAGE(empty.start_time(),
                              ".*IntegrationStep::start_time\\(\\): the step "
                              "is empty.");
  EXPECT_THROW(empty.size(), std::logic_error);
  DRAKE_EXPECT_THROWS_MESSAGE(output.Update(Step()),
                              "Provided step is empty \\(it has no time\\).");
  Step step(0.0, Col(0, 0), Col(0, 0));
  DRAKE_EXPECT_THROWS_MESSAGE(step.Extend(-1.0, Col(0, 0), Col(0, 0)),
                              "Step cannot be extended backwards in time.");
  DRAKE_EXPECT_THROWS_MESSAGE(step.Extend(0.0, Col(0, 0), Col(0, 0)),
                              "Step already extends up to the given time.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      step.Extend(1.0, MatrixX<double>::Zero(2, 2), Col(0, 0)),
      "Provided state for step is not a column matrix.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      step.Extend(1.0, Col(0, 0), Eigen::Vector3d::Zero()),
      "Provided state and state derivative dimensions do not match.");
}

TEST(HermitianDenseOutputTest, AutoDiffKeepsValues) {
  HermitianDenseOutput<AutoDiffXd>::IntegrationStep step(
      AutoDiffXd(0.0), MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(1.0)),
      MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(2.0)));
  step.Extend(AutoDiffXd(1.0),
              MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(3.0)),
              MatrixX<AutoDiffXd>::Constant(1, 1, AutoDiffXd(2.0)));
  HermitianDenseOutput<AutoDiffXd> output;
  output.Update(std::move(step));
  output.Consolidate();
  // x = 1 + 2t (a line is a cubic too).
  EXPECT_NEAR(output.Evaluate(AutoDiffXd(0.25))(0).value(), 1.5, 1e-15);
}

}  // namespace dense_output_test
}  // namespace systems
}  // namespace drake
