#pragma once

/// @file
/// ScalarDenseOutput<T>: a DenseOutput of dimension one, read as a scalar.

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/analysis/dense_output.h"

namespace drake {
namespace systems {

/// A scalar function of time x(t) ∈ ℝ on [start_time(), end_time()]; as a
/// DenseOutput it has size() one.
template <typename T>
class ScalarDenseOutput : public DenseOutput<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScalarDenseOutput);
  ~ScalarDenseOutput() override;

  /// x(t). Throws as DenseOutput::Evaluate() does (empty output, t outside
  /// the domain).
  T EvaluateScalar(const T& t) const;

 protected:
  ScalarDenseOutput() = default;

  VectorX<T> DoEvaluate(const T& t) const override;
  int do_size() const override { return 1; }
  /// x(t), with the arguments already checked.
  virtual T DoEvaluateScalar(const T& t) const = 0;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ScalarDenseOutput)
