#include "drake/systems/analysis/dense_output.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/extract_double.h"

namespace drake {
namespace systems {

template <typename T>
DenseOutput<T>::~DenseOutput() = default;

template <typename T>
VectorX<T> DenseOutput<T>::Evaluate(const T& t) const {
  ThrowIfOutputIsEmpty(__func__);
  ThrowIfTimeIsInvalid(__func__, t);
  return DoEvaluate(t);
}

template <typename T>
T DenseOutput<T>::EvaluateNth(const T& t, int n) const {
  ThrowIfOutputIsEmpty(__func__);
  ThrowIfNthElementIsInvalid(__func__, n);
  ThrowIfTimeIsInvalid(__func__, t);
  return DoEvaluateNth(t, n);
}

template <typename T>
int DenseOutput<T>::size() const {
  ThrowIfOutputIsEmpty(__func__);
  return do_size();
}

template <typename T>
const T& DenseOutput<T>::start_time() const {
  ThrowIfOutputIsEmpty(__func__);
  return do_start_time();
}

template <typename T>
const T& DenseOutput<T>::end_time() const {
  ThrowIfOutputIsEmpty(__func__);
  return do_end_time();
}

template <typename T>
T DenseOutput<T>::DoEvaluateNth(const T& t, int n) const {
  return DoEvaluate(t)(n);
}

template <typename T>
void DenseOutput<T>::ThrowIfOutputIsEmpty(const char* func_name) const {
  if (is_empty()) {
    throw std::logic_error(
        fmt::format("{}(): Dense output is empty.", func_name));
  }
}

template <typename T>
void DenseOutput<T>::ThrowIfNthElementIsInvalid(const char* func_name,
                                                int n) const {
  if (n < 0 || n >= do_size()) {
    throw std::runtime_error(
        fmt::format("{}(): Index {} out of dense output [0, {}) range.",
                    func_name, n, do_size()));
  }
}

template <typename T>
void DenseOutput<T>::ThrowIfTimeIsInvalid(const char* func_name,
                                          const T& t) const {
  // Written so that a NaN time is refused too.
  if (!(t >= do_start_time() && t <= do_end_time())) {
    throw std::runtime_error(fmt::format(
        "{}(): Time {} out of dense output [{}, {}] domain.", func_name,
        ExtractDoubleOrThrow(t), ExtractDoubleOrThrow(do_start_time()),
        ExtractDoubleOrThrow(do_end_time())));
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DenseOutput)
