#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>

#include "drake/common/default_scalars.h"
#include "drake/geometry/meshcat.h"
#include "drake/multibody/meshcat/contact_visualizer_params.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace meshcat {

/** Draws the point-contact forces of a MultibodyPlant's ContactResults in a
Meshcat: for each pair of bodies in contact, at "<prefix>/<body A>+<body B>",
a double arrow through the contact point C along the force f_Bc_W on body B,
reaching |f| / newtons_per_meter meters on each side of C (the forces on A
and B are equal and opposite), with a ball at the end toward which the force
on B points. Pairs whose force is below force_threshold are hidden. Poses
are recorded when the Meshcat is recording.

Hydroelastic contacts (ContactResults::hydroelastic_contact_info()) are
drawn at "<prefix>/hydroelastic/<body A>+<body B>" (A and B the bodies of
the surface's geometries in id order), translated to the surface's centroid
C: "force_C_W", an arrow (hydro_force_color) along the force on A, F_Ac_W's
translational part, at newtons_per_meter; "moment_C_W", an arrow
(hydro_moment_color) along its moment, at newton_meters_per_meter; and
"contact_surface", the surface's triangles colored by pressure (black, red,
yellow, white from the lowest to the highest pressure on the surface). A
pair whose force is below force_threshold and whose moment is below
moment_threshold is hidden; so is either arrow below its own threshold.

@system
name: ContactVisualizer
input_ports:
- contact_results
- query_object
@endsystem

The query_object input is optional (not used yet).

@tparam_nonsymbolic_scalar */
template <typename T>
class ContactVisualizer final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ContactVisualizer);

  /** Draws into `meshcat` with `params`.
  @throws std::exception if `meshcat` is null or params.publish_period is
  not positive. */
  explicit ContactVisualizer(std::shared_ptr<geometry::Meshcat> meshcat,
                             ContactVisualizerParams params = {});

  /** Scalar-converting copy constructor (same Meshcat and params). */
  template <typename U>
  explicit ContactVisualizer(const ContactVisualizer<U>& other);

  ~ContactVisualizer() final;

  /** Deletes <prefix> from the Meshcat. */
  void Delete() const;

  /** The ContactResults<T> input port. */
  const systems::InputPort<T>& contact_results_input_port() const {
    return this->get_input_port(contact_results_input_port_);
  }

  /** The (optional) QueryObject<T> input port. */
  const systems::InputPort<T>& query_object_input_port() const {
    return this->get_input_port(query_object_input_port_);
  }

  /** Adds a ContactVisualizer fed by `plant`'s contact results. */
  static const ContactVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder, const MultibodyPlant<T>& plant,
      std::shared_ptr<geometry::Meshcat> meshcat,
      ContactVisualizerParams params = {});

  /** Adds a ContactVisualizer fed by `contact_results_port` and
  `query_object_port`. */
  static const ContactVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder,
      const systems::OutputPort<T>& contact_results_port,
      const systems::OutputPort<T>& query_object_port,
      std::shared_ptr<geometry::Meshcat> meshcat,
      ContactVisualizerParams params = {});

  /** Adds a ContactVisualizer fed by `contact_results_port`. */
  static const ContactVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder,
      const systems::OutputPort<T>& contact_results_port,
      std::shared_ptr<geometry::Meshcat> meshcat,
      ContactVisualizerParams params = {});

 private:
  template <typename>
  friend class ContactVisualizer;

  systems::EventStatus UpdateMeshcat(const systems::Context<T>&) const;
  // Sets the arrow at `path` (its shaft and tip made on first use): along
  // `vector`, through the point C at p_PC in the frame P of the parent
  // path, reaching |vector| / `units_per_meter` meters on each side of C.
  void DrawArrow(const std::string& path, const Eigen::Vector3d& p_PC,
                 const Eigen::Vector3d& vector, double units_per_meter,
                 const geometry::Rgba& color, double time) const;
  // The name of the body of proximity geometry `id` of `plant` (searched
  // once per id), or "geometry<id>" if no body has it.
  const std::string& BodyNameOfGeometry(const MultibodyPlant<T>& plant,
                                        geometry::GeometryId id) const;
  systems::EventStatus OnInitialization(const systems::Context<T>&) const;

  const std::shared_ptr<geometry::Meshcat> meshcat_;
  const ContactVisualizerParams params_;
  int contact_results_input_port_{};
  int query_object_input_port_{};
  // per pair path: whether it is shown now
  mutable std::map<std::string, bool> visible_;
  // the arrows made so far (their paths)
  mutable std::set<std::string> arrows_;
  mutable std::map<geometry::GeometryId, std::string> geometry_body_names_;
};

template <typename T>
template <typename U>
ContactVisualizer<T>::ContactVisualizer(const ContactVisualizer<U>& other)
    : ContactVisualizer(other.meshcat_, other.params_) {}

}  // namespace meshcat
}  // namespace multibody

namespace systems {
namespace scalar_conversion {
template <>
struct Traits<drake::multibody::meshcat::ContactVisualizer>
    : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::multibody::meshcat::ContactVisualizer);
