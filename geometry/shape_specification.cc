#include "drake/geometry/shape_specification.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numbers>
#include <ostream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace geometry {
namespace {

bool IsPositive(double x) { return std::isfinite(x) && x > 0; }

std::string AbsolutePath(const std::string& filename) {
  if (filename.empty()) return filename;
  return std::filesystem::absolute(filename).lexically_normal().string();
}

void CheckScale(const char* shape, const std::string& filename, double scale) {
  if (!std::isfinite(scale) || std::abs(scale) < 1e-8) {
    throw std::logic_error(fmt::format(
        "{} |scale| must be finite and at least 1e-8; got {} for '{}'.", shape,
        scale, filename));
  }
}

std::string LowerExtension(const std::string& filename) {
  std::string ext = std::filesystem::path(filename).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return ext;
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
std::unique_ptr<Shape> HalfSpace::DoClone() const {
  return std::make_unique<HalfSpace>(*this);
}
std::string HalfSpace::do_to_string() const { return "HalfSpace()"; }

// ---- Mesh and Convex --------------------------------------------------------
Mesh::Mesh(const std::string& filename, double scale)
    : filename_(AbsolutePath(filename)), scale_(scale) {
  CheckScale("Mesh", filename, scale);
}
std::string Mesh::extension() const { return LowerExtension(filename_); }
void Mesh::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
std::unique_ptr<Shape> Mesh::DoClone() const {
  return std::make_unique<Mesh>(*this);
}
std::string Mesh::do_to_string() const {
  return fmt::format("Mesh(filename='{}', scale={})", filename_, scale_);
}

Convex::Convex(const std::string& filename, double scale)
    : filename_(AbsolutePath(filename)), scale_(scale) {
  CheckScale("Convex", filename, scale);
}
std::string Convex::extension() const { return LowerExtension(filename_); }
void Convex::DoReify(ShapeReifier* r, void* d) const {
  r->ImplementGeometry(*this, d);
}
std::unique_ptr<Shape> Convex::DoClone() const {
  return std::make_unique<Convex>(*this);
}
std::string Convex::do_to_string() const {
  return fmt::format("Convex(filename='{}', scale={})", filename_, scale_);
}

// ---- ShapeReifier -----------------------------------------------------------
ShapeReifier::~ShapeReifier() = default;
void ShapeReifier::ImplementGeometry(const Box&, void*) {
  ThrowUnsupportedGeometry("Box");
}
void ShapeReifier::ImplementGeometry(const Capsule&, void*) {
  ThrowUnsupportedGeometry("Capsule");
}
void ShapeReifier::ImplementGeometry(const Convex&, void*) {
  ThrowUnsupportedGeometry("Convex");
}
void ShapeReifier::ImplementGeometry(const Cylinder&, void*) {
  ThrowUnsupportedGeometry("Cylinder");
}
void ShapeReifier::ImplementGeometry(const Ellipsoid&, void*) {
  ThrowUnsupportedGeometry("Ellipsoid");
}
void ShapeReifier::ImplementGeometry(const HalfSpace&, void*) {
  ThrowUnsupportedGeometry("HalfSpace");
}
void ShapeReifier::ImplementGeometry(const Mesh&, void*) {
  ThrowUnsupportedGeometry("Mesh");
}
void ShapeReifier::ImplementGeometry(const Sphere&, void*) {
  ThrowUnsupportedGeometry("Sphere");
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
  void ImplementGeometry(const Sphere& s, void*) final {
    const double r = s.radius();
    volume = 4.0 / 3.0 * std::numbers::pi * r * r * r;
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
