// The render camera types: ClippingRange and DepthRange with every error,
// DepthRenderCamera's containment check, the getters, and
// RenderCameraCore::CalcProjectionMatrix against the closed-form OpenGL
// projection and the clip-space identities it must satisfy.

#include "drake/geometry/render/render_camera.h"

#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/near_relative.h"

namespace drake {
namespace geometry {
namespace render {
namespace render_camera_test {

using Eigen::Matrix4d;
using Eigen::Vector4d;
using math::RigidTransformd;
using systems::sensors::CameraInfo;
using test::NearRelative;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

TEST(ClippingRangeTest, ValuesAndErrors) {
  const ClippingRange range(0.25, 10.0);
  EXPECT_EQ(range.near(), 0.25);
  EXPECT_EQ(range.far(), 10.0);
  const std::string message =
      "The clipping range values must both be positive and finite and far "
      "must be greater than near. Instantiated with near = {} and far = {}";
  auto expected = [&](const char* near, const char* far) {
    std::string m = message;
    m.replace(m.find("{}"), 2, near);
    m.replace(m.find("{}"), 2, far);
    return m;
  };
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(0, 1), expected("0", "1"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(-0.5, 1), expected("-0.5", "1"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(1, -1), expected("1", "-1"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(2, 2), expected("2", "2"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(3, 2), expected("3", "2"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(1, kInf), expected("1", "inf"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(kNaN, 1), expected("nan", "1"));
  DRAKE_EXPECT_THROWS_MESSAGE(ClippingRange(1, kNaN), expected("1", "nan"));
}

TEST(DepthRangeTest, ValuesAndErrors) {
  const DepthRange range(0.5, 4.0);
  EXPECT_EQ(range.min_depth(), 0.5);
  EXPECT_EQ(range.max_depth(), 4.0);
  const std::string prefix =
      "The depth range values must both be positive and finite and the "
      "maximum depth must be greater than the minimum depth. Instantiated "
      "with ";
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(0, 1), prefix + "min = 0 and max = 1");
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(-1, 1),
                              prefix + "min = -1 and max = 1");
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(2, 2), prefix + "min = 2 and max = 2");
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(2, 1.5),
                              prefix + "min = 2 and max = 1.5");
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(1, kInf),
                              prefix + "min = 1 and max = inf");
  DRAKE_EXPECT_THROWS_MESSAGE(DepthRange(kNaN, 1),
                              prefix + "min = nan and max = 1");
}

RenderCameraCore MakeCore(double near, double far) {
  return RenderCameraCore(
      "my_renderer", CameraInfo(640, 480, 500.0, 510.0, 300.0, 250.0),
      ClippingRange(near, far), RigidTransformd(Eigen::Vector3d(1, 2, 3)));
}

TEST(RenderCameraCoreTest, Getters) {
  const RenderCameraCore core = MakeCore(0.1, 10.0);
  EXPECT_EQ(core.renderer_name(), "my_renderer");
  EXPECT_EQ(core.intrinsics().width(), 640);
  EXPECT_EQ(core.intrinsics().focal_y(), 510.0);
  EXPECT_EQ(core.clipping().near(), 0.1);
  EXPECT_EQ(core.clipping().far(), 10.0);
  EXPECT_EQ(core.sensor_pose_in_camera_body().translation(),
            Eigen::Vector3d(1, 2, 3));

  const ColorRenderCamera color(core);
  EXPECT_FALSE(color.show_window());
  EXPECT_EQ(color.core().renderer_name(), "my_renderer");
  EXPECT_TRUE(ColorRenderCamera(core, true).show_window());
}

TEST(RenderCameraCoreTest, ProjectionMatrix) {
  // w = 640, h = 480, f_x = 500, f_y = 510, c_x = 300, c_y = 250, n = 0.1,
  // f = 10: the entries of the OpenGL projection, worked out by hand.
  const RenderCameraCore core = MakeCore(0.1, 10.0);
  const Matrix4d T_DC = core.CalcProjectionMatrix();
  Matrix4d expected = Matrix4d::Zero();
  expected(0, 0) = 1000.0 / 640.0;  // 2 f_x / w
  expected(0, 2) = 40.0 / 640.0;    // (w − 2 c_x) / w
  expected(1, 1) = 1020.0 / 480.0;  // 2 f_y / h
  expected(1, 2) = 20.0 / 480.0;    // −(h − 2 c_y) / h
  expected(2, 2) = -10.1 / 9.9;     // −(f + n) / (f − n)
  expected(2, 3) = -2.0 / 9.9;      // −2 f n / (f − n)
  expected(3, 2) = -1.0;
  // each entry is one or two roundings from the expected value: 1e-14
  // relative to the largest entry.
  EXPECT_TRUE(NearRelative(T_DC, expected, 1e-14));

  // clip-space identities (OpenGL looks down −z): the near plane maps to
  // depth −1 and the far plane to +1 after the perspective division.
  for (const auto& [z, ndc_z] :
       {std::pair{-0.1, -1.0}, std::pair{-10.0, 1.0}}) {
    const Vector4d clip = T_DC * Vector4d(0, 0, z, 1);
    EXPECT_NEAR(clip(2) / clip(3), ndc_z, 1e-14);
  }
  // a centered principal point with f_x = f_y = h/2 (fov_y = 90°) on a square
  // image is the symmetric frustum: diag(1, 1, ·, ·), no off-center terms.
  const RenderCameraCore centered("r",
                                  CameraInfo(100, 100, 50.0, 50.0, 50.0, 50.0),
                                  ClippingRange(1.0, 3.0), RigidTransformd());
  Matrix4d symmetric = Matrix4d::Zero();
  symmetric(0, 0) = 1.0;
  symmetric(1, 1) = 1.0;
  symmetric(2, 2) = -2.0;  // −(3 + 1) / 2
  symmetric(2, 3) = -3.0;  // −2·3·1 / 2
  symmetric(3, 2) = -1.0;
  EXPECT_TRUE(NearRelative(centered.CalcProjectionMatrix(), symmetric, 1e-14));
}

TEST(DepthRenderCameraTest, DepthRangeWithinClipping) {
  const RenderCameraCore core = MakeCore(0.1, 10.0);
  const DepthRenderCamera camera(core, DepthRange(0.5, 8.0));
  EXPECT_EQ(camera.core().clipping().far(), 10.0);
  EXPECT_EQ(camera.depth_range().min_depth(), 0.5);
  EXPECT_EQ(camera.depth_range().max_depth(), 8.0);
  // the depth range may touch the clipping planes.
  EXPECT_NO_THROW(DepthRenderCamera(core, DepthRange(0.1, 10.0)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      DepthRenderCamera(core, DepthRange(0.05, 8.0)),
      "Depth camera's depth range extends beyond the clipping planes; "
      "near = 0.1, far = 10, min. depth = 0.05, max. depth = 8");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DepthRenderCamera(core, DepthRange(0.5, 10.5)),
      "Depth camera's depth range extends beyond the clipping planes; "
      "near = 0.1, far = 10, min. depth = 0.5, max. depth = 10.5");
}

}  // namespace render_camera_test
}  // namespace render
}  // namespace geometry
}  // namespace drake
