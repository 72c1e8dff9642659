#include "drake/math/barycentric.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <utility>

namespace drake {
namespace math {

template <typename T>
BarycentricMesh<T>::BarycentricMesh(MeshGrid input_grid)
    : input_grid_(std::move(input_grid)) {
  if (input_grid_.empty()) {
    throw std::invalid_argument(
        "BarycentricMesh: the input grid must have at least one dimension.");
  }
  stride_.resize(input_grid_.size());
  std::int64_t count = 1;
  for (size_t d = 0; d < input_grid_.size(); ++d) {
    const Coordinates& coordinates = input_grid_[d];
    if (coordinates.empty()) {
      throw std::invalid_argument(
          fmt::format("BarycentricMesh: dimension {} of the input grid has no "
                      "coordinates.",
                      d));
    }
    for (const double c : coordinates) {
      if (!std::isfinite(c)) {
        throw std::invalid_argument(fmt::format(
            "BarycentricMesh: dimension {} of the input grid has the "
            "non-finite coordinate {}.",
            d, c));
      }
    }
    stride_[d] = static_cast<int>(count);
    count *= static_cast<std::int64_t>(coordinates.size());
    if (count > std::numeric_limits<int>::max()) {
      throw std::invalid_argument(
          "BarycentricMesh: the grid has more mesh points than an int holds.");
    }
    if (coordinates.size() > 1) ++num_interpolants_;
  }
  num_mesh_points_ = static_cast<int>(count);
}

template <typename T>
void BarycentricMesh<T>::get_mesh_point(
    int index,
    // EigenPtr by value is Drake's signature (a cheap non-owning handle).
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    EigenPtr<Eigen::VectorXd> point) const {
  if (point == nullptr) {
    throw std::invalid_argument(
        "BarycentricMesh::get_mesh_point(): point must not be null.");
  }
  if (index < 0 || index >= num_mesh_points_) {
    throw std::invalid_argument(fmt::format(
        "BarycentricMesh::get_mesh_point(): index {} is not in [0, {}).", index,
        num_mesh_points_));
  }
  // An EigenPtr wraps an Eigen::Ref, which cannot be resized.
  if (point->size() != get_input_size()) {
    throw std::invalid_argument(fmt::format(
        "BarycentricMesh::get_mesh_point(): point must have size {} (the "
        "input size), but it has size {}.",
        get_input_size(), point->size()));
  }
  // Dimension 0 varies fastest: peel off one digit per dimension.
  for (int d = 0; d < get_input_size(); ++d) {
    const Coordinates& coordinates = input_grid_[d];
    const auto size = static_cast<int>(coordinates.size());
    (*point)[d] = *std::next(coordinates.begin(), index % size);
    index /= size;
  }
}

template <typename T>
VectorX<T> BarycentricMesh<T>::get_mesh_point(int index) const {
  Eigen::VectorXd point(get_input_size());
  get_mesh_point(index, &point);
  return point.template cast<T>();
}

template <typename T>
MatrixX<T> BarycentricMesh<T>::get_all_mesh_points() const {
  MatrixX<T> points(get_input_size(), num_mesh_points_);
  Eigen::VectorXd point(get_input_size());
  for (int i = 0; i < num_mesh_points_; ++i) {
    get_mesh_point(i, &point);
    points.col(i) = point.template cast<T>();
  }
  return points;
}

template <typename T>
void BarycentricMesh<T>::EvalBarycentricWeights(
    const Eigen::Ref<const VectorX<T>>& input,
    // EigenPtr by value is Drake's signature (a cheap non-owning handle).
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    EigenPtr<Eigen::VectorXi> mesh_indices,
    EigenPtr<VectorX<T>> weights) const {
  if (mesh_indices == nullptr || weights == nullptr) {
    throw std::invalid_argument(
        "BarycentricMesh::EvalBarycentricWeights(): mesh_indices and weights "
        "must not be null.");
  }
  if (input.size() != get_input_size()) {
    throw std::invalid_argument(fmt::format(
        "BarycentricMesh: the input must have {} entries (one per grid "
        "dimension), but it has {}.",
        get_input_size(), input.size()));
  }
  // EigenPtr wraps an Eigen::Ref, which cannot be resized.
  if (mesh_indices->size() != num_interpolants_ ||
      weights->size() != num_interpolants_) {
    throw std::invalid_argument(fmt::format(
        "BarycentricMesh::EvalBarycentricWeights(): mesh_indices and weights "
        "must have size {} (get_num_interpolants()), but they have sizes {} "
        "and {}.",
        num_interpolants_, mesh_indices->size(), weights->size()));
  }
  // For each non-singleton dimension: the fraction f ∈ [0, 1] of the way
  // from the lower to the upper coordinate of the cell holding the input
  // (1 when the input is clamped to the grid's edge, where the cell has no
  // extent), and whether the cell has extent there.
  struct Fraction {
    T f;
    int dimension;
  };
  std::vector<Fraction> fractions;
  fractions.reserve(num_interpolants_ - 1);
  std::vector<char> has_extent(input_grid_.size(), 0);
  // Start at the cell's upper corner.
  int corner = 0;
  for (int d = 0; d < get_input_size(); ++d) {
    const Coordinates& coordinates = input_grid_[d];
    if (std::isnan(input[d])) {
      throw std::invalid_argument(
          fmt::format("BarycentricMesh: input entry {} is NaN.", d));
    }
    if (coordinates.size() == 1) continue;
    const auto upper = coordinates.lower_bound(input[d]);  // First ≥ input.
    int upper_index = 0;
    T f(1.0);
    if (upper == coordinates.end()) {
      upper_index = static_cast<int>(coordinates.size()) - 1;
    } else if (upper != coordinates.begin()) {
      upper_index = static_cast<int>(std::distance(coordinates.begin(), upper));
      const double high = *upper;
      const double low = *std::prev(upper);
      f = (input[d] - low) / (high - low);
      has_extent[d] = 1;
    }
    corner += stride_[d] * upper_index;
    fractions.push_back({f, d});
  }
  // The simplex: walk from the upper corner down one dimension at a time,
  // in increasing order of fraction (ties by dimension). The weights are
  // the gaps between consecutive sorted fractions.
  std::sort(fractions.begin(), fractions.end(),
            [](const Fraction& a, const Fraction& b) {
              return a.f < b.f || (!(b.f < a.f) && a.dimension < b.dimension);
            });
  const int m = num_interpolants_ - 1;
  (*mesh_indices)[0] = corner;
  (*weights)[0] = m == 0 ? T(1.0) : fractions[0].f;
  for (int k = 1; k <= m; ++k) {
    const int d = fractions[k - 1].dimension;
    if (has_extent[d]) corner -= stride_[d];
    (*mesh_indices)[k] = corner;
    (*weights)[k] = (k == m ? T(1.0) : fractions[k].f) - fractions[k - 1].f;
  }
}

template <typename T>
void BarycentricMesh<T>::Eval(const Eigen::Ref<const MatrixX<T>>& mesh_values,
                              const Eigen::Ref<const VectorX<T>>& input,
                              EigenPtr<VectorX<T>> output) const {
  EvalWithMixedScalars<T>(mesh_values, input, output);
}

template <typename T>
VectorX<T> BarycentricMesh<T>::Eval(
    const Eigen::Ref<const MatrixX<T>>& mesh_values,
    const Eigen::Ref<const VectorX<T>>& input) const {
  return EvalWithMixedScalars<T>(mesh_values, input);
}

template <typename T>
MatrixX<T> BarycentricMesh<T>::MeshValuesFrom(
    const std::function<VectorX<T>(const Eigen::Ref<const VectorX<T>>&)>&
        vector_func) const {
  MatrixX<T> values;
  for (int i = 0; i < num_mesh_points_; ++i) {
    const VectorX<T> value = vector_func(get_mesh_point(i));
    if (i == 0) {
      values.resize(value.size(), num_mesh_points_);
    } else if (value.size() != values.rows()) {
      throw std::invalid_argument(fmt::format(
          "BarycentricMesh::MeshValuesFrom(): vector_func returned {} values "
          "at mesh point {} but {} at mesh point 0.",
          value.size(), i, values.rows()));
    }
    values.col(i) = value;
  }
  return values;
}

}  // namespace math
}  // namespace drake

template class ::drake::math::BarycentricMesh<double>;
