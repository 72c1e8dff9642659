#pragma once

/// @file
/// InertiaVisualizer<T>: illustration geometry that shows the mass and
/// rotational inertia of every body of a MultibodyPlant that can move.

#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/geometry/frame_kinematics_vector.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace visualization {

namespace internal {
/// (Internal) one body drawn by InertiaVisualizer: its plant frame, the
/// visualizer's frame at Bcm, the ellipsoid, and the pose X_BBcm of the
/// ellipsoid's frame in the body frame (the same for every scalar type).
struct InertiaVisualizerItem {
  multibody::BodyIndex body;
  geometry::FrameId Bo_frame;
  geometry::FrameId Bcm_frame;
  geometry::GeometryId geometry;
  math::RigidTransform<double> X_BBcm;
};
}  // namespace internal

/// Shows the inertia of each body of a MultibodyPlant that is not welded to
/// the world as a blue solid ellipsoid, centered at the body's center of
/// mass Bcm along its principal axes: the solid ellipsoid whose rotational
/// inertia about Bcm is the body's, scaled uniformly to water's density
/// (1000 kg/m³) so that its mass is the body's mass. (Its principal moments
/// keep their ratios; they equal the body's only for a body as dense as
/// water.) A massless body is drawn as a 1 mm sphere and a point mass as a
/// sphere of 6.2 cm·∛(m/kg); no semi-diameter is drawn smaller than 1/100
/// of the largest.
///
/// The geometries are registered with SceneGraph (source
/// "inertia_visualizer") with the illustration role and the property
/// ("meshcat", "accepting") = "inertia", so that only a MeshcatVisualizer
/// whose prefix is "inertia" draws them (AddDefaultVisualization() adds
/// one, hidden by default, when VisualizationConfig::publish_inertia is
/// set).
///
/// Ports: input "plant_geometry_pose" (the plant's "geometry_pose" output, a
/// geometry::FramePoseVector<T>); output "geometry_pose" (the poses of this
/// system's frames, for SceneGraph's source pose port).
///
/// The inertias are read from the plant's default Context when this system
/// is constructed; later changes of mass or inertia are not shown.
///
/// Instantiated for double and AutoDiffXd.
template <typename T>
class InertiaVisualizer final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(InertiaVisualizer);

  /// Registers one frame and one ellipsoid per body with `scene_graph`.
  /// @throws std::exception if `scene_graph` is null, or if `plant` is not
  /// finalized or not registered as a geometry source (its bodies then have
  /// no SceneGraph frames to follow).
  InertiaVisualizer(const multibody::MultibodyPlant<T>& plant,
                    geometry::SceneGraph<T>* scene_graph);

  /// Scalar-converting copy constructor (the same source, frames and
  /// geometries).
  template <typename U>
  explicit InertiaVisualizer(const InertiaVisualizer<U>& other);

  ~InertiaVisualizer() final;

  /// Adds an InertiaVisualizer named "inertia_visualizer" to `builder` and
  /// connects it from the plant's "geometry_pose" output and to
  /// `scene_graph`'s pose port for its source.
  /// @throws std::exception if `builder` or `scene_graph` is null, or as the
  /// constructor does.
  static const InertiaVisualizer<T>& AddToBuilder(
      systems::DiagramBuilder<T>* builder,
      const multibody::MultibodyPlant<T>& plant,
      geometry::SceneGraph<T>* scene_graph);

  /// (Advanced) The SceneGraph source id of this system's geometries.
  geometry::SourceId source_id() const { return source_id_; }

 private:
  template <typename>
  friend class InertiaVisualizer;

  using Item = internal::InertiaVisualizerItem;

  InertiaVisualizer(geometry::SourceId source_id, std::vector<Item> items);
  void DeclarePorts();
  void CalcFramePoseOutput(const systems::Context<T>& context,
                           geometry::FramePoseVector<T>* poses) const;

  geometry::SourceId source_id_;
  std::vector<Item> items_;
};

template <typename T>
template <typename U>
InertiaVisualizer<T>::InertiaVisualizer(const InertiaVisualizer<U>& other)
    : InertiaVisualizer(other.source_id_, other.items_) {}

namespace internal {

/// The ellipsoid InertiaVisualizer draws for `body` (its mass and inertia
/// read from `plant_context`), and the pose X_BE of the ellipsoid's frame E
/// in the body frame B (E's origin is the center of mass Bcm; its axes are
/// the principal axes, the largest semi-diameter along Ex).
/// @throws std::exception if the body's spatial inertia is not physically
/// valid.
template <typename T>
std::pair<geometry::Ellipsoid, math::RigidTransform<double>>
CalculateInertiaGeometry(const multibody::RigidBody<T>& body,
                         const systems::Context<T>& plant_context);

}  // namespace internal
}  // namespace visualization

namespace systems {
namespace scalar_conversion {
template <>
struct Traits<drake::visualization::InertiaVisualizer>
    : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::visualization::InertiaVisualizer);
