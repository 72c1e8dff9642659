#pragma once

/// @file
/// ProcessModelDirectives(): builds a MultibodyPlant from ModelDirectives
/// (Drake's drake/multibody/parsing/process_model_directives.h). Loading
/// directives (LoadModelDirectives, LoadModelDirectivesFromString) is
/// declared in model_directives.h, included here.
///
/// Semantics, per directive, in order (`ns` is the model namespace of an
/// enclosing add_directives, "" at the top level; `ns::x` means x when ns is
/// empty):
/// - add_model: parses `file` (a package:// or file:// URL, or a path) with
///   the parser and names the one model instance it must contain `ns::name`;
///   then sets default joint positions and default free body poses.
/// - add_model_instance: adds an empty model instance `ns::name`.
/// - add_frame: adds a FixedOffsetFrame at X_PF in the frame
///   `ns::base_frame`; a scoped name `a::f` puts frame f in instance `ns::a`,
///   an unscoped name puts it in the base frame's instance.
/// - add_weld: welds frame `ns::child` to frame `ns::parent` at X_PC.
/// - add_collision_filter_group: resolves the member bodies and records the
///   group with the plant's other pending collision filter groups (applied
///   once SceneGraph registration exists; nothing is dropped).
/// - add_directives: loads `file` and processes it with namespace
///   `ns::model_namespace` (that model instance must exist).
///
/// Frame names are scoped `instance::frame` (split at the last `::`); the
/// name `world` is the world frame. Only URDF models can be parsed so far
/// (the Parser's limitation); a default free body pose must be measured from
/// the world frame so far (another base_frame throws).

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
///   exactly one model, or a name (model instance, frame, body, joint) that
///   does not resolve, or an add_directives file that includes itself; the
///   message names the directive (and the included file it is in). The
///   directives before the failing one remain applied, as in Drake.
void ProcessModelDirectives(const ModelDirectives& directives,
                            MultibodyPlant<double>* plant,
                            std::vector<ModelInstanceInfo>* added_models,
                            Parser* parser = nullptr);

/// As above, adding to `parser`'s plant and returning the added models.
/// @throws std::logic_error if `parser` is null; otherwise as above.
std::vector<ModelInstanceInfo> ProcessModelDirectives(
    const ModelDirectives& directives, Parser* parser);

/// Returns the frame named by the scoped name `full_name` in `plant`:
/// "world", or "frame" (unique in the plant), or "instance::frame" (the
/// instance name may itself be scoped, "a::b::frame").
/// @throws std::runtime_error naming `full_name` if there is no such frame.
const Frame<double>& GetScopedFrameByName(const MultibodyPlant<double>& plant,
                                          const std::string& full_name);

}  // namespace parsing
}  // namespace multibody
}  // namespace drake
