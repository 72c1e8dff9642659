#include "drake/geometry/shape_specification.h"

#include <cmath>
#include <mutex>
#include <numbers>
#include <ostream>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"
#include "drake/geometry/proximity/shape_bounds.h"

namespace drake {
namespace geometry {
namespace {

bool IsPositive(double x) { return std::isfinite(x) && x > 0; }

// A scale vector as Drake prints it: "[1, 2, 3]ᵀ".
std::string FormatScale(const Vector3<double>& scale) {
  return fmt::format("[{}, {}, {}]ᵀ", scale(0), scale(1), scale(2));
}

}  // namespace

Shape::~Shape() = default;

void Shape::Reify(ShapeReifier* reifier, void* user_data) const {
  DoReify(reifier, user_data);
}

std::unique_ptr<Shape> Shape::Clone() const { return DoClone(); }

std::ostream& operator<<(std::ostream& out, const Shape& shape) {
  return out << shape.to_string();
}

// ---- Sphere -----------------------------------------------------------------
Sphere::Sphere(double radius) : radius_(radius) {
  if (!(std::isfinite(radius) && radius >= 0)) {
    throw std::logic_error(fmt::format(
        "Sphere radius must be finite and >= 0; got radius={}.", radius));
  }
}
void Sphere::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Sphere::get_variant_this() const { return this; }
std::unique_ptr<Shape> Sphere::DoClone() const {
  return std::make_unique<Sphere>(*this);
}
std::string Sphere::do_to_string() const {
  return fmt::format("Sphere(radius={})", radius_);
}

// ---- Box --------------------------------------------------------------------
Box::Box(double width, double depth, double height)
    : size_(width, depth, height) {
  if (!(IsPositive(width) && IsPositive(depth) && IsPositive(height))) {
    throw std::logic_error(fmt::format(
        "Box width, depth and height must all be finite and > 0; got "
        "width={}, depth={}, height={}.",
        width, depth, height));
  }
}
Box::Box(const Vector3<double>& measures)
    : Box(measures(0), measures(1), measures(2)) {}
Box Box::MakeCube(double edge_size) {
  return Box(edge_size, edge_size, edge_size);
}
void Box::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Box::get_variant_this() const { return this; }
std::unique_ptr<Shape> Box::DoClone() const {
  return std::make_unique<Box>(*this);
}
std::string Box::do_to_string() const {
  return fmt::format("Box(width={}, depth={}, height={})", width(), depth(),
                     height());
}

// ---- Cylinder ---------------------------------------------------------------
Cylinder::Cylinder(double radius, double length)
    : radius_(radius), length_(length) {
  if (!(IsPositive(radius) && IsPositive(length))) {
    throw std::logic_error(fmt::format(
        "Cylinder radius and length must both be finite and > 0; got "
        "radius={}, length={}.",
        radius, length));
  }
}
void Cylinder::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Cylinder::get_variant_this() const { return this; }
std::unique_ptr<Shape> Cylinder::DoClone() const {
  return std::make_unique<Cylinder>(*this);
}
std::string Cylinder::do_to_string() const {
  return fmt::format("Cylinder(radius={}, length={})", radius_, length_);
}

// ---- Capsule ----------------------------------------------------------------
Capsule::Capsule(double radius, double length)
    : radius_(radius), length_(length) {
  if (!(IsPositive(radius) && std::isfinite(length) && length >= 0)) {
    throw std::logic_error(fmt::format(
        "Capsule radius must be finite and > 0 and its length finite and "
        ">= 0; got radius={}, length={}.",
        radius, length));
  }
}
void Capsule::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Capsule::get_variant_this() const { return this; }
std::unique_ptr<Shape> Capsule::DoClone() const {
  return std::make_unique<Capsule>(*this);
}
std::string Capsule::do_to_string() const {
  return fmt::format("Capsule(radius={}, length={})", radius_, length_);
}

// ---- Ellipsoid --------------------------------------------------------------
Ellipsoid::Ellipsoid(double a, double b, double c) : a_(a), b_(b), c_(c) {
  if (!(IsPositive(a) && IsPositive(b) && IsPositive(c))) {
    throw std::logic_error(fmt::format(
        "Ellipsoid lengths of principal semi-axes a, b and c must all be "
        "finite and > 0; got a={}, b={}, c={}.",
        a, b, c));
  }
}
void Ellipsoid::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Ellipsoid::get_variant_this() const { return this; }
std::unique_ptr<Shape> Ellipsoid::DoClone() const {
  return std::make_unique<Ellipsoid>(*this);
}
std::string Ellipsoid::do_to_string() const {
  return fmt::format("Ellipsoid(a={}, b={}, c={})", a_, b_, c_);
}

// ---- HalfSpace --------------------------------------------------------------
math::RigidTransform<double> HalfSpace::MakePose(const Vector3<double>& Cz_F,
                                                 const Vector3<double>& p_FB) {
  const double norm = Cz_F.norm();
  if (!(norm >= 1e-10) || !std::isfinite(norm)) {
    throw std::logic_error(fmt::format(
        "HalfSpace::MakePose(): the normal vector must have a finite norm of "
        "at least 1e-10; got [{}, {}, {}] with norm {}.",
        Cz_F(0), Cz_F(1), Cz_F(2), norm));
  }
  const Vector3<double> z = Cz_F / norm;
  // Pick the world axis least aligned with z to build x orthogonal to it.
  int min_axis = 0;
  z.cwiseAbs().minCoeff(&min_axis);
  const Vector3<double> seed = Vector3<double>::Unit(min_axis);
  const Vector3<double> x = (seed - seed.dot(z) * z).normalized();
  const Vector3<double> y = z.cross(x);
  Matrix3<double> R_FC;
  R_FC.col(0) = x;
  R_FC.col(1) = y;
  R_FC.col(2) = z;
  return math::RigidTransform<double>(math::RotationMatrix<double>(R_FC), p_FB);
}
void HalfSpace::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr HalfSpace::get_variant_this() const { return this; }
std::unique_ptr<Shape> HalfSpace::DoClone() const {
  return std::make_unique<HalfSpace>(*this);
}
std::string HalfSpace::do_to_string() const { return "HalfSpace()"; }

// ---- Mesh and Convex --------------------------------------------------------
namespace internal {
class SharedConvexHull {
 public:
  // The hull of `source` scaled by `scale3`, made on the first call.
  const PolygonSurfaceMesh<double>& Get(const MeshSource& source,
                                        const Vector3<double>& scale3) {
    // (if the loader throws, the flag stays unset: the next call retries
    // and reports the same error)
    std::call_once(once_, [&]() {
      hull_ = std::make_unique<const PolygonSurfaceMesh<double>>(
          MakePolygonHull(*LoadConvexMesh(source, scale3)));
    });
    return *hull_;
  }

 private:
  std::once_flag once_;
  std::unique_ptr<const PolygonSurfaceMesh<double>> hull_;
};
}  // namespace internal

namespace {

void CheckScale3(std::string_view shape, const Vector3<double>& scale) {
  if (scale.allFinite() && (scale.array().abs() >= 1e-8).all()) return;
  throw std::logic_error(
      fmt::format("{} |scale| cannot be < 1e-8 on any axis, given {}.", shape,
                  FormatScale(scale)));
}

double UniformScale(std::string_view shape, const Vector3<double>& scale) {
  if (scale(1) != scale(0) || scale(2) != scale(0)) {
    throw std::logic_error(fmt::format(
        "{}::scale() can only be called for uniform scaling. This mesh has "
        "scale {}. Use {}::scale3() instead.",
        shape, FormatScale(scale), shape));
  }
  return scale(0);
}

std::string MeshToString(std::string_view shape, const MeshSource& source,
                         const Vector3<double>& scale) {
  const std::string data =
      source.is_path()
          ? fmt::format("filename='{}'", source.path().string())
          : fmt::format("mesh_data={}", source.in_memory().to_string());
  return fmt::format("{}({}, scale={})", shape, data, FormatScale(scale));
}

const std::string& FilenameOrThrow(std::string_view shape,
                                   const MeshSource& source,
                                   const std::string& filename) {
  if (source.is_in_memory()) {
    throw std::logic_error(fmt::format(
        "{}::filename(): the {} '{}' is held in memory and has no file name; "
        "use source() (Drake v1.56 has no filename()).",
        shape, shape, source.description()));
  }
  return filename;
}

// filename(): the absolute, lexically normal path (as before Drake removed
// it), or empty for an in-memory source.
std::string PathString(const MeshSource& source) {
  if (!source.is_path() || source.path().empty()) return std::string();
  return std::filesystem::absolute(source.path()).lexically_normal().string();
}

const PolygonSurfaceMesh<double>& GetHull(
    std::string_view shape,
    const std::shared_ptr<internal::SharedConvexHull>& hull,
    const MeshSource& source, const Vector3<double>& scale) {
  if (hull == nullptr) {
    throw std::logic_error(fmt::format(
        "{}::GetConvexHull(): the shape has been moved from.", shape));
  }
  return hull->Get(source, scale);
}

// The vertices of `points` as the lines of an OBJ file ("v x y z"), with
// the shortest decimal form that reads back to the same double.
std::string PointsToObj(const Eigen::Matrix3X<double>& points) {
  std::string obj;
  for (int i = 0; i < points.cols(); ++i) {
    obj +=
        fmt::format("v {} {} {}\n", points(0, i), points(1, i), points(2, i));
  }
  return obj;
}

// `label`, checked to be one line (it names the shape in messages).
const std::string& SingleLineLabel(const std::string& label) {
  if (label.find('\n') != std::string::npos) {
    throw std::logic_error(fmt::format(
        "Convex: the label of a Convex made from points must be a single "
        "line; given '{}'.",
        label));
  }
  return label;
}

}  // namespace

Mesh::Mesh(const std::filesystem::path& filename, double scale)
    : Mesh(filename, Vector3<double>::Constant(scale)) {}
Mesh::Mesh(const std::filesystem::path& filename, const Vector3<double>& scale3)
    : Mesh(MeshSource(std::filesystem::absolute(filename)), scale3) {}
Mesh::Mesh(InMemoryMesh mesh_data, double scale)
    : Mesh(std::move(mesh_data), Vector3<double>::Constant(scale)) {}
Mesh::Mesh(InMemoryMesh mesh_data, const Vector3<double>& scale3)
    : Mesh(MeshSource(std::move(mesh_data)), scale3) {}
Mesh::Mesh(MeshSource source, double scale)
    : Mesh(std::move(source), Vector3<double>::Constant(scale)) {}
Mesh::Mesh(MeshSource source, const Vector3<double>& scale3)
    : source_(std::make_shared<const MeshSource>(std::move(source))),
      filename_(PathString(*source_)),
      scale_(scale3),
      hull_(std::make_shared<internal::SharedConvexHull>()) {
  // (As in Drake, the extension is not checked: a consumer decides.)
  CheckScale3("Mesh", scale_);
}
Mesh::~Mesh() = default;
double Mesh::scale() const { return UniformScale("Mesh", scale_); }
const PolygonSurfaceMesh<double>& Mesh::GetConvexHull() const {
  return GetHull("Mesh", hull_, source(), scale_);
}
const std::string& Mesh::filename() const {
  return FilenameOrThrow("Mesh", source(), filename_);
}
void Mesh::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Mesh::get_variant_this() const { return this; }
std::unique_ptr<Shape> Mesh::DoClone() const {
  return std::make_unique<Mesh>(*this);
}
std::string Mesh::do_to_string() const {
  return MeshToString("Mesh", source(), scale_);
}

Convex::Convex(const std::filesystem::path& filename, double scale)
    : Convex(filename, Vector3<double>::Constant(scale)) {}
Convex::Convex(const std::filesystem::path& filename,
               const Vector3<double>& scale3)
    : Convex(MeshSource(std::filesystem::absolute(filename)), scale3) {}
Convex::Convex(InMemoryMesh mesh_data, double scale)
    : Convex(std::move(mesh_data), Vector3<double>::Constant(scale)) {}
Convex::Convex(InMemoryMesh mesh_data, const Vector3<double>& scale3)
    : Convex(MeshSource(std::move(mesh_data)), scale3) {}
Convex::Convex(MeshSource source, double scale)
    : Convex(std::move(source), Vector3<double>::Constant(scale)) {}
Convex::Convex(MeshSource source, const Vector3<double>& scale3)
    : source_(std::make_shared<const MeshSource>(std::move(source))),
      filename_(PathString(*source_)),
      scale_(scale3),
      hull_(std::make_shared<internal::SharedConvexHull>()) {
  CheckScale3("Convex", scale_);
}
Convex::Convex(const Eigen::Matrix3X<double>& points, const std::string& label,
               double scale)
    : Convex(points, label, Vector3<double>::Constant(scale)) {}
Convex::Convex(const Eigen::Matrix3X<double>& points, const std::string& label,
               const Vector3<double>& scale3)
    : Convex(InMemoryMesh{.mesh_file = MemoryFile(PointsToObj(points), ".obj",
                                                  SingleLineLabel(label)),
                          .supporting_files = {}},
             scale3) {}
Convex::~Convex() = default;
double Convex::scale() const { return UniformScale("Convex", scale_); }
const PolygonSurfaceMesh<double>& Convex::GetConvexHull() const {
  return GetHull("Convex", hull_, source(), scale_);
}
const std::string& Convex::filename() const {
  return FilenameOrThrow("Convex", source(), filename_);
}
void Convex::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr Convex::get_variant_this() const { return this; }
std::unique_ptr<Shape> Convex::DoClone() const {
  return std::make_unique<Convex>(*this);
}
std::string Convex::do_to_string() const {
  return MeshToString("Convex", source(), scale_);
}

// ---- MeshcatCone ------------------------------------------------------------
MeshcatCone::MeshcatCone(double height, double a, double b)
    : height_(height), a_(a), b_(b) {
  for (const auto& [name, value] :
       {std::pair<const char*, double>{"height", height}, {"a", a}, {"b", b}}) {
    if (!IsPositive(value)) {
      throw std::logic_error(fmt::format(
          "MeshcatCone(height={}, a={}, b={}): {} must be finite and > 0; got "
          "{} = {}.",
          height, a, b, name, name, value));
    }
  }
}
MeshcatCone::MeshcatCone(const Vector3<double>& measures)
    : MeshcatCone(measures(0), measures(1), measures(2)) {}
void MeshcatCone::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
Shape::VariantShapeConstPtr MeshcatCone::get_variant_this() const {
  return this;
}
std::unique_ptr<Shape> MeshcatCone::DoClone() const {
  return std::make_unique<MeshcatCone>(*this);
}
std::string MeshcatCone::do_to_string() const {
  return fmt::format("MeshcatCone(height={}, a={}, b={})", height_, a_, b_);
}

// ---- ShapeReifier -----------------------------------------------------------
ShapeReifier::~ShapeReifier() = default;
void ShapeReifier::ImplementGeometry(const Box& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Capsule& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Convex& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Cylinder& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Ellipsoid& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const HalfSpace& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Mesh& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const MeshcatCone& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::ImplementGeometry(const Sphere& s, void*) {
  DefaultImplementGeometry(s);
}
void ShapeReifier::DefaultImplementGeometry(const Shape& shape) {
  ThrowUnsupportedGeometry(std::string(shape.type_name()));
}
void ShapeReifier::ThrowUnsupportedGeometry(const std::string& shape_name) {
  throw std::logic_error(fmt::format("This class ({}) does not support {}.",
                                     NiceTypeName::Get(*this), shape_name));
}

// ---- CalcVolume -------------------------------------------------------------
namespace {
class VolumeReifier final : public ShapeReifier {
 public:
  double volume{};
  using ShapeReifier::ImplementGeometry;
  void ImplementGeometry(const Box& s, void*) final {
    volume = s.width() * s.depth() * s.height();
  }
  void ImplementGeometry(const Capsule& s, void*) final {
    const double r = s.radius();
    volume = std::numbers::pi * r * r * (s.length() + 4.0 / 3.0 * r);
  }
  void ImplementGeometry(const Cylinder& s, void*) final {
    volume = std::numbers::pi * s.radius() * s.radius() * s.length();
  }
  void ImplementGeometry(const Ellipsoid& s, void*) final {
    volume = 4.0 / 3.0 * std::numbers::pi * s.a() * s.b() * s.c();
  }
  void ImplementGeometry(const HalfSpace&, void*) final {
    throw std::logic_error("CalcVolume(): a HalfSpace has infinite volume.");
  }
  void ImplementGeometry(const MeshcatCone& s, void*) final {
    // a cone's third of base area × height; the base is an ellipse
    volume = std::numbers::pi * s.a() * s.b() * s.height() / 3;
  }
  void ImplementGeometry(const Sphere& s, void*) final {
    const double r = s.radius();
    volume = 4.0 / 3.0 * std::numbers::pi * r * r * r;
  }
  void ImplementGeometry(const Convex& s, void*) final {
    // the divergence theorem over the hull's polygons, each fanned from its
    // first vertex: V = Σ p₀·(pᵢ × pᵢ₊₁)/6
    const PolygonSurfaceMesh<double>& hull = s.GetConvexHull();
    volume = 0;
    for (int f = 0; f < hull.num_faces(); ++f) {
      const SurfacePolygon polygon = hull.element(f);
      const Vector3<double>& p0 = hull.vertex(polygon.vertex(0));
      for (int i = 1; i + 1 < polygon.num_vertices(); ++i) {
        volume += p0.dot(hull.vertex(polygon.vertex(i))
                             .cross(hull.vertex(polygon.vertex(i + 1)))) /
                  6;
      }
    }
  }
  void ImplementGeometry(const Mesh& s, void*) final {
    if (s.extension() != ".obj") {
      throw std::runtime_error(fmt::format(
          "CalcVolume currently only supports .obj files for mesh geometries; "
          "but the volume of '{}' was requested.",
          s.source().description()));
    }
    const TriangleSurfaceMesh<double> mesh =
        internal::ReadObjToTriangleSurfaceMesh(s.source(), s.scale3());
    volume = 0;
    for (const SurfaceTriangle& t : mesh.triangles()) {
      volume +=
          mesh.vertex(t.vertex(0))
              .dot(mesh.vertex(t.vertex(1)).cross(mesh.vertex(t.vertex(2)))) /
          6;
    }
  }

 protected:
  void ThrowUnsupportedGeometry(const std::string& shape_name) final {
    throw std::logic_error(fmt::format(
        "CalcVolume(): the volume of a {} is not supported yet.", shape_name));
  }
};
}  // namespace

double CalcVolume(const Shape& shape) {
  VolumeReifier reifier;
  shape.Reify(&reifier);
  return reifier.volume;
}

}  // namespace geometry
}  // namespace drake
