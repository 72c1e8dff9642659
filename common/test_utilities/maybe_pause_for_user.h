#pragma once

/// @file
/// MaybePauseForUser(message): lets someone watching a test's visualization
/// look before it goes on. It pauses (prints `message` and "Press Enter to
/// continue.", then waits for a line on stdin) only when the program was
/// started by hand: standard input is a terminal and the program is not
/// running under ctest (CTest sets DASHBOARD_TEST_FROM_CTEST) or Bazel's
/// test runner (TEST_TMPDIR). Otherwise it returns at once and prints
/// nothing.

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

namespace drake {
namespace common {

inline void MaybePauseForUser(std::string_view message = {}) {
  const bool under_test_runner =
      std::getenv("DASHBOARD_TEST_FROM_CTEST") || std::getenv("TEST_TMPDIR");
  if (under_test_runner || ::isatty(STDIN_FILENO) == 0) return;
  if (!message.empty()) std::cout << message << "\n";
  std::cout << "Press Enter to continue." << std::endl;
  std::string line;
  std::getline(std::cin, line);
}

}  // namespace common
}  // namespace drake
