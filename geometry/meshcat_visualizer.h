#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_version.h"
#include "drake/geometry/meshcat.h"
#include "drake/geometry/meshcat_animation.h"
#include "drake/geometry/meshcat_visualizer_params.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/rgba.h"
#include "drake/geometry/scene_graph.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace geometry {

/** Draws the geometries of a SceneGraph in a Meshcat.

Each publish (periodic at MeshcatVisualizerParams::publish_period, forced,
and the initialization event) reads the "query_object" input: the first time,
and whenever the set of geometries of the chosen role changes, it sets each
geometry's object at "<prefix>/<frame name>/<geometry name>" (a "::" in a
name becomes "/"; geometries of the world frame go directly under <prefix>)
with its pose in its frame, X_FG; then every publish sets the pose of each
dynamic frame, X_WF, at "<prefix>/<frame name>". So the browser draws each
geometry at X_WG = X_WF · X_FG. It also reports the context's time to
Meshcat::SetSimulationTime().

Colors: illustration geometries use their ("phong", "diffuse") property,
else MeshcatVisualizerParams::default_color; proximity geometries use
default_color.

@system
name: MeshcatVisualizer
input_ports:
- query_object
@endsystem

@tparam_nonsymbolic_scalar */
template <typename T>
class MeshcatVisualizer final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MeshcatVisualizer);

  /** Draws into `meshcat` with `params`.
  @throws std::exception if `meshcat` is null, params.publish_period is not
  positive, or params.role is Role::kUnassigned. */
  explicit MeshcatVisualizer(std::shared_ptr<Meshcat> meshcat,
                             MeshcatVisualizerParams params = {});

  /** Scalar-converting copy constructor (same Meshcat and params). */
  template <typename U>
  explicit MeshcatVisualizer(const MeshcatVisualizer<U>& other);

  ~MeshcatVisualizer() final;

  /** Deletes <prefix> from the Meshcat; the next publish sets every object
  again. */
  void Delete() const;

  /** Starts recording the published poses into the Meshcat's recording at
  1 / publish_period frames per second (see Meshcat::StartRecording());
  returns the recording. */
  MeshcatAnimation* StartRecording(bool set_transforms_while_recording = true);

  /** Stops recording (the recording is kept). */
  void StopRecording();

  /** Sends the recording to the browsers (Meshcat::PublishRecording()). */
  void PublishRecording() const;

  /** Stops recording and discards the recording. */
  void DeleteRecording();

  /** The Meshcat's recording. */
  MeshcatAnimation* get_mutable_recording();

  /** The QueryObject input port. */
  const systems::InputPort<T>& query_object_input_port() const {
    return this->get_input_port(query_object_input_port_);
  }

  /** Adds a MeshcatVisualizer to `builder` and connects it to
  `scene_graph`'s query output port. */
  static MeshcatVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder, const SceneGraph<T>& scene_graph,
      std::shared_ptr<Meshcat> meshcat, MeshcatVisualizerParams params = {});

  /** Adds a MeshcatVisualizer to `builder` and connects it to
  `query_object_port` (an output port of QueryObject<T> in the builder). */
  static MeshcatVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder,
      const systems::OutputPort<T>& query_object_port,
      std::shared_ptr<Meshcat> meshcat, MeshcatVisualizerParams params = {});

 private:
  template <typename>
  friend class MeshcatVisualizer;

  systems::EventStatus UpdateMeshcat(const systems::Context<T>& context) const;
  systems::EventStatus OnInitialization(const systems::Context<T>&) const;
  void SetObjects(const QueryObject<T>& query_object) const;
  void SetTransforms(const systems::Context<T>& context,
                     const QueryObject<T>& query_object) const;
  void SetAlphas(bool initializing) const;
  std::string FramePath(const SceneGraphInspector<T>& inspector,
                        FrameId frame_id) const;

  int query_object_input_port_{};
  mutable std::shared_ptr<Meshcat> meshcat_{};
  // the version of the geometry last drawn (none: draw everything)
  mutable std::optional<GeometryVersion> drawn_version_;
  mutable std::map<FrameId, std::string> dynamic_frames_{};
  mutable std::map<GeometryId, std::string> geometries_{};
  mutable std::map<GeometryId, Rgba> colors_{};
  mutable double alpha_value_{1.0};
  MeshcatVisualizerParams params_;
  std::string alpha_slider_name_;
};

/** A MeshcatVisualizer on double. */
using MeshcatVisualizerd = MeshcatVisualizer<double>;

template <typename T>
template <typename U>
MeshcatVisualizer<T>::MeshcatVisualizer(const MeshcatVisualizer<U>& other)
    : MeshcatVisualizer(other.meshcat_, other.params_) {}

}  // namespace geometry

namespace systems {
namespace scalar_conversion {
template <>
struct Traits<geometry::MeshcatVisualizer> : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::MeshcatVisualizer);
