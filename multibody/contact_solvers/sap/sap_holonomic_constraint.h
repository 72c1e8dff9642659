#pragma once

/// @file
/// SAP's compliant holonomic constraint with box limits on its impulses.

#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// A holonomic constraint g(q) = 0 of nk equations (each in m or rad, so that
/// vc = J⋅v = ġ), modelled as nk compliant spring-dampers whose impulses are
/// limited to a box, as in [Castro et al., 2022]. Used for joint limits
/// (one-sided: lower 0, upper ∞), couplers, distance, ball and weld
/// constraints.
///
/// Per equation i, with g = g₀ + h⋅vc the value at the end of the step, a
/// linear Kelvin–Voigt force −k⋅(g + τ⋅ġ) gives the unbounded impulse
///   y = −R⁻¹⋅(vc − v̂),  R⁻¹ = h⋅k⋅(h + τ),  v̂ = −g₀/(h + τ),
/// with the near-rigid bound R = max(β²/(4π²)⋅w, 1/(h⋅k⋅(h + τ))) (k = ∞ is
/// rigid, R = β²/(4π²)⋅w). The impulse is the projection onto the box,
///   γ = clamp(y, γ_lower, γ_upper),
/// and the cost is its convex primitive in vc (the convex conjugate of the
/// box indicator plus ½⋅γᵀ⋅R⋅γ):
///   ℓ(vc) = ½⋅R⋅y²                      for y in [γ_lower, γ_upper],
///   ℓ(vc) = ½⋅R⋅b² + R⋅b⋅(y − b)        beyond a bound b.
/// The Hessian is R⁻¹ inside the box and 0 at a bound.
/// @tparam T double (the only instantiation).
template <typename T>
class SapHolonomicConstraint final : public SapConstraint<T> {
 public:
  /// Numeric parameters, with Drake's names. All vectors have size nk.
  struct Parameters {
    /// γ_lower, may contain −∞ (N⋅s or N⋅m⋅s).
    VectorX<T> impulse_lower_limits;
    /// γ_upper ≥ γ_lower, may contain +∞.
    VectorX<T> impulse_upper_limits;
    /// k > 0 per equation (N/m or N⋅m/rad), may be +∞ (rigid).
    VectorX<T> stiffnesses;
    /// τ ≥ 0 per equation (s).
    VectorX<T> relaxation_times;
    /// Near-rigid threshold β > 0, dimensionless.
    double beta{0.1};
  };

  /// A constraint on one clique; g0 (size nk) is the value of g at the start
  /// of the step.
  /// @throws std::exception if a parameter's size differs from J's rows or
  /// from g0's size, or a value is out of range (lower > upper, k ≤ 0, τ < 0,
  /// β ≤ 0, NaN).
  SapHolonomicConstraint(int clique, MatrixX<T> J, VectorX<T> g0,
                         Parameters parameters);
  SapHolonomicConstraint(int clique0, MatrixX<T> J0, int clique1, MatrixX<T> J1,
                         VectorX<T> g0, Parameters parameters);

  const Parameters& parameters() const { return parameters_; }
  const VectorX<T>& g0() const { return g0_; }

  /// Overwrites g0 in place (for reusing the constraint in the next solve
  /// without allocating), with the constructor's checks.
  /// @pre g0.size() == num_constraint_equations() (demanded).
  /// @throws std::exception if an entry of g0 is NaN.
  void set_g0(const Eigen::Ref<const VectorX<T>>& g0);

  /// Overwrites the stiffnesses and relaxation times in place (for reusing
  /// the constraint when they change between solves), with the
  /// constructor's checks.
  /// @pre both have size num_constraint_equations() (demanded).
  /// @throws std::exception if a value is out of range (k ≤ 0, τ < 0, NaN).
  void set_stiffnesses_and_relaxation_times(
      const Eigen::Ref<const VectorX<T>>& stiffnesses,
      const Eigen::Ref<const VectorX<T>>& relaxation_times);

  /// R and v̂ set by Prepare() (size nk).
  const VectorX<T>& R() const { return R_; }
  const VectorX<T>& v_hat() const { return v_hat_; }

  void Prepare(const T& time_step, const T& delassus_estimate) final;

  void CalcCostAndGradients(const Eigen::Ref<const VectorX<T>>& vc, T* cost,
                            EigenPtr<VectorX<T>> gamma,
                            MatrixX<T>* G) const final;

 private:
  void ValidateParameters() const;

  Parameters parameters_;
  VectorX<T> g0_;
  VectorX<T> R_;
  VectorX<T> v_hat_;
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapHolonomicConstraint<double>;
