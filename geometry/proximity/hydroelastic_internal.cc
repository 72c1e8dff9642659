#include "drake/geometry/proximity/hydroelastic_internal.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"
#include "drake/geometry/proximity/make_mesh_field.h"
#include "drake/geometry/proximity/volume_to_surface_mesh.h"
#include "drake/geometry/proximity/vtk_to_volume_mesh.h"

namespace drake {
namespace geometry {
namespace internal {
namespace hydroelastic {
namespace {

using Eigen::Vector3d;

// The triangle mesh of a convex hull (outward triangles).
TriangleSurfaceMesh<double> HullMesh(const ConvexMesh& hull) {
  std::vector<SurfaceTriangle> triangles;
  for (const auto& t : hull.triangles) triangles.emplace_back(t[0], t[1], t[2]);
  std::vector<Vector3d> vertices = hull.vertices;
  return TriangleSurfaceMesh<double>(std::move(triangles), std::move(vertices));
}

class Maker final : public ShapeReifier {
 public:
  Maker(const ProximityProperties& properties, const std::string& name,
        HydroelasticType type)
      : properties_(properties), name_(name), type_(type) {}

  std::shared_ptr<const Geometry> Make(const Shape& shape) {
    shape_name_ = std::string(shape.type_name());
    result_ = std::make_shared<Geometry>();
    result_->type = type_;
    margin_ = properties_.GetPropertyOrDefault(kHydroGroup, kMargin, 0.0);
    if (!(margin_ >= 0) || !std::isfinite(margin_)) {
      throw std::logic_error(fmt::format(
          "Cannot create a {} hydroelastic representation of the {} of "
          "geometry '{}': its ('{}', '{}') property must be a non-negative "
          "finite distance (m); it is {}.",
          type_ == HydroelasticType::kRigid ? "rigid" : "compliant",
          shape_name_, name_, kHydroGroup, kMargin, margin_));
    }
    result_->margin = margin_;
    // A rigid representation is not inflated; its broad-phase box grows by
    // the margin all the same (Drake's InflateAabbForHydroelasticTypesOnly).
    result_->inflation = margin_;
    shape.Reify(this);
    return result_;
  }

  void ImplementGeometry(const Sphere& s, void*) final {
    const double hint = RequiredHint();
    SetMesh(MakeSphereSurfaceMesh(s.radius(), hint), Vector3d::Zero());
  }
  void ImplementGeometry(const Box& s, void*) final {
    // As in Drake, a box needs no resolution hint and ignores one: each
    // face of a rigid box is two triangles. A compliant box's faces are
    // four triangles around the face centre (Drake's "symmetric
    // triangles"), so that a contact surface against a face has four
    // faces whose centroids are not collinear: with one contact point per
    // face (discrete hydroelastic contact), two triangles would put both
    // points on a diagonal, with no stiffness against rocking about it.
    // (The field, linear in each face's pyramid, is the same.)
    if (type_ == HydroelasticType::kRigid) {
      SetMesh(MakeBoxSurfaceMesh(s.size(), s.size().maxCoeff()),
              Vector3d::Zero());
      return;
    }
    // Drake's compliant box: a medial-axis mesh of the box grown by the
    // margin on every face, with the field E·(d − δ)/H.
    const double modulus = RequiredPositive(kElastic);
    const Vector3d inflated = s.size() + Vector3d::Constant(2 * margin_);
    auto mesh = std::make_unique<VolumeMesh<double>>(
        MakeBoxMedialAxisVolumeMesh(inflated));
    auto field = std::make_unique<VolumeMeshFieldLinear<double, double>>(
        MakeBoxPressureField(inflated, mesh.get(), modulus, margin_));
    result_->soft.emplace(std::move(mesh), std::move(field));
    // The corners move by (δ, δ, δ).
    result_->inflation = std::sqrt(3.0) * margin_;
  }
  void ImplementGeometry(const Cylinder& s, void*) final {
    const double hint = RequiredHint();
    if (type_ == HydroelasticType::kRigid) {
      SetMesh(MakeCylinderSurfaceMesh(s.radius(), s.length(), hint),
              Vector3d::Zero());
      return;
    }
    // Drake's compliant cylinder: a medial-axis mesh of the cylinder grown
    // by the margin on every face, with the field E·(d − δ)/(H − δ).
    const double modulus = RequiredPositive(kElastic);
    const double radius = s.radius() + margin_;
    const double length = s.length() + 2 * margin_;
    auto mesh = std::make_unique<VolumeMesh<double>>(
        MakeCylinderMedialAxisVolumeMesh(radius, length, hint));
    auto field = std::make_unique<VolumeMeshFieldLinear<double, double>>(
        MakeCylinderPressureField(radius, length, mesh.get(), modulus,
                                  margin_));
    result_->soft.emplace(std::move(mesh), std::move(field));
    // The rims move by δ radially and δ along the axis.
    result_->inflation = std::sqrt(2.0) * margin_;
  }
  void ImplementGeometry(const Capsule& s, void*) final {
    const double hint = RequiredHint();
    if (type_ == HydroelasticType::kRigid) {
      SetMesh(MakeCapsuleSurfaceMesh(s.radius(), s.length(), hint),
              Vector3d::Zero());
      return;
    }
    // Drake's compliant capsule: meshed to its medial axis, the radius grown
    // by the margin, with the field E·(1 − r/R).
    const double modulus = RequiredPositive(kElastic);
    const double radius = s.radius() + margin_;
    auto mesh = std::make_unique<VolumeMesh<double>>(
        MakeCapsuleMedialAxisVolumeMesh(radius, s.length(), hint));
    auto field = std::make_unique<VolumeMeshFieldLinear<double, double>>(
        MakeCapsulePressureField(radius, s.length(), mesh.get(), modulus,
                                 margin_));
    result_->soft.emplace(std::move(mesh), std::move(field));
  }
  void ImplementGeometry(const Ellipsoid& s, void*) final {
    const double hint = RequiredHint();
    SetMesh(MakeEllipsoidSurfaceMesh(s.a(), s.b(), s.c(), hint),
            Vector3d::Zero());
  }
  void ImplementGeometry(const HalfSpace&, void*) final {
    if (type_ == HydroelasticType::kRigid) {
      result_->rigid.emplace();
      return;
    }
    const double thickness = RequiredPositive(kSlabThickness);
    const double modulus = RequiredPositive(kElastic);
    result_->soft.emplace(modulus / thickness, margin_);
  }
  void ImplementGeometry(const Mesh& s, void*) final {
    if (s.extension() == ".vtk") {
      // A tetrahedral mesh: compliant as it is (with a pressure field from
      // the distance to its surface), rigid as its boundary surface.
      VolumeMesh<double> volume = ReadVtkToVolumeMesh(s.source(), s.scale3());
      if (type_ == HydroelasticType::kRigid) {
        result_->rigid.emplace(ConvertVolumeToSurfaceMesh(volume));
        return;
      }
      const double modulus = RequiredPositive(kElastic);
      const std::string description = fmt::format(
          "geometry '{}' from '{}'", name_, s.source().description());
      if (margin_ == 0) {
        try {
          result_->soft.emplace(std::move(volume), modulus, true);
        } catch (const std::logic_error& e) {
          throw std::logic_error(fmt::format(
              "Cannot create a compliant hydroelastic representation of {}: "
              "{}",
              description, e.what()));
        }
        return;
      }
      // As Drake: the boundary moved out by the margin, and the field of the
      // original mesh (−E·δ/H on the boundary) on the moved vertices.
      double displacement = 0;
      auto mesh = std::make_unique<VolumeMesh<double>>(
          MakeInflatedVolumeMesh(volume, margin_, description, &displacement));
      std::vector<double> values;
      try {
        values =
            MakeVolumeMeshPressureField(&volume, modulus, margin_).values();
      } catch (const std::logic_error& e) {
        throw std::logic_error(fmt::format(
            "Cannot create a compliant hydroelastic representation of {}: {}",
            description, e.what()));
      }
      auto field = std::make_unique<VolumeMeshFieldLinear<double, double>>(
          std::move(values), mesh.get());
      result_->soft.emplace(std::move(mesh), std::move(field));
      result_->inflation = std::max(margin_, displacement);
      return;
    }
    if (type_ == HydroelasticType::kRigid) {
      result_->rigid.emplace(
          ReadObjToTriangleSurfaceMesh(s.source(), s.scale3()));
      return;
    }
    SetHull(s.source(), s.scale3());
  }
  void ImplementGeometry(const Convex& s, void*) final {
    SetHull(s.source(), s.scale3());
  }
  void ImplementGeometry(const MeshcatCone&, void*) final {
    // (unreachable through SceneGraph, which refuses the proximity role
    // for a MeshcatCone, as Drake does)
    throw std::logic_error(fmt::format(
        "Cannot create a hydroelastic representation of geometry '{}': a "
        "MeshcatCone is only drawn by Meshcat.",
        name_));
  }

 private:
  [[noreturn]] void ThrowMissing(const char* property) const {
    throw std::logic_error(fmt::format(
        "Cannot create a {} hydroelastic representation of the {} of geometry "
        "'{}': it needs the ('{}', '{}') property (positive), e.g. from "
        "AddRigidHydroelasticProperties() or "
        "AddCompliantHydroelasticProperties().",
        type_ == HydroelasticType::kRigid ? "rigid" : "compliant", shape_name_,
        name_, kHydroGroup, property));
  }

  double RequiredPositive(const char* property) const {
    if (!properties_.HasProperty(kHydroGroup, property)) {
      ThrowMissing(property);
    }
    const double value = properties_.GetProperty<double>(kHydroGroup, property);
    if (!(value > 0) || !std::isfinite(value)) ThrowMissing(property);
    return value;
  }
  double RequiredHint() const { return RequiredPositive(kRezHint); }

  void SetMesh(TriangleSurfaceMesh<double> surface, const Vector3d& p_GC) {
    if (type_ == HydroelasticType::kRigid) {
      result_->rigid.emplace(std::move(surface));
      return;
    }
    const double modulus = RequiredPositive(kElastic);
    if (margin_ == 0) {
      result_->soft.emplace(MakeStarVolumeMesh(surface, p_GC), modulus);
      return;
    }
    std::vector<double> pressures;
    double displacement = 0;
    auto mesh = std::make_unique<VolumeMesh<double>>(MakeInflatedStarVolumeMesh(
        surface, p_GC, margin_, modulus, &pressures, &displacement));
    auto field = std::make_unique<VolumeMeshFieldLinear<double, double>>(
        std::move(pressures), mesh.get());
    result_->soft.emplace(std::move(mesh), std::move(field));
    result_->inflation = std::max(margin_, displacement);
  }

  void SetHull(const MeshSource& source, const Vector3d& scale3) {
    const std::shared_ptr<const ConvexMesh> hull =
        LoadConvexMesh(source, scale3);
    Vector3d mean = Vector3d::Zero();
    for (const Vector3d& v : hull->vertices) mean += v;
    mean /= static_cast<double>(hull->vertices.size());
    SetMesh(HullMesh(*hull), mean);
  }

  const ProximityProperties& properties_;
  const std::string& name_;
  HydroelasticType type_;
  std::string shape_name_;
  double margin_{};
  std::shared_ptr<Geometry> result_;
};

}  // namespace

RigidGeometry::RigidGeometry(TriangleSurfaceMesh<double> mesh)
    : mesh_(std::make_unique<TriangleSurfaceMesh<double>>(std::move(mesh))),
      bvh_(std::make_unique<Bvh<TriangleSurfaceMesh<double>>>(*mesh_)) {}

SoftGeometry::SoftGeometry(VolumeMesh<double> mesh, double hydroelastic_modulus,
                           bool distance_field)
    : mesh_(std::make_unique<VolumeMesh<double>>(std::move(mesh))),
      field_(std::make_unique<VolumeMeshFieldLinear<double, double>>(
          distance_field
              ? MakeVolumeMeshPressureField(mesh_.get(), hydroelastic_modulus)
              : MakeStarPressureField(mesh_.get(), hydroelastic_modulus))),
      bvh_(std::make_unique<Bvh<VolumeMesh<double>>>(*mesh_)) {}

SoftGeometry::SoftGeometry(
    std::unique_ptr<VolumeMesh<double>> mesh,
    std::unique_ptr<VolumeMeshFieldLinear<double, double>> field)
    : mesh_(std::move(mesh)),
      field_(std::move(field)),
      bvh_(std::make_unique<Bvh<VolumeMesh<double>>>(*mesh_)) {
  DRAKE_DEMAND(&field_->mesh() == mesh_.get());
}

std::shared_ptr<const Geometry> MakeHydroelasticGeometry(
    const Shape& shape, const ProximityProperties& properties,
    const std::string& name) {
  const HydroelasticType type = properties.GetPropertyOrDefault(
      kHydroGroup, kComplianceType, HydroelasticType::kUndefined);
  if (type == HydroelasticType::kUndefined) return nullptr;
  Maker maker(properties, name, type);
  return maker.Make(shape);
}

}  // namespace hydroelastic
}  // namespace internal
}  // namespace geometry
}  // namespace drake
