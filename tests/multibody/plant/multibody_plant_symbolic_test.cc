// MultibodyPlant<symbolic::Expression> (from ToSymbolic()): the acrobot's
// M(q), C(q,v)v and τ_g(q) as expressions that evaluate to Spong's closed
// forms; the pendulum's time derivatives as the expression −(g/l)·sin θ;
// inverse and forward dynamics of a chain with every joint type equal to
// the double plant's; the conversions back to double and AutoDiffXd; a
// diagram with SceneGraph converted to Expression, and one built on it; and
// what is not supported symbolically (discrete updates, contact) throwing a
// message that names the plant and the operation.

#include <cmath>
#include <memory>
#include <random>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace multibody {
namespace multibody_plant_symbolic_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;
using test::AcrobotParameters;

// The value of every entry of `m` with the variables bound by `env`.
MatrixXd EvaluateMatrix(const MatrixX<Expression>& m, const Environment& env) {
  MatrixXd result(m.rows(), m.cols());
  for (int i = 0; i < m.rows(); ++i) {
    for (int j = 0; j < m.cols(); ++j) result(i, j) = m(i, j).Evaluate(env);
  }
  return result;
}

// Spong's acrobot with θ measured from the downward vertical (as the
// double-plant test in multibody_plant_dynamics_test.cc): M(q), C(q,v)v and
// τ_g(q) in closed form.
Matrix2d SpongM(const AcrobotParameters& p, double q2) {
  const double I1 = p.Ic1 + p.m1 * p.lc1 * p.lc1;
  const double I2 = p.Ic2 + p.m2 * p.lc2 * p.lc2;
  const double c2 = std::cos(q2);
  Matrix2d M;
  M(0, 0) = I1 + I2 + p.m2 * p.l1 * p.l1 + 2 * p.m2 * p.l1 * p.lc2 * c2;
  M(0, 1) = M(1, 0) = I2 + p.m2 * p.l1 * p.lc2 * c2;
  M(1, 1) = I2;
  return M;
}
Vector2d SpongCv(const AcrobotParameters& p, const Vector2d& q,
                 const Vector2d& v) {
  const double h = p.m2 * p.l1 * p.lc2 * std::sin(q[1]);
  return Vector2d(-2 * h * v[0] * v[1] - h * v[1] * v[1], h * v[0] * v[0]);
}
Vector2d SpongTauG(const AcrobotParameters& p, const Vector2d& q) {
  const double s1 = std::sin(q[0]);
  const double s12 = std::sin(q[0] + q[1]);
  return -Vector2d(
      p.m1 * p.g * p.lc1 * s1 + p.m2 * p.g * (p.l1 * s1 + p.lc2 * s12),
      p.m2 * p.g * p.lc2 * s12);
}

// The acrobot converted with ToSymbolic(), its state made of variables: the
// mass matrix, bias term and gravity forces are expressions in q and v whose
// values at 20 random states equal Spong's closed forms. Tolerance 1e-12
// relative to the O(1)–O(10) entries: evaluating an expression performs the
// same few dozen floating-point operations as the double plant (ε ≈ 2e-16
// each, a few ε per entry), plus cos/sin rounding; 1e-12 leaves three
// orders of margin while any wrong term (a missing m·l·c product is ≥ 0.01)
// fails by ten orders.
TEST(MultibodyPlantSymbolic, AcrobotMatchesSpong) {
  const AcrobotParameters p;
  auto plant_double = test::MakeAcrobot(p);
  plant_double->Finalize();
  std::unique_ptr<MultibodyPlant<Expression>> plant =
      systems::System<double>::ToSymbolic(*plant_double);
  ASSERT_EQ(plant->num_positions(), 2);
  auto context = plant->CreateDefaultContext();
  const Variable q1("q1"), q2("q2"), v1("v1"), v2("v2");
  plant->SetPositions(context.get(),
                      Vector2<Expression>(Expression(q1), Expression(q2)));
  plant->SetVelocities(context.get(),
                       Vector2<Expression>(Expression(v1), Expression(v2)));

  MatrixX<Expression> M(2, 2);
  plant->CalcMassMatrix(*context, &M);
  VectorX<Expression> Cv(2);
  plant->CalcBiasTerm(*context, &Cv);
  const VectorX<Expression> tau_g =
      plant->CalcGravityGeneralizedForces(*context);
  // M is a function of q alone and τ_g of q alone (no velocity variable).
  for (int i = 0; i < 2; ++i) {
    EXPECT_FALSE(tau_g(i).GetVariables().include(v1));
    EXPECT_FALSE(tau_g(i).GetVariables().include(v2));
    for (int j = 0; j < 2; ++j) {
      EXPECT_FALSE(M(i, j).GetVariables().include(v1));
      EXPECT_FALSE(M(i, j).GetVariables().include(v2));
    }
  }

  std::mt19937 gen(7);
  std::uniform_real_distribution<double> dist(-3.0, 3.0);
  for (int trial = 0; trial < 20; ++trial) {
    const Vector2d q(dist(gen), dist(gen));
    const Vector2d v(dist(gen), dist(gen));
    const Environment env{{q1, q[0]}, {q2, q[1]}, {v1, v[0]}, {v2, v[1]}};
    const MatrixXd M_value = EvaluateMatrix(M, env);
    const Matrix2d M_expected = SpongM(p, q[1]);
    EXPECT_LT((M_value - M_expected).norm(), 1e-12 * M_expected.norm())
        << M_value;
    const VectorXd Cv_value = EvaluateMatrix(Cv, env);
    const Vector2d Cv_expected = SpongCv(p, q, v);
    EXPECT_LT((Cv_value - Cv_expected).norm(), 1e-12 * (1 + Cv_expected.norm()))
        << Cv_value.transpose() << " vs " << Cv_expected.transpose();
    const VectorXd tau_g_value = EvaluateMatrix(tau_g, env);
    const Vector2d tau_g_expected = SpongTauG(p, q);
    EXPECT_LT((tau_g_value - tau_g_expected).norm(),
              1e-12 * (1 + tau_g_expected.norm()));
  }
}

// A point-mass pendulum (mass m at distance l below the pivot, no central
// inertia) with its mass and center of mass set to the variables m and l in
// the context (SetCenterOfMassInBodyFrame keeps the unit inertia about the
// pivot, that of l = 0.6 m): θ̇ from EvalTimeDerivatives is the velocity
// variable itself and θ̈ an expression in θ, m and l. After substituting
// m = 2 kg and l = 0.6 m,
// θ̈ expands to exactly one term c·sin(θ) (checked on the structure of the
// Expand()ed expression: a product whose only factor is sin(θ)), with
// c = −g/l. The constant is compared numerically, to 1e-14 relative: the
// plant forms it as (m·g·l)/(m·l²) in another order than g/l, a few
// roundings apart.
TEST(MultibodyPlantSymbolic, PendulumTimeDerivatives) {
  test::Pendulum pendulum;
  pendulum.Icm = 0.0;
  MultibodyPlant<double> plant_double(0.0);
  test::AddPendulum(&plant_double, pendulum, "bob", default_model_instance());
  plant_double.mutable_gravity_field().set_gravity_vector(
      Vector3<double>(0, 0, -pendulum.g));
  plant_double.Finalize();
  auto plant = systems::System<double>::ToSymbolic(plant_double);
  auto context = plant->CreateDefaultContext();

  const Variable theta("theta"), theta_dot("theta_dot");
  const Variable m("m"), l("l");
  const RigidBody<Expression>& bob = plant->GetBodyByName("bob");
  plant->SetPositions(context.get(), Vector1<Expression>(Expression(theta)));
  plant->SetVelocities(context.get(),
                       Vector1<Expression>(Expression(theta_dot)));
  bob.SetMass(context.get(), m);
  bob.SetCenterOfMassInBodyFrame(context.get(), Vector3<Expression>(0, 0, -l));

  const VectorX<Expression> xdot =
      plant->EvalTimeDerivatives(*context).CopyToVector();
  ASSERT_EQ(xdot.size(), 2);
  EXPECT_TRUE(xdot(0).EqualTo(theta_dot)) << xdot(0);
  // θ̈ depends on θ and l (and m, unless it cancels), not on θ̇ (no
  // damping, no Coriolis term).
  const symbolic::Variables variables = xdot(1).GetVariables();
  EXPECT_TRUE(variables.include(theta) && variables.include(l)) << xdot(1);
  EXPECT_FALSE(variables.include(theta_dot)) << xdot(1);

  const Expression theta_ddot =
      xdot(1).Substitute({{m, pendulum.m}, {l, pendulum.l}}).Expand();
  ASSERT_TRUE(symbolic::is_multiplication(theta_ddot)) << theta_ddot;
  const auto& factors =
      symbolic::get_base_to_exponent_map_in_multiplication(theta_ddot);
  ASSERT_EQ(factors.size(), 1) << theta_ddot;
  EXPECT_TRUE(factors.begin()->first.EqualTo(sin(theta))) << theta_ddot;
  EXPECT_TRUE(factors.begin()->second.EqualTo(1)) << theta_ddot;
  const double k = pendulum.g / pendulum.l;
  EXPECT_NEAR(symbolic::get_constant_in_multiplication(theta_ddot), -k,
              1e-14 * k)
      << theta_ddot;
}

// Every joint type (the chain of test::MakeEveryJointChain, with a floating
// base, branches and a curvilinear joint): inverse dynamics and the time
// derivatives computed on Expression (the state bound to numbers, so each
// result is a constant expression) equal the double plant's at random
// states. Tolerance 1e-12 relative: the symbolic arithmetic performs the
// same operations on constants as double (folding them as it goes), so the
// results differ only by reassociation of a few hundred roundings
// (≲ 1e-13 relative); a wrong term would be O(1).
TEST(MultibodyPlantSymbolic, DynamicsMatchDouble) {
  auto plant_double = test::MakeEveryJointChain();
  plant_double->Finalize();
  auto plant = systems::System<double>::ToSymbolic(*plant_double);
  auto context_double = plant_double->CreateDefaultContext();
  auto context = plant->CreateDefaultContext();
  const int nq = plant_double->num_positions();
  const int nv = plant_double->num_velocities();
  std::mt19937 gen(11);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (int trial = 0; trial < 5; ++trial) {
    VectorXd x(nq + nv);
    for (int i = 0; i < x.size(); ++i) x(i) = dist(gen);
    plant_double->SetPositionsAndVelocities(context_double.get(), x);
    // Unit quaternion (the floating base's first four positions).
    VectorXd q = plant_double->GetPositions(*context_double);
    const Joint<double>& free = plant_double->GetJointByName("j_free");
    q.segment<4>(free.position_start()).normalize();
    plant_double->SetPositions(context_double.get(), q);
    x = plant_double->GetPositionsAndVelocities(*context_double);
    plant->SetPositionsAndVelocities(context.get(), x.cast<Expression>());

    VectorXd vdot(nv);
    for (int i = 0; i < nv; ++i) vdot(i) = dist(gen);
    const VectorXd tau_double = plant_double->CalcInverseDynamics(
        *context_double, vdot, MultibodyForces<double>(*plant_double));
    const VectorX<Expression> tau = plant->CalcInverseDynamics(
        *context, vdot.cast<Expression>(), MultibodyForces<Expression>(*plant));
    const VectorXd tau_value = EvaluateMatrix(tau, Environment{});
    EXPECT_LT((tau_value - tau_double).norm(), 1e-12 * tau_double.norm())
        << tau_value.transpose() << "\nvs " << tau_double.transpose();

    const VectorXd xdot_double =
        plant_double->EvalTimeDerivatives(*context_double).CopyToVector();
    const VectorXd xdot_value = EvaluateMatrix(
        plant->EvalTimeDerivatives(*context).CopyToVector(), Environment{});
    EXPECT_LT((xdot_value - xdot_double).norm(), 1e-12 * xdot_double.norm())
        << xdot_value.transpose() << "\nvs " << xdot_double.transpose();
  }
}

// A symbolic plant converts back to double and AutoDiffXd, as Drake's: the
// chain with every joint type taken double → Expression → double computes
// the mass matrix and time derivatives of the original, and
// double → Expression → AutoDiffXd those of double → AutoDiffXd, exactly:
// the conversions copy the model's numbers, and plants of one scalar type
// perform the same operations in the same order. (AutoDiffXd's values
// differ from double's by rounding: double has its own kernels.)
TEST(MultibodyPlantSymbolic, ConvertsBackToNumericScalars) {
  auto original = test::MakeEveryJointChain();
  original->Finalize();
  auto symbolic = systems::System<double>::ToSymbolic(*original);
  std::unique_ptr<MultibodyPlant<double>> plant_double =
      systems::System<Expression>::ToScalarType<double>(*symbolic);
  std::unique_ptr<MultibodyPlant<AutoDiffXd>> plant_ad =
      systems::System<Expression>::ToAutoDiffXd(*symbolic);
  std::unique_ptr<MultibodyPlant<AutoDiffXd>> direct_ad =
      systems::System<double>::ToAutoDiffXd(*original);
  ASSERT_TRUE(plant_double->is_finalized());
  ASSERT_TRUE(plant_ad->is_finalized());
  EXPECT_EQ(plant_double->num_positions(), original->num_positions());
  EXPECT_EQ(plant_double->num_velocities(), original->num_velocities());
  EXPECT_EQ(plant_ad->num_bodies(), original->num_bodies());
  EXPECT_EQ(plant_double->GetJointByName("j_free").index(),
            original->GetJointByName("j_free").index());
  auto context = original->CreateDefaultContext();
  auto context_double = plant_double->CreateDefaultContext();
  auto context_ad = plant_ad->CreateDefaultContext();
  auto context_direct_ad = direct_ad->CreateDefaultContext();
  const int nq = original->num_positions();
  const int nv = original->num_velocities();
  std::mt19937 gen(13);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (int trial = 0; trial < 3; ++trial) {
    VectorXd x(nq + nv);
    for (int i = 0; i < x.size(); ++i) x(i) = dist(gen);
    const int free_start = original->GetJointByName("j_free").position_start();
    x.segment<4>(free_start).normalize();
    original->SetPositionsAndVelocities(context.get(), x);
    plant_double->SetPositionsAndVelocities(context_double.get(), x);
    plant_ad->SetPositionsAndVelocities(context_ad.get(), x.cast<AutoDiffXd>());
    direct_ad->SetPositionsAndVelocities(context_direct_ad.get(),
                                         x.cast<AutoDiffXd>());
    MatrixXd M(nv, nv), M_double(nv, nv);
    original->CalcMassMatrix(*context, &M);
    plant_double->CalcMassMatrix(*context_double, &M_double);
    EXPECT_EQ(M_double, M);
    MatrixX<AutoDiffXd> M_ad(nv, nv), M_direct_ad(nv, nv);
    plant_ad->CalcMassMatrix(*context_ad, &M_ad);
    direct_ad->CalcMassMatrix(*context_direct_ad, &M_direct_ad);
    EXPECT_EQ(math::ExtractValue(M_ad), math::ExtractValue(M_direct_ad));
    // (and both are the mass matrix: 1e-14 relative, rounding.)
    EXPECT_LT((math::ExtractValue(M_ad) - M).norm(), 1e-14 * M.norm());
    const VectorXd xdot =
        original->EvalTimeDerivatives(*context).CopyToVector();
    EXPECT_EQ(plant_double->EvalTimeDerivatives(*context_double).CopyToVector(),
              xdot);
    EXPECT_EQ(
        math::ExtractValue(
            plant_ad->EvalTimeDerivatives(*context_ad).CopyToVector()),
        math::ExtractValue(
            direct_ad->EvalTimeDerivatives(*context_direct_ad).CopyToVector()));
  }
}

// The acrobot with an elbow actuator driven by a constant 0.7 N·m source.
std::unique_ptr<systems::Diagram<double>> MakeActuatedAcrobotDiagram() {
  const AcrobotParameters p;
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem(test::MakeAcrobot(p));
  plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow"));
  plant->Finalize();
  auto* torque = builder.AddSystem<systems::ConstantVectorSource<double>>(
      Vector1<double>(0.7));
  builder.Connect(torque->get_output_port(), plant->get_actuation_input_port());
  return builder.Build();
}

// A symbolic diagram (plant and actuation source) converts back to double:
// the round trip's time derivatives are the original diagram's, exactly (as
// above).
TEST(MultibodyPlantSymbolic, DiagramConvertsBackToDouble) {
  auto diagram = MakeActuatedAcrobotDiagram();
  std::unique_ptr<systems::System<Expression>> symbolic = diagram->ToSymbolic();
  std::unique_ptr<systems::System<double>> round_trip =
      symbolic->ToScalarType<double>();
  auto context = diagram->CreateDefaultContext();
  auto context_round_trip = round_trip->CreateDefaultContext();
  const VectorXd x0 = (VectorXd(4) << 0.3, -1.2, 0.8, 0.5).finished();
  context->SetContinuousState(x0);
  context_round_trip->SetContinuousState(x0);
  const VectorXd expected =
      diagram->EvalTimeDerivatives(*context).CopyToVector();
  EXPECT_EQ(round_trip->EvalTimeDerivatives(*context_round_trip).CopyToVector(),
            expected);
  // The actuation changes v̇ (the converted source is connected).
  EXPECT_GT(std::abs(expected(3)), 0.1);
}

// A diagram holding the plant and a constant actuation source converts to
// Expression when every subsystem does; its time derivatives equal the
// double diagram's. (Tolerance as above.)
TEST(MultibodyPlantSymbolic, DiagramConverts) {
  auto diagram = MakeActuatedAcrobotDiagram();
  std::unique_ptr<systems::System<Expression>> symbolic = diagram->ToSymbolic();
  auto context_double = diagram->CreateDefaultContext();
  auto context = symbolic->CreateDefaultContext();
  const VectorXd x0 = (VectorXd(4) << 0.3, -1.2, 0.8, 0.5).finished();
  context_double->SetContinuousState(x0);
  context->SetContinuousState(x0.cast<Expression>());
  const VectorXd expected =
      diagram->EvalTimeDerivatives(*context_double).CopyToVector();
  const VectorXd actual = EvaluateMatrix(
      symbolic->EvalTimeDerivatives(*context).CopyToVector(), Environment{});
  EXPECT_LT((actual - expected).norm(), 1e-12 * expected.norm());
  // The actuation changes v̇ (so the input was used, not ignored).
  EXPECT_GT(std::abs(expected(3)), 0.1);
}

// What Drake does not compute symbolically throws, naming the plant and the
// operation: a discrete plant's update, and contact on a plant whose
// collision geometry was registered with SceneGraph (the conversion itself
// succeeds, as Drake's).
TEST(MultibodyPlantSymbolic, UnsupportedOperationsThrow) {
  const AcrobotParameters p;
  auto discrete = test::MakeAcrobot(p, 0.01);
  discrete->set_name("discrete_acrobot");
  discrete->Finalize();
  auto discrete_symbolic = systems::System<double>::ToSymbolic(*discrete);
  auto discrete_context = discrete_symbolic->CreateDefaultContext();
  // (The plant samples its outputs, so its step is an unrestricted update.)
  auto next_state = discrete_context->CloneState();
  DRAKE_EXPECT_THROWS_MESSAGE(
      discrete_symbolic->CalcForcedUnrestrictedUpdate(*discrete_context,
                                                      next_state.get()),
      ".*MultibodyPlant 'discrete_acrobot'.*discrete update.*"
      "symbolic::Expression.*");

  geometry::SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  plant.set_name("ball_plant");
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  const RigidBody<double>& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  plant.RegisterCollisionGeometry(ball, math::RigidTransform<double>(),
                                  geometry::Sphere(0.1), "ball_collision",
                                  CoulombFriction<double>(0.5, 0.5));
  plant.Finalize();
  auto plant_symbolic = systems::System<double>::ToSymbolic(plant);
  EXPECT_EQ(plant_symbolic->num_collision_geometries(), 1);
  auto context = plant_symbolic->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_symbolic->get_contact_results_output_port()
          .Eval<ContactResults<Expression>>(*context),
      ".*MultibodyPlant 'ball_plant'.*contact.*symbolic::Expression.*");
}

// With SceneGraph<symbolic::Expression> (as in Drake), a diagram of the
// acrobot (with a visual sphere on each link) and its SceneGraph converts
// with ToSymbolic(). SceneGraph's world pose of the sphere on link 2 (1.5 m
// below the elbow) is an expression in the joint angles that evaluates to
// the closed form p_WG = −l1·(sin q1, 0, cos q1) − 1.5·(sin(q1+q2), 0,
// cos(q1+q2)) (the links hang along −z at q = 0 and turn about +y), and to
// the double diagram's value (tolerance 1e-14: a few roundings of sin and
// cos on O(1) values). Its time derivatives, without contact, equal the
// double diagram's at the sample point (1e-12 relative, as in
// AcrobotMatchesSpong).
TEST(MultibodyPlantSymbolic, DiagramWithSceneGraphConverts) {
  const AcrobotParameters p;
  const double kTip2 = 1.5;  // m, the second sphere's offset along link 2.
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      AddMultibodyPlantSceneGraph(&builder, test::MakeAcrobot(p));
  const geometry::GeometryId tip1 = plant.RegisterVisualGeometry(
      plant.GetBodyByName("link1"),
      math::RigidTransformd(Eigen::Vector3d(0, 0, -p.l1)),
      geometry::Sphere(0.05), "tip1", Eigen::Vector4d(1, 0, 0, 1));
  const geometry::GeometryId tip2 = plant.RegisterVisualGeometry(
      plant.GetBodyByName("link2"),
      math::RigidTransformd(Eigen::Vector3d(0, 0, -kTip2)),
      geometry::Sphere(0.05), "tip2", Eigen::Vector4d(0, 1, 0, 1));
  plant.Finalize();
  auto diagram = builder.Build();
  std::unique_ptr<systems::Diagram<Expression>> symbolic =
      systems::System<double>::ToSymbolic(*diagram);
  ASSERT_NE(symbolic, nullptr);
  const auto& symbolic_plant = dynamic_cast<const MultibodyPlant<Expression>&>(
      symbolic->GetSubsystemByName(plant.get_name()));
  const auto& symbolic_graph =
      dynamic_cast<const geometry::SceneGraph<Expression>&>(
          symbolic->GetSubsystemByName(scene_graph.get_name()));
  auto context = symbolic->CreateDefaultContext();
  const Variable q1("q1"), q2("q2");
  symbolic_plant.SetPositions(
      &symbolic_plant.GetMyMutableContextFromRoot(context.get()),
      Vector2<Expression>(Expression(q1), Expression(q2)));
  const auto& query = symbolic_graph.get_query_output_port()
                          .Eval<geometry::QueryObject<Expression>>(
                              symbolic_graph.GetMyContextFromRoot(*context));
  EXPECT_EQ(query.inspector().GetName(tip2), "tip2");
  const Vector3<Expression>& p_WG2 = query.GetPoseInWorld(tip2).translation();

  auto double_context = diagram->CreateDefaultContext();
  const Vector2d q(0.4, -1.1);
  plant.SetPositions(&plant.GetMyMutableContextFromRoot(double_context.get()),
                     q);
  const auto& double_query =
      scene_graph.get_query_output_port().Eval<geometry::QueryObject<double>>(
          scene_graph.GetMyContextFromRoot(*double_context));
  const Environment env{{q1, q[0]}, {q2, q[1]}};
  const Eigen::Vector3d expected =
      -p.l1 * Eigen::Vector3d(std::sin(q[0]), 0, std::cos(q[0])) -
      kTip2 * Eigen::Vector3d(std::sin(q[0] + q[1]), 0, std::cos(q[0] + q[1]));
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(p_WG2(i).Evaluate(env), expected(i), 1e-14);
    EXPECT_NEAR(p_WG2(i).Evaluate(env),
                double_query.GetPoseInWorld(tip2).translation()(i), 1e-14);
  }
  // The first tip depends on q1 only.
  const Vector3<Expression>& p_WG1 = query.GetPoseInWorld(tip1).translation();
  EXPECT_TRUE(p_WG1(0).GetVariables().include(q1));
  EXPECT_FALSE(p_WG1(0).GetVariables().include(q2));

  // The dynamics of the converted diagram at the sample state.
  const Vector2d v(0.3, -0.2);
  symbolic_plant.SetVelocities(
      &symbolic_plant.GetMyMutableContextFromRoot(context.get()),
      Vector2<Expression>(v[0], v[1]));
  plant.SetVelocities(&plant.GetMyMutableContextFromRoot(double_context.get()),
                      v);
  const VectorX<Expression> xdot =
      symbolic->EvalTimeDerivatives(*context).CopyToVector();
  const VectorXd xdot_expected =
      diagram->EvalTimeDerivatives(*double_context).CopyToVector();
  ASSERT_EQ(xdot.size(), 4);
  for (int i = 0; i < 4; ++i) {
    EXPECT_NEAR(xdot(i).Evaluate(env), xdot_expected(i),
                1e-12 * (1 + xdot_expected.norm()));
  }
}

// A symbolic plant can also be built with its SceneGraph directly
// (AddMultibodyPlantSceneGraph<Expression>): geometry registration, the
// pose output and the query port work as for double.
TEST(MultibodyPlantSymbolic, BuildsWithSymbolicSceneGraph) {
  systems::DiagramBuilder<Expression> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  const RigidBody<Expression>& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  plant.AddJoint<PrismaticJoint>("slider", plant.world_body(), std::nullopt,
                                 ball, std::nullopt, Vector3<double>::UnitX());
  const geometry::GeometryId id = plant.RegisterVisualGeometry(
      ball, math::RigidTransformd(), geometry::Sphere(0.1), "ball_visual",
      Eigen::Vector4d(1, 1, 1, 1));
  plant.Finalize();
  EXPECT_EQ(
      plant.GetBodyFromFrameId(*plant.GetBodyFrameIdIfExists(ball.index()))
          ->name(),
      "ball");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  const Variable x("x");
  plant.SetPositions(&plant.GetMyMutableContextFromRoot(context.get()),
                     Vector1<Expression>(Expression(x)));
  const auto& query = scene_graph.get_query_output_port()
                          .Eval<geometry::QueryObject<Expression>>(
                              scene_graph.GetMyContextFromRoot(*context));
  EXPECT_TRUE(query.GetPoseInWorld(id).translation()(0).EqualTo(x));
  EXPECT_TRUE(query.GetPoseInWorld(id).translation()(1).EqualTo(0.0));
  // The plant reads SceneGraph's registration data through its query port.
  EXPECT_EQ(plant.EvalSceneGraphInspector(plant.GetMyContextFromRoot(*context))
                .GetName(id),
            "ball_visual");
}

}  // namespace multibody_plant_symbolic_test
}  // namespace multibody
}  // namespace drake
