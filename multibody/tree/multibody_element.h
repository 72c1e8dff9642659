#pragma once

#include <cstdint>

#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {

template <typename T>
class MultibodyPlant;

namespace internal {
template <typename T>
class MultibodyTree;
}  // namespace internal

/// The base of every element of a multibody model (bodies, frames, joints,
/// actuators, force elements): it knows its model instance, its index and
/// the tree (hence the plant) that owns it.
template <typename T>
class MultibodyElement {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MultibodyElement);
  virtual ~MultibodyElement() = default;

  /// The model instance this element belongs to.
  ModelInstanceIndex model_instance() const { return model_instance_; }

  /// The plant that owns this element. Throws if the element was never
  /// added to a plant.
  const MultibodyPlant<T>& GetParentPlant() const;

  /// (Internal) true once added to a tree.
  bool has_parent_tree() const { return tree_ != nullptr; }

 protected:
  MultibodyElement() = default;
  explicit MultibodyElement(ModelInstanceIndex model_instance)
      : model_instance_(model_instance) {}

  template <typename ElementIndexType>
  ElementIndexType index_impl() const {
    return ElementIndexType(index_);
  }
  int ordinal_impl() const { return ordinal_; }

  /// The owning tree; throws (naming what is missing) if there is none.
  const internal::MultibodyTree<T>& get_parent_tree() const {
    DRAKE_THROW_UNLESS(tree_ != nullptr);
    return *tree_;
  }

 private:
  template <typename U>
  friend class internal::MultibodyTree;

  void set_parent_tree(const internal::MultibodyTree<T>* tree, int64_t index) {
    tree_ = tree;
    index_ = index;
  }
  void set_model_instance(ModelInstanceIndex model_instance) {
    model_instance_ = model_instance;
  }
  void set_ordinal(int ordinal) { ordinal_ = ordinal; }

  const internal::MultibodyTree<T>* tree_{nullptr};
  ModelInstanceIndex model_instance_{};
  int64_t index_{-1};
  int ordinal_{-1};
};

}  // namespace multibody
}  // namespace drake
