#include "drake/multibody/contact_solvers/sap/sap_hunt_crossley_constraint.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapHuntCrossleyConstraint<T>::SapHuntCrossleyConstraint(
    int clique, MatrixX<T> J, const Configuration& configuration,
    const Parameters& parameters)
    : SapConstraint<T>(clique, std::move(J)),
      parameters_(parameters),
      configuration_(configuration) {
  ValidateParameters();
}

template <typename T>
SapHuntCrossleyConstraint<T>::SapHuntCrossleyConstraint(
    int clique0, MatrixX<T> J0, int clique1, MatrixX<T> J1,
    const Configuration& configuration, const Parameters& parameters)
    : SapConstraint<T>(clique0, std::move(J0), clique1, std::move(J1)),
      parameters_(parameters),
      configuration_(configuration) {
  ValidateParameters();
}

template <typename T>
void SapHuntCrossleyConstraint<T>::ValidateParameters() const {
  if (this->num_constraint_equations() != 3) {
    throw std::logic_error(fmt::format(
        "SapHuntCrossleyConstraint: the contact Jacobian must have 3 rows "
        "[vt1, vt2, vn], got {}.",
        this->num_constraint_equations()));
  }
  const Parameters& p = parameters_;
  if (!(p.friction >= 0) || !(p.stiffness >= 0) || std::isinf(p.stiffness) ||
      !(p.dissipation >= 0) || !(p.stiction_tolerance > 0) || !(p.sigma > 0) ||
      !(p.margin >= 0)) {
    throw std::logic_error(fmt::format(
        "SapHuntCrossleyConstraint: invalid parameters friction = {}, "
        "stiffness = {}, dissipation = {}, stiction_tolerance = {}, sigma = "
        "{}, margin = {}; expected friction >= 0, finite stiffness >= 0, "
        "dissipation >= 0, stiction_tolerance > 0, sigma > 0, margin >= 0.",
        p.friction, p.stiffness, p.dissipation, p.stiction_tolerance, p.sigma,
        p.margin));
  }
}

template <typename T>
void SapHuntCrossleyConstraint<T>::Prepare(const T& time_step,
                                           const T& delassus_estimate) {
  using std::max;
  using std::min;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const Parameters& p = parameters_;
  const Configuration& c = configuration_;
  h_ = time_step;
  fe_ = c.fe0 - p.stiffness * max(T(0.0), c.phi0);
  // roots of the two factors (fₑ − h⋅k⋅vn) and (1 − d⋅vn).
  const T hk = h_ * p.stiffness;
  T v_elastic;
  if (hk > 0) {
    v_elastic = fe_ / hk;
  } else {
    v_elastic = fe_ > 0 ? kInf : -kInf;
  }
  const T v_dissipation = p.dissipation > 0 ? 1.0 / p.dissipation : kInf;
  v_max_ = min(v_elastic, v_dissipation);
  n0_ = h_ * max(T(0.0), c.fe0) * max(T(0.0), 1.0 - p.dissipation * c.vn0);
  epsilon_soft_ = max(T(p.stiction_tolerance),
                      p.friction * p.sigma * delassus_estimate * n0_);
}

template <typename T>
T SapHuntCrossleyConstraint<T>::CalcNormalImpulse(const T& vn) const {
  if (!(vn < v_max_)) return 0.0;
  const Parameters& p = parameters_;
  return h_ * (fe_ - h_ * p.stiffness * vn) * (1.0 - p.dissipation * vn);
}

template <typename T>
T SapHuntCrossleyConstraint<T>::CalcNormalImpulseDerivative(const T& vn) const {
  if (!(vn < v_max_)) return 0.0;
  const Parameters& p = parameters_;
  const T b = h_ * p.stiffness;
  const T& d = p.dissipation;
  // n(s) = h⋅(fₑ − b⋅s)⋅(1 − d⋅s) ⇒ n' = h⋅(−(b + fₑ⋅d) + 2⋅b⋅d⋅s).
  return h_ * (-(b + fe_ * d) + 2.0 * b * d * vn);
}

template <typename T>
T SapHuntCrossleyConstraint<T>::CalcPolynomialAntiderivative(const T& s) const {
  const Parameters& p = parameters_;
  const T b = h_ * p.stiffness;
  const T& d = p.dissipation;
  const T& a = fe_;
  // n(s) = h⋅(a − (b + a⋅d)⋅s + b⋅d⋅s²).
  return h_ * s * (a - (b + a * d) * s / 2.0 + b * d * s * s / 3.0);
}

template <typename T>
T SapHuntCrossleyConstraint<T>::CalcNormalPrimitive(const T& vn) const {
  using std::isinf;
  if (!(vn < v_max_)) return 0.0;
  // v_max = +∞ only when k = d = 0 and fₑ > 0: n = h⋅fₑ is constant and
  // P(vn) = −h⋅fₑ⋅vn (P(0) = 0 fixes the free constant).
  if (isinf(v_max_)) return -CalcPolynomialAntiderivative(vn);
  return CalcPolynomialAntiderivative(v_max_) -
         CalcPolynomialAntiderivative(vn);
}

template <typename T>
void SapHuntCrossleyConstraint<T>::CalcCostAndGradients(
    const Eigen::Ref<const VectorX<T>>& vc, T* cost, EigenPtr<VectorX<T>> gamma,
    MatrixX<T>* G) const {
  using std::sqrt;
  DRAKE_ASSERT(vc.size() == 3);
  const T& mu = parameters_.friction;
  const T& eps = epsilon_soft_;
  // The physical velocity vc + v_b.
  const Vector2<T> vt = vc.template head<2>() + v_b_.template head<2>();
  const T vn = vc(2) + v_b_(2);
  // soft norm ‖vt‖ₛ = q − ε with q = sqrt(‖vt‖² + ε²); t̂ₛ = vt/q.
  const T q = sqrt(vt.squaredNorm() + eps * eps);
  const T soft_norm = q - eps;
  const Vector2<T> t_soft = vt / q;
  if (parameters_.model == SapHuntCrossleyApproximation::kLagged) {
    const T n = CalcNormalImpulse(vn);
    *cost = CalcNormalPrimitive(vn) + mu * n0_ * soft_norm;
    gamma->template head<2>() = -mu * n0_ * t_soft;
    (*gamma)(2) = n;
    if (G != nullptr) {
      G->resize(3, 3);
      // ∇²‖vt‖ₛ = (I − t̂ₛ⋅t̂ₛᵀ)/q.
      G->template topLeftCorner<2, 2>() =
          mu * n0_ / q * (Matrix2<T>::Identity() - t_soft * t_soft.transpose());
      G->template topRightCorner<2, 1>().setZero();
      G->template bottomLeftCorner<1, 2>().setZero();
      (*G)(2, 2) = -CalcNormalImpulseDerivative(vn);
    }
  } else {
    const T z = vn - mu * soft_norm;
    const T n = CalcNormalImpulse(z);
    *cost = CalcNormalPrimitive(z);
    gamma->template head<2>() = -mu * n * t_soft;
    (*gamma)(2) = n;
    if (G != nullptr) {
      G->resize(3, 3);
      // ℓ = P(z): G = P''(z)⋅∇z⋅∇zᵀ + P'(z)⋅∇²z with P' = −n, P'' = −n',
      // ∇z = [−μ⋅t̂ₛ; 1], ∇²z = [−μ⋅∇²‖vt‖ₛ, 0; 0, 0].
      const T dn = CalcNormalImpulseDerivative(z);
      Vector3<T> grad_z;
      grad_z << -mu * t_soft, 1.0;
      *G = -dn * grad_z * grad_z.transpose();
      G->template topLeftCorner<2, 2>() +=
          mu * n / q * (Matrix2<T>::Identity() - t_soft * t_soft.transpose());
    }
  }
}

template <typename T>
void SapHuntCrossleyConstraint<T>::Reset(const Configuration& configuration,
                                         const Parameters& parameters) {
  configuration_ = configuration;
  parameters_ = parameters;
  ValidateParameters();
}

template class SapHuntCrossleyConstraint<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
