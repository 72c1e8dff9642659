// A FixedOffsetFrame's pose X_PF is a Context parameter: changing it in one
// Context moves the frame (and, for a joint's frames, everything outboard of
// the joint) in that Context only. The main identity: a plant whose Context
// holds changed offsets computes exactly what a plant built with those
// offsets as its model values computes (poses, velocities, Jacobians, mass
// matrix, inverse and forward dynamics, energy, a bushing's forces, the
// BodyNode passes), for every joint type, reversed joints and welds.

#include <functional>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/near_relative.h"

#include "drake/common/autodiff.h"
#include "drake/common/find_resource.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/body_node.h"
#include "drake/multibody/tree/linear_bushing_roll_pitch_yaw.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace fixed_offset_frame_parameter_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransform;
using math::RigidTransformd;
using math::RollPitchYawd;

// Both plants run the same recursions on the same numbers; only the order
// in which a weld's or a nested frame's offsets are composed can differ.
// Quantities are O(1)–O(10) built from O(100) operations: 1e-12 relative
// leaves room for round-off only.
constexpr double kRelative = 1e-12;

// |a − b|∞ ≤ relative·max(1, |b|∞) with equal sizes.
template <typename DerivedA, typename DerivedB>
::testing::AssertionResult NearRelative(const Eigen::MatrixBase<DerivedA>& a,
                                        const Eigen::MatrixBase<DerivedB>& b,
                                        double relative = kRelative) {
  return ::drake::test::NearRelative(a, b, relative);
}

RigidTransformd X(double r, double p, double y, double px, double py,
                  double pz) {
  return RigidTransformd(RollPitchYawd(r, p, y), Vector3d(px, py, pz));
}

// The number of offset slots MakeChain() reads.
constexpr int kNumSlots = 16;

// A chain with every joint type, a branch, a reversed joint, a weld, a
// nested frame and a bushing between two frames. Slot k of `offsets` is the
// model value of the k-th FixedOffsetFrame the chain creates, in creation
// order (joint parent frames "<joint>_parent", child frames "<joint>_child",
// then "marker", "nested", "bushing_a" and "bushing_c").
std::unique_ptr<MultibodyPlant<double>> MakeChain(
    const std::vector<RigidTransformd>& offsets) {
  EXPECT_EQ(static_cast<int>(offsets.size()), kNumSlots);
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto inertia = [](double m, double x, double y, double z) {
    return SpatialInertia<double>::MakeFromCentralInertia(
        m, Vector3d(x, y, z),
        RotationalInertia<double>(0.1 * m, 0.12 * m, 0.09 * m, 0.01 * m,
                                  -0.005 * m, 0.002 * m));
  };
  std::vector<const RigidBody<double>*> b;
  const double masses[] = {1.5, 1.1, 0.9, 0.7, 0.6, 0.5, 0.4, 0.3, 0.8, 1.2};
  for (int i = 0; i < 10; ++i) {
    b.push_back(&plant->AddRigidBody(
        "b" + std::to_string(i + 1),
        inertia(masses[i], 0.1 * (i % 3) - 0.1, 0.05 * (i % 2), -0.2)));
  }
  plant->AddJoint<QuaternionFloatingJoint>("free", plant->world_body(),
                                           offsets[0], *b[0], std::nullopt);
  plant->AddJoint<RevoluteJoint>("rev", *b[0], offsets[1], *b[1], offsets[2],
                                 Vector3d(0.3, 0.5, 0.8));
  plant->AddJoint<PrismaticJoint>("pri", *b[1], offsets[3], *b[2], std::nullopt,
                                  Vector3d(1, 0.2, -0.1));
  plant->AddJoint<UniversalJoint>("uni", *b[2], offsets[4], *b[3], offsets[5]);
  plant->AddJoint<BallQuaternionJoint>("ball", *b[3], offsets[6], *b[4],
                                       std::nullopt);
  plant->AddJoint<PlanarJoint>("planar", *b[4], offsets[7], *b[5],
                               std::nullopt);
  plant->AddJoint<ScrewJoint>("screw", *b[5], offsets[8], *b[6], std::nullopt,
                              Vector3d(0.2, 0.3, 1.0), 0.05, 0.0);
  plant->AddJoint<RpyFloatingJoint>("rpyfree", *b[6], offsets[9], *b[7],
                                    std::nullopt);
  plant->AddJoint<WeldJoint>("weld", *b[7], offsets[10], *b[8], offsets[11],
                             X(0, 0.4, 0, 0.1, 0, -0.1));
  // Reversed: b10 is the joint's parent but hangs from b2 (the child).
  plant->AddJoint<RevoluteJoint>("reversed", *b[9], offsets[12], *b[1],
                                 std::nullopt, Vector3d::UnitX());
  const auto& marker = plant->AddFrame(
      std::make_unique<FixedOffsetFrame<double>>("marker", *b[6], offsets[13]));
  plant->AddFrame(std::make_unique<FixedOffsetFrame<double>>("nested", marker,
                                                             offsets[14]));
  const auto& bushing_a =
      plant->AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "bushing_a", *b[2], offsets[15]));
  plant->AddForceElement<LinearBushingRollPitchYaw>(
      bushing_a, plant->GetFrameByName("nested"), Vector3d(1, 2, 3),
      Vector3d(0.1, 0.2, 0.3), Vector3d(40, 50, 60), Vector3d(1, 2, 3));
  plant->mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -9.81));
  plant->Finalize();
  return plant;
}

std::vector<RigidTransformd> BaseOffsets() {
  return {X(0.1, 0.2, 0.3, 0, 0, 1),
          X(0.0, 0.3, 0.1, 0.1, 0, -0.4),
          X(0.2, 0, 0, 0, 0.05, 0),
          X(0.1, 0, 0.2, 0, 0, -0.5),
          X(0, 0, 0.4, 0, 0.1, -0.3),
          X(0.1, 0.1, 0, 0, 0, 0.02),
          X(0.2, 0, 0, 0, 0, -0.3),
          X(0, 0.3, 0, 0.1, 0, -0.2),
          X(0, 0, 0.2, 0, 0, -0.1),
          X(0.1, 0, 0, 0, 0, -0.2),
          X(0, 0, 0, 0, 0.1, 0),
          X(0.3, 0.2, 0.1, 0, 0, 0.1),
          RigidTransformd::Identity(),
          X(0.2, -0.1, 0.3, 0.05, 0.1, 0),
          X(-0.3, 0.1, 0.2, 0.02, -0.1, 0.2),
          X(0, 0.2, 0, 0.1, 0, 0)};
}

// BaseOffsets() with every slot moved by a different rotation and shift.
std::vector<RigidTransformd> MovedOffsets() {
  std::vector<RigidTransformd> offsets = BaseOffsets();
  for (int k = 0; k < kNumSlots; ++k) {
    const double s = 0.01 * (k + 1);
    offsets[k] = offsets[k] * X(s, -2 * s, 0.5 * s, 3 * s, -s, 2 * s);
  }
  return offsets;
}

// The FixedOffsetFrames of `plant` in creation (index) order.
std::vector<const FixedOffsetFrame<double>*> OffsetFrames(
    const MultibodyPlant<double>& plant) {
  std::vector<const FixedOffsetFrame<double>*> frames;
  for (int f = 0; f < plant.num_frames(); ++f) {
    if (const auto* fixed = dynamic_cast<const FixedOffsetFrame<double>*>(
            &plant.get_frame(FrameIndex(f)))) {
      frames.push_back(fixed);
    }
  }
  return frames;
}

// A random state with unit quaternions.
void SetRandomState(const MultibodyPlant<double>& plant,
                    systems::Context<double>* context) {
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  VectorXd q(plant.num_positions());
  for (int i = 0; i < q.size(); ++i) q[i] = uniform(generator);
  for (const char* name : {"free", "ball"}) {
    const Joint<double>& joint = plant.GetJointByName(name);
    q.segment<4>(joint.position_start()).normalize();
  }
  VectorXd v(plant.num_velocities());
  for (int i = 0; i < v.size(); ++i) v[i] = uniform(generator);
  plant.SetPositions(context, q);
  plant.SetVelocities(context, v);
}

// Everything we compare, computed by `plant` in `context`.
struct Results {
  std::vector<MatrixXd> values;
  std::vector<std::string> names;
  void Add(const std::string& name, const MatrixXd& value) {
    names.push_back(name);
    values.push_back(value);
  }
};

Results Compute(const MultibodyPlant<double>& plant,
                const systems::Context<double>& context) {
  Results r;
  const int nv = plant.num_velocities();
  for (int b = 1; b < plant.num_bodies(); ++b) {
    const RigidBody<double>& body = plant.get_body(BodyIndex(b));
    r.Add("X_WB " + body.name(),
          plant.EvalBodyPoseInWorld(context, body).GetAsMatrix34());
    r.Add("V_WB " + body.name(),
          plant.EvalBodySpatialVelocityInWorld(context, body).get_coeffs());
  }
  for (const char* name : {"marker", "nested", "bushing_a"}) {
    const Frame<double>& frame = plant.GetFrameByName(name);
    r.Add(std::string("X_WF ") + name,
          frame.CalcPoseInWorld(context).GetAsMatrix34());
    r.Add(std::string("V_WF ") + name,
          frame.CalcSpatialVelocityInWorld(context).get_coeffs());
    MatrixXd J(6, nv);
    plant.CalcJacobianSpatialVelocity(
        context, JacobianWrtVariable::kV, frame, Vector3d(0.1, -0.2, 0.3),
        plant.world_frame(), plant.world_frame(), &J);
    r.Add(std::string("J ") + name, J);
  }
  MatrixXd M(nv, nv), M_id(nv, nv);
  plant.CalcMassMatrix(context, &M);
  plant.CalcMassMatrixViaInverseDynamics(context, &M_id);
  r.Add("M", M);
  r.Add("M by inverse dynamics", M_id);
  VectorXd Cv(nv);
  plant.CalcBiasTerm(context, &Cv);
  r.Add("Cv", Cv);
  r.Add("tau_g", plant.CalcGravityGeneralizedForces(context));
  MultibodyForces<double> forces(plant);
  plant.CalcForceElementsContribution(context, &forces);
  r.Add("force elements", forces.generalized_forces());
  MatrixXd F(6, plant.num_bodies());
  for (int b = 0; b < plant.num_bodies(); ++b) {
    F.col(b) = forces.body_forces()[b].get_coeffs();
  }
  r.Add("force elements on bodies", F);
  r.Add("xdot", plant.EvalTimeDerivatives(context).CopyToVector());
  r.Add("KE", MatrixXd::Constant(1, 1, plant.CalcKineticEnergy(context)));
  r.Add("PE", MatrixXd::Constant(1, 1, plant.CalcPotentialEnergy(context)));
  // The BodyNode passes (the seeds' object view) read the offsets too.
  const auto& tree = plant.internal_tree();
  internal::PositionKinematicsCache<double> pc(tree.num_mobods(), nv);
  for (int m = 0; m < tree.num_mobods(); ++m) {
    tree.get_body_node(internal::MobodIndex(m))
        .CalcPositionKinematicsCache_BaseToTip(context, &pc);
  }
  for (int m = 1; m < tree.num_mobods(); ++m) {
    r.Add("BodyNode X_WB " + std::to_string(m),
          pc.get_X_WB(internal::MobodIndex(m)).GetAsMatrix34());
  }
  return r;
}

void ExpectSameResults(const Results& a, const Results& b) {
  ASSERT_EQ(a.values.size(), b.values.size());
  for (size_t i = 0; i < a.values.size(); ++i) {
    SCOPED_TRACE(a.names[i]);
    EXPECT_TRUE(NearRelative(a.values[i], b.values[i]));
  }
}

TEST(FixedOffsetFrameParameterTest, DefaultContextHoldsModelValues) {
  const auto plant = MakeChain(BaseOffsets());
  const auto context = plant->CreateDefaultContext();
  const auto frames = OffsetFrames(*plant);
  ASSERT_EQ(static_cast<int>(frames.size()), kNumSlots);
  const auto offsets = BaseOffsets();
  for (int k = 0; k < kNumSlots; ++k) {
    SCOPED_TRACE(frames[k]->name());
    EXPECT_TRUE(
        frames[k]->GetPoseInParentFrame(*context).IsExactlyEqualTo(offsets[k]));
    EXPECT_TRUE(
        frames[k]->GetFixedPoseInParentFrame().IsExactlyEqualTo(offsets[k]));
    EXPECT_TRUE(
        NearRelative(frames[k]->EvalPoseInBodyFrame(*context).GetAsMatrix34(),
                     frames[k]->GetFixedPoseInBodyFrame().GetAsMatrix34()));
  }
  // The creation order the slots assume.
  EXPECT_EQ(frames[1]->name(), "rev_parent");
  EXPECT_EQ(frames[2]->name(), "rev_child");
  EXPECT_EQ(frames[12]->name(), "reversed_parent");
  EXPECT_EQ(frames[14]->name(), "nested");
}

// The main identity, with the changed offsets set one frame at a time
// through the public API.
TEST(FixedOffsetFrameParameterTest, ContextOffsetsEqualModelOffsets) {
  const auto plant = MakeChain(BaseOffsets());
  const auto moved_plant = MakeChain(MovedOffsets());
  auto context = plant->CreateDefaultContext();
  auto moved_context = moved_plant->CreateDefaultContext();
  SetRandomState(*plant, context.get());
  SetRandomState(*moved_plant, moved_context.get());
  // Evaluate once first, so that stale caches would show.
  const Results before = Compute(*plant, *context);
  const auto frames = OffsetFrames(*plant);
  const auto moved = MovedOffsets();
  for (int k = 0; k < kNumSlots; ++k) {
    frames[k]->SetPoseInParentFrame(context.get(), moved[k]);
  }
  for (int k = 0; k < kNumSlots; ++k) {
    EXPECT_TRUE(
        NearRelative(frames[k]->GetPoseInParentFrame(*context).GetAsMatrix34(),
                     moved[k].GetAsMatrix34(), 1e-15));
  }
  ExpectSameResults(Compute(*plant, *context),
                    Compute(*moved_plant, *moved_context));
  // The offsets did change the results (the comparison above is not
  // vacuous), and the model and other contexts keep theirs.
  const Results after = Compute(*plant, *context);
  EXPECT_FALSE(NearRelative(after.values[0], before.values[0], 1e-6));
  auto fresh = plant->CreateDefaultContext();
  SetRandomState(*plant, fresh.get());
  ExpectSameResults(Compute(*plant, *fresh), before);
  // SetDefaultContext() restores the model values.
  plant->SetDefaultContext(context.get());
  SetRandomState(*plant, context.get());
  ExpectSameResults(Compute(*plant, *context), before);
}

// A single joint frame, closed form: a pendulum whose pivot frame is moved
// and turned in the context.
TEST(FixedOffsetFrameParameterTest, PendulumPivotClosedForm) {
  MultibodyPlant<double> plant(0.0);
  constexpr double m = 2.0, l = 0.5;
  const auto& link = plant.AddRigidBody(
      "link", SpatialInertia<double>::PointMass(m, Vector3d(0, 0, -l)));
  const auto& pin = plant.AddJoint<RevoluteJoint>(
      "pin", plant.world_body(), RigidTransformd::Identity(), link,
      std::nullopt, Vector3d::UnitY());
  plant.mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -9.81));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const auto& pivot =
      dynamic_cast<const FixedOffsetFrame<double>&>(pin.frame_on_parent());
  EXPECT_EQ(pivot.name(), "pin_parent");
  constexpr double theta = 0.3;
  pin.set_angle(context.get(), theta);
  // Hanging: τ_g = −m·g·l·sin θ.
  EXPECT_NEAR(plant.CalcGravityGeneralizedForces(*context)[0],
              -m * 9.81 * l * std::sin(theta), 1e-12);
  // Pivot raised by 1 m and turned by α about x: the point mass is at
  // p = (0, 0, 1) + R_x(α)·R_y(θ)·(0, 0, −l), whose height is
  // 1 − l·cos θ·cos α, so τ_g = −m·g·l·sin θ·cos α.
  constexpr double alpha = 0.4;
  pivot.SetPoseInParentFrame(
      context.get(),
      RigidTransformd(RollPitchYawd(alpha, 0, 0), Vector3d(0, 0, 1)));
  EXPECT_NEAR(plant.CalcGravityGeneralizedForces(*context)[0],
              -m * 9.81 * l * std::sin(theta) * std::cos(alpha), 1e-12);
  const RigidTransformd X_WB = plant.EvalBodyPoseInWorld(*context, link);
  // The body frame's origin is the pivot point.
  EXPECT_TRUE(NearRelative(X_WB.translation(), Vector3d(0, 0, 1)));
  const Vector3d expected =
      Vector3d(0, 0, 1) +
      RigidTransformd(RollPitchYawd(alpha, 0, 0), Vector3d::Zero()) *
          (RigidTransformd(RollPitchYawd(0, theta, 0), Vector3d::Zero()) *
           Vector3d(0, 0, -l));
  EXPECT_TRUE(NearRelative(X_WB * Vector3d(0, 0, -l), expected));
  // M = m·l² does not depend on where the pivot is.
  MatrixXd M(1, 1);
  plant.CalcMassMatrix(*context, &M);
  EXPECT_NEAR(M(0, 0), m * l * l, 1e-12);
}

// ∂/∂p_PF of a body pose and of M by AutoDiff through the parameter, against
// central differences of the double plant.
TEST(FixedOffsetFrameParameterTest, AutoDiffThroughTheParameter) {
  const auto plant = MakeChain(BaseOffsets());
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
  auto context = plant->CreateDefaultContext();
  SetRandomState(*plant, context.get());
  auto context_ad = plant_ad->CreateDefaultContext();
  context_ad->SetTimeStateAndParametersFrom(*context);
  // Slot 12 ("reversed_parent") is the identity, whose pose a pass could
  // skip: its derivatives must survive that.
  // Each frame with a body outboard of it.
  const std::pair<const char*, const char*> cases[] = {
      {"uni_parent", "b9"}, {"reversed_parent", "b10"}};
  for (const auto& [name, tip_name] : cases) {
    SCOPED_TRACE(name);
    const auto& frame = dynamic_cast<const FixedOffsetFrame<double>&>(
        plant->GetFrameByName(name));
    const auto& frame_ad = dynamic_cast<const FixedOffsetFrame<AutoDiffXd>&>(
        plant_ad->GetFrameByName(name));
    auto fresh_ad = context_ad->Clone();
    const RigidTransformd X0 = frame.GetFixedPoseInParentFrame();
    Vector3<AutoDiffXd> p;
    for (int i = 0; i < 3; ++i) {
      p[i] = AutoDiffXd(X0.translation()[i], VectorXd::Unit(3, i));
    }
    frame_ad.SetPoseInParentFrame(
        fresh_ad.get(),
        RigidTransform<AutoDiffXd>(X0.rotation().cast<AutoDiffXd>(), p));
    const int nv = plant->num_velocities();
    MatrixX<AutoDiffXd> M_ad(nv, nv);
    plant_ad->CalcMassMatrix(*fresh_ad, &M_ad);
    const RigidBody<AutoDiffXd>& tip = plant_ad->GetBodyByName(tip_name);
    const Vector3<AutoDiffXd> p_W =
        plant_ad->EvalBodyPoseInWorld(*fresh_ad, tip).translation();
    constexpr double h = 1e-6;
    for (int i = 0; i < 3; ++i) {
      auto plus = context->Clone();
      auto minus = context->Clone();
      frame.SetPoseInParentFrame(
          plus.get(),
          RigidTransformd(X0.rotation(),
                          X0.translation() + h * Vector3d::Unit(i)));
      frame.SetPoseInParentFrame(
          minus.get(),
          RigidTransformd(X0.rotation(),
                          X0.translation() - h * Vector3d::Unit(i)));
      MatrixXd M_plus(nv, nv), M_minus(nv, nv);
      plant->CalcMassMatrix(*plus, &M_plus);
      plant->CalcMassMatrix(*minus, &M_minus);
      const MatrixXd dM = (M_plus - M_minus) / (2 * h);
      MatrixXd dM_ad(nv, nv);
      for (int r = 0; r < nv; ++r) {
        for (int c = 0; c < nv; ++c) {
          dM_ad(r, c) = M_ad(r, c).derivatives().size() == 3
                            ? M_ad(r, c).derivatives()[i]
                            : 0.0;
        }
      }
      // Central differences: O(h²) truncation plus O(ε/h) round-off on O(1)
      // entries, so 1e-7 absolute.
      EXPECT_LT((dM_ad - dM).cwiseAbs().maxCoeff(), 1e-7);
      const Vector3d dp =
          (plant->EvalBodyPoseInWorld(*plus, plant->GetBodyByName(tip_name))
               .translation() -
           plant->EvalBodyPoseInWorld(*minus, plant->GetBodyByName(tip_name))
               .translation()) /
          (2 * h);
      Vector3d dp_ad;
      for (int k = 0; k < 3; ++k) {
        ASSERT_EQ(p_W[k].derivatives().size(), 3);
        dp_ad[k] = p_W[k].derivatives()[i];
      }
      EXPECT_LT((dp_ad - dp).cwiseAbs().maxCoeff(), 1e-7);
      // The tip moves with the frame: the comparison is not vacuous.
      EXPECT_GT(dp.norm(), 0.1);
    }
  }
}

TEST(FixedOffsetFrameParameterTest, DiscretePlantSteps) {
  // A discrete plant steps with the context's offsets: one step of the
  // plant with moved offsets in its context equals one step of the plant
  // built with them.
  auto make = [](const std::vector<RigidTransformd>& offsets) {
    auto plant = std::make_unique<MultibodyPlant<double>>(1e-3);
    const auto& body = plant->AddRigidBody(
        "body", SpatialInertia<double>::SolidBoxWithMass(1, 0.1, 0.2, 0.3));
    plant->AddJoint<RevoluteJoint>("pin", plant->world_body(), offsets[0], body,
                                   offsets[1], Vector3d::UnitX());
    plant->Finalize();
    return plant;
  };
  const std::vector<RigidTransformd> base = {X(0.1, 0, 0, 0, 0, 1),
                                             X(0, 0.2, 0, 0, 0, 0.3)};
  const std::vector<RigidTransformd> moved = {X(0.3, 0.4, 0, 0, 0.5, 1),
                                              X(0, -0.2, 0.1, 0.1, 0, 0.3)};
  const auto plant = make(base);
  const auto moved_plant = make(moved);
  auto context = plant->CreateDefaultContext();
  auto moved_context = moved_plant->CreateDefaultContext();
  const Joint<double>& pin = plant->GetJointByName("pin");
  dynamic_cast<const FixedOffsetFrame<double>&>(pin.frame_on_parent())
      .SetPoseInParentFrame(context.get(), moved[0]);
  dynamic_cast<const FixedOffsetFrame<double>&>(pin.frame_on_child())
      .SetPoseInParentFrame(context.get(), moved[1]);
  // Ten steps of 1 ms each.
  systems::Simulator<double> simulator(*plant, std::move(context));
  systems::Simulator<double> moved_simulator(*moved_plant,
                                             std::move(moved_context));
  simulator.AdvanceTo(0.01);
  moved_simulator.AdvanceTo(0.01);
  const VectorXd x = plant->GetPositionsAndVelocities(simulator.get_context());
  const VectorXd moved_x =
      moved_plant->GetPositionsAndVelocities(moved_simulator.get_context());
  EXPECT_TRUE(NearRelative(x, moved_x));
  // Gravity swings the body about the tilted axis: not vacuous.
  EXPECT_GT(std::abs(x[1]), 1e-3);
}

// The calibration use case: a parsed robot's joint frame moved in a Context.
// The iiwa's joints are revolute about z, so X_W4 = X_W3·X_PF·Rz(q₄)
// (its link frames are the joints' child frames).
TEST(FixedOffsetFrameParameterTest, ParsedJointFrame) {
  MultibodyPlant<double> plant(0.0);
  Parser(&plant).AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("base"));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RevoluteJoint<double>& joint =
      plant.GetJointByName<RevoluteJoint>("iiwa_joint_4");
  ASSERT_EQ(joint.revolute_axis(), Vector3d::UnitZ());
  const auto* frame =
      dynamic_cast<const FixedOffsetFrame<double>*>(&joint.frame_on_parent());
  ASSERT_NE(frame, nullptr);
  const RigidTransformd X_PF = frame->GetPoseInParentFrame(*context) *
                               X(0.01, -0.02, 0.03, 1e-3, 0, 2e-3);
  frame->SetPoseInParentFrame(context.get(), X_PF);
  VectorXd q(7);
  q << 0.1, -0.4, 0.3, 1.1, -0.2, 0.5, 0.7;
  plant.SetPositions(context.get(), q);
  const RigidTransformd X_W3 =
      plant.GetBodyByName("iiwa_link_3").EvalPoseInWorld(*context);
  const RigidTransformd X_W4 =
      plant.GetBodyByName("iiwa_link_4").EvalPoseInWorld(*context);
  const RigidTransformd expected =
      X_W3 * X_PF *
      RigidTransformd(RollPitchYawd(0, 0, q[3]), Vector3d::Zero());
  EXPECT_TRUE(NearRelative(X_W4.GetAsMatrix34(), expected.GetAsMatrix34()));
}

TEST(FixedOffsetFrameParameterTest, Errors) {
  const auto plant = MakeChain(BaseOffsets());
  const auto& marker = dynamic_cast<const FixedOffsetFrame<double>&>(
      plant->GetFrameByName("marker"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      marker.SetPoseInParentFrame(nullptr, RigidTransformd()),
      ".*SetPoseInParentFrame.*context is null.*'marker'.*");
  const auto other = MakeChain(BaseOffsets());
  auto other_context = other->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      marker.SetPoseInParentFrame(other_context.get(), RigidTransformd()),
      ".*Context of a different System.*");
  DRAKE_EXPECT_THROWS_MESSAGE(marker.GetPoseInParentFrame(*other_context),
                              ".*Context of a different System.*");
  DRAKE_EXPECT_THROWS_MESSAGE(marker.EvalPoseInBodyFrame(*other_context),
                              ".*Context of a different System.*");
  // The other context is unchanged by the failed call.
  EXPECT_TRUE(dynamic_cast<const FixedOffsetFrame<double>&>(
                  other->GetFrameByName("marker"))
                  .GetPoseInParentFrame(*other_context)
                  .IsExactlyEqualTo(BaseOffsets()[13]));

  // Before Finalize() a frame has no parameter yet.
  MultibodyPlant<double> unfinished(0.0);
  const auto& body = unfinished.AddRigidBody(
      "body", SpatialInertia<double>::SolidSphereWithMass(1, 0.1));
  const auto& frame = unfinished.AddFrame(
      std::make_unique<FixedOffsetFrame<double>>("f", body, RigidTransformd()));
  auto context = plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      frame.SetPoseInParentFrame(context.get(), RigidTransformd()),
      ".*SetPoseInParentFrame.*'f' is not part of a finalized "
      "MultibodyPlant.*");

  // A frame never added to a plant.
  FixedOffsetFrame<double> loose("loose", body, RigidTransformd());
  DRAKE_EXPECT_THROWS_MESSAGE(
      loose.GetPoseInParentFrame(*context),
      ".*GetPoseInParentFrame.*'loose' is not part of a finalized "
      "MultibodyPlant.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      loose.EvalPoseInBodyFrame(*context),
      ".*EvalPoseInBodyFrame.*'loose' has not been added to a "
      "MultibodyPlant.*");
  // A frame whose parent frame was never added.
  DRAKE_EXPECT_THROWS_MESSAGE(
      unfinished.AddFrame(std::make_unique<FixedOffsetFrame<double>>(
          "child_of_loose", loose, RigidTransformd())),
      ".*AddFrame.*parent frame 'loose' of frame 'child_of_loose' has not "
      "been added.*");
}

}  // namespace fixed_offset_frame_parameter_test
}  // namespace multibody
}  // namespace drake
