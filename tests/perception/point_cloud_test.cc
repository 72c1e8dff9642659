// PointCloud: fields and their default values, storage operations (resize,
// Expand, SetFrom, SetFields, copies and moves, Concatenate), and the
// processing methods against closed forms: Crop's box, the centroids and
// means of VoxelizedDownSample, FlipNormalsTowardPoint's signs, and
// EstimateNormals on a plane (its normal is known), an isolated point and
// a pair.
//
// Tolerances: values are float (ε ≈ 1.2e-7); a mean of a few values of
// magnitude ≤ 2 is within 1e-6 of its exact value; a plane's normal from
// float coordinates within 1e-5 (its eigenvector is well separated: the
// in-plane variances are ~100× the out-of-plane one, 0).

#include "drake/perception/point_cloud.h"

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace perception {
namespace point_cloud_test {

using pc_flags::kDescriptorCurvature;
using pc_flags::kDescriptorFPFH;
using pc_flags::kDescriptorNone;
using pc_flags::kInherit;
using pc_flags::kNormals;
using pc_flags::kRGBs;
using pc_flags::kXYZs;
using T = PointCloud::T;

constexpr double kTol = 1e-6;

GTEST_TEST(PointCloudFlagsTest, UnionIntersectionAndNames) {
  const pc_flags::Fields xyz_rgb = kXYZs | kRGBs;
  EXPECT_TRUE(xyz_rgb.contains(kXYZs));
  EXPECT_FALSE(xyz_rgb.contains(kNormals));
  EXPECT_EQ((xyz_rgb & kRGBs), pc_flags::Fields(kRGBs));
  const pc_flags::Fields with_descriptor = kXYZs | kDescriptorFPFH;
  EXPECT_TRUE(with_descriptor.has_descriptor());
  EXPECT_EQ(with_descriptor.descriptor_type().size(), 33);
  // the descriptor survives an intersection only if both have it
  EXPECT_EQ((with_descriptor & kDescriptorFPFH).descriptor_type(),
            kDescriptorFPFH);
  EXPECT_EQ((with_descriptor & kXYZs).descriptor_type(), kDescriptorNone);
  EXPECT_TRUE(pc_flags::Fields(pc_flags::kNone).empty());
  EXPECT_EQ(pc_flags::to_string(kXYZs | kNormals | kDescriptorCurvature),
            "(kXYZs | kNormals | kDescriptorCurvature)");
  EXPECT_EQ(fmt::format("{}", pc_flags::Fields(kRGBs)), "(kRGBs)");
  EXPECT_EQ(fmt::format("{}", kDescriptorFPFH), "kDescriptorFPFH");
  DRAKE_EXPECT_THROWS_MESSAGE(pc_flags::Fields(1 << 4),
                              ".*16 is not a set of BaseField bits.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      kDescriptorCurvature | pc_flags::Fields(kDescriptorFPFH),
      ".*two descriptors.*kDescriptorCurvature.*kDescriptorFPFH.*");
}

GTEST_TEST(PointCloudTest, NewValuesAreDefault) {
  PointCloud cloud(4, kXYZs | kNormals | kRGBs | kDescriptorCurvature);
  EXPECT_EQ(cloud.size(), 4);
  EXPECT_TRUE(cloud.has_xyzs() && cloud.has_normals() && cloud.has_rgbs());
  EXPECT_TRUE(cloud.has_descriptors(kDescriptorCurvature));
  EXPECT_FALSE(cloud.has_descriptors(kDescriptorFPFH));
  EXPECT_EQ(cloud.descriptors().rows(), 1);
  EXPECT_TRUE(cloud.xyzs().array().isNaN().all());
  EXPECT_TRUE(cloud.normals().array().isNaN().all());
  EXPECT_TRUE(cloud.descriptors().array().isNaN().all());
  EXPECT_TRUE((cloud.rgbs().array() == 0).all());
  EXPECT_TRUE(PointCloud::IsDefaultValue(cloud.xyz(0).x()));
  EXPECT_TRUE(PointCloud::IsInvalidValue(INFINITY));
  EXPECT_FALSE(PointCloud::IsInvalidValue(1.0f));

  // the default cloud: xyzs only
  const PointCloud xyz_only;
  EXPECT_TRUE(xyz_only.HasExactFields(kXYZs));
  EXPECT_EQ(xyz_only.size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(xyz_only.rgbs(),
                              ".*has the fields \\(kXYZs\\), not the "
                              "required \\(kRGBs\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(xyz_only.RequireExactFields(kXYZs | kRGBs),
                              ".*not exactly \\(kXYZs \\| kRGBs\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(PointCloud(1, pc_flags::kNone),
                              ".*fields must not be empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(PointCloud(1, kInherit), ".*kInherit.*");
}

GTEST_TEST(PointCloudTest, ResizeExpandAndSetFields) {
  PointCloud cloud(2, kXYZs | kRGBs);
  cloud.mutable_xyzs() << 1, 2, 3, 4, 5, 6;
  cloud.mutable_rgb(1) << 7, 8, 9;
  cloud.Expand(2);
  ASSERT_EQ(cloud.size(), 4);
  // kept values, and default ones after them
  EXPECT_EQ(cloud.xyz(1), Vector3<T>(2, 4, 6));
  EXPECT_EQ(cloud.rgb(1), Vector3<uint8_t>(7, 8, 9));
  EXPECT_TRUE(cloud.xyzs().rightCols(2).array().isNaN().all());
  EXPECT_TRUE((cloud.rgbs().rightCols(2).array() == 0).all());
  cloud.resize(1);
  EXPECT_EQ(cloud.xyz(0), Vector3<T>(1, 3, 5));
  DRAKE_EXPECT_THROWS_MESSAGE(cloud.Expand(-1), ".*add_size must be >= 0.*");

  // a new field is default, a kept one keeps its values, a dropped one goes
  cloud.SetFields(kXYZs | kNormals);
  EXPECT_TRUE(cloud.HasExactFields(kXYZs | kNormals));
  EXPECT_EQ(cloud.xyz(0), Vector3<T>(1, 3, 5));
  EXPECT_TRUE(cloud.normals().array().isNaN().all());
  EXPECT_FALSE(cloud.has_rgbs());
}

GTEST_TEST(PointCloudTest, CopiesMovesAndSetFrom) {
  PointCloud cloud(2, kXYZs | kRGBs);
  cloud.mutable_xyzs() << 1, 2, 3, 4, 5, 6;
  cloud.mutable_rgbs() << 10, 20, 30, 40, 50, 60;

  const PointCloud copy(cloud);
  EXPECT_TRUE(copy.HasExactFields(kXYZs | kRGBs));
  EXPECT_EQ(copy.xyzs(), cloud.xyzs());
  EXPECT_EQ(copy.rgbs(), cloud.rgbs());

  // a copy of some fields only
  const PointCloud xyz_copy(cloud, kXYZs);
  EXPECT_TRUE(xyz_copy.HasExactFields(kXYZs));
  EXPECT_EQ(xyz_copy.xyzs(), cloud.xyzs());
  DRAKE_EXPECT_THROWS_MESSAGE(PointCloud(cloud, kNormals),
                              ".*SetFrom: both clouds must have the fields "
                              "\\(kNormals\\).*");

  // SetFrom: resizing unless forbidden
  PointCloud target(5, kXYZs);
  DRAKE_EXPECT_THROWS_MESSAGE(target.SetFrom(cloud, kXYZs, false),
                              ".*has 2 points and this one 5.*");
  target.SetFrom(cloud, kXYZs);
  EXPECT_EQ(target.size(), 2);
  EXPECT_EQ(target.xyzs(), cloud.xyzs());

  // assignment takes the other's fields
  target = cloud;
  EXPECT_TRUE(target.HasExactFields(kXYZs | kRGBs));
  EXPECT_EQ(target.rgbs(), cloud.rgbs());

  // a move leaves the source empty, with its fields
  PointCloud moved(std::move(target));
  EXPECT_EQ(moved.size(), 2);
  EXPECT_EQ(moved.rgbs(), cloud.rgbs());
  EXPECT_EQ(target.size(), 0);  // NOLINT(bugprone-use-after-move)
  EXPECT_TRUE(target.HasExactFields(kXYZs | kRGBs));
  PointCloud assigned;
  assigned = std::move(moved);
  EXPECT_EQ(assigned.xyzs(), cloud.xyzs());
  EXPECT_EQ(moved.size(), 0);  // NOLINT(bugprone-use-after-move)
}

GTEST_TEST(PointCloudTest, Concatenate) {
  PointCloud a(1, kXYZs | kRGBs), b(2, kXYZs | kRGBs);
  a.mutable_xyzs() << 1, 2, 3;
  a.mutable_rgbs() << 1, 1, 1;
  b.mutable_xyzs() << 4, 5, 6, 7, 8, 9;
  b.mutable_rgbs() << 2, 3, 2, 3, 2, 3;
  const PointCloud both = Concatenate({a, b});
  ASSERT_EQ(both.size(), 3);
  EXPECT_EQ(both.xyz(0), Vector3<T>(1, 2, 3));
  EXPECT_EQ(both.xyz(2), Vector3<T>(5, 7, 9));
  EXPECT_EQ(both.rgb(2), Vector3<uint8_t>(3, 3, 3));
  DRAKE_EXPECT_THROWS_MESSAGE(Concatenate({a, PointCloud(1)}),
                              ".*cloud 1 has the fields \\(kXYZs\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(Concatenate({}), ".*no point clouds.*");
}

// The points of a 5 × 5 × 5 grid with spacing 1 (0..4 per axis), colored
// by their index.
PointCloud Grid() {
  PointCloud cloud(125, kXYZs | kRGBs | kNormals);
  for (int i = 0; i < 125; ++i) {
    cloud.mutable_xyz(i) = Vector3<T>(i % 5, (i / 5) % 5, i / 25);
    cloud.mutable_rgb(i).setConstant(static_cast<uint8_t>(i));
    cloud.mutable_normal(i) = Vector3<T>(0, 0, 1);
  }
  return cloud;
}

GTEST_TEST(PointCloudTest, CropKeepsThePointsInTheBox) {
  PointCloud grid = Grid();
  // the box [1, 2] × [0, 0.5] × [3, 4]: x ∈ {1, 2}, y = 0, z ∈ {3, 4}
  // (bounds inclusive), in the grid's order
  const PointCloud crop = grid.Crop(Vector3<T>(1, 0, 3), Vector3<T>(2, 0.5, 4));
  EXPECT_TRUE(crop.HasExactFields(grid.fields()));
  ASSERT_EQ(crop.size(), 4);
  const int expected[] = {76, 77, 101, 102};  // x + 5 y + 25 z
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(crop.xyz(j), grid.xyz(expected[j]));
    EXPECT_EQ(crop.rgb(j)(0), expected[j]);
    EXPECT_EQ(crop.normal(j), Vector3<T>(0, 0, 1));
  }
  EXPECT_EQ(grid.Crop(Vector3<T>(5, 5, 5), Vector3<T>(6, 6, 6)).size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      grid.Crop(Vector3<T>(1, 0, 0), Vector3<T>(0, 1, 1)),
      ".*lower_xyz \\(1, 0, 0\\) must not exceed upper_xyz \\(0, 1, 1\\).*");
  PointCloud colors_only(1, kRGBs);
  DRAKE_EXPECT_THROWS_MESSAGE(
      colors_only.Crop(Vector3<T>::Zero(), Vector3<T>::Ones()),
      ".*not the required \\(kXYZs\\).*");
}

GTEST_TEST(PointCloudTest, FlipNormalsTowardPoint) {
  // points on the plane z = 0 with normals +z and -z; P below the plane:
  // every normal ends up -z
  PointCloud cloud(3, kXYZs | kNormals);
  cloud.mutable_xyzs() << 0, 1, -2, 0, 3, 1, 0, 0, 0;
  cloud.mutable_normals() << 0, 0, 0, 0, 0, 0, 1, -1, 1;
  cloud.FlipNormalsTowardPoint(Vector3<T>(0, 0, -1));
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(cloud.normal(i), Vector3<T>(0, 0, -1)) << i;
  }
  PointCloud no_normals(1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      no_normals.FlipNormalsTowardPoint(Vector3<T>::Zero()),
      ".*not the required \\(kXYZs \\| kNormals\\).*");
}

GTEST_TEST(PointCloudTest, VoxelizedDownSample) {
  // voxels of edge 1 with a corner at the origin: points 0 and 1 share the
  // voxel [0, 1)³, point 2 is alone in [1, 2) × [0, 1)², point 3 in
  // [-1, 0) × [0, 1)², point 4 (NaN) is ignored, point 5 joins point 2
  PointCloud cloud(6, kXYZs | kNormals | kRGBs | kDescriptorCurvature);
  cloud.mutable_xyzs() << 0.1, 0.3, 1.5, -0.5, NAN, 1.7,  //
      0.1, 0.5, 0.5, 0.5, 0, 0.9,                         //
      0.1, 0.7, 0.5, 0.5, 0, 0.1;
  cloud.mutable_normals() << 1, 0, 0, 0, 0, NAN,  //
      0, 1, 0, 0, 0, NAN,                         //
      0, 0, 1, 1, 1, NAN;
  cloud.mutable_rgbs() << 10, 11, 50, 60, 70, 52,  //
      20, 21, 50, 60, 70, 52,                      //
      30, 31, 50, 60, 70, 52;
  cloud.mutable_descriptors() << 1, 2, 3, 4, 5, NAN;
  const PointCloud down = cloud.VoxelizedDownSample(1.0);
  EXPECT_TRUE(down.HasExactFields(cloud.fields()));
  ASSERT_EQ(down.size(), 3);
  // in the order of the voxels' first points: {0, 1}, {2, 5}, {3}
  EXPECT_TRUE(down.xyz(0).isApprox(Vector3<T>(0.2, 0.3, 0.4), kTol));
  EXPECT_TRUE(down.xyz(1).isApprox(Vector3<T>(1.6, 0.7, 0.3), kTol));
  EXPECT_TRUE(down.xyz(2).isApprox(Vector3<T>(-0.5, 0.5, 0.5), kTol));
  // normals: the mean of the finite ones, normalized
  EXPECT_TRUE(
      down.normal(0).isApprox(Vector3<T>(1, 1, 0) / std::sqrt(2.0f), kTol));
  EXPECT_TRUE(down.normal(1).isApprox(Vector3<T>(0, 0, 1), kTol));
  // colors: the truncated mean ((10 + 11) / 2 = 10.5 → 10)
  EXPECT_EQ(down.rgb(0), Vector3<uint8_t>(10, 20, 30));
  EXPECT_EQ(down.rgb(1), Vector3<uint8_t>(51, 51, 51));
  // descriptors: the mean of the finite ones
  EXPECT_NEAR(down.descriptor(0)(0), 1.5, kTol);
  EXPECT_NEAR(down.descriptor(1)(0), 3.0, kTol);
  EXPECT_NEAR(down.descriptor(2)(0), 4.0, kTol);

  // the whole 5 × 5 × 5 grid into voxels of edge 2: 3 voxels per axis
  // ([0, 2), [2, 4), [4, 6)) holding 2, 2 and 1 grid values each
  const PointCloud coarse = Grid().VoxelizedDownSample(2.0);
  ASSERT_EQ(coarse.size(), 27);
  EXPECT_TRUE(coarse.xyz(0).isApprox(Vector3<T>(0.5, 0.5, 0.5), kTol));

  DRAKE_EXPECT_THROWS_MESSAGE(cloud.VoxelizedDownSample(0.0),
                              ".*voxel_size must be > 0, not 0.*");
}

GTEST_TEST(PointCloudTest, EstimateNormals) {
  // an 11 × 11 grid of spacing 0.1 on the plane z = 0.5 x: its normal is
  // ±(-0.5, 0, 1)/√1.25
  PointCloud plane(121);
  for (int i = 0; i < 121; ++i) {
    const float x = 0.1f * (i % 11), y = 0.1f * (i / 11);
    plane.mutable_xyz(i) = Vector3<T>(x, y, 0.5f * x);
  }
  EXPECT_TRUE(plane.EstimateNormals(0.25, 12));
  ASSERT_TRUE(plane.has_normals());
  const Vector3<T> expected = Vector3<T>(-0.5, 0, 1).normalized();
  for (int i = 0; i < 121; ++i) {
    EXPECT_NEAR(std::abs(plane.normal(i).dot(expected)), 1.0, 1e-5) << i;
    EXPECT_NEAR(plane.normal(i).norm(), 1.0, 1e-5) << i;
  }

  // a point alone gets NaN; a pair gets unit normals orthogonal to their
  // segment; neither has three neighbors, so the result is false
  PointCloud sparse(3);
  sparse.mutable_xyzs() << 0, 0.1, 5,  //
      0, 0.1, 5,                       //
      0, 0, 5;
  EXPECT_FALSE(sparse.EstimateNormals(0.5, 3));
  const Vector3<T> segment(0.1, 0.1, 0);
  for (int i : {0, 1}) {
    EXPECT_NEAR(sparse.normal(i).dot(segment), 0.0, kTol) << i;
    EXPECT_NEAR(sparse.normal(i).norm(), 1.0, kTol) << i;
  }
  EXPECT_TRUE(sparse.normals().col(2).array().isNaN().all());

  DRAKE_EXPECT_THROWS_MESSAGE(sparse.EstimateNormals(0.0, 3),
                              ".*radius > 0 and num_closest >= 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(sparse.EstimateNormals(1.0, 2),
                              ".*radius > 0 and num_closest >= 3.*");
}

}  // namespace point_cloud_test
}  // namespace perception
}  // namespace drake
