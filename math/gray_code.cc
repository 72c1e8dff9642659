#include "drake/math/gray_code.h"

namespace drake {
namespace math {

int GrayCodeToInteger(const Eigen::Ref<const Eigen::VectorXi>& gray_code) {
  if (gray_code.size() > 30) {
    throw std::invalid_argument(fmt::format(
        "GrayCodeToInteger(): the code has {} digits; at most 30 are "
        "supported.",
        gray_code.size()));
  }
  // Binary digit j is the XOR of Gray digits 0..j.
  int result = 0;
  int bit = 0;
  for (Eigen::Index j = 0; j < gray_code.size(); ++j) {
    const int digit = gray_code(j);
    if (digit != 0 && digit != 1) {
      throw std::invalid_argument(fmt::format(
          "GrayCodeToInteger(): every digit must be 0 or 1, but digit {} is "
          "{}.",
          j, digit));
    }
    bit ^= digit;
    result = (result << 1) | bit;
  }
  return result;
}

}  // namespace math
}  // namespace drake
