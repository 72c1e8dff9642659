#include "drake/multibody/meshcat/contact_visualizer.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/geometry/query_object.h"
#include "drake/multibody/plant/contact_results.h"

namespace drake {
namespace multibody {
namespace meshcat {

using Eigen::Vector3d;
using geometry::Meshcat;
using math::RigidTransformd;
using math::RotationMatrixd;

template <typename T>
ContactVisualizer<T>::ContactVisualizer(std::shared_ptr<Meshcat> meshcat,
                                        ContactVisualizerParams params)
    : systems::LeafSystem<T>(systems::SystemTypeTag<ContactVisualizer>{}),
      meshcat_(std::move(meshcat)),
      params_(std::move(params)) {
  if (meshcat_ == nullptr) {
    throw std::logic_error("ContactVisualizer: the Meshcat is null");
  }
  if (!(params_.publish_period > 0.0)) {
    throw std::logic_error(fmt::format(
        "ContactVisualizer: publish_period must be positive, not {}",
        params_.publish_period));
  }
  contact_results_input_port_ =
      this->DeclareAbstractInputPort("contact_results",
                                     Value<ContactResults<T>>())
          .get_index();
  query_object_input_port_ =
      this->DeclareAbstractInputPort("query_object",
                                     Value<geometry::QueryObject<T>>())
          .get_index();
  this->DeclarePeriodicPublishEvent(params_.publish_period, 0.0,
                                    &ContactVisualizer<T>::UpdateMeshcat);
  this->DeclareForcedPublishEvent(&ContactVisualizer<T>::UpdateMeshcat);
  if (params_.delete_on_initialization_event) {
    this->DeclareInitializationPublishEvent(
        &ContactVisualizer<T>::OnInitialization);
  }
}

template <typename T>
ContactVisualizer<T>::~ContactVisualizer() = default;

template <typename T>
void ContactVisualizer<T>::Delete() const {
  meshcat_->Delete(params_.prefix);
  visible_.clear();
}

template <typename T>
const ContactVisualizer<T>& ContactVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder, const MultibodyPlant<T>& plant,
    std::shared_ptr<Meshcat> meshcat, ContactVisualizerParams params) {
  return AddToBuilder(builder, plant.get_contact_results_output_port(),
                      std::move(meshcat), std::move(params));
}

template <typename T>
const ContactVisualizer<T>& ContactVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder,
    const systems::OutputPort<T>& contact_results_port,
    const systems::OutputPort<T>& query_object_port,
    std::shared_ptr<Meshcat> meshcat, ContactVisualizerParams params) {
  const ContactVisualizer<T>& visualizer = AddToBuilder(
      builder, contact_results_port, std::move(meshcat), std::move(params));
  builder->Connect(query_object_port, visualizer.query_object_input_port());
  return visualizer;
}

template <typename T>
const ContactVisualizer<T>& ContactVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder,
    const systems::OutputPort<T>& contact_results_port,
    std::shared_ptr<Meshcat> meshcat, ContactVisualizerParams params) {
  auto* visualizer = builder->template AddSystem<ContactVisualizer<T>>(
      std::move(meshcat), std::move(params));
  visualizer->set_name("contact_visualizer(" + visualizer->params_.prefix +
                       ")");
  builder->Connect(contact_results_port,
                   visualizer->contact_results_input_port());
  return *visualizer;
}

template <typename T>
systems::EventStatus ContactVisualizer<T>::OnInitialization(
    const systems::Context<T>&) const {
  Delete();
  return systems::EventStatus::Succeeded();
}

template <typename T>
systems::EventStatus ContactVisualizer<T>::UpdateMeshcat(
    const systems::Context<T>& context) const {
  const auto& results =
      contact_results_input_port().template Eval<ContactResults<T>>(context);
  const double time = ExtractDoubleOrThrow(context.get_time());
  const MultibodyPlant<T>* plant = results.plant();
  auto body_name = [plant](BodyIndex index) {
    return plant != nullptr ? plant->get_body(index).name()
                            : fmt::format("body{}", int{index});
  };

  std::map<std::string, bool> shown;
  for (const auto& [path, visible] : visible_) shown[path] = false;
  for (int i = 0; i < results.num_point_pair_contacts(); ++i) {
    const PointPairContactInfo<T>& info = results.point_pair_contact_info(i);
    const Vector3d f_Bc_W = ExtractDoubleOrThrow(info.contact_force());
    const Vector3d p_WC = ExtractDoubleOrThrow(info.contact_point());
    const std::string path =
        fmt::format("{}/{}+{}", params_.prefix, body_name(info.bodyA_index()),
                    body_name(info.bodyB_index()));
    const double magnitude = f_Bc_W.norm();
    if (!(magnitude >= params_.force_threshold)) continue;
    if (!visible_.contains(path)) {
      // the arrow: a unit-length shaft (scaled per publish) and a ball tip
      meshcat_->SetObject(path + "/shaft",
                          geometry::Cylinder(params_.radius, 1), params_.color);
      meshcat_->SetObject(path + "/tip", geometry::Sphere(2 * params_.radius),
                          params_.color);
      visible_[path] = false;
    }
    // Az along the force on B, through C
    const double half_length = magnitude / params_.newtons_per_meter;
    meshcat_->SetTransform(
        path,
        RigidTransformd(RotationMatrixd::MakeFromOneVector(f_Bc_W, 2), p_WC),
        time);
    meshcat_->SetProperty(path + "/shaft", "scale",
                          std::vector<double>{1, 1, 2 * half_length}, time);
    meshcat_->SetTransform(path + "/tip",
                           RigidTransformd(Vector3d(0, 0, half_length)), time);
    shown[path] = true;
  }
  for (const auto& [path, show] : shown) {
    if (visible_[path] != show) {
      meshcat_->SetProperty(path, "visible", show, time);
      visible_[path] = show;
    }
  }
  return systems::EventStatus::Succeeded();
}

}  // namespace meshcat
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::multibody::meshcat::ContactVisualizer);
