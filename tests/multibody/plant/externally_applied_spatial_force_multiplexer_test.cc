// ExternallyAppliedSpatialForceMultiplexer: port names, concatenation in
// port order (empty inputs too), scalar conversion, errors, and two
// propellers on one plant through it.

#include "drake/multibody/plant/externally_applied_spatial_force_multiplexer.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/propeller.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace externally_applied_spatial_force_multiplexer_test {

using Eigen::Vector3d;
using math::RigidTransform;
using systems::DiagramBuilder;

template <typename T>
using ForceList = std::vector<ExternallyAppliedSpatialForce<T>>;

// A force on body `b` whose every number encodes `k` (to check the order).
ExternallyAppliedSpatialForce<double> Tagged(int b, double k) {
  ExternallyAppliedSpatialForce<double> f;
  f.body_index = BodyIndex(b);
  f.p_BoBq_B = Vector3d(k, k + 0.1, k + 0.2);
  f.F_Bq_W = SpatialForce<double>(Vector3d(k, 2 * k, 3 * k),
                                  Vector3d(-k, -2 * k, -3 * k));
  return f;
}

void ExpectSame(const ExternallyAppliedSpatialForce<double>& a,
                const ExternallyAppliedSpatialForce<double>& b) {
  EXPECT_EQ(a.body_index, b.body_index);
  EXPECT_EQ(a.p_BoBq_B, b.p_BoBq_B);  // copies: exact
  EXPECT_EQ(a.F_Bq_W.get_coeffs(), b.F_Bq_W.get_coeffs());
}

TEST(ExternallyAppliedSpatialForceMultiplexerTest, ConcatenatesInOrder) {
  const ExternallyAppliedSpatialForceMultiplexer<double> dut(3);
  ASSERT_EQ(dut.num_input_ports(), 3);
  ASSERT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_input_port(0).get_name(), "u0");
  EXPECT_EQ(dut.get_input_port(2).get_name(), "u2");
  EXPECT_EQ(dut.get_output_port(0).get_name(), "y0");

  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(),
                                 ForceList<double>{Tagged(1, 1), Tagged(2, 2)});
  dut.get_input_port(1).FixValue(context.get(), ForceList<double>{});
  dut.get_input_port(2).FixValue(
      context.get(),
      ForceList<double>{Tagged(3, 3), Tagged(1, 4), Tagged(5, 5)});
  const auto& out = dut.get_output_port(0).Eval<ForceList<double>>(*context);
  ASSERT_EQ(out.size(), 5u);
  ExpectSame(out[0], Tagged(1, 1));
  ExpectSame(out[1], Tagged(2, 2));
  ExpectSame(out[2], Tagged(3, 3));
  ExpectSame(out[3], Tagged(1, 4));
  ExpectSame(out[4], Tagged(5, 5));

  // The output follows a changed input (no stale cache).
  dut.get_input_port(0).FixValue(context.get(), ForceList<double>{});
  const auto& out2 = dut.get_output_port(0).Eval<ForceList<double>>(*context);
  ASSERT_EQ(out2.size(), 3u);
  ExpectSame(out2[0], Tagged(3, 3));

  // No inputs: an empty list.
  const ExternallyAppliedSpatialForceMultiplexer<double> none(0);
  auto none_context = none.CreateDefaultContext();
  EXPECT_TRUE(
      none.get_output_port(0).Eval<ForceList<double>>(*none_context).empty());
}

TEST(ExternallyAppliedSpatialForceMultiplexerTest, ScalarConversion) {
  const ExternallyAppliedSpatialForceMultiplexer<double> dut(2);
  const ExternallyAppliedSpatialForceMultiplexer<AutoDiffXd> converted(dut);
  EXPECT_EQ(converted.num_input_ports(), 2);
  auto converted2 = systems::System<double>::ToAutoDiffXd<
      ExternallyAppliedSpatialForceMultiplexer>(dut);
  ASSERT_EQ(converted2->num_input_ports(), 2);
  auto context = converted2->CreateDefaultContext();
  ExternallyAppliedSpatialForce<AutoDiffXd> f;
  f.body_index = BodyIndex(7);
  f.F_Bq_W.translational()[0] = AutoDiffXd(2.0, Vector1d(1.0));
  converted2->get_input_port(0).FixValue(context.get(),
                                         ForceList<AutoDiffXd>{f});
  converted2->get_input_port(1).FixValue(context.get(),
                                         ForceList<AutoDiffXd>{f, f});
  const auto& out =
      converted2->get_output_port(0).Eval<ForceList<AutoDiffXd>>(*context);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[2].body_index, BodyIndex(7));
  EXPECT_EQ(out[2].F_Bq_W.translational()[0].value(), 2.0);
  EXPECT_EQ(out[2].F_Bq_W.translational()[0].derivatives()[0], 1.0);
}

TEST(ExternallyAppliedSpatialForceMultiplexerTest, Errors) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      ExternallyAppliedSpatialForceMultiplexer<double>(-1),
      ".*number of inputs must be non-negative; got -1.*");
  const ExternallyAppliedSpatialForceMultiplexer<double> dut(2);
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), ForceList<double>{});
  // An input left unconnected is an error (as a required input).
  EXPECT_THROW(dut.get_output_port(0).Eval<ForceList<double>>(*context),
               std::exception);
}

// Two one-propeller systems pushing one free body (zero gravity, mass 2 kg)
// along world +x and +y, merged by the multiplexer: a_WBo = (3, 4, 0)/2.
TEST(ExternallyAppliedSpatialForceMultiplexerTest, TwoPropellersOnOnePlant) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& body = plant->AddRigidBody(
      "body", SpatialInertia<double>::SolidSphereWithMass(2.0, 0.1));
  plant->mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  plant->Finalize();
  // Propeller frames with Pz along Bx and By.
  const RigidTransform<double> X_BPx(
      math::RotationMatrix<double>::MakeYRotation(M_PI / 2));
  const RigidTransform<double> X_BPy(
      math::RotationMatrix<double>::MakeXRotation(-M_PI / 2));
  auto* px = builder.AddSystem<Propeller<double>>(body.index(), X_BPx);
  auto* py = builder.AddSystem<Propeller<double>>(body.index(), X_BPy);
  auto* mux =
      builder.AddSystem<ExternallyAppliedSpatialForceMultiplexer<double>>(2);
  for (const Propeller<double>* p : {px, py}) {
    builder.Connect(plant->get_body_poses_output_port(),
                    p->get_body_poses_input_port());
  }
  builder.Connect(px->get_spatial_forces_output_port(), mux->get_input_port(0));
  builder.Connect(py->get_spatial_forces_output_port(), mux->get_input_port(1));
  builder.Connect(mux->get_output_port(0),
                  plant->get_applied_spatial_force_input_port());
  builder.ExportInput(px->get_command_input_port(), "x");
  builder.ExportInput(py->get_command_input_port(), "y");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->get_input_port(0).FixValue(context.get(), Vector1d(3.0));
  diagram->get_input_port(1).FixValue(context.get(), Vector1d(4.0));
  const auto& A_WB = plant->EvalBodySpatialAccelerationInWorld(
      plant->GetMyContextFromRoot(*context), body);
  // Rotations by ±π/2 carry cos(π/2) ≈ 6e-17 round-off: 1e-14.
  EXPECT_TRUE(A_WB.translational().isApprox(Vector3d(1.5, 2.0, 0), 1e-14));
  EXPECT_LT(A_WB.rotational().norm(), 1e-14);
}

}  // namespace externally_applied_spatial_force_multiplexer_test
}  // namespace multibody
}  // namespace drake
