#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/geometry/drake_visualizer_params.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/geometry_version.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace geometry {
namespace internal {

/* A frame (other than the world) with geometry of the visualized role: what
 the load message declared and the draw messages move. */
struct DynamicFrameData {
  FrameId frame_id;
  int num_geometry{};
  std::string name;
};

/* `channel` with the role's suffix when params.use_role_channel_suffix
 ("_ILLUSTRATION", "_PROXIMITY", "_PERCEPTION"), else `channel`. */
std::string MakeLcmChannelNameForRole(const std::string& channel,
                                      const DrakeVisualizerParams& params);

}  // namespace internal

/** Publishes the geometry of a SceneGraph (its QueryObject output connected
 to this system's "query_object" input) as Drake's LCM viewer messages, for
 drake_visualizer / Meldis:

 - "DRAKE_VIEWER_LOAD_ROBOT" (lcmt_viewer_load_robot): every geometry of the
   chosen role, grouped by frame into links, with its shape, pose in its
   frame and color. Geometries on the world frame form the link "world"
   (robot_num 0); every other frame with geometry is a link named
   "<source name>::<frame name>" with robot_num its frame group. Sent at the
   first publish and again whenever the role's geometry version changes.
 - "DRAKE_VIEWER_DRAW" (lcmt_viewer_draw): the world pose of each of those
   frames (not the world link), every publish_period and on forced publish;
   timestamp in milliseconds of simulation time.
 - "DRAKE_VIEWER_DEFORMABLE" (lcmt_viewer_link_data "deformable_geometries",
   robot_num 0): with each draw; always without geometry here, as SceneGraph
   has no deformable geometry yet.

 With params.use_role_channel_suffix the channel names gain "_ILLUSTRATION",
 "_PROXIMITY" or "_PERCEPTION".

 Shapes (lcmt_viewer_geometry_data float_data): Box [width, depth, height];
 Sphere [radius]; Cylinder and Capsule [radius, length]; Ellipsoid [a, b, c];
 HalfSpace a 50 × 50 × 1 box whose top face is the plane; Mesh [scale ×3]
 with the file path as string_data (for role kProximity, its convex hull as
 an inline mesh); Convex its convex hull as an inline mesh [num_vertices,
 num_triangles, vertex xyz..., triangle indices...].

 Color: the ("phong", "diffuse") property of the visualized role, else (for
 roles other than illustration) of the illustration properties, else
 params.default_color.

 @system
 name: DrakeVisualizer
 input_ports:
 - query_object
 @endsystem

 Scalar conversion (double → AutoDiffXd) works only when the visualizer owns
 its LCM interface (it was given none).
 @tparam_nonsymbolic_scalar */
template <typename T>
class DrakeVisualizer final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeVisualizer);

  /** Publishes on `lcm`, which must outlive this system; when null, the
   system makes and owns a DrakeLcm with the default URL.
   @throws std::exception if params.publish_period <= 0 or params.role is
   Role::kUnassigned. */
  DrakeVisualizer(lcm::DrakeLcmInterface* lcm = nullptr,
                  DrakeVisualizerParams params = {});

  /** Scalar-converting copy constructor.
   @throws std::exception if `other` does not own its LCM interface. */
  template <typename U>
  explicit DrakeVisualizer(const DrakeVisualizer<U>& other);

  ~DrakeVisualizer() final;

  /** The QueryObject-valued input port ("query_object"). */
  const systems::InputPort<T>& query_object_input_port() const {
    return this->get_input_port(query_object_input_port_);
  }

  /** Adds a DrakeVisualizer to `builder`, connected to `scene_graph`'s query
   output, named "drake_visualizer(<role>)" unless that name is taken. */
  static const DrakeVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder, const SceneGraph<T>& scene_graph,
      lcm::DrakeLcmInterface* lcm = nullptr, DrakeVisualizerParams params = {});

  /** Adds a DrakeVisualizer to `builder`, connected to `query_object_port`,
   named as above. */
  static const DrakeVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder,
      const systems::OutputPort<T>& query_object_port,
      lcm::DrakeLcmInterface* lcm = nullptr, DrakeVisualizerParams params = {});

  /** (Advanced) Publishes a load message of `scene_graph`'s model geometry
   (at time 0) on `lcm`.
   @throws std::exception if `lcm` is null. */
  static void DispatchLoadMessage(const SceneGraph<T>& scene_graph,
                                  lcm::DrakeLcmInterface* lcm,
                                  DrakeVisualizerParams params = {});

 private:
  template <typename>
  friend class DrakeVisualizer;

  DrakeVisualizer(lcm::DrakeLcmInterface* lcm, DrakeVisualizerParams params,
                  bool use_lcm);

  systems::EventStatus SendGeometryMessage(
      const systems::Context<T>& context) const;

  static void SendLoadMessage(
      const SceneGraphInspector<T>& inspector,
      const DrakeVisualizerParams& params,
      const std::vector<internal::DynamicFrameData>& dynamic_frames,
      double time, lcm::DrakeLcmInterface* lcm);

  static void SendDrawMessage(
      const QueryObject<T>& query_object, const DrakeVisualizerParams& params,
      const std::vector<internal::DynamicFrameData>& dynamic_frames,
      double time, lcm::DrakeLcmInterface* lcm);

  static void SendDeformableMessage(const DrakeVisualizerParams& params,
                                    double time, lcm::DrakeLcmInterface* lcm);

  static void PopulateDynamicFrameData(
      const SceneGraphInspector<T>& inspector,
      const DrakeVisualizerParams& params,
      std::vector<internal::DynamicFrameData>* frame_data);

  void CalcDynamicFrameData(
      const systems::Context<T>& context,
      std::vector<internal::DynamicFrameData>* frame_data) const;

  // The version last loaded; a different version on the input sends a new
  // load message before the draw message.
  mutable GeometryVersion version_;
  mutable std::mutex mutex_;
  int query_object_input_port_{};
  std::unique_ptr<lcm::DrakeLcmInterface> owned_lcm_;
  mutable lcm::DrakeLcmInterface* lcm_{};
  systems::CacheIndex frame_data_cache_index_{};
  DrakeVisualizerParams params_;
};

/** DrakeVisualizer<double>. */
using DrakeVisualizerd = DrakeVisualizer<double>;

}  // namespace geometry

namespace systems {
namespace scalar_conversion {
// Only double → AutoDiffXd (AutoDiffXd → double makes no sense here).
template <>
struct Traits<geometry::DrakeVisualizer> : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::DrakeVisualizer);
