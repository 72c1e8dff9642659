// Aabb, Obb, Plane and the makers that fit boxes to mesh vertices: box
// overlap against closed-form separation distances (including a pair that
// only an edge-edge axis separates), plane and half-space overlap against
// the box's closed-form reach, and fitted boxes against the boxes whose
// corners they are fitted to.

#include <cmath>
#include <limits>
#include <set>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity/aabb.h"
#include "drake/geometry/proximity/obb.h"
#include "drake/geometry/proximity/plane.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace bounding_boxes_test {

using Eigen::AngleAxisd;
using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

// Separations below are set 1e-9 m either side of a closed-form contact
// distance of order 1 m: far above the roundoff of the tests (~1e-15) and
// of the 1e-14 pads (Obb's boundary, the SAT's |R|), far below the size.
constexpr double kGap = 1e-9;
const double kSqrt2 = std::sqrt(2.0);

RotationMatrixd RotX(double angle) {
  return RotationMatrixd(AngleAxisd(angle, Vector3d::UnitX()));
}
RotationMatrixd RotY(double angle) {
  return RotationMatrixd(AngleAxisd(angle, Vector3d::UnitY()));
}
RotationMatrixd RotZ(double angle) {
  return RotationMatrixd(AngleAxisd(angle, Vector3d::UnitZ()));
}

// The padding Obb adds (see its class comment) for a box with that centre
// and half widths.
double ObbPad(const Vector3d& center, const Vector3d& half_width) {
  const double scale =
      std::max(center.cwiseAbs().maxCoeff(), half_width.maxCoeff());
  return std::max(scale * std::numeric_limits<double>::epsilon(), 2e-14);
}

GTEST_TEST(AabbTest, Accessors) {
  const Vector3d center(1, -2, 3);
  const Vector3d half(0.5, 1.5, 2.0);
  const Aabb box(center, half);
  EXPECT_EQ(box.center(), center);
  EXPECT_EQ(box.half_width(), half);
  EXPECT_EQ(box.lower(), Vector3d(0.5, -3.5, 1.0));
  EXPECT_EQ(box.upper(), Vector3d(1.5, -0.5, 5.0));
  EXPECT_TRUE(box.pose().IsExactlyEqualTo(RigidTransformd(center)));
  // 8·0.5·1.5·2 = 12 m³, exact in binary
  EXPECT_EQ(box.CalcVolume(), 12.0);
  EXPECT_TRUE(box.Equal(box));
  EXPECT_TRUE(box.Equal(Aabb(center, half)));
  EXPECT_FALSE(box.Equal(Aabb(center, Vector3d(0.5, 1.5, 2.5))));
  EXPECT_FALSE(box.Equal(Aabb(Vector3d(1, -2, 3.5), half)));
  // a degenerate (zero-width) box is allowed
  EXPECT_EQ(Aabb(center, Vector3d::Zero()).CalcVolume(), 0.0);
  // Drake's Aabb::Maker names the maker
  static_assert(std::is_same_v<Aabb::Maker<TriangleSurfaceMesh<double>>,
                               AabbMaker<TriangleSurfaceMesh<double>>>);
}

GTEST_TEST(AabbTest, NegativeHalfWidthThrows) {
  DRAKE_EXPECT_THROWS_MESSAGE(Aabb(Vector3d::Zero(), Vector3d(1, -0.5, 1)),
                              "Aabb: the half widths must not be negative; "
                              "given \\[ *1 +-0.5 +1\\]\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Aabb(Vector3d::Zero(), Vector3d(1, std::nan(""), 1)),
      "Aabb: the half widths must not be negative.*");
}

// Two unit-half-width cubes with centres d apart along Gx: they touch at
// d = 2; turning the second by 45° about z makes it reach √2 along x, so
// they touch at d = 1 + √2.
GTEST_TEST(AabbTest, AabbAabbOverlap) {
  const Aabb a(Vector3d::Zero(), Vector3d::Ones());
  const Aabb b(Vector3d::Zero(), Vector3d::Ones());
  for (const double d : {2.0 - kGap, 2.0}) {
    EXPECT_TRUE(Aabb::HasOverlap(a, b, RigidTransformd(Vector3d(d, 0, 0))));
  }
  EXPECT_FALSE(
      Aabb::HasOverlap(a, b, RigidTransformd(Vector3d(2.0 + kGap, 0, 0))));
  // the boxes' own centres enter as well as the frames' offset
  const Aabb b_shifted(Vector3d(0.5, 0, 0), Vector3d::Ones());
  EXPECT_TRUE(Aabb::HasOverlap(a, b_shifted,
                               RigidTransformd(Vector3d(1.5 - kGap, 0, 0))));
  EXPECT_FALSE(Aabb::HasOverlap(a, b_shifted,
                                RigidTransformd(Vector3d(1.5 + kGap, 0, 0))));
  const double d = 1.0 + kSqrt2;
  EXPECT_TRUE(Aabb::HasOverlap(
      a, b, RigidTransformd(RotZ(M_PI / 4), Vector3d(d - kGap, 0, 0))));
  EXPECT_FALSE(Aabb::HasOverlap(
      a, b, RigidTransformd(RotZ(M_PI / 4), Vector3d(d + kGap, 0, 0))));
}

// A pair separated only along an edge-edge axis: cube A (half widths 1)
// turned 45° about x has an edge along x at height √2; cube B turned 45°
// about y has an edge along y at depth √2. With B's centre d above A's the
// edges cross at d = 2√2, and the only separating axis is x × y = z, which
// is no face normal of either box (the face axes do not separate there:
// along A's (0, c, s) the centres are 2 apart and the reaches sum to
// 1 + (1/2 + √½ + 1/2) ≈ 2.7).
GTEST_TEST(ObbTest, EdgeEdgeSeparation) {
  const double d = 2.0 * kSqrt2;
  const Obb a(RigidTransformd(RotX(M_PI / 4), Vector3d::Zero()),
              Vector3d::Ones());
  const Obb b(RigidTransformd(RotY(M_PI / 4), Vector3d::Zero()),
              Vector3d::Ones());
  EXPECT_TRUE(Obb::HasOverlap(a, b, RigidTransformd(Vector3d(0, 0, d - kGap))));
  EXPECT_FALSE(
      Obb::HasOverlap(a, b, RigidTransformd(Vector3d(0, 0, d + kGap))));
  // the same pair with the rotations carried by the frames instead of the
  // boxes, and A as an Aabb (then B's pose in G is RotX(-45°)·X_GB)
  const Aabb a_aabb(Vector3d::Zero(), Vector3d::Ones());
  const Obb b_plain(RigidTransformd(), Vector3d::Ones());
  for (const double gap : {-kGap, kGap}) {
    const RigidTransformd X_WB(RotY(M_PI / 4), Vector3d(0, 0, d + gap));
    const RigidTransformd X_GH = RigidTransformd(RotX(-M_PI / 4)) * X_WB;
    EXPECT_EQ(Aabb::HasOverlap(a_aabb, b_plain, X_GH), gap < 0);
    EXPECT_EQ(Obb::HasOverlap(b_plain, a_aabb, X_GH.inverse()), gap < 0);
    EXPECT_EQ(Obb::HasOverlap(a, b_plain, X_WB), gap < 0);
  }
}

GTEST_TEST(ObbTest, AccessorsAndPadding) {
  const RigidTransformd X_HB(RotZ(0.3), Vector3d(4, -1, 2));
  const Vector3d half(0.5, 1.5, 2.0);
  const Obb box(X_HB, half);
  EXPECT_TRUE(box.pose().IsExactlyEqualTo(X_HB));
  EXPECT_EQ(box.center(), X_HB.translation());
  // the largest coordinate is 4 m, so the pad is 4ε ≈ 9e-16 < 2e-14: 2e-14
  const double pad = ObbPad(X_HB.translation(), half);
  EXPECT_EQ(pad, 2e-14);
  EXPECT_EQ(box.half_width(), (half.array() + pad).matrix());
  EXPECT_NEAR(box.CalcVolume(), 12.0, 1e-12);
  // far from the origin the pad grows with the coordinate: 1e3·ε
  const Obb far(RigidTransformd(Vector3d(1e3, 0, 0)), half);
  EXPECT_EQ(far.half_width().x(),
            0.5 + 1e3 * std::numeric_limits<double>::epsilon());
  EXPECT_TRUE(box.Equal(Obb(X_HB, half)));
  EXPECT_FALSE(box.Equal(Obb(RigidTransformd(X_HB.translation()), half)));
  EXPECT_FALSE(box.Equal(Obb(X_HB, Vector3d(0.5, 1.5, 2.5))));
  DRAKE_EXPECT_THROWS_MESSAGE(
      Obb(X_HB, Vector3d(-1, 1, 1)),
      "Obb: the half widths must not be negative; given \\[ *-1 +1 +1\\]\\.");
  static_assert(std::is_same_v<Obb::Maker<VolumeMesh<double>>,
                               ObbMaker<VolumeMesh<double>>>);
}

GTEST_TEST(PlaneTest, HeightAndErrors) {
  // the plane through (0, 0, 2) with normal (0, 0, 5): z = 2
  const Plane<double> plane(Vector3d(0, 0, 5), Vector3d(1, 1, 2));
  EXPECT_EQ(plane.unit_normal(), Vector3d::UnitZ());
  EXPECT_EQ(plane.reference_point(), Vector3d(0, 0, 2));
  EXPECT_EQ(plane.CalcHeight(Vector3d(3, 4, 5)), 3.0);
  EXPECT_EQ(plane.CalcHeight(Vector3d(3, 4, -1)), -3.0);
  // a double plane and an AutoDiffXd point give an AutoDiffXd height whose
  // gradient is the unit normal
  Vector3<AutoDiffXd> p_Q(AutoDiffXd(3, Vector3d::UnitX()),
                          AutoDiffXd(4, Vector3d::UnitY()),
                          AutoDiffXd(5, Vector3d::UnitZ()));
  const AutoDiffXd height = plane.CalcHeight(p_Q);
  EXPECT_EQ(height.value(), 3.0);
  EXPECT_EQ(height.derivatives(), Vector3d::UnitZ());
  DRAKE_EXPECT_THROWS_MESSAGE(
      Plane<double>(Vector3d(0, 0, 1e-11), Vector3d::Zero()),
      "Plane: cannot make a plane from the normal .* below 1e-10\\.");
  DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(
      Plane<double>(Vector3d(0, 0, 2), Vector3d::Zero(), true),
      "Plane: the normal .* was declared normalized but its length is 2\\.");
}

// A unit cube turned 45° about x reaches √2 along z, so it meets the plane
// z = 0 while its centre height h has |h| <= √2 and the half space z <= 0
// while h <= √2.
GTEST_TEST(BoxPlaneTest, PlaneAndHalfSpaceOverlap) {
  const Plane<double> plane_P(Vector3d::UnitZ(), Vector3d::Zero());
  const HalfSpace half_space;
  // the Obb carries the rotation itself; its pad (2e-14) is below kGap
  const Obb obb(RigidTransformd(RotX(M_PI / 4), Vector3d(0, 0, 0.5)),
                Vector3d::Ones());
  for (const double sign : {1.0, -1.0}) {
    for (const double gap : {-kGap, kGap}) {
      // the box's centre ends at height sign·(√2 + gap)
      const double z = sign * (kSqrt2 + gap) - 0.5;
      const RigidTransformd X_PH_shifted(Vector3d(0, 0, z));
      const bool meets_plane = gap < 0;
      const bool meets_half_space = gap < 0 || sign < 0;
      EXPECT_EQ(Obb::HasOverlap(obb, plane_P, X_PH_shifted), meets_plane);
      EXPECT_EQ(Obb::HasOverlap(obb, half_space, X_PH_shifted),
                meets_half_space);
      // the Aabb's frame H carries the rotation; its centre is Ho
      const Aabb aabb_at_origin(Vector3d::Zero(), Vector3d::Ones());
      const RigidTransformd X_PH(RotX(M_PI / 4),
                                 Vector3d(0, 0, sign * (kSqrt2 + gap)));
      EXPECT_EQ(Aabb::HasOverlap(aabb_at_origin, plane_P, X_PH), meets_plane);
      EXPECT_EQ(Aabb::HasOverlap(aabb_at_origin, half_space, X_PH),
                meets_half_space);
    }
  }
}

// The 8 corners of a box with half widths (3, 2, 1), posed at X_MB, as a
// triangle-free vertex list (the makers read only vertices).
std::vector<Vector3d> BoxCorners(const RigidTransformd& X_MB,
                                 const Vector3d& half) {
  std::vector<Vector3d> corners;
  for (int i = 0; i < 8; ++i) {
    const Vector3d signs((i & 1) ? 1 : -1, (i & 2) ? 1 : -1, (i & 4) ? 1 : -1);
    corners.push_back(X_MB * Vector3d(signs.cwiseProduct(half)));
  }
  return corners;
}

template <typename T>
TriangleSurfaceMesh<T> MeshOf(const std::vector<Vector3d>& points) {
  std::vector<Vector3<T>> vertices;
  for (const Vector3d& p : points) vertices.push_back(p.template cast<T>());
  std::vector<SurfaceTriangle> triangles{{0, 1, 2}};
  return TriangleSurfaceMesh<T>(std::move(triangles), std::move(vertices));
}

std::set<int> AllOf(int n) {
  std::set<int> all;
  for (int i = 0; i < n; ++i) all.insert(i);
  return all;
}

GTEST_TEST(AabbMakerTest, FitsVertexSubset) {
  const std::vector<Vector3d> points{
      {1, 2, 3}, {-1, 0, 5}, {4, -2, 4}, {100, 100, 100}};
  const auto mesh = MeshOf<double>(points);
  // vertex 3 is left out
  const std::set<int> subset{0, 1, 2};
  const Aabb box =
      AabbMaker<TriangleSurfaceMesh<double>>(mesh, subset).Compute();
  EXPECT_EQ(box.lower(), Vector3d(-1, -2, 3));
  EXPECT_EQ(box.upper(), Vector3d(4, 2, 5));
  // the AutoDiffXd mesh's box is that of its values
  const auto mesh_ad = MeshOf<AutoDiffXd>(points);
  EXPECT_TRUE(AabbMaker<TriangleSurfaceMesh<AutoDiffXd>>(mesh_ad, subset)
                  .Compute()
                  .Equal(box));
  const VolumeMesh<double> volume(std::vector<VolumeElement>{{0, 1, 2, 3}},
                                  std::vector<Vector3d>(points));
  EXPECT_EQ(AabbMaker<VolumeMesh<double>>(volume, AllOf(4)).Compute().upper(),
            Vector3d(100, 100, 100));
  const std::set<int> empty;
  DRAKE_EXPECT_THROWS_MESSAGE(
      AabbMaker<TriangleSurfaceMesh<double>>(mesh, empty),
      "AabbMaker: the set of vertices to fit is empty\\.");
  const std::set<int> out_of_range{0, 4};
  DRAKE_EXPECT_THROWS_MESSAGE(
      AabbMaker<TriangleSurfaceMesh<double>>(mesh, out_of_range),
      "AabbMaker: vertex indices must be in \\[0, 4\\); given indices from 0 "
      "to 4\\.");
}

// Fitted to the corners of a posed box with distinct half widths (3, 2, 1),
// the OBB is that box: the corners' principal axes are the box's axes
// (variances 9, 4, 1 along them). Compared to 1e-12: the fit's roundoff on
// m-sized coordinates is a few ulps, plus the 2e-14 pad.
GTEST_TEST(ObbMakerTest, FitsPosedBox) {
  const Vector3d half(3, 2, 1);
  const RigidTransformd X_MB(
      RotationMatrixd(AngleAxisd(0.7, Vector3d(1, 2, 3).normalized())),
      Vector3d(0.5, -1, 2));
  const std::vector<Vector3d> corners = BoxCorners(X_MB, half);
  const auto mesh = MeshOf<double>(corners);
  const std::set<int> all = AllOf(8);
  const Obb obb = ObbMaker<TriangleSurfaceMesh<double>>(mesh, all).Compute();
  EXPECT_TRUE(CompareMatrices(obb.center(), X_MB.translation(), 1e-12));
  EXPECT_TRUE(CompareMatrices(obb.half_width(), half, 1e-12));
  // each box axis is ± the fitted one
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(
        std::abs(obb.pose().rotation().col(i).dot(X_MB.rotation().col(i))), 1.0,
        1e-12);
  }
  EXPECT_NEAR(obb.CalcVolume(), 48.0, 1e-10);
  // the same through a polygon mesh, a volume mesh and AutoDiffXd values
  const PolygonSurfaceMesh<double> polygons({3, 0, 1, 2},
                                            std::vector<Vector3d>(corners));
  EXPECT_TRUE(
      ObbMaker<PolygonSurfaceMesh<double>>(polygons, all).Compute().Equal(obb));
  const VolumeMesh<double> volume(std::vector<VolumeElement>{{0, 1, 2, 3}},
                                  std::vector<Vector3d>(corners));
  EXPECT_TRUE(ObbMaker<VolumeMesh<double>>(volume, all).Compute().Equal(obb));
  const auto mesh_ad = MeshOf<AutoDiffXd>(corners);
  EXPECT_TRUE(ObbMaker<TriangleSurfaceMesh<AutoDiffXd>>(mesh_ad, all)
                  .Compute()
                  .Equal(obb));
}

// A cube's corners have isotropic variance, so their principal axes are
// arbitrary; the maker also tries M's axes, which fit an axis-aligned cube
// exactly: volume 8·(1.5 + p)³ ≈ 27 + 24·1.5²·p m³ with the pad p = 2e-14,
// i.e. 27 + 1.08e-12; compared to 1e-13 (roundoff on 27 is ~4e-15).
GTEST_TEST(ObbMakerTest, FitsAxisAlignedCube) {
  const auto mesh =
      MeshOf<double>(BoxCorners(RigidTransformd(), Vector3d::Constant(1.5)));
  const std::set<int> all = AllOf(8);
  const Obb obb = ObbMaker<TriangleSurfaceMesh<double>>(mesh, all).Compute();
  EXPECT_NEAR(obb.CalcVolume(), 27.0 + 24 * 1.5 * 1.5 * 2e-14, 1e-13);
}

// For any points: every vertex lies inside the fitted box (in B's
// coordinates, within its padded half widths) and the box is no larger
// than the axis-aligned box (one of its starting guesses).
GTEST_TEST(ObbMakerTest, BoundsScatteredPoints) {
  std::vector<Vector3d> points;
  // a deterministic scatter in an elongated, tilted blob
  const RotationMatrixd R(AngleAxisd(0.4, Vector3d(1, -1, 2).normalized()));
  for (int i = 0; i < 200; ++i) {
    const Vector3d u(std::sin(1.3 * i), std::cos(2.1 * i), std::sin(0.7 * i));
    points.push_back(R * Vector3d(4 * u.x(), 1.5 * u.y(), 0.3 * u.z()));
  }
  const auto mesh = MeshOf<double>(points);
  const std::set<int> all = AllOf(static_cast<int>(points.size()));
  const Obb obb = ObbMaker<TriangleSurfaceMesh<double>>(mesh, all).Compute();
  for (const Vector3d& p_MV : points) {
    const Vector3d p_BV = obb.pose().inverse() * p_MV;
    EXPECT_TRUE((p_BV.cwiseAbs().array() <= obb.half_width().array()).all())
        << p_BV.transpose();
  }
  const Aabb aabb = AabbMaker<TriangleSurfaceMesh<double>>(mesh, all).Compute();
  EXPECT_LE(obb.CalcVolume(), aabb.CalcVolume());
  // the blob's own box is 8·4·1.5·0.3 = 14.4 m³ at most; the tilted AABB
  // is far bigger, so a fit near the principal axes is well below it
  EXPECT_LT(obb.CalcVolume(), 14.4 * 1.05);
  const std::set<int> empty;
  DRAKE_EXPECT_THROWS_MESSAGE(
      ObbMaker<TriangleSurfaceMesh<double>>(mesh, empty),
      "ObbMaker: the set of vertices to fit is empty\\.");
  const std::set<int> negative{-1, 2};
  DRAKE_EXPECT_THROWS_MESSAGE(
      ObbMaker<TriangleSurfaceMesh<double>>(mesh, negative),
      "ObbMaker: vertex indices must be in \\[0, 200\\); given indices from "
      "-1 to 2\\.");
}

}  // namespace bounding_boxes_test
}  // namespace geometry
}  // namespace drake
