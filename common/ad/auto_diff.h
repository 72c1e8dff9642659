#pragma once

/// @file
/// drake::ad::AutoDiff, the scalar that drake::AutoDiffXd names: a value and
/// a dynamic-size vector of partial derivatives, evaluated eagerly. Include
/// drake/common/autodiff.h rather than this file.
///
/// **Storage.** Up to AutoDiff::kInlinePartials partial derivatives live
/// inside the object itself, so the temporaries of an expression (and the
/// copies Eigen makes) never touch the heap when there are that few; a longer
/// vector goes to the heap. (Eigen's AutoDiffScalar<VectorXd>, which Drake
/// also replaced, allocated for every temporary.)
///
/// **Constants.** An empty derivative vector means "all partials are zero".
/// Combined with a non-empty vector it acts as zeros of the other's size, and
/// a result that depends on constants only stays empty. Two non-empty vectors
/// of different sizes are an error: std::runtime_error naming both sizes.

#include <cmath>
#include <cstdint>
#include <limits>
#include <ostream>
#include <type_traits>

#include <Eigen/Core>

#include "drake/common/eigen_types.h"
#include "drake/common/fmt.h"

namespace drake {
namespace ad {

class AutoDiff;

/// The type of AutoDiff::derivatives() on a const AutoDiff: a read-only
/// Eigen::Map of the partials, with all of Eigen's element access and
/// arithmetic. It cannot be resized or assigned to. It is valid while the
/// AutoDiff it came from is alive and unchanged.
class DerivativesConstXpr final : public Eigen::Map<const Eigen::VectorXd> {
 public:
  /// This class is copyable, but not copy-assignable.
  DerivativesConstXpr(const DerivativesConstXpr&) = default;
  void operator=(const DerivativesConstXpr&) = delete;
  /// Not supported: the partials are resized through a mutable AutoDiff.
  void resize(Eigen::Index, Eigen::Index = 1) const = delete;
  /// Not supported: the partials are resized through a mutable AutoDiff.
  void conservativeResize(Eigen::Index, Eigen::Index = 1) const = delete;

 private:
  friend class AutoDiff;
  DerivativesConstXpr(const double* data, Eigen::Index size)
      : Eigen::Map<const Eigen::VectorXd>(data, size) {}
};

/// The type of AutoDiff::derivatives() on a mutable AutoDiff: an
/// Eigen::Map of the partials (element access and in-place arithmetic of the
/// same size), which can also assign a vector of another size and resize().
/// @warning After an assignment or a resize(), use the returned object (or
/// call derivatives() again): this one may point at released storage.
class DerivativesMutableXpr final : public Eigen::Map<Eigen::VectorXd> {
 public:
  /// This class is copyable; copy-assignment copies the partials.
  DerivativesMutableXpr(const DerivativesMutableXpr&) = default;
  // SetFrom handles self-assignment (the source is its own storage).
  // NOLINTNEXTLINE(bugprone-unhandled-self-assignment)
  DerivativesMutableXpr operator=(const DerivativesMutableXpr& other) {
    return SetFrom(other);
  }

  /// Sets the partials to `other`, whatever its size, and returns a new view.
  template <typename Derived>
  DerivativesMutableXpr operator=(const Eigen::DenseBase<Derived>& other) {
    return SetFrom(other);
  }

  /// Like MatrixBase::resize(): the partials become `rows` long, their values
  /// unspecified. Returns the new view.
  /// @throws std::exception if rows < 0 or cols != 1.
  DerivativesMutableXpr resize(Eigen::Index rows, Eigen::Index cols = 1);

  /// Like MatrixBase::conservativeResize(): keeps the first min(size, rows)
  /// partials and fills the new ones with zeros. Returns the new view.
  /// @throws std::exception if rows < 0 or cols != 1.
  DerivativesMutableXpr conservativeResize(Eigen::Index rows,
                                           Eigen::Index cols = 1);

 private:
  friend class AutoDiff;
  DerivativesMutableXpr(AutoDiff* owner, double* data, Eigen::Index size)
      : Eigen::Map<Eigen::VectorXd>(data, size), owner_(owner) {}
  DerivativesMutableXpr SetFrom(const Eigen::Ref<const Eigen::VectorXd>& other);

  AutoDiff* owner_{};
};

/// A scalar that carries its partial derivatives with respect to a set of
/// variables (forward-mode automatic differentiation), with dynamic-size
/// double derivatives. See the file comment for storage and for constants.
class AutoDiff {
 public:
  /// How many partials are stored inline, without a heap allocation.
  static constexpr int kInlinePartials = 16;

  /// Compatibility alias to mimic Eigen::AutoDiffScalar.
  using DerType = Eigen::VectorXd;
  /// Compatibility alias to mimic Eigen::AutoDiffScalar.
  using Scalar = double;

  /// Zero, with empty derivatives.
  AutoDiff() {}  // NOLINT(modernize-use-equals-default): inline_ stays raw.

  /// `value`, with empty derivatives (a constant).
  AutoDiff(double value) : value_(value) {}  // NOLINT(runtime/explicit)

  /// `value`, with `size` partials that are all zero except a 1 at `offset`
  /// (variable number `offset` of `size`).
  /// @pre 0 <= offset < size.
  AutoDiff(double value, Eigen::Index size, Eigen::Index offset);

  /// `value` with the given partial derivatives.
  AutoDiff(double value, const Eigen::Ref<const Eigen::VectorXd>& derivatives);

  AutoDiff(const AutoDiff& other) : value_(other.value_) {
    CopyPartialsFrom(other);
  }

  AutoDiff(AutoDiff&& other) noexcept : value_(other.value_) {
    if (other.on_heap()) {
      StealHeapFrom(&other);
    } else {
      CopyInlineFrom(other);
    }
  }

  AutoDiff& operator=(const AutoDiff& other) {
    if (this != &other) {
      value_ = other.value_;
      CopyPartialsFrom(other);
    }
    return *this;
  }

  AutoDiff& operator=(AutoDiff&& other) noexcept {
    if (this != &other) {
      value_ = other.value_;
      if (other.on_heap()) {
        if (on_heap()) ReleaseHeap();
        StealHeapFrom(&other);
      } else {
        CopyPartialsFrom(other);
      }
    }
    return *this;
  }

  /// Sets the value and zeroes the partials, keeping their number.
  AutoDiff& operator=(double value) {
    value_ = value;
    double* data = partials_data();
    for (int i = 0; i < size_; ++i) data[i] = 0.0;
    return *this;
  }

  ~AutoDiff() {
    if (on_heap()) ReleaseHeap();
  }

  /// The value.
  double value() const { return value_; }

  /// (Advanced) The value, mutable; changing it does not change the partials.
  double& value() { return value_; }

  /// A read-only view of the partial derivatives.
  DerivativesConstXpr derivatives() const {
    return DerivativesConstXpr(partials_data(), size_);
  }

  /// (Advanced) A mutable view of the partial derivatives; it can also
  /// assign a vector of another size, or resize().
  DerivativesMutableXpr derivatives() {
    return DerivativesMutableXpr(this, partials_data(), size_);
  }

  /// (Internal use only) The number of partials; 0 for a constant.
  int num_partials() const { return size_; }

  /// (Internal use only) The partials' storage: num_partials() doubles.
  const double* partials_data() const { return on_heap() ? heap_ : inline_; }
  double* partials_data() { return on_heap() ? heap_ : inline_; }

  /// (Internal use only) Makes the partials `size` long and returns their
  /// storage. The values are kept when the size does not change and are
  /// unspecified otherwise. Does not allocate when `size` is at most
  /// kInlinePartials or the current capacity.
  double* ResizePartials(int size) {
    if (size > capacity_) GrowHeap(size);
    size_ = size;
    return partials_data();
  }

 private:
  bool on_heap() const { return capacity_ > kInlinePartials; }

  // Copies other's partials (any storage) into this one's storage, growing
  // it if needed. Does not touch value_.
  void CopyPartialsFrom(const AutoDiff& other) {
    const int n = other.size_;
    double* data = ResizePartials(n);
    const double* source = other.partials_data();
    for (int i = 0; i < n; ++i) data[i] = source[i];
  }
  // For a fresh object (inline storage, no heap) and an inline `other`.
  void CopyInlineFrom(const AutoDiff& other) {
    size_ = other.size_;
    for (int i = 0; i < size_; ++i) inline_[i] = other.inline_[i];
  }
  // Takes over other's heap storage; other becomes an inline constant.
  // @pre this holds no heap storage.
  void StealHeapFrom(AutoDiff* other) {
    size_ = other->size_;
    capacity_ = other->capacity_;
    heap_ = other->heap_;
    other->size_ = 0;
    other->capacity_ = kInlinePartials;
  }
  // Out of line (auto_diff.cc): heap management.
  void GrowHeap(int size);
  void ReleaseHeap();

  double value_{0.0};
  int size_{0};
  int capacity_{kInlinePartials};
  union {
    double inline_[kInlinePartials];
    double* heap_;
  };
};

static_assert(sizeof(AutoDiff) == 16 + 8 * AutoDiff::kInlinePartials);

namespace internal {

/// Throws std::runtime_error: `operation` on two non-empty derivative vectors
/// of sizes `a` and `b` (which differ).
[[noreturn]] void ThrowPartialsSizeMismatch(int a, int b,
                                            const char* operation);

/// Throws std::logic_error: a matrix product of an lhs_rows × lhs_cols
/// matrix by an rhs_rows × rhs_cols one, whose inner sizes differ.
[[noreturn]] void ThrowMatrixProductSizeMismatch(Eigen::Index lhs_rows,
                                                 Eigen::Index lhs_cols,
                                                 Eigen::Index rhs_rows,
                                                 Eigen::Index rhs_cols);

/// Sets r's partials to wa·a' + wb·b', an empty vector counting as zeros of
/// the other's size (and its weight unused, so that a NaN or infinite weight
/// on a constant does not leak in). r may be a or b.
inline void SetWeightedSum(AutoDiff* r, double wa, const AutoDiff& a, double wb,
                           const AutoDiff& b, const char* operation) {
  const int na = a.num_partials();
  const int nb = b.num_partials();
  if (nb == 0) {
    const double* pa = a.partials_data();
    double* pr = r->ResizePartials(na);
    for (int i = 0; i < na; ++i) pr[i] = wa * pa[i];
    return;
  }
  if (na == 0) {
    const double* pb = b.partials_data();
    double* pr = r->ResizePartials(nb);
    for (int i = 0; i < nb; ++i) pr[i] = wb * pb[i];
    return;
  }
  if (na != nb) ThrowPartialsSizeMismatch(na, nb, operation);
  const double* pa = a.partials_data();
  const double* pb = b.partials_data();
  double* pr = r->ResizePartials(na);
  for (int i = 0; i < na; ++i) pr[i] = wa * pa[i] + wb * pb[i];
}

/// Sets r's partials to w·x' (r may be x).
inline void SetScaled(AutoDiff* r, double w, const AutoDiff& x) {
  const int n = x.num_partials();
  const double* px = x.partials_data();
  double* pr = r->ResizePartials(n);
  for (int i = 0; i < n; ++i) pr[i] = w * px[i];
}

/// f(x) for a function with value `value` and slope `slope` at x.value().
inline AutoDiff Chain(const AutoDiff& x, double value, double slope) {
  AutoDiff result(value);
  SetScaled(&result, slope, x);
  return result;
}

}  // namespace internal

/// @name Arithmetic
/// The partials follow the chain rule; see the file comment for constants.
//@{

inline AutoDiff& operator+=(AutoDiff& a, const AutoDiff& b) {
  internal::SetWeightedSum(&a, 1.0, a, 1.0, b, "sum");
  a.value() += b.value();
  return a;
}
inline AutoDiff& operator+=(AutoDiff& a, double b) {
  a.value() += b;
  return a;
}
inline AutoDiff& operator-=(AutoDiff& a, const AutoDiff& b) {
  internal::SetWeightedSum(&a, 1.0, a, -1.0, b, "difference");
  a.value() -= b.value();
  return a;
}
inline AutoDiff& operator-=(AutoDiff& a, double b) {
  a.value() -= b;
  return a;
}
/// d(ab) = b·a' + a·b' (also right for a *= a).
inline AutoDiff& operator*=(AutoDiff& a, const AutoDiff& b) {
  const double av = a.value();
  const double bv = b.value();
  internal::SetWeightedSum(&a, bv, a, av, b, "product");
  a.value() = av * bv;
  return a;
}
inline AutoDiff& operator*=(AutoDiff& a, double b) {
  internal::SetScaled(&a, b, a);
  a.value() *= b;
  return a;
}
/// d(a/b) = a'/b - a·b'/b² (also right for a /= a).
inline AutoDiff& operator/=(AutoDiff& a, const AutoDiff& b) {
  const double av = a.value();
  const double bv = b.value();
  internal::SetWeightedSum(&a, 1.0 / bv, a, -av / (bv * bv), b, "quotient");
  a.value() = av / bv;
  return a;
}
inline AutoDiff& operator/=(AutoDiff& a, double b) {
  internal::SetScaled(&a, 1.0 / b, a);
  a.value() /= b;
  return a;
}

inline AutoDiff& operator++(AutoDiff& x) {
  x.value() += 1.0;
  return x;
}
inline AutoDiff operator++(AutoDiff& x, int) {
  AutoDiff old = x;
  x.value() += 1.0;
  return old;
}
inline AutoDiff& operator--(AutoDiff& x) {
  x.value() -= 1.0;
  return x;
}
inline AutoDiff operator--(AutoDiff& x, int) {
  AutoDiff old = x;
  x.value() -= 1.0;
  return old;
}

inline AutoDiff operator+(const AutoDiff& x) { return x; }
inline AutoDiff operator-(const AutoDiff& x) {
  return internal::Chain(x, -x.value(), -1.0);
}

inline AutoDiff operator+(const AutoDiff& a, const AutoDiff& b) {
  AutoDiff result(a.value() + b.value());
  internal::SetWeightedSum(&result, 1.0, a, 1.0, b, "sum");
  return result;
}
inline AutoDiff operator+(const AutoDiff& a, double b) {
  AutoDiff result(a);
  result.value() += b;
  return result;
}
inline AutoDiff operator+(double a, const AutoDiff& b) {
  AutoDiff result(b);
  result.value() += a;
  return result;
}

inline AutoDiff operator-(const AutoDiff& a, const AutoDiff& b) {
  AutoDiff result(a.value() - b.value());
  internal::SetWeightedSum(&result, 1.0, a, -1.0, b, "difference");
  return result;
}
inline AutoDiff operator-(const AutoDiff& a, double b) {
  AutoDiff result(a);
  result.value() -= b;
  return result;
}
inline AutoDiff operator-(double a, const AutoDiff& b) {
  return internal::Chain(b, a - b.value(), -1.0);
}

inline AutoDiff operator*(const AutoDiff& a, const AutoDiff& b) {
  AutoDiff result(a.value() * b.value());
  internal::SetWeightedSum(&result, b.value(), a, a.value(), b, "product");
  return result;
}
inline AutoDiff operator*(const AutoDiff& a, double b) {
  return internal::Chain(a, a.value() * b, b);
}
inline AutoDiff operator*(double a, const AutoDiff& b) {
  return internal::Chain(b, a * b.value(), a);
}

inline AutoDiff operator/(const AutoDiff& a, const AutoDiff& b) {
  const double av = a.value();
  const double bv = b.value();
  AutoDiff result(av / bv);
  internal::SetWeightedSum(&result, 1.0 / bv, a, -av / (bv * bv), b,
                           "quotient");
  return result;
}
inline AutoDiff operator/(const AutoDiff& a, double b) {
  return internal::Chain(a, a.value() / b, 1.0 / b);
}
/// d(a/b) = -a·b'/b².
inline AutoDiff operator/(double a, const AutoDiff& b) {
  const double bv = b.value();
  return internal::Chain(b, a / bv, -a / (bv * bv));
}
//@}

/// @name Comparisons
/// On the values only.
//@{
#define DRAKE_AD_COMPARISON(OP)                                   \
  inline bool operator OP(const AutoDiff& a, const AutoDiff& b) { \
    return a.value() OP b.value();                                \
  }                                                               \
  inline bool operator OP(const AutoDiff& a, double b) {          \
    return a.value() OP b;                                        \
  }                                                               \
  inline bool operator OP(double a, const AutoDiff& b) {          \
    return a OP b.value();                                        \
  }
DRAKE_AD_COMPARISON(<)
DRAKE_AD_COMPARISON(<=)
DRAKE_AD_COMPARISON(>)
DRAKE_AD_COMPARISON(>=)
DRAKE_AD_COMPARISON(==)
DRAKE_AD_COMPARISON(!=)
#undef DRAKE_AD_COMPARISON
//@}

/// @name Minimum and maximum
/// Like std::max and std::min, the AutoDiff-only overloads return a reference
/// to the chosen argument. On a tie they keep `a` unless `a` is a constant
/// (empty derivatives), then `b`. Against a double, a tie keeps the
/// AutoDiff; when the double wins, the result has its value and zero
/// partials of the AutoDiff's size.
//@{
inline const AutoDiff& max(const AutoDiff& a, const AutoDiff& b) {
  if (a.value() == b.value()) return a.num_partials() > 0 ? a : b;
  return a.value() < b.value() ? b : a;
}
inline AutoDiff max(const AutoDiff& a, double b) {
  AutoDiff result(a);
  if (a.value() < b) result = b;
  return result;
}
inline AutoDiff max(double a, const AutoDiff& b) {
  AutoDiff result(b);
  if (b.value() < a) result = a;
  return result;
}
inline const AutoDiff& min(const AutoDiff& a, const AutoDiff& b) {
  if (a.value() == b.value()) return a.num_partials() > 0 ? a : b;
  return b.value() < a.value() ? b : a;
}
inline AutoDiff min(const AutoDiff& a, double b) {
  AutoDiff result(a);
  if (b < a.value()) result = b;
  return result;
}
inline AutoDiff min(double a, const AutoDiff& b) {
  AutoDiff result(b);
  if (a < b.value()) result = a;
  return result;
}
//@}

/// @name Functions of <cmath>
/// Found by argument-dependent lookup, as `using std::sin; sin(x)` expects.
/// Functions that cannot keep derivatives (rounding, classification) return
/// double or bool.
//@{

/// |x|; the slope at 0 is taken as +1 (as Eigen's AutoDiffScalar does).
inline AutoDiff abs(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, std::abs(v), v < 0 ? -1.0 : 1.0);
}
/// x².
inline AutoDiff abs2(const AutoDiff& x) {
  const double v = x.value();
  return internal::Chain(x, v * v, 2 * v);
}
/// √x. At 0 the slope is +∞ (partials ±∞, or NaN where x' is 0).
AutoDiff sqrt(const AutoDiff& x);
/// ∛x (slope +∞ at 0, like sqrt).
AutoDiff cbrt(const AutoDiff& x);
AutoDiff exp(const AutoDiff& x);
AutoDiff log(const AutoDiff& x);
AutoDiff log10(const AutoDiff& x);
/// x^y for a constant exponent; the partials are exactly zero when y is 0,
/// even at x = 0.
AutoDiff pow(const AutoDiff& x, double y);
/// x^y; a term whose operand is a constant is skipped (a constant exponent
/// with x ≤ 0 gives no NaN from ln x).
AutoDiff pow(const AutoDiff& x, const AutoDiff& y);
/// a^y for a constant base.
AutoDiff pow(double a, const AutoDiff& y);
AutoDiff sin(const AutoDiff& x);
AutoDiff cos(const AutoDiff& x);
AutoDiff tan(const AutoDiff& x);
AutoDiff asin(const AutoDiff& x);
AutoDiff acos(const AutoDiff& x);
AutoDiff atan(const AutoDiff& x);
/// atan2(a, b); the partials are NaN at the origin.
AutoDiff atan2(const AutoDiff& a, const AutoDiff& b);
AutoDiff atan2(const AutoDiff& a, double b);
AutoDiff atan2(double a, const AutoDiff& b);
AutoDiff sinh(const AutoDiff& x);
AutoDiff cosh(const AutoDiff& x);
AutoDiff tanh(const AutoDiff& x);
/// |mag| with the sign of `sgn`, derivatives included (of mag or -mag).
AutoDiff copysign(const AutoDiff& mag, const AutoDiff& sgn);

inline double floor(const AutoDiff& x) { return std::floor(x.value()); }
inline double ceil(const AutoDiff& x) { return std::ceil(x.value()); }
inline double round(const AutoDiff& x) { return std::round(x.value()); }
inline double nexttoward(const AutoDiff& from, long double to) {
  return std::nexttoward(from.value(), to);
}
inline bool isfinite(const AutoDiff& x) { return std::isfinite(x.value()); }
inline bool isinf(const AutoDiff& x) { return std::isinf(x.value()); }
inline bool isnan(const AutoDiff& x) { return std::isnan(x.value()); }
//@}

/// A real scalar is its own real part and conjugate; its imaginary part is 0.
inline const AutoDiff& real(const AutoDiff& x) { return x; }
inline const AutoDiff& conj(const AutoDiff& x) { return x; }
inline double imag(const AutoDiff&) { return 0.0; }

/// Prints the value only (as Eigen's AutoDiffScalar does).
std::ostream& operator<<(std::ostream& s, const AutoDiff& x);

namespace internal {

/// acc += a·b in place, without temporaries. @pre acc is neither a nor b.
inline void AddProduct(AutoDiff* acc, const AutoDiff& a, const AutoDiff& b) {
  const double av = a.value();
  const double bv = b.value();
  const int na = a.num_partials();
  const int nb = b.num_partials();
  const int n = na > nb ? na : nb;
  if (n > 0) {
    if ((na != 0 && na != n) || (nb != 0 && nb != n)) {
      ThrowPartialsSizeMismatch(na, nb, "product");
    }
    const int nc = acc->num_partials();
    if (nc != n) {
      if (nc != 0) ThrowPartialsSizeMismatch(nc, n, "sum");
      double* pc = acc->ResizePartials(n);
      for (int i = 0; i < n; ++i) pc[i] = 0.0;
    }
    double* pc = acc->partials_data();
    const double* pa = a.partials_data();
    const double* pb = b.partials_data();
    if (na == 0) {
      for (int i = 0; i < n; ++i) pc[i] += av * pb[i];
    } else if (nb == 0) {
      for (int i = 0; i < n; ++i) pc[i] += bv * pa[i];
    } else {
      for (int i = 0; i < n; ++i) pc[i] += bv * pa[i] + av * pb[i];
    }
  }
  acc->value() += av * bv;
}

/// A product of two Eigen matrix expressions of AutoDiff that is not an inner
/// product (Eigen's 1×1 inner product also converts to a scalar; it stays
/// Eigen's).
template <typename L, typename R>
concept AutoDiffMatrixProduct = std::is_base_of_v<Eigen::MatrixBase<L>, L> &&
    std::is_base_of_v<Eigen::MatrixBase<R>, R> &&
    std::is_same_v<typename L::Scalar, AutoDiff> &&
    std::is_same_v<typename R::Scalar, AutoDiff> &&
    !(L::RowsAtCompileTime == 1 && R::ColsAtCompileTime == 1);

}  // namespace internal

/// The matrix product of two Eigen matrices (or expressions) of AutoDiff,
/// evaluated eagerly: each entry accumulates its terms' values and partials
/// in place, with no temporary scalar per term (Eigen's generic product makes
/// two per term). Found by argument-dependent lookup and preferred to
/// Eigen's member operator* (an exact match beats a conversion to
/// MatrixBase).
/// @throws std::exception if lhs.cols() != rhs.rows().
template <typename L, typename R>
requires internal::AutoDiffMatrixProduct<L, R>
    Eigen::Matrix<AutoDiff, L::RowsAtCompileTime, R::ColsAtCompileTime>
operator*(const L& lhs, const R& rhs) {
  if (lhs.cols() != rhs.rows()) {
    internal::ThrowMatrixProductSizeMismatch(lhs.rows(), lhs.cols(), rhs.rows(),
                                             rhs.cols());
  }
  // Operands without cheap coefficient access (an inverse, a nested product)
  // are evaluated first, as Eigen's own products do; the others are held by
  // reference or as their light expression objects.
  // NOLINTBEGIN(performance-unnecessary-copy-initialization)
  const typename Eigen::internal::nested_eval<L, R::ColsAtCompileTime>::type
      left(lhs);
  const typename Eigen::internal::nested_eval<R, L::RowsAtCompileTime>::type
      right(rhs);
  // NOLINTEND(performance-unnecessary-copy-initialization)
  Eigen::Matrix<AutoDiff, L::RowsAtCompileTime, R::ColsAtCompileTime> result;
  result.resize(lhs.rows(), rhs.cols());
  const Eigen::Index inner = lhs.cols();
  for (Eigen::Index j = 0; j < rhs.cols(); ++j) {
    for (Eigen::Index i = 0; i < lhs.rows(); ++i) {
      AutoDiff& entry = result(i, j);
      for (Eigen::Index k = 0; k < inner; ++k) {
        internal::AddProduct(&entry, left.coeff(i, k), right.coeff(k, j));
      }
    }
  }
  return result;
}

}  // namespace ad
}  // namespace drake

#ifndef DRAKE_DOXYGEN_CXX
namespace std {
template <>
class numeric_limits<drake::ad::AutoDiff> : public numeric_limits<double> {};
}  // namespace std

namespace Eigen {
template <>
struct NumTraits<drake::ad::AutoDiff> : public NumTraits<double> {
  using Real = drake::ad::AutoDiff;
  using NonInteger = drake::ad::AutoDiff;
  using Nested = drake::ad::AutoDiff;
  enum { RequireInitialization = 1 };
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::ad::AutoDiff, double, BinaryOp> {
  using ReturnType = drake::ad::AutoDiff;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<double, drake::ad::AutoDiff, BinaryOp> {
  using ReturnType = drake::ad::AutoDiff;
};
}  // namespace Eigen
#endif  // DRAKE_DOXYGEN_CXX

namespace drake {

/// Returns the value of an AutoDiff scalar; the derivatives are discarded.
/// Never throws. (The double and float overloads are in extract_double.h.)
inline double ExtractDoubleOrThrow(const ad::AutoDiff& scalar) {
  return scalar.value();
}

/// Returns the values of a matrix of AutoDiff as a matrix of doubles of the
/// same shape and storage order (as math::ExtractValue() does).
template <typename Derived>
requires std::is_same_v<typename Derived::Scalar, ad::AutoDiff>
    MatrixLikewise<double, Derived> ExtractDoubleOrThrow(
        const Eigen::MatrixBase<Derived>& matrix) {
  return matrix
      .unaryExpr([](const ad::AutoDiff& value) { return value.value(); })
      .eval();
}

/// Selects `then_value` or `else_value`, derivatives included.
inline ad::AutoDiff if_then_else(bool f_cond, const ad::AutoDiff& then_value,
                                 const ad::AutoDiff& else_value) {
  return f_cond ? then_value : else_value;
}

}  // namespace drake

DRAKE_FORMATTER_AS(, drake::ad, AutoDiff, x, x.value())
