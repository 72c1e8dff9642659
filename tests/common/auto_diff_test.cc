// Tests of drake::ad::AutoDiff, the scalar AutoDiffXd names
// (drake/common/ad/auto_diff.h): its storage (inline up to kInlinePartials,
// on the heap beyond), its handling of constants (empty derivative vectors)
// mixed with variables, and its math functions against finite differences.

#include "drake/common/ad/auto_diff.h"

#include <cmath>
#include <functional>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/Geometry>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/fmt.h"
#include "drake/common/nice_type_name.h"
#include "drake/common/test_utilities/limit_malloc.h"

namespace drake {
namespace auto_diff_test {

using Eigen::Matrix3d;
using Eigen::Vector3d;
using Eigen::VectorXd;

// Closed-form derivatives are exact up to a few ulps of the operands.
constexpr double kExact = 1e-14;
// Central finite differences (f(x+h) - f(x-h)) / 2h with h = 1e-6: the
// truncation error is |f'''|·h²/6 ≈ 1e-12 and the roundoff error about
// eps·|f|/h ≈ 1e-9 for the functions and points used here, so 1e-7 (relative
// to max(1, |f'|)) is comfortably loose yet catches any wrong formula.
constexpr double kH = 1e-6;
constexpr double kFdTolerance = 1e-7;

AutoDiffXd Variable(double value, int index, int size) {
  return AutoDiffXd(value, VectorXd::Unit(size, index));
}

void ExpectDerivatives(const AutoDiffXd& x, const VectorXd& expected,
                       double tolerance = kExact) {
  ASSERT_EQ(x.derivatives().size(), expected.size());
  for (int i = 0; i < expected.size(); ++i) {
    EXPECT_NEAR(x.derivatives()(i), expected(i),
                tolerance * std::max(1.0, std::abs(expected(i))))
        << "entry " << i;
  }
}

TEST(AutoDiffXdTest, Reproducer) {
  AutoDiffXd m(2.0), g(9.81);
  AutoDiffXd th(0.4, VectorXd::Unit(1, 0));
  const AutoDiffXd r1 = m * g * sin(th);
  EXPECT_DOUBLE_EQ(r1.value(), 2 * 9.81 * std::sin(0.4));
  ExpectDerivatives(r1, VectorXd::Constant(1, 2 * 9.81 * std::cos(0.4)));
  const AutoDiffXd r2 = sin(th) * (m * g);
  EXPECT_DOUBLE_EQ(r2.value(), 2 * 9.81 * std::sin(0.4));
  ExpectDerivatives(r2, VectorXd::Constant(1, 2 * 9.81 * std::cos(0.4)));
  const AutoDiffXd r3 = (m * g) - sin(th) * th;
  EXPECT_DOUBLE_EQ(r3.value(), 2 * 9.81 - std::sin(0.4) * 0.4);
  ExpectDerivatives(
      r3, VectorXd::Constant(1, -(std::cos(0.4) * 0.4 + std::sin(0.4))));
  // Constants combined with constants stay constants.
  EXPECT_EQ((m * g).derivatives().size(), 0);
  EXPECT_EQ((m + g - m / g).derivatives().size(), 0);
}

TEST(AutoDiffXdTest, Constructors) {
  const AutoDiffXd a;
  EXPECT_EQ(a.value(), 0.0);
  EXPECT_EQ(a.derivatives().size(), 0);

  const AutoDiffXd b = 3.5;  // Implicit.
  EXPECT_EQ(b.value(), 3.5);
  EXPECT_EQ(b.derivatives().size(), 0);

  const AutoDiffXd c(1.5, 4, 2);
  EXPECT_EQ(c.value(), 1.5);
  ExpectDerivatives(c, VectorXd::Unit(4, 2));

  const AutoDiffXd d(2.0, Vector3d(1, 2, 3));
  ExpectDerivatives(d, Vector3d(1, 2, 3));
  const AutoDiffXd e(2.0, 2 * Vector3d(1, 2, 3) + Vector3d::Ones());
  ExpectDerivatives(e, Vector3d(3, 5, 7));
  // The offset must index the partials.
  EXPECT_THROW(AutoDiffXd(1.0, 3, 3), std::out_of_range);
  EXPECT_THROW(AutoDiffXd(1.0, 3, -1), std::out_of_range);

  AutoDiffXd copy(d);
  ExpectDerivatives(copy, Vector3d(1, 2, 3));
  const AutoDiffXd moved(std::move(copy));
  ExpectDerivatives(moved, Vector3d(1, 2, 3));
}

TEST(AutoDiffXdTest, Assignment) {
  AutoDiffXd x(2.0, Vector3d(1, 2, 3));
  // Assigning a double keeps the size of the derivatives and zeroes them.
  x = 5.0;
  EXPECT_EQ(x.value(), 5.0);
  ExpectDerivatives(x, Vector3d::Zero());
  AutoDiffXd empty;
  empty = 4.0;
  EXPECT_EQ(empty.derivatives().size(), 0);

  AutoDiffXd y;
  y = AutoDiffXd(1.0, Eigen::Vector2d(1, 1));
  ExpectDerivatives(y, Eigen::Vector2d(1, 1));
  x.value() = -1.0;
  x.derivatives() = Vector3d(9, 9, 9);
  EXPECT_EQ(x.value(), -1.0);
  ExpectDerivatives(x, Vector3d(9, 9, 9));
}

// derivatives() on a mutable AutoDiff: element access, in-place arithmetic,
// assignment of another size, resize() and conservativeResize().
TEST(AutoDiffXdTest, MutableDerivatives) {
  AutoDiffXd x(1.0, Vector3d(1, 2, 3));
  x.derivatives()(1) = 5;
  x.derivatives() *= 2;
  ExpectDerivatives(x, Vector3d(2, 10, 6));
  x.derivatives() += Vector3d::Ones();
  ExpectDerivatives(x, Vector3d(3, 11, 7));
  // Another size, smaller and larger, inline and on the heap.
  x.derivatives() = Eigen::Vector2d(4, 5);
  ExpectDerivatives(x, Eigen::Vector2d(4, 5));
  const VectorXd long_vector = VectorXd::LinSpaced(40, 1, 40);
  x.derivatives() = long_vector;
  ExpectDerivatives(x, long_vector);
  x.derivatives() = Eigen::Vector2d(6, 7);
  ExpectDerivatives(x, Eigen::Vector2d(6, 7));
  // A head of itself, and of itself into a longer vector (through a copy).
  AutoDiffXd y(1.0, long_vector);
  y.derivatives() = y.derivatives().head(5);
  ExpectDerivatives(y, long_vector.head(5));
  y.derivatives() = VectorXd::LinSpaced(5, 1, 5);
  // resize: values unspecified; then set through the returned view.
  x.derivatives().resize(4).setConstant(2.5);
  ExpectDerivatives(x, Eigen::Vector4d::Constant(2.5));
  x.derivatives().resize(0);
  EXPECT_EQ(x.derivatives().size(), 0);
  // conservativeResize keeps the head and zero-fills the rest, also across
  // the inline capacity.
  AutoDiffXd z(1.0, Vector3d(1, 2, 3));
  z.derivatives().conservativeResize(5);
  ExpectDerivatives(z, (VectorXd(5) << 1, 2, 3, 0, 0).finished());
  z.derivatives().conservativeResize(30);
  VectorXd expected = VectorXd::Zero(30);
  expected.head(3) = Vector3d(1, 2, 3);
  ExpectDerivatives(z, expected);
  z.derivatives().conservativeResize(2);
  ExpectDerivatives(z, Eigen::Vector2d(1, 2));
  // Only column vectors.
  EXPECT_THROW(z.derivatives().resize(3, 2), std::invalid_argument);
  EXPECT_THROW(z.derivatives().conservativeResize(-1), std::invalid_argument);
  // A copy of the view assigns through.
  auto view = z.derivatives();
  view = x.derivatives();
  EXPECT_EQ(z.derivatives().size(), 0);
}

// More partials than fit inline: the same arithmetic on the heap, and copies,
// moves and assignments between inline and heap storage.
TEST(AutoDiffXdTest, HeapPartials) {
  const int n = AutoDiffXd::kInlinePartials + 9;
  const VectorXd da = VectorXd::LinSpaced(n, -1, 2);
  const VectorXd db = VectorXd::LinSpaced(n, 3, 0.5);
  const AutoDiffXd a(1.5, da), b(-0.5, db);
  ExpectDerivatives(a * b, -0.5 * da + 1.5 * db);
  ExpectDerivatives(a / b, da / -0.5 - 1.5 * db / 0.25);
  ExpectDerivatives(sin(a) + b, std::cos(1.5) * da + db);
  AutoDiffXd c = a;
  c *= b;
  ExpectDerivatives(c, -0.5 * da + 1.5 * db);
  // A move takes the heap storage over and leaves a constant behind.
  const double* data = c.derivatives().data();
  AutoDiffXd moved(std::move(c));
  EXPECT_EQ(moved.derivatives().data(), data);
  EXPECT_EQ(c.derivatives().size(), 0);  // NOLINT(bugprone-use-after-move)
  AutoDiffXd target(2.0, Vector3d(1, 2, 3));
  target = std::move(moved);
  EXPECT_EQ(target.derivatives().data(), data);
  // Assigning a short vector keeps the heap storage (no reallocation), and
  // a long one fits into it again.
  target = AutoDiffXd(1.0, Vector3d(4, 5, 6));
  ExpectDerivatives(target, Vector3d(4, 5, 6));
  EXPECT_EQ(target.derivatives().data(), data);
  target = a;
  ExpectDerivatives(target, da);
  EXPECT_EQ(target.derivatives().data(), data);
  // Mixed with inline-sized operands of another size: an error, as for any
  // two sizes; with constants: fine.
  EXPECT_THROW((void)(a + AutoDiffXd(1.0, Vector3d(1, 2, 3))),
               std::runtime_error);
  ExpectDerivatives(a * 2.0 + AutoDiffXd(3.0), 2 * da);
  // Self-assignment and self-move keep the value.
  target = *&target;
  target = std::move(*&target);
  ExpectDerivatives(target, da);
}

// Up to kInlinePartials partials, arithmetic, math functions and Eigen
// matrix products make no heap allocation.
TEST(AutoDiffXdTest, InlinePartialsDoNotAllocate) {
  const int n = AutoDiffXd::kInlinePartials;
  Eigen::Matrix<AutoDiffXd, 3, 3> R;
  Eigen::Matrix<AutoDiffXd, 3, 1> p;
  for (int i = 0; i < 3; ++i) {
    p(i) = AutoDiffXd(0.1 * i, n, i);
    for (int j = 0; j < 3; ++j) R(i, j) = AutoDiffXd(i - j, n, 3 * i + j);
  }
  Eigen::Matrix<AutoDiffXd, 3, 1> q;
  AutoDiffXd s;
  {
    test::LimitMalloc guard;
    q.noalias() = R * p;
    s = sin(q(0)) * cos(q(1)) / (2.0 + q(2) * q(2)) - sqrt(abs(q(0)) + 1.0);
    s += q.dot(p) + q.norm();
    const AutoDiffXd t = s;
    s = max(t, q(1)) + atan2(q(0), 1.0 + p(2) * p(2));
  }
  // The product's partials: d(Rp)_i = Σ_j (R_ij' p_j + R_ij p_j').
  for (int i = 0; i < 3; ++i) {
    VectorXd expected = VectorXd::Zero(n);
    for (int j = 0; j < 3; ++j) {
      expected += R(i, j).value() * p(j).derivatives() +
                  p(j).value() * R(i, j).derivatives();
    }
    ExpectDerivatives(q(i), expected);
  }
  EXPECT_EQ(s.derivatives().size(), n);
}

TEST(AutoDiffXdTest, NamesAndFormatting) {
  EXPECT_EQ(NiceTypeName::Get<AutoDiffXd>(), "drake::AutoDiffXd");
  EXPECT_EQ(fmt::format("{}", AutoDiffXd(1.25, Eigen::Vector2d(3, 4))), "1.25");
  EXPECT_EQ(ExtractDoubleOrThrow(AutoDiffXd(0.5, Eigen::Vector2d(3, 4))), 0.5);
  Eigen::Matrix<AutoDiffXd, 2, 1> v(AutoDiffXd(1.0, 2, 0),
                                    AutoDiffXd(2.0, 2, 1));
  EXPECT_EQ(ExtractDoubleOrThrow(v), Eigen::Vector2d(1, 2));
  EXPECT_EQ(if_then_else(true, v(0), v(1)).value(), 1.0);
  ExpectDerivatives(if_then_else(false, v(0), v(1)), Eigen::Vector2d(0, 1));
  // ++ and -- change the value only.
  AutoDiffXd w = v(0);
  EXPECT_EQ((w++).value(), 1.0);
  EXPECT_EQ((++w).value(), 3.0);
  EXPECT_EQ((--w).value(), 2.0);
  EXPECT_EQ((w--).value(), 2.0);
  ExpectDerivatives(w, Eigen::Vector2d(1, 0));
  // copysign: |mag| with the sign of sgn, derivatives of ±mag.
  ExpectDerivatives(copysign(v(0), AutoDiffXd(-3.0)), Eigen::Vector2d(-1, 0));
  EXPECT_EQ(copysign(v(0), AutoDiffXd(-3.0)).value(), -1.0);
  ExpectDerivatives(copysign(v(0), v(1)), Eigen::Vector2d(1, 0));
  EXPECT_EQ(nexttoward(AutoDiffXd(1.0), 2.0L), std::nexttoward(1.0, 2.0L));
}

// A binary operation checked for every combination of empty and non-empty
// derivatives against the chain rule: d(f(a, b)) = fa·a' + fb·b'.
struct BinaryCase {
  const char* name;
  std::function<AutoDiffXd(const AutoDiffXd&, const AutoDiffXd&)> f;
  std::function<double(double, double)> f_double;
};

void CheckBinaryAllCombinations(const BinaryCase& c, double a, double b) {
  SCOPED_TRACE(c.name);
  const Vector3d da(1.0, -2.0, 0.5);
  const Vector3d db(0.25, 3.0, -1.0);
  // Partial derivatives by central differences.
  const double fa = (c.f_double(a + kH, b) - c.f_double(a - kH, b)) / (2 * kH);
  const double fb = (c.f_double(a, b + kH) - c.f_double(a, b - kH)) / (2 * kH);
  const double value = c.f_double(a, b);
  const AutoDiffXd ad_a(a, da), ad_b(b, db), const_a(a), const_b(b);
  {
    const AutoDiffXd r = c.f(ad_a, ad_b);
    EXPECT_DOUBLE_EQ(r.value(), value);
    ExpectDerivatives(r, fa * da + fb * db, kFdTolerance);
  }
  {
    const AutoDiffXd r = c.f(const_a, ad_b);
    EXPECT_DOUBLE_EQ(r.value(), value);
    ExpectDerivatives(r, fb * db, kFdTolerance);
  }
  {
    const AutoDiffXd r = c.f(ad_a, const_b);
    EXPECT_DOUBLE_EQ(r.value(), value);
    ExpectDerivatives(r, fa * da, kFdTolerance);
  }
  {
    const AutoDiffXd r = c.f(const_a, const_b);
    EXPECT_DOUBLE_EQ(r.value(), value);
    EXPECT_EQ(r.derivatives().size(), 0);
  }
  // Rvalue operands (whose storage the operators reuse) give the same.
  {
    const AutoDiffXd r = c.f(AutoDiffXd(a, da), AutoDiffXd(b, db));
    ExpectDerivatives(r, fa * da + fb * db, kFdTolerance);
  }
}

TEST(AutoDiffXdTest, BinaryOperatorsMixedEmptyAndNonEmpty) {
  const std::vector<BinaryCase> cases = {
      {"+", [](const AutoDiffXd& a, const AutoDiffXd& b) { return a + b; },
       [](double a, double b) { return a + b; }},
      {"-", [](const AutoDiffXd& a, const AutoDiffXd& b) { return a - b; },
       [](double a, double b) { return a - b; }},
      {"*", [](const AutoDiffXd& a, const AutoDiffXd& b) { return a * b; },
       [](double a, double b) { return a * b; }},
      {"/", [](const AutoDiffXd& a, const AutoDiffXd& b) { return a / b; },
       [](double a, double b) { return a / b; }},
      {"+=",
       [](const AutoDiffXd& a, const AutoDiffXd& b) {
         AutoDiffXd r = a;
         r += b;
         return r;
       },
       [](double a, double b) { return a + b; }},
      {"-=",
       [](const AutoDiffXd& a, const AutoDiffXd& b) {
         AutoDiffXd r = a;
         r -= b;
         return r;
       },
       [](double a, double b) { return a - b; }},
      {"*=",
       [](const AutoDiffXd& a, const AutoDiffXd& b) {
         AutoDiffXd r = a;
         r *= b;
         return r;
       },
       [](double a, double b) { return a * b; }},
      {"/=",
       [](const AutoDiffXd& a, const AutoDiffXd& b) {
         AutoDiffXd r = a;
         r /= b;
         return r;
       },
       [](double a, double b) { return a / b; }},
      {"pow",
       [](const AutoDiffXd& a, const AutoDiffXd& b) { return pow(a, b); },
       [](double a, double b) { return std::pow(a, b); }},
      {"atan2",
       [](const AutoDiffXd& a, const AutoDiffXd& b) { return atan2(a, b); },
       [](double a, double b) { return std::atan2(a, b); }},
      {"expression",
       [](const AutoDiffXd& a, const AutoDiffXd& b) {
         return (a * b - sin(a) * b) / (cos(b) + 2.0) + 3.0 * a * a;
       },
       [](double a, double b) {
         return (a * b - std::sin(a) * b) / (std::cos(b) + 2.0) + 3.0 * a * a;
       }},
  };
  for (const BinaryCase& c : cases) {
    CheckBinaryAllCombinations(c, 1.3, 0.7);
    CheckBinaryAllCombinations(c, 0.4, 2.1);
  }
}

TEST(AutoDiffXdTest, OperatorsWithDouble) {
  const AutoDiffXd x(2.0, Vector3d(1, 2, 3));
  const Vector3d d(1, 2, 3);
  struct Case {
    AutoDiffXd result;
    double value;
    Vector3d derivatives;
  };
  const std::vector<Case> cases = {
      {x + 3.0, 5.0, d},       {3.0 + x, 5.0, d},
      {x - 3.0, -1.0, d},      {3.0 - x, 1.0, -d},
      {x * 3.0, 6.0, 3 * d},   {3.0 * x, 6.0, 3 * d},
      {x / 4.0, 0.5, d / 4},   {4.0 / x, 2.0, -4.0 / 4.0 * d},
      {-x, -2.0, -d},          {+x, 2.0, d},
      {x * 2 + 1, 5.0, 2 * d},  // int operands
  };
  for (const Case& c : cases) {
    EXPECT_DOUBLE_EQ(c.result.value(), c.value);
    ExpectDerivatives(c.result, c.derivatives);
  }
  AutoDiffXd y = x;
  y += 1.0;
  y -= 2.0;
  y *= 3.0;
  y /= 6.0;
  EXPECT_DOUBLE_EQ(y.value(), 0.5);
  ExpectDerivatives(y, d / 2);
  // A constant stays a constant.
  const AutoDiffXd c(2.0);
  EXPECT_EQ((c * 3.0 + 1.0 - 4.0 / c).derivatives().size(), 0);
  EXPECT_EQ((-c).derivatives().size(), 0);
}

TEST(AutoDiffXdTest, CompoundAssignmentAliasing) {
  AutoDiffXd x(3.0, Eigen::Vector2d(1, 2));
  x *= x;  // x² → 2x·x'.
  EXPECT_DOUBLE_EQ(x.value(), 9.0);
  ExpectDerivatives(x, Eigen::Vector2d(6, 12));
  AutoDiffXd y(3.0, Eigen::Vector2d(1, 2));
  y /= y;  // 1 → 0.
  EXPECT_DOUBLE_EQ(y.value(), 1.0);
  ExpectDerivatives(y, Eigen::Vector2d(0, 0));
  AutoDiffXd z(3.0, Eigen::Vector2d(1, 2));
  z += z;
  ExpectDerivatives(z, Eigen::Vector2d(2, 4));
  z -= z;
  ExpectDerivatives(z, Eigen::Vector2d(0, 0));
}

TEST(AutoDiffXdTest, InPlaceOperationsDoNotReallocate) {
  // On the heap (more partials than fit inline), compound assignment works
  // in place.
  const int n = AutoDiffXd::kInlinePartials + 1;
  AutoDiffXd x(3.0, VectorXd::LinSpaced(n, 1, 2));
  const AutoDiffXd y(2.0, VectorXd::Ones(n));
  const double* data = x.derivatives().data();
  {
    test::LimitMalloc guard;
    x += y;
    x -= y;
    x *= y;
    x /= y;
    x *= 2.0;
    x /= 4.0;
    x = 1.0;
  }
  EXPECT_EQ(x.derivatives().data(), data);
  ExpectDerivatives(x, VectorXd::Zero(n));
}

TEST(AutoDiffXdTest, SizeMismatchThrows) {
  const AutoDiffXd a(1.0, Eigen::Vector2d(1, 2));
  const AutoDiffXd b(2.0, Vector3d(1, 2, 3));
  const auto expect_throw = [](const std::function<void()>& f,
                               const char* name) {
    SCOPED_TRACE(name);
    try {
      f();
      ADD_FAILURE() << "no exception";
    } catch (const std::runtime_error& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find("2"), std::string::npos) << message;
      EXPECT_NE(message.find("3"), std::string::npos) << message;
      EXPECT_NE(message.find("different sizes"), std::string::npos) << message;
    }
  };
  expect_throw([&] { (void)(a + b); }, "+");
  expect_throw([&] { (void)(a - b); }, "-");
  expect_throw([&] { (void)(a * b); }, "*");
  expect_throw([&] { (void)(a / b); }, "/");
  expect_throw(
      [&] {
        AutoDiffXd c = a;
        c += b;
      },
      "+=");
  expect_throw(
      [&] {
        AutoDiffXd c = a;
        c -= b;
      },
      "-=");
  expect_throw(
      [&] {
        AutoDiffXd c = a;
        c *= b;
      },
      "*=");
  expect_throw(
      [&] {
        AutoDiffXd c = a;
        c /= b;
      },
      "/=");
  expect_throw([&] { (void)pow(a, b); }, "pow");
  expect_throw([&] { (void)atan2(a, b); }, "atan2");
  try {
    (void)(a + b);
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("(2 and 3)"), std::string::npos)
        << e.what();
  }
}

TEST(AutoDiffXdTest, Comparisons) {
  const AutoDiffXd a(1.0, Eigen::Vector2d(5, 5));
  const AutoDiffXd b(2.0);
  EXPECT_TRUE(a < b);
  EXPECT_TRUE(a <= b);
  EXPECT_FALSE(a > b);
  EXPECT_FALSE(a >= b);
  EXPECT_FALSE(a == b);
  EXPECT_TRUE(a != b);
  EXPECT_TRUE(a == 1.0);
  EXPECT_TRUE(1.0 == a);
  EXPECT_TRUE(a == AutoDiffXd(1.0));  // Derivatives are ignored.
  EXPECT_TRUE(a < 2.0);
  EXPECT_TRUE(0.0 < a);
  EXPECT_TRUE(a <= 1);
  EXPECT_TRUE(1 >= a);
  EXPECT_TRUE(a > 0);
  EXPECT_TRUE(a != 3.0);
  EXPECT_TRUE(3.0 != a);
}

// f(x) with x a variable, x a variable among three (others mixed in through
// a zero-derivative constant), compared with central differences.
void CheckUnary(const std::function<AutoDiffXd(const AutoDiffXd&)>& f,
                const std::function<double(double)>& f_double, double x,
                const char* name) {
  SCOPED_TRACE(std::string(name) + " at " + std::to_string(x));
  const double fd = (f_double(x + kH) - f_double(x - kH)) / (2 * kH);
  const Vector3d dx(0.5, -1.0, 2.0);
  const AutoDiffXd r = f(AutoDiffXd(x, dx));
  EXPECT_DOUBLE_EQ(r.value(), f_double(x));
  ExpectDerivatives(r, fd * dx, kFdTolerance);
  // Through an rvalue.
  const AutoDiffXd r2 = f(AutoDiffXd(x, dx) * 1.0);
  ExpectDerivatives(r2, fd * dx, kFdTolerance);
  // A constant argument gives a constant result.
  const AutoDiffXd c = f(AutoDiffXd(x));
  EXPECT_DOUBLE_EQ(c.value(), f_double(x));
  EXPECT_EQ(c.derivatives().size(), 0);
}

TEST(AutoDiffXdTest, UnaryFunctionsMatchFiniteDifferences) {
  for (const double x : {0.3, 0.7, -0.45}) {
    CheckUnary([](const AutoDiffXd& a) { return abs(a); },
               [](double a) { return std::abs(a); }, x, "abs");
    CheckUnary([](const AutoDiffXd& a) { return abs2(a); },
               [](double a) { return a * a; }, x, "abs2");
    CheckUnary([](const AutoDiffXd& a) { return cbrt(a); },
               [](double a) { return std::cbrt(a); }, x, "cbrt");
    CheckUnary([](const AutoDiffXd& a) { return exp(a); },
               [](double a) { return std::exp(a); }, x, "exp");
    CheckUnary([](const AutoDiffXd& a) { return sin(a); },
               [](double a) { return std::sin(a); }, x, "sin");
    CheckUnary([](const AutoDiffXd& a) { return cos(a); },
               [](double a) { return std::cos(a); }, x, "cos");
    CheckUnary([](const AutoDiffXd& a) { return tan(a); },
               [](double a) { return std::tan(a); }, x, "tan");
    CheckUnary([](const AutoDiffXd& a) { return asin(a); },
               [](double a) { return std::asin(a); }, x, "asin");
    CheckUnary([](const AutoDiffXd& a) { return acos(a); },
               [](double a) { return std::acos(a); }, x, "acos");
    CheckUnary([](const AutoDiffXd& a) { return atan(a); },
               [](double a) { return std::atan(a); }, x, "atan");
    CheckUnary([](const AutoDiffXd& a) { return sinh(a); },
               [](double a) { return std::sinh(a); }, x, "sinh");
    CheckUnary([](const AutoDiffXd& a) { return cosh(a); },
               [](double a) { return std::cosh(a); }, x, "cosh");
    CheckUnary([](const AutoDiffXd& a) { return tanh(a); },
               [](double a) { return std::tanh(a); }, x, "tanh");
    CheckUnary([](const AutoDiffXd& a) { return pow(a, 3); },
               [](double a) { return std::pow(a, 3); }, x, "pow(x, 3)");
    CheckUnary([](const AutoDiffXd& a) { return pow(2.5, a); },
               [](double a) { return std::pow(2.5, a); }, x, "pow(2.5, x)");
    CheckUnary([](const AutoDiffXd& a) { return atan2(a, 0.8); },
               [](double a) { return std::atan2(a, 0.8); }, x, "atan2(x, 0.8)");
    CheckUnary([](const AutoDiffXd& a) { return atan2(-0.8, a); },
               [](double a) { return std::atan2(-0.8, a); }, x,
               "atan2(-0.8, x)");
  }
  for (const double x : {0.3, 1.7, 2.9}) {
    CheckUnary([](const AutoDiffXd& a) { return sqrt(a); },
               [](double a) { return std::sqrt(a); }, x, "sqrt");
    CheckUnary([](const AutoDiffXd& a) { return log(a); },
               [](double a) { return std::log(a); }, x, "log");
    CheckUnary([](const AutoDiffXd& a) { return log10(a); },
               [](double a) { return std::log10(a); }, x, "log10");
    CheckUnary([](const AutoDiffXd& a) { return pow(a, 2.5); },
               [](double a) { return std::pow(a, 2.5); }, x, "pow(x, 2.5)");
  }
}

TEST(AutoDiffXdTest, UnaryClosedForms) {
  const double v = 0.6;
  const AutoDiffXd x(v, Eigen::Vector2d(1, 2));
  const Eigen::Vector2d d(1, 2);
  ExpectDerivatives(sin(x), std::cos(v) * d);
  ExpectDerivatives(cos(x), -std::sin(v) * d);
  ExpectDerivatives(exp(x), std::exp(v) * d);
  ExpectDerivatives(log(x), d / v);
  ExpectDerivatives(sqrt(x), d * 0.5 / std::sqrt(v));
  ExpectDerivatives(tan(x), d / (std::cos(v) * std::cos(v)));
  ExpectDerivatives(atan(x), d / (1 + v * v));
  ExpectDerivatives(pow(x, 3.0), 3 * v * v * d);
  ExpectDerivatives(abs2(x), 2 * v * d);
  ExpectDerivatives(-x * x, -2 * v * d);
}

TEST(AutoDiffXdTest, DerivativeEdgeCases) {
  const Eigen::Vector2d d(1, 0);
  // abs at 0 follows Eigen: sign(0) taken as +1.
  const AutoDiffXd a0 = abs(AutoDiffXd(0.0, d));
  EXPECT_EQ(a0.value(), 0.0);
  ExpectDerivatives(a0, d);
  ExpectDerivatives(abs(AutoDiffXd(-2.0, d)), -d);
  // sqrt at 0 follows Eigen: der · 0.5/0, i.e. +inf for the non-zero entry
  // and NaN (0·inf) for the zero entry.
  const AutoDiffXd s0 = sqrt(AutoDiffXd(0.0, d));
  EXPECT_EQ(s0.value(), 0.0);
  EXPECT_TRUE(std::isinf(s0.derivatives()(0)));
  EXPECT_GT(s0.derivatives()(0), 0);
  EXPECT_TRUE(std::isnan(s0.derivatives()(1)));
  // pow(x, 0) has a zero derivative, even at x = 0.
  for (const double x : {0.0, 2.0, -1.5}) {
    const AutoDiffXd p = pow(AutoDiffXd(x, d), 0.0);
    EXPECT_EQ(p.value(), 1.0);
    ExpectDerivatives(p, Eigen::Vector2d::Zero());
    const AutoDiffXd q = pow(AutoDiffXd(x, d), AutoDiffXd(0.0));
    EXPECT_EQ(q.value(), 1.0);
    ExpectDerivatives(q, Eigen::Vector2d::Zero());
  }
  // A constant exponent with a negative base: no NaN from ln(base).
  const AutoDiffXd n = pow(AutoDiffXd(-2.0, d), AutoDiffXd(3.0));
  EXPECT_DOUBLE_EQ(n.value(), -8.0);
  ExpectDerivatives(n, 12.0 * d);
  // pow(constant base, variable exponent).
  const AutoDiffXd e = pow(AutoDiffXd(2.0), AutoDiffXd(3.0, d));
  EXPECT_DOUBLE_EQ(e.value(), 8.0);
  ExpectDerivatives(e, 8.0 * std::log(2.0) * d);
  const AutoDiffXd e2 = pow(2.0, AutoDiffXd(3.0));
  EXPECT_DOUBLE_EQ(e2.value(), 8.0);
  EXPECT_EQ(e2.derivatives().size(), 0);
}

TEST(AutoDiffXdTest, MinMaxPickAnOperand) {
  const AutoDiffXd a(1.0, Eigen::Vector2d(1, 0));
  const AutoDiffXd b(2.0, Eigen::Vector2d(0, 1));
  const AutoDiffXd a_tie(1.0, Eigen::Vector2d(7, 7));
  ExpectDerivatives(max(a, b), b.derivatives());
  ExpectDerivatives(min(a, b), a.derivatives());
  // A tie keeps the first operand, unless it is a constant.
  ExpectDerivatives(max(a, a_tie), a.derivatives());
  ExpectDerivatives(min(a_tie, a), a_tie.derivatives());
  ExpectDerivatives(max(AutoDiffXd(1.0), a), a.derivatives());
  ExpectDerivatives(min(AutoDiffXd(1.0), a), a.derivatives());
  // Returned by reference, as std::max does.
  EXPECT_EQ(&max(a, b), &b);
  EXPECT_EQ(&min(a, b), &a);
  // Against a double: a winning double has zero partials of a's size, and a
  // tie keeps the AutoDiff's.
  EXPECT_EQ(max(a, 3.0).value(), 3.0);
  ExpectDerivatives(max(a, 3.0), Eigen::Vector2d::Zero());
  ExpectDerivatives(max(3.0, a), Eigen::Vector2d::Zero());
  ExpectDerivatives(max(a, 0.0), a.derivatives());
  ExpectDerivatives(max(0.0, a), a.derivatives());
  ExpectDerivatives(max(1.0, a), a.derivatives());
  ExpectDerivatives(max(a, 1.0), a.derivatives());
  ExpectDerivatives(min(a, 3.0), a.derivatives());
  ExpectDerivatives(min(3.0, a), a.derivatives());
  ExpectDerivatives(min(1.0, a), a.derivatives());
  EXPECT_EQ(min(a, -1.0).value(), -1.0);
  ExpectDerivatives(min(-1.0, a), Eigen::Vector2d::Zero());
  ExpectDerivatives(max(a, 0), a.derivatives());  // int operand
  // Of expressions (which are AutoDiffXd now).
  ExpectDerivatives(max(a * a, b * 0.1), Eigen::Vector2d(2, 0));
  // std::max/std::min via the comparison operators.
  EXPECT_EQ(std::max(a, b).value(), 2.0);
  EXPECT_EQ(std::min(a, b).value(), 1.0);
}

TEST(AutoDiffXdTest, RoundingAndClassification) {
  const AutoDiffXd x(2.5, Eigen::Vector2d(1, 1));
  EXPECT_EQ(floor(x), 2.0);
  EXPECT_EQ(ceil(x), 3.0);
  EXPECT_EQ(round(x), 3.0);
  EXPECT_FALSE(isnan(x));
  EXPECT_FALSE(isinf(x));
  EXPECT_TRUE(isfinite(x));
  const AutoDiffXd nan(std::numeric_limits<double>::quiet_NaN());
  const AutoDiffXd inf(std::numeric_limits<double>::infinity());
  EXPECT_TRUE(isnan(nan));
  EXPECT_FALSE(isfinite(nan));
  EXPECT_TRUE(isinf(inf));
  EXPECT_FALSE(isfinite(inf));
  EXPECT_TRUE(Eigen::numext::isnan(nan));
  EXPECT_TRUE(Eigen::numext::isinf(inf));
  EXPECT_TRUE((Eigen::numext::isfinite)(x));
  EXPECT_EQ(real(x).value(), 2.5);
  EXPECT_EQ(conj(x).value(), 2.5);
  EXPECT_EQ(imag(x), 0.0);
  EXPECT_EQ(Eigen::numext::real(x).value(), 2.5);
  EXPECT_EQ(Eigen::numext::abs2(x).value(), 6.25);
}

TEST(AutoDiffXdTest, PrintsTheValue) {
  std::ostringstream out;
  out << AutoDiffXd(1.25, Eigen::Vector2d(3, 4));
  EXPECT_EQ(out.str(), "1.25");
}

TEST(AutoDiffXdTest, MatrixOperations) {
  // x = (x0, x1, x2) variables; M a double matrix; products both ways.
  Eigen::Matrix<AutoDiffXd, 3, 1> x;
  for (int i = 0; i < 3; ++i) x(i) = Variable(0.5 + i, i, 3);
  Matrix3d M;
  M << 1, 2, 3, -1, 0.5, 4, 2, -3, 1;
  const Eigen::Matrix<AutoDiffXd, 3, 1> y = M * x;
  for (int i = 0; i < 3; ++i) {
    EXPECT_DOUBLE_EQ(y(i).value(), M.row(i).dot(Vector3d(0.5, 1.5, 2.5)));
    ExpectDerivatives(y(i), M.row(i).transpose());
  }
  const Eigen::Matrix<AutoDiffXd, 1, 3> z = x.transpose() * M;
  for (int j = 0; j < 3; ++j) ExpectDerivatives(z(j), M.col(j));

  // Mixing constants (cast from double) with variables inside a matrix.
  Eigen::Matrix<AutoDiffXd, 3, 3> A = M.cast<AutoDiffXd>();
  EXPECT_EQ(A(0, 0).derivatives().size(), 0);
  A(1, 1) = x(0);
  const Eigen::Matrix<AutoDiffXd, 3, 3> AA = A * A;
  // (A·A)(1,1) = Σ_k A(1,k)A(k,1) = A10 A01 + x0² + A12 A21.
  EXPECT_DOUBLE_EQ(AA(1, 1).value(), -1 * 2 + 0.25 + 4 * -3);
  ExpectDerivatives(AA(1, 1), Vector3d(2 * 0.5, 0, 0));
  // (A·A)(0,0) involves no variable: a constant (or zero derivatives).
  EXPECT_TRUE(AA(0, 0).derivatives().size() == 0 ||
              AA(0, 0).derivatives().isZero());
  const Eigen::Matrix<AutoDiffXd, 3, 3> AM = A * M + M * A - 2.0 * A;
  ExpectDerivatives(AM(1, 1), Vector3d(0.5 + 0.5 - 2.0, 0, 0));

  // norm and dot.
  const AutoDiffXd n = x.norm();
  const double nv = Vector3d(0.5, 1.5, 2.5).norm();
  EXPECT_DOUBLE_EQ(n.value(), nv);
  ExpectDerivatives(n, Vector3d(0.5, 1.5, 2.5) / nv);
  const AutoDiffXd dot = x.dot(Vector3d(1, 2, 3).cast<AutoDiffXd>());
  EXPECT_DOUBLE_EQ(dot.value(), 0.5 + 3 + 7.5);
  ExpectDerivatives(dot, Vector3d(1, 2, 3));
  const AutoDiffXd sum = x.sum() + A.sum();
  ExpectDerivatives(sum, Vector3d(2, 1, 1));
}

// AutoDiff × AutoDiff matrix products (evaluated by drake::ad's operator*,
// which accumulates in place): the values are the double product of the
// values, and the partials follow the product rule, entry by entry, with
// constant entries (empty partials) mixed in; inner products stay Eigen's.
TEST(AutoDiffXdTest, MatrixProducts) {
  const int n = 5;
  Eigen::Matrix<AutoDiffXd, 3, 4> A;
  Eigen::Matrix<AutoDiffXd, 4, 2> B;
  for (int i = 0; i < 3; ++i) {
    for (int k = 0; k < 4; ++k) {
      A(i, k) = (i + k) % 3 == 0
                    ? AutoDiffXd(0.5 * i - k)
                    : AutoDiffXd(0.5 * i - k, VectorXd::LinSpaced(n, i, k));
    }
  }
  for (int k = 0; k < 4; ++k) {
    for (int j = 0; j < 2; ++j) {
      B(k, j) = k == 2 ? AutoDiffXd(1.0 + k * j)
                       : AutoDiffXd(1.0 + k * j, VectorXd::Constant(n, k - j));
    }
  }
  const auto value = [](const auto& m) {
    return m.unaryExpr([](const AutoDiffXd& x) { return x.value(); }).eval();
  };
  const auto expected_partials = [&](int i, int j) {
    VectorXd d = VectorXd::Zero(n);
    for (int k = 0; k < 4; ++k) {
      if (A(i, k).derivatives().size() > 0) {
        d += B(k, j).value() * A(i, k).derivatives();
      }
      if (B(k, j).derivatives().size() > 0) {
        d += A(i, k).value() * B(k, j).derivatives();
      }
    }
    return d;
  };
  const Eigen::Matrix<AutoDiffXd, 3, 2> C = A * B;
  EXPECT_TRUE(value(C).isApprox(value(A) * value(B), kExact));
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 2; ++j)
      ExpectDerivatives(C(i, j), expected_partials(i, j));
  }
  // Dynamic sizes, blocks and transposes give the same.
  const MatrixX<AutoDiffXd> A_dynamic = A;
  const MatrixX<AutoDiffXd> B_dynamic = B;
  const MatrixX<AutoDiffXd> C_dynamic = A_dynamic * B_dynamic;
  const Eigen::Matrix<AutoDiffXd, 2, 3> Ct = B.transpose() * A.transpose();
  const Eigen::Matrix<AutoDiffXd, 2, 2> C_block =
      A.topRows<2>() * B.topRows<4>();
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 2; ++j) {
      EXPECT_EQ(C_dynamic(i, j).value(), C(i, j).value());
      ExpectDerivatives(C_dynamic(i, j), C(i, j).derivatives());
      ExpectDerivatives(Ct(j, i), C(i, j).derivatives());
      if (i < 2) ExpectDerivatives(C_block(i, j), C(i, j).derivatives());
    }
  }
  // Constants only: a constant result.
  const Eigen::Matrix<AutoDiffXd, 2, 2> K =
      Eigen::Matrix2d((Eigen::Matrix2d() << 1, 2, 3, 4).finished())
          .cast<AutoDiffXd>();
  const Eigen::Matrix<AutoDiffXd, 2, 2> KK = K * K;
  EXPECT_EQ(KK(1, 0).value(), 15.0);
  EXPECT_EQ(KK(1, 0).derivatives().size(), 0);
  // An operand without coefficient access (an inverse) is evaluated first.
  const Eigen::Matrix<AutoDiffXd, 2, 2> I = K.inverse() * K;
  EXPECT_NEAR(I(0, 0).value(), 1.0, kExact);
  EXPECT_NEAR(I(1, 0).value(), 0.0, kExact);
  // An inner product is still a scalar.
  const AutoDiffXd inner = A.row(1) * B.col(0);
  EXPECT_DOUBLE_EQ(inner.value(), C(1, 0).value());
  ExpectDerivatives(inner, C(1, 0).derivatives());
  // Mismatched shapes (possible with dynamic sizes) throw, naming them.
  try {
    (void)(A_dynamic * A_dynamic);
    ADD_FAILURE() << "no exception";
  } catch (const std::logic_error& e) {
    EXPECT_NE(std::string(e.what()).find("3x4 matrix times a 3x4"),
              std::string::npos)
        << e.what();
  }
  // Partials of different sizes throw as for scalars.
  MatrixX<AutoDiffXd> D = B_dynamic;
  D(0, 0) = AutoDiffXd(1.0, Eigen::Vector2d(1, 1));
  EXPECT_THROW((void)(A_dynamic * D), std::runtime_error);
}

// Solves (K(θ))·u = f with K symmetric positive definite, θ a variable that
// appears in some entries (others constants): du/dθ matches central
// differences.
Vector3d SolveDouble(double theta) {
  Matrix3d K;
  K << 4 + theta, 1, 0.5, 1, 3, std::sin(theta), 0.5, std::sin(theta), 2;
  const Vector3d f(1, std::cos(theta), 2);
  return K.llt().solve(f);
}

TEST(AutoDiffXdTest, LltSolveMatchesFiniteDifferences) {
  const double theta_value = 0.3;
  const AutoDiffXd theta(theta_value, VectorXd::Unit(1, 0));
  Eigen::Matrix<AutoDiffXd, 3, 3> K;
  K << 4 + theta, 1, 0.5, 1, 3, sin(theta), 0.5, sin(theta), 2;
  Eigen::Matrix<AutoDiffXd, 3, 1> f;
  f << 1, cos(theta), 2;
  const Eigen::LLT<Eigen::Matrix<AutoDiffXd, 3, 3>> llt(K);
  ASSERT_EQ(llt.info(), Eigen::Success);
  const Eigen::Matrix<AutoDiffXd, 3, 1> u = llt.solve(f);
  const Vector3d u_value = SolveDouble(theta_value);
  const Vector3d fd =
      (SolveDouble(theta_value + kH) - SolveDouble(theta_value - kH)) /
      (2 * kH);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(u(i).value(), u_value(i), 1e-14);
    ExpectDerivatives(u(i), VectorXd::Constant(1, fd(i)), kFdTolerance);
  }
  // LDLT agrees.
  const Eigen::Matrix<AutoDiffXd, 3, 1> v = K.ldlt().solve(f);
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(v(i).value(), u_value(i), 1e-14);
    ExpectDerivatives(v(i), u(i).derivatives(), 1e-12);
  }
}

TEST(AutoDiffXdTest, QuaternionAndAngleAxis) {
  const double t = 0.7;
  const AutoDiffXd theta(t, VectorXd::Unit(1, 0));
  // A rotation by 2θ about z, built with constant (empty-derivative) parts.
  Eigen::Quaternion<AutoDiffXd> q(cos(theta), AutoDiffXd(0.0), AutoDiffXd(0.0),
                                  sin(theta));
  q.normalize();
  const Eigen::Matrix<AutoDiffXd, 3, 3> R = q.toRotationMatrix();
  EXPECT_NEAR(R(0, 0).value(), std::cos(2 * t), 1e-14);
  ExpectDerivatives(R(0, 0), VectorXd::Constant(1, -2 * std::sin(2 * t)),
                    1e-12);
  const Eigen::AngleAxis<AutoDiffXd> aa(q);
  EXPECT_NEAR(aa.angle().value(), 2 * t, 1e-14);
  ExpectDerivatives(aa.angle(), VectorXd::Constant(1, 2.0), 1e-12);
  const Eigen::Matrix<AutoDiffXd, 3, 1> axis(AutoDiffXd(0.0), AutoDiffXd(0.0),
                                             AutoDiffXd(1.0));
  const Eigen::AngleAxis<AutoDiffXd> aa2(theta, axis);
  const Eigen::Quaternion<AutoDiffXd> q2(aa2);
  EXPECT_NEAR(q2.w().value(), std::cos(t / 2), 1e-14);
  ExpectDerivatives(q2.w(), VectorXd::Constant(1, -0.5 * std::sin(t / 2)),
                    1e-12);
  const Eigen::Matrix<AutoDiffXd, 3, 1> rotated =
      q2 * Vector3d(1, 0, 0).cast<AutoDiffXd>();
  EXPECT_NEAR(rotated(1).value(), std::sin(t), 1e-14);
  ExpectDerivatives(rotated(1), VectorXd::Constant(1, std::cos(t)), 1e-12);
}

}  // namespace auto_diff_test
}  // namespace drake
