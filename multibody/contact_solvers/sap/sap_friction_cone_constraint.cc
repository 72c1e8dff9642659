#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapFrictionConeConstraint<T>::SapFrictionConeConstraint(
    int clique, MatrixX<T> J, const T& phi0, const Parameters& parameters)
    : SapConstraint<T>(clique, std::move(J)),
      parameters_(parameters),
      phi0_(phi0) {
  ValidateParameters();
}

template <typename T>
SapFrictionConeConstraint<T>::SapFrictionConeConstraint(
    int clique0, MatrixX<T> J0, int clique1, MatrixX<T> J1, const T& phi0,
    const Parameters& parameters)
    : SapConstraint<T>(clique0, std::move(J0), clique1, std::move(J1)),
      parameters_(parameters),
      phi0_(phi0) {
  ValidateParameters();
}

template <typename T>
void SapFrictionConeConstraint<T>::ValidateParameters() const {
  if (this->num_constraint_equations() != 3) {
    throw std::logic_error(fmt::format(
        "SapFrictionConeConstraint: the contact Jacobian must have 3 rows "
        "[vt1, vt2, vn], got {}.",
        this->num_constraint_equations()));
  }
  const Parameters& p = parameters_;
  if (!(p.mu >= 0) || !(p.stiffness > 0) || !(p.dissipation_time_scale >= 0) ||
      !(p.beta >= 0) || !(p.sigma > 0) ||
      (std::isinf(p.stiffness) && p.beta == 0)) {
    throw std::logic_error(fmt::format(
        "SapFrictionConeConstraint: invalid parameters mu = {}, stiffness = "
        "{}, dissipation_time_scale = {}, beta = {}, sigma = {}; expected "
        "mu >= 0, stiffness > 0, dissipation_time_scale >= 0, beta >= 0, "
        "sigma > 0 and beta > 0 if the stiffness is infinite.",
        p.mu, p.stiffness, p.dissipation_time_scale, p.beta, p.sigma));
  }
}

template <typename T>
void SapFrictionConeConstraint<T>::Prepare(const T& time_step,
                                           const T& delassus_estimate) {
  using std::max;
  const T& h = time_step;
  const T& w = delassus_estimate;
  const Parameters& p = parameters_;
  const T tau = p.dissipation_time_scale;
  // Near-rigid bound on Rn (near-rigid regime): for the effective mass 1/w, a
  // natural period β⋅h means Rn = β²/(4π²)⋅w.
  const T beta_factor = p.beta * p.beta / (4.0 * M_PI * M_PI);
  // 1/(h⋅k⋅(h + τ)) is 0 for k = ∞.
  const T Rn_compliant = 1.0 / (h * p.stiffness * (h + tau));
  const T Rn = max(beta_factor * w, Rn_compliant);
  const T Rt = p.sigma * w;
  R_ = Vector3<T>(Rt, Rt, Rn);
  R_inv_ = R_.cwiseInverse();
  v_hat_ = Vector3<T>(0.0, 0.0, -phi0_ / (h + tau));
}

template <typename T>
Vector3<T> SapFrictionConeConstraint<T>::ProjectOntoFrictionCone(
    const T& mu, const T& Rt, const T& Rn, const Vector3<T>& y,
    Matrix3<T>* dPdy) {
  using std::sqrt;
  const auto yt = y.template head<2>();
  const T& yn = y(2);
  const T yr = yt.norm();
  // μ̂ = μ⋅Rt/Rn: the slope of the polar cone's boundary in the R metric.
  const T mu_hat = mu * Rt / Rn;
  // region 1, stiction: y is inside the cone (yn ≥ 0 matters for μ = 0,
  // where yr ≤ μ⋅yn would also hold for yr = 0 and yn < 0).
  if (yn >= 0 && yr <= mu * yn) {
    if (dPdy != nullptr) dPdy->setIdentity();
    return y;
  }
  // region 2, separation: y is in the polar cone, projects onto the apex.
  if (mu_hat * yr <= -yn) {
    if (dPdy != nullptr) dPdy->setZero();
    return Vector3<T>::Zero();
  }
  // region 3, sliding: project onto the cone's boundary. Here yr > 0 (with
  // yr = 0 y is in region 1 or 2).
  const Vector2<T> t_hat = yt / yr;
  const T denominator = 1.0 + mu * mu_hat;
  const T gn = (yn + mu_hat * yr) / denominator;
  Vector3<T> gamma;
  gamma.template head<2>() = mu * gn * t_hat;
  gamma(2) = gn;
  if (dPdy != nullptr) {
    const Matrix2<T> P_t = t_hat * t_hat.transpose();
    const Matrix2<T> P_perp = Matrix2<T>::Identity() - P_t;
    dPdy->template topLeftCorner<2, 2>() =
        mu * mu_hat / denominator * P_t + mu * gn / yr * P_perp;
    dPdy->template topRightCorner<2, 1>() = mu / denominator * t_hat;
    dPdy->template bottomLeftCorner<1, 2>() =
        mu_hat / denominator * t_hat.transpose();
    (*dPdy)(2, 2) = 1.0 / denominator;
  }
  return gamma;
}

template <typename T>
void SapFrictionConeConstraint<T>::CalcCostAndGradients(
    const Eigen::Ref<const VectorX<T>>& vc, T* cost, EigenPtr<VectorX<T>> gamma,
    MatrixX<T>* G) const {
  DRAKE_ASSERT(vc.size() == 3);
  // y = −R⁻¹⋅(vc + v_b − v̂), the unprojected impulse (vc + v_b the
  // physical velocity).
  const Vector3<T> y = -R_inv_.cwiseProduct(vc + v_b_ - v_hat_);
  Matrix3<T> dPdy;
  const Vector3<T> g = ProjectOntoFrictionCone(parameters_.mu, R_(0), R_(2), y,
                                               G != nullptr ? &dPdy : nullptr);
  *gamma = g;
  *cost = 0.5 * g.dot(R_.cwiseProduct(g));
  if (G != nullptr) {
    // G = −∂γ/∂vc = ∂P/∂y⋅R⁻¹ (symmetric).
    G->resize(3, 3);
    *G = dPdy * R_inv_.asDiagonal();
  }
}

template <typename T>
void SapFrictionConeConstraint<T>::Reset(const T& phi0,
                                         const Parameters& parameters) {
  phi0_ = phi0;
  parameters_ = parameters;
  ValidateParameters();
}

template class SapFrictionConeConstraint<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
