#pragma once

/// @file
/// Eigen type aliases with Drake's spellings, templated on the scalar.

#include <cstddef>
#include <new>
#include <stdexcept>
#include <type_traits>

#include <Eigen/Core>
#include <Eigen/Dense>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"

namespace drake {

constexpr int kQuaternionSize = 4;
constexpr int kSpaceDimension = 3;
constexpr int kRpySize = 3;
constexpr int kTwistSize = 6;
constexpr int kHomogeneousTransformSize = 16;
const int kRotmatSize = kSpaceDimension * kSpaceDimension;

template <typename Scalar>
using Vector0 = Eigen::Matrix<Scalar, 0, 1>;
template <typename Scalar>
using Vector1 = Eigen::Matrix<Scalar, 1, 1>;
using Vector1d = Eigen::Matrix<double, 1, 1>;
template <typename Scalar>
using Vector2 = Eigen::Matrix<Scalar, 2, 1>;
template <typename Scalar>
using Vector3 = Eigen::Matrix<Scalar, 3, 1>;
template <typename Scalar>
using Vector4 = Eigen::Matrix<Scalar, 4, 1>;
template <typename Scalar>
using Vector6 = Eigen::Matrix<Scalar, 6, 1>;
using Vector6d = Eigen::Matrix<double, 6, 1>;
template <typename Scalar, int Rows>
using Vector = Eigen::Matrix<Scalar, Rows, 1>;
template <typename Scalar>
using VectorX = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
template <typename Scalar>
using VectorUpTo6 = Eigen::Matrix<Scalar, Eigen::Dynamic, 1, 0, 6, 1>;
template <typename Scalar>
using RowVector2 = Eigen::Matrix<Scalar, 1, 2>;
template <typename Scalar>
using RowVector3 = Eigen::Matrix<Scalar, 1, 3>;
template <typename Scalar>
using RowVector4 = Eigen::Matrix<Scalar, 1, 4>;
template <typename Scalar>
using RowVector6 = Eigen::Matrix<Scalar, 1, 6>;
template <typename Scalar, int Cols>
using RowVector = Eigen::Matrix<Scalar, 1, Cols>;
template <typename Scalar>
using RowVectorX = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

template <typename Scalar>
using Matrix2 = Eigen::Matrix<Scalar, 2, 2>;
template <typename Scalar>
using Matrix3 = Eigen::Matrix<Scalar, 3, 3>;
template <typename Scalar>
using Matrix4 = Eigen::Matrix<Scalar, 4, 4>;
template <typename Scalar>
using Matrix6 = Eigen::Matrix<Scalar, 6, 6>;
using Matrix6d = Eigen::Matrix<double, 6, 6>;
template <typename Scalar>
using Matrix2X = Eigen::Matrix<Scalar, 2, Eigen::Dynamic>;
/// A fully dynamic Eigen stride.
using StrideX = Eigen::Stride<Eigen::Dynamic, Eigen::Dynamic>;
template <typename Scalar>
using Matrix3X = Eigen::Matrix<Scalar, 3, Eigen::Dynamic>;
template <typename Scalar>
using Matrix4X = Eigen::Matrix<Scalar, 4, Eigen::Dynamic>;
template <typename Scalar>
using Matrix6X = Eigen::Matrix<Scalar, 6, Eigen::Dynamic>;
template <typename Scalar>
using MatrixX = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
template <typename Scalar>
using MatrixUpTo6 =
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, 0, 6, 6>;
template <typename Scalar>
using Matrix6xUpTo6 = Eigen::Matrix<Scalar, 6, Eigen::Dynamic, 0, 6, 6>;

template <typename Scalar>
using Quaternion = Eigen::Quaternion<Scalar>;
template <typename Scalar>
using AngleAxis = Eigen::AngleAxis<Scalar>;
template <typename Scalar>
using Isometry3 = Eigen::Transform<Scalar, 3, Eigen::Isometry>;
template <typename Scalar>
using Translation3 = Eigen::Translation<Scalar, 3>;
template <typename Scalar>
using TwistVector = Eigen::Matrix<Scalar, kTwistSize, 1>;
template <typename Scalar>
using TwistMatrix = Eigen::Matrix<Scalar, kTwistSize, Eigen::Dynamic>;
template <typename Scalar>
using SquareTwistMatrix = Eigen::Matrix<Scalar, kTwistSize, kTwistSize>;

/// True if Derived is an Eigen type (derives from EigenBase).
template <typename Derived>
struct is_eigen_type : std::is_base_of<Eigen::EigenBase<Derived>, Derived> {};

/// True if Derived is an Eigen type whose scalar is Scalar.
template <typename Derived, typename Scalar>
struct is_eigen_scalar_same
    : std::bool_constant<is_eigen_type<Derived>::value &&
                         std::is_same_v<typename Derived::Scalar, Scalar>> {};

/// True if Derived is an Eigen type with one column at compile time.
template <typename Derived>
struct is_eigen_vector : std::bool_constant<is_eigen_type<Derived>::value &&
                                            Derived::ColsAtCompileTime == 1> {};

/// True if Derived is a compile-time column vector of Scalar.
template <typename Derived, typename Scalar>
struct is_eigen_vector_of
    : std::bool_constant<is_eigen_scalar_same<Derived, Scalar>::value &&
                         is_eigen_vector<Derived>::value> {};

/// True if Derived is an Eigen type of Scalar that is not a compile-time
/// column vector (so exclusive of is_eigen_vector_of).
template <typename Derived, typename Scalar>
struct is_eigen_nonvector_of
    : std::bool_constant<is_eigen_scalar_same<Derived, Scalar>::value &&
                         !is_eigen_vector<Derived>::value> {};

/// A matrix of `Scalar` with the same compile-time shape (and storage order)
/// as `Derived`, e.g. the double-valued result of evaluating a matrix of
/// symbolic expressions.
template <typename Scalar, typename Derived>
using MatrixLikewise =
    Eigen::Matrix<Scalar, Derived::RowsAtCompileTime,
                  Derived::ColsAtCompileTime,
                  Derived::IsRowMajor ? Eigen::RowMajor : Eigen::ColMajor,
                  Derived::MaxRowsAtCompileTime, Derived::MaxColsAtCompileTime>;

/// A non-null pointer to an Eigen object (or block of one) that a function
/// writes into: `EigenPtr<MatrixX<double>>` accepts `&matrix` and also the
/// address of a Ref to a block. Implicitly constructible from a pointer to a
/// compatible Eigen object; nullptr is allowed and tests false.
template <typename PlainObjectType>
class EigenPtr {
 public:
  typedef Eigen::Ref<PlainObjectType> RefType;

  EigenPtr() : EigenPtr(nullptr) {}
  // NOLINTNEXTLINE(runtime/explicit)
  EigenPtr(std::nullptr_t) {}
  EigenPtr(const EigenPtr& other) { assign(other); }
  template <typename PlainObjectTypeIn>
  // NOLINTNEXTLINE(runtime/explicit)
  EigenPtr(PlainObjectTypeIn* m) {
    if (m) {
      m_.set_value(m);
    }
  }
  template <typename PlainObjectTypeIn>
  // NOLINTNEXTLINE(runtime/explicit)
  EigenPtr(const EigenPtr<PlainObjectTypeIn>& other) {
    assign(other);
  }
  EigenPtr& operator=(const EigenPtr& other) { return assign(other); }
  template <typename PlainObjectTypeIn>
  EigenPtr& operator=(const EigenPtr<PlainObjectTypeIn>& other) {
    return assign(other);
  }

  RefType& operator*() const { return get_reference(); }
  RefType* operator->() const { return &get_reference(); }
  explicit operator bool() const { return is_valid(); }
  bool operator==(std::nullptr_t) const { return !is_valid(); }
  bool operator!=(std::nullptr_t) const { return is_valid(); }

 private:
  template <typename>
  friend class EigenPtr;

  // An optional-like holder of a Ref, which cannot be reseated.
  class ReassignableRef {
   public:
    ReassignableRef() {}
    ~ReassignableRef() { reset(); }
    ReassignableRef(const ReassignableRef&) = delete;
    ReassignableRef& operator=(const ReassignableRef&) = delete;
    template <typename PlainObjectTypeIn>
    void set_value(PlainObjectTypeIn* value_in) {
      if (has_value_) {
        value().~RefType();
      }
      new (&storage_) RefType(*value_in);
      has_value_ = true;
    }
    RefType& value() {
      DRAKE_ASSERT(has_value_);
      return *std::launder(reinterpret_cast<RefType*>(&storage_));
    }
    bool has_value() const { return has_value_; }
    void reset() {
      if (has_value_) {
        value().~RefType();
        has_value_ = false;
      }
    }

   private:
    alignas(RefType) unsigned char storage_[sizeof(RefType)];
    bool has_value_{};
  };

  mutable ReassignableRef m_;

  RefType& get_reference() const {
    if (!m_.has_value()) throw std::runtime_error("EigenPtr: nullptr");
    return m_.value();
  }
  bool is_valid() const { return m_.has_value(); }

  template <typename PlainObjectTypeIn>
  EigenPtr& assign(const EigenPtr<PlainObjectTypeIn>& other) {
    if (other) {
      m_.set_value(&(*other));
    } else {
      m_.reset();
    }
    return *this;
  }
};

}  // namespace drake
