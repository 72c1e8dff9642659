#pragma once

/// @file
/// SpatialInertia: the mass, center of mass and rotational inertia of a
/// body (or composite) S about a point P, expressed in a frame E.

#include <limits>
#include <ostream>
#include <string>
#include <utility>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/rotational_inertia.h"
#include "drake/multibody/tree/unit_inertia.h"

namespace drake {
namespace multibody {

/// The spatial inertia M_SP_E of a body or composite body S about a point
/// P, expressed in frame E. It is stored as the mass m (kg), the position
/// p_PScm_E of S's center of mass from P (m), and the unit inertia G_SP_E
/// (m²), so that the rotational inertia about P is I_SP_E = m G_SP_E. As a
/// 6×6 matrix (rotational quantities first):
/// <pre>
///     M_SP_E = ⌈ I_SP_E       m [p]ₓ ⌉
///              ⌊ −m [p]ₓ      m 𝐈₃   ⌋ ,  p = p_PScm_E
/// </pre>
/// so that the spatial momentum is L_WSP_E = M_SP_E V_WP_E.
///
/// Physical validity (IsPhysicallyValid()): nothing is NaN, the mass is
/// non-negative and the rotational inertia about the center of mass,
/// I_SScm = I_SP − m pm(p_PScm), could be physically valid (non-negative
/// principal moments satisfying the triangle inequality, to a round-off
/// tolerance of 16 ε times the largest moment about P).
template <typename T>
class SpatialInertia {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SpatialInertia);

  /// Every member NaN.
  SpatialInertia() { SetNaN(); }

  /// From the mass (kg), the center of mass p_PScm_E (m) and the unit
  /// inertia G_SP_E about P (m²).
  /// @throws std::logic_error unless `skip_validity_check` is true or the
  /// result IsPhysicallyValid(); the message says which condition failed and
  /// shows the mass, center of mass and inertia.
  SpatialInertia(const T& mass, const Vector3<T>& p_PScm_E,
                 const UnitInertia<T>& G_SP_E, bool skip_validity_check = false)
      : mass_(mass), p_PScm_E_(p_PScm_E), G_SP_E_(G_SP_E) {
    if (!skip_validity_check) ThrowIfNotPhysicallyValid();
  }

  /// From the mass, the center of mass p_PScm_E and the rotational inertia
  /// I_SScm_E about the center of mass; the result is about P.
  /// @throws std::logic_error if not physically valid (e.g. mass ≤ 0 with a
  /// nonzero inertia, a negative mass or an invalid I_SScm_E).
  static SpatialInertia<T> MakeFromCentralInertia(
      const T& mass, const Vector3<T>& p_PScm_E,
      const RotationalInertia<T>& I_SScm_E);

  /// Mass 1, center of mass at P and G = 𝐈 (useful as a placeholder).
  static SpatialInertia<T> MakeUnitary() {
    return SpatialInertia<T>(T(1), Vector3<T>::Zero(),
                             UnitInertia<T>(T(1), T(1), T(1)));
  }

  /// A particle of `mass` at p_PScm_E.
  /// @throws std::logic_error if `mass` is negative.
  static SpatialInertia<T> PointMass(const T& mass, const Vector3<T>& p_PScm_E);

  /// A solid box of uniform `density` (kg/m³) and sides lx, ly, lz (m),
  /// about its center, axes along the box edges.
  /// @throws std::logic_error unless all arguments are positive and finite.
  static SpatialInertia<T> SolidBoxWithDensity(const T& density, const T& lx,
                                               const T& ly, const T& lz);
  /// As SolidBoxWithDensity() but given the `mass` (kg).
  static SpatialInertia<T> SolidBoxWithMass(const T& mass, const T& lx,
                                            const T& ly, const T& lz);

  /// A solid cube of side `length`, about its center.
  static SpatialInertia<T> SolidCubeWithDensity(const T& density,
                                                const T& length);
  static SpatialInertia<T> SolidCubeWithMass(const T& mass, const T& length);

  /// A solid capsule of `radius` and cylinder `length`, axis `unit_vector`,
  /// about its center.
  static SpatialInertia<T> SolidCapsuleWithDensity(
      const T& density, const T& radius, const T& length,
      const Vector3<T>& unit_vector);
  static SpatialInertia<T> SolidCapsuleWithMass(const T& mass, const T& radius,
                                                const T& length,
                                                const Vector3<T>& unit_vector);

  /// A solid cylinder of `radius` and `length`, axis `unit_vector`, about
  /// its center.
  static SpatialInertia<T> SolidCylinderWithDensity(
      const T& density, const T& radius, const T& length,
      const Vector3<T>& unit_vector);
  static SpatialInertia<T> SolidCylinderWithMass(const T& mass, const T& radius,
                                                 const T& length,
                                                 const Vector3<T>& unit_vector);

  /// A solid cylinder about the center Bp of one end face; the cylinder
  /// extends from Bp along +`unit_vector`, so p_BpBcm = (length/2) u.
  static SpatialInertia<T> SolidCylinderWithDensityAboutEnd(
      const T& density, const T& radius, const T& length,
      const Vector3<T>& unit_vector);
  static SpatialInertia<T> SolidCylinderWithMassAboutEnd(
      const T& mass, const T& radius, const T& length,
      const Vector3<T>& unit_vector);

  /// A thin rod of `length` along `unit_vector`, about its center.
  static SpatialInertia<T> ThinRodWithMass(const T& mass, const T& length,
                                           const Vector3<T>& unit_vector);
  /// A thin rod about one end Bp; it extends along +`unit_vector`.
  static SpatialInertia<T> ThinRodWithMassAboutEnd(
      const T& mass, const T& length, const Vector3<T>& unit_vector);

  /// A uniform solid tetrahedron of `density` (kg/m³) about a point A, with
  /// p0..p3 from A to its vertices (m, expressed in E); the result is
  /// M_BA_E. @throws std::logic_error unless density is positive and finite.
  static SpatialInertia<T> SolidTetrahedronAboutPointWithDensity(
      const T& density, const Vector3<T>& p0, const Vector3<T>& p1,
      const Vector3<T>& p2, const Vector3<T>& p3);
  /// As SolidTetrahedronAboutPointWithDensity() about the vertex B0, with
  /// p1..p3 from B0 to the other vertices.
  static SpatialInertia<T> SolidTetrahedronAboutVertexWithDensity(
      const T& density, const Vector3<T>& p1, const Vector3<T>& p2,
      const Vector3<T>& p3);

  /// A solid ellipsoid of semi-axes a, b, c along x, y, z, about its center.
  static SpatialInertia<T> SolidEllipsoidWithDensity(const T& density,
                                                     const T& a, const T& b,
                                                     const T& c);
  static SpatialInertia<T> SolidEllipsoidWithMass(const T& mass, const T& a,
                                                  const T& b, const T& c);

  /// A solid sphere of `radius`, about its center.
  static SpatialInertia<T> SolidSphereWithDensity(const T& density,
                                                  const T& radius);
  static SpatialInertia<T> SolidSphereWithMass(const T& mass, const T& radius);

  /// A thin spherical shell of `radius` with mass per unit area
  /// `area_density` (kg/m²), about its center.
  static SpatialInertia<T> HollowSphereWithDensity(const T& area_density,
                                                   const T& radius);
  static SpatialInertia<T> HollowSphereWithMass(const T& mass, const T& radius);

  /// Zero mass, center of mass at P, zero inertia.
  static SpatialInertia<T> Zero() {
    return SpatialInertia<T>(T(0), Vector3<T>::Zero(),
                             UnitInertia<T>(T(0), T(0), T(0)), true);
  }

  /// Every member NaN.
  static SpatialInertia<T> NaN() { return SpatialInertia<T>(); }

  /// The mass (kg).
  const T& get_mass() const { return mass_; }

  /// p_PScm_E, the center of mass from the about-point P (m).
  const Vector3<T>& get_com() const { return p_PScm_E_; }

  /// mass · p_PScm_E (kg·m).
  Vector3<T> CalcComMoment() const { return mass_ * p_PScm_E_; }

  /// G_SP_E (m²).
  const UnitInertia<T>& get_unit_inertia() const { return G_SP_E_; }

  /// I_SP_E = mass · G_SP_E (kg·m²).
  RotationalInertia<T> CalcRotationalInertia() const { return mass_ * G_SP_E_; }

  /// True if this could be a physical body (see the class documentation).
  bool IsPhysicallyValid() const {
    return CriticizeNotPhysicallyValid().empty();
  }

  /// Returns "" if IsPhysicallyValid(), otherwise a message that says which
  /// condition failed and shows the mass, center of mass and the moments
  /// and products of inertia.
  std::string CriticizeNotPhysicallyValid() const;

  /// The 6×6 matrix form (see the class documentation).
  Matrix6<T> CopyToFullMatrix6() const;

  /// True if any member is NaN.
  bool IsNaN() const;
  /// True if the mass, the center of mass and the unit inertia are all
  /// exactly zero.
  bool IsZero() const {
    return mass_ == 0 && (p_PScm_E_.array() == 0).all() && G_SP_E_.IsZero();
  }
  /// The minimum length (m) a body with this inertia must span: some two of
  /// its particles are at least this far apart. It is √(2 tr(G_SScm)), with
  /// G_SScm the central unit inertia (the space diagonal of the smallest
  /// bounding box such an inertia allows). Flags absurd inertias, e.g. a
  /// kg·m² vs g·cm² unit mistake.
  T CalcMinimumPhysicalLength() const;

  /// Sets every member to NaN.
  void SetNaN() {
    const auto nan =
        std::numeric_limits<typename Eigen::NumTraits<T>::Real>::quiet_NaN();
    mass_ = nan;
    p_PScm_E_.setConstant(nan);
    G_SP_E_.SetToNaN();
  }

  /// Adds the spatial inertia M_BP_E of another body B about the same point
  /// P, expressed in the same frame E: the masses add, the center of mass is
  /// the mass-weighted mean and the rotational inertias about P add. If the
  /// total mass is zero the result is Zero().
  SpatialInertia<T>& operator+=(const SpatialInertia<T>& M_BP_E);

  /// Re-expresses in frame A in place: p → R_AE p, G → R_AE G R_AEᵀ.
  SpatialInertia<T>& ReExpressInPlace(const math::RotationMatrix<T>& R_AE) {
    p_PScm_E_ = R_AE * p_PScm_E_;
    G_SP_E_.ReExpressInPlace(R_AE);
    return *this;
  }
  /// Returns M_SP_A (see ReExpressInPlace()).
  SpatialInertia<T> ReExpress(const math::RotationMatrix<T>& R_AE) const {
    return SpatialInertia<T>(*this).ReExpressInPlace(R_AE);
  }

  /// Shifts the about-point in place from P to Q, p_PQ_E in meters:
  /// p_QScm = p_PScm − p_PQ and G_SQ = G_SP − pm(p_PScm) + pm(p_QScm).
  SpatialInertia<T>& ShiftInPlace(const Vector3<T>& p_PQ_E) {
    const Vector3<T> p_QScm_E = p_PScm_E_ - p_PQ_E;
    G_SP_E_.ShiftToThenAwayFromCenterOfMassInPlace(p_PScm_E_, p_QScm_E);
    p_PScm_E_ = p_QScm_E;
    return *this;
  }
  /// Returns M_SQ_E (see ShiftInPlace()).
  SpatialInertia<T> Shift(const Vector3<T>& p_PQ_E) const {
    return SpatialInertia<T>(*this).ShiftInPlace(p_PQ_E);
  }

  /// With `this` = M_SScm_E (about S's center of mass, so get_com() is
  /// zero), shifts in place to point P given p_ScmP_E.
  /// @throws std::logic_error if get_com() is not exactly zero.
  SpatialInertia<T>& ShiftFromCenterOfMassInPlace(const Vector3<T>& p_ScmP_E) {
    DRAKE_THROW_UNLESS(p_PScm_E_ == Vector3<T>::Zero());
    G_SP_E_.ShiftFromCenterOfMassInPlace(p_ScmP_E);
    p_PScm_E_ = -p_ScmP_E;
    return *this;
  }
  SpatialInertia<T> ShiftFromCenterOfMass(const Vector3<T>& p_ScmP_E) const {
    return SpatialInertia<T>(*this).ShiftFromCenterOfMassInPlace(p_ScmP_E);
  }

  /// Shifts in place to S's center of mass (get_com() becomes zero).
  SpatialInertia<T>& ShiftToCenterOfMassInPlace() {
    G_SP_E_.ShiftToCenterOfMassInPlace(p_PScm_E_);
    p_PScm_E_.setZero();
    return *this;
  }
  SpatialInertia<T> ShiftToCenterOfMass() const {
    return SpatialInertia<T>(*this).ShiftToCenterOfMassInPlace();
  }

  /// F_SP_E = M_SP_E A_WP_E (the linear map only; the velocity-dependent
  /// terms of the Newton-Euler equations are not included).
  SpatialForce<T> operator*(const SpatialAcceleration<T>& A_WP_E) const {
    const Vector3<T>& alpha = A_WP_E.rotational();
    const Vector3<T>& a = A_WP_E.translational();
    const Vector3<T> mp = mass_ * p_PScm_E_;
    // τ = I α + m p × a,  f = m a − m p × α.
    return SpatialForce<T>(mass_ * (G_SP_E_ * alpha) + mp.cross(a),
                           mass_ * a - mp.cross(alpha));
  }

  /// L_WSP_E = M_SP_E V_WP_E, the spatial momentum of S about P.
  SpatialMomentum<T> operator*(const SpatialVelocity<T>& V_WP_E) const {
    const Vector3<T>& w = V_WP_E.rotational();
    const Vector3<T>& v = V_WP_E.translational();
    const Vector3<T> mp = mass_ * p_PScm_E_;
    return SpatialMomentum<T>(mass_ * (G_SP_E_ * w) + mp.cross(v),
                              mass_ * v - mp.cross(w));
  }

  /// M_SP_E times a 6×n matrix whose columns are spatial vectors
  /// [rotational; translational] (e.g. a Jacobian J_V_WP_E).
  template <typename Derived>
  Eigen::Matrix<T, 6, Derived::ColsAtCompileTime, 0, 6,
                Derived::MaxColsAtCompileTime>
  operator*(const Eigen::MatrixBase<Derived>& Mmatrix) const {
    static_assert(Derived::RowsAtCompileTime == 6 ||
                      Derived::RowsAtCompileTime == Eigen::Dynamic,
                  "The matrix must have six rows.");
    DRAKE_THROW_UNLESS(Mmatrix.rows() == 6);
    Eigen::Matrix<T, 6, Derived::ColsAtCompileTime, 0, 6,
                  Derived::MaxColsAtCompileTime>
        result(6, Mmatrix.cols());
    const Vector3<T> mp = mass_ * p_PScm_E_;
    for (int j = 0; j < Mmatrix.cols(); ++j) {
      const Vector3<T> w = Mmatrix.template block<3, 1>(0, j);
      const Vector3<T> v = Mmatrix.template block<3, 1>(3, j);
      result.template block<3, 1>(0, j) = mass_ * (G_SP_E_ * w) + mp.cross(v);
      result.template block<3, 1>(3, j) = mass_ * v - mp.cross(w);
    }
    return result;
  }

  /// A copy with scalar type `Scalar` (no validity check).
  template <typename Scalar>
  SpatialInertia<Scalar> cast() const {
    return SpatialInertia<Scalar>(Scalar(mass_),
                                  p_PScm_E_.template cast<Scalar>(),
                                  G_SP_E_.template cast<Scalar>(), true);
  }

  /// For a solid ellipsoid with this spatial inertia (uniform density,
  /// positive mass), returns its semi-diameters (a, b, c) in descending
  /// order (m) and the pose X_EA of a frame A at the center of mass whose
  /// axes are the ellipsoid's principal axes (a along Ax, b along Ay, c
  /// along Az). Useful to visualize an inertia as an equivalent ellipsoid.
  /// @throws std::logic_error if the mass is not positive or any member is
  /// NaN.
  std::pair<Vector3<double>, math::RigidTransform<double>>
  CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid() const;

  /// For a solid box (uniform density) with this spatial inertia, returns
  /// its half-lengths in descending order (m) and the pose X_EA of a frame A
  /// at the center of mass whose axes are the box's edges (the largest
  /// half-length along Ax).
  /// @throws std::logic_error if the mass is not positive or any member is
  /// NaN.
  std::pair<Vector3<double>, math::RigidTransform<double>>
  CalcPrincipalHalfLengthsAndPoseForSolidBox() const;

  /// As CalcPrincipalHalfLengthsAndPoseForSolidBox(), for the box whose mass
  /// is eight equal particles at its corners: the smallest box that any body
  /// with this spatial inertia must extend beyond.
  /// @throws std::logic_error if the mass is not positive or any member is
  /// NaN.
  std::pair<Vector3<double>, math::RigidTransform<double>>
  CalcPrincipalHalfLengthsAndPoseForMinimumBoundingBox() const;

 private:
  // The shapes above: a uniform-density shape whose central unit inertia
  // about its principal axes is Gxx = k (b² + c²), Gyy = k (a² + c²),
  // Gzz = k (a² + b²), with k = `inertia_shape_factor` (1/5 ellipsoid,
  // 1/3 box, 1 corner particles). `caller` names the public function.
  std::pair<Vector3<double>, math::RigidTransform<double>>
  CalcPrincipalHalfLengthsAndPoseForEquivalentShape(double inertia_shape_factor,
                                                    const char* caller) const;

  // Throws std::logic_error with CriticizeNotPhysicallyValid()'s message.
  void ThrowIfNotPhysicallyValid() const;

  T mass_;
  Vector3<T> p_PScm_E_;
  UnitInertia<T> G_SP_E_;
};

/// Writes the mass, center of mass and rotational inertia about P.
template <typename T>
std::ostream& operator<<(std::ostream& out, const SpatialInertia<T>& M);

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialInertia)
