#pragma once

/// @file
/// StepwiseDenseOutput<T>: a DenseOutput built one integration step at a
/// time, where the latest steps can be taken back before they are made
/// permanent.

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/analysis/dense_output.h"

namespace drake {
namespace systems {

/// A DenseOutput that grows by steps. Steps are added as pending updates
/// (how is up to the subclass); Rollback() drops the most recent pending
/// one and Consolidate() makes every pending one part of the output that
/// DenseOutput's queries see.
template <typename T>
class StepwiseDenseOutput : public DenseOutput<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(StepwiseDenseOutput);
  ~StepwiseDenseOutput() override;

  /// Drops the most recent pending update. Throws std::logic_error if
  /// there is none.
  virtual void Rollback() = 0;
  /// Makes every pending update part of the output. Throws
  /// std::logic_error if there is none.
  virtual void Consolidate() = 0;

 protected:
  StepwiseDenseOutput() = default;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::StepwiseDenseOutput)
