#include "drake/common/parallelism.h"

#include <algorithm>
#include <string>
#include <thread>

#include <gtest/gtest.h>

namespace drake {
namespace parallelism_test {

// The hardware concurrency as ConfigureMaxNumThreads sees it (≥ 1).
int Hardware() {
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

GTEST_TEST(ParallelismTest, Constructors) {
  EXPECT_EQ(Parallelism().num_threads(), 1);
  EXPECT_EQ(Parallelism::None().num_threads(), 1);
  EXPECT_EQ(Parallelism(false).num_threads(), 1);
  EXPECT_EQ(Parallelism(true).num_threads(), Parallelism::Max().num_threads());
  EXPECT_EQ(Parallelism(3).num_threads(), 3);
  EXPECT_GE(Parallelism::Max().num_threads(), 1);
  EXPECT_THROW(Parallelism(0), std::exception);
  EXPECT_THROW(Parallelism(-2), std::exception);
  // Implicit conversion from bool, as Drake's callers rely on.
  const auto threads = [](Parallelism p) { return p.num_threads(); };
  EXPECT_EQ(threads(false), 1);
  EXPECT_EQ(threads(true), Parallelism::Max().num_threads());
}

GTEST_TEST(ParallelismTest, ConfigureMaxNumThreads) {
  using internal::ConfigureMaxNumThreads;
  const int hardware = Hardware();
  EXPECT_EQ(ConfigureMaxNumThreads(nullptr, nullptr), hardware);
  EXPECT_EQ(ConfigureMaxNumThreads("1", nullptr), 1);
  EXPECT_EQ(ConfigureMaxNumThreads(nullptr, "1"), 1);
  // DRAKE_NUM_THREADS wins over OMP_NUM_THREADS, even when invalid.
  EXPECT_EQ(ConfigureMaxNumThreads("1", "2"), 1);
  EXPECT_EQ(ConfigureMaxNumThreads("zero", "1"), hardware);
  // Not positive base-10 integers, or beyond the hardware: the hardware.
  for (const char* bad : {"", "0", "-1", "1.5", "2x", "0x2", "99999999999"}) {
    EXPECT_EQ(ConfigureMaxNumThreads(bad, nullptr), hardware) << bad;
    EXPECT_EQ(ConfigureMaxNumThreads(nullptr, bad), hardware) << bad;
  }
  EXPECT_EQ(ConfigureMaxNumThreads(nullptr, "1,2"), hardware);
  const std::string too_many = std::to_string(hardware + 1);
  EXPECT_EQ(ConfigureMaxNumThreads(too_many.c_str(), nullptr), hardware);
  EXPECT_EQ(ConfigureMaxNumThreads(nullptr, too_many.c_str()), hardware);
}

}  // namespace parallelism_test
}  // namespace drake
