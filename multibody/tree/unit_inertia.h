#pragma once

/// @file
/// UnitInertia: the rotational inertia of a body per unit of its mass,
/// G_BP_E = I_BP_E / mass (m²), with factories for common solid shapes.

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/tree/rotational_inertia.h"

namespace drake {
namespace multibody {

/// The unit inertia G_BP_E of a body B about point P, expressed in frame E:
/// the rotational inertia of B divided by its mass (m²). A body of mass m
/// has rotational inertia I_BP_E = m G_BP_E. The arithmetic operators of
/// RotationalInertia that would not preserve unit-ness are hidden.
///
/// The shape factories take lengths in meters. A length or radius of zero
/// gives a degenerate but valid shape; a negative (or NaN) length throws
/// std::logic_error. A `unit_vector` argument must have a norm within 1e-14
/// of 1, otherwise std::logic_error names the function and the vector.
template <typename T>
class UnitInertia : public RotationalInertia<T> {
  typedef RotationalInertia<T> Base;

 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(UnitInertia);

  /// Every element NaN.
  UnitInertia() : Base() {}

  /// Moments Gxx, Gyy, Gzz, zero products.
  UnitInertia(const T& Ixx, const T& Iyy, const T& Izz) : Base(Ixx, Iyy, Izz) {}

  /// Moments and products.
  UnitInertia(const T& Ixx, const T& Iyy, const T& Izz, const T& Ixy,
              const T& Ixz, const T& Iyz)
      : Base(Ixx, Iyy, Izz, Ixy, Ixz, Iyz) {}

  /// Takes the elements of `I` as a unit inertia (the caller vouches that it
  /// is per unit mass).
  explicit UnitInertia(const RotationalInertia<T>& I) : Base(I) {}

  /// Sets this to I_BP_E / mass and returns it.
  /// @throws std::logic_error (asserts armed) if `mass` is not positive.
  UnitInertia<T>& SetFromRotationalInertia(const RotationalInertia<T>& I,
                                           const T& mass) {
    Base::operator=(I / mass);
    return *this;
  }

  /// Re-expresses in frame A in place: G_BP_A = R_AE G_BP_E R_AEᵀ.
  UnitInertia<T>& ReExpressInPlace(const math::RotationMatrix<T>& R_AE) {
    Base::ReExpressInPlace(R_AE);
    return *this;
  }
  UnitInertia<T> ReExpress(const math::RotationMatrix<T>& R_AE) const {
    return UnitInertia<T>(*this).ReExpressInPlace(R_AE);
  }

  /// With `this` = G_BBcm_E, shifts in place to Q: G_BQ = G_BBcm + pm(p),
  /// pm(p) = |p|² 𝐈 − p pᵀ, p = p_BcmQ_E (m).
  UnitInertia<T>& ShiftFromCenterOfMassInPlace(const Vector3<T>& p_BcmQ_E) {
    Base::ShiftFromCenterOfMassInPlace(T(1), p_BcmQ_E);
    return *this;
  }
  UnitInertia<T> ShiftFromCenterOfMass(const Vector3<T>& p_BcmQ_E) const {
    return UnitInertia<T>(*this).ShiftFromCenterOfMassInPlace(p_BcmQ_E);
  }

  /// With `this` = G_BQ_E, shifts in place to Bcm: G_BBcm = G_BQ − pm(p),
  /// p = p_QBcm_E.
  /// @throws std::logic_error (asserts armed) if the result is not valid.
  UnitInertia<T>& ShiftToCenterOfMassInPlace(const Vector3<T>& p_QBcm_E) {
    Base::ShiftToCenterOfMassInPlace(T(1), p_QBcm_E);
    return *this;
  }
  UnitInertia<T> ShiftToCenterOfMass(const Vector3<T>& p_QBcm_E) const {
    return UnitInertia<T>(*this).ShiftToCenterOfMassInPlace(p_QBcm_E);
  }

  /// With `this` = G_BP_E, shifts in place to Q through Bcm:
  /// G_BQ = G_BP − pm(p_PBcm) + pm(p_QBcm).
  UnitInertia<T>& ShiftToThenAwayFromCenterOfMassInPlace(
      const Vector3<T>& p_PBcm_E, const Vector3<T>& p_QBcm_E) {
    Base::ShiftToThenAwayFromCenterOfMassInPlace(T(1), p_PBcm_E, p_QBcm_E);
    return *this;
  }
  UnitInertia<T> ShiftToThenAwayFromCenterOfMass(
      const Vector3<T>& p_PBcm_E, const Vector3<T>& p_QBcm_E) const {
    return UnitInertia<T>(*this).ShiftToThenAwayFromCenterOfMassInPlace(
        p_PBcm_E, p_QBcm_E);
  }

  /// A copy with scalar type `Scalar`.
  template <typename Scalar>
  UnitInertia<Scalar> cast() const {
    return UnitInertia<Scalar>(Base::template cast<Scalar>());
  }

  /// A unit-mass particle at Q, about P: pm(p_PQ_E).
  static UnitInertia<T> PointMass(const Vector3<T>& p_FQ);

  /// A solid ellipsoid of semi-axes a, b, c along x, y, z, about its center:
  /// diag(b² + c², a² + c², a² + b²) / 5.
  static UnitInertia<T> SolidEllipsoid(const T& a, const T& b, const T& c);

  /// A solid sphere of radius r about its center: (2/5) r² 𝐈.
  static UnitInertia<T> SolidSphere(const T& r);

  /// A thin spherical shell of radius r about its center: (2/3) r² 𝐈.
  static UnitInertia<T> HollowSphere(const T& r);

  /// A solid box with side lengths Lx, Ly, Lz about its center:
  /// diag(Ly² + Lz², Lx² + Lz², Lx² + Ly²) / 12.
  static UnitInertia<T> SolidBox(const T& Lx, const T& Ly, const T& Lz);

  /// A solid cube with side L about its center: (L²/6) 𝐈.
  static UnitInertia<T> SolidCube(const T& L);

  /// A solid cylinder of radius r and length L whose axis is `unit_vector`
  /// (expressed in E), about its center: axial moment r²/2, perpendicular
  /// moment (3r² + L²)/12.
  static UnitInertia<T> SolidCylinder(const T& r, const T& L,
                                      const Vector3<T>& unit_vector);

  /// As SolidCylinder() but about the center of one end face: perpendicular
  /// moment (3r² + 4L²)/12.
  static UnitInertia<T> SolidCylinderAboutEnd(const T& r, const T& L,
                                              const Vector3<T>& unit_vector);

  /// A solid capsule (a cylinder of radius r and length L capped by two
  /// hemispheres of radius r) of uniform density, axis `unit_vector`, about
  /// its center.
  static UnitInertia<T> SolidCapsule(const T& r, const T& L,
                                     const Vector3<T>& unit_vector);

  /// An axially symmetric unit inertia: `moment_parallel` about the axis
  /// `unit_vector` and `moment_perpendicular` about any perpendicular axis:
  /// G = K 𝐈 + (J − K) u uᵀ.
  /// @throws std::logic_error if a moment is negative or J > 2K (no body
  /// has such an inertia).
  static UnitInertia<T> AxiallySymmetric(const T& moment_parallel,
                                         const T& moment_perpendicular,
                                         const Vector3<T>& unit_vector);

  /// A body whose mass lies on a straight line along `unit_vector`: zero
  /// axial moment and `moment_perpendicular` (≥ 0) perpendicular to it.
  static UnitInertia<T> StraightLine(const T& moment_perpendicular,
                                     const Vector3<T>& unit_vector);

  /// A thin rod of length L along `unit_vector`, about its center:
  /// perpendicular moment L²/12.
  static UnitInertia<T> ThinRod(const T& L, const Vector3<T>& unit_vector);

  /// A unit-mass solid tetrahedron of uniform density, about a point A from
  /// which p0..p3 (m, expressed in E) locate its vertices:
  /// G = tr(C) 𝐈 − C with C = (Σ pᵢpᵢᵀ + s sᵀ)/20 and s = Σ pᵢ.
  static UnitInertia<T> SolidTetrahedronAboutPoint(const Vector3<T>& p0,
                                                   const Vector3<T>& p1,
                                                   const Vector3<T>& p2,
                                                   const Vector3<T>& p3);
  /// As SolidTetrahedronAboutPoint() about the vertex B0 itself, with p1..p3
  /// from B0 to the other vertices.
  static UnitInertia<T> SolidTetrahedronAboutVertex(const Vector3<T>& p1,
                                                    const Vector3<T>& p2,
                                                    const Vector3<T>& p3);

  /// All three moments equal to `I_triaxial`, zero products.
  static UnitInertia<T> TriaxiallySymmetric(const T& I_triaxial);

 private:
  // Operations that would not keep a unit inertia per unit mass.
  using Base::operator+=;
  using Base::operator+;
  using Base::operator-=;
  using Base::operator-;
  using Base::operator*=;
  using Base::operator/=;
  using Base::operator/;
  using Base::DivideByScalarInPlace;
  using Base::MultiplyByScalarInPlace;
  using Base::ShiftFromCenterOfMass;
  using Base::ShiftFromCenterOfMassInPlace;
  using Base::ShiftToCenterOfMass;
  using Base::ShiftToCenterOfMassInPlace;
  using Base::ShiftToThenAwayFromCenterOfMass;
  using Base::ShiftToThenAwayFromCenterOfMassInPlace;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UnitInertia)
