#pragma once

/// @file
/// The shapes geometry can take (Sphere, Box, Cylinder, Capsule, Ellipsoid,
/// HalfSpace, Mesh, Convex) and ShapeReifier, the visitor that dispatches on
/// a shape's concrete type. Every shape is defined in its own canonical
/// frame S (centred on the origin unless said otherwise); all lengths are in
/// meters. Constructors throw std::logic_error naming the shape and the bad
/// value when a dimension is not positive (or not finite).

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

class ShapeReifier;

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

 protected:
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
};

/// A triangle surface mesh read from a file (OBJ), scaled uniformly by
/// `scale` (|scale| >= 1e-8). The file is not read on construction.
class Mesh final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Mesh);
  explicit Mesh(const std::string& filename, double scale = 1.0);
  /// The absolute path of the mesh file.
  const std::string& filename() const { return filename_; }
  /// The file's extension in lower case, e.g. ".obj".
  std::string extension() const;
  double scale() const { return scale_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Mesh"; }
  std::string do_to_string() const final;
  std::string filename_;
  double scale_{};
};

/// The convex hull of the vertices of a mesh file (OBJ), scaled uniformly
/// by `scale` (|scale| >= 1e-8). The file is not read on construction.
class Convex final : public Shape {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Convex);
  explicit Convex(const std::string& filename, double scale = 1.0);
  const std::string& filename() const { return filename_; }
  std::string extension() const;
  double scale() const { return scale_; }

 private:
  void DoReify(ShapeReifier*, void*) const final;
  std::unique_ptr<Shape> DoClone() const final;
  std::string_view do_type_name() const final { return "Convex"; }
  std::string do_to_string() const final;
  std::string filename_;
  double scale_{};
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
  virtual void ImplementGeometry(const Sphere& sphere, void* user_data);

 protected:
  ShapeReifier() = default;
  ShapeReifier(const ShapeReifier&) = default;
  ShapeReifier& operator=(const ShapeReifier&) = default;
  /// Throws std::logic_error: "This class (<reifier>) does not support
  /// <shape>."
  virtual void ThrowUnsupportedGeometry(const std::string& shape_name);
};

/// The volume of `shape` in m³. Throws std::logic_error for HalfSpace
/// (infinite) and for Mesh/Convex (needs the file; not supported yet).
double CalcVolume(const Shape& shape);

/// Streams Shape::to_string().
std::ostream& operator<<(std::ostream& out, const Shape& shape);

}  // namespace geometry
}  // namespace drake
