#pragma once

/// @file
/// BarycentricMesh: a piecewise-linear function on a rectilinear grid,
/// interpolated over the simplices of the Kuhn (Freudenthal) triangulation
/// of each grid cell (Munos and Moore, "Barycentric interpolators for
/// continuous space and time reinforcement learning", NIPS 1998).

#include <functional>
#include <set>
#include <stdexcept>
#include <vector>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

/// A function from ℝⁿ to ℝᵐ given by its values at the points of a mesh
/// grid (the Cartesian product of one sorted set of coordinates per input
/// dimension), interpolated linearly over the simplex of the grid cell that
/// contains the input. An input is a weighted sum of at most n + 1 mesh
/// points (one more than the number of dimensions with more than one
/// coordinate). Inputs outside the grid's bounding box are projected
/// (elementwise) onto it.
///
/// Mesh points are numbered with dimension 0 varying fastest: the point
/// with coordinate indices (i₀, i₁, ...) has index i₀ + n₀ i₁ + n₀ n₁ i₂ +
/// ..., where nₖ is the number of coordinates in dimension k.
///
/// @tparam T double (the only scalar Drake instantiates);
///   EvalWithMixedScalars() takes mesh values of another scalar type (e.g.
///   AutoDiffXd).
template <typename T>
class BarycentricMesh {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(BarycentricMesh);

  /// The sorted, unique coordinates of the mesh points in one input
  /// dimension (double, whatever T is).
  typedef std::set<double> Coordinates;
  /// One Coordinates per input dimension.
  typedef std::vector<Coordinates> MeshGrid;

  /// Constructs the mesh on `input_grid`.
  /// @throws std::invalid_argument if input_grid has no dimensions, or some
  ///   dimension has no coordinates or a non-finite one.
  explicit BarycentricMesh(MeshGrid input_grid);

  const MeshGrid& get_input_grid() const { return input_grid_; }
  /// The number of input dimensions n.
  int get_input_size() const { return static_cast<int>(input_grid_.size()); }
  /// The number of mesh points, the product of the coordinate counts.
  int get_num_mesh_points() const { return num_mesh_points_; }
  /// The number of mesh points each interpolation combines: one plus the
  /// number of dimensions with more than one coordinate.
  int get_num_interpolants() const { return num_interpolants_; }

  /// Writes the coordinates of mesh point `index` into `point`, which must
  /// already have size get_input_size() (an EigenPtr cannot resize).
  /// @throws std::invalid_argument if index is not in [0,
  ///   get_num_mesh_points()), or point is null or of the wrong size.
  void get_mesh_point(int index, EigenPtr<Eigen::VectorXd> point) const;

  /// Returns the coordinates of mesh point `index`.
  /// @throws std::invalid_argument if index is out of range.
  VectorX<T> get_mesh_point(int index) const;

  /// Returns every mesh point, one per column, in index order.
  MatrixX<T> get_all_mesh_points() const;

  /// Writes the indices of the mesh points that interpolate `input` into
  /// `mesh_indices` and their weights (non-negative, summing to 1) into
  /// `weights`; both must already have size get_num_interpolants(). Points
  /// whose weight is 0 may be listed (e.g. on a cell's face).
  /// @throws std::invalid_argument if input.size() != get_input_size(), an
  ///   input entry is NaN, or an output pointer is null or of the wrong
  ///   size.
  void EvalBarycentricWeights(const Eigen::Ref<const VectorX<T>>& input,
                              EigenPtr<Eigen::VectorXi> mesh_indices,
                              EigenPtr<VectorX<T>> weights) const;

  /// Writes the interpolated value at `input` into `output`, which must
  /// already have size mesh_values.rows(). Column i of `mesh_values` is the
  /// function's value at mesh point i.
  /// @throws std::invalid_argument if mesh_values does not have
  ///   get_num_mesh_points() columns, output is null or of the wrong size,
  ///   and as EvalBarycentricWeights().
  void Eval(const Eigen::Ref<const MatrixX<T>>& mesh_values,
            const Eigen::Ref<const VectorX<T>>& input,
            EigenPtr<VectorX<T>> output) const;

  /// Returns the interpolated value at `input`.
  /// @throws std::invalid_argument as the other overload.
  VectorX<T> Eval(const Eigen::Ref<const MatrixX<T>>& mesh_values,
                  const Eigen::Ref<const VectorX<T>>& input) const;

  /// As Eval(), with mesh values (and output) of scalar type ValueT, which
  /// may differ from T (e.g. AutoDiffXd values to differentiate with
  /// respect to the mesh values).
  /// @throws std::invalid_argument as Eval().
  template <typename ValueT = T>
  void EvalWithMixedScalars(
      const Eigen::Ref<const MatrixX<ValueT>>& mesh_values,
      const Eigen::Ref<const VectorX<T>>& input,
      EigenPtr<VectorX<ValueT>> output) const {
    if (output == nullptr) {
      throw std::invalid_argument(
          "BarycentricMesh::Eval(): output must not be null.");
    }
    if (mesh_values.cols() != num_mesh_points_) {
      throw std::invalid_argument(fmt::format(
          "BarycentricMesh::Eval(): mesh_values must have one column per "
          "mesh point ({}), but it has {}.",
          num_mesh_points_, mesh_values.cols()));
    }
    if (output->size() != mesh_values.rows()) {
      throw std::invalid_argument(fmt::format(
          "BarycentricMesh::Eval(): output must have size {} (the rows of "
          "mesh_values), but it has size {}.",
          mesh_values.rows(), output->size()));
    }
    Eigen::VectorXi indices(num_interpolants_);
    VectorX<T> weights(num_interpolants_);
    EvalBarycentricWeights(input, &indices, &weights);
    VectorX<ValueT> result = VectorX<ValueT>::Zero(mesh_values.rows());
    for (int i = 0; i < num_interpolants_; ++i) {
      result += ValueT(weights[i]) * mesh_values.col(indices[i]);
    }
    *output = result;
  }

  /// Returns the value that the other overload writes.
  template <typename ValueT = T>
  VectorX<ValueT> EvalWithMixedScalars(
      const Eigen::Ref<const MatrixX<ValueT>>& mesh_values,
      const Eigen::Ref<const VectorX<T>>& input) const {
    VectorX<ValueT> output(mesh_values.rows());
    EvalWithMixedScalars<ValueT>(mesh_values, input, &output);
    return output;
  }

  /// Returns the mesh values of `vector_func`: column i is
  /// vector_func(get_mesh_point(i)).
  /// @throws std::invalid_argument if vector_func returns vectors of
  ///   different sizes.
  MatrixX<T> MeshValuesFrom(
      const std::function<VectorX<T>(const Eigen::Ref<const VectorX<T>>&)>&
          vector_func) const;

 private:
  MeshGrid input_grid_;
  // The index step between neighbouring mesh points along each dimension.
  std::vector<int> stride_;
  int num_mesh_points_{1};
  int num_interpolants_{1};
};

}  // namespace math
}  // namespace drake

extern template class ::drake::math::BarycentricMesh<double>;
