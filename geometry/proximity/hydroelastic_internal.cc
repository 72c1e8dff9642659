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
    TriangleSurfaceMesh<double> mesh =
        MakeBoxSurfaceMesh(s.size(), s.size().maxCoeff());
    if (type_ == HydroelasticType::kCompliant) {
      // Each face is the triangles (a, b, c) and (a, c, d) of its quad.
      std::vector<Vector3d> vertices = mesh.vertices();
      std::vector<SurfaceTriangle> triangles;
      for (int t = 0; t + 1 < mesh.num_elements(); t += 2) {
        const SurfaceTriangle& abc = mesh.element(t);
        const int q[4] = {abc.vertex(0), abc.vertex(1), abc.vertex(2),
                          mesh.element(t + 1).vertex(2)};
        const int m = static_cast<int>(vertices.size());
        vertices.push_back((vertices[q[0]] + vertices[q[1]] + vertices[q[2]] +
                            vertices[q[3]]) /
                           4);
        for (int k = 0; k < 4; ++k) {
          triangles.emplace_back(m, q[k], q[(k + 1) % 4]);
        }
      }
      mesh = TriangleSurfaceMesh<double>(std::move(triangles),
                                         std::move(vertices));
    }
    SetMesh(std::move(mesh), Vector3d::Zero());
  }
  void ImplementGeometry(const Cylinder& s, void*) final {
    const double hint = RequiredHint();
    SetMesh(MakeCylinderSurfaceMesh(s.radius(), s.length(), hint),
            Vector3d::Zero());
  }
  void ImplementGeometry(const Capsule& s, void*) final {
    const double hint = RequiredHint();
    SetMesh(MakeCapsuleSurfaceMesh(s.radius(), s.length(), hint),
            Vector3d::Zero());
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
    result_->soft.emplace(modulus / thickness);
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
      try {
        result_->soft.emplace(std::move(volume), modulus, true);
      } catch (const std::logic_error& e) {
        throw std::logic_error(fmt::format(
            "Cannot create a compliant hydroelastic representation of "
            "geometry '{}' from '{}': {}",
            name_, s.source().description(), e.what()));
      }
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
    result_->soft.emplace(MakeStarVolumeMesh(surface, p_GC), modulus);
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
