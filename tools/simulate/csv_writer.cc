#include "drake/tools/simulate/csv_writer.h"

#include <cmath>
#include <ostream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/tools/simulate/output_file.h"

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
  OutputFile file(filename);
  std::ostream& out = file.stream();
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
      out.write(line.data(), static_cast<std::streamsize>(line.size()));
      line.clear();
    }
  }
  out.write(line.data(), static_cast<std::streamsize>(line.size()));
  file.Commit();
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
