#pragma once

/// @file
/// CoulombFriction<T>: the static and dynamic coefficients of Coulomb
/// friction of a surface, and how two surfaces' coefficients combine.
/// Defined in this header (so that geometry, which stores friction in
/// proximity properties but does not link multibody, can use it); the
/// default scalars are also instantiated in coulomb_friction.cc.

#include <ostream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/drake_copyable.h"

namespace drake {
namespace multibody {

/// Coefficients of friction μs (static) and μd (dynamic) of a surface, with
/// μs >= μd >= 0. The default is frictionless (μs = μd = 0).
template <typename T>
class CoulombFriction {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CoulombFriction);

  /// Frictionless: μs = μd = 0.
  CoulombFriction() = default;

  /// Throws std::logic_error if either coefficient is negative (or NaN) or
  /// if dynamic_friction > static_friction; the message shows the values.
  CoulombFriction(const T& static_friction, const T& dynamic_friction)
      : static_friction_(static_friction), dynamic_friction_(dynamic_friction) {
    const double mu_s = ExtractDoubleOrThrow(static_friction);
    const double mu_d = ExtractDoubleOrThrow(dynamic_friction);
    if (!(mu_s >= 0)) {
      throw std::logic_error(fmt::format(
          "CoulombFriction: the static friction must be >= 0; got {}.", mu_s));
    }
    if (!(mu_d >= 0)) {
      throw std::logic_error(fmt::format(
          "CoulombFriction: the dynamic friction must be >= 0; got {}.", mu_d));
    }
    if (mu_d > mu_s) {
      throw std::logic_error(fmt::format(
          "CoulombFriction: the dynamic friction ({}) must not exceed the "
          "static friction ({}).",
          mu_d, mu_s));
    }
  }

  /// Scalar conversion (e.g. from double to AutoDiffXd).
  template <typename U>
  explicit CoulombFriction(const CoulombFriction<U>& other)
      : static_friction_(other.static_friction()),
        dynamic_friction_(other.dynamic_friction()) {}

  const T& static_friction() const { return static_friction_; }
  const T& dynamic_friction() const { return dynamic_friction_; }

 private:
  T static_friction_{0.0};
  T dynamic_friction_{0.0};
};

/// The friction of the contact between two surfaces, combining each
/// coefficient as μ = 2·μ₁·μ₂ / (μ₁ + μ₂) (zero when both are zero).
template <typename T>
CoulombFriction<T> CalcContactFrictionFromSurfaceProperties(
    const CoulombFriction<T>& surface_properties1,
    const CoulombFriction<T>& surface_properties2) {
  auto combine = [](const T& mu1, const T& mu2) -> T {
    const T sum = mu1 + mu2;
    if (sum == 0.0) return T(0.0);
    return 2.0 * mu1 * mu2 / sum;
  };
  return CoulombFriction<T>(combine(surface_properties1.static_friction(),
                                    surface_properties2.static_friction()),
                            combine(surface_properties1.dynamic_friction(),
                                    surface_properties2.dynamic_friction()));
}

template <typename T>
std::ostream& operator<<(std::ostream& out, const CoulombFriction<T>& f) {
  return out << "CoulombFriction(static_friction=" << f.static_friction()
             << ", dynamic_friction=" << f.dynamic_friction() << ")";
}

}  // namespace multibody
}  // namespace drake
