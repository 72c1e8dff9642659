#pragma once

/// @file
/// The abstract constraint of the SAP convex contact formulation [Castro et
/// al., 2022]: a convex cost ℓ(vc) of the constraint velocity vc = J⋅v.
///
/// [Castro et al., 2022] Castro A., Permenter F. and Han X., 2022. An
///   unconstrained convex formulation of compliant contact. IEEE Transactions
///   on Robotics 39(2).

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// A constraint of a SapContactProblem. It acts on the generalized velocities
/// of one clique (J0: nk × nv(clique0)) or of two distinct cliques (J0 and
/// J1, both with nk rows), through the constraint velocity
///   vc = J0⋅v(clique0) [+ J1⋅v(clique1)],   vc ∈ ℝⁿᵏ.
/// A concrete constraint defines a convex cost ℓ(vc), its impulse
/// γ = −∂ℓ/∂vc (a generalized impulse, N⋅s or N⋅m⋅s per equation) and its
/// Hessian G = ∂²ℓ/∂vc², symmetric positive semi-definite.
///
/// The solver calls Prepare() once per solve, before any cost evaluation.
/// @tparam T double (the only instantiation).
template <typename T>
class SapConstraint {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SapConstraint);

  virtual ~SapConstraint();

  /// A constraint on one clique.
  /// @throws std::exception if clique0 is negative or J0 has no rows.
  SapConstraint(int clique0, MatrixX<T> J0);

  /// A constraint coupling two cliques.
  /// @throws std::exception if a clique is negative, clique0 == clique1, J0
  /// has no rows, or J0 and J1 have different numbers of rows.
  SapConstraint(int clique0, MatrixX<T> J0, int clique1, MatrixX<T> J1);

  /// The number nk of constraint equations (rows of the Jacobians).
  int num_constraint_equations() const { return static_cast<int>(J0_.rows()); }

  /// 1 or 2.
  int num_cliques() const { return clique1_ < 0 ? 1 : 2; }

  int first_clique() const { return clique0_; }

  /// @throws std::exception if num_cliques() == 1.
  int second_clique() const;

  const MatrixX<T>& first_clique_jacobian() const { return J0_; }

  /// @throws std::exception if num_cliques() == 1.
  const MatrixX<T>& second_clique_jacobian() const;

  /// Overwrites the first clique's Jacobian in place (for reusing a
  /// constraint from one solve to the next without allocating).
  /// @pre J0 has the shape of first_clique_jacobian() (demanded).
  void set_first_clique_jacobian(const Eigen::Ref<const MatrixX<T>>& J0);

  /// As set_first_clique_jacobian(), for the second clique.
  /// @pre num_cliques() == 2 and J1 has the shape of
  /// second_clique_jacobian() (demanded).
  void set_second_clique_jacobian(const Eigen::Ref<const MatrixX<T>>& J1);

  /// Moves the constraint onto other cliques (for reusing a constraint made
  /// for one pair of trees on another pair with the same numbers of
  /// velocities, without allocating): clique1 = −1 for a one-clique
  /// constraint. The Jacobians keep their shapes; set them next.
  /// @throws std::exception if the number of cliques would change, a clique
  /// is negative, or the two cliques are the same.
  void set_cliques(int clique0, int clique1 = -1);

  /// Called once by the solver before iterating. `time_step` h is the
  /// problem's time step (s) and `delassus_estimate` w > 0 an estimate of the
  /// scale of this constraint's diagonal block of the Delassus operator
  /// W = J⋅A⁻¹⋅Jᵀ (the RMS norm of that block, computed by the solver).
  virtual void Prepare(const T& time_step, const T& delassus_estimate) = 0;

  /// Computes the cost ℓ(vc), the impulse γ = −∂ℓ/∂vc (size nk) and, when
  /// `G` is not nullptr, the Hessian G = ∂²ℓ/∂vc² (nk × nk, symmetric PSD).
  /// Does not allocate when `G` is already nk × nk.
  /// @pre Prepare() was called; vc.size() == nk; gamma has size nk.
  virtual void CalcCostAndGradients(const Eigen::Ref<const VectorX<T>>& vc,
                                    T* cost, EigenPtr<VectorX<T>> gamma,
                                    MatrixX<T>* G) const = 0;

 private:
  int clique0_{-1};
  int clique1_{-1};
  MatrixX<T> J0_;
  MatrixX<T> J1_;
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapConstraint<double>;
