#pragma once

/// @file
/// The shapes geometry can take (Sphere, Box, Cylinder, Capsule, Ellipsoid,
/// HalfSpace, Mesh, Convex, MeshcatCone) and the two ways to dispatch on a
/// shape's concrete type: ShapeReifier and Shape::Visit(). Every shape is
/// defined in its own canonical frame S (centred on the origin unless said
/// otherwise; a MeshcatCone has its apex there); all lengths are in meters.
/// Constructors throw std::logic_error naming the shape and the bad value when
/// a dimension is not positive (or not finite).

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/fmt.h"
#include "drake/geometry/mesh_source.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

class Box;
class Capsule;
class Convex;
class Cylinder;
class Ellipsoid;
class HalfSpace;
class Mesh;
class MeshcatCone;
class ShapeReifier;
class Sphere;

/// The abstract base of all shapes. Shapes are value types: copy them or
/// Clone() them through the base.
class Shape {
 public:
  virtual ~Shape();

  /// Calls the `reifier`'s ImplementGeometry overload for this shape's
  /// concrete type, passing `user_data` through.
  void Reify(ShapeReifier* reifier, void* user_data = nullptr) const;

  /// A copy of this shape with the same concrete type.
  std::unique_ptr<Shape> Clone() const;

  /// The concrete type's name, e.g. "Sphere".
  std::string_view type_name() const { return do_type_name(); }

  /// A human-readable description with the parameters, e.g.
  /// "Sphere(radius=0.5)".
  std::string to_string() const { return do_to_string(); }

  /// Calls `visitor` with this shape downcast to its concrete type, e.g.
  /// `visitor(static_cast<const Box&>(*this))`, and returns what it returns.
  /// `visitor` is typically an overload set (see drake/common/overloaded.h)
  /// with one call operator per concrete shape (or a generic one).
  /// @tparam ReturnType The type every call's result is converted to. When
  ///   void (the default), the result type is whatever the visitor returns,
  ///   which must then be the same for every shape.
  template <typename ReturnType = void, typename Visitor>
  decltype(auto) Visit(Visitor&& visitor) const {
    if constexpr (std::is_void_v<ReturnType>) {
      return std::visit(
          [&visitor](const auto* concrete) -> decltype(auto) {
            return visitor(*concrete);
          },
          get_variant_this());
    } else {
      return std::visit(
          [&visitor](const auto* concrete) -> ReturnType {
            return visitor(*concrete);
          },
          get_variant_this());
    }
  }

 protected:
  /// (Internal use only) A pointer to each concrete shape type, for Visit().
  using VariantShapeConstPtr =
      std::variant<const Box*, const Capsule*, const Convex*, const Cylinder*,
                   const Ellipsoid*, const HalfSpace*, const Mesh*,
                   const MeshcatCone*, const Sphere*>;

  Shape() = default;
  Shape(const Shape&) = default;
  Shape& operator=(const Shape&) = default;
  Shape(Shape&&) = default;
  Shape& operator=(Shape&&) = default;

 private:
  virtual void DoReify(ShapeReifier* reifier, void* user_data) const = 0;
  virtual std::unique_ptr<Shape> DoClone() const = 0;
  virtual std::string_view do_type_name() const = 0;
  virtual std::string do_to_string() const = 0;
  // (protected in Drake; private here, as only Visit() calls it)
  virtual VariantShapeConstPtr get_variant_this() const = 0;
};

/// A sphere of the given radius centred on So. radius >= 0 (a zero radius
/// is a point, as in Drake).
class Sphere final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Sphere);
  explicit Sphere(double radius);
  double radius() const { return radius_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Sphere"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  double radius_{};
};

/// An axis-aligned box centred on So with extents width (x), depth (y) and
/// height (z), all > 0.
class Box final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Box);
  Box(double width, double depth, double height);
  /// A box with measures (width, depth, height).
  explicit Box(const Vector3<double>& measures);
  /// A cube with every edge `edge_size` long.
  static Box MakeCube(double edge_size);
  double width() const { return size_(0); }
  double depth() const { return size_(1); }
  double height() const { return size_(2); }
  /// The box's dimensions (width, depth, height).
  const Vector3<double>& size() const { return size_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Box"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  Vector3<double> size_;
};

/// A cylinder of the given radius whose axis is Sz, centred on So, spanning
/// z ∈ [−length/2, length/2]. radius > 0, length > 0.
class Cylinder final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Cylinder);
  Cylinder(double radius, double length);
  double radius() const { return radius_; }
  double length() const { return length_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Cylinder"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  double radius_{};
  double length_{};
};

/// A capsule: the set of points within `radius` of the segment on Sz from
/// z = −length/2 to z = length/2. radius > 0, length >= 0.
class Capsule final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Capsule);
  Capsule(double radius, double length);
  double radius() const { return radius_; }
  double length() const { return length_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Capsule"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  double radius_{};
  double length_{};
};

/// An ellipsoid x²/a² + y²/b² + z²/c² <= 1 with a, b, c > 0.
class Ellipsoid final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Ellipsoid);
  Ellipsoid(double a, double b, double c);
  double a() const { return a_; }
  double b() const { return b_; }
  double c() const { return c_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Ellipsoid"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  double a_{};
  double b_{};
  double c_{};
};

/// The half space z <= 0 of its canonical frame C: the boundary plane
/// passes through Co and its outward normal is +Cz.
class HalfSpace final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(HalfSpace);
  HalfSpace() = default;

  /// The pose X_FC of a half space's canonical frame C in frame F, given the
  /// outward normal `Cz_F` (need not be unit length) and a point `p_FB` on
  /// the boundary plane, both in F. Co is placed at p_FB. Throws
  /// std::logic_error if the normal's norm is below 1e-10.
  static math::RigidTransform<double> MakePose(const Vector3<double>& Cz_F,
                                               const Vector3<double>& p_FB);

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "HalfSpace"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
};

namespace internal {
// The convex hull of a Mesh or Convex: computed on the first request, once
// (thread-safe), and shared by the shape's copies (shape_specification.cc).
class SharedConvexHull;
}  // namespace internal

/// A mesh, from a file on disk or held in memory, scaled by `scale3` (one
/// factor per axis of its frame S; |scale| >= 1e-8 on every axis, a
/// negative entry mirrors it). The mesh may be an .obj, a tetrahedral .vtk
/// or a .gltf; which roles accept which kind is up to each consumer (e.g.
/// proximity reads .obj and .vtk). The data are not read on construction:
/// a consumer that cannot read them throws naming the mesh.
class Mesh final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Mesh);

  /// The mesh file at `filename` (made absolute against the current working
  /// directory), scaled uniformly by `scale`.
  /// @throws std::logic_error if |scale| < 1e-8 or scale is not finite.
  explicit Mesh(const std::filesystem::path& filename, double scale = 1.0);
  /// The mesh file at `filename`, scaled by `scale3` per axis.
  /// @throws std::logic_error if any |scale3(i)| < 1e-8 or is not finite.
  Mesh(const std::filesystem::path& filename, const Vector3<double>& scale3);
  /// A mesh held in memory (with the files it refers to), scaled uniformly.
  /// @throws std::logic_error as for the path form.
  explicit Mesh(InMemoryMesh mesh_data, double scale = 1.0);
  /// A mesh held in memory, scaled per axis.
  Mesh(InMemoryMesh mesh_data, const Vector3<double>& scale3);
  /// The mesh of `source` (a path is used as given), scaled uniformly.
  explicit Mesh(MeshSource source, double scale = 1.0);
  /// The mesh of `source`, scaled per axis.
  Mesh(MeshSource source, const Vector3<double>& scale3);

  ~Mesh() final;

  /// Where the mesh data come from.
  const MeshSource& source() const {
    return source_ != nullptr ? *source_ : MeshSource::Empty();
  }

  /// The mesh type's extension, lower case with the dot (".obj"): the
  /// path's, or the in-memory file's.
  const std::string& extension() const { return source().extension(); }

  /// The uniform scale factor.
  /// @throws std::logic_error if the scale differs between axes (use
  ///   scale3()).
  double scale() const;

  /// The scale factor of each axis of S.
  const Vector3<double>& scale3() const { return scale_; }

  /// The convex hull of the scaled mesh's vertices in S (m), one planar
  /// polygon per face, counter-clockwise seen from outside. Computed on the
  /// first call (thread-safe) and shared by copies of this shape; later
  /// calls cost O(1).
  /// @throws std::exception naming the mesh if its data cannot be read
  ///   (missing file, unsupported extension) or are degenerate (fewer than
  ///   four vertices, or all coplanar).
  const PolygonSurfaceMesh<double>& GetConvexHull() const;

  /// (Mallard extra; Drake v1.56 removed it.) The absolute, lexically
  /// normal path of the mesh file.
  /// @throws std::logic_error naming the mesh if its source is in memory.
  const std::string& filename() const;

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Mesh"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;

  std::shared_ptr<const MeshSource> source_;
  // (The path as a string, for filename(); empty for an in-memory source.)
  std::string filename_;
  Vector3<double> scale_;
  std::shared_ptr<internal::SharedConvexHull> hull_;
};

/// The convex hull of a mesh's vertices (from a file, from memory, or of a
/// set of points), scaled by `scale3` (|scale| >= 1e-8 on every axis). As
/// Mesh, the data are not read on construction; every geometric use of a
/// Convex uses GetConvexHull().
class Convex final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Convex);

  /// The mesh file at `filename` (made absolute against the current working
  /// directory; .obj, .vtk or .gltf), scaled uniformly by `scale`.
  /// @throws std::logic_error if |scale| < 1e-8 or scale is not finite.
  explicit Convex(const std::filesystem::path& filename, double scale = 1.0);
  /// The mesh file at `filename`, scaled by `scale3` per axis.
  Convex(const std::filesystem::path& filename, const Vector3<double>& scale3);
  /// A mesh held in memory, scaled uniformly. Of its supporting files only
  /// those that define vertex positions matter.
  explicit Convex(InMemoryMesh mesh_data, double scale = 1.0);
  /// A mesh held in memory, scaled per axis.
  Convex(InMemoryMesh mesh_data, const Vector3<double>& scale3);
  /// The mesh of `source`, scaled uniformly.
  explicit Convex(MeshSource source, double scale = 1.0);
  /// The mesh of `source`, scaled per axis.
  Convex(MeshSource source, const Vector3<double>& scale3);
  /// The hull of the columns of `points` (p_SP, m, in S), held as an
  /// in-memory OBJ of those vertices named `label`, scaled uniformly.
  /// @throws std::exception if `label` contains a newline, or as the other
  ///   constructors for the scale.
  Convex(const Eigen::Matrix3X<double>& points, const std::string& label,
         double scale = 1.0);
  /// The hull of `points`, scaled per axis.
  Convex(const Eigen::Matrix3X<double>& points, const std::string& label,
         const Vector3<double>& scale3);

  ~Convex() final;

  /// Where the mesh data come from (for introspection: the shape is always
  /// the hull, GetConvexHull()).
  const MeshSource& source() const {
    return source_ != nullptr ? *source_ : MeshSource::Empty();
  }

  /// The input mesh's extension, lower case with the dot.
  const std::string& extension() const { return source().extension(); }

  /// The uniform scale factor.
  /// @throws std::logic_error if the scale differs between axes (use
  ///   scale3()).
  double scale() const;

  /// The scale factor of each axis of S.
  const Vector3<double>& scale3() const { return scale_; }

  /// The convex hull (see Mesh::GetConvexHull()).
  const PolygonSurfaceMesh<double>& GetConvexHull() const;

  /// (Mallard extra; Drake v1.56 removed it.) The absolute, lexically
  /// normal path of the mesh file.
  /// @throws std::logic_error naming the mesh if its source is in memory.
  const std::string& filename() const;

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Convex"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;

  std::shared_ptr<const MeshSource> source_;
  std::string filename_;
  Vector3<double> scale_;
  std::shared_ptr<internal::SharedConvexHull> hull_;
};

/// A finite section of an elliptic (Lorentz) cone with its apex at So,
/// opening along +Sz: √(x²/a² + y²/b²) ≤ z/height, z ∈ [0, height], where a
/// and b (m) are the principal semi-axes of the section at z = height (m).
/// As in Drake, only Meshcat draws it; proximity (and so hydroelastic
/// contact), DrakeVisualizer and CalcSpatialInertia reject it.
class MeshcatCone final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MeshcatCone);

  /// @throws std::exception naming the measure if `height`, `a` or `b` is
  ///   not finite and > 0.
  explicit MeshcatCone(double height, double a = 1.0, double b = 1.0);

  /// The cone with `measures` = (height, a, b).
  /// @throws std::exception as the other constructor.
  explicit MeshcatCone(const Vector3<double>& measures);

  double height() const { return height_; }
  double a() const { return a_; }
  double b() const { return b_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "MeshcatCone"; }
  std::string do_to_string() const final;
  VariantShapeConstPtr get_variant_this() const final;
  double height_{};
  double a_{};
  double b_{};
};

/// The visitor interface of Shape::Reify. Each overload's default throws
/// std::logic_error saying this reifier does not support that shape;
/// override the ones a reifier handles.
class ShapeReifier {
 public:
  virtual ~ShapeReifier();
  virtual void ImplementGeometry(const Box& box, void* user_data);
  virtual void ImplementGeometry(const Capsule& capsule, void* user_data);
  virtual void ImplementGeometry(const Convex& convex, void* user_data);
  virtual void ImplementGeometry(const Cylinder& cylinder, void* user_data);
  virtual void ImplementGeometry(const Ellipsoid& ellipsoid, void* user_data);
  virtual void ImplementGeometry(const HalfSpace& half_space, void* user_data);
  virtual void ImplementGeometry(const Mesh& mesh, void* user_data);
  virtual void ImplementGeometry(const MeshcatCone& cone, void* user_data);
  virtual void ImplementGeometry(const Sphere& sphere, void* user_data);

 protected:
  ShapeReifier() = default;
  ShapeReifier(const ShapeReifier&) = default;
  ShapeReifier& operator=(const ShapeReifier&) = default;
  ShapeReifier(ShapeReifier&&) = default;
  ShapeReifier& operator=(ShapeReifier&&) = default;
  /// What every ImplementGeometry overload calls unless overridden: by
  /// default ThrowUnsupportedGeometry(shape.type_name()). Override it to
  /// treat every shape not handled otherwise the same way.
  virtual void DefaultImplementGeometry(const Shape& shape);
  /// Throws std::logic_error: "This class (<reifier>) does not support
  /// <shape>."
  virtual void ThrowUnsupportedGeometry(const std::string& shape_name);
};

/// The volume of `shape` in m³: a Convex's hull's, a Mesh's enclosed volume
/// (an .obj, as in Drake; its faces must close it and face outward).
/// @throws std::logic_error for HalfSpace (infinite);
///   std::runtime_error for a Mesh that is not an .obj or cannot be read,
///   or a Convex whose hull cannot be computed.
double CalcVolume(const Shape& shape);

/// Streams Shape::to_string().
std::ostream& operator<<(std::ostream& out, const Shape& shape);

}  // namespace geometry
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::geometry, Box, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Capsule, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Convex, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Cylinder, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Ellipsoid, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, HalfSpace, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Mesh, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, MeshcatCone, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Shape, x, x.to_string())
DRAKE_FORMATTER_AS(, drake::geometry, Sphere, x, x.to_string())
