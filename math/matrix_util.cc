#include "drake/math/matrix_util.h"

#include <string>

#include <fmt/format.h>

namespace drake {
namespace math {

std::string GeneratePythonCsc(const Eigen::SparseMatrix<double>& mat,
                              std::string_view name) {
  if (mat.nonZeros() == 0) {
    return fmt::format("{} = sparse.csc_matrix(({}, {}))\n", name, mat.rows(),
                       mat.cols());
  }
  std::string data;
  std::string rows;
  std::string cols;
  const char* separator = "";
  // Column-major storage: the outer index is the column.
  for (int k = 0; k < mat.outerSize(); ++k) {
    for (Eigen::SparseMatrix<double>::InnerIterator it(mat, k); it; ++it) {
      data += fmt::format("{}{}", separator, it.value());
      rows += fmt::format("{}{}", separator, it.row());
      cols += fmt::format("{}{}", separator, it.col());
      separator = ", ";
    }
  }
  return fmt::format(
      "{} = sparse.csc_matrix((np.array([{}], dtype=np.float64), ([{}], "
      "[{}])), shape=({}, {}))\n",
      name, data, rows, cols, mat.rows(), mat.cols());
}

}  // namespace math
}  // namespace drake
