// InverseDynamics on the acrobot against its closed-form equations of
// motion (Spong), in both modes, and gravity compensation holding the arm
// still in simulation; scalar conversion (values against the double system,
// derivatives against finite differences) and allocation-free evaluation.

#include "drake/systems/controllers/inverse_dynamics.h"

#include <cmath>
#include <memory>
#include <random>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/common/symbolic/expression.h"
#include "drake/math/autodiff.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace controllers {
namespace inverse_dynamics_test {

using Eigen::Matrix2d;
using Eigen::Vector2d;
using Eigen::Vector4d;
using multibody::MultibodyPlant;
using multibody::test::AcrobotParameters;
using multibody::test::MakeAcrobot;

// The recursive algorithm and the closed form agree to roundoff on O(10)
// numbers.
constexpr double kTol = 1e-10;

// The acrobot's terms for q = (q1, q2), v = (v1, v2), each link hanging
// along −z at q = 0 (heights −cos): with I1 = Ic1 + m1·lc1²,
// I2 = Ic2 + m2·lc2², h = m2·l1·lc2,
//   M = [I1 + I2 + m2·l1² + 2h·cos q2, I2 + h·cos q2; I2 + h·cos q2, I2],
//   C·v = [−2h·sin q2·v1·v2 − h·sin q2·v2²; h·sin q2·v1²],
//   τ_g = −g·[(m1·lc1 + m2·l1)·sin q1 + m2·lc2·sin(q1 + q2);
//             m2·lc2·sin(q1 + q2)].
struct AcrobotTerms {
  Matrix2d M;
  Vector2d Cv;
  Vector2d tau_g;
};
AcrobotTerms ClosedForm(const AcrobotParameters& p, const Vector4d& x) {
  const double q1 = x[0], q2 = x[1], v1 = x[2], v2 = x[3];
  const double I1 = p.Ic1 + p.m1 * p.lc1 * p.lc1;
  const double I2 = p.Ic2 + p.m2 * p.lc2 * p.lc2;
  const double h = p.m2 * p.l1 * p.lc2;
  AcrobotTerms terms;
  terms.M << I1 + I2 + p.m2 * p.l1 * p.l1 + 2 * h * std::cos(q2),
      I2 + h * std::cos(q2), I2 + h * std::cos(q2), I2;
  terms.Cv << -2 * h * std::sin(q2) * v1 * v2 - h * std::sin(q2) * v2 * v2,
      h * std::sin(q2) * v1 * v1;
  terms.tau_g << -p.g * ((p.m1 * p.lc1 + p.m2 * p.l1) * std::sin(q1) +
                         p.m2 * p.lc2 * std::sin(q1 + q2)),
      -p.g * p.m2 * p.lc2 * std::sin(q1 + q2);
  return terms;
}

class InverseDynamicsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = MakeAcrobot(params_);
    plant_->Finalize();
  }
  AcrobotParameters params_;
  std::unique_ptr<MultibodyPlant<double>> plant_;
  const Vector4d x_{0.4, -0.7, 1.2, -0.8};
  const Vector2d vdot_d_{0.5, -2.0};
};

TEST_F(InverseDynamicsTest, InverseDynamicsModeMatchesClosedForm) {
  const InverseDynamics<double> id(plant_.get());
  EXPECT_FALSE(id.is_pure_gravity_compensation());
  EXPECT_EQ(id.num_input_ports(), 2);
  EXPECT_EQ(id.get_input_port_estimated_state().get_name(), "estimated_state");
  EXPECT_EQ(id.get_input_port_desired_acceleration().get_name(),
            "desired_acceleration");
  EXPECT_EQ(id.get_output_port_generalized_force().get_name(),
            "generalized_force");
  auto context = id.CreateDefaultContext();
  id.get_input_port_estimated_state().FixValue(context.get(), x_);
  id.get_input_port_desired_acceleration().FixValue(context.get(), vdot_d_);
  const AcrobotTerms terms = ClosedForm(params_, x_);
  const Vector2d expected = terms.M * vdot_d_ + terms.Cv - terms.tau_g;
  const Eigen::VectorXd tau =
      id.get_output_port_generalized_force().Eval(*context);
  EXPECT_TRUE(tau.isApprox(expected, kTol))
      << tau.transpose() << " vs " << expected.transpose();

  // A new state is picked up (the plant context in the cache follows it).
  const Vector4d x2(-1.0, 0.3, 0.0, 2.0);
  id.get_input_port_estimated_state().FixValue(context.get(), x2);
  const AcrobotTerms terms2 = ClosedForm(params_, x2);
  const Eigen::VectorXd tau2 =
      id.get_output_port_generalized_force().Eval(*context);
  EXPECT_TRUE(
      tau2.isApprox(terms2.M * vdot_d_ + terms2.Cv - terms2.tau_g, kTol));
}

TEST_F(InverseDynamicsTest, GravityCompensationMode) {
  const InverseDynamics<double> id(
      plant_.get(), InverseDynamics<double>::kGravityCompensation);
  EXPECT_TRUE(id.is_pure_gravity_compensation());
  EXPECT_EQ(id.num_input_ports(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      id.get_input_port_desired_acceleration(),
      "InverseDynamics::get_input_port_desired_acceleration\\(\\): there is "
      "no desired_acceleration port in gravity-compensation mode.");
  auto context = id.CreateDefaultContext();
  id.get_input_port_estimated_state().FixValue(context.get(), x_);
  // τ = −τ_g(q), whatever the velocity.
  const Eigen::VectorXd tau =
      id.get_output_port_generalized_force().Eval(*context);
  EXPECT_TRUE(tau.isApprox(-ClosedForm(params_, x_).tau_g, kTol));
}

// Gravity compensation fed back as the applied generalized force makes the
// acceleration zero at rest, so the arm stays where it starts: the
// integrator sees v̇ = 0 up to roundoff, the drift stays below 1e-9 rad.
TEST_F(InverseDynamicsTest, GravityCompensationHoldsTheArm) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem(std::move(plant_));
  auto* id = builder.AddSystem<InverseDynamics<double>>(
      plant, InverseDynamics<double>::kGravityCompensation);
  builder.Connect(plant->get_state_output_port(),
                  id->get_input_port_estimated_state());
  builder.Connect(id->get_output_port_generalized_force(),
                  plant->get_applied_generalized_force_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  Context<double>& plant_context = diagram->GetMutableSubsystemContext(
      *plant, &simulator.get_mutable_context());
  const Vector4d x0(0.8, -1.1, 0.0, 0.0);
  plant->SetPositionsAndVelocities(&plant_context, x0);
  simulator.AdvanceTo(2.0);
  const Eigen::VectorXd x = plant->GetPositionsAndVelocities(plant_context);
  EXPECT_TRUE(x.isApprox(x0, 1e-9)) << x.transpose();
}

TEST_F(InverseDynamicsTest, BadPlantThrows) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamics<double>(
          static_cast<const MultibodyPlant<double>*>(nullptr)),
      "InverseDynamics: the plant is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamics<double>(std::unique_ptr<MultibodyPlant<double>>()),
      "InverseDynamics: the plant is null.");
  auto unfinalized = MakeAcrobot(params_);
  DRAKE_EXPECT_THROWS_MESSAGE(InverseDynamics<double>(unfinalized.get()),
                              "InverseDynamics: the plant must be finalized.*");
}

// Converts `id` to AutoDiffXd and checks, at x, that the output's value
// equals the double system's and its derivative with respect to the state
// input equals central finite differences of the double system.
// Tolerances: the values come from the same arithmetic (1e-12 relative);
// the differences have truncation error O(h²)·|τ‴| ≈ 1e-12 and roundoff
// O(ε·|τ|/h) ≈ 1e-9 for h = 1e-6 and |τ| = O(10), so 1e-7.
void ExpectConvertedMatchesDouble(const InverseDynamics<double>& id,
                                  const Vector4d& x, const Vector2d& vdot_d) {
  const std::unique_ptr<InverseDynamics<AutoDiffXd>> id_ad =
      System<double>::ToAutoDiffXd<InverseDynamics>(id);
  ASSERT_NE(id_ad, nullptr);
  EXPECT_EQ(id_ad->is_pure_gravity_compensation(),
            id.is_pure_gravity_compensation());
  const bool gravity_only = id.is_pure_gravity_compensation();

  const auto eval_double = [&](const Vector4d& x_in) {
    auto context = id.CreateDefaultContext();
    id.get_input_port_estimated_state().FixValue(context.get(), x_in);
    if (!gravity_only) {
      id.get_input_port_desired_acceleration().FixValue(context.get(), vdot_d);
    }
    return Eigen::VectorXd(
        id.get_output_port_generalized_force().Eval(*context));
  };
  auto context_ad = id_ad->CreateDefaultContext();
  const VectorX<AutoDiffXd> x_ad = math::InitializeAutoDiff(x);
  id_ad->get_input_port_estimated_state().FixValue(context_ad.get(), x_ad);
  if (!gravity_only) {
    // A constant: zero derivatives.
    VectorX<AutoDiffXd> vdot_d_ad = vdot_d.cast<AutoDiffXd>();
    for (int i = 0; i < 2; ++i) vdot_d_ad[i].derivatives().resize(4).setZero();
    id_ad->get_input_port_desired_acceleration().FixValue(context_ad.get(),
                                                          vdot_d_ad);
  }
  const VectorX<AutoDiffXd>& tau_ad =
      id_ad->get_output_port_generalized_force().Eval(*context_ad);
  const Eigen::VectorXd tau = eval_double(x);
  EXPECT_TRUE(math::ExtractValue(tau_ad).isApprox(tau, 1e-12));
  Eigen::MatrixXd gradient = Eigen::MatrixXd::Zero(2, 4);
  for (int i = 0; i < 2; ++i) {
    if (tau_ad[i].derivatives().size() != 0) {
      gradient.row(i) = tau_ad[i].derivatives().transpose();
    }
  }
  const double h = 1e-6;
  Eigen::MatrixXd finite_differences(2, 4);
  for (int j = 0; j < 4; ++j) {
    const Vector4d dx = h * Vector4d::Unit(j);
    finite_differences.col(j) =
        (eval_double(x + dx) - eval_double(x - dx)) / (2 * h);
  }
  EXPECT_LT((gradient - finite_differences).cwiseAbs().maxCoeff(), 1e-7)
      << gradient << "\nvs\n"
      << finite_differences;
}

TEST_F(InverseDynamicsTest, ScalarConversionOfAReferencedPlant) {
  // Inverse-dynamics mode: the velocity terms make ∂τ/∂v non-zero (e.g.
  // ∂(C·v)₂/∂v1 = 2h·sin q2·v1 at x_); gravity compensation ignores v.
  const InverseDynamics<double> id(plant_.get());
  ExpectConvertedMatchesDouble(id, x_, vdot_d_);
  const InverseDynamics<double> gravity(
      plant_.get(), InverseDynamics<double>::kGravityCompensation);
  ExpectConvertedMatchesDouble(gravity, x_, vdot_d_);
}

// An owned plant with a plant context whose second link is 1.5 times as
// heavy: the output uses that context's parameters (compared with the
// plant's own M, C·v and τ_g on such a context), and so does the converted
// system (the parameters are carried over to the converted plant).
TEST_F(InverseDynamicsTest, OwnedPlantAndConversionKeepThePlantContext) {
  auto owned_plant = MakeAcrobot(params_);
  owned_plant->Finalize();
  const MultibodyPlant<double>* owned = owned_plant.get();
  auto owned_context = owned->CreateDefaultContext();
  owned->GetBodyByName("link2").SetMass(owned_context.get(), 1.5 * params_.m2);
  const InverseDynamics<double> id(std::move(owned_plant),
                                   InverseDynamics<double>::kInverseDynamics,
                                   owned_context.get());
  auto context = id.CreateDefaultContext();
  id.get_input_port_estimated_state().FixValue(context.get(), x_);
  id.get_input_port_desired_acceleration().FixValue(context.get(), vdot_d_);
  const Eigen::VectorXd tau =
      id.get_output_port_generalized_force().Eval(*context);

  auto plant_context = plant_->CreateDefaultContext();
  plant_->GetBodyByName("link2").SetMass(plant_context.get(), 1.5 * params_.m2);
  plant_->SetPositionsAndVelocities(plant_context.get(), x_);
  Eigen::MatrixXd M(2, 2);
  plant_->CalcMassMatrix(*plant_context, &M);
  Eigen::VectorXd Cv(2);
  plant_->CalcBiasTerm(*plant_context, &Cv);
  const Eigen::VectorXd expected =
      M * vdot_d_ + Cv - plant_->CalcGravityGeneralizedForces(*plant_context);
  EXPECT_TRUE(tau.isApprox(expected, kTol))
      << tau.transpose() << " vs " << expected.transpose();
  // (It differs from the default masses' answer by far more than kTol.)
  const AcrobotTerms light = ClosedForm(params_, x_);
  EXPECT_GT((tau - (light.M * vdot_d_ + light.Cv - light.tau_g)).norm(), 0.1);
  ExpectConvertedMatchesDouble(id, x_, vdot_d_);
}

// ToSymbolic (as Drake, InverseDynamics is on all three default scalars):
// with the state input made of symbolic variables, the output is an
// expression in them whose value at random states is the acrobot's closed
// form M·v̇_d + C·v − τ_g. Evaluating the expression does the same few dozen
// operations on O(10) numbers as the double system, so 1e-12 relative.
TEST_F(InverseDynamicsTest, ToSymbolicMatchesClosedForm) {
  using symbolic::Environment;
  using symbolic::Expression;
  using symbolic::Variable;
  const InverseDynamics<double> id(plant_.get());
  const std::unique_ptr<InverseDynamics<Expression>> id_sym =
      System<double>::ToSymbolic<InverseDynamics>(id);
  ASSERT_NE(id_sym, nullptr);
  const Variable q1("q1"), q2("q2"), v1("v1"), v2("v2");
  auto context = id_sym->CreateDefaultContext();
  id_sym->get_input_port_estimated_state().FixValue(
      context.get(), Vector4<Expression>(q1, q2, v1, v2));
  id_sym->get_input_port_desired_acceleration().FixValue(
      context.get(), Vector2<Expression>(vdot_d_[0], vdot_d_[1]));
  const VectorX<Expression> tau =
      id_sym->get_output_port_generalized_force().Eval(*context);
  ASSERT_EQ(tau.size(), 2);
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  for (int trial = 0; trial < 10; ++trial) {
    const Vector4d x(uniform(generator), uniform(generator), uniform(generator),
                     uniform(generator));
    const Environment env{{q1, x[0]}, {q2, x[1]}, {v1, x[2]}, {v2, x[3]}};
    const Vector2d tau_value(tau[0].Evaluate(env), tau[1].Evaluate(env));
    const AcrobotTerms terms = ClosedForm(params_, x);
    const Vector2d expected = terms.M * vdot_d_ + terms.Cv - terms.tau_g;
    EXPECT_TRUE(tau_value.isApprox(expected, 1e-12))
        << tau_value.transpose() << " vs " << expected.transpose();
  }
}

// After the first evaluation (which sizes the cache), evaluating the output
// for a new state allocates nothing, in both modes.
TEST_F(InverseDynamicsTest, EvaluationDoesNotAllocate) {
  for (const auto mode : {InverseDynamics<double>::kInverseDynamics,
                          InverseDynamics<double>::kGravityCompensation}) {
    const InverseDynamics<double> id(plant_.get(), mode);
    auto context = id.CreateDefaultContext();
    auto& state_value =
        id.get_input_port_estimated_state().FixValue(context.get(), x_);
    if (mode == InverseDynamics<double>::kInverseDynamics) {
      id.get_input_port_desired_acceleration().FixValue(context.get(), vdot_d_);
    }
    id.get_output_port_generalized_force().Eval(*context);
    const Vector4d x2(-1.0, 0.3, 0.5, 2.0);
    long allocations = 0;
    Eigen::VectorXd tau;
    {
      mallard::test::AllocationCounter counter;
      state_value.GetMutableVectorData<double>()->SetFromVector(x2);
      const auto& tau_ref =
          id.get_output_port_generalized_force().Eval(*context);
      allocations = counter.count();
      tau = tau_ref;
    }
    EXPECT_EQ(allocations, 0) << "mode " << mode;
    const AcrobotTerms terms = ClosedForm(params_, x2);
    const Vector2d expected =
        mode == InverseDynamics<double>::kInverseDynamics
            ? Vector2d(terms.M * vdot_d_ + terms.Cv - terms.tau_g)
            : Vector2d(-terms.tau_g);
    EXPECT_TRUE(tau.isApprox(expected, kTol)) << tau.transpose();
  }
}

}  // namespace inverse_dynamics_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
