#include "drake/geometry/proximity/distance.h"

#include <cmath>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/nice_type_name.h"
#include "drake/geometry/proximity/convex_penetration.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

using math::RigidTransform;

template <typename T>
double D(const T& x) {
  return ExtractDoubleOrThrow(x);
}

template <typename T>
double SignOf(const T& x) {
  return D(x) >= 0 ? 1.0 : -1.0;
}

template <typename T>
T Clamp(const T& x, double lo, double hi) {
  if (D(x) < lo) return T(lo);
  if (D(x) > hi) return T(hi);
  return x;
}

// Nearest surface point N (world), signed distance and gradient (world) of
// a point Q with respect to a shape.
template <typename T>
struct PointResult {
  Vector3<T> p_WN;
  T distance;
  Vector3<T> grad_W;
};

// Q relative to a sphere of radius r centred at p_WC; `fallback` is the
// gradient used when Q is at the centre.
template <typename T>
PointResult<T> PointToSphere(const Vector3<T>& p_WQ, const Vector3<T>& p_WC,
                             double r, const Vector3<T>& fallback) {
  const Vector3<T> v = p_WQ - p_WC;
  const double len = D(v.norm());
  Vector3<T> grad = fallback;
  T norm(0.0);
  if (len > 1e-14) {
    norm = v.norm();
    grad = v / norm;
  }
  return {Vector3<T>(p_WC + r * grad), T(norm - r), grad};
}

template <typename T>
PointResult<T> PointToBox(const Vector3<T>& p_WQ, const RigidTransform<T>& X_WG,
                          const Vector3<double>& h) {
  const Matrix3<T> R_WG = X_WG.rotation().matrix();
  const Vector3<T> p_GQ = R_WG.transpose() * (p_WQ - X_WG.translation());
  Vector3<T> q;
  bool outside = false;
  for (int i = 0; i < 3; ++i) {
    q(i) = Clamp<T>(p_GQ(i), -h(i), h(i));
    if (D(q(i)) != D(p_GQ(i))) outside = true;
  }
  if (outside) {
    const Vector3<T> v = p_GQ - q;
    const T dist = v.norm();
    return {X_WG * q, dist, Vector3<T>(R_WG * (v / dist))};
  }
  int axis = 0;
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    const double gap = h(i) - std::abs(D(p_GQ(i)));
    if (gap < best) {
      best = gap;
      axis = i;
    }
  }
  const double sign = SignOf(p_GQ(axis));
  const T gap = h(axis) - sign * p_GQ(axis);
  Vector3<T> n_G = Vector3<T>::Zero();
  n_G(axis) = T(sign);
  Vector3<T> p_GN = p_GQ;
  p_GN(axis) = T(sign * h(axis));
  return {X_WG * p_GN, T(-gap), Vector3<T>(R_WG * n_G)};
}

template <typename T>
PointResult<T> PointToCylinder(const Vector3<T>& p_WQ,
                               const RigidTransform<T>& X_WG, double R,
                               double h) {
  using std::sqrt;
  const Matrix3<T> R_WG = X_WG.rotation().matrix();
  const Vector3<T> p_GQ = R_WG.transpose() * (p_WQ - X_WG.translation());
  const T rho_sq = p_GQ(0) * p_GQ(0) + p_GQ(1) * p_GQ(1);
  const bool on_axis = D(rho_sq) < 1e-28;
  const T rho = on_axis ? T(0.0) : T(sqrt(rho_sq));
  Vector3<T> u(T(1), T(0), T(0));
  if (!on_axis) u = Vector3<T>(p_GQ(0) / rho, p_GQ(1) / rho, T(0));
  const bool radial_out = D(rho) > R;
  const bool axial_out = std::abs(D(p_GQ(2))) > h;
  if (!radial_out && !axial_out) {
    const T side_gap = R - rho;
    const double zsign = SignOf(p_GQ(2));
    const T cap_gap = h - zsign * p_GQ(2);
    Vector3<T> n_G;
    T gap;
    if (D(cap_gap) < D(side_gap)) {
      n_G = Vector3<T>(T(0), T(0), T(zsign));
      gap = cap_gap;
    } else {
      n_G = u;
      gap = side_gap;
    }
    return {X_WG * Vector3<T>(p_GQ + gap * n_G), T(-gap),
            Vector3<T>(R_WG * n_G)};
  }
  Vector3<T> q = p_GQ;
  if (radial_out) {
    q(0) = R * u(0);
    q(1) = R * u(1);
  }
  q(2) = Clamp<T>(p_GQ(2), -h, h);
  const Vector3<T> v = p_GQ - q;
  const T dist = v.norm();
  return {X_WG * q, dist, Vector3<T>(R_WG * (v / dist))};
}

template <typename T>
PointResult<T> PointToShape(const Vector3<T>& p_WQ, const ShapeSummary& shape,
                            const RigidTransform<T>& X_WG) {
  const Matrix3<T> R_WG = X_WG.rotation().matrix();
  switch (shape.kind) {
    case ShapeKind::kSphere:
      return PointToSphere<T>(p_WQ, X_WG.translation(), shape.dims(0),
                              Vector3<T>(R_WG.col(0)));
    case ShapeKind::kBox:
      return PointToBox<T>(p_WQ, X_WG, shape.dims);
    case ShapeKind::kCapsule: {
      const Vector3<T> p_GQ = X_WG.inverse() * p_WQ;
      const T z = Clamp<T>(p_GQ(2), -shape.dims(1), shape.dims(1));
      return PointToSphere<T>(p_WQ, X_WG * Vector3<T>(T(0), T(0), z),
                              shape.dims(0), Vector3<T>(R_WG.col(0)));
    }
    case ShapeKind::kCylinder:
      return PointToCylinder<T>(p_WQ, X_WG, shape.dims(0), shape.dims(1));
    case ShapeKind::kHalfSpace: {
      const Vector3<T> n = R_WG.col(2);
      const T d = n.dot(p_WQ - X_WG.translation());
      return {Vector3<T>(p_WQ - d * n), d, n};
    }
    default:
      throw std::logic_error(fmt::format(
          "Signed distance queries between a point and a shape '{}' are not "
          "supported for scalar type {}; supported shapes are Sphere, Box, "
          "Capsule, Cylinder and HalfSpace.",
          shape.type_name, NiceTypeName::Get<T>()));
  }
}

template <typename T>
std::pair<Vector3<T>, Vector3<T>> ClosestPointsOfSegments(
    const Vector3<T>& P0, const Vector3<T>& d0, const Vector3<T>& Q0,
    const Vector3<T>& d1) {
  const T zero(0);
  const Vector3<T> w = P0 - Q0;
  const T a = d0.dot(d0), e = d1.dot(d1), f = d1.dot(w);
  constexpr double kEps = 1e-24;
  T s = zero, t = zero;
  if (D(a) <= kEps && D(e) <= kEps) {
  } else if (D(a) <= kEps) {
    t = Clamp<T>(f / e, 0, 1);
  } else {
    const T c = d0.dot(w);
    if (D(e) <= kEps) {
      s = Clamp<T>(-c / a, 0, 1);
    } else {
      const T b = d0.dot(d1);
      const T denom = a * e - b * b;
      if (D(denom) > kEps * D(a) * D(e)) {
        s = Clamp<T>((b * f - c * e) / denom, 0, 1);
      }
      t = (b * s + f) / e;
      if (D(t) < 0) {
        t = zero;
        s = Clamp<T>(-c / a, 0, 1);
      } else if (D(t) > 1) {
        t = T(1);
        s = Clamp<T>((b - c) / a, 0, 1);
      }
    }
  }
  return {P0 + s * d0, Q0 + t * d1};
}

// p_WCa, p_WCb, distance, nhat_BA_W with A the first shape.
template <typename T>
struct PairResult {
  Vector3<T> p_WCa;
  Vector3<T> p_WCb;
  T distance;
  Vector3<T> nhat_BA_W;
};

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
    default:
      return 5;
  }
}

bool PairSupported(ShapeKind first, ShapeKind second) {
  using K = ShapeKind;
  if (first == K::kSphere) return Rank(second) <= 4;
  if (second == K::kHalfSpace) return first == K::kBox || first == K::kCapsule;
  return first == K::kCapsule && second == K::kCapsule;
}

template <typename T>
PairResult<T> ComputePair(const ShapeSummary& a, const RigidTransform<T>& X_WA,
                          const ShapeSummary& b,
                          const RigidTransform<T>& X_WB) {
  using K = ShapeKind;
  if (a.kind == K::kSphere) {
    // Distance from the centre, less the radius.
    const PointResult<T> q = PointToShape<T>(X_WA.translation(), b, X_WB);
    const double r = a.dims(0);
    return {Vector3<T>(X_WA.translation() - r * q.grad_W), q.p_WN,
            T(q.distance - r), q.grad_W};
  }
  if (b.kind == K::kHalfSpace) {
    const Vector3<T> n = X_WB.rotation().matrix().col(2);
    Vector3<T> p_WP;
    if (a.kind == K::kBox) {
      const Vector3<T> n_A = X_WA.rotation().matrix().transpose() * n;
      Vector3<T> p_AV;
      for (int i = 0; i < 3; ++i) p_AV(i) = -SignOf(n_A(i)) * a.dims(i);
      p_WP = X_WA * p_AV;
    } else {
      const Vector3<T> axis = X_WA.rotation().matrix().col(2);
      const double s = -SignOf(n.dot(axis));
      p_WP = X_WA.translation() + s * a.dims(1) * axis - a.dims(0) * n;
    }
    const T d = n.dot(p_WP - X_WB.translation());
    return {p_WP, Vector3<T>(p_WP - d * n), d, n};
  }
  // Capsule–capsule.
  const Vector3<T> axis_A = X_WA.rotation().matrix().col(2);
  const Vector3<T> axis_B = X_WB.rotation().matrix().col(2);
  const auto [p, q] = ClosestPointsOfSegments<T>(
      Vector3<T>(X_WA.translation() - a.dims(1) * axis_A),
      Vector3<T>(2 * a.dims(1) * axis_A),
      Vector3<T>(X_WB.translation() - b.dims(1) * axis_B),
      Vector3<T>(2 * b.dims(1) * axis_B));
  const PointResult<T> s = PointToSphere<T>(
      p, q, b.dims(0), Vector3<T>(X_WB.rotation().matrix().col(0)));
  const double ra = a.dims(0);
  return {Vector3<T>(p - ra * s.grad_W), s.p_WN, T(s.distance - ra), s.grad_W};
}

}  // namespace

bool IsPointDistanceSupported(ShapeKind kind) { return Rank(kind) <= 4; }

template <typename T>
SignedDistanceToPoint<T> CalcSignedDistanceToPoint(
    GeometryId id_G, const ShapeSummary& shape, const RigidTransform<T>& X_WG,
    const Vector3<T>& p_WQ) {
  if constexpr (std::is_same_v<T, double>) {
    // Mesh and Convex (their convex hulls), double only.
    if (shape.kind == ShapeKind::kMesh || shape.kind == ShapeKind::kConvex) {
      return CalcConvexSignedDistanceToPoint(id_G, shape, X_WG, p_WQ);
    }
  }
  const PointResult<T> r = PointToShape<T>(p_WQ, shape, X_WG);
  return SignedDistanceToPoint<T>(id_G, X_WG.inverse() * r.p_WN, r.distance,
                                  r.grad_W);
}

template <typename T>
SignedDistancePair<T> CalcSignedDistancePair(GeometryId id_A,
                                             const ShapeSummary& shape_A,
                                             const RigidTransform<T>& X_WA,
                                             GeometryId id_B,
                                             const ShapeSummary& shape_B,
                                             const RigidTransform<T>& X_WB) {
  if constexpr (std::is_same_v<T, double>) {
    // Mesh and Convex (their convex hulls), double only.
    if (IsConvexSignedDistanceSupported(shape_A.kind, shape_B.kind)) {
      return CalcConvexSignedDistance(id_A, shape_A, X_WA, id_B, shape_B, X_WB);
    }
  }
  const bool swapped = Rank(shape_A.kind) > Rank(shape_B.kind);
  const ShapeSummary& first = swapped ? shape_B : shape_A;
  const ShapeSummary& second = swapped ? shape_A : shape_B;
  if (!PairSupported(first.kind, second.kind)) {
    throw std::logic_error(fmt::format(
        "Signed distance queries between shapes '{}' and '{}' are not "
        "supported for scalar type {} (geometries {} and {}); supported "
        "pairs are Sphere with Sphere, Box, Capsule, Cylinder or HalfSpace; "
        "HalfSpace with Box or Capsule; Capsule-Capsule; for double only, "
        "Mesh or Convex with Sphere, Box, HalfSpace, Mesh or Convex.",
        shape_A.type_name, shape_B.type_name, NiceTypeName::Get<T>(),
        id_A.get_value(), id_B.get_value()));
  }
  const RigidTransform<T>& X_W1 = swapped ? X_WB : X_WA;
  const RigidTransform<T>& X_W2 = swapped ? X_WA : X_WB;
  const PairResult<T> r = ComputePair<T>(first, X_W1, second, X_W2);
  SignedDistancePair<T> result(
      swapped ? id_B : id_A, swapped ? id_A : id_B, X_W1.inverse() * r.p_WCa,
      X_W2.inverse() * r.p_WCb, r.distance, r.nhat_BA_W);
  if (swapped) result.SwapAAndB();
  return result;
}

template <>
SignedDistanceToPoint<symbolic::Expression>
CalcSignedDistanceToPoint<symbolic::Expression>(
    GeometryId id_G, const ShapeSummary& shape,
    const RigidTransform<symbolic::Expression>&,
    const Vector3<symbolic::Expression>&) {
  throw std::logic_error(fmt::format(
      "Signed distance queries to a point are not supported for scalar type "
      "drake::symbolic::Expression (geometry {}, shape '{}'); compute them "
      "with double or AutoDiffXd.",
      id_G.get_value(), shape.type_name));
}

template <>
SignedDistancePair<symbolic::Expression>
CalcSignedDistancePair<symbolic::Expression>(
    GeometryId id_A, const ShapeSummary& shape_A,
    const RigidTransform<symbolic::Expression>&, GeometryId id_B,
    const ShapeSummary& shape_B, const RigidTransform<symbolic::Expression>&) {
  throw std::logic_error(fmt::format(
      "Signed distance queries between shapes '{}' and '{}' are not "
      "supported for scalar type drake::symbolic::Expression (geometries {} "
      "and {}); compute them with double or AutoDiffXd.",
      shape_A.type_name, shape_B.type_name, id_A.get_value(),
      id_B.get_value()));
}

template SignedDistanceToPoint<double> CalcSignedDistanceToPoint(
    GeometryId, const ShapeSummary&, const RigidTransform<double>&,
    const Vector3<double>&);
template SignedDistanceToPoint<AutoDiffXd> CalcSignedDistanceToPoint(
    GeometryId, const ShapeSummary&, const RigidTransform<AutoDiffXd>&,
    const Vector3<AutoDiffXd>&);
template SignedDistancePair<double> CalcSignedDistancePair(
    GeometryId, const ShapeSummary&, const RigidTransform<double>&, GeometryId,
    const ShapeSummary&, const RigidTransform<double>&);
template SignedDistancePair<AutoDiffXd> CalcSignedDistancePair(
    GeometryId, const ShapeSummary&, const RigidTransform<AutoDiffXd>&,
    GeometryId, const ShapeSummary&, const RigidTransform<AutoDiffXd>&);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
