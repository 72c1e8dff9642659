#pragma once

/// @file
/// VectorBase<T>: the abstract interface of the vectors that hold state,
/// parameters and port values.

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>

#include <Eigen/Dense>
#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace systems {

/// An abstract column vector of T, whose storage the subclass decides.
/// Element access with operator[] is unchecked (asserted in debug builds);
/// GetAtIndex/SetAtIndex check bounds and throw std::out_of_range.
template <typename T>
class VectorBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(VectorBase);
  virtual ~VectorBase() = default;

  /// The number of elements.
  virtual int size() const = 0;

  T& operator[](int index) {
    DRAKE_ASSERT(index >= 0 && index < size());
    return DoGetAtIndexUnchecked(index);
  }
  const T& operator[](int index) const {
    DRAKE_ASSERT(index >= 0 && index < size());
    return DoGetAtIndexUnchecked(index);
  }

  /// Element `index`; throws std::out_of_range if outside [0, size()).
  const T& GetAtIndex(int index) const {
    CheckIndex(index);
    return DoGetAtIndexUnchecked(index);
  }
  T& GetAtIndex(int index) {
    CheckIndex(index);
    return DoGetAtIndexUnchecked(index);
  }
  /// Sets element `index`; throws std::out_of_range if outside the vector.
  void SetAtIndex(int index, const T& value) { GetAtIndex(index) = value; }

  /// Copies `value` into this vector; throws std::logic_error on a size
  /// mismatch.
  virtual void SetFrom(const VectorBase<T>& value) {
    CheckSize(value.size());
    for (int i = 0; i < value.size(); ++i) (*this)[i] = value[i];
  }
  /// Copies an Eigen vector into this one; throws on a size mismatch.
  virtual void SetFromVector(const Eigen::Ref<const VectorX<T>>& value) {
    CheckSize(static_cast<int>(value.rows()));
    for (int i = 0; i < value.rows(); ++i) (*this)[i] = value[i];
  }
  /// Sets every element to zero.
  virtual void SetZero() {
    for (int i = 0; i < size(); ++i) (*this)[i] = T(0.0);
  }

  /// Returns a copy as an Eigen vector (allocates).
  virtual VectorX<T> CopyToVector() const {
    VectorX<T> result(size());
    for (int i = 0; i < size(); ++i) result[i] = (*this)[i];
    return result;
  }
  /// Copies into `vec`, which must already have size(); throws otherwise.
  virtual void CopyToPreSizedVector(EigenPtr<VectorX<T>> vec) const {
    DRAKE_THROW_UNLESS(vec != nullptr);
    DRAKE_THROW_UNLESS(vec->rows() == size());
    for (int i = 0; i < size(); ++i) (*vec)[i] = (*this)[i];
  }
  /// vec += scale * this; throws on size mismatch.
  virtual void ScaleAndAddToVector(const T& scale,
                                   EigenPtr<VectorX<T>> vec) const {
    DRAKE_THROW_UNLESS(vec != nullptr);
    DRAKE_THROW_UNLESS(vec->rows() == size());
    for (int i = 0; i < size(); ++i) (*vec)[i] += scale * (*this)[i];
  }

  /// this += scale * rhs.
  VectorBase& PlusEqScaled(const T& scale, const VectorBase<T>& rhs) {
    return PlusEqScaled({{scale, rhs}});
  }
  /// this += sum of scale_i * rhs_i.
  VectorBase& PlusEqScaled(
      const std::initializer_list<std::pair<T, const VectorBase<T>&>>&
          rhs_scale) {
    for (const auto& [scale, rhs] : rhs_scale) CheckSize(rhs.size());
    DoPlusEqScaled(rhs_scale);
    return *this;
  }
  VectorBase& operator+=(const VectorBase<T>& rhs) {
    return PlusEqScaled(T(1), rhs);
  }
  VectorBase& operator-=(const VectorBase<T>& rhs) {
    return PlusEqScaled(T(-1), rhs);
  }
  VectorBase& operator*=(const T& scale) {
    for (int i = 0; i < size(); ++i) (*this)[i] *= scale;
    return *this;
  }
  VectorBase& operator/=(const T& scale) {
    for (int i = 0; i < size(); ++i) (*this)[i] /= scale;
    return *this;
  }

  /// The infinity norm (largest absolute value); zero for an empty vector.
  T NormInf() const {
    using std::abs;
    using std::max;
    T result(0.0);
    for (int i = 0; i < size(); ++i) {
      const T a = abs((*this)[i]);
      if (a > result) result = a;
    }
    return result;
  }

  /// Element bounds (empty means unbounded), for constraint-aware vectors.
  virtual void GetElementBounds(Eigen::VectorXd* lower,
                                Eigen::VectorXd* upper) const {
    lower->resize(0);
    upper->resize(0);
  }

 protected:
  VectorBase() = default;

  virtual const T& DoGetAtIndexUnchecked(int index) const = 0;
  virtual T& DoGetAtIndexUnchecked(int index) = 0;

  virtual void DoPlusEqScaled(
      const std::initializer_list<std::pair<T, const VectorBase<T>&>>&
          rhs_scale) {
    const int n = size();
    for (const auto& [scale, rhs] : rhs_scale) {
      for (int i = 0; i < n; ++i) (*this)[i] += scale * rhs[i];
    }
  }

  void CheckIndex(int index) const {
    if (index < 0 || index >= size()) {
      throw std::out_of_range(
          fmt::format("Index {} is not within [0, {}) while accessing {}.",
                      index, size(), "VectorBase"));
    }
  }
  void CheckSize(int other_size) const {
    if (other_size != size()) {
      throw std::logic_error(fmt::format(
          "Operand vector size {} does not match this VectorBase size {}",
          other_size, size()));
    }
  }
};

/// Writes the elements, space separated, in brackets.
template <typename T>
std::ostream& operator<<(std::ostream& os, const VectorBase<T>& vec) {
  os << "[";
  for (int i = 0; i < vec.size(); ++i) {
    if (i > 0) os << ", ";
    os << vec[i];
  }
  return os << "]";
}

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorBase)
