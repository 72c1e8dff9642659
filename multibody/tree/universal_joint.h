#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A two-dof joint: θ₁ about Fx gives the intermediate frame I, then θ₂
/// about Iy gives M, so R_FM = Rx(θ₁)·Ry(θ₂); Mo = Fo. Idealizes a massless
/// cross between the two bodies.
template <typename T>
class UniversalJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(UniversalJoint);
  template <typename Scalar>
  using Context = systems::Context<Scalar>;
  static constexpr char kTypeName[] = "universal";

  /// Throws if damping < 0. Limits start at (−∞, ∞).
  UniversalJoint(const std::string& name, const Frame<T>& frame_on_parent,
                 const Frame<T>& frame_on_child, double damping = 0);
  ~UniversalJoint() override;

  const std::string& type_name() const override;
  /// The default damping, N·m·s (τᵢ = −d·ωᵢ).
  double default_damping() const { return this->default_damping_vector()[0]; }
  Vector2<double> get_default_angles() const {
    return this->default_positions();
  }
  void set_default_angles(const Vector2<double>& angles) {
    this->set_default_positions(angles);
  }
  /// (θ₁, θ₂) in `context`, rad.
  Vector2<T> get_angles(const systems::Context<T>& context) const {
    return this->GetPositions(context);
  }
  const UniversalJoint<T>& set_angles(systems::Context<T>* context,
                                      const Vector2<T>& angles) const {
    this->SetPositions(context, angles);
    return *this;
  }
  /// (θ̇₁, θ̇₂) in `context`, rad/s.
  Vector2<T> get_angular_rates(const systems::Context<T>& context) const {
    return this->GetVelocities(context);
  }
  const UniversalJoint<T>& set_angular_rates(
      systems::Context<T>* context, const Vector2<T>& theta_dot) const {
    this->SetVelocities(context, theta_dot);
    return *this;
  }
  /// Sets the distribution SetRandomState() samples the two angles (rad)
  /// from.
  void set_random_angles_distribution(
      const Vector2<symbolic::Expression>& angles) {
    this->set_random_position_distribution(angles);
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniversalJoint)
