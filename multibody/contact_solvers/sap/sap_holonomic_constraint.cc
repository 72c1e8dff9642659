#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapHolonomicConstraint<T>::SapHolonomicConstraint(int clique, MatrixX<T> J,
                                                  VectorX<T> g0,
                                                  Parameters parameters)
    : SapConstraint<T>(clique, std::move(J)),
      parameters_(std::move(parameters)),
      g0_(std::move(g0)) {
  ValidateParameters();
}

template <typename T>
SapHolonomicConstraint<T>::SapHolonomicConstraint(int clique0, MatrixX<T> J0,
                                                  int clique1, MatrixX<T> J1,
                                                  VectorX<T> g0,
                                                  Parameters parameters)
    : SapConstraint<T>(clique0, std::move(J0), clique1, std::move(J1)),
      parameters_(std::move(parameters)),
      g0_(std::move(g0)) {
  ValidateParameters();
}

template <typename T>
void SapHolonomicConstraint<T>::ValidateParameters() const {
  const int nk = this->num_constraint_equations();
  const Parameters& p = parameters_;
  const auto check_size = [nk](const char* name, const VectorX<T>& x) {
    if (x.size() != nk) {
      throw std::logic_error(fmt::format(
          "SapHolonomicConstraint: {} has size {}, expected {} (the number of "
          "constraint equations, rows of the Jacobian).",
          name, x.size(), nk));
    }
  };
  check_size("g0", g0_);
  check_size("impulse_lower_limits", p.impulse_lower_limits);
  check_size("impulse_upper_limits", p.impulse_upper_limits);
  check_size("stiffnesses", p.stiffnesses);
  check_size("relaxation_times", p.relaxation_times);
  for (int i = 0; i < nk; ++i) {
    const T& lower = p.impulse_lower_limits(i);
    const T& upper = p.impulse_upper_limits(i);
    if (!(lower <= upper)) {
      throw std::logic_error(fmt::format(
          "SapHolonomicConstraint: equation {} has impulse_lower_limits = {} "
          "and impulse_upper_limits = {}; expected lower <= upper.",
          i, lower, upper));
    }
    if (!(p.stiffnesses(i) > 0) || !(p.relaxation_times(i) >= 0) ||
        std::isinf(p.relaxation_times(i)) || std::isnan(g0_(i))) {
      throw std::logic_error(fmt::format(
          "SapHolonomicConstraint: equation {} has stiffness = {}, "
          "relaxation_time = {}, g0 = {}; expected stiffness > 0 (may be "
          "infinite), finite relaxation_time >= 0 and a number g0.",
          i, p.stiffnesses(i), p.relaxation_times(i), g0_(i)));
    }
  }
  if (!(p.beta > 0)) {
    throw std::logic_error(fmt::format(
        "SapHolonomicConstraint: beta = {}, expected beta > 0.", p.beta));
  }
}

template <typename T>
void SapHolonomicConstraint<T>::Prepare(const T& time_step,
                                        const T& delassus_estimate) {
  using std::max;
  const int nk = this->num_constraint_equations();
  const Parameters& p = parameters_;
  const T& h = time_step;
  const T R_near_rigid =
      p.beta * p.beta / (4.0 * M_PI * M_PI) * delassus_estimate;
  R_.resize(nk);
  v_hat_.resize(nk);
  for (int i = 0; i < nk; ++i) {
    const T& tau = p.relaxation_times(i);
    // 1/(h⋅k⋅(h + τ)) is 0 for k = ∞.
    const T R_compliant = 1.0 / (h * p.stiffnesses(i) * (h + tau));
    R_(i) = max(R_near_rigid, R_compliant);
    v_hat_(i) = -g0_(i) / (h + tau);
  }
}

template <typename T>
void SapHolonomicConstraint<T>::CalcCostAndGradients(
    const Eigen::Ref<const VectorX<T>>& vc, T* cost, EigenPtr<VectorX<T>> gamma,
    MatrixX<T>* G) const {
  const int nk = this->num_constraint_equations();
  const Parameters& p = parameters_;
  DRAKE_ASSERT(vc.size() == nk);
  if (G != nullptr) {
    G->resize(nk, nk);
    G->setZero();
  }
  T total = 0.0;
  for (int i = 0; i < nk; ++i) {
    const T& R = R_(i);
    const T y = -(vc(i) - v_hat_(i)) / R;
    const T& lower = p.impulse_lower_limits(i);
    const T& upper = p.impulse_upper_limits(i);
    if (y > upper) {
      (*gamma)(i) = upper;
      total += R * upper * (y - 0.5 * upper);
    } else if (y < lower) {
      (*gamma)(i) = lower;
      total += R * lower * (y - 0.5 * lower);
    } else {
      (*gamma)(i) = y;
      total += 0.5 * R * y * y;
      if (G != nullptr) (*G)(i, i) = 1.0 / R;
    }
  }
  *cost = total;
}

template <typename T>
void SapHolonomicConstraint<T>::set_g0(const Eigen::Ref<const VectorX<T>>& g0) {
  DRAKE_DEMAND(g0.size() == g0_.size());
  g0_ = g0;
  ValidateParameters();
}

template <typename T>
void SapHolonomicConstraint<T>::set_stiffnesses_and_relaxation_times(
    const Eigen::Ref<const VectorX<T>>& stiffnesses,
    const Eigen::Ref<const VectorX<T>>& relaxation_times) {
  DRAKE_DEMAND(stiffnesses.size() == g0_.size());
  DRAKE_DEMAND(relaxation_times.size() == g0_.size());
  parameters_.stiffnesses = stiffnesses;
  parameters_.relaxation_times = relaxation_times;
  ValidateParameters();
}

template class SapHolonomicConstraint<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
