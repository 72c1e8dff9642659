#include "drake/common/yaml/yaml_io.h"

#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace yaml {
namespace internal {

void WriteFile(const std::string& filename, const std::string& data) {
  std::ofstream output(filename, std::ios::binary);
  if (!output) {
    throw std::runtime_error(fmt::format(
        "SaveYamlFile: could not open the file '{}' for writing", filename));
  }
  output << data;
  output.close();
  if (!output) {
    throw std::runtime_error(
        fmt::format("SaveYamlFile: could not write the file '{}'", filename));
  }
}

}  // namespace internal
}  // namespace yaml
}  // namespace drake
