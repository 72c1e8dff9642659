#pragma once

/// @file
/// Model directives: Drake's YAML schema for building a MultibodyPlant from
/// model files (drake/multibody/parsing/model_directives.h). A file is a
/// mapping with one key, `directives`, a list whose entries each hold exactly
/// one directive:
/// @code{yaml}
/// directives:
/// - add_model:
///     name: iiwa
///     file: package://drake_models/iiwa_description/urdf/iiwa14.urdf
///     default_joint_positions:
///       iiwa_joint_2: [0.5]
/// - add_weld:
///     parent: world
///     child: iiwa::base
/// - add_frame:
///     name: table_top
///     X_PF:
///       base_frame: world
///       translation: [0.5, 0, 0.8]
///       rotation: !Rpy { deg: [0, 0, 90] }
/// @endcode
/// Names may be scoped (`model::frame`). Processing the directives into a
/// plant is done by ProcessModelDirectives() (process_model_directives.h).

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "drake/common/name_value.h"
#include "drake/common/schema/transform.h"

namespace drake {
namespace multibody {
namespace parsing {

/// Adds the model(s) in a file (URDF, SDFormat, ...) as a model instance.
struct AddModel {
  /// Returns true iff `file` and `name` are non-empty.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(file));
    a->Visit(DRAKE_NVP(name));
    a->Visit(DRAKE_NVP(default_joint_positions));
    a->Visit(DRAKE_NVP(default_free_body_pose));
  }

  /// The model file, usually a `package://` URL.
  std::string file;
  /// The model instance name (may be scoped, `namespace::name`).
  std::string name;
  /// Default positions (the joint's generalized positions, in radians or
  /// meters) per joint name (scoped within the model).
  std::map<std::string, Eigen::VectorXd> default_joint_positions;
  /// Default poses per free body name (scoped within the model); the key
  /// "" names the model's one body when it has only one. A pose's
  /// base_frame, if given, names the frame it is measured from (the world
  /// frame otherwise).
  std::map<std::string, schema::Transform> default_free_body_pose;
};

/// Adds an empty model instance (a namespace for later directives).
struct AddModelInstance {
  /// Returns true iff `name` is non-empty.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(name));
  }

  /// The model instance name.
  std::string name;
};

/// Adds a frame F fixed to a base frame P.
struct AddFrame {
  /// Returns true iff `name` is non-empty and X_PF names a non-empty
  /// base_frame.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(name));
    a->Visit(DRAKE_NVP(X_PF));
  }

  /// The new frame's name. If scoped (`model::frame`) the frame belongs to
  /// that model instance; otherwise to the base frame's model instance.
  std::string name;
  /// The pose of F in the parent P; `X_PF.base_frame` (required) names P.
  schema::Transform X_PF;
};

/// Welds a child frame C to a parent frame P (a fixed joint).
struct AddWeld {
  /// Returns true iff `parent` and `child` are non-empty.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(parent));
    a->Visit(DRAKE_NVP(child));
    a->Visit(DRAKE_NVP(X_PC));
  }

  /// The parent frame's (scoped) name.
  std::string parent;
  /// The child frame's (scoped) name.
  std::string child;
  /// The pose of the child frame in the parent frame; identity if unset.
  std::optional<schema::Transform> X_PC;
};

/// Declares a collision filter group, as the URDF/SDFormat
/// `drake:collision_filter_group` tags do.
struct AddCollisionFilterGroup {
  /// Returns true iff `name` is non-empty.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(name));
    a->Visit(DRAKE_NVP(model_namespace));
    a->Visit(DRAKE_NVP(members));
    a->Visit(DRAKE_NVP(member_groups));
    a->Visit(DRAKE_NVP(ignored_collision_filter_groups));
  }

  /// The group's name.
  std::string name;
  /// If set, the model instance that scopes the group and its names.
  std::optional<std::string> model_namespace;
  /// Bodies (scoped names) in the group.
  std::vector<std::string> members;
  /// Other groups whose members join this group.
  std::vector<std::string> member_groups;
  /// Groups with which this group's members do not collide (naming this
  /// group itself filters collisions within it).
  std::vector<std::string> ignored_collision_filter_groups;
};

/// Includes the directives of another file.
struct AddDirectives {
  /// Returns true iff `file` is non-empty.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(file));
    a->Visit(DRAKE_NVP(model_namespace));
  }

  /// The included directives file, usually a `package://` URL.
  std::string file;
  /// If set, an existing model instance (see AddModelInstance) that
  /// prefixes every name the included file adds or refers to.
  std::optional<std::string> model_namespace;
};

/// One directive: exactly one of its members is set.
struct ModelDirective {
  /// Returns true iff exactly one member is set and it is valid.
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(add_model));
    a->Visit(DRAKE_NVP(add_model_instance));
    a->Visit(DRAKE_NVP(add_frame));
    a->Visit(DRAKE_NVP(add_weld));
    a->Visit(DRAKE_NVP(add_collision_filter_group));
    a->Visit(DRAKE_NVP(add_directives));
  }

  std::optional<AddModel> add_model;
  std::optional<AddModelInstance> add_model_instance;
  std::optional<AddFrame> add_frame;
  std::optional<AddWeld> add_weld;
  std::optional<AddCollisionFilterGroup> add_collision_filter_group;
  std::optional<AddDirectives> add_directives;
};

/// A list of directives, processed in order.
struct ModelDirectives {
  /// Returns true iff every directive IsValid().
  bool IsValid() const;

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(directives));
  }

  std::vector<ModelDirective> directives;
};

/// Loads the model directives file `filename` (YAML; see the file comment).
/// Keys a directive omits keep their defaults; unknown keys are errors.
/// @throws std::runtime_error if the file cannot be read or does not match
///   the schema (the message names the file, key path and line), or if a
///   directive is not valid (the message names the file, the directive's
///   index in `directives` and what is wrong).
ModelDirectives LoadModelDirectives(const std::string& filename);

/// As LoadModelDirectives(), reading the YAML document `model_directives`.
ModelDirectives LoadModelDirectivesFromString(
    const std::string& model_directives);

namespace internal {
/// (Internal) Returns an empty string if `directive` is valid, otherwise a
/// description of what is wrong (e.g. "add_weld: `child` is empty").
std::string DescribeInvalidDirective(const ModelDirective& directive);
}  // namespace internal

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
