#include "drake/common/overloaded.h"

#include <string>
#include <variant>

#include <gtest/gtest.h>

namespace drake {
namespace overloaded_test {

TEST(OverloadedTest, VisitsEachAlternative) {
  using Value = std::variant<int, std::string, double>;
  const auto describe = [](const Value& value) {
    return std::visit<std::string>(
        overloaded{
            [](int x) { return "int " + std::to_string(x); },
            [](const std::string& x) { return "string " + x; },
            [](double) { return std::string("double"); },
        },
        value);
  };
  EXPECT_EQ(describe(Value(5)), "int 5");
  EXPECT_EQ(describe(Value(std::string("hi"))), "string hi");
  EXPECT_EQ(describe(Value(2.5)), "double");
}

}  // namespace overloaded_test
}  // namespace drake
