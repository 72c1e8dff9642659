#pragma once

/// @file
/// ProcessModelDirectives(): builds a MultibodyPlant from ModelDirectives
/// (Drake's drake/multibody/parsing/process_model_directives.h). Loading
/// directives (LoadModelDirectives, LoadModelDirectivesFromString) is
/// declared in model_directives.h, included here.
///
/// Semantics, per directive, in order (`ns` is the model namespace of an
/// enclosing add_directives, "" at the top level; `ns::x` means x when ns is
/// empty; the frame name `world` is the world frame in every namespace):
/// - add_model: parses `file` (a package:// or file:// URL, or a path) as one
///   model named `ns::name` from the start (URDF and SDFormat; nested
///   SDFormat models become `ns::name::inner`), so SceneGraph frames carry
///   that name too ("ns::name::body"). A taken name is an error, unless the
///   parser's auto-renaming is on ("ns::name_1", ...). Then sets the default
///   joint positions, and the default free body poses: each key names a body
///   or a frame C of the model ("" names the model's only body), posed at
///   X_PC in the pose's `base_frame` P (`ns::base_frame`; the world when
///   unset). A body frame posed in the world sets the body's default free
///   pose; otherwise (another P, or a C offset from its body) a
///   QuaternionFloatingJoint from P to C named after C's body (prefixed "_"
///   while the model has a joint of that name) is added with default pose
///   X_PC, as Drake does.
/// - add_model_instance: adds an empty model instance `ns::name`.
/// - add_frame: adds a FixedOffsetFrame at X_PF in the frame
///   `ns::base_frame`; a scoped name `a::f` puts frame f in instance `ns::a`,
///   an unscoped name puts it in the base frame's instance.
/// - add_weld: welds frame `ns::child` to frame `ns::parent` at X_PC. As in
///   Drake, the child frame must belong to a model added by an add_model of
///   the same ProcessModelDirectives call (not to a nested model's instance);
///   that model's ModelInstanceInfo records the weld.
/// - add_collision_filter_group: declares the group `scope::name` with member
///   bodies `scope::member`, member groups and ignored groups
///   `scope::group`, where scope is `ns::model_namespace` (`ns` when the
///   group has no model_namespace). Once every directive is processed, the
///   collisions between each group's geometries (member groups included)
///   and those of each group it ignores are excluded in SceneGraph (a group
///   that ignores itself filters collisions among its members). Without a
///   SceneGraph the directive is skipped, as in Drake.
/// - add_directives: loads `file` and processes it with namespace
///   `ns::model_namespace` (that model instance must exist).
///
/// Frame names are scoped `instance::frame` (split at the last `::`).

#include <string>
#include <vector>

#include "drake/multibody/parsing/model_directives.h"
#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace parsing {

/// Adds `directives` to `plant` (see the file comment), resolving files
/// with `parser`'s PackageMap (and strictness), and appends to
/// `added_models` (if not null) one entry per added model; an add_weld whose
/// child frame belongs to an added model fills in that entry's
/// parent_frame_name, child_frame_name and X_PC.
/// @param parser May be null: a Parser for `plant` with the default package
///   map is used. Otherwise it must parse into `plant`.
/// @throws std::logic_error if `plant` is null or finalized, or `parser`
///   parses into another plant.
/// @throws std::runtime_error (or the plant's and parser's exceptions) for a
///   file that cannot be resolved, read or parsed, a model file without
///   exactly one (top-level) model, a name (model instance, frame, body,
///   joint, collision filter group) that does not resolve or is taken, a
///   weld child outside the added models, or an add_directives file that
///   includes itself; the message names the directive (and the included file
///   it is in). The directives before the failing one remain applied, as in
///   Drake (collision filter groups are applied only when all directives
///   succeed).
void ProcessModelDirectives(const ModelDirectives& directives,
                            MultibodyPlant<double>* plant,
                            std::vector<ModelInstanceInfo>* added_models,
                            Parser* parser = nullptr);

/// As above, adding to `parser`'s plant and returning the added models.
/// @throws std::logic_error if `parser` is null; otherwise as above.
std::vector<ModelInstanceInfo> ProcessModelDirectives(
    const ModelDirectives& directives, Parser* parser);

/// Converts a URI of a model directive (`package://` or `model://` through
/// `package_map`, `file://`, or an absolute path) to an absolute file path.
/// @throws std::runtime_error naming `uri` if it does not resolve (unknown
///   package or scheme, malformed URI, a relative path) or the file does not
///   exist.
std::string ResolveModelDirectiveUri(const std::string& uri,
                                     const PackageMap& package_map);

/// Appends to `out` the directives of `directives` with every add_directives
/// replaced, recursively, by the directives of its file, the names in them
/// prefixed with the include's model_namespace as ProcessModelDirectives()
/// would resolve them (add_model and add_model_instance names, add_weld
/// frames, add_frame names and base frames, collision filter groups through
/// their model_namespace; "world" stays "world"). Processing the result
/// adds the same models, frames and welds as processing `directives`.
/// Files are resolved with `package_map` (a plain path is used as is).
/// @throws std::logic_error if `out` is null.
/// @throws std::runtime_error if an included file cannot be resolved or
///   loaded, or includes itself; `out` is then unchanged.
void FlattenModelDirectives(const ModelDirectives& directives,
                            const PackageMap& package_map,
                            ModelDirectives* out);

/// Returns the frame named by the scoped name `full_name` in `plant`:
/// "world", or "frame" (unique in the plant), or "instance::frame" (the
/// instance name may itself be scoped, "a::b::frame").
/// @throws std::runtime_error naming `full_name` if there is no such frame.
const Frame<double>& GetScopedFrameByName(const MultibodyPlant<double>& plant,
                                          const std::string& full_name);

namespace internal {
/// (Internal) ProcessModelDirectives() with every name inside
/// `model_namespace` (as if the directives were included by an
/// add_directives with that namespace, except that no model instance of
/// that name is needed): Parser::AddModels() of a .dmd.yaml file passes the
/// parser's model name prefix, as Drake does.
void ProcessModelDirectivesInNamespace(
    const ModelDirectives& directives, const std::string& model_namespace,
    MultibodyPlant<double>* plant, std::vector<ModelInstanceInfo>* added_models,
    Parser* parser);
}  // namespace internal

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
