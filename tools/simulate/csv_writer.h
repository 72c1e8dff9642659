#pragma once

/// @file
/// Writes sampled signals as CSV: a header row "time,<name>,..." then one
/// row per sample.

#include <string>
#include <vector>

#include <Eigen/Core>

namespace drake {
namespace tools {
namespace simulate {

/// Writes `times` (s, one per sample) and `data` (one row per signal, one
/// column per sample) to `filename` as CSV with the header
/// "time,<column_names...>". Values are written with 9 significant digits
/// (NaN as "nan").
/// @throws std::logic_error if the sizes disagree.
/// @throws std::runtime_error naming the file if it cannot be written.
void WriteCsv(const std::string& filename,
              const std::vector<std::string>& column_names,
              const Eigen::Ref<const Eigen::VectorXd>& times,
              const Eigen::Ref<const Eigen::MatrixXd>& data);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
