#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/geometry/meshcat.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace meshcat {

/** A slider in the Meshcat page for each position of a MultibodyPlant; the
"positions" output port (size plant.num_positions()) reports their values.

Slider names: the joint's name for a one-position joint, else
"<joint>_<position suffix>" (e.g. "floating_qw"); when two names collide,
"/<model instance>" is appended to every name. A slider's range is
[max(lower_limit, joint lower limit), min(upper_limit, joint upper limit)].

@system
name: JointSliders
output_ports:
- positions
@endsystem

@tparam_nonsymbolic_scalar */
template <typename T>
class JointSliders final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(JointSliders);

  /** Adds the sliders to `meshcat`. `initial_value` defaults to the plant's
  default positions; `lower_limit`, `upper_limit` and `step` are one value
  for all positions or one per position (defaults -10, 10 and 0.01, in the
  positions' units: m or rad); the keycode vectors are empty or one per
  position. `plant` is aliased and must outlive this system.
  @throws std::exception if `meshcat` or `plant` is null, a vector has the
  wrong size, or a slider name is already taken in `meshcat`. */
  JointSliders(
      std::shared_ptr<geometry::Meshcat> meshcat,
      const MultibodyPlant<T>* plant,
      const std::optional<Eigen::VectorXd>& initial_value = {},
      const std::variant<std::monostate, double, Eigen::VectorXd>& lower_limit =
          {},
      const std::variant<std::monostate, double, Eigen::VectorXd>& upper_limit =
          {},
      const std::variant<std::monostate, double, Eigen::VectorXd>& step = {},
      std::vector<std::string> decrement_keycodes = {},
      std::vector<std::string> increment_keycodes = {});

  /** Removes the sliders from the Meshcat; the output then reports the
  initial values. */
  void Delete();

  /** Delete()s, if not done already. */
  ~JointSliders() final;

  /** Publishes `diagram` (which contains the plant and this system) each time
  a slider moves, with the plant's positions set to the sliders' values,
  until the "Stop JointSliders" button (bound to `stop_button_keycode`) is
  clicked or `timeout` seconds (wall clock) pass; returns the positions last
  published. Polls the sliders every 1/32 s. */
  Eigen::VectorXd Run(const systems::Diagram<T>& diagram,
                      std::optional<double> timeout = std::nullopt,
                      std::string stop_button_keycode = "Escape") const;

  /** Sets the sliders (and the initial values) to `q`.
  @throws std::exception if q.size() != plant.num_positions(). */
  void SetPositions(const Eigen::VectorXd& q);

 private:
  struct Slider {
    std::string name;
    double min{}, max{}, step{}, initial{};
  };

  void CalcOutput(const systems::Context<T>&, systems::BasicVector<T>*) const;

  std::shared_ptr<geometry::Meshcat> meshcat_;
  const MultibodyPlant<T>* const plant_;
  std::vector<Slider> sliders_;
  std::atomic<bool> is_registered_{false};
};

}  // namespace meshcat
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::multibody::meshcat::JointSliders);
