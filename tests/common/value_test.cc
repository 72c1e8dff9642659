#include "drake/common/value.h"

#include <memory>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace value_test {

using ::testing::AllOf;
using ::testing::HasSubstr;

// A type with no copy constructor, only Clone(); counts its clones.
class CloneOnly {
 public:
  explicit CloneOnly(int data) : data_(data) {}
  CloneOnly(const CloneOnly&) = delete;
  CloneOnly& operator=(const CloneOnly&) = delete;
  std::unique_ptr<CloneOnly> Clone() const {
    ++clone_count;
    return std::make_unique<CloneOnly>(data_);
  }
  int data() const { return data_; }
  void set_data(int data) { data_ = data; }
  static int clone_count;

 private:
  int data_{};
};
int CloneOnly::clone_count = 0;

// A copyable type built in place from two arguments.
struct Point {
  Point() = default;
  Point(int x_in, int y_in) : x(x_in), y(y_in) {}
  int x{0};
  int y{0};
};

TEST(ValueTest, CopyableTypeHoldsACopy) {
  std::string text = "hello";
  Value<std::string> value(text);
  text = "changed";
  EXPECT_EQ(value.get_value(), "hello");
  value.get_mutable_value() += " world";
  EXPECT_EQ(value.get_value(), "hello world");
  value.set_value("reset");
  EXPECT_EQ(value.get_value(), "reset");

  // Default construction value-initializes.
  EXPECT_EQ(Value<int>().get_value(), 0);
  EXPECT_EQ(Value<double>().get_value(), 0.0);
  // In-place construction from constructor arguments.
  const Value<Point> point(3, 4);
  EXPECT_EQ(point.get_value().x, 3);
  EXPECT_EQ(point.get_value().y, 4);
  // From a unique_ptr (the pointee is moved in).
  const Value<std::string> adopted(std::make_unique<std::string>("owned"));
  EXPECT_EQ(adopted.get_value(), "owned");
}

TEST(ValueTest, AbstractValueAccess) {
  std::unique_ptr<AbstractValue> abstract = AbstractValue::Make<int>(42);
  EXPECT_EQ(abstract->get_value<int>(), 42);
  abstract->get_mutable_value<int>() = 43;
  EXPECT_EQ(abstract->get_value<int>(), 43);
  abstract->set_value<int>(44);
  EXPECT_EQ(abstract->get_value<int>(), 44);
  EXPECT_EQ(*abstract->maybe_get_value<int>(), 44);
  EXPECT_EQ(abstract->maybe_get_value<double>(), nullptr);
  EXPECT_EQ(abstract->maybe_get_mutable_value<std::string>(), nullptr);
  EXPECT_EQ(abstract->type_info(), typeid(int));
  EXPECT_EQ(abstract->static_type_info(), typeid(int));
  EXPECT_EQ(abstract->GetNiceTypeName(), "int");
  EXPECT_EQ(AbstractValue::Make<std::string>()->get_value<std::string>(), "");
}

// Asking for the wrong type throws std::logic_error naming both types.
TEST(ValueTest, WrongTypeAccessThrows) {
  std::unique_ptr<AbstractValue> abstract =
      AbstractValue::Make<std::string>("text");
  const std::string expected_message =
      "AbstractValue: a request to access a value of type double failed: "
      "this value holds a std::string.";
  try {
    abstract->get_value<double>();
    ADD_FAILURE() << "get_value did not throw";
  } catch (const std::logic_error& e) {
    EXPECT_EQ(std::string(e.what()), expected_message);
  }
  EXPECT_THROW(abstract->get_mutable_value<int>(), std::logic_error);
  EXPECT_THROW(abstract->set_value<int>(1), std::logic_error);
  // SetFrom across types throws too.
  Value<int> int_value(1);
  try {
    int_value.SetFrom(*abstract);
    ADD_FAILURE() << "SetFrom did not throw";
  } catch (const std::logic_error& e) {
    EXPECT_THAT(e.what(), AllOf(HasSubstr("of type int"),
                                HasSubstr("holds a std::string")));
  }
}

// Clone and SetFrom deep-copy: the copies are independent.
TEST(ValueTest, CloneAndSetFromAreDeep) {
  Value<std::vector<double>> original(std::vector<double>{1.0, 2.0});
  std::unique_ptr<AbstractValue> clone = original.Clone();
  original.get_mutable_value()[0] = 10.0;
  EXPECT_EQ(clone->get_value<std::vector<double>>(),
            (std::vector<double>{1.0, 2.0}));
  Value<std::vector<double>> target;
  target.SetFrom(original);
  EXPECT_EQ(target.get_value(), (std::vector<double>{10.0, 2.0}));
  original.get_mutable_value()[1] = 20.0;
  EXPECT_EQ(target.get_value()[1], 2.0);
}

// A type with only Clone() is stored by pointer and copied by Clone().
TEST(ValueTest, CloneableType) {
  CloneOnly::clone_count = 0;
  const CloneOnly model(7);
  Value<CloneOnly> value(model);
  EXPECT_EQ(CloneOnly::clone_count, 1);
  EXPECT_EQ(value.get_value().data(), 7);
  EXPECT_NE(&value.get_value(), &model);

  std::unique_ptr<AbstractValue> clone = value.Clone();
  EXPECT_EQ(CloneOnly::clone_count, 2);
  value.get_mutable_value().set_data(8);
  EXPECT_EQ(clone->get_value<CloneOnly>().data(), 7);

  clone->SetFrom(value);
  EXPECT_EQ(CloneOnly::clone_count, 3);
  EXPECT_EQ(clone->get_value<CloneOnly>().data(), 8);

  // Adopting a unique_ptr does not clone; a null one throws.
  Value<CloneOnly> adopted(std::make_unique<CloneOnly>(9));
  EXPECT_EQ(CloneOnly::clone_count, 3);
  EXPECT_EQ(adopted.get_value().data(), 9);
  EXPECT_THROW(Value<CloneOnly>(std::unique_ptr<CloneOnly>()),
               std::logic_error);
}

}  // namespace value_test
}  // namespace drake
