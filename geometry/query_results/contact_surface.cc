#include "drake/geometry/query_results/contact_surface.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {

template <typename T>
ContactSurface<T>::ContactSurface(
    GeometryId id_M, GeometryId id_N, MeshVariant mesh_W, FieldVariant e_MN,
    std::unique_ptr<std::vector<Vector3<T>>> grad_eM_W,
    std::unique_ptr<std::vector<Vector3<T>>> grad_eN_W, int)
    : id_M_(id_M),
      id_N_(id_N),
      mesh_W_(std::move(mesh_W)),
      e_MN_(std::move(e_MN)),
      grad_eM_W_(std::move(grad_eM_W)),
      grad_eN_W_(std::move(grad_eN_W)) {
  DRAKE_DEMAND(mesh_W_.index() == e_MN_.index());
  std::visit([](const auto& mesh) { DRAKE_DEMAND(mesh != nullptr); }, mesh_W_);
  std::visit([](const auto& field) { DRAKE_DEMAND(field != nullptr); }, e_MN_);
  for (const auto* grad : {grad_eM_W_.get(), grad_eN_W_.get()}) {
    if (grad != nullptr) {
      DRAKE_DEMAND(static_cast<int>(grad->size()) == num_faces());
    }
  }
  if (id_N_ < id_M_) SwapMAndN();
}

template <typename T>
ContactSurface<T>::~ContactSurface() = default;

template <typename T>
ContactSurface<T>::ContactSurface(const ContactSurface<T>& other)
    : id_M_(other.id_M_), id_N_(other.id_N_) {
  if (other.is_triangle()) {
    auto mesh = std::make_unique<TriangleSurfaceMesh<T>>(other.tri_mesh_W());
    e_MN_ = other.tri_e_MN().CloneAndSetMesh(mesh.get());
    mesh_W_ = std::move(mesh);
  } else {
    auto mesh = std::make_unique<PolygonSurfaceMesh<T>>(other.poly_mesh_W());
    e_MN_ = other.poly_e_MN().CloneAndSetMesh(mesh.get());
    mesh_W_ = std::move(mesh);
  }
  if (other.grad_eM_W_ != nullptr) {
    grad_eM_W_ = std::make_unique<std::vector<Vector3<T>>>(*other.grad_eM_W_);
  }
  if (other.grad_eN_W_ != nullptr) {
    grad_eN_W_ = std::make_unique<std::vector<Vector3<T>>>(*other.grad_eN_W_);
  }
}

template <typename T>
ContactSurface<T>& ContactSurface<T>::operator=(
    const ContactSurface<T>& other) {
  if (this != &other) {
    ContactSurface<T> copy(other);
    *this = std::move(copy);
  }
  return *this;
}

template <typename T>
ContactSurface<T>::ContactSurface(ContactSurface&&) = default;

template <typename T>
ContactSurface<T>& ContactSurface<T>::operator=(ContactSurface&&) = default;

template <typename T>
const Vector3<T>& ContactSurface<T>::EvaluateGradE_M_W(int index) const {
  if (grad_eM_W_ == nullptr) {
    throw std::runtime_error(fmt::format(
        "ContactSurface::EvaluateGradE_M_W() invalid: no gradient values are "
        "stored for geometry M (id {}); it is rigid.",
        id_M_.get_value()));
  }
  return grad_eM_W_->at(index);
}

template <typename T>
const Vector3<T>& ContactSurface<T>::EvaluateGradE_N_W(int index) const {
  if (grad_eN_W_ == nullptr) {
    throw std::runtime_error(fmt::format(
        "ContactSurface::EvaluateGradE_N_W() invalid: no gradient values are "
        "stored for geometry N (id {}); it is rigid.",
        id_N_.get_value()));
  }
  return grad_eN_W_->at(index);
}

template <typename T>
void ContactSurface<T>::SwapMAndN() {
  std::swap(id_M_, id_N_);
  std::swap(grad_eM_W_, grad_eN_W_);
  // Reversing the winding reverses the normals; the vertices (and so the
  // field's values) are unchanged.
  std::visit([](auto& mesh) { mesh->ReverseFaceWinding(); }, mesh_W_);
}

template <typename T>
bool ContactSurface<T>::Equal(const ContactSurface<T>& surface) const {
  if (id_M_ != surface.id_M_ || id_N_ != surface.id_N_) return false;
  if (is_triangle() != surface.is_triangle()) return false;
  if (is_triangle()) {
    if (!tri_e_MN().Equal(surface.tri_e_MN())) return false;
  } else {
    if (!poly_e_MN().Equal(surface.poly_e_MN())) return false;
  }
  auto same = [](const auto& a, const auto& b) {
    if ((a == nullptr) != (b == nullptr)) return false;
    return a == nullptr || *a == *b;
  };
  return same(grad_eM_W_, surface.grad_eM_W_) &&
         same(grad_eN_W_, surface.grad_eN_W_);
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::ContactSurface)
