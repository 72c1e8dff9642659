#include "drake/tools/simulate/csv_writer.h"

#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace tools {
namespace simulate {
namespace {

void AppendNumber(double value, std::string* line) {
  if (std::isnan(value)) {
    *line += "nan";
  } else {
    fmt::format_to(std::back_inserter(*line), "{:.9g}", value);
  }
}

}  // namespace

void WriteCsv(const std::string& filename,
              const std::vector<std::string>& column_names,
              const Eigen::Ref<const Eigen::VectorXd>& times,
              const Eigen::Ref<const Eigen::MatrixXd>& data) {
  if (static_cast<int>(column_names.size()) != data.rows() ||
      times.size() != data.cols()) {
    throw std::logic_error(fmt::format(
        "WriteCsv('{}'): {} column names and {} times for data of size {}x{}",
        filename, column_names.size(), times.size(), data.rows(), data.cols()));
  }
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(filename.c_str(), "w"),
                                             &std::fclose);
  if (file == nullptr) {
    throw std::runtime_error(
        fmt::format("could not open '{}' for writing", filename));
  }
  std::string line = "time";
  for (const std::string& name : column_names) line += "," + name;
  line += "\n";
  for (int k = 0; k < data.cols(); ++k) {
    AppendNumber(times[k], &line);
    for (int i = 0; i < data.rows(); ++i) {
      line += ',';
      AppendNumber(data(i, k), &line);
    }
    line += '\n';
    // Flush in blocks to keep the buffer small.
    if (line.size() > (1 << 16)) {
      std::fwrite(line.data(), 1, line.size(), file.get());
      line.clear();
    }
  }
  std::fwrite(line.data(), 1, line.size(), file.get());
  if (std::ferror(file.get()) != 0) {
    throw std::runtime_error(fmt::format("could not write '{}'", filename));
  }
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
