#include "drake/common/parallelism.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <thread>

#include "drake/common/text_logging.h"

namespace drake {
namespace internal {
namespace {

// `text` as a positive base-10 integer, or nullopt if it is anything else
// (empty, signed, trailing characters, zero, out of int's range).
std::optional<int> ParsePositive(std::string_view text) {
  int value = 0;
  const char* const end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || value < 1) return std::nullopt;
  return value;
}

}  // namespace

int ConfigureMaxNumThreads(const char* drake_num_threads,
                           const char* omp_num_threads) {
  // hardware_concurrency() may return 0 when it cannot tell.
  const int hardware =
      std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  if (drake_num_threads != nullptr) {
    const std::optional<int> value = ParsePositive(drake_num_threads);
    if (!value.has_value()) {
      log()->error(
          "DRAKE_NUM_THREADS='{}' is not a positive integer; using the "
          "hardware concurrency {}",
          drake_num_threads, hardware);
      return hardware;
    }
    if (*value > hardware) {
      log()->warn(
          "DRAKE_NUM_THREADS={} exceeds the hardware concurrency; using {}",
          *value, hardware);
      return hardware;
    }
    return *value;
  }
  if (omp_num_threads != nullptr) {
    const std::optional<int> value = ParsePositive(omp_num_threads);
    if (value.has_value() && *value <= hardware) return *value;
  }
  return hardware;
}

}  // namespace internal

Parallelism Parallelism::Max() {
  static const int max_threads = internal::ConfigureMaxNumThreads(
      std::getenv("DRAKE_NUM_THREADS"), std::getenv("OMP_NUM_THREADS"));
  return Parallelism(max_threads);
}

}  // namespace drake
