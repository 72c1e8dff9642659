// CameraInfo: the intrinsics of the three constructors against closed forms
// (focal length from the vertical field of view, the centered principal
// point, the fields of view recomputed from them), and every validation
// message.

#include "drake/systems/sensors/camera_info.h"

#include <cmath>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <tuple>

#include <gtest/gtest.h>

namespace drake {
namespace systems {
namespace sensors {
namespace camera_info_test {

using Eigen::Matrix3d;

// Relative tolerance of values computed with a few roundings (tan, atan,
// sqrt, a division): each costs at most an ulp or two, 2.2e-16 apiece.
constexpr double kTol = 1e-14;

// The message of the exception `make` throws ("" if none).
std::string MessageOf(const std::function<void()>& make) {
  try {
    make();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

void ExpectNearRelative(double actual, double expected, double tolerance) {
  EXPECT_NEAR(actual, expected, tolerance * std::abs(expected));
}

TEST(CameraInfoTest, FromFieldOfView) {
  // fov_y = π/4: tan(π/8) = √2 − 1, so f = (h/2)/(√2 − 1) = (h/2)(√2 + 1).
  const int w = 640;
  const int h = 480;
  const CameraInfo info(w, h, M_PI / 4);
  const double f = 240.0 * (std::sqrt(2.0) + 1.0);
  EXPECT_EQ(info.width(), w);
  EXPECT_EQ(info.height(), h);
  ExpectNearRelative(info.focal_x(), f, kTol);
  ExpectNearRelative(info.focal_y(), f, kTol);
  // The principal point is the image center in pixel-center coordinates
  // (the upper-left pixel's center is (0, 0)): exact.
  EXPECT_EQ(info.center_x(), 319.5);
  EXPECT_EQ(info.center_y(), 239.5);
  // fov_y is recovered; fov_x = 2 atan(w/(2f)) = 2 atan((4/3)(√2 − 1)).
  ExpectNearRelative(info.fov_y(), M_PI / 4, kTol);
  ExpectNearRelative(info.fov_x(),
                     2 * std::atan(4.0 / 3.0 * (std::sqrt(2.0) - 1.0)), kTol);
  // a wider image than tall has the wider horizontal field of view.
  EXPECT_GT(info.fov_x(), info.fov_y());

  // fov_y = π/2: f = h/2 (tan(π/4) = 1); on a square image fov_x = fov_y.
  const CameraInfo square(100, 100, M_PI / 2);
  ExpectNearRelative(square.focal_x(), 50.0, kTol);
  ExpectNearRelative(square.fov_x(), M_PI / 2, kTol);
  ExpectNearRelative(square.fov_y(), M_PI / 2, kTol);
}

TEST(CameraInfoTest, FromFocalLengthsAndCenter) {
  const CameraInfo info(640, 480, 500.0, 510.0, 300.0, 250.0);
  EXPECT_EQ(info.focal_x(), 500.0);
  EXPECT_EQ(info.focal_y(), 510.0);
  EXPECT_EQ(info.center_x(), 300.0);
  EXPECT_EQ(info.center_y(), 250.0);
  Matrix3d K;
  K << 500, 0, 300, 0, 510, 250, 0, 0, 1;
  EXPECT_EQ(info.intrinsic_matrix(), K);
  // the fields of view of the two focal lengths.
  ExpectNearRelative(info.fov_x(), 2 * std::atan(640.0 / 1000.0), kTol);
  ExpectNearRelative(info.fov_y(), 2 * std::atan(480.0 / 1020.0), kTol);

  // the matrix constructor gives the same camera; copies are equal.
  const CameraInfo from_K(640, 480, K);
  EXPECT_EQ(from_K.intrinsic_matrix(), K);
  EXPECT_EQ(from_K.width(), 640);
  EXPECT_EQ(from_K.height(), 480);
  const CameraInfo copy = from_K;
  EXPECT_EQ(copy.intrinsic_matrix(), K);
}

TEST(CameraInfoTest, EachBadValueIsNamed) {
  const std::string prefix = "Invalid camera configuration: ";
  EXPECT_EQ(MessageOf([] { CameraInfo(0, 480, 500, 500, 1, 240); }),
            prefix +
                "\n  Width (0) should be positive."
                "\n  Center X (1) should lie in the range (0, 0).");
  EXPECT_EQ(MessageOf([] { CameraInfo(640, -2, 500, 500, 320, -1); }),
            prefix +
                "\n  Height (-2) should be positive."
                "\n  Center Y (-1) should lie in the range (0, -2).");
  EXPECT_EQ(MessageOf([] { CameraInfo(640, 480, 0, 500, 320, 240); }),
            prefix + "\n  Focal X (0) should be a positive, finite number.");
  EXPECT_EQ(MessageOf([] { CameraInfo(640, 480, 500, -3, 320, 240); }),
            prefix + "\n  Focal Y (-3) should be a positive, finite number.");
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(MessageOf([&] { CameraInfo(640, 480, inf, nan, 320, 240); }),
            prefix +
                "\n  Focal X (inf) should be a positive, finite number."
                "\n  Focal Y (nan) should be a positive, finite number.");
  // the principal point lies strictly inside the image.
  EXPECT_EQ(MessageOf([] { CameraInfo(640, 480, 500, 500, 0, 480); }),
            prefix +
                "\n  Center X (0) should lie in the range (0, 640)."
                "\n  Center Y (480) should lie in the range (0, 480).");
  EXPECT_EQ(MessageOf([] { CameraInfo(640, 480, 500, 500, 640.5, 0.5); }),
            prefix + "\n  Center X (640.5) should lie in the range (0, 640).");
  // Beyond Drake: a NaN principal point is refused (Drake accepts it).
  EXPECT_EQ(MessageOf([&] { CameraInfo(640, 480, 500, 500, nan, 240); }),
            prefix + "\n  Center X (nan) should lie in the range (0, 640).");
  // every problem is listed, in this order.
  EXPECT_EQ(MessageOf([] { CameraInfo(-1, 0, -1, 0, 5, 5); }),
            prefix +
                "\n  Width (-1) should be positive."
                "\n  Height (0) should be positive."
                "\n  Focal X (-1) should be a positive, finite number."
                "\n  Focal Y (0) should be a positive, finite number."
                "\n  Center X (5) should lie in the range (0, -1)."
                "\n  Center Y (5) should lie in the range (0, 0).");
}

TEST(CameraInfoTest, MalformedIntrinsicMatrix) {
  // each entry outside f_x, f_y, c_x, c_y must be that of the model.
  for (const auto& [row, col, value] :
       {std::tuple{0, 1, 0.5}, std::tuple{1, 0, 0.5}, std::tuple{2, 0, 1e-9},
        std::tuple{2, 1, -1.0}, std::tuple{2, 2, 2.0}}) {
    Matrix3d K;
    K << 500, 0, 320, 0, 500, 240, 0, 0, 1;
    K(row, col) = value;
    std::ostringstream printed;
    printed << K;
    EXPECT_EQ(MessageOf([&] { CameraInfo(640, 480, K); }),
              "Invalid camera configuration: "
              "\n  The camera's intrinsic matrix is malformed:\n" +
                  printed.str())
        << "K(" << row << ", " << col << ")";
  }
}

TEST(CameraInfoTest, BadFieldOfView) {
  // fov_y gives the focal lengths; a bad one is reported through them.
  const std::string prefix = "Invalid camera configuration: ";
  EXPECT_EQ(MessageOf([] { CameraInfo(640, 480, 0.0); }),
            prefix +
                "\n  Focal X (inf) should be a positive, finite number."
                "\n  Focal Y (inf) should be a positive, finite number.");
  // tan(−π/8) < 0: negative focal lengths.
  EXPECT_NE(MessageOf([] {
              CameraInfo(640, 480, -M_PI / 4);
            }).find("Focal X (-579.411) should be a positive, finite"),
            std::string::npos);
  EXPECT_EQ(MessageOf([] {
              CameraInfo(640, 480, std::numeric_limits<double>::quiet_NaN());
            }),
            prefix +
                "\n  Focal X (nan) should be a positive, finite number."
                "\n  Focal Y (nan) should be a positive, finite number.");
  EXPECT_EQ(MessageOf([] { CameraInfo(0, 480, M_PI / 4); }),
            prefix +
                "\n  Width (0) should be positive."
                "\n  Center X (-0.5) should lie in the range (0, 0).");
}

}  // namespace camera_info_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
