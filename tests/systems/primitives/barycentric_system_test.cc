// BarycentricMeshSystem: the output interpolates the mesh values, so an
// affine function given at the mesh points is reproduced everywhere inside
// the mesh (barycentric interpolation is exact for affine functions).

#include "drake/systems/primitives/barycentric_system.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace systems {
namespace barycentric_system_test {

using math::BarycentricMesh;

// f(x, y) = (2x + 3y + 1, x − y): affine, so interpolation is exact.
Eigen::Vector2d F(const Eigen::Vector2d& p) {
  return Eigen::Vector2d(2 * p.x() + 3 * p.y() + 1, p.x() - p.y());
}

GTEST_TEST(BarycentricMeshSystemTest, InterpolatesTheMeshValues) {
  const BarycentricMesh<double> mesh({{0.0, 0.5, 2.0}, {-1.0, 1.0}});
  Eigen::MatrixXd values(2, mesh.get_num_mesh_points());
  for (int i = 0; i < mesh.get_num_mesh_points(); ++i) {
    values.col(i) = F(mesh.get_mesh_point(i));
  }
  const BarycentricMeshSystem<double> system(mesh, values);
  EXPECT_EQ(system.get_input_port().get_name(), "u0");
  EXPECT_EQ(system.get_input_port().size(), 2);
  EXPECT_EQ(system.get_output_port().get_name(), "y0");
  EXPECT_EQ(system.get_output_port().size(), 2);
  EXPECT_TRUE(system.HasDirectFeedthrough(0, 0));
  EXPECT_EQ(system.get_output_values(), values);
  EXPECT_EQ(system.get_mesh().get_num_mesh_points(), 6);

  auto context = system.CreateDefaultContext();
  for (const Eigen::Vector2d& p :
       {Eigen::Vector2d(0.3, 0.2), Eigen::Vector2d(1.7, -0.9),
        Eigen::Vector2d(0.5, 1.0), Eigen::Vector2d(2.0, -1.0)}) {
    system.get_input_port().FixValue(context.get(), p);
    // a few products and sums: round-off only
    EXPECT_TRUE(system.get_output_port().Eval(*context).isApprox(F(p), 1e-14))
        << p.transpose();
  }
  // outside the mesh, the input is projected onto it: (3, 5) → (2, 1)
  system.get_input_port().FixValue(context.get(), Eigen::Vector2d(3, 5));
  EXPECT_TRUE(system.get_output_port().Eval(*context).isApprox(
      F(Eigen::Vector2d(2, 1)), 1e-14));
}

GTEST_TEST(BarycentricMeshSystemTest, BadValues) {
  const BarycentricMesh<double> mesh({{0.0, 1.0}});
  DRAKE_EXPECT_THROWS_MESSAGE(
      BarycentricMeshSystem<double>(mesh, Eigen::MatrixXd::Zero(1, 3)),
      ".*one column per mesh point \\(2\\), but it has 3 columns.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BarycentricMeshSystem<double>(mesh, Eigen::MatrixXd::Zero(0, 2)),
      ".*output_values has no rows.*");
}

}  // namespace barycentric_system_test
}  // namespace systems
}  // namespace drake
