#pragma once

/// @file
/// DenseOutput<T>: a function x(t) ∈ ℝⁿ defined on a closed time interval,
/// as numerical integration produces it (the solution between and at the
/// steps, not only at them).

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace systems {

/// The interface of a vector-valued function of time on [start_time(),
/// end_time()]. Every query checks its arguments first and throws
///  - std::logic_error when the output is empty (it covers no time yet),
///  - std::runtime_error when t is outside the domain or an element index
///    is out of range,
/// naming the method and the offending value.
template <typename T>
class DenseOutput {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DenseOutput);
  virtual ~DenseOutput();

  /// The value x(t), of size size().
  VectorX<T> Evaluate(const T& t) const;
  /// Element n of x(t), 0 ≤ n < size(); may be cheaper than Evaluate().
  T EvaluateNth(const T& t, int n) const;
  /// The dimension of x.
  int size() const;
  /// Whether the output covers no time yet.
  bool is_empty() const { return do_is_empty(); }
  /// The start of the domain.
  const T& start_time() const;
  /// The end of the domain.
  const T& end_time() const;

 protected:
  DenseOutput() = default;

  /// x(t), with t in the domain and the output non-empty (checked).
  virtual VectorX<T> DoEvaluate(const T& t) const = 0;
  /// Element n of x(t); the default evaluates the whole vector.
  virtual T DoEvaluateNth(const T& t, int n) const;
  virtual bool do_is_empty() const = 0;
  virtual int do_size() const = 0;
  virtual const T& do_start_time() const = 0;
  virtual const T& do_end_time() const = 0;

  /// Throws std::logic_error naming `func_name` if is_empty().
  void ThrowIfOutputIsEmpty(const char* func_name) const;
  /// Throws std::runtime_error naming `func_name` unless 0 ≤ n < size().
  void ThrowIfNthElementIsInvalid(const char* func_name, int n) const;
  /// Throws std::runtime_error naming `func_name` unless t is in the
  /// domain.
  void ThrowIfTimeIsInvalid(const char* func_name, const T& t) const;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DenseOutput)
