#pragma once

/// @file
/// Supervector<T>: a concatenation of other VectorBases (not owned).

#include <algorithm>
#include <vector>

#include "drake/systems/framework/vector_base.h"

namespace drake {
namespace systems {

/// The concatenation of `subvectors`, which must outlive this one.
template <typename T>
class Supervector final : public VectorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Supervector);

  explicit Supervector(const std::vector<VectorBase<T>*>& subvectors)
      : vectors_(subvectors) {
    int sum = 0;
    for (int i = 0; i < static_cast<int>(vectors_.size()); ++i) {
      for (int k = 0; k < vectors_[i]->size(); ++k) {
        owner_.push_back(i);
        offset_.push_back(k);
      }
      sum += vectors_[i]->size();
    }
    size_ = sum;
  }

  int size() const final { return size_; }

 protected:
  const T& DoGetAtIndexUnchecked(int index) const final {
    return (*vectors_[owner_[index]])[offset_[index]];
  }
  T& DoGetAtIndexUnchecked(int index) final {
    return (*vectors_[owner_[index]])[offset_[index]];
  }

 private:
  std::vector<VectorBase<T>*> vectors_;
  // For each element, which subvector holds it and where (O(1) access).
  std::vector<int> owner_;
  std::vector<int> offset_;
  int size_{0};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Supervector)
