#include "drake/systems/framework/scalar_conversion_traits.h"

#include <memory>
#include <type_traits>

#include <gtest/gtest.h>

#include "drake/common/symbolic/expression.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace scalar_conversion_traits_test {

using scalar_conversion::FromDoubleTraits;
using scalar_conversion::NonSymbolicTraits;
using scalar_conversion::Traits;
using scalar_conversion::ValueConverter;
using symbolic::Expression;

template <typename T>
struct Anything {};

TEST(ScalarConversionTraitsTest, Supported) {
  EXPECT_TRUE((Traits<Anything>::supported<double, Expression>::value));
  EXPECT_TRUE((NonSymbolicTraits::supported<AutoDiffXd, double>::value));
  EXPECT_FALSE((NonSymbolicTraits::supported<Expression, double>::value));
  EXPECT_FALSE((NonSymbolicTraits::supported<double, Expression>::value));
  EXPECT_TRUE((FromDoubleTraits::supported<AutoDiffXd, double>::value));
  EXPECT_TRUE((FromDoubleTraits::supported<Expression, double>::value));
  EXPECT_FALSE((FromDoubleTraits::supported<double, AutoDiffXd>::value));
}

TEST(ScalarConversionTraitsTest, ValueConverter) {
  const AutoDiffXd x(2.5, Eigen::Vector2d(1, 2));
  EXPECT_EQ((ValueConverter<double, AutoDiffXd>{}(x)), 2.5);
  // Same type: unchanged, derivatives kept.
  const AutoDiffXd same = ValueConverter<AutoDiffXd, AutoDiffXd>{}(x);
  EXPECT_EQ(same.derivatives(), Eigen::Vector2d(1, 2));
  // To AutoDiffXd from double: a constant.
  const AutoDiffXd promoted = ValueConverter<AutoDiffXd, double>{}(1.5);
  EXPECT_EQ(promoted.value(), 1.5);
  EXPECT_EQ(promoted.derivatives().size(), 0);
  // From a symbolic constant; one with a variable throws.
  EXPECT_EQ((ValueConverter<double, Expression>{}(Expression(4.0))), 4.0);
  const symbolic::Variable v("v");
  EXPECT_THROW((ValueConverter<double, Expression>{}(Expression(v))),
               std::exception);
}

// A system whose AutoDiffXd → double conversion would not compile; Traits
// rule it out, so the framework never instantiates it and reports it as
// unsupported, while double → AutoDiffXd works.
template <typename T>
class OneWay final : public LeafSystem<T> {
 public:
  OneWay() : LeafSystem<T>(SystemTypeTag<OneWay>{}) {}
  template <typename U>
  explicit OneWay(const OneWay<U>&) : OneWay() {
    static_assert(std::is_same_v<U, double>,
                  "OneWay converts only from double");
  }
};

}  // namespace scalar_conversion_traits_test

namespace scalar_conversion {
template <>
struct Traits<scalar_conversion_traits_test::OneWay> : public FromDoubleTraits {
};
}  // namespace scalar_conversion

namespace scalar_conversion_traits_test {

TEST(ScalarConversionTraitsTest, SystemsHonorTraits) {
  OneWay<double> system;
  EXPECT_TRUE((system.get_system_scalar_converter()
                   .IsConvertible<AutoDiffXd, double>()));
  std::unique_ptr<System<AutoDiffXd>> autodiff = system.ToAutoDiffXd();
  ASSERT_NE(autodiff, nullptr);
  EXPECT_FALSE((autodiff->get_system_scalar_converter()
                    .IsConvertible<double, AutoDiffXd>()));
  EXPECT_EQ(autodiff->ToScalarTypeMaybe<double>(), nullptr);
  // FromDoubleTraits allow double → Expression, but not Expression → double.
  EXPECT_TRUE((system.get_system_scalar_converter()
                   .IsConvertible<Expression, double>()));
  std::unique_ptr<System<Expression>> symbolic = system.ToSymbolic();
  ASSERT_NE(symbolic, nullptr);
  EXPECT_EQ(symbolic->ToScalarTypeMaybe<double>(), nullptr);
  EXPECT_EQ(symbolic->ToAutoDiffXdMaybe(), nullptr);
  EXPECT_EQ(autodiff->ToSymbolicMaybe(), nullptr);
}

// NonSymbolicTraits: double ↔ AutoDiffXd only; Expression is refused with
// the Maybe calls (nullptr) and ToSymbolic (throws naming the scalar).
template <typename T>
class NoSymbolic final : public LeafSystem<T> {
 public:
  NoSymbolic() : LeafSystem<T>(SystemTypeTag<NoSymbolic>{}) {}
  template <typename U>
  explicit NoSymbolic(const NoSymbolic<U>&) : NoSymbolic() {}
};

}  // namespace scalar_conversion_traits_test

namespace scalar_conversion {
template <>
struct Traits<scalar_conversion_traits_test::NoSymbolic>
    : public NonSymbolicTraits {};
}  // namespace scalar_conversion

namespace scalar_conversion_traits_test {

TEST(ScalarConversionTraitsTest, NonSymbolicSystems) {
  NoSymbolic<double> system;
  EXPECT_NE(system.ToAutoDiffXdMaybe(), nullptr);
  EXPECT_EQ(system.ToSymbolicMaybe(), nullptr);
  EXPECT_FALSE((system.get_system_scalar_converter()
                    .IsConvertible<Expression, double>()));
  EXPECT_THROW(system.ToSymbolic(), std::logic_error);
  // Clone still works (through AutoDiffXd).
  EXPECT_NE(system.Clone(), nullptr);
}

}  // namespace scalar_conversion_traits_test
}  // namespace systems
}  // namespace drake
