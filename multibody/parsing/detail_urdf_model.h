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

namespace drake {
namespace multibody {
namespace internal {

/// `<inertial>` of a link: the pose of the centre-of-mass frame Bcm in the
/// link frame B, the mass (kg) and the inertia about Bcm expressed in Bcm
/// (kg·m²).
struct UrdfInertial {
  math::RigidTransformd X_BBcm;
  double mass{0.0};
  double ixx{0.0};
  double ixy{0.0};
  double ixz{0.0};
  double iyy{0.0};
  double iyz{0.0};
  double izz{0.0};
  int line{0};
};

/// The shape inside `<geometry>` (lengths in meters). kHalfSpace comes only
/// from SDFormat's `<plane>`: the half space z <= 0 of the geometry frame.
struct UrdfGeometry {
  enum class Type {
    kBox,
    kSphere,
    kCylinder,
    kCapsule,
    kEllipsoid,
    kMesh,
    kHalfSpace
  };
  Type type{Type::kBox};
  /// Box side lengths (x, y, z).
  Eigen::Vector3d size{Eigen::Vector3d::Zero()};
  /// Sphere, cylinder and capsule radius.
  double radius{0.0};
  /// Cylinder and capsule length (along z).
  double length{0.0};
  /// Ellipsoid semi-axes a, b, c (along x, y, z).
  Eigen::Vector3d semi_axes{Eigen::Vector3d::Zero()};
  /// Mesh file as written (a URL or a path relative to the URDF file).
  std::string mesh_filename;
  /// Mesh file resolved to an absolute path, when it could be resolved.
  std::optional<std::string> mesh_resolved_path;
  /// Mesh scale per axis.
  Eigen::Vector3d mesh_scale{Eigen::Vector3d::Ones()};
  /// `<drake:declare_convex/>` inside `<mesh>`.
  bool mesh_declared_convex{false};
  int line{0};
};

/// `<material>`: a name and optionally a color (RGBA in [0, 1]) and a
/// texture file.
struct UrdfMaterial {
  std::string name;
  std::optional<Eigen::Vector4d> rgba;
  std::optional<std::string> texture_filename;
  int line{0};
};

/// `<drake:proximity_properties>` of a collision geometry (and friction).
struct UrdfProximityProperties {
  bool rigid_hydroelastic{false};
  bool compliant_hydroelastic{false};
  std::optional<double> mesh_resolution_hint;
  std::optional<double> hydroelastic_modulus;
  std::optional<double> hunt_crossley_dissipation;
  std::optional<double> relaxation_time;
  std::optional<double> point_contact_stiffness;
  std::optional<double> hydroelastic_margin;
  std::optional<double> mu_dynamic;
  std::optional<double> mu_static;

  bool empty() const {
    return !rigid_hydroelastic && !compliant_hydroelastic &&
           !mesh_resolution_hint && !hydroelastic_modulus &&
           !hunt_crossley_dissipation && !relaxation_time &&
           !point_contact_stiffness && !hydroelastic_margin && !mu_dynamic &&
           !mu_static;
  }
};

/// `<visual>`: geometry G posed in the link frame B.
struct UrdfVisual {
  std::string name;
  math::RigidTransformd X_BG;
  UrdfGeometry geometry;
  std::optional<UrdfMaterial> material;
  int line{0};
};

/// `<collision>`: geometry G posed in the link frame B.
struct UrdfCollision {
  std::string name;
  math::RigidTransformd X_BG;
  UrdfGeometry geometry;
  UrdfProximityProperties proximity;
  int line{0};
};

/// `<link>`.
struct UrdfLink {
  std::string name;
  /// Absent when the link has no `<inertial>` (a massless link).
  std::optional<UrdfInertial> inertial;
  std::vector<UrdfVisual> visuals;
  std::vector<UrdfCollision> collisions;
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
  std::vector<UrdfMaterial> materials;

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
