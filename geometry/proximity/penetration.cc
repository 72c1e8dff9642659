#include "drake/geometry/proximity/penetration.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/nice_type_name.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/convex_penetration.h"
#include "drake/geometry/proximity/fcl_penetration.h"
#include "drake/geometry/utilities.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

using math::RigidTransform;

constexpr double kInf = std::numeric_limits<double>::infinity();

template <typename T>
double D(const T& x) {
  return ExtractDoubleOrThrow(x);
}

// +1 for x >= 0, −1 otherwise (a double, so T arithmetic stays smooth).
template <typename T>
double SignOf(const T& x) {
  return D(x) >= 0 ? 1.0 : -1.0;
}

template <typename T>
T Clamp(const T& x, const T& lo, const T& hi) {
  if (D(x) < D(lo)) return lo;
  if (D(x) > D(hi)) return hi;
  return x;
}

// The result of a pair computation with A the first shape.
template <typename T>
struct Contact {
  Vector3<T> p_WCa;
  Vector3<T> p_WCb;
  Vector3<T> nhat_BA_W;
  T depth;
};

// Any unit vector perpendicular to `v` (v need not be unit).
Vector3<double> AnyPerpendicular(const Vector3<double>& v) {
  int axis = 0;
  v.cwiseAbs().minCoeff(&axis);
  Vector3<double> p = v.cross(Vector3<double>::Unit(axis));
  const double n = p.norm();
  return n > 0 ? Vector3<double>(p / n) : Vector3<double>::UnitX();
}

// Two spheres (centres p_WA, p_WB; radii ra, rb). `fallback_BA` is the
// normal used if the centres coincide.
template <typename T>
std::optional<Contact<T>> SpheresContact(const Vector3<T>& p_WA, const T& ra,
                                         const Vector3<T>& p_WB, const T& rb,
                                         const Vector3<T>& fallback_BA) {
  const Vector3<T> p_AB = p_WB - p_WA;
  const double dist_double = D(p_AB.norm());
  const T depth = ra + rb - (dist_double > 0 ? T(p_AB.norm()) : T(0.0));
  if (!(D(depth) > 0)) return std::nullopt;
  Vector3<T> nhat_BA;
  if (dist_double > 1e-14) {
    nhat_BA = -p_AB / p_AB.norm();
  } else {
    nhat_BA = fallback_BA;
  }
  Contact<T> c;
  c.nhat_BA_W = nhat_BA;
  c.p_WCa = p_WA - ra * nhat_BA;
  c.p_WCb = p_WB + rb * nhat_BA;
  c.depth = depth;
  return c;
}

template <typename T>
std::optional<Contact<T>> SphereSphere(const ShapeSummary& a,
                                       const RigidTransform<T>& X_WA,
                                       const ShapeSummary& b,
                                       const RigidTransform<T>& X_WB) {
  return SpheresContact<T>(X_WA.translation(), T(a.dims(0)), X_WB.translation(),
                           T(b.dims(0)), Vector3<T>::UnitZ());
}

template <typename T>
std::optional<Contact<T>> SphereHalfSpace(const ShapeSummary& a,
                                          const RigidTransform<T>& X_WA,
                                          const ShapeSummary&,
                                          const RigidTransform<T>& X_WB) {
  const Vector3<T> n = X_WB.rotation().matrix().col(2);
  const Vector3<T>& c = X_WA.translation();
  const T r(a.dims(0));
  const T d = n.dot(c - X_WB.translation());
  const T depth = r - d;
  if (!(D(depth) > 0)) return std::nullopt;
  return Contact<T>{c - r * n, c - d * n, n, depth};
}

template <typename T>
std::optional<Contact<T>> SphereBox(const ShapeSummary& a,
                                    const RigidTransform<T>& X_WA,
                                    const ShapeSummary& b,
                                    const RigidTransform<T>& X_WB) {
  const T r(a.dims(0));
  const Vector3<T>& p_WS = X_WA.translation();
  const Matrix3<T> R_WB = X_WB.rotation().matrix();
  const Vector3<T> p_BS = R_WB.transpose() * (p_WS - X_WB.translation());
  const Vector3<double>& h = b.dims;
  Vector3<T> q_B;
  bool outside = false;
  for (int i = 0; i < 3; ++i) {
    q_B(i) = Clamp<T>(p_BS(i), T(-h(i)), T(h(i)));
    if (D(q_B(i)) != D(p_BS(i))) outside = true;
  }
  Contact<T> c;
  if (outside) {
    const Vector3<T> v_B = p_BS - q_B;
    const T dist = v_B.norm();
    if (!(D(dist) < D(r))) return std::nullopt;
    const Vector3<T> n_W = R_WB * (v_B / dist);
    c.nhat_BA_W = n_W;
    c.depth = r - dist;
    c.p_WCa = p_WS - r * n_W;
    c.p_WCb = X_WB * q_B;
    return c;
  }
  // The centre is inside: leave through the nearest face.
  int axis = 0;
  double best = kInf;
  for (int i = 0; i < 3; ++i) {
    const double gap = h(i) - std::abs(D(p_BS(i)));
    if (gap < best) {
      best = gap;
      axis = i;
    }
  }
  const double sign = SignOf(p_BS(axis));
  const T gap = h(axis) - sign * p_BS(axis);
  const Vector3<T> n_W = sign * R_WB.col(axis);
  c.nhat_BA_W = n_W;
  c.depth = r + gap;
  c.p_WCa = p_WS - r * n_W;
  c.p_WCb = p_WS + gap * n_W;
  return c;
}

template <typename T>
std::optional<Contact<T>> SphereCapsule(const ShapeSummary& a,
                                        const RigidTransform<T>& X_WA,
                                        const ShapeSummary& b,
                                        const RigidTransform<T>& X_WB) {
  const Vector3<T> p_BS = X_WB.inverse() * X_WA.translation();
  const T half(b.dims(1));
  const T z = Clamp<T>(p_BS(2), -half, half);
  const Vector3<T> p_WQ = X_WB * Vector3<T>(T(0), T(0), z);
  // If the centre is on the axis, push out along the capsule's x.
  const Vector3<T> fallback = -X_WB.rotation().matrix().col(0);
  return SpheresContact<T>(X_WA.translation(), T(a.dims(0)), p_WQ, T(b.dims(0)),
                           Vector3<T>(-fallback));
}

template <typename T>
std::optional<Contact<T>> SphereCylinder(const ShapeSummary& a,
                                         const RigidTransform<T>& X_WA,
                                         const ShapeSummary& b,
                                         const RigidTransform<T>& X_WB) {
  using std::sqrt;
  const T r(a.dims(0));
  const double R = b.dims(0);
  const double h = b.dims(1);
  const Matrix3<T> R_WB = X_WB.rotation().matrix();
  const Vector3<T>& p_WS = X_WA.translation();
  const Vector3<T> p_BS = R_WB.transpose() * (p_WS - X_WB.translation());
  const T rho_sq = p_BS(0) * p_BS(0) + p_BS(1) * p_BS(1);
  const bool on_axis = D(rho_sq) < 1e-28;
  const T rho = on_axis ? T(0.0) : T(sqrt(rho_sq));
  // The radial unit direction (x if on the axis).
  Vector3<T> u_B(T(1), T(0), T(0));
  if (!on_axis) u_B = Vector3<T>(p_BS(0) / rho, p_BS(1) / rho, T(0));
  const bool radial_out = D(rho) > R;
  const bool axial_out = std::abs(D(p_BS(2))) > h;
  Contact<T> c;
  if (!radial_out && !axial_out) {
    const T side_gap = R - rho;
    const double zsign = SignOf(p_BS(2));
    const T cap_gap = h - zsign * p_BS(2);
    Vector3<T> n_B;
    T gap;
    if (D(cap_gap) < D(side_gap)) {
      n_B = Vector3<T>(T(0), T(0), T(zsign));
      gap = cap_gap;
    } else {
      n_B = u_B;
      gap = side_gap;
    }
    const Vector3<T> n_W = R_WB * n_B;
    c.nhat_BA_W = n_W;
    c.depth = r + gap;
    c.p_WCa = p_WS - r * n_W;
    c.p_WCb = p_WS + gap * n_W;
    return c;
  }
  Vector3<T> q_B = p_BS;
  if (radial_out) {
    q_B(0) = R * u_B(0);
    q_B(1) = R * u_B(1);
  }
  q_B(2) = Clamp<T>(p_BS(2), T(-h), T(h));
  const Vector3<T> v_B = p_BS - q_B;
  const T dist = v_B.norm();
  if (!(D(dist) < D(r))) return std::nullopt;
  const Vector3<T> n_W = R_WB * (v_B / dist);
  c.nhat_BA_W = n_W;
  c.depth = r - dist;
  c.p_WCa = p_WS - r * n_W;
  c.p_WCb = X_WB * q_B;
  return c;
}

// Point-of-A contact with the half space B: `p_WP` is A's deepest point.
template <typename T>
std::optional<Contact<T>> PointHalfSpace(const Vector3<T>& p_WP,
                                         const RigidTransform<T>& X_WB) {
  const Vector3<T> n = X_WB.rotation().matrix().col(2);
  const T d = n.dot(p_WP - X_WB.translation());
  if (!(D(d) < 0)) return std::nullopt;
  return Contact<T>{p_WP, p_WP - d * n, n, -d};
}

template <typename T>
std::optional<Contact<T>> BoxHalfSpace(const ShapeSummary& a,
                                       const RigidTransform<T>& X_WA,
                                       const ShapeSummary&,
                                       const RigidTransform<T>& X_WB) {
  const Vector3<T> n_W = X_WB.rotation().matrix().col(2);
  const Matrix3<T> R_WA = X_WA.rotation().matrix();
  const Vector3<T> n_A = R_WA.transpose() * n_W;
  Vector3<T> p_AV;
  for (int i = 0; i < 3; ++i) p_AV(i) = -SignOf(n_A(i)) * a.dims(i);
  return PointHalfSpace<T>(X_WA * p_AV, X_WB);
}

template <typename T>
std::optional<Contact<T>> CapsuleHalfSpace(const ShapeSummary& a,
                                           const RigidTransform<T>& X_WA,
                                           const ShapeSummary&,
                                           const RigidTransform<T>& X_WB) {
  const Vector3<T> n_W = X_WB.rotation().matrix().col(2);
  const Vector3<T> axis_W = X_WA.rotation().matrix().col(2);
  const double s = -SignOf(n_W.dot(axis_W));
  const Vector3<T> p_WE = X_WA.translation() + s * a.dims(1) * axis_W;
  // The sphere at the lower end is the deepest part.
  const T r(a.dims(0));
  return PointHalfSpace<T>(Vector3<T>(p_WE - r * n_W), X_WB);
}

template <typename T>
std::optional<Contact<T>> CylinderHalfSpace(const ShapeSummary& a,
                                            const RigidTransform<T>& X_WA,
                                            const ShapeSummary&,
                                            const RigidTransform<T>& X_WB) {
  const Vector3<T> n_W = X_WB.rotation().matrix().col(2);
  const Vector3<T> axis_W = X_WA.rotation().matrix().col(2);
  const T n_dot_axis = n_W.dot(axis_W);
  const double s = -SignOf(n_dot_axis);
  Vector3<T> p_WP = X_WA.translation() + s * a.dims(1) * axis_W;
  // The rim direction most opposed to n.
  const Vector3<T> u = -(n_W - n_dot_axis * axis_W);
  const double u_norm = D(u.norm());
  if (u_norm > 1e-12) p_WP += a.dims(0) * (u / u.norm());
  return PointHalfSpace<T>(p_WP, X_WB);
}

// The closest points P0 + s·d0 and Q0 + t·d1 of two segments, s, t ∈ [0, 1].
template <typename T>
std::pair<Vector3<T>, Vector3<T>> ClosestPointsOfSegments(
    const Vector3<T>& P0, const Vector3<T>& d0, const Vector3<T>& Q0,
    const Vector3<T>& d1) {
  const T zero(0), one(1);
  const Vector3<T> w = P0 - Q0;
  const T a = d0.dot(d0), e = d1.dot(d1), f = d1.dot(w);
  constexpr double kEps = 1e-24;
  T s = zero, t = zero;
  if (D(a) <= kEps && D(e) <= kEps) {
    // Both are points.
  } else if (D(a) <= kEps) {
    t = Clamp<T>(f / e, zero, one);
  } else {
    const T c = d0.dot(w);
    if (D(e) <= kEps) {
      s = Clamp<T>(-c / a, zero, one);
    } else {
      const T b = d0.dot(d1);
      const T denom = a * e - b * b;
      if (D(denom) > kEps * D(a) * D(e)) {
        s = Clamp<T>((b * f - c * e) / denom, zero, one);
      }
      t = (b * s + f) / e;
      if (D(t) < 0) {
        t = zero;
        s = Clamp<T>(-c / a, zero, one);
      } else if (D(t) > 1) {
        t = one;
        s = Clamp<T>((b - c) / a, zero, one);
      }
    }
  }
  return {P0 + s * d0, Q0 + t * d1};
}

template <typename T>
std::optional<Contact<T>> CapsuleCapsule(const ShapeSummary& a,
                                         const RigidTransform<T>& X_WA,
                                         const ShapeSummary& b,
                                         const RigidTransform<T>& X_WB) {
  const Vector3<T> axis_A = X_WA.rotation().matrix().col(2);
  const Vector3<T> axis_B = X_WB.rotation().matrix().col(2);
  const Vector3<T> P0 = X_WA.translation() - a.dims(1) * axis_A;
  const Vector3<T> Q0 = X_WB.translation() - b.dims(1) * axis_B;
  const auto [p, q] =
      ClosestPointsOfSegments<T>(P0, Vector3<T>(2 * a.dims(1) * axis_A), Q0,
                                 Vector3<T>(2 * b.dims(1) * axis_B));
  Vector3<double> cross =
      math::DiscardGradient(axis_A).cross(math::DiscardGradient(axis_B));
  if (cross.norm() < 1e-12)
    cross = AnyPerpendicular(math::DiscardGradient(axis_A));
  return SpheresContact<T>(p, T(a.dims(0)), q, T(b.dims(0)),
                           Vector3<T>(cross.normalized().template cast<T>()));
}

template <typename T>
std::optional<Contact<T>> BoxBox(const ShapeSummary& a,
                                 const RigidTransform<T>& X_WA,
                                 const ShapeSummary& b,
                                 const RigidTransform<T>& X_WB) {
  const Matrix3<T> RA = X_WA.rotation().matrix();
  const Matrix3<T> RB = X_WB.rotation().matrix();
  const Vector3<double>& hA = a.dims;
  const Vector3<double>& hB = b.dims;
  const Vector3<T> t = X_WB.translation() - X_WA.translation();

  // Candidate axes: A's faces (0–2), B's faces (3–5), edge pairs (6–14).
  int best_axis = -1;
  T best_overlap(kInf);
  Vector3<T> best_L;
  auto test = [&](const Vector3<T>& L_raw, int index) -> bool {
    const double len = D(L_raw.norm());
    if (index >= 6 && len < 1e-6) return true;  // parallel edges: skip
    const Vector3<T> L = L_raw / L_raw.norm();
    T ra(0), rb(0);
    for (int i = 0; i < 3; ++i) {
      ra += hA(i) * SignOf(L.dot(RA.col(i))) * L.dot(RA.col(i));
      rb += hB(i) * SignOf(L.dot(RB.col(i))) * L.dot(RB.col(i));
    }
    const T dist = SignOf(t.dot(L)) * t.dot(L);
    const T overlap = ra + rb - dist;
    if (!(D(overlap) > 0)) return false;  // a separating axis
    // Prefer face axes: an edge axis must be deeper by a relative margin.
    const double margin = index >= 6 ? 1e-6 * (1 + D(best_overlap)) : 0.0;
    if (D(overlap) + margin < D(best_overlap)) {
      best_overlap = overlap;
      best_axis = index;
      best_L = SignOf(t.dot(L)) * L;  // from A towards B
    }
    return true;
  };
  for (int i = 0; i < 3; ++i) {
    if (!test(Vector3<T>(RA.col(i)), i)) return std::nullopt;
  }
  for (int i = 0; i < 3; ++i) {
    if (!test(Vector3<T>(RB.col(i)), 3 + i)) return std::nullopt;
  }
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      if (!test(Vector3<T>(RA.col(i).cross(RB.col(j))), 6 + 3 * i + j)) {
        return std::nullopt;
      }
    }
  }
  const Vector3<T> n_AB = best_L;
  Contact<T> c;
  c.nhat_BA_W = -n_AB;
  c.depth = best_overlap;
  if (best_axis < 3) {
    // B's vertex deepest into A's face.
    Vector3<T> p_BV;
    for (int i = 0; i < 3; ++i) {
      p_BV(i) = -SignOf(RB.col(i).dot(n_AB)) * hB(i);
    }
    c.p_WCb = X_WB * p_BV;
    c.p_WCa = c.p_WCb + c.depth * n_AB;
  } else if (best_axis < 6) {
    // A's vertex deepest into B's face.
    Vector3<T> p_AV;
    for (int i = 0; i < 3; ++i) {
      p_AV(i) = SignOf(RA.col(i).dot(n_AB)) * hA(i);
    }
    c.p_WCa = X_WA * p_AV;
    c.p_WCb = c.p_WCa - c.depth * n_AB;
  } else {
    // Edge i of A against edge j of B.
    const int i = (best_axis - 6) / 3;
    const int j = (best_axis - 6) % 3;
    Vector3<T> p_AE = Vector3<T>::Zero();
    Vector3<T> p_BE = Vector3<T>::Zero();
    for (int k = 0; k < 3; ++k) {
      if (k != i) p_AE(k) = SignOf(RA.col(k).dot(n_AB)) * hA(k);
      if (k != j) p_BE(k) = -SignOf(RB.col(k).dot(n_AB)) * hB(k);
    }
    p_AE(i) = -hA(i);
    p_BE(j) = -hB(j);
    const Vector3<T> P0 = X_WA * p_AE;
    const Vector3<T> Q0 = X_WB * p_BE;
    const auto [pa, pb] =
        ClosestPointsOfSegments<T>(P0, Vector3<T>(2 * hA(i) * RA.col(i)), Q0,
                                   Vector3<T>(2 * hB(j) * RB.col(j)));
    c.p_WCa = pa;
    c.p_WCb = pb;
  }
  return c;
}

// The rank that orders a pair so that the first shape has the lower rank.
int Rank(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::kSphere:
      return 0;
    case ShapeKind::kBox:
      return 1;
    case ShapeKind::kCapsule:
      return 2;
    case ShapeKind::kCylinder:
      return 3;
    case ShapeKind::kHalfSpace:
      return 4;
    case ShapeKind::kEllipsoid:
      return 5;
    case ShapeKind::kMesh:
      return 6;
    case ShapeKind::kConvex:
      return 7;
  }
  return 8;
}

template <typename T>
using PairFunction = std::optional<Contact<T>> (*)(const ShapeSummary&,
                                                   const RigidTransform<T>&,
                                                   const ShapeSummary&,
                                                   const RigidTransform<T>&);

// The function for a pair in rank order, or nullptr.
template <typename T>
PairFunction<T> Dispatch(ShapeKind first, ShapeKind second) {
  using K = ShapeKind;
  if (first == K::kSphere) {
    switch (second) {
      case K::kSphere:
        return &SphereSphere<T>;
      case K::kBox:
        return &SphereBox<T>;
      case K::kCapsule:
        return &SphereCapsule<T>;
      case K::kCylinder:
        return &SphereCylinder<T>;
      case K::kHalfSpace:
        return &SphereHalfSpace<T>;
      default:
        return nullptr;
    }
  }
  if (second == K::kHalfSpace) {
    switch (first) {
      case K::kBox:
        return &BoxHalfSpace<T>;
      case K::kCapsule:
        return &CapsuleHalfSpace<T>;
      case K::kCylinder:
        return &CylinderHalfSpace<T>;
      default:
        return nullptr;
    }
  }
  if (first == K::kCapsule && second == K::kCapsule) return &CapsuleCapsule<T>;
  if (first == K::kBox && second == K::kBox) return &BoxBox<T>;
  return nullptr;
}

}  // namespace

Aabb CalcAabb(const ShapeSummary& shape, const RigidTransform<double>& X_WG) {
  const Vector3<double>& c = X_WG.translation();
  const Matrix3<double>& R = X_WG.rotation().matrix();
  Vector3<double> half;
  switch (shape.kind) {
    case ShapeKind::kSphere:
      half.setConstant(shape.dims(0));
      break;
    case ShapeKind::kBox:
      half = R.cwiseAbs() * shape.dims;
      break;
    case ShapeKind::kCapsule:
      half = (R.col(2) * shape.dims(1)).cwiseAbs().array() + shape.dims(0);
      break;
    case ShapeKind::kCylinder:
      for (int i = 0; i < 3; ++i) {
        const double a = R(i, 2);
        half(i) = std::abs(a) * shape.dims(1) +
                  shape.dims(0) * std::sqrt(std::max(0.0, 1 - a * a));
      }
      break;
    case ShapeKind::kEllipsoid:
      half.setConstant(shape.dims.maxCoeff());
      break;
    case ShapeKind::kMesh:
    case ShapeKind::kConvex:
      // The hull's box in G, posed (a bound, not the tightest box).
      if (shape.convex != nullptr) {
        return Aabb{X_WG * shape.convex->box_center -
                        R.cwiseAbs() * shape.convex->box_half,
                    X_WG * shape.convex->box_center +
                        R.cwiseAbs() * shape.convex->box_half};
      }
      [[fallthrough]];
    default:
      return Aabb{Vector3<double>::Constant(-kInf),
                  Vector3<double>::Constant(kInf)};
  }
  return Aabb{c - half, c + half};
}

std::vector<std::pair<int, int>> FindOverlappingPairs(
    const std::vector<Aabb>& boxes) {
  BroadPhase broad_phase;
  broad_phase.Update(boxes);
  std::vector<std::pair<int, int>> pairs;
  broad_phase.FindPairs(&pairs);
  return pairs;
}

bool IsPenetrationSupported(ShapeKind a, ShapeKind b) {
  if (IsConvexPenetrationSupported(a, b)) return true;
  if (Rank(a) > Rank(b)) std::swap(a, b);
  return Dispatch<double>(a, b) != nullptr;
}

template <typename T>
std::optional<PenetrationAsPointPair<T>> CalcPenetration(
    GeometryId id_A, const ShapeSummary& shape_A, const RigidTransform<T>& X_WA,
    GeometryId id_B, const ShapeSummary& shape_B,
    const RigidTransform<T>& X_WB) {
  const bool swapped = Rank(shape_A.kind) > Rank(shape_B.kind);
  const ShapeSummary& first = swapped ? shape_B : shape_A;
  const ShapeSummary& second = swapped ? shape_A : shape_B;
  PairFunction<T> function = Dispatch<T>(first.kind, second.kind);
  if constexpr (std::is_same_v<T, double>) {
    // Mesh and Convex (their hulls) against anything supported.
    if (IsConvexPenetrationSupported(shape_A.kind, shape_B.kind)) {
      return CalcConvexPenetration(id_A, shape_A, X_WA, id_B, shape_B, X_WB);
    }
    // Convex pairs without a closed form go to FCL's GJK/EPA when built in.
    if (function == nullptr &&
        IsFclPenetrationSupported(shape_A.kind, shape_B.kind)) {
      return CalcPenetrationWithFcl(id_A, shape_A, X_WA, id_B, shape_B, X_WB);
    }
  }
  if (function == nullptr) {
    throw std::logic_error(fmt::format(
        "Penetration queries between shapes '{}' and '{}' are not supported "
        "for scalar type {} (geometries {} and {}); supported pairs are "
        "Sphere with Sphere, Box, Capsule, Cylinder or HalfSpace; HalfSpace "
        "with Box, Capsule or Cylinder; Capsule-Capsule and Box-Box; for "
        "double only, Mesh and Convex (their convex hulls) with every "
        "shape.",
        shape_A.type_name, shape_B.type_name, NiceTypeName::Get<T>(),
        id_A.get_value(), id_B.get_value()));
  }
  const std::optional<Contact<T>> contact =
      swapped ? function(first, X_WB, second, X_WA)
              : function(first, X_WA, second, X_WB);
  if (!contact.has_value()) return std::nullopt;
  PenetrationAsPointPair<T> result;
  result.id_A = swapped ? id_B : id_A;
  result.id_B = swapped ? id_A : id_B;
  result.p_WCa = contact->p_WCa;
  result.p_WCb = contact->p_WCb;
  result.nhat_BA_W = contact->nhat_BA_W;
  result.depth = contact->depth;
  if (swapped) result.SwapAAndB();
  return result;
}

template <>
std::optional<PenetrationAsPointPair<symbolic::Expression>>
CalcPenetration<symbolic::Expression>(
    GeometryId id_A, const ShapeSummary& shape_A,
    const RigidTransform<symbolic::Expression>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B,
    const RigidTransform<symbolic::Expression>& X_WB) {
  // A pair the double query does not support throws from it, naming both.
  if (!CalcPenetration<double>(id_A, shape_A, convert_to_double(X_WA), id_B,
                               shape_B, convert_to_double(X_WB))
           .has_value()) {
    return std::nullopt;
  }
  throw std::logic_error(fmt::format(
      "Penetration queries between shapes '{}' and '{}' are not supported "
      "for scalar type drake::symbolic::Expression (geometries {} and {} "
      "penetrate); compute them with double or AutoDiffXd.",
      shape_A.type_name, shape_B.type_name, id_A.get_value(),
      id_B.get_value()));
}

template std::optional<PenetrationAsPointPair<double>> CalcPenetration(
    GeometryId, const ShapeSummary&, const RigidTransform<double>&, GeometryId,
    const ShapeSummary&, const RigidTransform<double>&);
template std::optional<PenetrationAsPointPair<AutoDiffXd>> CalcPenetration(
    GeometryId, const ShapeSummary&, const RigidTransform<AutoDiffXd>&,
    GeometryId, const ShapeSummary&, const RigidTransform<AutoDiffXd>&);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
