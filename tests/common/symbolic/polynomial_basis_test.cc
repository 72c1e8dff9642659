// ComputePolynomialBasisUpToDegree. The number of elements of n variables
// up to total degree d is C(n + d, d) (NChooseK, cross-checked here with
// Pascal's rule); with even or odd degrees only, the sum of C(n + k − 1, k)
// over those k. A small case is checked element by element.

#include "drake/common/symbolic/polynomial_basis.h"

#include <set>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/chebyshev_basis_element.h"
#include "drake/common/symbolic/monomial_basis_element.h"

namespace drake {
namespace symbolic {
namespace polynomial_basis_test {

using internal::DegreeType;

// C(n, k) by Pascal's rule, independently of NChooseK.
int Binomial(int n, int k) {
  std::vector<std::vector<int>> c(n + 1, std::vector<int>(n + 1, 0));
  for (int i = 0; i <= n; ++i) {
    c[i][0] = 1;
    for (int j = 1; j <= i; ++j) c[i][j] = c[i - 1][j - 1] + c[i - 1][j];
  }
  return c[n][k];
}

class PolynomialBasisTest : public ::testing::Test {
 protected:
  template <typename BasisElement>
  void CheckSizes() {
    const std::vector<Variable> all{x_, y_, z_, w_};
    for (int n = 1; n <= 4; ++n) {
      Variables vars;
      for (int i = 0; i < n; ++i) vars.insert(all[i]);
      for (int d = 0; d <= 5; ++d) {
        int even = 0;
        int odd = 0;
        // Elements of total degree exactly k: C(n + k − 1, k).
        for (int k = 0; k <= d; ++k) {
          (k % 2 == 0 ? even : odd) += Binomial(n + k - 1, k);
        }
        const auto any =
            ComputePolynomialBasisUpToDegree<Eigen::Dynamic, BasisElement>(
                vars, d, DegreeType::kAny);
        EXPECT_EQ(any.size(), Binomial(n + d, d)) << n << " vars, " << d;
        EXPECT_EQ(any.size(), NChooseK(n + d, d));
        EXPECT_EQ(
            (ComputePolynomialBasisUpToDegree<Eigen::Dynamic, BasisElement>(
                 vars, d, DegreeType::kEven)
                 .size()),
            even);
        EXPECT_EQ(
            (ComputePolynomialBasisUpToDegree<Eigen::Dynamic, BasisElement>(
                 vars, d, DegreeType::kOdd)
                 .size()),
            odd);
        // All distinct, all within the degree, in non-decreasing degree.
        std::set<BasisElement> distinct(any.data(), any.data() + any.size());
        EXPECT_EQ(static_cast<int>(distinct.size()), any.size());
        for (int i = 0; i < any.size(); ++i) {
          EXPECT_LE(any(i).total_degree(), d);
          EXPECT_TRUE(any(i).GetVariables().IsSubsetOf(vars));
          if (i > 0) {
            EXPECT_LE(any(i - 1).total_degree(), any(i).total_degree());
          }
        }
      }
    }
  }

  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
  const Variable w_{"w"};
};

TEST_F(PolynomialBasisTest, SizesAreBinomialCounts) {
  CheckSizes<MonomialBasisElement>();
  CheckSizes<ChebyshevBasisElement>();
}

// {x, y, z} up to degree 2, in graded reverse lexicographic order with
// x < y < z (creation order): 1, x, y, z, x², xy, xz, y², yz, z².
TEST_F(PolynomialBasisTest, ElementsOfSmallCase) {
  ASSERT_TRUE(x_.less(y_) && y_.less(z_));
  using M = MonomialBasisElement;
  const Eigen::Matrix<M, 10, 1> basis = ComputePolynomialBasisUpToDegree<10, M>(
      Variables({x_, y_, z_}), 2, DegreeType::kAny);
  const std::vector<M> expected{M(),
                                M(x_),
                                M(y_),
                                M(z_),
                                M(x_, 2),
                                M({{x_, 1}, {y_, 1}}),
                                M({{x_, 1}, {z_, 1}}),
                                M(y_, 2),
                                M({{y_, 1}, {z_, 1}}),
                                M(z_, 2)};
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(basis(i), expected[i]) << i << ": " << to_string(basis(i));
  }

  // Chebyshev, {x, y}, degrees 1 and 3 only: T₁(x), T₁(y), T₃(x),
  // T₂(x)T₁(y), T₁(x)T₂(y), T₃(y).
  using C = ChebyshevBasisElement;
  const auto odd = ComputePolynomialBasisUpToDegree<6, C>(Variables({x_, y_}),
                                                          3, DegreeType::kOdd);
  const std::vector<C> expected_odd{
      C(x_),   C(y_), C(x_, 3), C({{x_, 2}, {y_, 1}}), C({{x_, 1}, {y_, 2}}),
      C(y_, 3)};
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(odd(i), expected_odd[i]) << i << ": " << to_string(odd(i));
  }
  // Even degrees up to 2 (or 3): 1, T₂(x), T₁(x)T₁(y), T₂(y).
  const auto even = ComputePolynomialBasisUpToDegree<Eigen::Dynamic, C>(
      Variables({x_, y_}), 3, DegreeType::kEven);
  ASSERT_EQ(even.size(), 4);
  EXPECT_EQ(even(0), C());
  EXPECT_EQ(even(1), C(x_, 2));
  EXPECT_EQ(even(2), C({{x_, 1}, {y_, 1}}));
  EXPECT_EQ(even(3), C(y_, 2));
}

// The helper that raises a given element by every element of one degree.
TEST_F(PolynomialBasisTest, AddElementsOfDegreeN) {
  using M = MonomialBasisElement;
  using Order = BasisElementGradedReverseLexOrder<std::less<Variable>, M>;
  std::set<M, Order> bin;
  // x²yz³ times each of x², xy, y².
  internal::AddPolynomialBasisElementsOfDegreeN(
      Variables({x_, y_}), 2, M({{x_, 2}, {y_, 1}, {z_, 3}}), &bin);
  EXPECT_EQ(bin, (std::set<M, Order>{M({{x_, 4}, {y_, 1}, {z_, 3}}),
                                     M({{x_, 3}, {y_, 2}, {z_, 3}}),
                                     M({{x_, 2}, {y_, 3}, {z_, 3}})}));
  bin.clear();
  internal::AddPolynomialBasisElementsOfDegreeN(Variables(), 0, M(z_), &bin);
  EXPECT_EQ(bin.size(), 1);
  bin.clear();
  internal::AddPolynomialBasisElementsOfDegreeN(Variables(), 2, M(z_), &bin);
  EXPECT_TRUE(bin.empty());
}

TEST_F(PolynomialBasisTest, BadInputThrows) {
  using M = MonomialBasisElement;
  DRAKE_EXPECT_THROWS_MESSAGE(
      (ComputePolynomialBasisUpToDegree<Eigen::Dynamic, M>(Variables(), 2,
                                                           DegreeType::kAny)),
      ".*set of variables is empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      (ComputePolynomialBasisUpToDegree<Eigen::Dynamic, M>(Variables({x_}), -1,
                                                           DegreeType::kAny)),
      ".*degree -1 is negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      (ComputePolynomialBasisUpToDegree<4, M>(Variables({x_, y_}), 2,
                                              DegreeType::kAny)),
      ".*4 elements requested at compile time, but there are 6.*");
}

}  // namespace polynomial_basis_test
}  // namespace symbolic
}  // namespace drake
