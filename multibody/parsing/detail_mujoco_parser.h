#pragma once

/// @file
/// Adds a MuJoCo MJCF model (`<mujoco>`, extension .xml) to a
/// MultibodyPlant, supporting the subset of MJCF that Drake's MuJoCo parser
/// supports. The whole document is read and checked before the plant is
/// touched. Internal: not part of Drake's API.
///
/// What is read (MuJoCo semantics, https://mujoco.readthedocs.io):
/// - `<mujoco model>`: the model instance name (required, as in Drake).
/// - `<compiler angle eulerseq autolimits inertiafromgeom coordinate meshdir
///   assetdir>` (angle defaults to degree, autolimits to true).
/// - `<option gravity>` sets the plant's gravity vector (for the whole plant,
///   as in Drake); `timestep` is ignored with a warning (set the plant's time
///   step instead), solver settings are ignored silently.
/// - `<default>` classes (nested, inherited; `class` and `childclass`) for
///   geom, joint, motor, position, mesh and material attributes.
/// - `<asset>`: `<material name rgba>` and `<mesh name file scale>` (.obj
///   files only, as in Drake).
/// - `<worldbody>` geoms are anchored to the world (a plane becomes a
///   HalfSpace); nested `<body name pos quat|axisangle|euler|xyaxes|zaxis
///   childclass>` become rigid bodies.
/// - `<inertial pos orientation mass diaginertia|fullinertia>`; without it
///   (or with inertiafromgeom="true") the body's spatial inertia is the sum
///   of its geoms' (uniform density, default 1000 kg/m³, or the geom's
///   `mass`), shifted to the body origin.
/// - `<joint type="hinge|slide|ball|free" pos axis range limited damping ref
///   armature>` and `<freejoint>`: a body without a joint is welded to its
///   parent; a free joint leaves the body floating at its default pose (the
///   plant adds the floating joint at Finalize(), named after the body, as in
///   Drake). A body with several joints gets a chain of massless bodies named
///   "<body><i>" (as in Drake), one joint each, so that each joint turns about
///   its own axis through its own `pos` (both in the body frame), applied in
///   file order, which is MuJoCo's kinematics. (Drake's parser places the
///   intermediate joints in the parent's frame instead; we follow MuJoCo.)
///   `ref` becomes the joint's default position. `armature` becomes the rotor
///   inertia (armature / gear²) of a motor on that joint, as in Drake.
/// - `<geom type="plane|sphere|capsule|cylinder|box|ellipsoid|mesh" size
///   fromto pos orientation friction mass density contype conaffinity condim
///   group material rgba>`: visual and collision geometry (contype =
///   conaffinity = 0: visual only; group > 2: collision only), friction
///   μs = μd = the first friction coefficient.
/// - `<actuator>`: `<motor>` and `<position>` on a joint become
///   JointActuators: effort limit from ctrlrange/forcerange (the larger
///   magnitude, as in Drake), gear ratio from the first `gear` value, PD
///   gains from `kp`/`kv` of `<position>`.
/// Other elements and attributes are reported as warnings and ignored.

#include <optional>
#include <string>

#include "drake/common/diagnostic_policy.h"
#include "drake/multibody/parsing/detail_urdf_reader.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {

/// Options of one AddModelFromMujocoXml call.
struct MujocoParseOptions {
  /// Prepended as "<prefix>::" to the model instance name when not empty.
  std::string model_name_prefix;
  /// Rename ("<name>_1", "<name>_2", ...) instead of failing when the model
  /// instance name is taken.
  bool auto_rename{false};
};

/// Reads the MJCF document `source` and adds it to `plant` as one new model
/// instance. Problems are reported through `policy` as
/// "<file>:<line>: error: <message>" (with the default policy the first
/// error throws std::runtime_error): malformed XML or numbers, a missing
/// `<mujoco>` or model name, unknown joint or geom types, missing geom sizes,
/// unknown default classes, duplicate names, non-physical inertias, free
/// joints below the top level, actuators on unknown or multi-dof joints.
/// Unsupported elements and attributes are warnings. On an error nothing is
/// added to the plant and nullopt is returned when the policy's error action
/// returns. Geometry is registered with SceneGraph when the plant is a
/// geometry source and kept otherwise (detail_pending_geometry.h).
/// @throws std::logic_error if `plant` is null or finalized.
std::optional<ModelInstanceIndex> AddModelFromMujocoXml(
    const DataSource& source, const MujocoParseOptions& options,
    const drake::internal::DiagnosticPolicy& policy,
    MultibodyPlant<double>* plant);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
