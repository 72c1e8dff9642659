// ContactSurface: M/N ordering (swap reverses normals and exchanges the
// gradients), copies, and the gradient accessors' errors.

#include "drake/geometry/query_results/contact_surface.h"

#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace geometry {
namespace contact_surface_test {

using Eigen::Vector3d;

// One triangle in z = 0 with normal +z, and a field with values 1, 2, 3.
ContactSurface<double> MakeSurface(GeometryId id_M, GeometryId id_N) {
  auto mesh = std::make_unique<TriangleSurfaceMesh<double>>(
      std::vector<SurfaceTriangle>{SurfaceTriangle(0, 1, 2)},
      std::vector<Vector3d>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  auto field = std::make_unique<TriangleSurfaceMeshFieldLinear<double, double>>(
      std::vector<double>{1, 2, 3}, mesh.get());
  auto grad_M = std::make_unique<std::vector<Vector3d>>(1, Vector3d(0, 0, 5));
  return ContactSurface<double>(id_M, id_N, std::move(mesh), std::move(field),
                                std::move(grad_M));
}

TEST(ContactSurfaceTest, OrderingAndSwap) {
  const GeometryId a = GeometryId::get_new_id();
  const GeometryId b = GeometryId::get_new_id();
  ASSERT_LT(a, b);
  const ContactSurface<double> kept = MakeSurface(a, b);
  EXPECT_EQ(kept.id_M(), a);
  EXPECT_TRUE(CompareMatrices(kept.face_normal(0), Vector3d(0, 0, 1), 0));
  EXPECT_TRUE(kept.HasGradE_M());
  EXPECT_FALSE(kept.HasGradE_N());
  EXPECT_EQ(kept.num_faces(), 1);
  EXPECT_EQ(kept.num_vertices(), 3);
  EXPECT_DOUBLE_EQ(kept.total_area(), 0.5);
  EXPECT_TRUE(
      CompareMatrices(kept.centroid(), Vector3d(1.0 / 3, 1.0 / 3, 0), 1e-15));
  // Given with M and N reversed: swapped, normal reversed, gradient moved.
  const ContactSurface<double> swapped = MakeSurface(b, a);
  EXPECT_EQ(swapped.id_M(), a);
  EXPECT_EQ(swapped.id_N(), b);
  EXPECT_TRUE(CompareMatrices(swapped.face_normal(0), Vector3d(0, 0, -1), 0));
  EXPECT_FALSE(swapped.HasGradE_M());
  EXPECT_TRUE(
      CompareMatrices(swapped.EvaluateGradE_N_W(0), Vector3d(0, 0, 5), 0));
  DRAKE_EXPECT_THROWS_MESSAGE(swapped.EvaluateGradE_M_W(0),
                              ".*no gradient values are stored for geometry "
                              "M.*rigid.*");
  // The field's values are unchanged by the swap.
  EXPECT_EQ(swapped.tri_e_MN().EvaluateAtVertex(2), 3.0);
}

TEST(ContactSurfaceTest, CopyIsDeepAndEqual) {
  const GeometryId a = GeometryId::get_new_id();
  const GeometryId b = GeometryId::get_new_id();
  const ContactSurface<double> original = MakeSurface(a, b);
  const ContactSurface<double> copy(original);
  EXPECT_TRUE(copy.Equal(original));
  EXPECT_NE(&copy.tri_mesh_W(), &original.tri_mesh_W());
  EXPECT_EQ(&copy.tri_e_MN().mesh(), &copy.tri_mesh_W());
  ContactSurface<double> assigned = MakeSurface(b, a);
  EXPECT_FALSE(assigned.Equal(original));
  assigned = original;
  EXPECT_TRUE(assigned.Equal(original));
}

}  // namespace contact_surface_test
}  // namespace geometry
}  // namespace drake
