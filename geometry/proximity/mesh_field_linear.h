#pragma once

/// @file
/// MeshFieldLinear<T, MeshType>: a scalar field on a mesh, linear on each
/// element and given by its values at the mesh's vertices (continuous
/// across elements). VolumeMeshFieldLinear, TriangleSurfaceMeshFieldLinear
/// and PolygonSurfaceMeshFieldLinear name it for the three mesh types.

#include <array>
#include <memory>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/proximity/mesh_traits.h"

namespace drake {
namespace geometry {

/// Whether MeshFieldLinear computes per-element gradients, and what a
/// degenerate element (no gradient) does.
enum class MeshGradientMode {
  kNone,                ///< No gradients are computed.
  kOkOrThrow,           ///< Compute them; throw on a degenerate element.
  kOkOrMarkDegenerate,  ///< Compute them; mark the field degenerate.
};

namespace internal {
// Rewrites contact surfaces in place for hydroelastic queries that reuse
// them (geometry/proximity/hydroelastic_contact.cc).
template <typename T>
class ContactSurfaceWriter;
}  // namespace internal

/// A continuous, piecewise-linear scalar field on `MeshType` (VolumeMesh,
/// TriangleSurfaceMesh or PolygonSurfaceMesh), defined by one value per
/// vertex. The field refers to its mesh, which must outlive it (the field
/// does not own it). With gradients (the default), EvaluateCartesian() is a
/// dot product; EvaluateGradient() returns ∇f on an element, expressed in
/// the mesh's frame M (field units per m).
template <class T, class MeshType>
class MeshFieldLinear {
 public:
  MeshFieldLinear(MeshFieldLinear&&) = default;
  MeshFieldLinear& operator=(MeshFieldLinear&&) = default;

  /// @pre `mesh` is not null and `values` has one entry per mesh vertex.
  /// Throws std::runtime_error for a degenerate element under
  /// MeshGradientMode::kOkOrThrow.
  MeshFieldLinear(std::vector<T>&& values, const MeshType* mesh,
                  MeshGradientMode gradient_mode = MeshGradientMode::kOkOrThrow)
      : mesh_(mesh), values_(std::move(values)) {
    DRAKE_DEMAND(mesh_ != nullptr);
    DRAKE_DEMAND(static_cast<int>(values_.size()) == mesh_->num_vertices());
    if (gradient_mode != MeshGradientMode::kNone) {
      CalcGradientField(gradient_mode);
    }
    CalcMinAndMaxValues();
  }

  /// With precomputed gradients (one per element, in M), which the caller
  /// keeps consistent with `values`.
  MeshFieldLinear(std::vector<T>&& values, const MeshType* mesh,
                  std::vector<Vector3<T>>&& gradients)
      : mesh_(mesh),
        values_(std::move(values)),
        gradients_(std::move(gradients)) {
    DRAKE_DEMAND(mesh_ != nullptr);
    DRAKE_DEMAND(static_cast<int>(values_.size()) == mesh_->num_vertices());
    DRAKE_DEMAND(static_cast<int>(gradients_.size()) == mesh_->num_elements());
    CalcValuesAtMo();
    CalcMinAndMaxValues();
  }

  /// A copy of this field referring to `new_mesh` (which must have the
  /// same vertex and element counts).
  std::unique_ptr<MeshFieldLinear> CloneAndSetMesh(
      const MeshType* new_mesh) const {
    DRAKE_DEMAND(new_mesh != nullptr);
    DRAKE_DEMAND(new_mesh->num_vertices() == mesh_->num_vertices());
    std::unique_ptr<MeshFieldLinear> copy(new MeshFieldLinear(*this));
    copy->mesh_ = new_mesh;
    return copy;
  }

  /// True if gradients were requested with kOkOrMarkDegenerate and some
  /// element had none.
  bool is_gradient_field_degenerate() const {
    return is_gradient_field_degenerate_;
  }

  const T& EvaluateAtVertex(int v) const {
    DRAKE_DEMAND(0 <= v && v < mesh_->num_vertices());
    return values_[v];
  }
  /// The least and greatest vertex value of element e.
  const T& EvaluateMin(int e) const { return min_values_.at(e); }
  const T& EvaluateMax(int e) const { return max_values_.at(e); }

  /// The field at barycentric coordinates `b` in element e. Throws
  /// std::logic_error for a PolygonSurfaceMesh (no barycentric
  /// coordinates).
  template <typename B>
  promoted_numerical_t<B, T> Evaluate(
      int e, const typename MeshType::template Barycentric<B>& b) const {
    if constexpr (MeshType::kVertexPerElement <= 0) {
      throw std::logic_error(
          "MeshFieldLinear::Evaluate(): a polygon mesh has no barycentric "
          "coordinates; use EvaluateCartesian().");
    } else {
      using P = promoted_numerical_t<B, T>;
      const auto& element = mesh_->element(e);
      P value(0);
      for (int i = 0; i < MeshType::kVertexPerElement; ++i) {
        value += P(b(i)) * P(values_[element.vertex(i)]);
      }
      return value;
    }
  }

  /// The field at point Q (p_MQ, in the mesh's frame M) by element e's
  /// linear function (extrapolated if Q is outside e). Throws
  /// std::logic_error for a polygon mesh without gradients.
  template <typename C>
  promoted_numerical_t<C, T> EvaluateCartesian(int e,
                                               const Vector3<C>& p_MQ) const {
    using P = promoted_numerical_t<C, T>;
    if (!gradients_.empty()) {
      return P(values_at_Mo_[e]) +
             gradients_[e].template cast<P>().dot(p_MQ.template cast<P>());
    }
    if constexpr (MeshType::kVertexPerElement <= 0) {
      throw std::logic_error(
          "MeshFieldLinear::EvaluateCartesian(): this polygon field has no "
          "gradients.");
    } else {
      using S = typename MeshType::ScalarType;
      if constexpr (std::is_same_v<C, S>) {
        const auto b = mesh_->CalcBarycentric(p_MQ, e);
        P value(0);
        const auto& element = mesh_->element(e);
        for (int i = 0; i < MeshType::kVertexPerElement; ++i) {
          value += P(b(i)) * P(values_[element.vertex(i)]);
        }
        return value;
      } else {
        throw std::logic_error(
            "MeshFieldLinear::EvaluateCartesian(): a field without gradients "
            "is evaluated only at points of the mesh's scalar type.");
      }
    }
  }

  /// ∇f on element e, in M. Throws std::runtime_error if gradients were
  /// not computed (kNone) or the field is degenerate.
  Vector3<T> EvaluateGradient(int e) const {
    if (gradients_.empty() || is_gradient_field_degenerate_) {
      throw std::runtime_error(
          "MeshFieldLinear::EvaluateGradient(): the field has no gradients.");
    }
    return gradients_[e];
  }

  const MeshType& mesh() const { return *mesh_; }
  const std::vector<T>& values() const { return values_; }

  /// Exact equality of the values and the meshes.
  bool Equal(const MeshFieldLinear& field) const {
    return mesh_->Equal(field.mesh()) && values_ == field.values_;
  }

 private:
  // Rewrites reused contact surfaces in place.
  template <typename>
  friend class internal::ContactSurfaceWriter;
  MeshFieldLinear(const MeshFieldLinear&) = default;
  MeshFieldLinear& operator=(const MeshFieldLinear&) = default;

  std::optional<Vector3<T>> MaybeCalcGradient(int e) const {
    const auto& element = mesh_->element(e);
    if constexpr (MeshType::kVertexPerElement > 0) {
      std::array<T, MeshType::kVertexPerElement> u;
      for (int i = 0; i < MeshType::kVertexPerElement; ++i) {
        u[i] = values_[element.vertex(i)];
      }
      auto grad = mesh_->MaybeCalcGradientVectorOfLinearField(u, e);
      if (!grad.has_value()) return std::nullopt;
      return Vector3<T>(grad->template cast<T>());
    } else {
      std::vector<T> u(element.num_vertices());
      for (int i = 0; i < element.num_vertices(); ++i) {
        u[i] = values_[element.vertex(i)];
      }
      return mesh_->MaybeCalcGradientVectorOfLinearField(u, e);
    }
  }

  void CalcGradientField(MeshGradientMode mode) {
    gradients_.clear();
    gradients_.reserve(mesh_->num_elements());
    for (int e = 0; e < mesh_->num_elements(); ++e) {
      auto grad = MaybeCalcGradient(e);
      if (!grad.has_value()) {
        if (mode == MeshGradientMode::kOkOrThrow) {
          throw std::runtime_error(
              "Bad geometry; could not calculate gradient.");
        }
        is_gradient_field_degenerate_ = true;
        gradients_.clear();
        values_at_Mo_.clear();
        return;
      }
      gradients_.push_back(*grad);
    }
    CalcValuesAtMo();
  }

  // f(Mo) on each element's linear function: f(V) − ∇f·p_MV at a vertex V.
  void CalcValuesAtMo() {
    values_at_Mo_.resize(mesh_->num_elements());
    for (int e = 0; e < mesh_->num_elements(); ++e) {
      const int v = mesh_->element(e).vertex(0);
      values_at_Mo_[e] =
          values_[v] - gradients_[e].dot(mesh_->vertex(v).template cast<T>());
    }
  }

  void CalcMinAndMaxValues() {
    const int n = mesh_->num_elements();
    min_values_.resize(n);
    max_values_.resize(n);
    for (int e = 0; e < n; ++e) {
      const auto& element = mesh_->element(e);
      T lo = values_[element.vertex(0)];
      T hi = lo;
      for (int i = 1; i < element.num_vertices(); ++i) {
        const T& value = values_[element.vertex(i)];
        if (value < lo) lo = value;
        if (value > hi) hi = value;
      }
      min_values_[e] = lo;
      max_values_[e] = hi;
    }
  }

  const MeshType* mesh_{};
  std::vector<T> values_;
  std::vector<Vector3<T>> gradients_;
  std::vector<T> values_at_Mo_;
  std::vector<T> min_values_;
  std::vector<T> max_values_;
  bool is_gradient_field_degenerate_{false};
};

}  // namespace geometry
}  // namespace drake
