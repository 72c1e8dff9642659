#pragma once

/// @file
/// Finite-difference checks shared by the SAP constraint tests.

#include <algorithm>

#include <gtest/gtest.h>

#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace test {

/// The cost, impulse and Hessian of `c` at `vc`.
struct CostAndGradients {
  double cost{};
  Eigen::VectorXd gamma;
  Eigen::MatrixXd G;
};

inline CostAndGradients Evaluate(const SapConstraint<double>& c,
                                 const Eigen::VectorXd& vc) {
  CostAndGradients r;
  const int nk = c.num_constraint_equations();
  r.gamma.resize(nk);
  r.G.resize(nk, nk);
  c.CalcCostAndGradients(vc, &r.cost, &r.gamma, &r.G);
  return r;
}

/// Checks γ = −∂ℓ/∂vc and G = −∂γ/∂vc by central differences with step
/// `delta` (m/s). Central differences have truncation error O(δ²) times the
/// third derivative, and round-off ε⋅|ℓ|/δ; the tolerances are relative to
/// the size of the quantity checked (at least 1) and are chosen by the
/// caller. Also checks that G is symmetric and positive semi-definite.
inline void ExpectGradientsMatchFiniteDifferences(
    const SapConstraint<double>& c, const Eigen::VectorXd& vc, double delta,
    double gamma_tolerance, double hessian_tolerance) {
  const int nk = c.num_constraint_equations();
  const CostAndGradients at = Evaluate(c, vc);
  Eigen::VectorXd gamma_fd(nk);
  Eigen::MatrixXd G_fd(nk, nk);
  for (int j = 0; j < nk; ++j) {
    Eigen::VectorXd plus = vc, minus = vc;
    plus(j) += delta;
    minus(j) -= delta;
    const CostAndGradients p = Evaluate(c, plus);
    const CostAndGradients m = Evaluate(c, minus);
    gamma_fd(j) = -(p.cost - m.cost) / (2 * delta);
    G_fd.col(j) = -(p.gamma - m.gamma) / (2 * delta);
  }
  const double gamma_scale = std::max(1.0, at.gamma.norm());
  EXPECT_LE((at.gamma - gamma_fd).norm(), gamma_tolerance * gamma_scale)
      << "vc = " << vc.transpose() << "\ngamma = " << at.gamma.transpose()
      << "\nfd    = " << gamma_fd.transpose();
  const double G_scale = std::max(1.0, at.G.norm());
  EXPECT_LE((at.G - G_fd).norm(), hessian_tolerance * G_scale)
      << "vc = " << vc.transpose() << "\nG =\n"
      << at.G << "\nfd =\n"
      << G_fd;
  // symmetric (to round-off) and PSD.
  EXPECT_LE((at.G - at.G.transpose()).norm(), 1e-12 * G_scale);
  const Eigen::VectorXd eig =
      Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(at.G).eigenvalues();
  EXPECT_GE(eig.minCoeff(), -1e-12 * G_scale);
}

}  // namespace test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
