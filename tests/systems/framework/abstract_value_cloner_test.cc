#include "drake/systems/framework/abstract_value_cloner.h"

#include <functional>
#include <memory>
#include <string>

#include <gtest/gtest.h>

namespace drake {
namespace systems {
namespace abstract_value_cloner_test {

TEST(AbstractValueClonerTest, ReturnsIndependentCopies) {
  std::string model = "model";
  const internal::AbstractValueCloner cloner(model);
  // Changing the original afterwards changes nothing: the cloner has a copy.
  model = "changed";
  std::unique_ptr<AbstractValue> first = cloner();
  std::unique_ptr<AbstractValue> second = cloner();
  EXPECT_EQ(first->get_value<std::string>(), "model");
  EXPECT_NE(first.get(), second.get());
  first->get_mutable_value<std::string>() = "mutated";
  EXPECT_EQ(cloner()->get_value<std::string>(), "model");
  EXPECT_EQ(second->get_value<std::string>(), "model");

  // Copies of the cloner clone the same model.
  const internal::AbstractValueCloner copy = cloner;
  EXPECT_EQ(copy()->get_value<std::string>(), "model");
  // Usable as a std::function allocator.
  const std::function<std::unique_ptr<AbstractValue>()> allocate = cloner;
  EXPECT_EQ(allocate()->get_value<std::string>(), "model");
}

}  // namespace abstract_value_cloner_test
}  // namespace systems
}  // namespace drake
