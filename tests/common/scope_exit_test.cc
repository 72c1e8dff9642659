#include "drake/common/scope_exit.h"

#include <stdexcept>

#include <gtest/gtest.h>

namespace drake {
namespace scope_exit_test {

TEST(ScopeExitTest, RunsOnScopeExit) {
  int calls = 0;
  {
    ScopeExit guard([&calls]() { ++calls; });
    EXPECT_EQ(calls, 0);
  }
  EXPECT_EQ(calls, 1);
}

TEST(ScopeExitTest, RunsDuringUnwinding) {
  int calls = 0;
  try {
    ScopeExit guard([&calls]() { ++calls; });
    throw std::runtime_error("leaving");
  } catch (const std::runtime_error&) {
    EXPECT_EQ(calls, 1);
  }
  EXPECT_EQ(calls, 1);
}

TEST(ScopeExitTest, Disarm) {
  int calls = 0;
  {
    ScopeExit guard([&calls]() { ++calls; });
    guard.Disarm();
  }
  EXPECT_EQ(calls, 0);
}

TEST(ScopeExitTest, EmptyFunctionThrows) {
  EXPECT_THROW(ScopeExit(std::function<void()>{}), std::exception);
}

}  // namespace scope_exit_test
}  // namespace drake
