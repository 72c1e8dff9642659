#include "drake/common/yaml/yaml_io.h"

#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace yaml {
namespace internal {

void WriteFile(const std::string& filename, const std::string& data) {
  WriteFile("SaveYamlFile", filename, data);
}

void WriteFile(std::string_view function_name, const std::string& filename,
               const std::string& data) {
  std::ofstream output(filename, std::ios::binary);
  if (!output) {
    throw std::runtime_error(
        fmt::format("{}: could not open the file '{}' for writing",
                    function_name, filename));
  }
  output << data;
  output.close();
  if (!output) {
    throw std::runtime_error(fmt::format("{}: could not write the file '{}'",
                                         function_name, filename));
  }
}

}  // namespace internal
}  // namespace yaml
}  // namespace drake
