#include "drake/common/ad/auto_diff.h"

#include <algorithm>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <string>

namespace drake {
namespace ad {

AutoDiff::AutoDiff(double value, Eigen::Index size, Eigen::Index offset)
    : value_(value) {
  if (size < 0 || offset < 0 || offset >= size ||
      size > std::numeric_limits<int>::max()) {
    throw std::out_of_range("AutoDiff(value, size, offset): offset " +
                            std::to_string(offset) + " is not an index into " +
                            std::to_string(size) + " partials");
  }
  double* data = ResizePartials(static_cast<int>(size));
  std::fill(data, data + size, 0.0);
  data[offset] = 1.0;
}

AutoDiff::AutoDiff(double value,
                   const Eigen::Ref<const Eigen::VectorXd>& derivatives)
    : value_(value) {
  const int n = static_cast<int>(derivatives.size());
  double* data = ResizePartials(n);
  for (int i = 0; i < n; ++i) data[i] = derivatives[i];
}

void AutoDiff::GrowHeap(int size) {
  // Grow geometrically, so that a vector assigned ever-larger sizes does not
  // reallocate each time.
  const int capacity =
      std::max(size, on_heap() ? capacity_ + capacity_ / 2 : 0);
  auto* data = static_cast<double*>(std::malloc(sizeof(double) * capacity));
  if (data == nullptr) throw std::bad_alloc();
  // The old partials are kept (ResizePartials promises them only when the size
  // is unchanged, but conservativeResize relies on it).
  const double* old = partials_data();
  std::copy(old, old + size_, data);
  if (on_heap()) std::free(heap_);
  heap_ = data;
  capacity_ = capacity;
}

void AutoDiff::ReleaseHeap() {
  std::free(heap_);
  capacity_ = kInlinePartials;
  size_ = 0;
}

DerivativesMutableXpr DerivativesMutableXpr::resize(Eigen::Index rows,
                                                    Eigen::Index cols) {
  if (rows < 0 || cols != 1 || rows > std::numeric_limits<int>::max()) {
    throw std::invalid_argument(
        "AutoDiff::derivatives().resize(" + std::to_string(rows) + ", " +
        std::to_string(cols) + "): the derivatives are a column vector");
  }
  owner_->ResizePartials(static_cast<int>(rows));
  return owner_->derivatives();
}

DerivativesMutableXpr DerivativesMutableXpr::conservativeResize(
    Eigen::Index rows, Eigen::Index cols) {
  if (rows < 0 || cols != 1 || rows > std::numeric_limits<int>::max()) {
    throw std::invalid_argument(
        "AutoDiff::derivatives().conservativeResize(" + std::to_string(rows) +
        ", " + std::to_string(cols) + "): the derivatives are a column vector");
  }
  const int old_size = owner_->num_partials();
  double* data = owner_->ResizePartials(static_cast<int>(rows));
  for (int i = old_size; i < rows; ++i) data[i] = 0.0;
  return owner_->derivatives();
}

DerivativesMutableXpr DerivativesMutableXpr::SetFrom(
    const Eigen::Ref<const Eigen::VectorXd>& other) {
  const int n = static_cast<int>(other.size());
  if (other.data() != owner_->partials_data()) {
    if (n > owner_->num_partials() && other.data() >= owner_->partials_data() &&
        other.data() < owner_->partials_data() + owner_->num_partials()) {
      // A segment of this very vector, assigned to a longer size: copy it out
      // before the storage may move.
      const Eigen::VectorXd copy = other;
      return SetFrom(copy);
    }
    double* data = owner_->ResizePartials(n);
    std::copy(other.data(), other.data() + n, data);
  } else {
    owner_->ResizePartials(n);  // A head of itself: already in place.
  }
  return owner_->derivatives();
}

namespace internal {

void ThrowPartialsSizeMismatch(int a, int b, const char* operation) {
  throw std::runtime_error(
      std::string("AutoDiffXd: ") + operation +
      " of two scalars whose derivative vectors have different sizes (" +
      std::to_string(a) + " and " + std::to_string(b) + ")");
}

void ThrowMatrixProductSizeMismatch(Eigen::Index lhs_rows,
                                    Eigen::Index lhs_cols,
                                    Eigen::Index rhs_rows,
                                    Eigen::Index rhs_cols) {
  throw std::logic_error(
      "AutoDiffXd matrix product: a " + std::to_string(lhs_rows) + "x" +
      std::to_string(lhs_cols) + " matrix times a " + std::to_string(rhs_rows) +
      "x" + std::to_string(rhs_cols) + " one (the inner sizes must match)");
}

}  // namespace internal

AutoDiff sqrt(const AutoDiff& x) {
  const double s = std::sqrt(x.value());
  return internal::Chain(x, s, 0.5 / s);
}

AutoDiff cbrt(const AutoDiff& x) {
  const double c = std::cbrt(x.value());
  return internal::Chain(x, c, 1.0 / (3 * c * c));
}

AutoDiff exp(const AutoDiff& x) {
  const double e = std::exp(x.value());
  return internal::Chain(x, e, e);
}

AutoDiff log(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::log(v), 1 / v);
}

AutoDiff log10(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::log10(v), 1 / (v * std::log(10.0)));
}

AutoDiff pow(const AutoDiff& x, double y) {
  const double v = x.value();
  if (y == 0) {
    // Exactly zero partials of x's size, even where x' is infinite.
    AutoDiff result(1.0);
    double* data = result.ResizePartials(x.num_partials());
    std::fill(data, data + x.num_partials(), 0.0);
    return result;
  }
  return internal::Chain(x, std::pow(v, y), y * std::pow(v, y - 1));
}

AutoDiff pow(const AutoDiff& x, const AutoDiff& y) {
  if (y.num_partials() == 0) return pow(x, y.value());
  const double xv = x.value();
  const double yv = y.value();
  AutoDiff result(std::pow(xv, yv));
  // d(x^y) = y·x^(y-1)·x' + ln(x)·x^y·y'.
  internal::SetWeightedSum(&result, yv == 0 ? 0.0 : yv * std::pow(xv, yv - 1),
                           x, std::log(xv) * result.value(), y, "pow");
  return result;
}

AutoDiff pow(double a, const AutoDiff& y) {
  const double result = std::pow(a, y.value());
  if (y.num_partials() == 0) return AutoDiff(result);
  return internal::Chain(y, result, std::log(a) * result);
}

AutoDiff sin(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::sin(v), std::cos(v));
}

AutoDiff cos(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::cos(v), -std::sin(v));
}

AutoDiff tan(const AutoDiff& x) {
  const double v = x.value();
  const double c = std::cos(v);
  return internal::Chain(x, std::tan(v), 1 / (c * c));
}

AutoDiff asin(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::asin(v), 1 / std::sqrt(1 - v * v));
}

AutoDiff acos(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::acos(v), -1 / std::sqrt(1 - v * v));
}

AutoDiff atan(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::atan(v), 1 / (1 + v * v));
}

AutoDiff atan2(const AutoDiff& a, const AutoDiff& b) {
  // d atan2(a, b) = (b·a' - a·b') / (a² + b²).
  const double av = a.value();
  const double bv = b.value();
  const double r2 = av * av + bv * bv;
  AutoDiff result(std::atan2(av, bv));
  internal::SetWeightedSum(&result, bv / r2, a, -av / r2, b, "atan2");
  return result;
}

AutoDiff atan2(const AutoDiff& a, double b) {
  const double av = a.value();
  return internal::Chain(a, std::atan2(av, b), b / (av * av + b * b));
}

AutoDiff atan2(double a, const AutoDiff& b) {
  const double bv = b.value();
  return internal::Chain(b, std::atan2(a, bv), -a / (a * a + bv * bv));
}

AutoDiff sinh(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::sinh(v), std::cosh(v));
}

AutoDiff cosh(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::cosh(v), std::sinh(v));
}

AutoDiff tanh(const AutoDiff& x) {
  const double v = x.value();
  const double c = std::cosh(v);
  return internal::Chain(x, std::tanh(v), 1 / (c * c));
}

AutoDiff copysign(const AutoDiff& mag, const AutoDiff& sgn) {
  return std::signbit(mag.value()) == std::signbit(sgn.value()) ? mag : -mag;
}

std::ostream& operator<<(std::ostream& s, const AutoDiff& x) {
  return s << x.value();
}

}  // namespace ad
}  // namespace drake
