#include "drake/geometry/geometry_instance.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {

namespace internal {
std::string CanonicalizeStringName(const std::string& name) {
  const char* kWhitespace = " \t\n\v\f\r";
  const size_t first = name.find_first_not_of(kWhitespace);
  if (first == std::string::npos) return {};
  const size_t last = name.find_last_not_of(kWhitespace);
  return name.substr(first, last - first + 1);
}
}  // namespace internal

GeometryInstance::GeometryInstance(const math::RigidTransform<double>& X_PG,
                                   std::unique_ptr<Shape> shape,
                                   const std::string& name)
    : id_(GeometryId::get_new_id()), X_PG_(X_PG), shape_(std::move(shape)) {
  if (shape_ == nullptr) {
    throw std::logic_error(
        fmt::format("GeometryInstance '{}' was given a null shape.", name));
  }
  set_name(name);
}

GeometryInstance::GeometryInstance(const math::RigidTransform<double>& X_PG,
                                   const Shape& shape, const std::string& name)
    : GeometryInstance(X_PG, shape.Clone(), name) {}

const Shape& GeometryInstance::shape() const {
  if (shape_ == nullptr) {
    throw std::logic_error(fmt::format(
        "GeometryInstance '{}': the shape has been released.", name_));
  }
  return *shape_;
}

void GeometryInstance::set_name(const std::string& name) {
  std::string canonical = internal::CanonicalizeStringName(name);
  if (canonical.empty()) {
    throw std::logic_error(fmt::format(
        "GeometryInstance given the name '{}' which is an empty canonical "
        "string.",
        name));
  }
  name_ = std::move(canonical);
}

}  // namespace geometry
}  // namespace drake
