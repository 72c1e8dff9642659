#pragma once

/// @file
/// Rgba: a color with red, green, blue and alpha channels, each in [0, 1].

#include <ostream>
#include <string>

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
