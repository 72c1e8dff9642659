#pragma once

/// @file
/// (Internal) What MultibodyPlant's hydroelastic contact query keeps in its
/// cache entry: the contact surfaces (shared, so that contact results refer
/// to them without copying) and, under kHydroelasticWithFallback, the point
/// pairs of the pairs that fell back to point contact. Not part of Drake's
/// API.

#include <memory>
#include <vector>

#include "drake/geometry/proximity/contact_surface_pool.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
struct HydroelasticContactData {
  /// The storage the query reuses: surfaces no one else holds are
  /// rewritten in place, so a step allocates nothing once warmed up. A
  /// copy of this struct starts with an empty pool.
  geometry::internal::ContactSurfacePool<T> pool;
  /// The contact surfaces, sorted by (id_M, id_N), in W.
  std::vector<std::shared_ptr<const geometry::ContactSurface<T>>> surfaces;
  /// The fallback point pairs (kHydroelasticWithFallback only), sorted.
  std::vector<geometry::PenetrationAsPointPair<T>> point_pairs;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
