#pragma once

/// @file
/// Subvector<T>: a contiguous window into another VectorBase (not owned).

#include "drake/systems/framework/vector_base.h"

namespace drake {
namespace systems {

/// Elements [first_element, first_element + num_elements) of a vector that
/// must outlive this one. Throws std::logic_error if the window does not fit.
template <typename T>
class Subvector final : public VectorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Subvector);

  Subvector(VectorBase<T>* vector, int first_element, int num_elements)
      : vector_(vector),
        first_element_(first_element),
        num_elements_(num_elements) {
    DRAKE_THROW_UNLESS(vector_ != nullptr);
    if (first_element < 0 || num_elements < 0 ||
        first_element + num_elements > vector_->size()) {
      throw std::logic_error(fmt::format(
          "Subvector range [{}, {}) falls outside the valid range [0, {}).",
          first_element, first_element + num_elements, vector_->size()));
    }
  }

  int size() const final { return num_elements_; }

 protected:
  const T& DoGetAtIndexUnchecked(int index) const final {
    return (*vector_)[first_element_ + index];
  }
  T& DoGetAtIndexUnchecked(int index) final {
    return (*vector_)[first_element_ + index];
  }

 private:
  VectorBase<T>* vector_{nullptr};
  int first_element_{0};
  int num_elements_{0};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Subvector)
