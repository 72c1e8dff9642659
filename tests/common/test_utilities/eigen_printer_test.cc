#include "drake/common/test_utilities/eigen_printer.h"

#include <sstream>
#include <string>
#include <type_traits>
#include <utility>

#include <gtest/gtest.h>

namespace drake {
namespace internal {
namespace eigen_printer_test {

// What googletest's FindFirstPrinter asks of a printer: is
// `Printer::PrintValue(const T&, nullptr)` well-formed?
template <typename T, typename = void>
struct EigenPrinterApplies : std::false_type {};
template <typename T>
struct EigenPrinterApplies<T, std::void_t<decltype(EigenPrinter::PrintValue(
                                  std::declval<const T&>(), nullptr))>>
    : std::true_type {};

template <typename T>
std::string EigenPrint(const T& value) {
  std::ostringstream out;
  EigenPrinter::PrintValue(value, &out);
  return out.str();
}

GTEST_TEST(EigenPrinterTest, Applicability) {
  static_assert(EigenPrinterApplies<Eigen::Vector3d>::value);
  static_assert(EigenPrinterApplies<Eigen::MatrixXd>::value);
  static_assert(EigenPrinterApplies<Eigen::Matrix<int, 2, 2>>::value);
  static_assert(!EigenPrinterApplies<double>::value);
  static_assert(!EigenPrinterApplies<std::string>::value);
  // Arrays are not matrices.
  static_assert(!EigenPrinterApplies<Eigen::Array3d>::value);
  static_assert(EigenPrinter::is_eigen_matrix<Eigen::Matrix3d>);
  static_assert(!EigenPrinter::is_eigen_matrix<int>);
}

GTEST_TEST(EigenPrinterTest, Output) {
  // One row prints as fmt_eigen does, on the same line.
  const Eigen::RowVector2d row(5.0, 6.5);
  EXPECT_EQ(EigenPrint(row), "  5 6.5");
  EXPECT_EQ(EigenPrint(row), fmt::to_string(fmt_eigen(row)));
  // Several rows (a column vector too) start on a fresh line.
  Eigen::Matrix2d m;
  m << 1, 2, 3, 4;
  EXPECT_EQ(EigenPrint(m), "\n1 2\n3 4");
  const Eigen::Vector3d v(1.0, 2.5, -3.0);
  EXPECT_EQ(EigenPrint(v), "\n  1\n2.5\n -3");
  // Expressions print too.
  EXPECT_EQ(EigenPrint(m.row(1)), "3 4");
}

}  // namespace eigen_printer_test
}  // namespace internal
}  // namespace drake
