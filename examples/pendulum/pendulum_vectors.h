#pragma once

/// @file
/// The named vectors of the pendulum example, as Drake's pendulum spells
/// them: PendulumState (theta, thetadot), PendulumInput (tau) and
/// PendulumParams (mass, length, damping, gravity). Each is a BasicVector
/// with named accessors.

#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace examples {
namespace pendulum {

/// The pendulum's state: angle theta [rad] from the downward vertical and
/// its rate thetadot [rad/s].
template <typename T>
class PendulumState final : public systems::BasicVector<T> {
 public:
  static constexpr int kTheta = 0;
  static constexpr int kThetadot = 1;
  static constexpr int kNumCoordinates = 2;

  PendulumState() : systems::BasicVector<T>(VectorX<T>::Zero(2)) {}

  const T& theta() const { return this->GetAtIndex(kTheta); }
  const T& thetadot() const { return this->GetAtIndex(kThetadot); }
  void set_theta(const T& value) { this->SetAtIndex(kTheta, value); }
  void set_thetadot(const T& value) { this->SetAtIndex(kThetadot, value); }

 private:
  [[nodiscard]] PendulumState<T>* DoClone() const final {
    auto* result = new PendulumState<T>;
    result->set_value(this->get_value());
    return result;
  }
};

/// The pendulum's input: the torque tau [N·m] applied at the pivot.
template <typename T>
class PendulumInput final : public systems::BasicVector<T> {
 public:
  static constexpr int kTau = 0;
  static constexpr int kNumCoordinates = 1;

  PendulumInput() : systems::BasicVector<T>(VectorX<T>::Zero(1)) {}

  const T& tau() const { return this->GetAtIndex(kTau); }
  void set_tau(const T& value) { this->SetAtIndex(kTau, value); }

 private:
  [[nodiscard]] PendulumInput<T>* DoClone() const final {
    auto* result = new PendulumInput<T>;
    result->set_value(this->get_value());
    return result;
  }
};

/// The pendulum's physical parameters: a point mass [kg] on a massless rod
/// of the given length [m], viscous damping at the pivot [N·m·s/rad] and
/// gravity [m/s²]. Defaults are Drake's: 1 kg, 0.5 m, 0.1, 9.81.
template <typename T>
class PendulumParams final : public systems::BasicVector<T> {
 public:
  static constexpr int kMass = 0;
  static constexpr int kLength = 1;
  static constexpr int kDamping = 2;
  static constexpr int kGravity = 3;
  static constexpr int kNumCoordinates = 4;

  PendulumParams() : systems::BasicVector<T>(VectorX<T>::Zero(4)) {
    set_mass(1.0);
    set_length(0.5);
    set_damping(0.1);
    set_gravity(9.81);
  }

  const T& mass() const { return this->GetAtIndex(kMass); }
  const T& length() const { return this->GetAtIndex(kLength); }
  const T& damping() const { return this->GetAtIndex(kDamping); }
  const T& gravity() const { return this->GetAtIndex(kGravity); }
  void set_mass(const T& value) { this->SetAtIndex(kMass, value); }
  void set_length(const T& value) { this->SetAtIndex(kLength, value); }
  void set_damping(const T& value) { this->SetAtIndex(kDamping, value); }
  void set_gravity(const T& value) { this->SetAtIndex(kGravity, value); }

 private:
  [[nodiscard]] PendulumParams<T>* DoClone() const final {
    auto* result = new PendulumParams<T>;
    result->set_value(this->get_value());
    return result;
  }
};

}  // namespace pendulum
}  // namespace examples
}  // namespace drake
