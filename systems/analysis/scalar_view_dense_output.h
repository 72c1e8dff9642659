#pragma once

/// @file
/// ScalarViewDenseOutput<T>: one element of a vector DenseOutput, seen as a
/// ScalarDenseOutput.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/analysis/dense_output.h"
#include "drake/systems/analysis/scalar_dense_output.h"

namespace drake {
namespace systems {

/// The scalar function t ↦ x(t)ₙ of a vector dense output x, which it owns.
template <typename T>
class ScalarViewDenseOutput : public ScalarDenseOutput<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScalarViewDenseOutput);

  /// Views element `n` of `base_output`. Throws std::runtime_error if
  /// `base_output` is null or n is not in [0, base_output->size()) (which
  /// also throws, std::logic_error, if the base output is empty).
  ScalarViewDenseOutput(std::unique_ptr<DenseOutput<T>> base_output, int n);
  ~ScalarViewDenseOutput() override;

  /// The viewed vector output.
  const DenseOutput<T>* get_base_output() const { return base_output_.get(); }

 protected:
  T DoEvaluateScalar(const T& t) const override;
  bool do_is_empty() const override;
  const T& do_start_time() const override;
  const T& do_end_time() const override;

  /// The viewed output and element index.
  const std::unique_ptr<DenseOutput<T>> base_output_;
  const int n_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ScalarViewDenseOutput)
