// TrajectoryAffineSystem and TrajectoryLinearSystem: time-varying systems
// whose matrices are trajectories. (One translation unit for both.)

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/systems/primitives/trajectory_affine_system.h"
#include "drake/systems/primitives/trajectory_linear_system.h"

namespace drake {
namespace systems {

namespace {

using trajectories::Trajectory;

// Checks the shapes of the matrices (f0 and y0 may be null) against
// num_states = A.rows(), num_inputs = B.cols(), num_outputs = C.rows(), and
// returns num_states.
int CheckShapes(const char* who, const Trajectory<double>& A,
                const Trajectory<double>& B, const Trajectory<double>* f0,
                const Trajectory<double>& C, const Trajectory<double>& D,
                const Trajectory<double>* y0) {
  const Eigen::Index n = A.rows();
  const Eigen::Index m = B.cols();
  const Eigen::Index p = C.rows();
  const auto check = [&](const char* what, const Trajectory<double>& trajectory,
                         Eigen::Index rows, Eigen::Index cols) {
    if (trajectory.rows() != rows || trajectory.cols() != cols) {
      throw std::logic_error(fmt::format(
          "{}: the {} trajectory is {}×{}; with {} states, {} inputs and {} "
          "outputs it must be {}×{}.",
          who, what, trajectory.rows(), trajectory.cols(), n, m, p, rows,
          cols));
    }
  };
  check("A", A, n, n);
  check("B", B, n, m);
  if (f0 != nullptr) check("f0", *f0, n, 1);
  check("C", C, p, n);
  check("D", D, p, m);
  if (y0 != nullptr) check("y0", *y0, p, 1);
  return static_cast<int>(n);
}

}  // namespace

template <typename T>
TrajectoryAffineSystem<T>::TrajectoryAffineSystem(const Trajectory<double>& A,
                                                  const Trajectory<double>& B,
                                                  const Trajectory<double>& f0,
                                                  const Trajectory<double>& C,
                                                  const Trajectory<double>& D,
                                                  const Trajectory<double>& y0,
                                                  double time_period)
    : TimeVaryingAffineSystem<T>(
          SystemTypeTag<TrajectoryAffineSystem>{},
          CheckShapes("TrajectoryAffineSystem", A, B, &f0, C, D, &y0),
          static_cast<int>(B.cols()), static_cast<int>(C.rows()), time_period),
      A_(A.Clone()),
      B_(B.Clone()),
      f0_(f0.Clone()),
      C_(C.Clone()),
      D_(D.Clone()),
      y0_(y0.Clone()) {}

template <typename T>
TrajectoryLinearSystem<T>::TrajectoryLinearSystem(const Trajectory<double>& A,
                                                  const Trajectory<double>& B,
                                                  const Trajectory<double>& C,
                                                  const Trajectory<double>& D,
                                                  double time_period)
    : TimeVaryingLinearSystem<T>(
          SystemTypeTag<TrajectoryLinearSystem>{},
          CheckShapes("TrajectoryLinearSystem", A, B, nullptr, C, D, nullptr),
          static_cast<int>(B.cols()), static_cast<int>(C.rows()), time_period),
      A_(A.Clone()),
      B_(B.Clone()),
      C_(C.Clone()),
      D_(D.Clone()) {}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectoryAffineSystem)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectoryLinearSystem)
