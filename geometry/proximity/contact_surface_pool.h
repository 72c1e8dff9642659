#pragma once

/// @file
/// (Internal) storage that hydroelastic queries reuse from one call to the
/// next, so that a plant computing the same contacts step after step
/// allocates nothing once warmed up: the vectors a surface is built in, and
/// a pool of ContactSurface objects that are rewritten in place when no one
/// else shares them. Not part of Drake's API.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/query_results/contact_surface.h"

namespace drake {
namespace geometry {
namespace internal {

/// The vectors one contact surface is built in (all in W, m and Pa). Each
/// query clears them and keeps their capacity.
template <typename T>
struct ContactSurfaceScratch {
  /// The surface: its vertices and their pressures, polygon face data
  /// (count, indices...) or triangles, and the constituent gradients per
  /// face (grad_N only when N is compliant).
  std::vector<Vector3<T>> vertices;
  std::vector<T> values;
  std::vector<int> face_data;
  std::vector<SurfaceTriangle> triangles;
  std::vector<Vector3<T>> grad_M;
  std::vector<Vector3<T>> grad_N;
  /// Polygon surfaces only: per face, its area (m²), unit normal and area
  /// centroid, as PolygonSurfaceMesh computes them, and the pressure's
  /// gradient in the face's plane (Pa/m), as the surface's field would
  /// compute it from the vertex values, so that rewriting a pooled surface
  /// need not compute them again.
  std::vector<T> face_areas;
  std::vector<Vector3<T>> face_normals;
  std::vector<Vector3<T>> face_centroids;
  std::vector<Vector3<T>> face_gradients;

  /// High-water marks, which size the reserves (query_object.cc,
  /// hydroelastic_contact.cc): the most entries each vector above has held,
  /// in the order vertices, values, face_data, triangles, grad_M, grad_N,
  /// face_areas, face_normals, face_centroids, face_gradients, and the most
  /// faces (polygons or triangles) any surface built here has had. The
  /// vectors go round the pooled surfaces, each rewrite swapping them with
  /// a surface's; sizing each one by the largest surface seen by any (not
  /// by the one it happens to hold) lets every vector in circulation reach
  /// that size after one round, whatever the order of the pairs.
  std::array<size_t, 10> most{};
  size_t most_faces{0};

  /// Empties the surface's vectors (the high-water marks stay).
  void ClearSurface() {
    vertices.clear();
    values.clear();
    face_data.clear();
    triangles.clear();
    grad_M.clear();
    grad_N.clear();
    face_areas.clear();
    face_normals.clear();
    face_centroids.clear();
    face_gradients.clear();
  }
};

/// ContactSurface objects owned with shared_ptr and reused: a query takes
/// for each new surface a pooled one that nobody else holds (use_count 1)
/// and rewrites it in place; one still held elsewhere (by ContactResults a
/// user kept, or the previous step's results) is never modified. Surfaces
/// held elsewhere for more than two queries are released to their holders,
/// which bounds the pool. A copy starts empty (it must not share surfaces it
/// would rewrite); moving keeps the pool.
template <typename T>
class ContactSurfacePool {
 public:
  ContactSurfacePool() = default;
  ContactSurfacePool(const ContactSurfacePool&) {}
  ContactSurfacePool& operator=(const ContactSurfacePool&) { return *this; }
  ContactSurfacePool(ContactSurfacePool&&) = default;
  ContactSurfacePool& operator=(ContactSurfacePool&&) = default;

  /// Starts a query: releases the surfaces held elsewhere since before the
  /// previous query.
  void BeginQuery() {
    ++query_;
    int kept = 0;
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
      if (entries_[i].surface.use_count() > 1 &&
          entries_[i].last_query + 2 < query_) {
        continue;
      }
      entries_[kept++] = std::move(entries_[i]);
    }
    entries_.resize(kept);
  }

  /// A pooled surface of `representation` that nobody else holds, preferring
  /// the one that last held the pair {id_a, id_b} (its vectors have the
  /// capacity that pair needs); nullptr if there is none. The caller
  /// rewrites it and must then share it (which marks it in use) or leave it.
  std::shared_ptr<ContactSurface<T>> TakeFree(
      GeometryId id_a, GeometryId id_b,
      HydroelasticContactRepresentation representation) {
    int best = -1;
    for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
      const ContactSurface<T>& surface = *entries_[i].surface;
      if (entries_[i].surface.use_count() > 1 ||
          surface.representation() != representation) {
        continue;
      }
      const bool same_pair =
          (surface.id_M() == id_a && surface.id_N() == id_b) ||
          (surface.id_M() == id_b && surface.id_N() == id_a);
      if (same_pair) {
        best = i;
        break;
      }
      if (best < 0) best = i;
    }
    if (best < 0) return nullptr;
    entries_[best].last_query = query_;
    return entries_[best].surface;
  }

  /// Adds a newly made surface to the pool.
  void Add(std::shared_ptr<ContactSurface<T>> surface) {
    entries_.push_back(Entry{std::move(surface), query_});
  }

  /// The number of pooled surfaces.
  int size() const { return static_cast<int>(entries_.size()); }

  ContactSurfaceScratch<T>& scratch() { return scratch_; }

 private:
  struct Entry {
    std::shared_ptr<ContactSurface<T>> surface;
    // The query that last wrote it.
    int64_t last_query{};
  };
  std::vector<Entry> entries_;
  int64_t query_{0};
  ContactSurfaceScratch<T> scratch_;
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
