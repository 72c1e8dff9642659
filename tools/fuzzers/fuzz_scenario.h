#pragma once

// Shared by the scenario fuzz targets: LoadScenario reads a file, so each
// input is written to one scratch file per process (in $TMPDIR or /tmp,
// removed at exit) and loaded from there, as `simulate FILE` loads it.

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

namespace drake {
namespace fuzz {

// Writes `document` to this process's scratch scenario file; returns its
// path.
inline const std::string& WriteScenarioFile(const std::string& document) {
  static const std::string path = [] {
    const char* tmpdir = std::getenv("TMPDIR");
    std::string result = std::string(tmpdir != nullptr ? tmpdir : "/tmp") +
                         "/mallard_scenario_fuzz_" +
                         std::to_string(::getpid()) + ".yaml";
    static std::string to_remove;
    to_remove = result;
    std::atexit([] { std::remove(to_remove.c_str()); });
    return result;
  }();
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << document;
  file.close();
  if (!file) throw std::logic_error("fuzz: cannot write " + path);
  return path;
}

}  // namespace fuzz
}  // namespace drake
