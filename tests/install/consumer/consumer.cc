// A tiny Drake client program: it uses only Drake's header paths and names,
// so the same file builds against Drake or against an installed Mallard.
#include <cmath>
#include <iostream>

#include "drake/common/eigen_types.h"
#include "drake/common/text_logging.h"
#include "drake/geometry/meshcat.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/math/spatial_velocity.h"
#include "drake/visualization/visualization_config_functions.h"

int main() {
  using drake::math::RigidTransform;
  using drake::math::RotationMatrix;
  const RigidTransform<double> X_AB(
      RotationMatrix<double>::MakeZRotation(M_PI / 2),
      drake::Vector3<double>(1, 0, 0));
  // Rotating (1, 0, 0) by 90° about z gives (0, 1, 0); adding p = (1, 0, 0).
  const drake::Vector3<double> p_AQ = X_AB * drake::Vector3<double>(1, 0, 0);
  const drake::multibody::SpatialVelocity<double> V(
      drake::Vector3<double>(0, 0, 1), drake::Vector3<double>(0, 0, 0));
  // Shifting a pure rotation about z by (1, 0, 0) gives v = w × p = (0, 1, 0).
  const auto V_shifted = V.Shift(drake::Vector3<double>(1, 0, 0));
  const bool geometry_ok =
      (p_AQ - drake::Vector3<double>(1, 1, 0)).norm() < 1e-12 &&
      (V_shifted.translational() - drake::Vector3<double>(0, 1, 0)).norm() <
          1e-12;
  // a Meshcat server on an ephemeral port, and Drake's visualization config
  drake::geometry::Meshcat meshcat(0);
  meshcat.SetObject("box", drake::geometry::Box(1, 2, 3));
  const drake::visualization::VisualizationConfig config;
  const bool meshcat_ok = meshcat.port() > 0 && meshcat.HasPath("box") &&
                          config.publish_illustration;
  drake::log()->debug("consumer computed p_AQ = {}", p_AQ.transpose()(0));
  const bool ok = geometry_ok && meshcat_ok;
  std::cout << (ok ? "consumer ok" : "consumer WRONG") << std::endl;
  return ok ? 0 : 1;
}
