#pragma once

/// @file
/// Reflected binary (Gray) codes.

#include <stdexcept>

#include <Eigen/Core>
#include <fmt/format.h>

namespace drake {
namespace math {

/// GrayCodesMatrix<NumDigits>::type is the integer matrix type of the Gray
/// codes with NumDigits digits: 2^NumDigits x NumDigits (0 x 0 for 0
/// digits), or Eigen::MatrixXi for NumDigits = Eigen::Dynamic.
template <int NumDigits>
struct GrayCodesMatrix {
  static_assert(NumDigits >= 0 && NumDigits <= 30, "NumDigits out of range.");
  typedef Eigen::Matrix<int, NumDigits == 0 ? 0 : 1 << NumDigits, NumDigits>
      type;
};

template <>
struct GrayCodesMatrix<Eigen::Dynamic> {
  typedef Eigen::MatrixXi type;
};

/// Returns the 2ᵏ x k matrix whose row i is the k-digit reflected Gray code
/// of i (i XOR (i >> 1)), most significant digit first; consecutive rows
/// differ in exactly one digit. k = num_digits (NumDigits when fixed); 0
/// digits give a 0 x 0 matrix.
/// @throws std::invalid_argument if num_digits is negative or above 30, or
///   differs from a fixed NumDigits.
template <int NumDigits = Eigen::Dynamic>
typename GrayCodesMatrix<NumDigits>::type CalculateReflectedGrayCodes(
    int num_digits = NumDigits) {
  if (num_digits < 0 || num_digits > 30 ||
      (NumDigits != Eigen::Dynamic && num_digits != NumDigits)) {
    throw std::invalid_argument(fmt::format(
        "CalculateReflectedGrayCodes(): num_digits must be in [0, 30] (and "
        "equal NumDigits when that is fixed), but it is {}.",
        num_digits));
  }
  const int num_codes = num_digits == 0 ? 0 : 1 << num_digits;
  typename GrayCodesMatrix<NumDigits>::type codes(num_codes, num_digits);
  for (int i = 0; i < num_codes; ++i) {
    const int code = i ^ (i >> 1);
    for (int j = 0; j < num_digits; ++j) {
      codes(i, j) = (code >> (num_digits - 1 - j)) & 1;
    }
  }
  return codes;
}

/// Returns the integer whose reflected Gray code is `gray_code` (most
/// significant digit first), e.g. (0, 0) → 0, (0, 1) → 1, (1, 1) → 2,
/// (1, 0) → 3. An empty code is 0.
/// @throws std::invalid_argument if a digit is not 0 or 1, or the code has
///   more than 30 digits.
int GrayCodeToInteger(const Eigen::Ref<const Eigen::VectorXi>& gray_code);

}  // namespace math
}  // namespace drake
