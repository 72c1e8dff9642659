#pragma once

/// @file
/// SAP's implicit PD controller on one degree of freedom, with effort limits.

#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// An implicit PD controller on one generalized velocity v (nk = 1, vc = v)
/// whose effort is limited to [−e, e], as MultibodyPlant's PD-controlled
/// actuators. With the position at the end of the step q = q₀ + h⋅v,
///   ũ(v) = −Kp⋅(q₀ + h⋅v − qd) − Kd⋅(v − vd) + u₀,
///   γ(v) = h⋅clamp(ũ(v), −e, e),
/// and the cost is the convex primitive of −γ:
///   ℓ(v) = (h/c)⋅F(ũ(v)),  c = h⋅Kp + Kd,  F(u) = u²/2 for |u| ≤ e,
///   F(u) = e⋅|u| − e²/2 otherwise,
/// (for c = 0, γ is constant and ℓ(v) = −γ⋅v). G = h⋅c while unsaturated, 0
/// when saturated. The units of γ are N⋅s (prismatic) or N⋅m⋅s (revolute).
/// @tparam T double (the only instantiation).
template <typename T>
class SapPdControllerConstraint final : public SapConstraint<T> {
 public:
  /// Gains and limit, with Drake's names.
  struct Parameters {
    /// Proportional gain Kp ≥ 0 (N/m or N⋅m/rad).
    T Kp{0.0};
    /// Derivative gain Kd ≥ 0 (N⋅s/m or N⋅m⋅s/rad).
    T Kd{0.0};
    /// Effort limit e > 0 (N or N⋅m), may be +∞.
    T effort_limit{0.0};
  };

  /// Where the controlled DOF is and the controller's state, as Drake's
  /// SapPdControllerConstraint::Configuration.
  struct Configuration {
    /// The clique of the DOF.
    int clique{-1};
    /// The DOF's index within the clique's velocities.
    int clique_dof{-1};
    /// The clique's number of velocities.
    int clique_nv{0};
    /// Position at the start of the step q₀.
    T q0{0.0};
    /// Desired position qd.
    T qd{0.0};
    /// Desired velocity vd.
    T vd{0.0};
    /// Feed-forward effort u₀.
    T u0{0.0};
  };

  /// @throws std::exception if the configuration is inconsistent (clique < 0,
  /// clique_dof outside [0, clique_nv)) or a gain is out of range (Kp < 0,
  /// Kd < 0, e ≤ 0).
  SapPdControllerConstraint(Configuration configuration, Parameters parameters);

  const Parameters& parameters() const { return parameters_; }
  const Configuration& configuration() const { return configuration_; }

  /// Replaces the configuration and parameters (for reusing the constraint
  /// in the next solve without allocating), with the constructor's checks.
  /// @pre configuration has this constraint's clique, clique_dof and
  /// clique_nv (demanded).
  /// @throws std::exception if a gain is out of range (as the constructor).
  void Reset(const Configuration& configuration, const Parameters& parameters);

  void Prepare(const T& time_step, const T& delassus_estimate) final;

  void CalcCostAndGradients(const Eigen::Ref<const VectorX<T>>& vc, T* cost,
                            EigenPtr<VectorX<T>> gamma,
                            MatrixX<T>* G) const final;

 private:
  void ValidateParameters() const;

  Parameters parameters_;
  Configuration configuration_;
  T h_{0.0};
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapPdControllerConstraint<double>;
