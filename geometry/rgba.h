#pragma once

/// @file
/// Rgba: a color with red, green, blue and alpha channels, each in [0, 1].

#include <algorithm>
#include <optional>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"

namespace drake {
namespace geometry {

/// An RGBA color; every channel in [0, 1] (the setters throw
/// std::logic_error naming the bad values otherwise).
class Rgba {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Rgba);
  /// Opaque white.
  Rgba() = default;
  Rgba(double r, double g, double b, double a = 1.0) { set(r, g, b, a); }

  double r() const { return r_; }
  double g() const { return g_; }
  double b() const { return b_; }
  double a() const { return a_; }
  /// (r, g, b, a).
  Vector4<double> rgba() const { return Vector4<double>(r_, g_, b_, a_); }

  void set(double r, double g, double b, double a = 1.0);
  /// Sets from a 3- (alpha 1) or 4-vector; throws on any other size.
  void set(const Eigen::Ref<const Eigen::VectorXd>& rgba);

  /// Each channel within `tolerance` of `other`'s.
  bool AlmostEqual(const Rgba& other, double tolerance = 0.0) const;
  bool operator==(const Rgba& other) const { return AlmostEqual(other); }
  bool operator!=(const Rgba& other) const { return !(*this == other); }

  /// Sets only the channels given; the others keep their values.
  /// @throws std::logic_error if a resulting channel is outside [0, 1].
  void update(std::optional<double> r = {}, std::optional<double> g = {},
              std::optional<double> b = {}, std::optional<double> a = {}) {
    set(r.value_or(r_), g.value_or(g_), b.value_or(b_), a.value_or(a_));
  }
  /// The channel-wise product (modulating one color by another).
  Rgba operator*(const Rgba& other) const {
    return Rgba(r_ * other.r_, g_ * other.g_, b_ * other.b_, a_ * other.a_);
  }
  /// r, g and b times `scale`, each saturating at 1; alpha unchanged.
  /// @throws std::logic_error if `scale` is negative.
  Rgba scale_rgb(double scale) const;
  /// "(r, g, b, a)", as fmt prints an Rgba.
  std::string to_string() const;

  /// Serializes as the list `rgba`.
  template <typename Archive>
  void Serialize(Archive* a) {
    Eigen::VectorXd rgba = this->rgba();
    a->Visit(MakeNameValue("rgba", &rgba));
    set(rgba);
  }

 private:
  double r_{1};
  double g_{1};
  double b_{1};
  double a_{1};
};

std::ostream& operator<<(std::ostream& out, const Rgba& rgba);

}  // namespace geometry
}  // namespace drake

/// fmt prints an Rgba as its to_string().
template <>
struct fmt::formatter<drake::geometry::Rgba> : fmt::formatter<std::string> {
  template <typename FormatContext>
  auto format(const drake::geometry::Rgba& rgba, FormatContext& ctx) const {
    return fmt::formatter<std::string>::format(rgba.to_string(), ctx);
  }
};
