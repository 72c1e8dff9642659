#pragma once

/// @file
/// Plain data read from an SDFormat document (through libsdformat, in
/// detail_sdf_reader.cc), before anything is added to a plant. Poses are
/// already resolved (libsdformat's semantic pose API) into the frames the
/// plant needs. Geometry, materials, contact properties and inertia reuse
/// the URDF structs so that both parsers register the same things. Every
/// element keeps "<file>:<line>" so that later checks report the right
/// place. Internal: not part of Drake's API.

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "drake/common/diagnostic_policy.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/parsing/detail_parsed_model.h"
#include "drake/multibody/parsing/detail_urdf_reader.h"
#include "drake/multibody/parsing/package_map.h"

namespace drake {
namespace multibody {
namespace internal {

/// Where an element was declared.
struct SdfSource {
  std::string file;
  int line{0};
};

/// One SDFormat `<model>` (top-level, in a world, or nested); it becomes one
/// model instance. `name` is scoped: "outer::inner" for nested models.
struct SdfModel {
  std::string name;
  bool is_static{false};
  /// The pose of the model frame M in the world W.
  math::RigidTransformd X_WM;
  /// The key of the canonical link (see SdfLink::key), when there is one.
  std::optional<std::string> canonical_link;
  SdfSource source;
};

/// `<link>`: body B with its default pose in the world.
struct SdfLink {
  /// "<model name>::<link name>": unique in the document.
  std::string key;
  std::string name;
  /// Index into SdfDocument::models.
  int model{0};
  math::RigidTransformd X_WB;
  std::optional<ParsedInertial> inertial;
  std::vector<ParsedVisual> visuals;
  std::vector<ParsedCollision> collisions;
  SdfSource source;
};

/// `<joint>` or `<drake:joint>`. F is fixed to the parent body P and M to
/// the child body C; F and M coincide at zero configuration.
struct SdfJoint {
  enum class Type {
    kFixed,
    kRevolute,
    kContinuous,
    kPrismatic,
    kBall,
    kUniversal,
    kScrew,
    kPlanar,
  };
  std::string name;
  Type type{Type::kFixed};
  std::string type_name;
  int model{0};
  /// Link keys, or "world".
  std::string parent;
  std::string child;
  math::RigidTransformd X_PF;
  math::RigidTransformd X_CM;
  /// Unit axis expressed in F (rotation/translation axis, screw axis).
  Eigen::Vector3d axis{0.0, 0.0, 1.0};
  /// Position limits (rad or m).
  double lower{-std::numeric_limits<double>::infinity()};
  double upper{std::numeric_limits<double>::infinity()};
  /// Velocity and acceleration limits (∞ when not given).
  double velocity{std::numeric_limits<double>::infinity()};
  double acceleration{std::numeric_limits<double>::infinity()};
  /// `<limit><effort>` as written: 0 means "not actuated", negative means
  /// "unlimited" (SDFormat's default is -1).
  double effort{-1.0};
  /// Viscous damping (planar joints: x, y translation then rotation).
  Eigen::Vector3d damping{Eigen::Vector3d::Zero()};
  double spring_reference{0.0};
  double spring_stiffness{0.0};
  /// Screw joints: translation per revolution (m).
  double screw_thread_pitch{0.0};
  std::optional<double> rotor_inertia;
  std::optional<double> gear_ratio;
  std::optional<double> proportional_gain;
  std::optional<double> derivative_gain;
  SdfSource source;
};

/// `<frame>` (and each model's frame "__model__"): F fixed to body B.
struct SdfFrame {
  std::string name;
  int model{0};
  /// Link key, or "world".
  std::string body;
  math::RigidTransformd X_BF;
  SdfSource source;
};

/// `<drake:collision_filter_group>`; names are scoped by the model that
/// declares them ("<model>::<group>").
struct SdfCollisionFilterGroup {
  std::string name;
  int model{0};
  bool ignore{false};
  std::vector<std::string> member_links;
  std::vector<std::string> member_groups;
  std::vector<std::string> ignored_groups;
  SdfSource source;
};

/// Everything read from one SDFormat document, in file order.
struct SdfDocument {
  std::vector<SdfModel> models;
  std::vector<SdfLink> links;
  std::vector<SdfJoint> joints;
  std::vector<SdfFrame> frames;
  std::vector<SdfCollisionFilterGroup> collision_filter_groups;
};

/// Reads `source` with libsdformat (includes resolved through
/// `package_map`, relative paths against the including file) and resolves
/// every pose. Errors of libsdformat and of the Drake extensions are
/// reported through `policy` as "<file>:<line>: error: <message>";
/// elements that are not supported give warnings. With the default policy
/// the first error throws std::runtime_error; nothing a file holds aborts
/// the process.
SdfDocument ReadSdf(const DataSource& source, const PackageMap& package_map,
                    const drake::internal::DiagnosticPolicy& policy);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
