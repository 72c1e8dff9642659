#include "drake/systems/framework/value_checker.h"

#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace systems {
namespace value_checker_test {

// A subclass that overrides DoClone() (a correct one).
class GoodVector : public BasicVector<double> {
 public:
  GoodVector() : BasicVector<double>(2) {}

 private:
  [[nodiscard]] GoodVector* DoClone() const override {
    return new GoodVector();
  }
};

// A subclass that forgets to: its clones are plain BasicVectors.
class SlicingVector : public BasicVector<double> {
 public:
  SlicingVector() : BasicVector<double>(2) {}
};

TEST(ValueCheckerTest, BasicVector) {
  const BasicVector<double> plain(3);
  EXPECT_NO_THROW(internal::CheckBasicVectorInvariants(&plain));
  const GoodVector good;
  EXPECT_NO_THROW(internal::CheckBasicVectorInvariants<double>(&good));
  const SlicingVector slicing;
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::CheckBasicVectorInvariants<double>(&slicing),
      "CheckBasicVectorInvariants failed: "
      "drake::systems::value_checker_test::SlicingVector::Clone produced a "
      "drake::systems::BasicVector<double> object instead of the same type");
  EXPECT_THROW(internal::CheckBasicVectorInvariants<double>(nullptr),
               std::exception);
}

TEST(ValueCheckerTest, AbstractValue) {
  // Not a BasicVector: nothing to check.
  const Value<int> number(5);
  EXPECT_NO_THROW(internal::CheckVectorValueInvariants<double>(&number));
  const Value<BasicVector<double>> vector(BasicVector<double>(2));
  EXPECT_NO_THROW(internal::CheckVectorValueInvariants<double>(&vector));
  EXPECT_THROW(internal::CheckVectorValueInvariants<double>(nullptr),
               std::exception);
}

}  // namespace value_checker_test
}  // namespace systems
}  // namespace drake
