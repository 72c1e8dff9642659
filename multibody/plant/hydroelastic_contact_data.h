#pragma once

/// @file
/// (Internal) What MultibodyPlant's hydroelastic contact query keeps in its
/// cache entry: the contact surfaces (shared, so that contact results refer
/// to them without copying) and, under kHydroelasticWithFallback, the point
/// pairs of the pairs that fell back to point contact. Not part of Drake's
/// API.

#include <memory>
#include <vector>

#include "drake/geometry/query_results/contact_surface.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
struct HydroelasticContactData {
  /// The query's output, moved into `surfaces` after each query (kept only
  /// for its capacity).
  std::vector<geometry::ContactSurface<T>> scratch;
  /// The contact surfaces, sorted by (id_M, id_N), in W.
  std::vector<std::shared_ptr<const geometry::ContactSurface<T>>> surfaces;
  /// The fallback point pairs (kHydroelasticWithFallback only), sorted.
  std::vector<geometry::PenetrationAsPointPair<T>> point_pairs;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
