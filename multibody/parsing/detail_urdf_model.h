#pragma once

/// @file
/// Plain data read from a URDF file, before anything is added to a plant.
/// Every element keeps the line it came from so that the builder can report
/// problems at the right place. Internal: not part of Drake's API.

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "drake/math/rigid_transform.h"
#include "drake/multibody/parsing/detail_parsed_model.h"

namespace drake {
namespace multibody {
namespace internal {

/// `<link>`.
struct UrdfLink {
  std::string name;
  /// Absent when the link has no `<inertial>` (a massless link).
  std::optional<ParsedInertial> inertial;
  std::vector<ParsedVisual> visuals;
  std::vector<ParsedCollision> collisions;
  int line{0};
};

/// `<mimic>` of a joint.
struct UrdfMimic {
  std::string joint;
  double multiplier{1.0};
  double offset{0.0};
  int line{0};
};

/// `<joint>` or `<drake:joint>`. The joint frame J is posed in the parent
/// link frame P by `<origin>` (X_PJ); the child link frame coincides with J
/// at zero configuration.
struct UrdfJoint {
  enum class Type {
    kRevolute,
    kContinuous,
    kPrismatic,
    kFixed,
    kFloating,
    kPlanar,
    kBall,
    kUniversal,
    kScrew,
  };
  std::string name;
  Type type{Type::kFixed};
  /// The type as written (for messages).
  std::string type_name;
  std::string parent;
  std::string child;
  math::RigidTransformd X_PJ;
  /// The unit axis in J (the plane normal for planar joints). The file's
  /// axis is normalized; URDF's default is (1, 0, 0).
  Eigen::Vector3d axis{1.0, 0.0, 0.0};
  /// Position limits (rad or m); ±∞ when not given or for continuous joints.
  double lower{-std::numeric_limits<double>::infinity()};
  double upper{std::numeric_limits<double>::infinity()};
  /// Velocity limit (rad/s or m/s), ∞ when not given.
  double velocity{std::numeric_limits<double>::infinity()};
  /// Effort limit (N·m or N), ∞ when not given.
  double effort{std::numeric_limits<double>::infinity()};
  /// drake:acceleration of `<limit>` (rad/s² or m/s²), ∞ when not given.
  double acceleration{std::numeric_limits<double>::infinity()};
  /// Viscous damping of `<dynamics damping>` (N·m·s or N·s); planar joints
  /// take three values (x, y translation then rotation).
  Eigen::Vector3d damping{Eigen::Vector3d::Zero()};
  /// drake:screw_thread_pitch of screw joints (m per revolution).
  double screw_thread_pitch{0.0};
  std::optional<UrdfMimic> mimic;
  int line{0};
};

/// `<transmission>` of type SimpleTransmission: one actuator on one joint.
struct UrdfTransmission {
  std::string name;
  std::string joint;
  std::string actuator;
  /// drake:rotor_inertia (kg·m²) and drake:gear_ratio of the actuator.
  std::optional<double> rotor_inertia;
  std::optional<double> gear_ratio;
  /// drake:controller_gains p and d.
  std::optional<double> proportional_gain;
  std::optional<double> derivative_gain;
  int line{0};
};

/// Drake's `<frame name link xyz rpy>`: a frame F fixed to a link L.
struct UrdfFrame {
  std::string name;
  std::string link;
  math::RigidTransformd X_LF;
  int line{0};
};

/// `<drake:collision_filter_group>`.
struct UrdfCollisionFilterGroup {
  std::string name;
  /// `ignore="true"` disables the group.
  bool ignore{false};
  /// Links of `<drake:member link>`.
  std::vector<std::string> member_links;
  /// Groups of `<drake:member_group name>`.
  std::vector<std::string> member_groups;
  /// Groups of `<drake:ignored_collision_filter_group name>`.
  std::vector<std::string> ignored_groups;
  int line{0};
};

/// Everything read from one `<robot>`, in file order.
struct UrdfModel {
  /// The robot's name attribute.
  std::string name;
  /// The file name, or a placeholder for text parsed from a string.
  std::string source;
  std::vector<UrdfLink> links;
  std::vector<UrdfJoint> joints;
  std::vector<UrdfTransmission> transmissions;
  std::vector<UrdfFrame> frames;
  std::vector<UrdfCollisionFilterGroup> collision_filter_groups;
  /// Robot-level `<material>` definitions.
  std::vector<ParsedMaterial> materials;

  /// The link named `name`, or null.
  const UrdfLink* FindLink(const std::string& link_name) const {
    for (const UrdfLink& link : links) {
      if (link.name == link_name) return &link;
    }
    return nullptr;
  }
  /// The joint named `name`, or null.
  const UrdfJoint* FindJoint(const std::string& joint_name) const {
    for (const UrdfJoint& joint : joints) {
      if (joint.name == joint_name) return &joint;
    }
    return nullptr;
  }
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
