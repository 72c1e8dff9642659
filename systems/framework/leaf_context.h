#pragma once

/// @file
/// LeafContext<T>: the Context of a LeafSystem; owns its state and
/// parameters.

#include <memory>

#include "drake/systems/framework/context.h"

namespace drake {
namespace systems {

template <typename T>
class LeafContext : public Context<T> {
 public:
  LeafContext(LeafContext&&) = delete;
  LeafContext& operator=(const LeafContext&) = delete;
  LeafContext& operator=(LeafContext&&) = delete;

  /// Empty state and parameters; the system fills them in.
  LeafContext();
  ~LeafContext() override;

 protected:
  LeafContext(const LeafContext<T>& source);
  std::unique_ptr<ContextBase> DoCloneWithoutPointers() const override;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LeafContext)
