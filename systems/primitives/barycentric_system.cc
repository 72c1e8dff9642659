#include "drake/systems/primitives/barycentric_system.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace systems {

namespace {
// The output size, checked before the base class declares the ports.
template <typename T>
int CheckedOutputSize(const math::BarycentricMesh<T>& mesh,
                      const Eigen::Ref<const MatrixX<T>>& output_values) {
  if (output_values.cols() != mesh.get_num_mesh_points()) {
    throw std::invalid_argument(fmt::format(
        "BarycentricMeshSystem: output_values must have one column per mesh "
        "point ({}), but it has {} columns.",
        mesh.get_num_mesh_points(), output_values.cols()));
  }
  if (output_values.rows() == 0) {
    throw std::invalid_argument(
        "BarycentricMeshSystem: output_values has no rows (the output would "
        "be empty).");
  }
  return static_cast<int>(output_values.rows());
}
}  // namespace

template <typename T>
BarycentricMeshSystem<T>::BarycentricMeshSystem(
    math::BarycentricMesh<T> mesh,
    const Eigen::Ref<const MatrixX<T>>& output_values)
    : VectorSystem<T>(mesh.get_input_size(),
                      CheckedOutputSize(mesh, output_values),
                      /* direct_feedthrough = */ true),
      mesh_(std::move(mesh)),
      output_values_(output_values) {}

template <typename T>
void BarycentricMeshSystem<T>::DoCalcVectorOutput(
    const Context<T>&, const Eigen::VectorBlock<const VectorX<T>>& input,
    const Eigen::VectorBlock<const VectorX<T>>&,
    Eigen::VectorBlock<VectorX<T>>* output) const {
  // (The mesh checks the input for NaN.)
  VectorX<T> value(output_values_.rows());
  mesh_.Eval(output_values_, input, &value);
  *output = value;
}

template class BarycentricMeshSystem<double>;

}  // namespace systems
}  // namespace drake
