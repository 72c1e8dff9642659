#include "drake/multibody/contact_solvers/sap/sap_pd_controller_constraint.h"

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
namespace {

// The selector row [0 … 1 … 0] of the controlled DOF; validates first so
// that a bad configuration throws our message, not an Eigen assertion.
template <typename T>
MatrixX<T> MakeSelector(
    const typename SapPdControllerConstraint<T>::Configuration& c) {
  if (c.clique < 0 || c.clique_nv <= 0 || c.clique_dof < 0 ||
      c.clique_dof >= c.clique_nv) {
    throw std::logic_error(fmt::format(
        "SapPdControllerConstraint: invalid configuration clique = {}, "
        "clique_dof = {}, clique_nv = {}; expected clique >= 0 and 0 <= "
        "clique_dof < clique_nv.",
        c.clique, c.clique_dof, c.clique_nv));
  }
  MatrixX<T> J = MatrixX<T>::Zero(1, c.clique_nv);
  J(0, c.clique_dof) = 1.0;
  return J;
}

}  // namespace

template <typename T>
SapPdControllerConstraint<T>::SapPdControllerConstraint(
    Configuration configuration, Parameters parameters)
    : SapConstraint<T>(configuration.clique, MakeSelector<T>(configuration)),
      parameters_(std::move(parameters)),
      configuration_(std::move(configuration)) {
  ValidateParameters();
}

template <typename T>
void SapPdControllerConstraint<T>::Reset(const Configuration& configuration,
                                         const Parameters& parameters) {
  DRAKE_DEMAND(configuration.clique == configuration_.clique &&
               configuration.clique_dof == configuration_.clique_dof &&
               configuration.clique_nv == configuration_.clique_nv);
  configuration_ = configuration;
  parameters_ = parameters;
  ValidateParameters();
}

template <typename T>
void SapPdControllerConstraint<T>::ValidateParameters() const {
  const Parameters& p = parameters_;
  if (!(p.Kp >= 0) || !(p.Kd >= 0) || !(p.effort_limit > 0) ||
      std::isinf(p.Kp) || std::isinf(p.Kd)) {
    throw std::logic_error(fmt::format(
        "SapPdControllerConstraint: invalid parameters Kp = {}, Kd = {}, "
        "effort_limit = {}; expected finite Kp >= 0, finite Kd >= 0 and "
        "effort_limit > 0.",
        p.Kp, p.Kd, p.effort_limit));
  }
}

template <typename T>
void SapPdControllerConstraint<T>::Prepare(const T& time_step, const T&) {
  h_ = time_step;
}

template <typename T>
void SapPdControllerConstraint<T>::CalcCostAndGradients(
    const Eigen::Ref<const VectorX<T>>& vc, T* cost, EigenPtr<VectorX<T>> gamma,
    MatrixX<T>* G) const {
  using std::abs;
  DRAKE_ASSERT(vc.size() == 1);
  const Parameters& p = parameters_;
  const Configuration& c = configuration_;
  const T& v = vc(0);
  const T& e = p.effort_limit;
  const T u_tilde = -p.Kp * (c.q0 + h_ * v - c.qd) - p.Kd * (v - c.vd) + c.u0;
  const bool saturated = abs(u_tilde) > e;
  const T u = saturated ? (u_tilde > 0 ? e : T(-e)) : u_tilde;
  (*gamma)(0) = h_ * u;
  const T c_gain = h_ * p.Kp + p.Kd;
  if (c_gain > 0) {
    // F(ũ), the primitive of clamp(ũ, −e, e).
    const T F =
        saturated ? e * abs(u_tilde) - 0.5 * e * e : 0.5 * u_tilde * u_tilde;
    *cost = h_ / c_gain * F;
  } else {
    *cost = -h_ * u * v;
  }
  if (G != nullptr) {
    G->resize(1, 1);
    (*G)(0, 0) = saturated ? T(0.0) : h_ * c_gain;
  }
}

template class SapPdControllerConstraint<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
