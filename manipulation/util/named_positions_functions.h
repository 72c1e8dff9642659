#pragma once

/// @file
/// Joint positions named by model instance and joint, applied as a plant's
/// defaults (Drake's drake/manipulation/util/named_positions_functions.h).

#include "drake/common/string_map.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace manipulation {

/// {model_instance_name: {joint_name: joint_positions}}. A joint's positions
/// are always a vector, of one element for a revolute or prismatic joint.
using NamedPositions = drake::string_map<drake::string_map<Eigen::VectorXd>>;

/// Sets the default positions of the joints `input` names in `plant`; the
/// joints it does not name keep theirs.
/// @throws std::exception if `plant` is null, a model instance or joint is
///   not in `plant` (the message names it), or a joint's vector does not
///   have the joint's number of positions.
void ApplyNamedPositionsAsDefaults(
    const NamedPositions& input,
    drake::multibody::MultibodyPlant<double>* plant);

}  // namespace manipulation
}  // namespace drake
