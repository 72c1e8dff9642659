#include "drake/multibody/tree/spatial_inertia.h"

#include <cmath>
#include <numbers>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/drake_bool.h"

namespace drake {
namespace multibody {
namespace {

constexpr double kPi = std::numbers::pi;

// Throws unless `value` is positive and finite.
template <typename T>
void ThrowUnlessPositiveFinite(const T& value, const char* what,
                               const char* func) {
  const double v = ExtractDoubleOrThrow(value);
  if (!(v > 0 && std::isfinite(v))) {
    throw std::logic_error(
        fmt::format("SpatialInertia::{}(): {} = {} is not positive and finite.",
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
        "SpatialInertia::{}(): The unit_vector argument [{} {} {}] is not a "
        "unit vector: its norm is {:.17g}, which differs from 1 by more than "
        "{}.",
        func, u(0), u(1), u(2), norm, kTolerance));
  }
}

// The lower triangle of pm(p) = |p|² 𝐈 − p pᵀ as a full matrix.
Matrix3<double> ParticleUnitInertia(const Vector3<double>& p) {
  return p.squaredNorm() * Matrix3<double>::Identity() - p * p.transpose();
}

std::string FormatMatrix3(const Matrix3<double>& I) {
  return fmt::format(
      "[{:.17g}  {:.17g}  {:.17g}]\n[{:.17g}  {:.17g}  {:.17g}]\n"
      "[{:.17g}  {:.17g}  {:.17g}]",
      I(0, 0), I(0, 1), I(0, 2), I(1, 0), I(1, 1), I(1, 2), I(2, 0), I(2, 1),
      I(2, 2));
}

}  // namespace

template <typename T>
SpatialInertia<T> SpatialInertia<T>::MakeFromCentralInertia(
    const T& mass, const Vector3<T>& p_PScm_E,
    const RotationalInertia<T>& I_SScm_E) {
  RotationalInertia<T> G_SP_E = I_SScm_E;
  G_SP_E.ShiftFromCenterOfMassInPlace(mass, p_PScm_E);
  // Divide without RotationalInertia's sign check: a bad mass is reported
  // by the SpatialInertia check below, which says more.
  G_SP_E.DivideByScalarInPlace(mass);
  return SpatialInertia<T>(mass, p_PScm_E, UnitInertia<T>(G_SP_E));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::PointMass(const T& mass,
                                               const Vector3<T>& p_PScm_E) {
  const double m = ExtractDoubleOrThrow(mass);
  if (!(m >= 0)) {
    throw std::logic_error(fmt::format(
        "SpatialInertia::PointMass(): mass = {} is negative or NaN.", m));
  }
  return SpatialInertia<T>(mass, p_PScm_E, UnitInertia<T>::PointMass(p_PScm_E));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidBoxWithDensity(const T& density,
                                                         const T& lx,
                                                         const T& ly,
                                                         const T& lz) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(lx, "lx", __func__);
  ThrowUnlessPositiveFinite(ly, "ly", __func__);
  ThrowUnlessPositiveFinite(lz, "lz", __func__);
  return SolidBoxWithMass(density * lx * ly * lz, lx, ly, lz);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidBoxWithMass(const T& mass,
                                                      const T& lx, const T& ly,
                                                      const T& lz) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(lx, "lx", __func__);
  ThrowUnlessPositiveFinite(ly, "ly", __func__);
  ThrowUnlessPositiveFinite(lz, "lz", __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::SolidBox(lx, ly, lz));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCubeWithDensity(const T& density,
                                                          const T& length) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  return SolidCubeWithMass(density * length * length * length, length);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCubeWithMass(const T& mass,
                                                       const T& length) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::SolidCube(length));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCapsuleWithDensity(
    const T& density, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const T volume = kPi * radius * radius * length +
                   T(4.0 / 3.0) * kPi * radius * radius * radius;
  return SolidCapsuleWithMass(density * volume, radius, length, unit_vector);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCapsuleWithMass(
    const T& mass, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  return SpatialInertia<T>(
      mass, Vector3<T>::Zero(),
      UnitInertia<T>::SolidCapsule(radius, length, unit_vector));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCylinderWithDensity(
    const T& density, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const T volume = kPi * radius * radius * length;
  return SolidCylinderWithMass(density * volume, radius, length, unit_vector);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCylinderWithMass(
    const T& mass, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  return SpatialInertia<T>(
      mass, Vector3<T>::Zero(),
      UnitInertia<T>::SolidCylinder(radius, length, unit_vector));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCylinderWithDensityAboutEnd(
    const T& density, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const T volume = kPi * radius * radius * length;
  return SolidCylinderWithMassAboutEnd(density * volume, radius, length,
                                       unit_vector);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidCylinderWithMassAboutEnd(
    const T& mass, const T& radius, const T& length,
    const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const Vector3<T> p_BpBcm = (length / T(2)) * unit_vector;
  return SpatialInertia<T>(
      mass, p_BpBcm,
      UnitInertia<T>::SolidCylinderAboutEnd(radius, length, unit_vector));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::ThinRodWithMass(
    const T& mass, const T& length, const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::ThinRod(length, unit_vector));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::ThinRodWithMassAboutEnd(
    const T& mass, const T& length, const Vector3<T>& unit_vector) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(length, "length", __func__);
  ThrowUnlessUnitVector(unit_vector, __func__);
  const Vector3<T> p_BpBcm = (length / T(2)) * unit_vector;
  // L²/12 about the center plus (L/2)² = L²/3 about the end.
  return SpatialInertia<T>(
      mass, p_BpBcm,
      UnitInertia<T>::StraightLine(length * length / T(3), unit_vector));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidTetrahedronAboutPointWithDensity(
    const T& density, const Vector3<T>& p0, const Vector3<T>& p1,
    const Vector3<T>& p2, const Vector3<T>& p3) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  using std::abs;
  const T volume = abs((p1 - p0).dot((p2 - p0).cross(p3 - p0))) / T(6);
  const Vector3<T> p_ABcm = (p0 + p1 + p2 + p3) / T(4);
  return SpatialInertia<T>(
      density * volume, p_ABcm,
      UnitInertia<T>::SolidTetrahedronAboutPoint(p0, p1, p2, p3));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidTetrahedronAboutVertexWithDensity(
    const T& density, const Vector3<T>& p1, const Vector3<T>& p2,
    const Vector3<T>& p3) {
  return SolidTetrahedronAboutPointWithDensity(density, Vector3<T>::Zero(), p1,
                                               p2, p3);
}

template <typename T>
T SpatialInertia<T>::CalcMinimumPhysicalLength() const {
  // G_SScm = G_SP − pm(p_PScm): shift the unit inertia to the center of mass.
  const UnitInertia<T> G_SScm = G_SP_E_.ShiftToCenterOfMass(p_PScm_E_);
  using std::sqrt;
  return sqrt(T(2) * G_SScm.Trace());
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidEllipsoidWithDensity(const T& density,
                                                               const T& a,
                                                               const T& b,
                                                               const T& c) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(a, "a", __func__);
  ThrowUnlessPositiveFinite(b, "b", __func__);
  ThrowUnlessPositiveFinite(c, "c", __func__);
  const T volume = T(4.0 / 3.0) * kPi * a * b * c;
  return SolidEllipsoidWithMass(density * volume, a, b, c);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidEllipsoidWithMass(const T& mass,
                                                            const T& a,
                                                            const T& b,
                                                            const T& c) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(a, "a", __func__);
  ThrowUnlessPositiveFinite(b, "b", __func__);
  ThrowUnlessPositiveFinite(c, "c", __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::SolidEllipsoid(a, b, c));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidSphereWithDensity(const T& density,
                                                            const T& radius) {
  ThrowUnlessPositiveFinite(density, "density", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  const T volume = T(4.0 / 3.0) * kPi * radius * radius * radius;
  return SolidSphereWithMass(density * volume, radius);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::SolidSphereWithMass(const T& mass,
                                                         const T& radius) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::SolidSphere(radius));
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::HollowSphereWithDensity(
    const T& area_density, const T& radius) {
  ThrowUnlessPositiveFinite(area_density, "area_density", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  const T area = T(4) * kPi * radius * radius;
  return HollowSphereWithMass(area_density * area, radius);
}

template <typename T>
SpatialInertia<T> SpatialInertia<T>::HollowSphereWithMass(const T& mass,
                                                          const T& radius) {
  ThrowUnlessPositiveFinite(mass, "mass", __func__);
  ThrowUnlessPositiveFinite(radius, "radius", __func__);
  return SpatialInertia<T>(mass, Vector3<T>::Zero(),
                           UnitInertia<T>::HollowSphere(radius));
}

template <typename T>
std::string SpatialInertia<T>::CriticizeNotPhysicallyValid() const {
  std::string reason;
  const double mass = ExtractDoubleOrThrow(mass_);
  const Vector3<double> p = ExtractDoubleOrThrow(p_PScm_E_);
  const Matrix3<double> G = ExtractDoubleOrThrow(G_SP_E_.CopyToFullMatrix3());
  const Matrix3<double> I_SP = mass * G;
  std::string central;
  if (IsNaN()) {
    reason = "it contains NaN.";
  } else if (mass < 0) {
    reason = fmt::format("mass = {} is negative.", mass);
  } else {
    // I_SScm = I_SP − m pm(p). The subtraction loses accuracy relative to
    // the size of I_SP, so the tolerance is scaled by I_SP's largest moment.
    const Matrix3<double> I_SScm = I_SP - mass * ParticleUnitInertia(p);
    const RotationalInertia<double> I_cm =
        RotationalInertia<double>::MakeFromMomentsAndProductsOfInertia(
            I_SScm(0, 0), I_SScm(1, 1), I_SScm(2, 2), I_SScm(1, 0),
            I_SScm(2, 0), I_SScm(2, 1), /* skip_validity_check = */ true);
    const std::string criticism =
        internal::CriticizeRotationalInertia(I_cm, 0.5 * I_SP.trace());
    if (criticism.empty()) return "";
    reason =
        "the rotational inertia about the center of mass is not "
        "physically valid: " +
        criticism;
    central = fmt::format("\n Inertia about the center of mass, I_SScm =\n{}",
                          FormatMatrix3(I_SScm));
  }
  return fmt::format(
      "Spatial inertia fails SpatialInertia::IsPhysicallyValid() because "
      "{}\n mass = {}\n Center of mass = [{}  {}  {}]\n Inertia about point P,"
      " I_SP =\n{}{}",
      reason, mass, p(0), p(1), p(2), FormatMatrix3(I_SP), central);
}

template <typename T>
void SpatialInertia<T>::ThrowIfNotPhysicallyValid() const {
  // As in Drake, a symbolic spatial inertia is not checked.
  if constexpr (!scalar_predicate<T>::is_bool) return;
  const std::string criticism = CriticizeNotPhysicallyValid();
  if (!criticism.empty()) throw std::logic_error(criticism);
}

template <typename T>
Matrix6<T> SpatialInertia<T>::CopyToFullMatrix6() const {
  Matrix6<T> M;
  M.template block<3, 3>(0, 0) = mass_ * G_SP_E_.CopyToFullMatrix3();
  const Vector3<T> mp = mass_ * p_PScm_E_;
  Matrix3<T> mp_cross;
  mp_cross << T(0), -mp(2), mp(1), mp(2), T(0), -mp(0), -mp(1), mp(0), T(0);
  M.template block<3, 3>(0, 3) = mp_cross;
  M.template block<3, 3>(3, 0) = -mp_cross;
  M.template block<3, 3>(3, 3) = mass_ * Matrix3<T>::Identity();
  return M;
}

template <typename T>
bool SpatialInertia<T>::IsNaN() const {
  if (std::isnan(ExtractDoubleOrThrow(mass_))) return true;
  for (int i = 0; i < 3; ++i) {
    if (std::isnan(ExtractDoubleOrThrow(p_PScm_E_(i)))) return true;
  }
  return G_SP_E_.IsNaN();
}

template <typename T>
SpatialInertia<T>& SpatialInertia<T>::operator+=(
    const SpatialInertia<T>& M_BP_E) {
  const T total_mass = mass_ + M_BP_E.mass_;
  if (ExtractDoubleOrThrow(total_mass) == 0) {
    *this = Zero();
    return *this;
  }
  p_PScm_E_ =
      (mass_ * p_PScm_E_ + M_BP_E.mass_ * M_BP_E.p_PScm_E_) / total_mass;
  // G = (m₁ G₁ + m₂ G₂) / (m₁ + m₂), without the sign checks of operator*.
  RotationalInertia<T> I_SP_E = G_SP_E_;
  I_SP_E.MultiplyByScalarInPlace(mass_);
  RotationalInertia<T> I_BP_E = M_BP_E.G_SP_E_;
  I_BP_E.MultiplyByScalarInPlace(M_BP_E.mass_);
  I_SP_E += I_BP_E;
  I_SP_E.DivideByScalarInPlace(total_mass);
  G_SP_E_ = UnitInertia<T>(I_SP_E);
  mass_ = total_mass;
  return *this;
}

template <typename T>
std::pair<Vector3<double>, math::RigidTransform<double>>
SpatialInertia<T>::CalcPrincipalHalfLengthsAndPoseForEquivalentShape(
    double inertia_shape_factor, const char* caller) const {
  const double mass = ExtractDoubleOrThrow(mass_);
  if (IsNaN() || !(mass > 0)) {
    throw std::logic_error(fmt::format(
        "SpatialInertia::{}(): requires a positive mass and no NaN; mass = {}.",
        caller, mass));
  }
  const Vector3<double> p = ExtractDoubleOrThrow(p_PScm_E_);
  const Matrix3<double> G_cm =
      ExtractDoubleOrThrow(G_SP_E_.CopyToFullMatrix3()) -
      ParticleUnitInertia(p);
  const RotationalInertia<double> G =
      RotationalInertia<double>::MakeFromMomentsAndProductsOfInertia(
          G_cm(0, 0), G_cm(1, 1), G_cm(2, 2), G_cm(1, 0), G_cm(2, 0),
          G_cm(2, 1), /* skip_validity_check = */ true);
  const auto [g, R_EA] = G.CalcPrincipalMomentsAndAxesOfInertia();
  // With gx = k (b² + c²) etc.: a² = (gy + gz − gx) / (2k). g is ascending,
  // so a ≥ b ≥ c. (A round-off negative is clamped to zero.)
  const double scale = 0.5 / inertia_shape_factor;
  auto half = [scale](double s) { return std::sqrt(std::max(0.0, scale * s)); };
  const Vector3<double> abc(half(g(1) + g(2) - g(0)), half(g(0) + g(2) - g(1)),
                            half(g(0) + g(1) - g(2)));
  return {abc, math::RigidTransform<double>(R_EA, p)};
}

template <typename T>
std::pair<Vector3<double>, math::RigidTransform<double>>
SpatialInertia<T>::CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid() const {
  return CalcPrincipalHalfLengthsAndPoseForEquivalentShape(
      1.0 / 5.0, "CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid");
}

template <typename T>
std::pair<Vector3<double>, math::RigidTransform<double>>
SpatialInertia<T>::CalcPrincipalHalfLengthsAndPoseForSolidBox() const {
  return CalcPrincipalHalfLengthsAndPoseForEquivalentShape(
      1.0 / 3.0, "CalcPrincipalHalfLengthsAndPoseForSolidBox");
}

template <typename T>
std::pair<Vector3<double>, math::RigidTransform<double>> SpatialInertia<
    T>::CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox() const {
  return CalcPrincipalHalfLengthsAndPoseForEquivalentShape(
      1.0, "CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox");
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const SpatialInertia<T>& M) {
  const Vector3<double> p = ExtractDoubleOrThrow(M.get_com());
  out << " mass = " << ExtractDoubleOrThrow(M.get_mass()) << "\n"
      << " Center of mass = [" << p(0) << "  " << p(1) << "  " << p(2) << "]\n"
      << " Inertia about point P, I_SP =\n";
  const Matrix3<double> I =
      ExtractDoubleOrThrow(M.get_mass()) *
      ExtractDoubleOrThrow(M.get_unit_inertia().CopyToFullMatrix3());
  out << FormatMatrix3(I) << "\n";
  return out;
}

template std::ostream& operator<<(std::ostream&, const SpatialInertia<double>&);
template std::ostream& operator<<(std::ostream&,
                                  const SpatialInertia<AutoDiffXd>&);

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialInertia)
