#include "drake/common/trajectories/piecewise_polynomial.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace trajectories {
namespace {

// A sample flattened column-major into a vector.
template <typename T>
VectorX<T> Flatten(const MatrixX<T>& m) {
  return Eigen::Map<const VectorX<T>>(m.data(), m.size());
}

template <typename T>
double ToDouble(const T& x) {
  return ExtractDoubleOrThrow(x);
}

template <typename T>
T Abs(const T& x) {
  return x < 0 ? T(-x) : x;
}

// The checks shared by the interpolating constructors. `method` names the
// caller in the messages; `min_breaks` is the fewest breaks it accepts.
template <typename T>
void CheckInterpolationInput(const char* method, const std::vector<T>& breaks,
                             const std::vector<MatrixX<T>>& samples,
                             int min_breaks) {
  if (breaks.size() != samples.size()) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): breaks and samples must have the same "
        "length, but there are {} breaks and {} samples.",
        method, breaks.size(), samples.size()));
  }
  if (static_cast<int>(breaks.size()) < min_breaks) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): needs at least {} breaks, but got {}.",
        method, min_breaks, breaks.size()));
  }
  for (size_t i = 1; i < samples.size(); ++i) {
    if (samples[i].rows() != samples[0].rows() ||
        samples[i].cols() != samples[0].cols()) {
      throw std::runtime_error(fmt::format(
          "PiecewisePolynomial::{}(): all samples must have the same size, "
          "but samples[0] is {}x{} and samples[{}] is {}x{}.",
          method, samples[0].rows(), samples[0].cols(), i, samples[i].rows(),
          samples[i].cols()));
    }
  }
  for (size_t i = 1; i < breaks.size(); ++i) {
    const double step = ToDouble(T(breaks[i] - breaks[i - 1]));
    if (!(step >= PiecewiseTrajectory<T>::kEpsilonTime)) {
      throw std::runtime_error(fmt::format(
          "PiecewisePolynomial::{}(): breaks must be strictly increasing, but "
          "breaks[{}] = {} and breaks[{}] = {}.",
          method, i - 1, ToDouble(breaks[i - 1]), i, ToDouble(breaks[i])));
    }
  }
}

template <typename T>
std::vector<T> ToStdVector(const Eigen::Ref<const VectorX<T>>& v) {
  return std::vector<T>(v.data(), v.data() + v.size());
}

// Column i of `samples` as a column matrix, after checking that there is one
// column per break.
template <typename T>
std::vector<MatrixX<T>> ColumnsToSamples(
    const char* method, const char* what, Eigen::Index num_breaks,
    const Eigen::Ref<const MatrixX<T>>& samples) {
  if (samples.cols() != num_breaks) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): {} must have one column per break ({}), "
        "but it has {} columns.",
        method, what, num_breaks, samples.cols()));
  }
  std::vector<MatrixX<T>> result(samples.cols());
  for (Eigen::Index i = 0; i < samples.cols(); ++i) {
    result[i] = samples.col(i);
  }
  return result;
}

// The cubic on [0, h] with values y0, y1 and slopes m0, m1 at its ends, as a
// coefficient matrix (one row per output element).
template <typename T>
MatrixX<T> HermiteCoefficients(const VectorX<T>& y0, const VectorX<T>& y1,
                               const VectorX<T>& m0, const VectorX<T>& m1,
                               const T& h) {
  const VectorX<T> secant = (y1 - y0) / h;
  MatrixX<T> c(y0.size(), 4);
  c.col(0) = y0;
  c.col(1) = m0;
  c.col(2) = (3 * secant - 2 * m0 - m1) / h;
  c.col(3) = (m0 + m1 - 2 * secant) / (h * h);
  return c;
}

// Evaluates the derivative_order-th derivative of the polynomial with
// coefficient columns `c` at local time s (Horner). The leading term is not
// multiplied by s, so a constant evaluates to itself even at s = ∞ (the
// constant trajectory's segment starts at -∞).
template <typename T>
VectorX<T> EvalCoefficients(const MatrixX<T>& c, const T& s,
                            int derivative_order) {
  const int degree = static_cast<int>(c.cols()) - 1;
  VectorX<T> result = VectorX<T>::Zero(c.rows());
  for (int k = degree; k >= derivative_order; --k) {
    // k! / (k - derivative_order)!
    double factor = 1.0;
    for (int j = 0; j < derivative_order; ++j) factor *= (k - j);
    // In place: no temporary vector per term (and no GCC 12
    // -Wuse-after-free false positive on Eigen's temporary).
    if (k < degree) result *= s;
    result += factor * c.col(k);
  }
  return result;
}

// The coefficients of the derivative_order-th derivative.
template <typename T>
MatrixX<T> DifferentiateCoefficients(const MatrixX<T>& c,
                                     int derivative_order) {
  const int degree = static_cast<int>(c.cols()) - 1;
  if (derivative_order > degree) return MatrixX<T>::Zero(c.rows(), 1);
  MatrixX<T> result(c.rows(), degree - derivative_order + 1);
  for (int k = derivative_order; k <= degree; ++k) {
    double factor = 1.0;
    for (int j = 0; j < derivative_order; ++j) factor *= (k - j);
    result.col(k - derivative_order) = factor * c.col(k);
  }
  return result;
}

// Product of polynomials p(s) * (a + b s) for every row of `c`.
template <typename T>
MatrixX<T> MultiplyByAffine(const MatrixX<T>& c, const T& a, const T& b) {
  MatrixX<T> result = MatrixX<T>::Zero(c.rows(), c.cols() + 1);
  result.leftCols(c.cols()) += a * c;
  result.rightCols(c.cols()) += b * c;
  return result;
}

// Coefficients of q(s) = p(a + b s) for every row of `c`.
template <typename T>
MatrixX<T> ComposeWithAffine(const MatrixX<T>& c, const T& a, const T& b) {
  const int degree = static_cast<int>(c.cols()) - 1;
  MatrixX<T> result = c.col(degree);
  for (int k = degree - 1; k >= 0; --k) {
    result = MultiplyByAffine(result, a, b);
    result.col(0) += c.col(k);
  }
  return result;
}

// `c` padded with zero columns to `num_columns` columns.
template <typename T>
MatrixX<T> PadColumns(const MatrixX<T>& c, Eigen::Index num_columns) {
  if (c.cols() >= num_columns) return c;
  MatrixX<T> result = MatrixX<T>::Zero(c.rows(), num_columns);
  result.leftCols(c.cols()) = c;
  return result;
}

// Solves the tridiagonal system
//   lower[i] x[i-1] + diag[i] x[i] + upper[i] x[i+1] = rhs[i]
// (lower[0] and upper[n-1] unused) for vector-valued unknowns, by Gaussian
// elimination without pivoting (the Thomas algorithm). The callers' systems
// are diagonally dominant after their first row, which keeps this stable.
template <typename T>
std::vector<VectorX<T>> SolveTridiagonal(const std::vector<T>& lower,
                                         std::vector<T> diag,
                                         const std::vector<T>& upper,
                                         std::vector<VectorX<T>> rhs) {
  const int n = static_cast<int>(diag.size());
  for (int i = 1; i < n; ++i) {
    const T factor = lower[i] / diag[i - 1];
    diag[i] -= factor * upper[i - 1];
    rhs[i] -= factor * rhs[i - 1];
  }
  rhs[n - 1] /= diag[n - 1];
  for (int i = n - 2; i >= 0; --i) {
    rhs[i] = (rhs[i] - upper[i] * rhs[i + 1]) / diag[i];
  }
  return rhs;
}

// Solves the cyclic tridiagonal system: as SolveTridiagonal() but row 0 also
// has lower[0] x[n-1] and row n-1 has upper[n-1] x[0]. Uses the
// Sherman-Morrison formula around the plain tridiagonal solve (n >= 3), or
// Cramer's rule for n == 2 where the corner terms fold onto the
// off-diagonals.
template <typename T>
std::vector<VectorX<T>> SolveCyclicTridiagonal(
    const std::vector<T>& lower, const std::vector<T>& diag,
    const std::vector<T>& upper, const std::vector<VectorX<T>>& rhs) {
  const int n = static_cast<int>(diag.size());
  if (n == 2) {
    const T& a = diag[0];
    const T b = upper[0] + lower[0];
    const T c = lower[1] + upper[1];
    const T& d = diag[1];
    const T det = a * d - b * c;
    return {(d * rhs[0] - b * rhs[1]) / det, (a * rhs[1] - c * rhs[0]) / det};
  }
  const T& corner_top = lower[0];         // Row 0, column n-1.
  const T& corner_bottom = upper[n - 1];  // Row n-1, column 0.
  const T gamma = -diag[0];
  std::vector<T> modified_diag = diag;
  modified_diag[0] -= gamma;
  modified_diag[n - 1] -= corner_bottom * corner_top / gamma;
  const std::vector<VectorX<T>> y =
      SolveTridiagonal(lower, modified_diag, upper, rhs);
  std::vector<VectorX<T>> u(n, VectorX<T>::Zero(1));
  u[0](0) = gamma;
  u[n - 1](0) = corner_bottom;
  const std::vector<VectorX<T>> z =
      SolveTridiagonal(lower, modified_diag, upper, u);
  const T scale = corner_top / gamma;
  const VectorX<T> v_dot_y = y[0] + scale * y[n - 1];
  const T v_dot_z = z[0](0) + scale * z[n - 1](0);
  std::vector<VectorX<T>> x(n);
  for (int i = 0; i < n; ++i) {
    x[i] = y[i] - (z[i](0) / (1.0 + v_dot_z)) * v_dot_y;
  }
  return x;
}

// Builds the segment coefficients of the cubic Hermite interpolant with the
// given slopes at every break.
template <typename T>
std::vector<MatrixX<T>> HermiteSegments(const std::vector<T>& breaks,
                                        const std::vector<VectorX<T>>& y,
                                        const std::vector<VectorX<T>>& m) {
  std::vector<MatrixX<T>> segments;
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    segments.push_back(HermiteCoefficients<T>(y[i], y[i + 1], m[i], m[i + 1],
                                              breaks[i + 1] - breaks[i]));
  }
  return segments;
}

template <typename T>
std::vector<VectorX<T>> FlattenAll(const std::vector<MatrixX<T>>& samples) {
  std::vector<VectorX<T>> result;
  result.reserve(samples.size());
  for (const auto& sample : samples) result.push_back(Flatten(sample));
  return result;
}

}  // namespace

template <typename T>
PiecewisePolynomial<T>::PiecewisePolynomial(
    CoefficientsTag, const std::vector<T>& breaks,
    std::vector<MatrixX<T>> coefficients, Eigen::Index rows, Eigen::Index cols)
    : PiecewiseTrajectory<T>(breaks),
      coefficients_(std::move(coefficients)),
      rows_(rows),
      cols_(cols) {
  DRAKE_DEMAND(coefficients_.empty() ||
               coefficients_.size() + 1 == breaks.size());
}

// ---- Polynomial-based API ---------------------------------------------------

namespace {

// The coefficients of `p` by power, after checking it is univariate.
// `caller` names the function in the message.
template <typename T>
VectorX<T> UnivariateCoefficients(const char* caller, const Polynomial<T>& p) {
  if (!p.is_univariate()) {
    throw std::runtime_error(fmt::format(
        "{}: every polynomial must be univariate (in the segment's local "
        "time), but got {}.",
        caller, p.to_string()));
  }
  return p.GetCoefficients();
}

// One segment's coefficient matrix (element (r, c) in row r + c * rows,
// column k the coefficient of s^k) from its polynomials.
template <typename T>
MatrixX<T> ToCoefficients(
    const char* caller,
    const typename PiecewisePolynomial<T>::PolynomialMatrix& polynomials) {
  const Eigen::Index rows = polynomials.rows();
  std::vector<VectorX<T>> elements;
  elements.reserve(polynomials.size());
  Eigen::Index width = 1;
  for (Eigen::Index c = 0; c < polynomials.cols(); ++c) {
    for (Eigen::Index r = 0; r < rows; ++r) {
      elements.push_back(UnivariateCoefficients(caller, polynomials(r, c)));
      width = std::max(width, elements.back().size());
    }
  }
  MatrixX<T> result = MatrixX<T>::Zero(polynomials.size(), width);
  for (size_t i = 0; i < elements.size(); ++i) {
    result.row(i).head(elements[i].size()) = elements[i].transpose();
  }
  return result;
}

// The polynomial with coefficients `c` (by power), a monomial for each,
// zeros included (as Drake's Polynomial(coefficients) constructor).
template <typename T>
Polynomial<T> ToPolynomial(const Eigen::Ref<const VectorX<T>>& c) {
  return Polynomial<T>(VectorX<T>(c));
}

// The same, trimmed after its last nonzero coefficient (the mathematical
// polynomial, whatever the stored width).
template <typename T>
Polynomial<T> ToTrimmedPolynomial(const Eigen::Ref<const VectorX<T>>& c) {
  Eigen::Index size = c.size();
  while (size > 1 && c(size - 1) == 0) --size;
  return Polynomial<T>(VectorX<T>(c.head(size)));
}

// Each polynomial as a 1x1 matrix.
template <typename T>
std::vector<MatrixX<Polynomial<T>>> ScalarsToMatrices(
    const std::vector<Polynomial<T>>& polynomials) {
  std::vector<MatrixX<Polynomial<T>>> result;
  result.reserve(polynomials.size());
  for (const Polynomial<T>& p : polynomials) {
    result.emplace_back(1, 1);
    result.back()(0, 0) = p;
  }
  return result;
}

}  // namespace

template <typename T>
PiecewisePolynomial<T>::PiecewisePolynomial(
    const std::vector<PolynomialMatrix>& polynomials_matrix,
    const std::vector<T>& breaks)
    : PiecewiseTrajectory<T>(breaks) {
  if (breaks.size() != polynomials_matrix.size() + 1) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial(polynomials, breaks): there must be one more "
        "break than polynomial matrices, but got {} breaks and {} matrices.",
        breaks.size(), polynomials_matrix.size()));
  }
  if (polynomials_matrix.empty()) return;
  rows_ = polynomials_matrix[0].rows();
  cols_ = polynomials_matrix[0].cols();
  coefficients_.reserve(polynomials_matrix.size());
  for (size_t i = 0; i < polynomials_matrix.size(); ++i) {
    const PolynomialMatrix& segment = polynomials_matrix[i];
    if (segment.rows() != rows_ || segment.cols() != cols_) {
      throw std::runtime_error(fmt::format(
          "PiecewisePolynomial(polynomials, breaks): the polynomial matrix "
          "for each segment must have the same size, but segment 0's is {}x{} "
          "and segment {}'s is {}x{}.",
          rows_, cols_, i, segment.rows(), segment.cols()));
    }
    coefficients_.push_back(
        ToCoefficients<T>("PiecewisePolynomial(polynomials, breaks)", segment));
  }
}

template <typename T>
PiecewisePolynomial<T>::PiecewisePolynomial(
    const std::vector<Polynomial<T>>& polynomials, const std::vector<T>& breaks)
    : PiecewisePolynomial(ScalarsToMatrices<T>(polynomials), breaks) {}

template <typename T>
typename PiecewisePolynomial<T>::PolynomialMatrix
PiecewisePolynomial<T>::getPolynomialMatrix(int segment_index) const {
  this->segment_number_range_check(segment_index);
  const MatrixX<T>& c = coefficients_[segment_index];
  PolynomialMatrix result(rows_, cols_);
  for (Eigen::Index col = 0; col < cols_; ++col) {
    for (Eigen::Index row = 0; row < rows_; ++row) {
      result(row, col) = ToPolynomial<T>(c.row(row + col * rows_).transpose());
    }
  }
  return result;
}

template <typename T>
Polynomial<T> PiecewisePolynomial<T>::getPolynomial(int segment_index,
                                                    Eigen::Index row,
                                                    Eigen::Index col) const {
  this->segment_number_range_check(segment_index);
  if (row < 0 || row >= rows_ || col < 0 || col >= cols_) {
    throw std::out_of_range(fmt::format(
        "PiecewisePolynomial::getPolynomial(): element ({}, {}) is out of "
        "range for a {}x{} trajectory.",
        row, col, rows_, cols_));
  }
  return ToPolynomial<T>(
      coefficients_[segment_index].row(row + col * rows_).transpose());
}

template <typename T>
void PiecewisePolynomial<T>::setPolynomialMatrixBlock(
    const PolynomialMatrix& replacement, int segment_index,
    Eigen::Index row_start, Eigen::Index col_start) {
  this->segment_number_range_check(segment_index);
  if (row_start < 0 || col_start < 0 ||
      row_start + replacement.rows() > rows_ ||
      col_start + replacement.cols() > cols_) {
    throw std::out_of_range(fmt::format(
        "PiecewisePolynomial::setPolynomialMatrixBlock(): a {}x{} block at "
        "({}, {}) does not fit in the {}x{} output.",
        replacement.rows(), replacement.cols(), row_start, col_start, rows_,
        cols_));
  }
  const MatrixX<T> block = ToCoefficients<T>(
      "PiecewisePolynomial::setPolynomialMatrixBlock()", replacement);
  MatrixX<T>& c = coefficients_[segment_index];
  // widen the segment if the replacement has a higher degree
  if (block.cols() > c.cols()) {
    MatrixX<T> widened = MatrixX<T>::Zero(c.rows(), block.cols());
    widened.leftCols(c.cols()) = c;
    c = std::move(widened);
  }
  for (Eigen::Index col = 0; col < replacement.cols(); ++col) {
    for (Eigen::Index row = 0; row < replacement.rows(); ++row) {
      const Eigen::Index flat = (row_start + row) + (col_start + col) * rows_;
      c.row(flat).setZero();
      c.row(flat).head(block.cols()) =
          block.row(row + col * replacement.rows());
    }
  }
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewisePolynomial<T>::DoClone() const {
  return std::make_unique<PiecewisePolynomial<T>>(*this);
}

// ---- interpolating constructors -------------------------------------------

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::ZeroOrderHold(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples) {
  CheckInterpolationInput("ZeroOrderHold", breaks, samples, 2);
  std::vector<MatrixX<T>> segments;
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    segments.push_back(Flatten(samples[i]));
  }
  return PiecewisePolynomial<T>(CoefficientsTag{}, breaks, std::move(segments),
                                samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::ZeroOrderHold(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples) {
  return ZeroOrderHold(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("ZeroOrderHold", "samples", breaks.size(), samples));
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::FirstOrderHold(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples) {
  CheckInterpolationInput("FirstOrderHold", breaks, samples, 2);
  std::vector<MatrixX<T>> segments;
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    MatrixX<T> c(samples[i].size(), 2);
    c.col(0) = Flatten(samples[i]);
    c.col(1) = (Flatten(samples[i + 1]) - Flatten(samples[i])) /
               (breaks[i + 1] - breaks[i]);
    segments.push_back(std::move(c));
  }
  return PiecewisePolynomial<T>(CoefficientsTag{}, breaks, std::move(segments),
                                samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::FirstOrderHold(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples) {
  return FirstOrderHold(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("FirstOrderHold", "samples", breaks.size(), samples));
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::CubicShapePreserving(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
    bool zero_end_point_derivatives) {
  CheckInterpolationInput("CubicShapePreserving", breaks, samples,
                          zero_end_point_derivatives ? 2 : 3);
  const int N = static_cast<int>(breaks.size());
  const std::vector<VectorX<T>> y = FlattenAll(samples);
  const Eigen::Index size = y[0].size();
  std::vector<T> h(N - 1);
  std::vector<VectorX<T>> secant(N - 1);
  for (int i = 0; i < N - 1; ++i) {
    h[i] = breaks[i + 1] - breaks[i];
    secant[i] = (y[i + 1] - y[i]) / h[i];
  }
  std::vector<VectorX<T>> m(N, VectorX<T>::Zero(size));
  // Interior slopes: weighted harmonic mean of the neighbouring secants,
  // zero at a local extremum or flat spot (Fritsch-Butland, as in pchip).
  for (int k = 1; k < N - 1; ++k) {
    const T w1 = 2 * h[k] + h[k - 1];
    const T w2 = h[k] + 2 * h[k - 1];
    for (Eigen::Index e = 0; e < size; ++e) {
      const T& left = secant[k - 1](e);
      const T& right = secant[k](e);
      if (left * right > 0) {
        m[k](e) = (w1 + w2) / (w1 / left + w2 / right);
      }
    }
  }
  if (!zero_end_point_derivatives) {
    // One-sided three-point end slope, kept within the shape constraints.
    const auto end_slope = [](const T& h0, const T& h1, const T& d0,
                              const T& d1) -> T {
      T slope = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
      if (slope * d0 <= 0) {
        slope = 0;
      } else if (d0 * d1 < 0 && Abs(slope) > Abs(T(3 * d0))) {
        slope = 3 * d0;
      }
      return slope;
    };
    for (Eigen::Index e = 0; e < size; ++e) {
      m[0](e) = end_slope(h[0], h[1], secant[0](e), secant[1](e));
      m[N - 1](e) =
          end_slope(h[N - 2], h[N - 3], secant[N - 2](e), secant[N - 3](e));
    }
  }
  return PiecewisePolynomial<T>(CoefficientsTag{}, breaks,
                                HermiteSegments(breaks, y, m),
                                samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::CubicShapePreserving(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples,
    bool zero_end_point_derivatives) {
  return CubicShapePreserving(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("CubicShapePreserving", "samples", breaks.size(),
                          samples),
      zero_end_point_derivatives);
}

// The spline equations below are written for the slopes m[i] at the breaks;
// with h[i] the segment durations and d[i] the secants, continuity of the
// second derivative at interior break k reads
//   m[k-1]/h[k-1] + 2 m[k] (1/h[k-1] + 1/h[k]) + m[k+1]/h[k]
//       = 3 (d[k-1]/h[k-1] + d[k]/h[k]).
template <typename T>
PiecewisePolynomial<T>
PiecewisePolynomial<T>::CubicWithContinuousSecondDerivatives(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
    const MatrixX<T>& sample_dot_at_start,
    const MatrixX<T>& sample_dot_at_end) {
  constexpr const char* kMethod = "CubicWithContinuousSecondDerivatives";
  CheckInterpolationInput(kMethod, breaks, samples, 2);
  for (const MatrixX<T>* end : {&sample_dot_at_start, &sample_dot_at_end}) {
    if (end->rows() != samples[0].rows() || end->cols() != samples[0].cols()) {
      throw std::runtime_error(fmt::format(
          "PiecewisePolynomial::{}(): {} is {}x{} but the samples are {}x{}.",
          kMethod,
          end == &sample_dot_at_start ? "sample_dot_at_start"
                                      : "sample_dot_at_end",
          end->rows(), end->cols(), samples[0].rows(), samples[0].cols()));
    }
  }
  const int N = static_cast<int>(breaks.size());
  const std::vector<VectorX<T>> y = FlattenAll(samples);
  std::vector<T> lower(N, T(0)), diag(N, T(1)), upper(N, T(0));
  std::vector<VectorX<T>> rhs(N);
  rhs[0] = Flatten(sample_dot_at_start);
  rhs[N - 1] = Flatten(sample_dot_at_end);
  for (int k = 1; k < N - 1; ++k) {
    const T h0 = breaks[k] - breaks[k - 1];
    const T h1 = breaks[k + 1] - breaks[k];
    lower[k] = 1 / h0;
    diag[k] = 2 * (1 / h0 + 1 / h1);
    upper[k] = 1 / h1;
    rhs[k] =
        3 * ((y[k] - y[k - 1]) / (h0 * h0) + (y[k + 1] - y[k]) / (h1 * h1));
  }
  const std::vector<VectorX<T>> m = SolveTridiagonal(lower, diag, upper, rhs);
  return PiecewisePolynomial<T>(CoefficientsTag{}, breaks,
                                HermiteSegments(breaks, y, m),
                                samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T>
PiecewisePolynomial<T>::CubicWithContinuousSecondDerivatives(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples,
    const Eigen::Ref<const VectorX<T>>& sample_dot_at_start,
    const Eigen::Ref<const VectorX<T>>& sample_dot_at_end) {
  return CubicWithContinuousSecondDerivatives(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("CubicWithContinuousSecondDerivatives", "samples",
                          breaks.size(), samples),
      MatrixX<T>(sample_dot_at_start), MatrixX<T>(sample_dot_at_end));
}

template <typename T>
PiecewisePolynomial<T>
PiecewisePolynomial<T>::CubicWithContinuousSecondDerivatives(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
    bool periodic_end_condition) {
  CheckInterpolationInput("CubicWithContinuousSecondDerivatives", breaks,
                          samples, 3);
  const int N = static_cast<int>(breaks.size());
  const std::vector<VectorX<T>> y = FlattenAll(samples);
  std::vector<T> h(N - 1);
  std::vector<VectorX<T>> d(N - 1);
  for (int i = 0; i < N - 1; ++i) {
    h[i] = breaks[i + 1] - breaks[i];
    d[i] = (y[i + 1] - y[i]) / h[i];
  }
  std::vector<VectorX<T>> m;
  if (periodic_end_condition) {
    // Unknowns m[0..N-2]; m[N-1] = m[0]. Row 0 matches the second
    // derivative at the end of the last segment with that at the start of
    // the first; rows 1..N-2 are the interior continuity rows, the last of
    // which refers to m[N-1] = m[0] (the cyclic corner).
    const int n = N - 1;
    std::vector<T> lower(n), diag(n), upper(n);
    std::vector<VectorX<T>> rhs(n);
    for (int k = 0; k < n; ++k) {
      const int left = (k == 0) ? N - 2 : k - 1;  // Segment ending at break k.
      const int right = k;                        // Segment starting at k.
      lower[k] = 1 / h[left];
      diag[k] = 2 * (1 / h[left] + 1 / h[right]);
      upper[k] = 1 / h[right];
      rhs[k] = 3 * (d[left] / h[left] + d[right] / h[right]);
    }
    m = SolveCyclicTridiagonal(lower, diag, upper, rhs);
    m.push_back(m[0]);
  } else if (N == 3) {
    // Not-a-knot with two segments makes the third derivative continuous at
    // the only interior break, so both segments are one cubic through three
    // points; following MATLAB's spline, take the parabola through them.
    const VectorX<T> curvature = (d[1] - d[0]) / (breaks[2] - breaks[0]);
    m = {d[0] - curvature * h[0], d[0] + curvature * h[0],
         d[0] + curvature * (h[0] + 2 * h[1])};
  } else {
    // Not-a-knot: third derivative continuous at breaks 1 and N-2. Each is
    // combined with the continuity row of the same break to eliminate m[2]
    // (resp. m[N-3]), which leaves a tridiagonal system.
    std::vector<T> lower(N, T(0)), diag(N), upper(N, T(0));
    std::vector<VectorX<T>> rhs(N);
    diag[0] = h[1];
    upper[0] = h[0] + h[1];
    rhs[0] = (h[1] * (2 * h[1] + 3 * h[0]) * d[0] + h[0] * h[0] * d[1]) /
             (h[0] + h[1]);
    for (int k = 1; k < N - 1; ++k) {
      lower[k] = 1 / h[k - 1];
      diag[k] = 2 * (1 / h[k - 1] + 1 / h[k]);
      upper[k] = 1 / h[k];
      rhs[k] = 3 * (d[k - 1] / h[k - 1] + d[k] / h[k]);
    }
    const T& ha = h[N - 3];
    const T& hb = h[N - 2];
    lower[N - 1] = ha + hb;
    diag[N - 1] = ha;
    rhs[N - 1] =
        (ha * (2 * ha + 3 * hb) * d[N - 2] + hb * hb * d[N - 3]) / (ha + hb);
    m = SolveTridiagonal(lower, diag, upper, rhs);
  }
  return PiecewisePolynomial<T>(CoefficientsTag{}, breaks,
                                HermiteSegments(breaks, y, m),
                                samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T>
PiecewisePolynomial<T>::CubicWithContinuousSecondDerivatives(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples, bool periodic_end_condition) {
  return CubicWithContinuousSecondDerivatives(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("CubicWithContinuousSecondDerivatives", "samples",
                          breaks.size(), samples),
      periodic_end_condition);
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::CubicHermite(
    const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
    const std::vector<MatrixX<T>>& samples_dot) {
  CheckInterpolationInput("CubicHermite", breaks, samples, 2);
  if (samples_dot.size() != samples.size()) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::CubicHermite(): samples and samples_dot must "
        "have the same length, but there are {} samples and {} samples_dot.",
        samples.size(), samples_dot.size()));
  }
  for (size_t i = 0; i < samples_dot.size(); ++i) {
    if (samples_dot[i].rows() != samples[0].rows() ||
        samples_dot[i].cols() != samples[0].cols()) {
      throw std::runtime_error(fmt::format(
          "PiecewisePolynomial::CubicHermite(): samples_dot[{}] is {}x{} but "
          "the samples are {}x{}.",
          i, samples_dot[i].rows(), samples_dot[i].cols(), samples[0].rows(),
          samples[0].cols()));
    }
  }
  return PiecewisePolynomial<T>(
      CoefficientsTag{}, breaks,
      HermiteSegments(breaks, FlattenAll(samples), FlattenAll(samples_dot)),
      samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::CubicHermite(
    const Eigen::Ref<const VectorX<T>>& breaks,
    const Eigen::Ref<const MatrixX<T>>& samples,
    const Eigen::Ref<const MatrixX<T>>& samples_dot) {
  return CubicHermite(
      ToStdVector<T>(breaks),
      ColumnsToSamples<T>("CubicHermite", "samples", breaks.size(), samples),
      ColumnsToSamples<T>("CubicHermite", "samples_dot", breaks.size(),
                          samples_dot));
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::LagrangeInterpolatingPolynomial(
    const std::vector<T>& times, const std::vector<MatrixX<T>>& samples) {
  CheckInterpolationInput("LagrangeInterpolatingPolynomial", times, samples, 2);
  const int N = static_cast<int>(times.size());
  // Newton's divided differences in local time s = t - times[0], then the
  // Newton form expanded into monomials by nested multiplication.
  std::vector<T> s(N);
  for (int i = 0; i < N; ++i) s[i] = times[i] - times[0];
  std::vector<VectorX<T>> table = FlattenAll(samples);
  for (int level = 1; level < N; ++level) {
    for (int i = N - 1; i >= level; --i) {
      table[i] = (table[i] - table[i - 1]) / (s[i] - s[i - level]);
    }
  }
  MatrixX<T> c = table[N - 1];
  for (int k = N - 2; k >= 0; --k) {
    c = MultiplyByAffine<T>(c, T(-s[k]), T(1.0));
    c.col(0) += table[k];
  }
  return PiecewisePolynomial<T>(CoefficientsTag{},
                                std::vector<T>{times.front(), times.back()},
                                {c}, samples[0].rows(), samples[0].cols());
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::LagrangeInterpolatingPolynomial(
    const Eigen::Ref<const VectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& samples) {
  return LagrangeInterpolatingPolynomial(
      ToStdVector<T>(times),
      ColumnsToSamples<T>("LagrangeInterpolatingPolynomial", "samples",
                          times.size(), samples));
}

// ---- calculus -------------------------------------------------------------

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::derivative(
    int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "PiecewisePolynomial::derivative(): derivative_order must be >= 0, "
        "got {}.",
        derivative_order));
  }
  PiecewisePolynomial<T> result = *this;
  for (auto& c : result.coefficients_) {
    c = DifferentiateCoefficients(c, derivative_order);
  }
  return result;
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::integral(
    const T& value_at_start_time) const {
  ThrowIfEmpty("integral");
  return integral(MatrixX<T>::Constant(rows_, cols_, value_at_start_time));
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::integral(
    const Eigen::Ref<const MatrixX<T>>& value_at_start_time) const {
  ThrowIfEmpty("integral");
  if (value_at_start_time.rows() != rows_ ||
      value_at_start_time.cols() != cols_) {
    throw std::logic_error(fmt::format(
        "PiecewisePolynomial::integral(): value_at_start_time is {}x{} but "
        "the trajectory is {}x{}.",
        value_at_start_time.rows(), value_at_start_time.cols(), rows_, cols_));
  }
  PiecewisePolynomial<T> result = *this;
  VectorX<T> constant = Flatten(MatrixX<T>(value_at_start_time));
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    const MatrixX<T>& c = coefficients_[i];
    MatrixX<T> integrated(c.rows(), c.cols() + 1);
    integrated.col(0) = constant;
    for (Eigen::Index k = 0; k < c.cols(); ++k) {
      integrated.col(k + 1) = c.col(k) / static_cast<double>(k + 1);
    }
    // The next segment starts where this one ends, for continuity. Each end
    // value is computed as getPolynomial(i).EvaluateUnivariate() computes it
    // (not by Horner), so that read back as Polynomials the pieces meet bit
    // for bit, as in Drake (whose tests compare them with ==).
    const T duration = this->duration(i);
    for (Eigen::Index e = 0; e < integrated.rows(); ++e) {
      constant(e) =
          ToPolynomial<T>(integrated.row(e)).EvaluateUnivariate(duration);
    }
    result.coefficients_[i] = std::move(integrated);
  }
  return result;
}

// ---- evaluation -----------------------------------------------------------

template <typename T>
void PiecewisePolynomial<T>::ThrowIfEmpty(const char* func) const {
  if (empty()) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}() was called on an empty trajectory (no "
        "segments).",
        func));
  }
}

template <typename T>
MatrixX<T> PiecewisePolynomial<T>::value(const T& t) const {
  return DoEvalDerivative(t, 0);
}

template <typename T>
MatrixX<T> PiecewisePolynomial<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  ThrowIfEmpty(derivative_order == 0 ? "value" : "EvalDerivative");
  const std::vector<T>& breaks = this->breaks();
  // Clamp to [start_time(), end_time()], keeping t's own derivatives inside.
  T clamped = t;
  if (t < breaks.front()) clamped = breaks.front();
  if (t > breaks.back()) clamped = breaks.back();
  const int segment = this->get_segment_index(clamped);
  const VectorX<T> flat = EvalCoefficients<T>(
      coefficients_[segment], T(clamped - breaks[segment]), derivative_order);
  return Eigen::Map<const MatrixX<T>>(flat.data(), rows_, cols_);
}

template <typename T>
std::unique_ptr<Trajectory<T>> PiecewisePolynomial<T>::DoMakeDerivative(
    int derivative_order) const {
  return derivative(derivative_order).Clone();
}

template <typename T>
T PiecewisePolynomial<T>::scalarValue(const T& t, Eigen::Index row,
                                      Eigen::Index col) const {
  ThrowIfEmpty("scalarValue");
  if (row < 0 || row >= rows_ || col < 0 || col >= cols_) {
    throw std::out_of_range(fmt::format(
        "PiecewisePolynomial::scalarValue(): element ({}, {}) is out of range "
        "for a {}x{} trajectory.",
        row, col, rows_, cols_));
  }
  return value(t)(row, col);
}

template <typename T>
int PiecewisePolynomial<T>::getSegmentPolynomialDegree(int segment_index,
                                                       Eigen::Index row,
                                                       Eigen::Index col) const {
  this->segment_number_range_check(segment_index);
  if (row < 0 || row >= rows_ || col < 0 || col >= cols_) {
    throw std::out_of_range(fmt::format(
        "PiecewisePolynomial::getSegmentPolynomialDegree(): element ({}, {}) "
        "is out of range for a {}x{} trajectory.",
        row, col, rows_, cols_));
  }
  return static_cast<int>(coefficients_[segment_index].cols()) - 1;
}

template <typename T>
Eigen::Index PiecewisePolynomial<T>::do_rows() const {
  ThrowIfEmpty("rows");
  return rows_;
}

template <typename T>
Eigen::Index PiecewisePolynomial<T>::do_cols() const {
  ThrowIfEmpty("cols");
  return cols_;
}

// ---- reshaping ------------------------------------------------------------

template <typename T>
void PiecewisePolynomial<T>::Reshape(int rows, int cols) {
  if (rows < 0 || cols < 0 || rows * cols != rows_ * cols_) {
    throw std::logic_error(fmt::format(
        "PiecewisePolynomial::Reshape(): cannot reshape a {}x{} trajectory to "
        "{}x{}; the number of elements must stay the same.",
        rows_, cols_, rows, cols));
  }
  rows_ = rows;
  cols_ = cols;
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::Block(int start_row,
                                                     int start_col,
                                                     int block_rows,
                                                     int block_cols) const {
  if (start_row < 0 || start_col < 0 || block_rows < 0 || block_cols < 0 ||
      start_row + block_rows > rows_ || start_col + block_cols > cols_) {
    throw std::logic_error(fmt::format(
        "PiecewisePolynomial::Block(): the {}x{} block at ({}, {}) does not "
        "fit in a {}x{} trajectory.",
        block_rows, block_cols, start_row, start_col, rows_, cols_));
  }
  PiecewisePolynomial<T> result = *this;
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    const MatrixX<T>& c = coefficients_[i];
    MatrixX<T> block(block_rows * block_cols, c.cols());
    for (int col = 0; col < block_cols; ++col) {
      for (int row = 0; row < block_rows; ++row) {
        block.row(row + col * block_rows) =
            c.row((start_row + row) + (start_col + col) * rows_);
      }
    }
    result.coefficients_[i] = std::move(block);
  }
  result.rows_ = block_rows;
  result.cols_ = block_cols;
  return result;
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::Transpose() const {
  PiecewisePolynomial<T> result = *this;
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    const MatrixX<T>& c = coefficients_[i];
    MatrixX<T> transposed(c.rows(), c.cols());
    for (Eigen::Index col = 0; col < cols_; ++col) {
      for (Eigen::Index row = 0; row < rows_; ++row) {
        transposed.row(col + row * cols_) = c.row(row + col * rows_);
      }
    }
    result.coefficients_[i] = std::move(transposed);
  }
  result.rows_ = cols_;
  result.cols_ = rows_;
  return result;
}

// ---- arithmetic -----------------------------------------------------------

template <typename T>
void PiecewisePolynomial<T>::CheckSameSegmentTimes(
    const PiecewisePolynomial& other, const char* op) const {
  if (!this->SegmentTimesEqual(other, PiecewiseTrajectory<T>::kEpsilonTime)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::operator{}: the operands must have the same "
        "breaks (within {}); they have {} and {} breaks from [{}, {}] and "
        "[{}, {}].",
        op, PiecewiseTrajectory<T>::kEpsilonTime,
        this->get_segment_times().size(), other.get_segment_times().size(),
        ToDouble(this->start_time()), ToDouble(this->end_time()),
        ToDouble(other.start_time()), ToDouble(other.end_time())));
  }
}

template <typename T>
PiecewisePolynomial<T>& PiecewisePolynomial<T>::operator+=(
    const PiecewisePolynomial& other) {
  CheckSameSegmentTimes(other, "+=");
  if (rows_ != other.rows_ || cols_ != other.cols_) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::operator+=: sizes differ ({}x{} vs {}x{}).",
        rows_, cols_, other.rows_, other.cols_));
  }
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    const Eigen::Index columns =
        std::max(coefficients_[i].cols(), other.coefficients_[i].cols());
    coefficients_[i] = PadColumns(coefficients_[i], columns) +
                       PadColumns(other.coefficients_[i], columns);
  }
  return *this;
}

template <typename T>
PiecewisePolynomial<T>& PiecewisePolynomial<T>::operator-=(
    const PiecewisePolynomial& other) {
  return *this += -other;
}

template <typename T>
PiecewisePolynomial<T>& PiecewisePolynomial<T>::operator*=(
    const PiecewisePolynomial& other) {
  CheckSameSegmentTimes(other, "*=");
  if (cols_ != other.rows_) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::operator*=: cannot multiply a {}x{} trajectory "
        "by a {}x{} one.",
        rows_, cols_, other.rows_, other.cols_));
  }
  const Eigen::Index result_rows = rows_;
  const Eigen::Index result_cols = other.cols_;
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    const MatrixX<T>& a = coefficients_[i];
    const MatrixX<T>& b = other.coefficients_[i];
    MatrixX<T> product =
        MatrixX<T>::Zero(result_rows * result_cols, a.cols() + b.cols() - 1);
    for (Eigen::Index ka = 0; ka < a.cols(); ++ka) {
      const Eigen::Map<const MatrixX<T>> a_k(a.col(ka).data(), rows_, cols_);
      for (Eigen::Index kb = 0; kb < b.cols(); ++kb) {
        const Eigen::Map<const MatrixX<T>> b_k(b.col(kb).data(), other.rows_,
                                               other.cols_);
        const MatrixX<T> ab = a_k * b_k;
        product.col(ka + kb) += Flatten(ab);
      }
    }
    coefficients_[i] = std::move(product);
  }
  rows_ = result_rows;
  cols_ = result_cols;
  return *this;
}

template <typename T>
PiecewisePolynomial<T>& PiecewisePolynomial<T>::operator+=(
    const MatrixX<T>& coeff) {
  if (coeff.rows() != rows_ || coeff.cols() != cols_) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::operator+=: the matrix is {}x{} but the "
        "trajectory is {}x{}.",
        coeff.rows(), coeff.cols(), rows_, cols_));
  }
  for (auto& c : coefficients_) c.col(0) += Flatten(coeff);
  return *this;
}

template <typename T>
PiecewisePolynomial<T>& PiecewisePolynomial<T>::operator-=(
    const MatrixX<T>& coeff) {
  return *this += MatrixX<T>(-coeff);
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator+(
    const PiecewisePolynomial& other) const {
  PiecewisePolynomial<T> result = *this;
  result += other;
  return result;
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator-(
    const PiecewisePolynomial& other) const {
  PiecewisePolynomial<T> result = *this;
  result -= other;
  return result;
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator-() const {
  PiecewisePolynomial<T> result = *this;
  for (auto& c : result.coefficients_) c = -c;
  return result;
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator*(
    const PiecewisePolynomial& other) const {
  PiecewisePolynomial<T> result = *this;
  result *= other;
  return result;
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator+(
    const MatrixX<T>& coeff) const {
  PiecewisePolynomial<T> result = *this;
  result += coeff;
  return result;
}

template <typename T>
const PiecewisePolynomial<T> PiecewisePolynomial<T>::operator-(
    const MatrixX<T>& coeff) const {
  PiecewisePolynomial<T> result = *this;
  result -= coeff;
  return result;
}

template <typename T>
bool PiecewisePolynomial<T>::isApprox(const PiecewisePolynomial& other,
                                      double tol,
                                      const ToleranceType& tol_type) const {
  if (rows_ != other.rows_ || cols_ != other.cols_) return false;
  if (!this->SegmentTimesEqual(other, tol)) return false;
  if (coefficients_.size() != other.coefficients_.size()) return false;
  for (size_t i = 0; i < coefficients_.size(); ++i) {
    for (Eigen::Index e = 0; e < rows_ * cols_; ++e) {
      // trimmed: zero coefficients padded to a common width are not terms
      const Polynomial<T> a = ToTrimmedPolynomial<T>(coefficients_[i].row(e));
      const Polynomial<T> b =
          ToTrimmedPolynomial<T>(other.coefficients_[i].row(e));
      if (!a.CoefficientsAlmostEqual(b, tol, tol_type)) return false;
    }
  }
  return true;
}

// ---- editing in time ------------------------------------------------------

template <typename T>
void PiecewisePolynomial<T>::ConcatenateInTime(
    const PiecewisePolynomial& other) {
  if (empty()) {
    *this = other;
    return;
  }
  if (other.empty()) return;
  if (rows_ != other.rows_ || cols_ != other.cols_) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::ConcatenateInTime(): sizes differ ({}x{} vs "
        "{}x{}).",
        rows_, cols_, other.rows_, other.cols_));
  }
  const T offset = this->end_time() - other.start_time();
  if (!(std::abs(ToDouble(offset)) <= PiecewiseTrajectory<T>::kEpsilonTime)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::ConcatenateInTime(): other must start where "
        "this ends (within {}), but this ends at {} and other starts at {}.",
        PiecewiseTrajectory<T>::kEpsilonTime, ToDouble(this->end_time()),
        ToDouble(other.start_time())));
  }
  std::vector<T>& breaks = this->get_mutable_breaks();
  const std::vector<T>& other_breaks = other.get_segment_times();
  for (size_t i = 1; i < other_breaks.size(); ++i) {
    breaks.push_back(other_breaks[i] + offset);
  }
  coefficients_.insert(coefficients_.end(), other.coefficients_.begin(),
                       other.coefficients_.end());
}

// Checks shared by the Append*Segment methods.
namespace {
template <typename T>
void CheckAppend(const char* method, bool is_empty, const T& end_time,
                 const T& time, Eigen::Index rows, Eigen::Index cols,
                 const char* what, Eigen::Index what_rows,
                 Eigen::Index what_cols) {
  if (is_empty) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): the trajectory is empty; construct it "
        "with at least one segment first.",
        method));
  }
  if (!(ToDouble(T(time - end_time)) >= PiecewiseTrajectory<T>::kEpsilonTime)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): time ({}) must be after end_time() ({}).",
        method, ToDouble(time), ToDouble(end_time)));
  }
  if (what_rows != rows || what_cols != cols) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::{}(): {} is {}x{} but the trajectory is {}x{}.",
        method, what, what_rows, what_cols, rows, cols));
  }
}
}  // namespace

template <typename T>
void PiecewisePolynomial<T>::AppendCubicHermiteSegment(
    const T& time, const Eigen::Ref<const MatrixX<T>>& sample,
    const Eigen::Ref<const MatrixX<T>>& sample_dot) {
  constexpr const char* kMethod = "AppendCubicHermiteSegment";
  CheckAppend<T>(kMethod, empty(), this->end_time(), time, rows_, cols_,
                 "sample", sample.rows(), sample.cols());
  CheckAppend<T>(kMethod, empty(), this->end_time(), time, rows_, cols_,
                 "sample_dot", sample_dot.rows(), sample_dot.cols());
  const T start = this->end_time();
  const VectorX<T> y0 = Flatten(value(start));
  const VectorX<T> m0 = Flatten(DoEvalDerivative(start, 1));
  coefficients_.push_back(
      HermiteCoefficients<T>(y0, Flatten(MatrixX<T>(sample)), m0,
                             Flatten(MatrixX<T>(sample_dot)), T(time - start)));
  this->get_mutable_breaks().push_back(time);
}

template <typename T>
void PiecewisePolynomial<T>::AppendFirstOrderSegment(
    const T& time, const Eigen::Ref<const MatrixX<T>>& sample) {
  CheckAppend<T>("AppendFirstOrderSegment", empty(), this->end_time(), time,
                 rows_, cols_, "sample", sample.rows(), sample.cols());
  const T start = this->end_time();
  const VectorX<T> y0 = Flatten(value(start));
  MatrixX<T> c(y0.size(), 2);
  c.col(0) = y0;
  c.col(1) = (Flatten(MatrixX<T>(sample)) - y0) / (time - start);
  coefficients_.push_back(std::move(c));
  this->get_mutable_breaks().push_back(time);
}

template <typename T>
void PiecewisePolynomial<T>::RemoveFinalSegment() {
  ThrowIfEmpty("RemoveFinalSegment");
  coefficients_.pop_back();
  this->get_mutable_breaks().pop_back();
}

template <typename T>
void PiecewisePolynomial<T>::ReverseTime() {
  std::vector<T>& breaks = this->get_mutable_breaks();
  const int num_segments = static_cast<int>(coefficients_.size());
  // Segment i, p(s) on [0, h], becomes q(s) = p(h - s).
  for (int i = 0; i < num_segments; ++i) {
    coefficients_[i] = ComposeWithAffine<T>(
        coefficients_[i], T(breaks[i + 1] - breaks[i]), T(-1.0));
  }
  std::reverse(coefficients_.begin(), coefficients_.end());
  std::reverse(breaks.begin(), breaks.end());
  for (auto& b : breaks) b = -b;
}

template <typename T>
void PiecewisePolynomial<T>::ScaleTime(const T& scale) {
  if (!(scale > 0)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::ScaleTime(): scale must be > 0, got {}.",
        ToDouble(scale)));
  }
  for (auto& b : this->get_mutable_breaks()) b *= scale;
  for (auto& c : coefficients_) {
    T factor(1.0);
    for (Eigen::Index k = 1; k < c.cols(); ++k) {
      factor /= scale;
      c.col(k) *= factor;
    }
  }
}

template <typename T>
void PiecewisePolynomial<T>::shiftRight(const T& offset) {
  for (auto& b : this->get_mutable_breaks()) b += offset;
}

// ---- serialization ----------------------------------------------------------

template <typename T>
std::pair<std::vector<double>, std::vector<MatrixX<Eigen::VectorXd>>>
PiecewisePolynomial<T>::GetSerialized() const {
  if constexpr (!std::is_same_v<T, double>) {
    throw std::logic_error(
        "PiecewisePolynomial::Serialize() is only available for T = double.");
  } else {
    Eigen::Index width = 0;
    for (const MatrixX<T>& c : coefficients_) {
      width = std::max(width, c.cols());
    }
    std::vector<MatrixX<Eigen::VectorXd>> polynomials(coefficients_.size());
    for (size_t i = 0; i < coefficients_.size(); ++i) {
      const MatrixX<T>& c = coefficients_[i];
      polynomials[i].resize(rows_, cols_);
      for (Eigen::Index col = 0; col < cols_; ++col) {
        for (Eigen::Index row = 0; row < rows_; ++row) {
          Eigen::VectorXd& element = polynomials[i](row, col);
          element = Eigen::VectorXd::Zero(width);
          element.head(c.cols()) = c.row(row + col * rows_).transpose();
        }
      }
    }
    return {this->get_segment_times(), std::move(polynomials)};
  }
}

template <typename T>
void PiecewisePolynomial<T>::SetSerialized(
    const std::vector<double>& breaks,
    const std::vector<MatrixX<Eigen::VectorXd>>& polynomials) {
  if constexpr (!std::is_same_v<T, double>) {
    throw std::logic_error(
        "PiecewisePolynomial::Serialize() is only available for T = double.");
  } else {
    if (breaks.empty() && polynomials.empty()) {
      *this = PiecewisePolynomial<T>();
      return;
    }
    if (breaks.size() != polynomials.size() + 1) {
      throw std::logic_error(fmt::format(
          "PiecewisePolynomial deserialization must provide len(breaks) == "
          "len(polynomials) + 1, but had len(breaks) == {} and "
          "len(polynomials) == {}",
          breaks.size(), polynomials.size()));
    }
    const Eigen::Index rows = polynomials.empty() ? 0 : polynomials[0].rows();
    const Eigen::Index cols = polynomials.empty() ? 0 : polynomials[0].cols();
    std::vector<MatrixX<T>> coefficients;
    coefficients.reserve(polynomials.size());
    for (size_t i = 0; i < polynomials.size(); ++i) {
      const MatrixX<Eigen::VectorXd>& segment = polynomials[i];
      if (segment.rows() != rows || segment.cols() != cols) {
        throw std::logic_error(fmt::format(
            "PiecewisePolynomial deserialization must provide consistently "
            "sized polynomial matrices, but polynomials[{}] had shape ({}, {}) "
            "yet all prior polynomials had shape ({}, {})",
            i, segment.rows(), segment.cols(), rows, cols));
      }
      Eigen::Index width = 1;
      for (Eigen::Index e = 0; e < segment.size(); ++e) {
        width = std::max(width, segment(e).size());
      }
      MatrixX<T> c = MatrixX<T>::Zero(rows * cols, width);
      for (Eigen::Index col = 0; col < cols; ++col) {
        for (Eigen::Index row = 0; row < rows; ++row) {
          const Eigen::VectorXd& element = segment(row, col);
          c.row(row + col * rows).head(element.size()) = element.transpose();
        }
      }
      coefficients.push_back(std::move(c));
    }
    // (the constructor checks the breaks)
    *this = PiecewisePolynomial<T>(CoefficientsTag{}, breaks,
                                   std::move(coefficients), rows, cols);
  }
}

template <typename T>
int PiecewisePolynomial<T>::AddBreak(const T& new_break) {
  ThrowIfEmpty("AddBreak");
  std::vector<T>& breaks = this->get_mutable_breaks();
  for (size_t k = 0; k < breaks.size(); ++k) {
    if (ToDouble(Abs(T(breaks[k] - new_break))) <
        PiecewiseTrajectory<T>::kEpsilonTime) {
      return static_cast<int>(k);
    }
  }
  if (!this->is_time_in_range(new_break)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::AddBreak(): the new break {} is outside the "
        "trajectory's time range [{}, {}].",
        ToDouble(new_break), ToDouble(this->start_time()),
        ToDouble(this->end_time())));
  }
  const int i = this->get_segment_index(new_break);
  const T shift = new_break - breaks[i];
  // p(s + shift) = Σ_j s^j Σ_{k≥j} C(k, j) shift^(k−j) c_k
  const MatrixX<T>& c = coefficients_[i];
  MatrixX<T> shifted = MatrixX<T>::Zero(c.rows(), c.cols());
  for (Eigen::Index k = 0; k < c.cols(); ++k) {
    double binomial = 1.0;  // C(k, j), from j = k down
    T power(1.0);           // shift^(k − j)
    for (Eigen::Index j = k; j >= 0; --j) {
      shifted.col(j) += (binomial * power) * c.col(k);
      binomial =
          binomial * static_cast<double>(j) / static_cast<double>(k - j + 1);
      power *= shift;
    }
  }
  breaks.insert(breaks.begin() + i + 1, new_break);
  coefficients_.insert(coefficients_.begin() + i + 1, std::move(shifted));
  return i + 1;
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::SliceByTime(
    const T& start_time, const T& end_time) const {
  if (!(start_time < end_time) || !this->is_time_in_range(start_time) ||
      !this->is_time_in_range(end_time)) {
    throw std::runtime_error(fmt::format(
        "PiecewisePolynomial::SliceByTime(): needs start_time < end_time "
        "within [{}, {}], but got [{}, {}].",
        ToDouble(this->start_time()), ToDouble(this->end_time()),
        ToDouble(start_time), ToDouble(end_time)));
  }
  PiecewisePolynomial<T> result = *this;
  const int first = result.AddBreak(start_time);
  const int last = result.AddBreak(end_time);
  return result.slice(first, last - first);
}

template <typename T>
PiecewisePolynomial<T> PiecewisePolynomial<T>::slice(int start_segment_index,
                                                     int num_segments) const {
  const int total = this->get_number_of_segments();
  if (start_segment_index < 0 || num_segments < 1 ||
      start_segment_index + num_segments > total) {
    throw std::out_of_range(fmt::format(
        "PiecewisePolynomial::slice(): segments [{}, {}) are not within the "
        "{} segment(s) of this trajectory.",
        start_segment_index, start_segment_index + num_segments, total));
  }
  const std::vector<T>& breaks = this->get_segment_times();
  return PiecewisePolynomial<T>(
      CoefficientsTag{},
      std::vector<T>(breaks.begin() + start_segment_index,
                     breaks.begin() + start_segment_index + num_segments + 1),
      std::vector<MatrixX<T>>(
          coefficients_.begin() + start_segment_index,
          coefficients_.begin() + start_segment_index + num_segments),
      rows_, cols_);
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewisePolynomial)
