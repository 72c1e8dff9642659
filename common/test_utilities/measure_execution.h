#pragma once

/// @file
/// MeasureExecutionTime(func, args...): the wall time of one call
/// func(args...), in seconds (steady clock). For rough checks in tests;
/// real figures belong in the Google Benchmark programs.

#include <chrono>
#include <utility>

namespace drake {
namespace common {
namespace test {

template <typename F, typename... Args>
[[nodiscard]] double MeasureExecutionTime(F func, Args&&... args) {
  const auto start = std::chrono::steady_clock::now();
  func(std::forward<Args>(args)...);
  const auto stop = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(stop - start).count();
}

}  // namespace test
}  // namespace common
}  // namespace drake
