#pragma once

/// @file
/// Plain data that every model parser (URDF, SDFormat, MuJoCo) reads for a
/// body before anything is added to a plant: its inertia, and its visual and
/// collision geometry with their materials and proximity properties. Every
/// element keeps the line it came from so that the builder can report
/// problems at the right place. Internal: not part of Drake's API.

#include <optional>
#include <string>

#include <Eigen/Core>

#include "drake/math/rigid_transform.h"

namespace drake {
namespace multibody {
namespace internal {

/// `<inertial>` of a link: the pose of the centre-of-mass frame Bcm in the
/// link frame B, the mass (kg) and the inertia about Bcm expressed in Bcm
/// (kg·m²).
struct ParsedInertial {
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
struct ParsedGeometry {
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
  /// Mesh file as written (a URL or a path relative to the model file).
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
struct ParsedMaterial {
  std::string name;
  std::optional<Eigen::Vector4d> rgba;
  std::optional<std::string> texture_filename;
  int line{0};
};

/// `<drake:proximity_properties>` of a collision geometry (and friction).
struct ParsedProximityProperties {
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
struct ParsedVisual {
  std::string name;
  math::RigidTransformd X_BG;
  ParsedGeometry geometry;
  std::optional<ParsedMaterial> material;
  int line{0};
};

/// `<collision>`: geometry G posed in the link frame B.
struct ParsedCollision {
  std::string name;
  math::RigidTransformd X_BG;
  ParsedGeometry geometry;
  ParsedProximityProperties proximity;
  int line{0};
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
