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
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
