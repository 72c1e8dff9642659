#include "drake/visualization/inertia_visualizer.h"

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace visualization {

using geometry::Ellipsoid;
using geometry::FrameId;
using geometry::FramePoseVector;
using geometry::SceneGraph;
using math::RigidTransform;
using multibody::BodyIndex;
using multibody::MultibodyPlant;

namespace internal {

template <typename T>
std::pair<Ellipsoid, RigidTransform<double>> CalculateInertiaGeometry(
    const multibody::RigidBody<T>& body,
    const systems::Context<T>& plant_context) {
  const multibody::SpatialInertia<T> M_BBo_B_T =
      body.CalcSpatialInertiaInBodyFrame(plant_context);
  const double mass = ExtractDoubleOrThrow(M_BBo_B_T.get_mass());
  const Vector3<double> p_BoBcm_B{ExtractDoubleOrThrow(M_BBo_B_T.get_com()(0)),
                                  ExtractDoubleOrThrow(M_BBo_B_T.get_com()(1)),
                                  ExtractDoubleOrThrow(M_BBo_B_T.get_com()(2))};
  if (mass == 0.0) {
    // Nothing to scale: a 1 mm marker at the center of mass.
    return {Ellipsoid(0.001, 0.001, 0.001), RigidTransform<double>(p_BoBcm_B)};
  }
  // Values only (AutoDiffXd derivatives are dropped: a picture has none).
  const Vector3<T> G_moments = M_BBo_B_T.get_unit_inertia().get_moments();
  const Vector3<T> G_products = M_BBo_B_T.get_unit_inertia().get_products();
  const multibody::SpatialInertia<double> M_BBo_B(
      mass, p_BoBcm_B,
      multibody::UnitInertia<double>(ExtractDoubleOrThrow(G_moments(0)),
                                     ExtractDoubleOrThrow(G_moments(1)),
                                     ExtractDoubleOrThrow(G_moments(2)),
                                     ExtractDoubleOrThrow(G_products(0)),
                                     ExtractDoubleOrThrow(G_products(1)),
                                     ExtractDoubleOrThrow(G_products(2))));
  // The solid ellipsoid E (uniform density) with this inertia about Bcm:
  // its semi-diameters and principal frame.
  auto [radii, X_BE] =
      M_BBo_B.CalcPrincipalSemiDiametersAndPoseForSolidEllipsoid();
  const double largest = radii.maxCoeff();
  if (largest == 0.0) {
    // A point mass: a sphere the size of that mass of water (1 kg: 6.2 cm).
    const double r = 0.062 * std::cbrt(mass);
    return {Ellipsoid(r, r, r), RigidTransform<double>(p_BoBcm_B)};
  }
  // A needle or a disk renders badly: no semi-diameter below 1% of the
  // largest.
  radii = radii.cwiseMax(0.01 * largest);
  // Scale E uniformly so that, at water's density, its mass is the body's:
  // a uniform scale s multiplies the volume by s³ and keeps the unit
  // inertia's shape (its principal axes and the ratios of its moments).
  constexpr double kDensity = 1000.0;  // kg/m³
  const double mass_at_density =
      kDensity * (4.0 / 3.0) * M_PI * radii(0) * radii(1) * radii(2);
  const double scale = std::cbrt(mass / mass_at_density);
  return {Ellipsoid(scale * radii(0), scale * radii(1), scale * radii(2)),
          X_BE};
}

}  // namespace internal

template <typename T>
InertiaVisualizer<T>::InertiaVisualizer(const MultibodyPlant<T>& plant,
                                        SceneGraph<T>* scene_graph)
    : systems::LeafSystem<T>(systems::SystemTypeTag<InertiaVisualizer>{}) {
  if (scene_graph == nullptr) {
    throw std::logic_error("InertiaVisualizer: the SceneGraph is null.");
  }
  if (!plant.is_finalized()) {
    throw std::logic_error(fmt::format(
        "InertiaVisualizer: the MultibodyPlant '{}' must be finalized first.",
        plant.get_name()));
  }
  // The bodies that cannot move are not drawn.
  std::vector<bool> welded_to_world(plant.num_bodies(), false);
  for (const multibody::RigidBody<T>* body :
       plant.GetBodiesWeldedTo(plant.world_body())) {
    welded_to_world[body->index()] = true;
  }
  const std::unique_ptr<systems::Context<T>> plant_context =
      plant.CreateDefaultContext();
  source_id_ = scene_graph->RegisterSource("inertia_visualizer");
  for (BodyIndex i{0}; i < plant.num_bodies(); ++i) {
    if (welded_to_world[i]) continue;
    const multibody::RigidBody<T>& body = plant.get_body(i);
    const std::optional<FrameId> Bo_frame = plant.GetBodyFrameIdIfExists(i);
    if (!Bo_frame.has_value()) {
      throw std::logic_error(fmt::format(
          "InertiaVisualizer: body '{}' of the MultibodyPlant '{}' has no "
          "SceneGraph frame; the plant must be registered as a geometry "
          "source (RegisterAsSourceForSceneGraph()) before it is finalized.",
          body.name(), plant.get_name()));
    }
    Item item;
    item.body = i;
    item.Bo_frame = *Bo_frame;
    auto [ellipsoid, X_BBcm] =
        internal::CalculateInertiaGeometry(body, *plant_context);
    item.X_BBcm = X_BBcm;
    item.Bcm_frame = scene_graph->RegisterFrame(
        source_id_,
        geometry::GeometryFrame(fmt::format(
            "InertiaVisualizer::{}::{}",
            plant.GetModelInstanceName(body.model_instance()), body.name())));
    auto instance = std::make_unique<geometry::GeometryInstance>(
        RigidTransform<double>(), ellipsoid,
        fmt::format("$inertia({})", static_cast<int>(i)));
    geometry::IllustrationProperties properties;
    properties.AddProperty("meshcat", "accepting", std::string("inertia"));
    // Opaque: a viewer's alpha slider, not the color, sets the opacity.
    properties.AddProperty("phong", "diffuse",
                           geometry::Rgba(0.0, 0.0, 1.0, 1.0));
    instance->set_illustration_properties(std::move(properties));
    item.geometry = scene_graph->RegisterGeometry(source_id_, item.Bcm_frame,
                                                  std::move(instance));
    items_.push_back(std::move(item));
  }
  DeclarePorts();
}

template <typename T>
InertiaVisualizer<T>::InertiaVisualizer(geometry::SourceId source_id,
                                        std::vector<Item> items)
    : systems::LeafSystem<T>(systems::SystemTypeTag<InertiaVisualizer>{}),
      source_id_(source_id),
      items_(std::move(items)) {
  DeclarePorts();
}

template <typename T>
void InertiaVisualizer<T>::DeclarePorts() {
  this->DeclareAbstractInputPort("plant_geometry_pose",
                                 Value<FramePoseVector<T>>());
  this->DeclareAbstractOutputPort(
      "geometry_pose",
      [this]() {
        // An entry per frame now, so that evaluations allocate nothing.
        FramePoseVector<T> poses;
        for (const Item& item : items_) {
          poses.set_value(item.Bcm_frame, RigidTransform<T>());
        }
        return AbstractValue::Make(std::move(poses));
      },
      [this](const systems::Context<T>& context, AbstractValue* out) {
        CalcFramePoseOutput(context,
                            &out->get_mutable_value<FramePoseVector<T>>());
      });
}

template <typename T>
InertiaVisualizer<T>::~InertiaVisualizer() = default;

template <typename T>
const InertiaVisualizer<T>& InertiaVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder, const MultibodyPlant<T>& plant,
    SceneGraph<T>* scene_graph) {
  if (builder == nullptr) {
    throw std::logic_error("InertiaVisualizer::AddToBuilder: null builder.");
  }
  if (scene_graph == nullptr) {
    throw std::logic_error(
        "InertiaVisualizer::AddToBuilder: the SceneGraph is null.");
  }
  auto* visualizer =
      builder->template AddSystem<InertiaVisualizer<T>>(plant, scene_graph);
  visualizer->set_name("inertia_visualizer");
  builder->Connect(plant.get_geometry_pose_output_port(),
                   visualizer->get_input_port());
  builder->Connect(visualizer->get_output_port(),
                   scene_graph->get_source_pose_port(visualizer->source_id()));
  return *visualizer;
}

template <typename T>
void InertiaVisualizer<T>::CalcFramePoseOutput(
    const systems::Context<T>& context, FramePoseVector<T>* poses) const {
  const auto& plant_poses =
      this->get_input_port().template Eval<FramePoseVector<T>>(context);
  for (const Item& item : items_) {
    // The plant's body frames hang from the world: its pose is X_WB.
    const RigidTransform<T>& X_WB = plant_poses.value(item.Bo_frame);
    poses->set_value(item.Bcm_frame, X_WB * item.X_BBcm.template cast<T>());
  }
}

namespace internal {
template std::pair<Ellipsoid, RigidTransform<double>>
CalculateInertiaGeometry<double>(const multibody::RigidBody<double>&,
                                 const systems::Context<double>&);
template std::pair<Ellipsoid, RigidTransform<double>>
CalculateInertiaGeometry<AutoDiffXd>(const multibody::RigidBody<AutoDiffXd>&,
                                     const systems::Context<AutoDiffXd>&);
}  // namespace internal

}  // namespace visualization
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::visualization::InertiaVisualizer);
