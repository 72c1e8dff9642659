#include "drake/common/fmt.h"

namespace drake {

template <typename T>
requires(std::is_same_v<T, float> || std::is_same_v<T, double>) std::string
    fmt_floating_point(T x) {
  std::string result = fmt::format("{}", x);
  // Integer-valued finite numbers print without a point ("1", "-3", "1e+20"
  // keeps its exponent): add ".0" unless a point, an exponent or a word
  // (inf, nan) is already there.
  if (result.find_first_of(".eina") == std::string::npos) result += ".0";
  return result;
}

template std::string fmt_floating_point<float>(float);
template std::string fmt_floating_point<double>(double);

std::string fmt_debug_string(std::string_view x) {
  std::string result = "\"";
  for (const char c : x) {
    switch (c) {
      case '"':
        result += "\\\"";
        break;
      case '\\':
        result += "\\\\";
        break;
      case '\n':
        result += "\\n";
        break;
      case '\r':
        result += "\\r";
        break;
      case '\t':
        result += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
          result += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
        } else {
          result += c;
        }
    }
  }
  result += '"';
  return result;
}

}  // namespace drake
