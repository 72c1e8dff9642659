#pragma once

/// @file
/// SAP's frictional contact constraint with linear Kelvin–Voigt compliance
/// (DiscreteContactApproximation::kSap).

#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// A compliant point contact with regularized Coulomb friction, as in
/// [Castro et al., 2022]. The constraint velocity is vc = [vt1, vt2, vn]
/// (m/s), the velocity of contact point Bc relative to Ac expressed in the
/// contact frame C, whose z axis is the contact normal; vn > 0 is separating.
///
/// Model. The normal force of a linear Kelvin–Voigt spring-damper
/// f = k⋅(x + τ_d⋅ẋ), discretized with ẋ = −vn and x = x₀ − h⋅vn, x₀ = −φ₀,
/// gives the (unprojected) impulse h⋅f = −Rn⁻¹⋅(vn − v̂n) with
///   Rn⁻¹ = h⋅k⋅(h + τ_d),   v̂n = x₀/(h + τ_d) = −φ₀/(h + τ_d).
/// Friction is regularized by Rt = σ⋅w, v̂t = 0. In the near-rigid regime
/// the normal regularization is bounded below,
///   Rn = max(β²/(4π²)⋅w, 1/(h⋅k⋅(h + τ_d))),
/// which caps the stiffness so that the contact's natural period, for the
/// effective mass 1/w, is not shorter than β⋅h. With R = diag(Rt, Rt, Rn)
/// and y = −R⁻¹⋅(vc − v̂), the impulse is the projection
///   γ = P_F(y)
/// onto the friction cone F = {‖γt‖ ≤ μ⋅γn} in the norm ‖x‖²_R = xᵀ⋅R⋅x,
/// and the cost is ℓ(vc) = ½⋅P_F(y)ᵀ⋅R⋅P_F(y), whose gradient is −γ.
/// @tparam T double (the only instantiation).
template <typename T>
class SapFrictionConeConstraint final : public SapConstraint<T> {
 public:
  /// Numeric parameters, with Drake's names.
  struct Parameters {
    /// Coefficient of friction μ ≥ 0 (dimensionless).
    T mu{0.0};
    /// Contact stiffness k > 0, in N/m (may be +∞).
    T stiffness{0.0};
    /// Dissipation time scale τ_d ≥ 0 (the relaxation time), in s.
    T dissipation_time_scale{0.0};
    /// Near-rigid threshold β ≥ 0, dimensionless; 0 disables the regime.
    double beta{1.0};
    /// Friction regularization σ > 0, dimensionless (Rt = σ⋅w).
    double sigma{1.0e-3};
  };

  /// A contact on one clique. `phi0` is the signed distance at the start of
  /// the step (m, negative in penetration).
  /// @throws std::exception if J has not 3 rows or the parameters are out of
  /// range (μ < 0, k ≤ 0, τ_d < 0, β < 0, σ ≤ 0, or k = ∞ with β = 0).
  SapFrictionConeConstraint(int clique, MatrixX<T> J, const T& phi0,
                            const Parameters& parameters);

  /// A contact between two cliques; J0, J1 have 3 rows each.
  SapFrictionConeConstraint(int clique0, MatrixX<T> J0, int clique1,
                            MatrixX<T> J1, const T& phi0,
                            const Parameters& parameters);

  const Parameters& parameters() const { return parameters_; }
  const T& phi0() const { return phi0_; }

  /// Replaces phi0 and the parameters (for reusing the constraint in the
  /// next solve without allocating), with the constructor's checks.
  /// @throws std::exception as the constructor does.
  void Reset(const T& phi0, const Parameters& parameters);

  /// The velocity bias v_b (m/s, in C): the constraint's physical velocity
  /// is vc + v_b, vc = J⋅v. It models a moving surface (a conveyor belt,
  /// MultibodyPlant's surface velocity). Zero unless set; kept by Reset().
  const Vector3<T>& bias_velocity() const { return v_b_; }
  void set_bias_velocity(const Vector3<T>& v_b) { v_b_ = v_b; }

  /// The regularization diagonal [Rt, Rt, Rn] and bias v̂ = [0, 0, v̂n] set
  /// by the last Prepare().
  const Vector3<T>& R() const { return R_; }
  const Vector3<T>& v_hat() const { return v_hat_; }

  void Prepare(const T& time_step, const T& delassus_estimate) final;

  void CalcCostAndGradients(const Eigen::Ref<const VectorX<T>>& vc, T* cost,
                            EigenPtr<VectorX<T>> gamma,
                            MatrixX<T>* G) const final;

  /// Projects y onto the friction cone F = {‖γt‖ ≤ μ⋅γn} (y = [yt1, yt2,
  /// yn]) in the norm weighted by R = diag(Rt, Rt, Rn). If `dPdy` is not
  /// nullptr, also returns the Jacobian ∂P/∂y (3 × 3). Exposed for tests.
  /// @pre mu ≥ 0, Rt > 0, Rn > 0.
  static Vector3<T> ProjectOntoFrictionCone(const T& mu, const T& Rt,
                                            const T& Rn, const Vector3<T>& y,
                                            Matrix3<T>* dPdy = nullptr);

 private:
  void ValidateParameters() const;

  Parameters parameters_;
  T phi0_;
  Vector3<T> R_{Vector3<T>::Ones()};
  Vector3<T> R_inv_{Vector3<T>::Ones()};
  Vector3<T> v_hat_{Vector3<T>::Zero()};
  Vector3<T> v_b_{Vector3<T>::Zero()};
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapFrictionConeConstraint<double>;
