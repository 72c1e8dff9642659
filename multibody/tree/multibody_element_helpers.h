#pragma once

/// @file
/// (Internal) Two helpers the element classes (frames, bodies, the gravity
/// field) share: the check that a Context belongs to the finalized plant
/// that owns an element's tree, and an element's name scoped by its model
/// instance. Included by their .cc files only; not part of Drake's API.

#include <stdexcept>
#include <string>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {
namespace internal {

/// Throws unless `context` belongs to the plant owning `tree`.
template <typename T>
void CheckElementContext(const MultibodyTree<T>& tree,
                         const systems::Context<T>& context) {
  if (tree.layout().system == nullptr) {
    throw std::logic_error(
        "This element's plant has not been finalized; finalize it and use a "
        "Context created by it.");
  }
  tree.ValidateContext(context);
}

/// `name` scoped by its model instance ("instance::name"); unscoped in the
/// world model instance.
template <typename T>
std::string ScopedElementName(const MultibodyTree<T>& tree,
                              ModelInstanceIndex instance,
                              const std::string& name) {
  if (instance == world_model_instance()) return name;
  return tree.GetModelInstanceName(instance) + "::" + name;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
