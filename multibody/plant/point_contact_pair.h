#pragma once

/// @file
/// (Internal) One point contact between two bodies with its combined
/// material parameters: what the geometry query found, turned into what the
/// contact models (continuous penalty, discrete SAP) consume. Not part of
/// Drake's API.

#include "drake/common/eigen_types.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {
namespace internal {

/// A point pair comes either from the point-contact query or, for
/// hydroelastic contact in a discrete plant, from one face of a contact
/// surface (Drake's discrete hydroelastic contact: one point per face, at
/// its centroid C). For a face, A and B are the bodies of the surface's
/// geometries M and N, point_pair holds id_M, id_N, the face normal (out of
/// N into M, i.e. from B into A), depth p₀/g and p_WCa = p_WCb = p_WC; the
/// parameters are those of the face (stiffness A·g, φ₀ = −p₀/g, with p₀
/// the pressure at C, g the effective pressure gradient along the normal
/// and A the face's area).
template <typename T>
struct PointContactPair {
  /// The geometric result (A, B, witness points, normal nhat_BA_W from B
  /// into A, depth).
  geometry::PenetrationAsPointPair<T> point_pair;
  BodyIndex body_A;
  BodyIndex body_B;
  /// Contact point C, in W: the stiffness-weighted combination
  /// kA/(kA+kB)·p_WCa + kB/(kA+kB)·p_WCb (the softer body deforms more).
  Vector3<T> p_WC;
  /// Signed distance at the current state (m; −depth, negative when
  /// penetrating).
  T phi0{0};
  /// Combined point stiffness k = kA·kB/(kA+kB) (N/m).
  T stiffness{0};
  /// Combined Hunt–Crossley dissipation
  /// d = kB/(kA+kB)·dA + kA/(kA+kB)·dB (s/m).
  T dissipation{0};
  /// Combined relaxation time τ = τA + τB (s; NaN when a geometry has none,
  /// which only the linear Kelvin–Voigt (kSap) approximation needs).
  T relaxation_time{0};
  /// Combined friction μ = 2·μA·μB/(μA + μB), static and dynamic.
  T static_friction{0};
  T dynamic_friction{0};
  /// For a hydroelastic face: the index of its surface in the step's
  /// contact surfaces and of the face in the surface; −1 for a point pair.
  int surface_index{-1};
  int face_index{-1};
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
