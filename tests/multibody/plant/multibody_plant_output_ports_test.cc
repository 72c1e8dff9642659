// MultibodyPlant's dynamic output ports: a discrete plant's sampled versus
// live generalized acceleration, and the reaction forces of a weld against
// the weight it holds.

#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_output_ports_test {

using Eigen::Matrix3d;
using Eigen::Matrix4d;
using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;
using test::AddPendulum;
using test::Pendulum;

// Plain-Eigen homogeneous transforms, independent of the library's math.
Matrix4d Homogeneous(const Matrix3d& R, const Vector3d& p) {
  Matrix4d X = Matrix4d::Identity();
  X.topLeftCorner<3, 3>() = R;
  X.topRightCorner<3, 1>() = p;
  return X;
}

Matrix4d ToMatrix(const RigidTransform<double>& X) {
  return Homogeneous(X.rotation().matrix(), X.translation());
}

// A discrete point-mass pendulum, sampled or not.
std::unique_ptr<MultibodyPlant<double>> MakeDiscretePendulum(double h,
                                                             bool sampled) {
  auto plant = std::make_unique<MultibodyPlant<double>>(h);
  Pendulum p;
  p.Icm = 0.0;
  AddPendulum(plant.get(), p, "bob", default_model_instance());
  plant->SetUseSampledOutputPorts(sampled);
  plant->Finalize();
  return plant;
}

TEST(MultibodyPlantOutputPortsTest, SampledVersusLiveAcceleration) {
  const double h = 0.01, q0 = 0.9, v0 = 0.4;
  const Pendulum p;
  // Point-mass pendulum: θ̈ = −(g/l) sin θ (a few flops: 1e-13).
  auto vdot_of = [&](double q) { return -p.g / p.l * std::sin(q); };
  for (bool sampled : {false, true}) {
    SCOPED_TRACE(sampled ? "sampled" : "live");
    auto plant = MakeDiscretePendulum(h, sampled);
    EXPECT_EQ(plant->has_sampled_output_ports(), sampled);
    auto context = plant->CreateDefaultContext();
    plant->SetPositions(context.get(), Vector1d(q0));
    plant->SetVelocities(context.get(), Vector1d(v0));
    systems::Simulator<double> simulator(*plant, std::move(context));
    simulator.AdvanceTo(h);
    const auto& ctx = simulator.get_context();
    const double q1 = plant->GetPositions(ctx)[0];
    const double v1 = plant->GetVelocities(ctx)[0];
    // The step itself: v₁ = v₀ + h v̇(q₀), q₁ = q₀ + h v₁.
    EXPECT_NEAR(v1, v0 + h * vdot_of(q0), 1e-14);
    EXPECT_NEAR(q1, q0 + h * v1, 1e-14);
    const double reported =
        plant->get_generalized_acceleration_output_port().Eval(ctx)[0];
    if (sampled) {
      // The sample taken during the step: v̇(x₀) = (v₁ − v₀)/h.
      EXPECT_NEAR(reported, vdot_of(q0), 1e-13);
    } else {
      // Live: forward dynamics of the current state x₁.
      EXPECT_NEAR(reported, vdot_of(q1), 1e-13);
    }
    EXPECT_GT(std::abs(vdot_of(q1) - vdot_of(q0)), 1e-3);
  }
}

// A body welded to the world hangs still: the weld's reaction on the child
// at the child joint frame origin Jc balances its weight. With the weight
// m g acting down at Bcm: f = +m g ẑ_W, τ_Jc = p_JcBcm × f, both re-expressed
// in Jc.
TEST(MultibodyPlantOutputPortsTest, WeldReactionEqualsWeight) {
  const double m = 2.5, g = 9.81;
  const Vector3d p_BoBcm_B(0.1, -0.2, 0.05);
  for (double time_step : {0.0, 0.01}) {
    SCOPED_TRACE(time_step);
    MultibodyPlant<double> plant(time_step);
    const RigidBody<double>& body = plant.AddRigidBody(
        "hanging", SpatialInertia<double>::MakeFromCentralInertia(
                       m, p_BoBcm_B, RotationalInertia<double>(0.1, 0.2, 0.3)));
    // A pivot on a second body keeps the plant from having zero dofs.
    AddPendulum(&plant, Pendulum{}, "other", default_model_instance());
    const RigidTransform<double> X_WF(RollPitchYaw<double>(0.2, 0.1, -0.3),
                                      Vector3d(0, 0, 2));
    const RigidTransform<double> X_BM(RollPitchYaw<double>(-0.4, 0.5, 0.6),
                                      Vector3d(0.3, 0, 0.1));
    const RigidTransform<double> X_FM(RollPitchYaw<double>(0.0, 0.7, 0.0),
                                      Vector3d(0, 0.1, 0));
    const auto& weld = plant.AddJoint<WeldJoint>("weld", plant.world_body(),
                                                 X_WF, body, X_BM, X_FM);
    plant.mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -g));
    if (time_step > 0) plant.SetUseSampledOutputPorts(false);
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    const auto& F_all = plant.get_reaction_forces_output_port()
                            .Eval<std::vector<SpatialForce<double>>>(*context);
    ASSERT_GT(static_cast<int>(F_all.size()), int{weld.index()});
    const SpatialForce<double>& F_Jc_Jc = F_all[weld.index()];

    // Expected, with plain Eigen: Jc = M, X_WM = X_WF X_FM, X_WB = X_WM X_BM⁻¹.
    const Matrix4d X_WM = ToMatrix(X_WF) * ToMatrix(X_FM);
    const Matrix4d X_WB = X_WM * ToMatrix(X_BM).inverse();
    const Vector3d p_WBcm =
        X_WB.topLeftCorner<3, 3>() * p_BoBcm_B + X_WB.topRightCorner<3, 1>();
    const Vector3d p_JcBcm_W = p_WBcm - X_WM.topRightCorner<3, 1>();
    const Vector3d f_W(0, 0, m * g);
    const Vector3d tau_W = p_JcBcm_W.cross(f_W);
    const Matrix3d R_WJc = X_WM.topLeftCorner<3, 3>();
    // O(10) N and N·m through a few rotations: 1e-12.
    EXPECT_LT((F_Jc_Jc.translational() - R_WJc.transpose() * f_W).norm(), 1e-12)
        << F_Jc_Jc.translational().transpose();
    EXPECT_LT((F_Jc_Jc.rotational() - R_WJc.transpose() * tau_W).norm(), 1e-12)
        << F_Jc_Jc.rotational().transpose();
  }
}

}  // namespace multibody_plant_output_ports_test
}  // namespace multibody
}  // namespace drake
