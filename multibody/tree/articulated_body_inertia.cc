#include "drake/multibody/tree/articulated_body_inertia.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/common/drake_bool.h"
#include "drake/common/fmt_eigen.h"

namespace drake {
namespace multibody {

template <typename T>
bool ArticulatedBodyInertia<T>::IsPhysicallyValid() const {
  // As in Drake, a symbolic articulated body inertia is not checked.
  if constexpr (!scalar_predicate<T>::is_bool) return true;
  const Matrix6<double> P = ExtractDoubleOrThrow(CopyToFullMatrix6());
  if (P.hasNaN()) return false;
  Eigen::SelfAdjointEigenSolver<Matrix6<double>> solver(P,
                                                        Eigen::EigenvaluesOnly);
  if (solver.info() != Eigen::Success) return false;
  const double scale = 1.0 + P.cwiseAbs().maxCoeff();
  return solver.eigenvalues()(0) >= -1e-14 * scale;
}

template <typename T>
void ArticulatedBodyInertia<T>::ThrowIfNotSymmetric(
    const Matrix6<T>& matrix) const {
  if constexpr (!scalar_predicate<T>::is_bool) return;
  const Matrix6<double> P = ExtractDoubleOrThrow(matrix);
  const double scale = std::max(1.0, P.cwiseAbs().maxCoeff());
  const double asymmetry = (P - P.transpose()).cwiseAbs().maxCoeff();
  if (!(asymmetry <= 1e-12 * scale)) {
    throw std::logic_error(fmt::format(
        "ArticulatedBodyInertia(): The matrix is not symmetric (largest "
        "|P(i,j) - P(j,i)| = {}):\n{}",
        asymmetry, fmt_eigen(P)));
  }
}

template <typename T>
void ArticulatedBodyInertia<T>::ThrowIfNotPhysicallyValid() const {
  if (IsPhysicallyValid()) return;
  const Matrix6<double> P = ExtractDoubleOrThrow(CopyToFullMatrix6());
  throw std::logic_error(fmt::format(
      "ArticulatedBodyInertia(): The resulting articulated body inertia is "
      "not physically valid (it contains NaN or is not positive "
      "semi-definite):\n{}",
      fmt_eigen(P)));
}

template <typename T>
ArticulatedBodyInertia<T>& ArticulatedBodyInertia<T>::ReExpressInPlace(
    const math::RotationMatrix<T>& R_AE) {
  const Matrix3<T>& R = R_AE.matrix();
  const Matrix6<T> P = CopyToFullMatrix6();
  // Blocks [A B; Bᵀ C] → [R A Rᵀ, R B Rᵀ; ·, R C Rᵀ].
  const Matrix3<T> A = R * P.template block<3, 3>(0, 0) * R.transpose();
  const Matrix3<T> Bt = R * P.template block<3, 3>(3, 0) * R.transpose();
  const Matrix3<T> C = R * P.template block<3, 3>(3, 3) * R.transpose();
  matrix_.template block<3, 3>(0, 0) = A;
  matrix_.template block<3, 3>(3, 0) = Bt;
  matrix_.template block<3, 3>(3, 3) = C;
  DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
  return *this;
}

template <typename T>
ArticulatedBodyInertia<T>& ArticulatedBodyInertia<T>::ShiftInPlace(
    const Vector3<T>& p_PQ_E) {
  // With P = [A B; Bᵀ C] and S = [p]ₓ, Φ = [𝐈 0; S 𝐈], Φᵀ = [𝐈 −S; 0 𝐈]:
  //   Φᵀ P Φ = [A + B S − S Bᵀ − S C S,  B − S C;  Bᵀ + C S,  C].
  const Matrix6<T> P = CopyToFullMatrix6();
  const Matrix3<T> A = P.template block<3, 3>(0, 0);
  const Matrix3<T> B = P.template block<3, 3>(0, 3);
  const Matrix3<T> C = P.template block<3, 3>(3, 3);
  Matrix3<T> S;
  S << T(0), -p_PQ_E(2), p_PQ_E(1), p_PQ_E(2), T(0), -p_PQ_E(0), -p_PQ_E(1),
      p_PQ_E(0), T(0);
  const Matrix3<T> BS = B * S;
  const Matrix3<T> SC = S * C;
  // S Bᵀ = −(B S)ᵀ because Sᵀ = −S, so −S Bᵀ = (B S)ᵀ.
  const Matrix3<T> A_new = A + BS + BS.transpose() - SC * S;
  matrix_.template block<3, 3>(0, 0) = A_new;
  matrix_.template block<3, 3>(3, 0) = (B - SC).transpose();
  DRAKE_ASSERT_VOID(SetStrictlyUpperTriangleToNaN());
  return *this;
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ArticulatedBodyInertia)
