#pragma once

/// @file
/// Convex approximations of Hunt & Crossley compliant contact with
/// regularized friction (DiscreteContactApproximation::kLagged and kSimilar).

#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// The two convex approximations of [Castro et al., 2023].
enum class SapHuntCrossleyApproximation {
  kSimilar = 0,
  kLagged = 1,
};

/// A point (or hydroelastic quadrature point) contact with Hunt & Crossley
/// dissipation and regularized Coulomb friction, made convex as in [Castro,
/// Han and Masterjohn, "A Theory of Irrotational Contact Fields", 2023,
/// arXiv:2312.03908]. vc = [vt1, vt2, vn] (m/s) in the contact frame,
/// vn > 0 separating, so the penetration rate is ẋ = −vn.
///
/// Normal impulse (time step h, stiffness k, dissipation d):
///   n(vn) = h⋅(fₑ − h⋅k⋅vn)₊⋅(1 − d⋅vn)₊,
/// i.e. γn/h = k⋅x₊⋅(1 + d⋅ẋ)₊ with x = x₀ + h⋅ẋ, written with the elastic
/// force fₑ = k⋅x₀ at the start of the step so that it also holds for k = 0
/// (hydroelastic). Here fₑ = fe0 − k⋅max(0, φ₀): for a point contact
/// (fe0 = k⋅max(0, −φ₀)) this is −k⋅φ₀, which keeps the force at zero until a
/// contact with positive distance φ₀ (inside the margin) closes. n is
/// non-negative and non-increasing; its primitive
///   P(z) = ∫_z^{v_max} n(s) ds  (z < v_max),  0 otherwise,
/// with v_max the first root of n, is convex with P' = −n.
///
/// Friction is regularized with the soft norm ‖vt‖ₛ = sqrt(‖vt‖² + εₛ²) − εₛ
/// and t̂ₛ = vt/(‖vt‖ₛ + εₛ), εₛ = max(vs, μ⋅σ⋅w⋅n₀), where
/// n₀ = h⋅max(0, fe0)⋅(1 − d⋅vn0)₊ is the previous step's normal impulse.
///  - kLagged: the friction bound uses the previous impulse n₀,
///      ℓ(vc) = P(vn) + μ⋅n₀⋅‖vt‖ₛ,  γn = n(vn),  γt = −μ⋅n₀⋅t̂ₛ.
///  - kSimilar: ℓ(vc) = P(z) with z = vn − μ⋅‖vt‖ₛ,
///      γn = n(z),  γt = −μ⋅n(z)⋅t̂ₛ.
/// Both oppose slip (γt ∥ −vt, maximum dissipation) and bound friction by
/// Coulomb's law: ‖γt‖ ≤ μ⋅n₀ (lagged) or ‖γt‖ ≤ μ⋅γn (similar).
/// @tparam T double (the only instantiation).
template <typename T>
class SapHuntCrossleyConstraint final : public SapConstraint<T> {
 public:
  /// Numeric parameters, with Drake's names.
  struct Parameters {
    /// The convex approximation.
    SapHuntCrossleyApproximation model{SapHuntCrossleyApproximation::kSimilar};
    /// Coefficient of friction μ ≥ 0 (Drake calls it `friction`).
    T friction{0.0};
    /// Contact stiffness k ≥ 0 (finite), in N/m.
    T stiffness{0.0};
    /// Hunt & Crossley dissipation d ≥ 0, in s/m.
    T dissipation{0.0};
    /// Stiction tolerance vs > 0, in m/s.
    double stiction_tolerance{1.0e-4};
    /// SAP friction regularization σ > 0, dimensionless.
    double sigma{1.0e-3};
    /// Contact margin ≥ 0, in m. Only recorded: which pairs within the margin
    /// become constraints is the caller's choice; the force model above
    /// already gives zero force while the distance stays positive.
    double margin{0.0};
  };

  /// The contact's state at the start of the step.
  struct Configuration {
    /// Signed distance φ₀, in m (negative in penetration).
    T phi0{0.0};
    /// Normal velocity at the previous step vn0 (m/s, > 0 separating), used
    /// for the previous impulse n₀.
    T vn0{0.0};
    /// Elastic normal force fe0 at φ₀, in N (k⋅max(0, −φ₀) for point
    /// contact, the pressure integral for hydroelastic contact).
    T fe0{0.0};
  };

  /// @throws std::exception if J has not 3 rows or a parameter is out of
  /// range (see Parameters).
  SapHuntCrossleyConstraint(int clique, MatrixX<T> J,
                            const Configuration& configuration,
                            const Parameters& parameters);
  SapHuntCrossleyConstraint(int clique0, MatrixX<T> J0, int clique1,
                            MatrixX<T> J1, const Configuration& configuration,
                            const Parameters& parameters);

  const Parameters& parameters() const { return parameters_; }
  const Configuration& configuration() const { return configuration_; }

  /// Replaces the configuration and parameters (for reusing the constraint
  /// in the next solve without allocating), with the constructor's checks.
  /// @throws std::exception as the constructor does.
  void Reset(const Configuration& configuration, const Parameters& parameters);

  /// The velocity bias v_b (m/s, in C): the constraint's physical velocity
  /// is vc + v_b, vc = J⋅v. It models a moving surface (a conveyor belt,
  /// MultibodyPlant's surface velocity). Zero unless set; kept by Reset().
  const Vector3<T>& bias_velocity() const { return v_b_; }
  void set_bias_velocity(const Vector3<T>& v_b) { v_b_ = v_b; }

  /// The previous impulse n₀ and regularization εₛ set by Prepare().
  const T& n0() const { return n0_; }
  const T& epsilon_soft() const { return epsilon_soft_; }

  void Prepare(const T& time_step, const T& delassus_estimate) final;

  void CalcCostAndGradients(const Eigen::Ref<const VectorX<T>>& vc, T* cost,
                            EigenPtr<VectorX<T>> gamma,
                            MatrixX<T>* G) const final;

  /// The normal impulse n(vn), its derivative dn/dvn and the primitive P(vn)
  /// of −n, for the time step of the last Prepare(). Exposed for tests.
  T CalcNormalImpulse(const T& vn) const;
  T CalcNormalImpulseDerivative(const T& vn) const;
  T CalcNormalPrimitive(const T& vn) const;

 private:
  void ValidateParameters() const;
  // Q(s) = ∫₀^s n(s') ds' for s below v_max (the polynomial branch).
  T CalcPolynomialAntiderivative(const T& s) const;

  Parameters parameters_;
  Configuration configuration_;
  // Set by Prepare().
  T h_{0.0};
  T fe_{0.0};     // fₑ, the effective elastic force (N).
  T v_max_{0.0};  // First root of n(vn) (m/s); ±∞ allowed.
  T n0_{0.0};
  Vector3<T> v_b_{Vector3<T>::Zero()};
  T epsilon_soft_{1.0};
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapHuntCrossleyConstraint<double>;
