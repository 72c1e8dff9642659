// Drake's test utilities at Drake's paths (drake/common/test_utilities/):
// each helper passes what it should and reports what it should not, with
// the failure text checked through gtest-spi.

#include <chrono>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_no_throw.h"
#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/common/test_utilities/is_dynamic_castable.h"
#include "drake/common/test_utilities/is_memcpy_movable.h"
#include "drake/common/test_utilities/maybe_pause_for_user.h"
#include "drake/common/test_utilities/measure_execution.h"
#include "drake/common/test_utilities/set_env.h"

namespace drake {
namespace test_utilities_test {

void ThrowRuntime() { throw std::runtime_error("the body 'link' is bad"); }
void ThrowInt() { throw 7; }
void DoNothing() {}

GTEST_TEST(ExpectThrowsMessageTest, MatchesTheWholeMessage) {
  DRAKE_EXPECT_THROWS_MESSAGE(ThrowRuntime(), ".*body 'link'.*");
  DRAKE_ASSERT_THROWS_MESSAGE(ThrowRuntime(), "the body 'link' is bad");
  const std::string regex = "the body .* is bad";
  DRAKE_EXPECT_THROWS_MESSAGE(ThrowRuntime(), regex);
}

GTEST_TEST(ExpectThrowsMessageTest, ReportsEachWayOfFailing) {
  // A partial match is not a match: the regex must cover the message.
  EXPECT_NONFATAL_FAILURE(DRAKE_EXPECT_THROWS_MESSAGE(ThrowRuntime(), "body"),
                          "Actual message:\n    the body 'link' is bad");
  EXPECT_NONFATAL_FAILURE(DRAKE_EXPECT_THROWS_MESSAGE(DoNothing(), ".*"),
                          "it throws nothing");
  EXPECT_NONFATAL_FAILURE(DRAKE_EXPECT_THROWS_MESSAGE(ThrowInt(), ".*"),
                          "an object of another type");
  EXPECT_FATAL_FAILURE(DRAKE_ASSERT_THROWS_MESSAGE(DoNothing(), ".*"),
                       "it throws nothing");
}

GTEST_TEST(ExpectThrowsMessageTest, IfArmedRequiresTheThrowOnlyWhenArmed) {
  DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(ThrowRuntime(), ".*'link'.*");
  if (kDrakeAssertIsArmed) {
    EXPECT_NONFATAL_FAILURE(
        DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(DoNothing(), ".*"),
        "it throws nothing");
  } else {
    DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(DoNothing(), ".*");
  }
  // A throw must match whether armed or not.
  EXPECT_NONFATAL_FAILURE(
      DRAKE_EXPECT_THROWS_MESSAGE_IF_ARMED(ThrowRuntime(), "other"),
      "Actual message");
}

GTEST_TEST(ExpectNoThrowTest, NamesTheExceptionAndItsMessage) {
  DRAKE_EXPECT_NO_THROW(DoNothing());
  DRAKE_ASSERT_NO_THROW(DoNothing());
  EXPECT_NONFATAL_FAILURE(DRAKE_EXPECT_NO_THROW(ThrowRuntime()),
                          "throws std::runtime_error:\n  the body 'link'");
  EXPECT_FATAL_FAILURE(DRAKE_ASSERT_NO_THROW(ThrowInt()),
                       "not a std::exception");
}

struct Base {
  virtual ~Base() = default;
};
struct Derived : Base {};
struct Other : Base {};

GTEST_TEST(IsDynamicCastableTest, SaysWhyNot) {
  const Derived derived;
  const Base* base = &derived;
  EXPECT_TRUE(is_dynamic_castable<Derived>(base));
  EXPECT_TRUE(is_dynamic_castable<Base>(base));
  const ::testing::AssertionResult other = is_dynamic_castable<Other>(base);
  EXPECT_FALSE(other);
  EXPECT_NE(std::string(other.message())
                .find("points to a drake::test_utilities_test::Derived"),
            std::string::npos)
      << other.message();
  const Base* null = nullptr;
  EXPECT_NE(std::string(is_dynamic_castable<Derived>(null).message())
                .find("ptr is nullptr"),
            std::string::npos);
  EXPECT_TRUE(is_dynamic_castable<Derived>(
      std::shared_ptr<Base>(std::make_shared<Derived>())));
  EXPECT_FALSE(is_dynamic_castable<Other>(
      std::unique_ptr<Base>(std::make_unique<Derived>())));
}

GTEST_TEST(SetEnvTest, SetsAndRestores) {
  const char* name = "MALLARD_SET_ENV_TEST_VARIABLE";
  ::unsetenv(name);
  {
    test::SetEnv set(name, "one");
    EXPECT_STREQ(std::getenv(name), "one");
    {
      test::SetEnv unset(name, std::nullopt);
      EXPECT_EQ(std::getenv(name), nullptr);
    }
    EXPECT_STREQ(std::getenv(name), "one");
  }
  EXPECT_EQ(std::getenv(name), nullptr);
}

// An object that points to itself is not memcpy-movable: the moved bytes
// still point to the old storage.
struct SelfPointing {
  SelfPointing() : self(this) {}
  SelfPointing(const SelfPointing&) : self(this) {}
  SelfPointing& operator=(const SelfPointing&) = delete;
  const SelfPointing* self;
};

GTEST_TEST(IsMemcpyMovableTest, TellsPlainFromSelfReferentialTypes) {
  EXPECT_TRUE(test::IsMemcpyMovable(3.5));
  EXPECT_FALSE(test::IsMemcpyMovable(
      SelfPointing(), [](const SelfPointing&, const SelfPointing& moved) {
        return moved.self == &moved;
      }));
}

GTEST_TEST(MeasureExecutionTimeTest, CoversTheCall) {
  int calls = 0;
  const double seconds = common::test::MeasureExecutionTime(
      [&calls](int milliseconds) {
        ++calls;
        std::this_thread::sleep_for(std::chrono::milliseconds(milliseconds));
      },
      20);
  EXPECT_EQ(calls, 1);
  // sleep_for sleeps at least as long as asked.
  EXPECT_GE(seconds, 0.020);
}

GTEST_TEST(MaybePauseForUserTest, DoesNotPauseUnderATestRunner) {
  test::SetEnv under_ctest("DASHBOARD_TEST_FROM_CTEST", "1");
  common::MaybePauseForUser("not shown");
}

}  // namespace test_utilities_test
}  // namespace drake
