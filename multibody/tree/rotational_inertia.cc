#include "drake/multibody/tree/rotational_inertia.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/common/drake_bool.h"

namespace drake {
namespace multibody {
namespace {

// The double values of the full symmetric matrix.
template <typename T>
Matrix3<double> FullMatrixValues(const RotationalInertia<T>& I) {
  return ExtractDoubleOrThrow(I.CopyToFullMatrix3());
}

std::string FormatMatrix(const Matrix3<double>& I) {
  return fmt::format(
      "[{:.17g} {:.17g} {:.17g}]\n[{:.17g} {:.17g} {:.17g}]\n"
      "[{:.17g} {:.17g} {:.17g}]",
      I(0, 0), I(0, 1), I(0, 2), I(1, 0), I(1, 1), I(1, 2), I(2, 0), I(2, 1),
      I(2, 2));
}

}  // namespace

template <typename T>
bool RotationalInertia<T>::IsNearlyEqualTo(const RotationalInertia<T>& other,
                                           double precision) const {
  const double scale = std::max(
      ExtractDoubleOrThrow(CalcMaximumPossibleMomentOfInertia()),
      ExtractDoubleOrThrow(other.CalcMaximumPossibleMomentOfInertia()));
  const Matrix3<double> diff =
      FullMatrixValues(*this) - FullMatrixValues(other);
  return diff.cwiseAbs().maxCoeff() <= precision * scale;
}

template <typename T>
bool RotationalInertia<T>::IsNaN() const {
  for (int j = 0; j < 3; ++j) {
    for (int i = j; i < 3; ++i) {
      if (std::isnan(ExtractDoubleOrThrow(I_SP_E_(i, j)))) return true;
    }
  }
  return false;
}

template <typename T>
Vector3<double> RotationalInertia<T>::CalcPrincipalMomentsOfInertia() const {
  return CalcPrincipalMomentsAndAxesOfInertia().first;
}

template <typename T>
std::pair<Vector3<double>, math::RotationMatrix<double>>
RotationalInertia<T>::CalcPrincipalMomentsAndAxesOfInertia() const {
  if (IsNaN()) {
    throw std::logic_error(
        "RotationalInertia::CalcPrincipalMomentsAndAxesOfInertia(): the "
        "rotational inertia contains NaN.");
  }
  const Matrix3<double> I = FullMatrixValues(*this);
  // A diagonal matrix needs no iteration; report it exactly.
  if (I(1, 0) == 0 && I(2, 0) == 0 && I(2, 1) == 0) {
    std::array<int, 3> order{0, 1, 2};
    std::sort(order.begin(), order.end(),
              [&I](int a, int b) { return I(a, a) < I(b, b); });
    Vector3<double> moments;
    Matrix3<double> R_EA = Matrix3<double>::Zero();
    for (int k = 0; k < 3; ++k) {
      moments(k) = I(order[k], order[k]);
      R_EA(order[k], k) = 1.0;
    }
    if (R_EA.determinant() < 0) R_EA.col(2) = -R_EA.col(2);
    return {moments, math::RotationMatrix<double>(R_EA)};
  }
  Eigen::SelfAdjointEigenSolver<Matrix3<double>> solver(I);
  if (solver.info() != Eigen::Success) {
    throw std::logic_error(
        "RotationalInertia::CalcPrincipalMomentsAndAxesOfInertia(): the "
        "eigenvalue solver failed for\n" +
        FormatMatrix(I));
  }
  // Eigen sorts the eigenvalues in increasing order.
  Matrix3<double> R_EA = solver.eigenvectors();
  if (R_EA.determinant() < 0) R_EA.col(2) = -R_EA.col(2);
  return {solver.eigenvalues(), math::RotationMatrix<double>(R_EA)};
}

template <typename T>
bool RotationalInertia<T>::CouldBePhysicallyValid() const {
  return internal::CriticizeRotationalInertia(*this).empty();
}

template <typename T>
void RotationalInertia<T>::ThrowIfNotPhysicallyValid(
    const char* func_name) const {
  // As in Drake, only numeric scalars are checked: a symbolic inertia's
  // validity is not decidable here.
  if constexpr (!scalar_predicate<T>::is_bool) return;
  const std::string criticism = internal::CriticizeRotationalInertia(*this);
  if (criticism.empty()) return;
  throw std::logic_error(fmt::format(
      "RotationalInertia::{}(): The rotational inertia\n{}\ndid not pass the "
      "test CouldBePhysicallyValid(): {}",
      func_name, FormatMatrix(FullMatrixValues(*this)), criticism));
}

template <typename T>
void RotationalInertia<T>::ThrowIfMultiplyByNegativeScalar(
    const T& nonnegative_scalar) const {
  if constexpr (!scalar_predicate<T>::is_bool) return;
  if (ExtractDoubleOrThrow(nonnegative_scalar) < 0) {
    throw std::logic_error(fmt::format(
        "RotationalInertia::operator*=(): Scalar multiplier {} is negative; "
        "it must be non-negative.",
        ExtractDoubleOrThrow(nonnegative_scalar)));
  }
}

template <typename T>
void RotationalInertia<T>::ThrowIfDivideByZeroOrNegativeScalar(
    const T& positive_scalar) const {
  if (!(ExtractDoubleOrThrow(positive_scalar) > 0)) {
    throw std::logic_error(fmt::format(
        "RotationalInertia::operator/=(): Divisor {} is not positive.",
        ExtractDoubleOrThrow(positive_scalar)));
  }
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const RotationalInertia<T>& I) {
  const Matrix3<double> M = FullMatrixValues(I);
  out << "[" << M(0, 0) << "  " << M(0, 1) << "  " << M(0, 2) << "]\n"
      << "[" << M(1, 0) << "  " << M(1, 1) << "  " << M(1, 2) << "]\n"
      << "[" << M(2, 0) << "  " << M(2, 1) << "  " << M(2, 2) << "]\n";
  return out;
}

namespace internal {

template <typename T>
std::string CriticizeRotationalInertia(const RotationalInertia<T>& I,
                                       double reference_moment) {
  if (I.IsNaN()) return "it contains NaN.";
  const Vector3<double> p = I.CalcPrincipalMomentsOfInertia();
  const double max_moment =
      std::max(ExtractDoubleOrThrow(I.CalcMaximumPossibleMomentOfInertia()),
               reference_moment);
  // Round-off in the eigenvalue computation is a few ε of the largest
  // moment; 16 ε leaves a margin without accepting a real violation.
  const double tolerance =
      16 * std::numeric_limits<double>::epsilon() * std::abs(max_moment);
  if (p(0) + tolerance < 0) {
    return fmt::format(
        "a principal moment of inertia is negative: the principal moments "
        "are [{:.17g} {:.17g} {:.17g}].",
        p(0), p(1), p(2));
  }
  // p is ascending, so only p(2) can exceed the sum of the other two.
  if (p(0) + p(1) + tolerance < p(2)) {
    return fmt::format(
        "the principal moments of inertia [{:.17g} {:.17g} {:.17g}] violate "
        "the triangle inequality: the largest, {:.17g}, exceeds the sum of "
        "the other two, {:.17g}.",
        p(0), p(1), p(2), p(2), p(0) + p(1));
  }
  return "";
}

}  // namespace internal

template std::ostream& operator<<(std::ostream&,
                                  const RotationalInertia<double>&);
template std::ostream& operator<<(std::ostream&,
                                  const RotationalInertia<AutoDiffXd>&);
template std::string internal::CriticizeRotationalInertia(
    const RotationalInertia<double>&, double);
template std::string internal::CriticizeRotationalInertia(
    const RotationalInertia<AutoDiffXd>&, double);

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RotationalInertia)
