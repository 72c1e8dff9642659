#include "drake/systems/analysis/scalar_view_dense_output.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {

namespace {
// Checks the arguments before the members are initialized from them.
template <typename T>
std::unique_ptr<DenseOutput<T>> CheckedBase(
    std::unique_ptr<DenseOutput<T>> base_output, int n) {
  if (base_output == nullptr) {
    throw std::runtime_error("Base dense output to view is null.");
  }
  if (n < 0 || n >= base_output->size()) {
    throw std::runtime_error(
        fmt::format("Index {} out of base dense output [0, {}) range.", n,
                    base_output->size()));
  }
  return base_output;
}
}  // namespace

template <typename T>
ScalarViewDenseOutput<T>::ScalarViewDenseOutput(
    std::unique_ptr<DenseOutput<T>> base_output, int n)
    : base_output_(CheckedBase(std::move(base_output), n)), n_(n) {}

template <typename T>
ScalarViewDenseOutput<T>::~ScalarViewDenseOutput() = default;

template <typename T>
T ScalarViewDenseOutput<T>::DoEvaluateScalar(const T& t) const {
  return base_output_->EvaluateNth(t, n_);
}

template <typename T>
bool ScalarViewDenseOutput<T>::do_is_empty() const {
  return base_output_->is_empty();
}

template <typename T>
const T& ScalarViewDenseOutput<T>::do_start_time() const {
  return base_output_->start_time();
}

template <typename T>
const T& ScalarViewDenseOutput<T>::do_end_time() const {
  return base_output_->end_time();
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ScalarViewDenseOutput)
