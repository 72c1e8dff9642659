#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapContactProblem<T>::SapContactProblem(const T& time_step,
                                        std::vector<MatrixX<T>> A,
                                        VectorX<T> v_star)
    : time_step_(time_step), A_(std::move(A)), v_star_(std::move(v_star)) {
  ValidateAndIndexDynamics();
}

template <typename T>
void SapContactProblem<T>::ValidateAndIndexDynamics() {
  if (!(time_step_ > 0)) {
    throw std::logic_error(fmt::format(
        "SapContactProblem: the time step must be positive, got {}.",
        time_step_));
  }
  int nv = 0;
  velocities_start_.clear();
  velocities_start_.reserve(A_.size());
  for (size_t c = 0; c < A_.size(); ++c) {
    if (A_[c].rows() != A_[c].cols()) {
      throw std::logic_error(fmt::format(
          "SapContactProblem: the dynamics matrix of clique {} is {}x{}; it "
          "must be square.",
          c, A_[c].rows(), A_[c].cols()));
    }
    velocities_start_.push_back(nv);
    nv += static_cast<int>(A_[c].rows());
  }
  if (v_star_.size() != nv) {
    throw std::logic_error(fmt::format(
        "SapContactProblem: v_star has size {}, but the cliques' dynamics "
        "matrices add up to {} velocities.",
        v_star_.size(), nv));
  }
}

template <typename T>
SapContactProblem<T>::~SapContactProblem() = default;

template <typename T>
bool SapContactProblem<T>::Reset(const T& time_step,
                                 const std::vector<MatrixX<T>>& A,
                                 const VectorX<T>& v_star) {
  bool same_cliques = A.size() == A_.size();
  for (size_t c = 0; same_cliques && c < A.size(); ++c) {
    same_cliques = A[c].rows() == A_[c].rows() && A[c].cols() == A_[c].cols();
  }
  time_step_ = time_step;
  // Element-wise assignment reuses each matrix's storage when its size is
  // unchanged.
  A_.resize(A.size());
  for (size_t c = 0; c < A.size(); ++c) A_[c] = A[c];
  v_star_ = v_star;
  if (!same_cliques) TruncateConstraints(0);
  ValidateAndIndexDynamics();
  return same_cliques;
}

template <typename T>
void SapContactProblem<T>::TruncateConstraints(int num_constraints) {
  DRAKE_DEMAND(num_constraints >= 0);
  while (this->num_constraints() > num_constraints) {
    num_constraint_equations_ -=
        constraints_.back()->num_constraint_equations();
    constraints_.pop_back();
  }
}

template <typename T>
std::unique_ptr<SapConstraint<T>>
SapContactProblem<T>::ReleaseLastConstraint() {
  DRAKE_THROW_UNLESS(num_constraints() > 0);
  std::unique_ptr<SapConstraint<T>> last = std::move(constraints_.back());
  constraints_.pop_back();
  num_constraint_equations_ -= last->num_constraint_equations();
  return last;
}

template <typename T>
int SapContactProblem<T>::AddConstraint(std::unique_ptr<SapConstraint<T>> c) {
  const int index = num_constraints();
  if (c == nullptr) {
    throw std::logic_error(
        "SapContactProblem::AddConstraint(): the constraint is null.");
  }
  const auto check_clique = [&](const char* which, int clique,
                                const MatrixX<T>& J) {
    if (clique >= num_cliques()) {
      throw std::logic_error(fmt::format(
          "SapContactProblem::AddConstraint(): constraint {} refers to clique "
          "{} ({} clique), but the problem has {} cliques.",
          index, clique, which, num_cliques()));
    }
    if (J.cols() != A_[clique].rows()) {
      throw std::logic_error(fmt::format(
          "SapContactProblem::AddConstraint(): constraint {} has a {} "
          "clique Jacobian with {} columns, but clique {} has {} "
          "velocities.",
          index, which, J.cols(), clique, A_[clique].rows()));
    }
  };
  check_clique("first", c->first_clique(), c->first_clique_jacobian());
  if (c->num_cliques() == 2) {
    check_clique("second", c->second_clique(), c->second_clique_jacobian());
  }
  num_constraint_equations_ += c->num_constraint_equations();
  constraints_.push_back(std::move(c));
  return index;
}

template <typename T>
const SapConstraint<T>& SapContactProblem<T>::get_constraint(int i) const {
  DRAKE_THROW_UNLESS(0 <= i && i < num_constraints());
  return *constraints_[i];
}

template <typename T>
SapConstraint<T>& SapContactProblem<T>::get_mutable_constraint(int i) const {
  DRAKE_THROW_UNLESS(0 <= i && i < num_constraints());
  return *constraints_[i];
}

template <typename T>
int SapContactProblem<T>::velocities_start(int clique) const {
  DRAKE_THROW_UNLESS(0 <= clique && clique < num_cliques());
  return velocities_start_[clique];
}

template <typename T>
int SapContactProblem<T>::num_velocities(int clique) const {
  DRAKE_THROW_UNLESS(0 <= clique && clique < num_cliques());
  return static_cast<int>(A_[clique].rows());
}

template class SapContactProblem<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
