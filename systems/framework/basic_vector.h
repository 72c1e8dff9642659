#pragma once

/// @file
/// BasicVector<T>: a VectorBase backed by an Eigen vector; the type of
/// vector-valued ports, numeric parameters and discrete state groups.

#include <limits>
#include <memory>
#include <vector>

#include "drake/systems/framework/vector_base.h"

namespace drake {
namespace systems {

/// A contiguous column vector of T. Subclasses may add named accessors
/// (they must override DoClone()).
template <typename T>
class BasicVector : public VectorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BasicVector);

  /// An empty vector.
  BasicVector() = default;
  /// A vector of `size` elements, initialized to NaN (as Drake does).
  explicit BasicVector(int size)
      : values_(VectorX<T>::Constant(
            size, T(std::numeric_limits<double>::quiet_NaN()))) {}
  /// A vector holding a copy of `vec`.
  explicit BasicVector(VectorX<T> vec) : values_(std::move(vec)) {}
  /// A vector holding the listed values.
  BasicVector(const std::initializer_list<T>& init)
      : values_(static_cast<int>(init.size())) {
    int i = 0;
    for (const T& x : init) values_[i++] = x;
  }

  /// Constructs from any list of values convertible to T.
  template <typename... Fargs>
  static std::unique_ptr<BasicVector<T>> Make(Fargs&&... args) {
    auto data =
        std::make_unique<BasicVector<T>>(static_cast<int>(sizeof...(args)));
    int i = 0;
    ((data->values_[i++] = T(std::forward<Fargs>(args))), ...);
    return data;
  }
  static std::unique_ptr<BasicVector<T>> Make(
      const std::initializer_list<T>& init) {
    return std::make_unique<BasicVector<T>>(init);
  }

  int size() const final { return static_cast<int>(values_.size()); }

  /// Replaces the whole value; throws std::logic_error on size mismatch.
  void set_value(const Eigen::Ref<const VectorX<T>>& value) {
    this->CheckSize(static_cast<int>(value.rows()));
    values_ = value;
  }
  /// The whole vector, read-only (its size cannot change).
  Eigen::VectorBlock<const VectorX<T>> get_value() const {
    return values_.head(values_.size());
  }
  /// The whole vector, writeable (its size cannot change).
  Eigen::VectorBlock<VectorX<T>> get_mutable_value() {
    return values_.head(values_.size());
  }
  /// The underlying Eigen vector.
  const VectorX<T>& value() const { return values_; }

  void SetFromVector(const Eigen::Ref<const VectorX<T>>& value) final {
    set_value(value);
  }
  void SetFrom(const VectorBase<T>& value) final {
    this->CheckSize(value.size());
    if (auto* basic = dynamic_cast<const BasicVector<T>*>(&value)) {
      values_ = basic->values_;
    } else {
      for (int i = 0; i < value.size(); ++i) values_[i] = value[i];
    }
  }
  void SetZero() final { values_.setZero(); }
  VectorX<T> CopyToVector() const final { return values_; }
  void CopyToPreSizedVector(EigenPtr<VectorX<T>> vec) const final {
    DRAKE_THROW_UNLESS(vec != nullptr);
    DRAKE_THROW_UNLESS(vec->rows() == size());
    *vec = values_;
  }
  void ScaleAndAddToVector(const T& scale,
                           EigenPtr<VectorX<T>> vec) const final {
    DRAKE_THROW_UNLESS(vec != nullptr);
    DRAKE_THROW_UNLESS(vec->rows() == size());
    *vec += scale * values_;
  }

  /// A deep copy, of the same concrete type.
  std::unique_ptr<BasicVector<T>> Clone() const {
    return std::unique_ptr<BasicVector<T>>(DoClone());
  }

 protected:
  const T& DoGetAtIndexUnchecked(int index) const final {
    return values_[index];
  }
  T& DoGetAtIndexUnchecked(int index) final { return values_[index]; }

  /// Subclasses with extra members or named accessors override this.
  [[nodiscard]] virtual BasicVector<T>* DoClone() const {
    return new BasicVector<T>(values_);
  }

  void DoPlusEqScaled(
      const std::initializer_list<std::pair<T, const VectorBase<T>&>>&
          rhs_scale) override {
    for (const auto& [scale, rhs] : rhs_scale) {
      if (auto* basic = dynamic_cast<const BasicVector<T>*>(&rhs)) {
        values_ += scale * basic->values_;
      } else {
        for (int i = 0; i < size(); ++i) values_[i] += scale * rhs[i];
      }
    }
  }

  /// The storage, for subclasses.
  const VectorX<T>& values() const { return values_; }
  VectorX<T>& values() { return values_; }

 private:
  VectorX<T> values_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::BasicVector)
