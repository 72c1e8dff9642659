#include "drake/geometry/proximity/convex_penetration.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/fcl_penetration.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

using math::RigidTransform;
using Vector3d = Vector3<double>;

constexpr double kInf = std::numeric_limits<double>::infinity();

// Above this many edge-axis pairs the separating axis test gives way to
// FCL's GJK/EPA (when built in).
constexpr int kMaxSatEdgePairs = 4096;

bool IsHull(ShapeKind kind) {
  return kind == ShapeKind::kMesh || kind == ShapeKind::kConvex;
}

// A hull posed in world: its vertices p_WV and the world directions of its
// candidate axes.
struct WorldHull {
  const ConvexMesh* mesh{};
  std::vector<Vector3d> vertices;
  std::vector<Vector3d> face_axes;
  std::vector<Vector3d> edge_axes;
};

// Poses `mesh` into `hull` (whose vectors keep their capacity between
// calls, so that reusing one allocates nothing once it has grown).
const WorldHull& Pose(const ConvexMesh& mesh,
                      const RigidTransform<double>& X_WG, WorldHull* hull) {
  hull->mesh = &mesh;
  const Matrix3<double>& R = X_WG.rotation().matrix();
  hull->vertices.clear();
  hull->face_axes.clear();
  hull->edge_axes.clear();
  for (const auto& v : mesh.vertices) hull->vertices.push_back(X_WG * v);
  for (const auto& a : mesh.face_axes) hull->face_axes.push_back(R * a);
  for (const auto& a : mesh.edge_axes) hull->edge_axes.push_back(R * a);
  return *hull;
}

// Per-thread scratch for the hulls of a pair (boxes' scaled hulls and the
// posed hulls), so that a query allocates nothing here after warming up.
struct Scratch {
  ConvexMesh storage_a, storage_b;
  WorldHull posed_a, posed_b;
};
Scratch& GetScratch() {
  thread_local Scratch scratch;
  return scratch;
}

void Project(const WorldHull& hull, const Vector3d& L, double* lo, double* hi) {
  *lo = kInf;
  *hi = -kInf;
  for (const auto& v : hull.vertices) {
    const double x = L.dot(v);
    *lo = std::min(*lo, x);
    *hi = std::max(*hi, x);
  }
}

int SupportIndex(const WorldHull& hull, const Vector3d& n) {
  int best = 0;
  double best_value = -kInf;
  for (int i = 0; i < static_cast<int>(hull.vertices.size()); ++i) {
    const double x = n.dot(hull.vertices[i]);
    if (x > best_value) best_value = x, best = i;
  }
  return best;
}

// The closest points P0 + s·d0 and Q0 + t·d1 of two segments, s, t ∈ [0, 1]
// (the classic clamped solution of the 2×2 normal equations).
std::pair<Vector3d, Vector3d> SegmentClosestPoints(const Vector3d& P0,
                                                   const Vector3d& d0,
                                                   const Vector3d& Q0,
                                                   const Vector3d& d1) {
  const Vector3d r = P0 - Q0;
  const double a = d0.squaredNorm(), e = d1.squaredNorm();
  const double f = d1.dot(r), c = d0.dot(r), b = d0.dot(d1);
  double s = 0, t = 0;
  if (a <= 1e-24 && e <= 1e-24) return {P0, Q0};
  if (a <= 1e-24) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else if (e <= 1e-24) {
    s = std::clamp(-c / a, 0.0, 1.0);
  } else {
    const double denom = a * e - b * b;
    if (denom > 1e-24 * a * e) s = std::clamp((b * f - c * e) / denom, 0., 1.);
    t = (b * s + f) / e;
    if (t < 0) {
      t = 0;
      s = std::clamp(-c / a, 0.0, 1.0);
    } else if (t > 1) {
      t = 1;
      s = std::clamp((b - c) / a, 0.0, 1.0);
    }
  }
  return {P0 + s * d0, Q0 + t * d1};
}

// The point of triangle abc closest to p (by the triangle's Voronoi
// regions: vertices, edges, interior).
Vector3d ClosestPointOnTriangle(const Vector3d& p, const Vector3d& a,
                                const Vector3d& b, const Vector3d& c) {
  const Vector3d ab = b - a, ac = c - a, ap = p - a;
  const double d1 = ab.dot(ap), d2 = ac.dot(ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const Vector3d bp = p - b;
  const double d3 = ab.dot(bp), d4 = ac.dot(bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return a + (d1 / (d1 - d3)) * ab;
  const Vector3d cp = p - c;
  const double d5 = ab.dot(cp), d6 = ac.dot(cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return a + (d2 / (d2 - d6)) * ac;
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
    return b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * (c - b);
  }
  const double denom = 1 / (va + vb + vc);
  return a + ab * (vb * denom) + ac * (vc * denom);
}

// A point Q against a hull in its own frame G: the signed distance, the
// nearest surface point N and the outward unit direction (from N to Q when
// outside; the nearest face's normal when inside).
struct PointHullResult {
  double distance;
  Vector3d p_GN;
  Vector3d n_G;
};

PointHullResult PointToHull(const ConvexMesh& mesh, const Vector3d& p_GQ) {
  // inside (or on the surface): leave through the nearest face plane.
  int face = 0;
  double max_height = -kInf;
  for (int i = 0; i < static_cast<int>(mesh.normals.size()); ++i) {
    const double h = mesh.normals[i].dot(p_GQ) - mesh.offsets[i];
    if (h > max_height) max_height = h, face = i;
  }
  if (max_height <= 0) {
    return {max_height, p_GQ - max_height * mesh.normals[face],
            mesh.normals[face]};
  }
  // outside: the closest point over all triangles.
  double best = kInf;
  Vector3d p_GN = Vector3d::Zero();
  for (const auto& t : mesh.triangles) {
    const Vector3d q = ClosestPointOnTriangle(
        p_GQ, mesh.vertices[t[0]], mesh.vertices[t[1]], mesh.vertices[t[2]]);
    const double d = (p_GQ - q).squaredNorm();
    if (d < best) best = d, p_GN = q;
  }
  const double distance = std::sqrt(best);
  return {distance, p_GN, (p_GQ - p_GN) / distance};
}

// Contact of A and B: nhat_BA_W points out of B into A; p_WCa is A's point
// deepest in B, p_WCb B's point deepest in A.
struct Contact {
  Vector3d p_WCa;
  Vector3d p_WCb;
  Vector3d nhat_BA_W;
  double depth;
};

// Sphere A (radius r at p_WS) against hull B.
std::optional<Contact> SphereHull(const Vector3d& p_WS, double r,
                                  const ConvexMesh& mesh,
                                  const RigidTransform<double>& X_WB) {
  const PointHullResult q = PointToHull(mesh, X_WB.inverse() * p_WS);
  const double depth = r - q.distance;
  if (!(depth > 0)) return std::nullopt;
  const Vector3d n_W = X_WB.rotation() * q.n_G;
  return Contact{p_WS - r * n_W, X_WB * q.p_GN, n_W, depth};
}

// Hull A against the half space B (z <= 0 in B).
std::optional<Contact> HullHalfSpace(const ConvexMesh& mesh,
                                     const RigidTransform<double>& X_WA,
                                     const RigidTransform<double>& X_WB) {
  const Vector3d n_W = X_WB.rotation().matrix().col(2);
  const Vector3d n_A = X_WA.rotation().inverse() * n_W;
  const Vector3d p_WV = X_WA * mesh.vertices[mesh.Support(-n_A)];
  const double height = n_W.dot(p_WV - X_WB.translation());
  if (!(height < 0)) return std::nullopt;
  return Contact{p_WV, p_WV - height * n_W, n_W, -height};
}

// The separating axis test between hulls A and B (exact for polytopes):
// face axes of A, then of B, then edge-edge cross products; an edge axis
// must be deeper by a small relative margin to win over a face axis.
std::optional<Contact> HullHull(const WorldHull& A, const WorldHull& B) {
  double best_depth = kInf;
  Vector3d best_n_AB = Vector3d::UnitZ();
  int kind = -1;  // 0: A's face, 1: B's face, 2: edge pair
  Vector3d edge_a = Vector3d::UnitX(), edge_b = Vector3d::UnitY();
  auto test = [&](const Vector3d& L, int axis_kind) -> bool {
    double a_lo, a_hi, b_lo, b_hi;
    Project(A, L, &a_lo, &a_hi);
    Project(B, L, &b_lo, &b_hi);
    // B displaced along +L (depth a_hi − b_lo) or along −L.
    const double depth_plus = a_hi - b_lo;
    const double depth_minus = b_hi - a_lo;
    const double depth = std::min(depth_plus, depth_minus);
    if (!(depth > 0)) return false;
    const double margin = axis_kind == 2 ? 1e-6 * (1 + best_depth) : 0.0;
    if (depth + margin < best_depth) {
      best_depth = depth;
      best_n_AB = depth_plus <= depth_minus ? L : Vector3d(-L);
      kind = axis_kind;
    }
    return true;
  };
  for (const auto& L : A.face_axes) {
    if (!test(L, 0)) return std::nullopt;
  }
  for (const auto& L : B.face_axes) {
    if (!test(L, 1)) return std::nullopt;
  }
  for (const auto& ea : A.edge_axes) {
    for (const auto& eb : B.edge_axes) {
      const Vector3d c = ea.cross(eb);
      const double len = c.norm();
      if (len < 1e-6) continue;  // parallel edges
      const int before = kind;
      const double before_depth = best_depth;
      if (!test(c / len, 2)) return std::nullopt;
      if (kind == 2 && (before != 2 || best_depth != before_depth)) {
        edge_a = ea;
        edge_b = eb;
      }
    }
  }
  const Vector3d& n = best_n_AB;
  Contact contact;
  contact.nhat_BA_W = -n;
  contact.depth = best_depth;
  if (kind == 2) {
    // the supporting edges of A (at A's max along n) and B (at B's min),
    // parallel to the axes that made the winning cross product.
    const double tol_a = 1e-9 * (1 + A.mesh->box_half.norm());
    const double tol_b = 1e-9 * (1 + B.mesh->box_half.norm());
    double a_lo, a_hi, b_lo, b_hi;
    Project(A, n, &a_lo, &a_hi);
    Project(B, n, &b_lo, &b_hi);
    const std::pair<int, int>* found_a = nullptr;
    const std::pair<int, int>* found_b = nullptr;
    for (const auto& e : A.mesh->edges) {
      const Vector3d& p = A.vertices[e.first];
      const Vector3d& q = A.vertices[e.second];
      if (n.dot(p) >= a_hi - tol_a && n.dot(q) >= a_hi - tol_a &&
          (q - p).normalized().cross(edge_a).norm() < 1e-9) {
        found_a = &e;
        break;
      }
    }
    for (const auto& e : B.mesh->edges) {
      const Vector3d& p = B.vertices[e.first];
      const Vector3d& q = B.vertices[e.second];
      if (n.dot(p) <= b_lo + tol_b && n.dot(q) <= b_lo + tol_b &&
          (q - p).normalized().cross(edge_b).norm() < 1e-9) {
        found_b = &e;
        break;
      }
    }
    if (found_a != nullptr && found_b != nullptr) {
      const Vector3d& P0 = A.vertices[found_a->first];
      const Vector3d& Q0 = B.vertices[found_b->first];
      const auto [pa, pb] =
          SegmentClosestPoints(P0, A.vertices[found_a->second] - P0, Q0,
                               B.vertices[found_b->second] - Q0);
      contact.p_WCa = pa;
      contact.p_WCb = pb;
      return contact;
    }
    kind = 0;  // (not expected) fall back to a vertex witness
  }
  if (kind == 0) {
    // B's vertex deepest into A's face.
    contact.p_WCb = B.vertices[SupportIndex(B, -n)];
    contact.p_WCa = contact.p_WCb + best_depth * n;
  } else {
    // A's vertex deepest into B's face.
    contact.p_WCa = A.vertices[SupportIndex(A, n)];
    contact.p_WCb = contact.p_WCa - best_depth * n;
  }
  return contact;
}

const ConvexMesh& HullOf(const ShapeSummary& shape, ConvexMesh* storage) {
  if (shape.kind == ShapeKind::kBox) {
    // the unit box's hull, scaled (normals and edges keep their
    // directions; vertices, offsets and the box scale).
    static const never_destroyed<ConvexMesh> unit_box(
        MakeBoxHull(Vector3d::Ones()));
    *storage = unit_box.access();
    for (auto& v : storage->vertices) v = v.cwiseProduct(shape.dims);
    for (size_t i = 0; i < storage->triangles.size(); ++i) {
      storage->offsets[i] =
          storage->normals[i].dot(storage->vertices[storage->triangles[i][0]]);
    }
    storage->box_half = shape.dims;
    return *storage;
  }
  if (shape.convex == nullptr) {
    throw std::logic_error(fmt::format(
        "The {} geometry has no loaded vertices (it needs the proximity "
        "role, with which its OBJ file is read).",
        shape.type_name));
  }
  return *shape.convex;
}

std::string UnsupportedMessage(const char* query, const ShapeSummary& a,
                               const ShapeSummary& b, GeometryId id_A,
                               GeometryId id_B) {
  return fmt::format(
      "{} queries between shapes '{}' and '{}' are not supported for scalar "
      "type double (geometries {} and {}).",
      query, a.type_name, b.type_name, id_A.get_value(), id_B.get_value());
}

}  // namespace

bool IsConvexPenetrationSupported(ShapeKind a, ShapeKind b) {
  if (!IsHull(a)) std::swap(a, b);
  if (!IsHull(a)) return false;
  switch (b) {
    case ShapeKind::kSphere:
    case ShapeKind::kBox:
    case ShapeKind::kHalfSpace:
    case ShapeKind::kMesh:
    case ShapeKind::kConvex:
      return true;
    default:
      return IsFclPenetrationSupported(a, b);
  }
}

std::optional<PenetrationAsPointPair<double>> CalcConvexPenetration(
    GeometryId id_A, const ShapeSummary& shape_A,
    const RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const RigidTransform<double>& X_WB) {
  if (!IsConvexPenetrationSupported(shape_A.kind, shape_B.kind)) {
    throw std::logic_error(
        UnsupportedMessage("Penetration", shape_A, shape_B, id_A, id_B));
  }
  // Order so that the hull is B (and A the other shape, or a hull too).
  const bool swapped = !IsHull(shape_B.kind);
  const ShapeSummary& a = swapped ? shape_B : shape_A;
  const ShapeSummary& b = swapped ? shape_A : shape_B;
  const RigidTransform<double>& X_W1 = swapped ? X_WB : X_WA;
  const RigidTransform<double>& X_W2 = swapped ? X_WA : X_WB;
  Scratch& scratch = GetScratch();
  ConvexMesh& storage_a = scratch.storage_a;
  ConvexMesh& storage_b = scratch.storage_b;
  std::optional<Contact> contact;
  switch (a.kind) {
    case ShapeKind::kSphere:
      contact = SphereHull(X_W1.translation(), a.dims(0), HullOf(b, &storage_b),
                           X_W2);
      break;
    case ShapeKind::kHalfSpace: {
      // (computed as hull against half space, then flipped)
      std::optional<Contact> c =
          HullHalfSpace(HullOf(b, &storage_b), X_W2, X_W1);
      if (c.has_value()) {
        contact = Contact{c->p_WCb, c->p_WCa, -c->nhat_BA_W, c->depth};
      }
      break;
    }
    case ShapeKind::kBox:
    case ShapeKind::kMesh:
    case ShapeKind::kConvex: {
      const ConvexMesh& mesh_a = HullOf(a, &storage_a);
      const ConvexMesh& mesh_b = HullOf(b, &storage_b);
      const size_t edge_pairs =
          mesh_a.edge_axes.size() * mesh_b.edge_axes.size();
      if (edge_pairs > kMaxSatEdgePairs &&
          IsFclPenetrationSupported(a.kind, b.kind)) {
        return CalcPenetrationWithFcl(id_A, shape_A, X_WA, id_B, shape_B, X_WB);
      }
      contact = HullHull(Pose(mesh_a, X_W1, &scratch.posed_a),
                         Pose(mesh_b, X_W2, &scratch.posed_b));
      break;
    }
    default:
      return CalcPenetrationWithFcl(id_A, shape_A, X_WA, id_B, shape_B, X_WB);
  }
  if (!contact.has_value()) return std::nullopt;
  PenetrationAsPointPair<double> result;
  result.id_A = swapped ? id_B : id_A;
  result.id_B = swapped ? id_A : id_B;
  result.p_WCa = contact->p_WCa;
  result.p_WCb = contact->p_WCb;
  result.nhat_BA_W = contact->nhat_BA_W;
  result.depth = contact->depth;
  if (swapped) result.SwapAAndB();
  return result;
}

bool IsConvexSignedDistanceSupported(ShapeKind a, ShapeKind b) {
  if (!IsHull(a)) std::swap(a, b);
  if (!IsHull(a)) return false;
  return b == ShapeKind::kSphere || b == ShapeKind::kBox ||
         b == ShapeKind::kHalfSpace || IsHull(b);
}

SignedDistancePair<double> CalcConvexSignedDistance(
    GeometryId id_A, const ShapeSummary& shape_A,
    const RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const RigidTransform<double>& X_WB) {
  if (!IsConvexSignedDistanceSupported(shape_A.kind, shape_B.kind)) {
    throw std::logic_error(
        UnsupportedMessage("Signed distance", shape_A, shape_B, id_A, id_B));
  }
  const bool swapped = !IsHull(shape_B.kind);
  const ShapeSummary& a = swapped ? shape_B : shape_A;
  const ShapeSummary& b = swapped ? shape_A : shape_B;
  const RigidTransform<double>& X_W1 = swapped ? X_WB : X_WA;
  const RigidTransform<double>& X_W2 = swapped ? X_WA : X_WB;
  Scratch& scratch = GetScratch();
  ConvexMesh& storage_a = scratch.storage_a;
  ConvexMesh& storage_b = scratch.storage_b;
  const ConvexMesh& mesh_b = HullOf(b, &storage_b);
  // world witness points and the normal out of B into A.
  Vector3d p_WCa = Vector3d::Zero(), p_WCb = Vector3d::Zero();
  Vector3d nhat_BA_W = Vector3d::UnitZ();
  double distance = 0;
  switch (a.kind) {
    case ShapeKind::kSphere: {
      const Vector3d& p_WS = X_W1.translation();
      const PointHullResult q = PointToHull(mesh_b, X_W2.inverse() * p_WS);
      nhat_BA_W = X_W2.rotation() * q.n_G;
      distance = q.distance - a.dims(0);
      p_WCa = p_WS - a.dims(0) * nhat_BA_W;
      p_WCb = X_W2 * q.p_GN;
      break;
    }
    case ShapeKind::kHalfSpace: {
      const Vector3d n_W = X_W1.rotation().matrix().col(2);
      const Vector3d n_B = X_W2.rotation().inverse() * n_W;
      p_WCb = X_W2 * mesh_b.vertices[mesh_b.Support(-n_B)];
      distance = n_W.dot(p_WCb - X_W1.translation());
      p_WCa = p_WCb - distance * n_W;
      nhat_BA_W = -n_W;
      break;
    }
    default: {
      const WorldHull& A = Pose(HullOf(a, &storage_a), X_W1, &scratch.posed_a);
      const WorldHull& B = Pose(mesh_b, X_W2, &scratch.posed_b);
      std::optional<Contact> c = HullHull(A, B);
      if (c.has_value()) {
        p_WCa = c->p_WCa;
        p_WCb = c->p_WCb;
        nhat_BA_W = c->nhat_BA_W;
        distance = -c->depth;
        break;
      }
      // apart: the closest pair over vertex–triangle (both ways) and
      // edge–edge features, which includes the closest points of two
      // disjoint polytopes.
      double best = kInf;
      auto consider = [&](const Vector3d& pa, const Vector3d& pb) {
        const double d = (pa - pb).squaredNorm();
        if (d < best) best = d, p_WCa = pa, p_WCb = pb;
      };
      for (const auto& t : B.mesh->triangles) {
        for (const auto& v : A.vertices) {
          consider(v,
                   ClosestPointOnTriangle(v, B.vertices[t[0]], B.vertices[t[1]],
                                          B.vertices[t[2]]));
        }
      }
      for (const auto& t : A.mesh->triangles) {
        for (const auto& v : B.vertices) {
          consider(ClosestPointOnTriangle(v, A.vertices[t[0]], A.vertices[t[1]],
                                          A.vertices[t[2]]),
                   v);
        }
      }
      for (const auto& ea : A.mesh->edges) {
        for (const auto& eb : B.mesh->edges) {
          const Vector3d& P0 = A.vertices[ea.first];
          const Vector3d& Q0 = B.vertices[eb.first];
          const auto [pa, pb] = SegmentClosestPoints(
              P0, A.vertices[ea.second] - P0, Q0, B.vertices[eb.second] - Q0);
          consider(pa, pb);
        }
      }
      distance = std::sqrt(best);
      nhat_BA_W = (p_WCa - p_WCb) / distance;
    }
  }
  SignedDistancePair<double> result(
      swapped ? id_B : id_A, swapped ? id_A : id_B, X_W1.inverse() * p_WCa,
      X_W2.inverse() * p_WCb, distance, nhat_BA_W);
  if (swapped) result.SwapAAndB();
  return result;
}

SignedDistanceToPoint<double> CalcConvexSignedDistanceToPoint(
    GeometryId id_G, const ShapeSummary& shape,
    const RigidTransform<double>& X_WG, const Vector3d& p_WQ) {
  const ConvexMesh& mesh = HullOf(shape, &GetScratch().storage_a);
  const PointHullResult q = PointToHull(mesh, X_WG.inverse() * p_WQ);
  return SignedDistanceToPoint<double>(id_G, q.p_GN, q.distance,
                                       X_WG.rotation() * q.n_G);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
