#include "drake/systems/sensors/camera_info.h"

#include <sstream>
#include <stdexcept>
#include <string>

#include "drake/common/fmt_eigen.h"

namespace drake {
namespace systems {
namespace sensors {
namespace {

// Each problem is one line of the message, "\n  Name (value) should ...";
// values are printed by an ostream, as in Drake's messages.
void AddProblem(std::ostringstream* problems, const char* name, double value,
                const char* should) {
  *problems << "\n  " << name << " (" << value << ") " << should;
}

void CheckSize(std::ostringstream* problems, const char* name, int value) {
  if (!(value > 0)) {
    *problems << "\n  " << name << " (" << value << ") should be positive.";
  }
}

void CheckFocal(std::ostringstream* problems, const char* name, double value) {
  if (!(value > 0 && std::isfinite(value))) {
    AddProblem(problems, name, value, "should be a positive, finite number.");
  }
}

// NaN is refused too (the range is open).
void CheckCenter(std::ostringstream* problems, const char* name, double value,
                 int size) {
  if (!(value > 0 && value < size)) {
    std::ostringstream should;
    should << "should lie in the range (0, " << size << ").";
    AddProblem(problems, name, value, should.str().c_str());
  }
}

Eigen::Matrix3d MakeK(double focal_x, double focal_y, double center_x,
                      double center_y) {
  Eigen::Matrix3d K;
  // clang-format off
  K << focal_x, 0,       center_x,
       0,       focal_y, center_y,
       0,       0,       1;
  // clang-format on
  return K;
}

}  // namespace

CameraInfo::CameraInfo(int width, int height, double focal_x, double focal_y,
                       double center_x, double center_y)
    : CameraInfo(width, height, MakeK(focal_x, focal_y, center_x, center_y)) {}

CameraInfo::CameraInfo(int width, int height, double fov_y)
    : CameraInfo(width, height, height * 0.5 / std::tan(0.5 * fov_y),
                 height * 0.5 / std::tan(0.5 * fov_y), width * 0.5 - 0.5,
                 height * 0.5 - 0.5) {}

CameraInfo::CameraInfo(int width, int height,
                       const Eigen::Matrix3d& intrinsic_matrix)
    : width_(width), height_(height), intrinsic_matrix_(intrinsic_matrix) {
  const Eigen::Matrix3d& K = intrinsic_matrix;
  std::ostringstream problems;
  CheckSize(&problems, "Width", width);
  CheckSize(&problems, "Height", height);
  CheckFocal(&problems, "Focal X", K(0, 0));
  CheckFocal(&problems, "Focal Y", K(1, 1));
  CheckCenter(&problems, "Center X", K(0, 2), width);
  CheckCenter(&problems, "Center Y", K(1, 2), height);
  // the skew and the homogeneous row must be exactly those of the model.
  const bool form_ok = K(0, 1) == 0 && K(1, 0) == 0 && K(2, 0) == 0 &&
                       K(2, 1) == 0 && K(2, 2) == 1;
  if (!form_ok) {
    problems << "\n  The camera's intrinsic matrix is malformed:\n"
             << fmt::to_string(fmt_eigen(K));
  }
  if (!problems.str().empty()) {
    throw std::runtime_error("Invalid camera configuration: " + problems.str());
  }
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
