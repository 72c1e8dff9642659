#pragma once

/// @file
/// (Internal) MakeArmControllerModel(): the plant a driver's controller uses
/// (Drake's drake/manipulation/util/make_arm_controller_model.h).

#include <memory>
#include <optional>

#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace manipulation {
namespace internal {

/* Builds, from `arm_info.model_path` (a file path or a package:// URL), a
new continuous plant holding the arm alone, for a controller: welded to the
world by `arm_info.child_frame_name` at that frame's pose in
`simulation_plant`, with `simulation_plant`'s gravity. Everything welded to
the arm's bodies in `simulation_plant` that is not the arm (and not welded to
the world) becomes one lumped rigid body welded to that arm body. With
`gripper_info`, the gripper's bodies and what is welded to its
`child_frame_name` body become one body (named after that frame) welded to
the arm where the gripper is (its `parent_frame_name`, scoped or not, names
a frame of the arm); a "grasp_frame" of the gripper is copied onto it.
Returns the finalized plant.
@throws std::exception (naming the model and frame) if the arm's child frame
is not anchored in `simulation_plant`, the file holds other than one model,
or a frame named by the infos does not exist. */
std::unique_ptr<multibody::MultibodyPlant<double>> MakeArmControllerModel(
    const multibody::MultibodyPlant<double>& simulation_plant,
    const multibody::parsing::ModelInstanceInfo& arm_info,
    const std::optional<multibody::parsing::ModelInstanceInfo>& gripper_info =
        {});

}  // namespace internal
}  // namespace manipulation
}  // namespace drake
