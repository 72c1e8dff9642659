#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapConstraint<T>::~SapConstraint() = default;

template <typename T>
SapConstraint<T>::SapConstraint(int clique0, MatrixX<T> J0)
    : clique0_(clique0), J0_(std::move(J0)) {
  if (clique0_ < 0) {
    throw std::logic_error(fmt::format(
        "SapConstraint: the clique index must be non-negative, got {}.",
        clique0_));
  }
  if (J0_.rows() == 0) {
    throw std::logic_error(
        "SapConstraint: the Jacobian must have at least one row.");
  }
}

template <typename T>
SapConstraint<T>::SapConstraint(int clique0, MatrixX<T> J0, int clique1,
                                MatrixX<T> J1)
    : SapConstraint(clique0, std::move(J0)) {
  if (clique1 < 0) {
    throw std::logic_error(fmt::format(
        "SapConstraint: the clique index must be non-negative, got {}.",
        clique1));
  }
  if (clique1 == clique0_) {
    throw std::logic_error(fmt::format(
        "SapConstraint: a two-clique constraint needs two distinct cliques, "
        "got clique {} twice.",
        clique0_));
  }
  if (J1.rows() != J0_.rows()) {
    throw std::logic_error(fmt::format(
        "SapConstraint: the two Jacobians must have the same number of rows "
        "(constraint equations), got {} and {}.",
        J0_.rows(), J1.rows()));
  }
  clique1_ = clique1;
  J1_ = std::move(J1);
}

template <typename T>
int SapConstraint<T>::second_clique() const {
  if (num_cliques() == 1) {
    throw std::logic_error(
        "SapConstraint::second_clique(): this constraint acts on one clique "
        "only.");
  }
  return clique1_;
}

template <typename T>
const MatrixX<T>& SapConstraint<T>::second_clique_jacobian() const {
  if (num_cliques() == 1) {
    throw std::logic_error(
        "SapConstraint::second_clique_jacobian(): this constraint acts on one "
        "clique only.");
  }
  return J1_;
}

template <typename T>
void SapConstraint<T>::set_cliques(int clique0, int clique1) {
  const int num_cliques_now = clique1 < 0 ? 1 : 2;
  if (num_cliques_now != num_cliques()) {
    throw std::logic_error(fmt::format(
        "SapConstraint::set_cliques(): this constraint acts on {} clique(s), "
        "but cliques {} and {} were given.",
        num_cliques(), clique0, clique1));
  }
  if (clique0 < 0) {
    throw std::logic_error(
        fmt::format("SapConstraint::set_cliques(): the clique index must be "
                    "non-negative, got {}.",
                    clique0));
  }
  if (clique1 == clique0) {
    throw std::logic_error(fmt::format(
        "SapConstraint::set_cliques(): a two-clique constraint needs two "
        "distinct cliques, got clique {} twice.",
        clique0));
  }
  clique0_ = clique0;
  clique1_ = clique1 < 0 ? -1 : clique1;
}

template <typename T>
void SapConstraint<T>::set_first_clique_jacobian(
    const Eigen::Ref<const MatrixX<T>>& J0) {
  DRAKE_DEMAND(J0.rows() == J0_.rows() && J0.cols() == J0_.cols());
  J0_ = J0;
}

template <typename T>
void SapConstraint<T>::set_second_clique_jacobian(
    const Eigen::Ref<const MatrixX<T>>& J1) {
  DRAKE_DEMAND(num_cliques() == 2);
  DRAKE_DEMAND(J1.rows() == J1_.rows() && J1.cols() == J1_.cols());
  J1_ = J1;
}

template class SapConstraint<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
