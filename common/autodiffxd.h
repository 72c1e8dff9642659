#pragma once

/// @file
/// A full specialization of Eigen::AutoDiffScalar for a dynamic-size
/// derivative vector (drake::AutoDiffXd).
///
/// Eigen's generic AutoDiffScalar builds lazy expression templates for its
/// derivatives. When one operand is a constant whose derivative vector is
/// empty and the other has n derivatives, those expressions combine vectors of
/// different sizes (an assertion failure, or garbage with NDEBUG). This
/// specialization evaluates every operation eagerly into a plain VectorXd and
/// treats an empty derivative vector as a zero vector of whatever size the
/// other operand has. Two non-empty derivative vectors of different sizes are
/// an error: std::runtime_error naming both sizes.
///
/// Do not include this file directly; include drake/common/autodiff.h, which
/// includes it right after Eigen's AutoDiff module.

#include <cmath>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

#include <Eigen/Core>
#include <unsupported/Eigen/AutoDiff>

namespace Eigen {

namespace internal {
/// Throws std::runtime_error for two non-empty derivative vectors whose sizes
/// differ.
[[noreturn]] inline void ThrowAutoDiffSizeMismatch(Index a, Index b,
                                                   const char* operation) {
  throw std::runtime_error(
      std::string("AutoDiffXd: ") + operation +
      " of two scalars whose derivative vectors have different sizes (" +
      std::to_string(a) + " and " + std::to_string(b) + ")");
}
}  // namespace internal

/// AutoDiffScalar over a dynamic-size vector of double derivatives, with eager
/// evaluation. An empty derivative vector means "all derivatives are zero".
template <>
class AutoDiffScalar<VectorXd> {
 public:
  // The names Eigen's generic machinery (NumTraits, ScalarBinaryOpTraits,
  // MakeAutoDiffScalar) and Drake code look up on an AutoDiffScalar.
  typedef VectorXd DerType;
  typedef double Scalar;
  typedef double Real;

  /// Value zero, empty derivatives.
  AutoDiffScalar() : value_(0) {}

  /// A constant: `value` with empty derivatives.
  AutoDiffScalar(const Real& value)
      : value_(value) {}  // NOLINT(runtime/explicit)

  /// Variable `derNumber` of `nbDer`: the derivative vector is the unit vector
  /// of size `nbDer` along `derNumber`.
  AutoDiffScalar(const Scalar& value, int nbDer, int derNumber)
      : value_(value), derivatives_(DerType::Zero(nbDer)) {
    derivatives_.coeffRef(derNumber) = Scalar(1);
  }

  /// `value` with the derivative vector `der` (taken over when an rvalue).
  AutoDiffScalar(const Scalar& value, DerType der)
      : value_(value), derivatives_(std::move(der)) {}

  /// `value` with the derivatives given by any Eigen vector expression, which
  /// is evaluated.
  template <typename Derived>
  AutoDiffScalar(const Scalar& value, const MatrixBase<Derived>& der)
      : value_(value), derivatives_(der) {}

  /// Converts any other AutoDiffScalar over double (e.g. one of Eigen's
  /// expression-valued AutoDiffScalars, or a fixed-size one) by evaluating its
  /// derivatives.
  template <typename OtherDerType>
  AutoDiffScalar(const AutoDiffScalar<OtherDerType>& other)  // NOLINT
      : value_(other.value()), derivatives_(other.derivatives()) {}

  AutoDiffScalar(const AutoDiffScalar&) = default;
  AutoDiffScalar(AutoDiffScalar&&) noexcept = default;
  AutoDiffScalar& operator=(const AutoDiffScalar&) = default;
  AutoDiffScalar& operator=(AutoDiffScalar&&) noexcept = default;

  /// Eigen's semantics: sets the value and zeroes the existing derivatives,
  /// keeping their size.
  AutoDiffScalar& operator=(const Scalar& other) {
    value_ = other;
    if (derivatives_.size() > 0) derivatives_.setZero();
    return *this;
  }

  /// Assigns from any other AutoDiffScalar over double, evaluating its
  /// derivatives.
  template <typename OtherDerType>
  AutoDiffScalar& operator=(const AutoDiffScalar<OtherDerType>& other) {
    value_ = other.value();
    derivatives_ = other.derivatives();
    return *this;
  }

  const Scalar& value() const { return value_; }
  Scalar& value() { return value_; }
  const DerType& derivatives() const { return derivatives_; }
  DerType& derivatives() { return derivatives_; }

  // ---- Compound assignment (in place, no temporary vectors). ----

  AutoDiffScalar& operator+=(const Scalar& other) {
    value_ += other;
    return *this;
  }
  AutoDiffScalar& operator-=(const Scalar& other) {
    value_ -= other;
    return *this;
  }
  AutoDiffScalar& operator*=(const Scalar& other) {
    value_ *= other;
    derivatives_ *= other;
    return *this;
  }
  AutoDiffScalar& operator/=(const Scalar& other) {
    value_ /= other;
    derivatives_ /= other;
    return *this;
  }

  AutoDiffScalar& operator+=(const AutoDiffScalar& other) {
    const Index n = other.derivatives_.size();
    if (n > 0) {
      if (derivatives_.size() == 0) {
        derivatives_ = other.derivatives_;
      } else {
        CheckSizes(other, "sum");
        derivatives_ += other.derivatives_;
      }
    }
    value_ += other.value_;
    return *this;
  }

  AutoDiffScalar& operator-=(const AutoDiffScalar& other) {
    const Index n = other.derivatives_.size();
    if (n > 0) {
      if (derivatives_.size() == 0) {
        derivatives_ = -other.derivatives_;
      } else {
        CheckSizes(other, "difference");
        derivatives_ -= other.derivatives_;
      }
    }
    value_ -= other.value_;
    return *this;
  }

  // d(ab) = a'b + b'a. Each branch is a single coefficient-wise expression,
  // so `a *= a` (other aliasing *this) is also correct.
  AutoDiffScalar& operator*=(const AutoDiffScalar& other) {
    const Scalar a = value_;
    const Scalar b = other.value_;
    if (other.derivatives_.size() == 0) {
      derivatives_ *= b;
    } else if (derivatives_.size() == 0) {
      derivatives_ = other.derivatives_ * a;
    } else {
      CheckSizes(other, "product");
      derivatives_ = derivatives_ * b + other.derivatives_ * a;
    }
    value_ = a * b;
    return *this;
  }

  // d(a/b) = a'/b - b'a/b². Aliasing-safe as for *=.
  AutoDiffScalar& operator/=(const AutoDiffScalar& other) {
    const Scalar a = value_;
    const Scalar b = other.value_;
    if (other.derivatives_.size() == 0) {
      derivatives_ /= b;
    } else if (derivatives_.size() == 0) {
      derivatives_ = other.derivatives_ * (-a / (b * b));
    } else {
      CheckSizes(other, "quotient");
      derivatives_ =
          derivatives_ * (1 / b) - other.derivatives_ * (a / (b * b));
    }
    value_ = a / b;
    return *this;
  }

  // ---- Arithmetic. The left operand is taken by value so that an rvalue's
  // storage is reused; an lvalue costs exactly one copy (the result). ----

  friend AutoDiffScalar operator+(AutoDiffScalar a) { return a; }
  friend AutoDiffScalar operator-(AutoDiffScalar a) {
    a.value_ = -a.value_;
    a.derivatives_ = -a.derivatives_;
    return a;
  }

  friend AutoDiffScalar operator+(AutoDiffScalar a, const AutoDiffScalar& b) {
    a += b;
    return a;
  }
  friend AutoDiffScalar operator+(AutoDiffScalar a, const Scalar& b) {
    a.value_ += b;
    return a;
  }
  friend AutoDiffScalar operator+(const Scalar& a, AutoDiffScalar b) {
    b.value_ += a;
    return b;
  }

  friend AutoDiffScalar operator-(AutoDiffScalar a, const AutoDiffScalar& b) {
    a -= b;
    return a;
  }
  friend AutoDiffScalar operator-(AutoDiffScalar a, const Scalar& b) {
    a.value_ -= b;
    return a;
  }
  friend AutoDiffScalar operator-(const Scalar& a, AutoDiffScalar b) {
    b.value_ = a - b.value_;
    b.derivatives_ = -b.derivatives_;
    return b;
  }

  friend AutoDiffScalar operator*(AutoDiffScalar a, const AutoDiffScalar& b) {
    a *= b;
    return a;
  }
  friend AutoDiffScalar operator*(AutoDiffScalar a, const Scalar& b) {
    a *= b;
    return a;
  }
  friend AutoDiffScalar operator*(const Scalar& a, AutoDiffScalar b) {
    b *= a;
    return b;
  }

  friend AutoDiffScalar operator/(AutoDiffScalar a, const AutoDiffScalar& b) {
    a /= b;
    return a;
  }
  friend AutoDiffScalar operator/(AutoDiffScalar a, const Scalar& b) {
    a /= b;
    return a;
  }
  // d(a/b) = -a b'/b².
  friend AutoDiffScalar operator/(const Scalar& a, AutoDiffScalar b) {
    const Scalar bv = b.value_;
    b.derivatives_ *= -a / (bv * bv);
    b.value_ = a / bv;
    return b;
  }

  // ---- Comparisons, on values only. ----
#define MALLARD_AUTODIFFXD_COMPARISON(OP)                                     \
  friend bool operator OP(const AutoDiffScalar& a, const AutoDiffScalar& b) { \
    return a.value_ OP b.value_;                                              \
  }                                                                           \
  friend bool operator OP(const AutoDiffScalar& a, const Scalar& b) {         \
    return a.value_ OP b;                                                     \
  }                                                                           \
  friend bool operator OP(const Scalar& a, const AutoDiffScalar& b) {         \
    return a OP b.value_;                                                     \
  }
  MALLARD_AUTODIFFXD_COMPARISON(<)
  MALLARD_AUTODIFFXD_COMPARISON(<=)
  MALLARD_AUTODIFFXD_COMPARISON(>)
  MALLARD_AUTODIFFXD_COMPARISON(>=)
  MALLARD_AUTODIFFXD_COMPARISON(==)
  MALLARD_AUTODIFFXD_COMPARISON(!=)
#undef MALLARD_AUTODIFFXD_COMPARISON

  /// Prints the value only, as Eigen does.
  friend std::ostream& operator<<(std::ostream& s, const AutoDiffScalar& a) {
    return s << a.value_;
  }

 private:
  void CheckSizes(const AutoDiffScalar& other, const char* operation) const {
    if (derivatives_.size() != other.derivatives_.size()) {
      internal::ThrowAutoDiffSizeMismatch(derivatives_.size(),
                                          other.derivatives_.size(), operation);
    }
  }

  Scalar value_;
  DerType derivatives_;
};

// ---------------------------------------------------------------------------
// Math functions. They are non-template functions in namespace Eigen, so
// argument-dependent lookup finds them and overload resolution prefers them
// to Eigen's templates (which would build lazy expressions). The argument is
// taken by value so that an rvalue's derivative storage is reused.
// ---------------------------------------------------------------------------

namespace internal {
/// Sets x to f(x) with f'(x) = `slope`: x.der *= slope. An empty derivative
/// vector stays empty.
inline AutoDiffScalar<VectorXd> ApplyUnary(AutoDiffScalar<VectorXd> x,
                                           double value, double slope) {
  x.value() = value;
  x.derivatives() *= slope;
  return x;
}

/// Returns a.der * wa + b.der * wb, treating an empty vector as zeros of the
/// other's size (and skipping its term, so that a NaN or infinite weight on
/// an empty vector does not leak in).
inline VectorXd CombineDerivatives(const VectorXd& a, double wa,
                                   const VectorXd& b, double wb,
                                   const char* operation) {
  if (b.size() == 0) return a * wa;
  if (a.size() == 0) return b * wb;
  if (a.size() != b.size()) {
    ThrowAutoDiffSizeMismatch(a.size(), b.size(), operation);
  }
  return a * wa + b * wb;
}
}  // namespace internal

/// |x|. Derivative: x.der * sign(x), with sign(0) = +1 (as Eigen does), so
/// abs(0) has the derivative of x itself.
inline AutoDiffScalar<VectorXd> abs(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::abs(v), v < 0 ? -1.0 : 1.0);
}

/// x². Derivative 2x·x.der.
inline AutoDiffScalar<VectorXd> abs2(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), v * v, 2 * v);
}

/// √x. Derivative x.der / (2√x). As in Eigen, no special case at 0: the
/// derivative there is ±inf for non-zero entries of x.der and NaN for zero
/// entries (0·inf).
inline AutoDiffScalar<VectorXd> sqrt(AutoDiffScalar<VectorXd> x) {
  const double s = std::sqrt(x.value());
  return internal::ApplyUnary(std::move(x), s, 0.5 / s);
}

/// ∛x. Derivative x.der / (3 ∛x²) (infinite at 0, like sqrt).
inline AutoDiffScalar<VectorXd> cbrt(AutoDiffScalar<VectorXd> x) {
  const double c = std::cbrt(x.value());
  return internal::ApplyUnary(std::move(x), c, 1.0 / (3 * c * c));
}

inline AutoDiffScalar<VectorXd> exp(AutoDiffScalar<VectorXd> x) {
  const double e = std::exp(x.value());
  return internal::ApplyUnary(std::move(x), e, e);
}

inline AutoDiffScalar<VectorXd> log(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::log(v), 1 / v);
}

inline AutoDiffScalar<VectorXd> log10(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::log10(v),
                              1 / (v * std::log(10.0)));
}

/// x^y for a constant exponent. Derivative y·x^(y-1)·x.der; exactly zero
/// (keeping its size) when y == 0, even at x == 0.
inline AutoDiffScalar<VectorXd> pow(AutoDiffScalar<VectorXd> x, double y) {
  const double v = x.value();
  if (y == 0) {
    x.value() = 1;
    if (x.derivatives().size() > 0) x.derivatives().setZero();
    return x;
  }
  return internal::ApplyUnary(std::move(x), std::pow(v, y),
                              y * std::pow(v, y - 1));
}

/// x^y. Derivative y·x^(y-1)·x.der + ln(x)·x^y·y.der; a term whose derivative
/// vector is empty is skipped (so a constant exponent with x ≤ 0 gives no
/// NaN from ln(x)).
inline AutoDiffScalar<VectorXd> pow(const AutoDiffScalar<VectorXd>& x,
                                    const AutoDiffScalar<VectorXd>& y) {
  if (y.derivatives().size() == 0) return pow(x, y.value());
  const double xv = x.value();
  const double yv = y.value();
  const double result = std::pow(xv, yv);
  if (x.derivatives().size() == 0) {
    return AutoDiffScalar<VectorXd>(result,
                                    y.derivatives() * (std::log(xv) * result));
  }
  return AutoDiffScalar<VectorXd>(
      result, internal::CombineDerivatives(
                  x.derivatives(), yv == 0 ? 0.0 : yv * std::pow(xv, yv - 1),
                  y.derivatives(), std::log(xv) * result, "pow"));
}

/// a^y for a constant base. Derivative ln(a)·a^y·y.der.
inline AutoDiffScalar<VectorXd> pow(double a, AutoDiffScalar<VectorXd> y) {
  const double result = std::pow(a, y.value());
  if (y.derivatives().size() == 0) {
    y.value() = result;
    return y;
  }
  return internal::ApplyUnary(std::move(y), result, std::log(a) * result);
}

inline AutoDiffScalar<VectorXd> sin(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::sin(v), std::cos(v));
}

inline AutoDiffScalar<VectorXd> cos(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::cos(v), -std::sin(v));
}

inline AutoDiffScalar<VectorXd> tan(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  const double c = std::cos(v);
  return internal::ApplyUnary(std::move(x), std::tan(v), 1 / (c * c));
}

inline AutoDiffScalar<VectorXd> asin(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::asin(v),
                              1 / std::sqrt(1 - v * v));
}

inline AutoDiffScalar<VectorXd> acos(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::acos(v),
                              -1 / std::sqrt(1 - v * v));
}

inline AutoDiffScalar<VectorXd> atan(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::atan(v), 1 / (1 + v * v));
}

/// atan2(a, b). Derivative (b·a.der - a·b.der) / (a² + b²) (NaN at the
/// origin, as in Eigen).
inline AutoDiffScalar<VectorXd> atan2(const AutoDiffScalar<VectorXd>& a,
                                      const AutoDiffScalar<VectorXd>& b) {
  const double av = a.value();
  const double bv = b.value();
  const double r2 = av * av + bv * bv;
  return AutoDiffScalar<VectorXd>(
      std::atan2(av, bv),
      internal::CombineDerivatives(a.derivatives(), bv / r2, b.derivatives(),
                                   -av / r2, "atan2"));
}
inline AutoDiffScalar<VectorXd> atan2(AutoDiffScalar<VectorXd> a, double b) {
  const double av = a.value();
  return internal::ApplyUnary(std::move(a), std::atan2(av, b),
                              b / (av * av + b * b));
}
inline AutoDiffScalar<VectorXd> atan2(double a, AutoDiffScalar<VectorXd> b) {
  const double bv = b.value();
  return internal::ApplyUnary(std::move(b), std::atan2(a, bv),
                              -a / (a * a + bv * bv));
}

inline AutoDiffScalar<VectorXd> sinh(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::sinh(v), std::cosh(v));
}

inline AutoDiffScalar<VectorXd> cosh(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  return internal::ApplyUnary(std::move(x), std::cosh(v), std::sinh(v));
}

inline AutoDiffScalar<VectorXd> tanh(AutoDiffScalar<VectorXd> x) {
  const double v = x.value();
  const double c = std::cosh(v);
  return internal::ApplyUnary(std::move(x), std::tanh(v), 1 / (c * c));
}

/// min/max pick one operand, derivatives included (the first on a tie).
inline AutoDiffScalar<VectorXd> max(const AutoDiffScalar<VectorXd>& a,
                                    const AutoDiffScalar<VectorXd>& b) {
  return a.value() >= b.value() ? a : b;
}
inline AutoDiffScalar<VectorXd> max(const AutoDiffScalar<VectorXd>& a,
                                    double b) {
  return a.value() >= b ? a : AutoDiffScalar<VectorXd>(b);
}
inline AutoDiffScalar<VectorXd> max(double a,
                                    const AutoDiffScalar<VectorXd>& b) {
  return a >= b.value() ? AutoDiffScalar<VectorXd>(a) : b;
}
inline AutoDiffScalar<VectorXd> min(const AutoDiffScalar<VectorXd>& a,
                                    const AutoDiffScalar<VectorXd>& b) {
  return a.value() <= b.value() ? a : b;
}
inline AutoDiffScalar<VectorXd> min(const AutoDiffScalar<VectorXd>& a,
                                    double b) {
  return a.value() <= b ? a : AutoDiffScalar<VectorXd>(b);
}
inline AutoDiffScalar<VectorXd> min(double a,
                                    const AutoDiffScalar<VectorXd>& b) {
  return a <= b.value() ? AutoDiffScalar<VectorXd>(a) : b;
}

/// Rounding functions have zero derivative almost everywhere; they return the
/// rounded value as a double.
inline double floor(const AutoDiffScalar<VectorXd>& x) {
  return std::floor(x.value());
}
inline double ceil(const AutoDiffScalar<VectorXd>& x) {
  return std::ceil(x.value());
}
inline double round(const AutoDiffScalar<VectorXd>& x) {
  return std::round(x.value());
}

inline bool isnan(const AutoDiffScalar<VectorXd>& x) {
  return std::isnan(x.value());
}
inline bool isinf(const AutoDiffScalar<VectorXd>& x) {
  return std::isinf(x.value());
}
inline bool isfinite(const AutoDiffScalar<VectorXd>& x) {
  return std::isfinite(x.value());
}

/// A real scalar is its own real part and conjugate; its imaginary part is 0.
inline const AutoDiffScalar<VectorXd>& real(const AutoDiffScalar<VectorXd>& x) {
  return x;
}
inline const AutoDiffScalar<VectorXd>& conj(const AutoDiffScalar<VectorXd>& x) {
  return x;
}
inline double imag(const AutoDiffScalar<VectorXd>&) { return 0.0; }

}  // namespace Eigen
