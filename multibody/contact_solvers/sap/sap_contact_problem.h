#pragma once

/// @file
/// The data of one SAP solve: dynamics per clique, free-motion velocities and
/// constraints.

#include <memory>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// The convex problem [Castro et al., 2022]
///   min_v ℓ(v) = ½⋅‖v − v*‖²_A + Σᵢ ℓᵢ(Jᵢ⋅v),
/// where the generalized velocities v are partitioned in cliques: clique c
/// owns A[c].rows() consecutive velocities (in clique order) and A is the
/// block diagonal of the per-clique SPD dynamics matrices A[c] (typically
/// the mass matrix plus the implicit joint damping, h⋅D).
/// @tparam T double (the only instantiation).
template <typename T>
class SapContactProblem {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SapContactProblem);

  /// @param time_step h > 0, in s.
  /// @param A one square (SPD) matrix per clique.
  /// @param v_star free-motion velocities, of size Σ A[c].rows().
  /// @throws std::exception if h ≤ 0, a matrix is not square, or v_star has
  /// the wrong size.
  SapContactProblem(const T& time_step, std::vector<MatrixX<T>> A,
                    VectorX<T> v_star);

  ~SapContactProblem();

  /// Replaces the time step, the dynamics matrices and v* for a new solve,
  /// keeping the constraints (to be updated in place, see
  /// get_mutable_constraint()) when the cliques keep their sizes, and
  /// removing them all otherwise. Allocates nothing when the sizes are
  /// unchanged. Returns true when it kept the constraints (every clique kept
  /// its size), false when it removed them.
  /// @throws std::exception as the constructor does.
  bool Reset(const T& time_step, const std::vector<MatrixX<T>>& A,
             const VectorX<T>& v_star);

  /// Removes the constraints with index ≥ `num_constraints` (keeps all if
  /// there are fewer).
  /// @pre num_constraints ≥ 0 (demanded).
  void TruncateConstraints(int num_constraints);

  /// Removes the last constraint and returns it, for a caller that keeps
  /// constraints to reuse in a later problem (allocates nothing).
  /// @throws std::exception if there is no constraint.
  std::unique_ptr<SapConstraint<T>> ReleaseLastConstraint();

  /// Adds a constraint and returns its index (0, 1, …).
  /// @throws std::logic_error, naming what does not match, if `c` is null,
  /// refers to a clique ≥ num_cliques(), or a Jacobian's number of columns
  /// differs from its clique's number of velocities.
  int AddConstraint(std::unique_ptr<SapConstraint<T>> c);

  const T& time_step() const { return time_step_; }
  int num_cliques() const { return static_cast<int>(A_.size()); }
  int num_velocities() const { return static_cast<int>(v_star_.size()); }
  int num_constraints() const { return static_cast<int>(constraints_.size()); }
  /// Σ over constraints of their number of equations.
  int num_constraint_equations() const { return num_constraint_equations_; }
  /// @pre 0 ≤ i < num_constraints().
  const SapConstraint<T>& get_constraint(int i) const;
  /// Mutable access, used by the solver to Prepare() the constraints.
  SapConstraint<T>& get_mutable_constraint(int i) const;
  const std::vector<MatrixX<T>>& dynamics_matrix() const { return A_; }
  const VectorX<T>& v_star() const { return v_star_; }
  /// The index in v of clique `clique`'s first velocity.
  /// @pre 0 ≤ clique < num_cliques().
  int velocities_start(int clique) const;
  /// The number of velocities of `clique`.
  int num_velocities(int clique) const;

 private:
  // Checks the time step, squareness of A and the size of v*, and sets
  // velocities_start_.
  void ValidateAndIndexDynamics();

  T time_step_;
  std::vector<MatrixX<T>> A_;
  VectorX<T> v_star_;
  std::vector<int> velocities_start_;
  std::vector<std::unique_ptr<SapConstraint<T>>> constraints_;
  int num_constraint_equations_{0};
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::
    SapContactProblem<double>;
