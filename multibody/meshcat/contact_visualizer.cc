#include "drake/multibody/meshcat/contact_visualizer.h"

#include <algorithm>
#include <stdexcept>
#include <string>
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

namespace {

// A black-body color ramp for s in [0, 1]: black, red, yellow, white.
Vector3d PressureColor(double s) {
  auto ramp = [s](double start) {
    return std::clamp(3.0 * s - start, 0.0, 1.0);
  };
  return Vector3d(ramp(0.0), ramp(1.0), ramp(2.0));
}

// Draws `surface` (vertices in W) at `path`, whose frame is at p_WC with
// W's axes, as triangles (polygons fanned from their first vertex) colored
// by the pressure field, scaled from the surface's lowest to its highest
// value.
template <typename T>
void DrawSurface(geometry::Meshcat* meshcat, const std::string& path,
                 const geometry::ContactSurface<T>& surface,
                 const Vector3d& p_WC) {
  const int num_vertices = surface.num_vertices();
  Eigen::Matrix3Xd p_CV(3, num_vertices);
  const std::vector<T>* pressures{};
  Eigen::Matrix3Xi faces;
  if (surface.is_triangle()) {
    const auto& mesh = surface.tri_mesh_W();
    for (int v = 0; v < num_vertices; ++v) {
      p_CV.col(v) = ExtractDoubleOrThrow(mesh.vertex(v)) - p_WC;
    }
    faces.resize(3, mesh.num_triangles());
    for (int t = 0; t < mesh.num_triangles(); ++t) {
      for (int i = 0; i < 3; ++i) faces(i, t) = mesh.element(t).vertex(i);
    }
    pressures = &surface.tri_e_MN().values();
  } else {
    const auto& mesh = surface.poly_mesh_W();
    for (int v = 0; v < num_vertices; ++v) {
      p_CV.col(v) = ExtractDoubleOrThrow(mesh.vertex(v)) - p_WC;
    }
    int num_triangles = 0;
    for (int e = 0; e < mesh.num_elements(); ++e) {
      num_triangles += mesh.element(e).num_vertices() - 2;
    }
    faces.resize(3, num_triangles);
    int t = 0;
    for (int e = 0; e < mesh.num_elements(); ++e) {
      const auto polygon = mesh.element(e);
      for (int i = 1; i + 1 < polygon.num_vertices(); ++i, ++t) {
        faces.col(t) << polygon.vertex(0), polygon.vertex(i),
            polygon.vertex(i + 1);
      }
    }
    pressures = &surface.poly_e_MN().values();
  }
  Eigen::VectorXd pressure(num_vertices);
  for (int v = 0; v < num_vertices; ++v) {
    pressure(v) = ExtractDoubleOrThrow((*pressures)[v]);
  }
  const double low = pressure.minCoeff();
  const double range = pressure.maxCoeff() - low;
  Eigen::Matrix3Xd colors(3, num_vertices);
  for (int v = 0; v < num_vertices; ++v) {
    // a uniform pressure is drawn at the top of the ramp
    colors.col(v) =
        PressureColor(range > 0.0 ? (pressure(v) - low) / range : 1.0);
  }
  meshcat->SetTriangleColorMesh(path, p_CV, faces, colors);
}

}  // namespace

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
  arrows_.clear();
}

template <typename T>
void ContactVisualizer<T>::DrawArrow(
    const std::string& path, const Vector3d& p_PC, const Vector3d& vector,
    double units_per_meter, const geometry::Rgba& color, double time) const {
  if (!arrows_.contains(path)) {
    // a unit-length shaft (scaled per publish) and a ball tip
    meshcat_->SetObject(path + "/shaft", geometry::Cylinder(params_.radius, 1),
                        color);
    meshcat_->SetObject(path + "/tip", geometry::Sphere(2 * params_.radius),
                        color);
    arrows_.insert(path);
  }
  // Az along the vector
  const double half_length = vector.norm() / units_per_meter;
  meshcat_->SetTransform(
      path,
      RigidTransformd(RotationMatrixd::MakeFromOneVector(vector, 2), p_PC),
      time);
  meshcat_->SetProperty(path + "/shaft", "scale",
                        std::vector<double>{1, 1, 2 * half_length}, time);
  meshcat_->SetTransform(path + "/tip",
                         RigidTransformd(Vector3d(0, 0, half_length)), time);
}

template <typename T>
const std::string& ContactVisualizer<T>::BodyNameOfGeometry(
    const MultibodyPlant<T>& plant, geometry::GeometryId id) const {
  auto found = geometry_body_names_.find(id);
  if (found != geometry_body_names_.end()) return found->second;
  std::string name = fmt::format("geometry{}", id.get_value());
  for (BodyIndex b(0); b < plant.num_bodies(); ++b) {
    const RigidBody<T>& body = plant.get_body(b);
    for (geometry::GeometryId g : plant.GetCollisionGeometriesForBody(body)) {
      if (g == id) name = body.name();
    }
  }
  return geometry_body_names_.emplace(id, std::move(name)).first->second;
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
    // the arrow, through C along the force on B
    DrawArrow(path, p_WC, f_Bc_W, params_.newtons_per_meter, params_.color,
              time);
    shown[path] = true;
  }
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const HydroelasticContactInfo<T>& info =
        results.hydroelastic_contact_info(i);
    const geometry::ContactSurface<T>& surface = info.contact_surface();
    // A is the body of the surface's first geometry (F_Ac_W acts on it).
    const std::string& name_A =
        plant != nullptr
            ? BodyNameOfGeometry(*plant, surface.id_M())
            : fmt::format("geometry{}", surface.id_M().get_value());
    const std::string& name_B =
        plant != nullptr
            ? BodyNameOfGeometry(*plant, surface.id_N())
            : fmt::format("geometry{}", surface.id_N().get_value());
    const std::string path =
        fmt::format("{}/hydroelastic/{}+{}", params_.prefix, name_A, name_B);
    const Vector3d f_C_W = ExtractDoubleOrThrow(info.F_Ac_W().translational());
    const Vector3d m_C_W = ExtractDoubleOrThrow(info.F_Ac_W().rotational());
    const bool show_force = f_C_W.norm() >= params_.force_threshold;
    const bool show_moment = m_C_W.norm() >= params_.moment_threshold;
    if (!show_force && !show_moment) continue;
    const Vector3d p_WC = ExtractDoubleOrThrow(surface.centroid());
    meshcat_->SetTransform(path, RigidTransformd(p_WC), time);
    if (show_force) {
      DrawArrow(path + "/force_C_W", Vector3d::Zero(), f_C_W,
                params_.newtons_per_meter, params_.hydro_force_color, time);
    }
    if (show_moment) {
      DrawArrow(path + "/moment_C_W", Vector3d::Zero(), m_C_W,
                params_.newton_meters_per_meter, params_.hydro_moment_color,
                time);
    }
    for (const char* arrow : {"/force_C_W", "/moment_C_W"}) {
      if (arrows_.contains(path + arrow)) {
        meshcat_->SetProperty(
            path + arrow, "visible",
            std::string(arrow) == "/force_C_W" ? show_force : show_moment,
            time);
      }
    }
    DrawSurface(meshcat_.get(), path + "/contact_surface", surface, p_WC);
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
