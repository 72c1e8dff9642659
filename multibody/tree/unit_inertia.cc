#include "drake/multibody/tree/unit_inertia.h"

#include <cmath>
#include <numbers>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {
namespace {

// Throws unless `value` is non-negative (and not NaN).
template <typename T>
void ThrowUnlessNonNegative(const T& value, const char* what,
                            const char* func) {
  const double v = ExtractDoubleOrThrow(value);
  if (!(v >= 0)) {
    throw std::logic_error(
        fmt::format("UnitInertia::{}(): {} is {}; it must be non-negative.",
                    func, what, v));
  }
}

// Throws unless |unit_vector| is within 1e-14 of 1.
template <typename T>
void ThrowUnlessUnitVector(const Vector3<T>& unit_vector, const char* func) {
  const Vector3<double> u = ExtractDoubleOrThrow(unit_vector);
  const double norm = u.norm();
  constexpr double kTolerance = 1e-14;
  if (!(std::abs(norm - 1.0) <= kTolerance)) {
    throw std::logic_error(fmt::format(
        "UnitInertia::{}(): The unit_vector argument [{} {} {}] is not a unit "
        "vector: its norm is {:.17g}, which differs from 1 by more than {}.",
        func, u(0), u(1), u(2), norm, kTolerance));
  }
}

}  // namespace

template <typename T>
UnitInertia<T> UnitInertia<T>::PointMass(const Vector3<T>& p_FQ) {
  return UnitInertia<T>(RotationalInertia<T>(T(1), p_FQ));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidEllipsoid(const T& a, const T& b,
                                              const T& c) {
  ThrowUnlessNonNegative(a, "semi-axis a", __func__);
  ThrowUnlessNonNegative(b, "semi-axis b", __func__);
  ThrowUnlessNonNegative(c, "semi-axis c", __func__);
  const T a2 = a * a, b2 = b * b, c2 = c * c;
  return UnitInertia<T>(T(0.2) * (b2 + c2), T(0.2) * (a2 + c2),
                        T(0.2) * (a2 + b2));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidSphere(const T& r) {
  ThrowUnlessNonNegative(r, "radius r", __func__);
  return TriaxiallySymmetric(T(0.4) * r * r);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::HollowSphere(const T& r) {
  ThrowUnlessNonNegative(r, "radius r", __func__);
  return TriaxiallySymmetric(T(2.0 / 3.0) * r * r);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidBox(const T& Lx, const T& Ly, const T& Lz) {
  ThrowUnlessNonNegative(Lx, "length Lx", __func__);
  ThrowUnlessNonNegative(Ly, "length Ly", __func__);
  ThrowUnlessNonNegative(Lz, "length Lz", __func__);
  const T one_twelfth = T(1.0 / 12.0);
  const T Lx2 = Lx * Lx, Ly2 = Ly * Ly, Lz2 = Lz * Lz;
  return UnitInertia<T>(one_twelfth * (Ly2 + Lz2), one_twelfth * (Lx2 + Lz2),
                        one_twelfth * (Lx2 + Ly2));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidCube(const T& L) {
  ThrowUnlessNonNegative(L, "length L", __func__);
  return TriaxiallySymmetric(L * L / T(6));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidCylinder(const T& r, const T& L,
                                             const Vector3<T>& unit_vector) {
  ThrowUnlessNonNegative(r, "radius r", __func__);
  ThrowUnlessNonNegative(L, "length L", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const T J = r * r / T(2);
  const T K = (T(3) * r * r + L * L) / T(12);
  return AxiallySymmetric(J, K, unit_vector);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidTetrahedronAboutPoint(
    const Vector3<T>& p0, const Vector3<T>& p1, const Vector3<T>& p2,
    const Vector3<T>& p3) {
  // The second moment of a uniform unit-mass tetrahedron about A is
  // C = (Σ pᵢpᵢᵀ + s sᵀ)/20 with s = Σ pᵢ (i = 0..3), and G = tr(C) 𝐈 − C.
  const Vector3<T> s = p0 + p1 + p2 + p3;
  const Matrix3<T> C =
      (p0 * p0.transpose() + p1 * p1.transpose() + p2 * p2.transpose() +
       p3 * p3.transpose() + s * s.transpose()) /
      T(20);
  const T trace = C.trace();
  return UnitInertia<T>(trace - C(0, 0), trace - C(1, 1), trace - C(2, 2),
                        -C(1, 0), -C(2, 0), -C(2, 1));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidTetrahedronAboutVertex(
    const Vector3<T>& p1, const Vector3<T>& p2, const Vector3<T>& p3) {
  return SolidTetrahedronAboutPoint(Vector3<T>::Zero(), p1, p2, p3);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidCylinderAboutEnd(
    const T& r, const T& L, const Vector3<T>& unit_vector) {
  ThrowUnlessNonNegative(r, "radius r", __func__);
  ThrowUnlessNonNegative(L, "length L", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const T J = r * r / T(2);
  const T K = (T(3) * r * r + T(4) * L * L) / T(12);
  return AxiallySymmetric(J, K, unit_vector);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::SolidCapsule(const T& r, const T& L,
                                            const Vector3<T>& unit_vector) {
  ThrowUnlessNonNegative(r, "radius r", __func__);
  ThrowUnlessNonNegative(L, "length L", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  // Mass fractions of the cylinder (volume π r² L) and of the two
  // hemispheres together (volume 4/3 π r³); π cancels.
  const T v_cylinder = r * r * L;
  const T v_spheres = T(4.0 / 3.0) * r * r * r;
  const T v_total = v_cylinder + v_spheres;
  if (ExtractDoubleOrThrow(v_total) == 0) return TriaxiallySymmetric(T(0));
  const T f_cyl = v_cylinder / v_total;
  const T f_sph = v_spheres / v_total;
  // Axial: cylinder r²/2, the two hemispheres together a sphere's 2/5 r².
  const T J = f_cyl * r * r / T(2) + f_sph * T(0.4) * r * r;
  // Perpendicular, about the capsule's center. A hemisphere about the
  // center of its flat face has 2/5 r² (half a sphere's mass, half its
  // inertia); its center of mass is 3r/8 from the face, so about the capsule
  // center (a distance L/2 + 3r/8 from it) the parallel-axis theorem gives
  // 2/5 r² − (3r/8)² + (L/2 + 3r/8)² = 2/5 r² + L²/4 + 3 L r / 8.
  const T K_cyl = (T(3) * r * r + L * L) / T(12);
  const T K_sph = T(0.4) * r * r + L * L / T(4) + T(3) * L * r / T(8);
  const T K = f_cyl * K_cyl + f_sph * K_sph;
  return AxiallySymmetric(J, K, unit_vector);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::AxiallySymmetric(const T& moment_parallel,
                                                const T& moment_perpendicular,
                                                const Vector3<T>& unit_vector) {
  ThrowUnlessNonNegative(moment_parallel, "moment_parallel", __func__);
  ThrowUnlessNonNegative(moment_perpendicular, "moment_perpendicular",
                         __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const double J = ExtractDoubleOrThrow(moment_parallel);
  const double K = ExtractDoubleOrThrow(moment_perpendicular);
  // Triangle inequality with the two equal perpendicular moments: J ≤ 2K
  // (with a round-off allowance of 16 ε K).
  if (J > 2 * K * (1 + 16 * std::numeric_limits<double>::epsilon())) {
    throw std::logic_error(fmt::format(
        "UnitInertia::AxiallySymmetric(): moment_parallel {} exceeds twice "
        "moment_perpendicular {}, which violates the triangle inequality.",
        J, K));
  }
  const Vector3<T>& u = unit_vector;
  const T& Jt = moment_parallel;
  const T& Kt = moment_perpendicular;
  const T d = Jt - Kt;
  return UnitInertia<T>(Kt + d * u(0) * u(0), Kt + d * u(1) * u(1),
                        Kt + d * u(2) * u(2), d * u(0) * u(1), d * u(0) * u(2),
                        d * u(1) * u(2));
}

template <typename T>
UnitInertia<T> UnitInertia<T>::StraightLine(const T& moment_perpendicular,
                                            const Vector3<T>& unit_vector) {
  return AxiallySymmetric(T(0), moment_perpendicular, unit_vector);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::ThinRod(const T& L,
                                       const Vector3<T>& unit_vector) {
  ThrowUnlessNonNegative(L, "length L", __func__);
  return StraightLine(L * L / T(12), unit_vector);
}

template <typename T>
UnitInertia<T> UnitInertia<T>::TriaxiallySymmetric(const T& I_triaxial) {
  return UnitInertia<T>(I_triaxial, I_triaxial, I_triaxial);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UnitInertia)
