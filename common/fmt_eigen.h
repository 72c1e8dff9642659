#pragma once

/// @file
/// fmt_eigen(matrix): formats an Eigen matrix or vector for fmt, as in
/// `fmt::format("p = {}", fmt_eigen(p.transpose()))`. Rows are separated by
/// newlines and entries by spaces (Eigen's default IOFormat).

#include <sstream>
#include <string>

#include <Eigen/Core>
#include <fmt/format.h>

namespace drake {
namespace internal {
template <typename Derived>
struct fmt_eigen_ref {
  const Eigen::MatrixBase<Derived>& matrix;
};
}  // namespace internal

template <typename Derived>
internal::fmt_eigen_ref<Derived> fmt_eigen(
    const Eigen::MatrixBase<Derived>& matrix) {
  return {matrix};
}
}  // namespace drake

template <typename Derived>
struct fmt::formatter<drake::internal::fmt_eigen_ref<Derived>>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::internal::fmt_eigen_ref<Derived>& ref,
              FormatContext& ctx) const {
    std::ostringstream out;
    out << ref.matrix;
    return fmt::formatter<std::string_view>::format(out.str(), ctx);
  }
};
