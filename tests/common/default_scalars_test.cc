#include "drake/common/default_scalars.h"

#include <string>

#include <gtest/gtest.h>

#include "common/default_scalars_test_library.h"

#include "drake/common/nice_type_name.h"
#include "drake/common/symbolic/expression.h"

// A class template whose members are defined only below, after the DECLARE
// macro, as in a header/.cc pair; the DEFINE macro instantiates it for both
// default scalars, so the test links only if the macros name both.
namespace drake {
namespace default_scalars_test {

template <typename T>
class Doubler {
 public:
  T Apply(const T& x) const;
  std::string ScalarName() const;
};

template <typename T>
T Square(const T& x);

}  // namespace default_scalars_test
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::default_scalars_test::Doubler)

namespace drake {
namespace default_scalars_test {

template <typename T>
T Doubler<T>::Apply(const T& x) const {
  return 2.0 * x;
}

template <typename T>
std::string Doubler<T>::ScalarName() const {
  return NiceTypeName::Get<T>();
}

template <typename T>
T Square(const T& x) {
  return x * x;
}

DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS((&Square<T>))

}  // namespace default_scalars_test
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::default_scalars_test::Doubler)

namespace drake {
namespace default_scalars_test {
namespace default_scalars_test {

TEST(DefaultScalarsTest, InstantiatesDoubleAndAutoDiff) {
  EXPECT_EQ(Doubler<double>().Apply(1.5), 3.0);
  const AutoDiffXd x(1.5, Eigen::VectorXd::Unit(2, 1));
  const AutoDiffXd y = Doubler<AutoDiffXd>().Apply(x);
  EXPECT_EQ(y.value(), 3.0);
  EXPECT_EQ(y.derivatives(), Eigen::Vector2d(0.0, 2.0));
  EXPECT_EQ(Doubler<double>().ScalarName(), "double");
  EXPECT_EQ(Doubler<AutoDiffXd>().ScalarName(), "drake::AutoDiffXd");
  EXPECT_EQ(Square(3.0), 9.0);
  EXPECT_EQ(Square(x).derivatives(), Eigen::Vector2d(0.0, 3.0));
}

TEST(DefaultScalarsTest, InstantiatesExpression) {
  const symbolic::Variable v("v");
  const symbolic::Expression e(v);
  EXPECT_TRUE(Doubler<symbolic::Expression>().Apply(e).EqualTo(2.0 * e));
  EXPECT_EQ(Doubler<symbolic::Expression>().ScalarName(),
            "drake::symbolic::Expression");
  EXPECT_TRUE(Square(e).EqualTo(pow(e, 2)));
  EXPECT_TRUE(is_default_scalar<double>);
  EXPECT_TRUE(is_default_scalar<AutoDiffXd>);
  EXPECT_TRUE(is_default_scalar<symbolic::Expression>);
  EXPECT_FALSE(is_default_scalar<float>);
}

// CubePlusOne and Negate are defined and instantiated (by the function
// macro) only in another shared library; this program links only if the
// macro emitted both scalars' instantiations there. Values are exact.
TEST(DefaultScalarsTest, FunctionMacroInstantiatesForOtherLibraries) {
  EXPECT_EQ(CubePlusOne(2.0), 9.0);
  EXPECT_EQ(Negate(-1.25), 1.25);
  const AutoDiffXd x(2.0, Eigen::VectorXd::Unit(2, 0));
  const AutoDiffXd y = CubePlusOne(x);
  EXPECT_EQ(y.value(), 9.0);
  // d(x³ + 1)/dx = 3x² = 12.
  EXPECT_EQ(y.derivatives(), Eigen::Vector2d(12.0, 0.0));
  EXPECT_EQ(Negate(x).derivatives(), Eigen::Vector2d(-1.0, 0.0));
  const symbolic::Variable v("v");
  const symbolic::Expression e(v);
  EXPECT_TRUE(Negate(e).EqualTo(-e));
  EXPECT_EQ(CubePlusOne(e).Evaluate(symbolic::Environment{{v, 2.0}}), 9.0);
  // A function of two scalars is instantiated for every (T, U) pair.
  EXPECT_EQ(ScaleBy(AutoDiffXd(2.0), symbolic::Expression(3.0)).value(), 6.0);
  EXPECT_TRUE(ScaleBy(e, 3.0).EqualTo(3.0 * e));
  EXPECT_EQ(ScaleBy(1.5, 2.0), 3.0);
}

}  // namespace default_scalars_test
}  // namespace default_scalars_test
}  // namespace drake
