#include "drake/geometry/rgba.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {

void Rgba::set(double r, double g, double b, double a) {
  auto ok = [](double x) { return x >= 0 && x <= 1; };
  if (!(ok(r) && ok(g) && ok(b) && ok(a))) {
    throw std::logic_error(fmt::format(
        "All values of an Rgba must lie in [0, 1]; given (r={}, g={}, b={}, "
        "a={}).",
        r, g, b, a));
  }
  r_ = r;
  g_ = g;
  b_ = b;
  a_ = a;
}

void Rgba::set(const Eigen::Ref<const Eigen::VectorXd>& rgba) {
  if (rgba.size() == 3) {
    set(rgba(0), rgba(1), rgba(2), 1.0);
  } else if (rgba.size() == 4) {
    set(rgba(0), rgba(1), rgba(2), rgba(3));
  } else {
    throw std::logic_error(fmt::format(
        "Rgba::set(): expected a vector of size 3 or 4; given size {}.",
        rgba.size()));
  }
}

bool Rgba::AlmostEqual(const Rgba& other, double tolerance) const {
  return std::abs(r_ - other.r_) <= tolerance &&
         std::abs(g_ - other.g_) <= tolerance &&
         std::abs(b_ - other.b_) <= tolerance &&
         std::abs(a_ - other.a_) <= tolerance;
}

Rgba Rgba::scale_rgb(double scale) const {
  if (!(scale >= 0)) {
    throw std::logic_error(fmt::format(
        "Rgba::scale_rgb(): the scale must be non-negative; got {}.", scale));
  }
  return Rgba(std::min(1.0, r_ * scale), std::min(1.0, g_ * scale),
              std::min(1.0, b_ * scale), a_);
}

std::string Rgba::to_string() const {
  return fmt::format("({}, {}, {}, {})", r_, g_, b_, a_);
}

std::ostream& operator<<(std::ostream& out, const Rgba& rgba) {
  return out << fmt::format("Rgba(r={}, g={}, b={}, a={})", rgba.r(), rgba.g(),
                            rgba.b(), rgba.a());
}

}  // namespace geometry
}  // namespace drake
