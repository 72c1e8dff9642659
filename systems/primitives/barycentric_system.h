#pragma once

/// @file
/// BarycentricMeshSystem: a stateless system whose output is a
/// barycentric (multi-linear) interpolation, over a mesh of its input
/// space, of given values at the mesh points.

#include "drake/common/eigen_types.h"
#include "drake/math/barycentric.h"
#include "drake/systems/framework/vector_system.h"

namespace drake {
namespace systems {

/// A stateless vector system y = f(u), where f interpolates (barycentric
/// interpolation on math::BarycentricMesh `mesh`) the values given at the
/// mesh points: column i of `output_values` is f at mesh point i. Inputs
/// outside the mesh are projected onto it, as BarycentricMesh does. A
/// typical use is the policy of a dynamic-programming design (see
/// controllers::FittedValueIteration()).
///
/// Ports: vector input "u0" (size mesh.get_input_size()), vector output
/// "y0" (size output_values.rows()), with direct feedthrough.
///
/// @tparam T double only.
template <typename T>
class BarycentricMeshSystem final : public VectorSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BarycentricMeshSystem);

  /// @throws std::exception if output_values does not have one column per
  /// mesh point (mesh.get_num_mesh_points()) or has no rows.
  BarycentricMeshSystem(math::BarycentricMesh<T> mesh,
                        const Eigen::Ref<const MatrixX<T>>& output_values);

  /// The mesh over the input space.
  const math::BarycentricMesh<T>& get_mesh() const { return mesh_; }

  /// The values at the mesh points (one column per mesh point).
  const MatrixX<T>& get_output_values() const { return output_values_; }

 private:
  void DoCalcVectorOutput(const Context<T>& context,
                          const Eigen::VectorBlock<const VectorX<T>>& input,
                          const Eigen::VectorBlock<const VectorX<T>>& state,
                          Eigen::VectorBlock<VectorX<T>>* output) const final;

  const math::BarycentricMesh<T> mesh_;
  const MatrixX<T> output_values_;
};

}  // namespace systems
}  // namespace drake

extern template class ::drake::systems::BarycentricMeshSystem<double>;
