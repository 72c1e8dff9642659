#pragma once

/// @file
/// is_dynamic_castable<ToType>(ptr): a GoogleTest assertion result that
/// says whether `ptr` (a raw, shared or unique pointer) points to an object
/// whose dynamic type is ToType or derives from it:
///
///   EXPECT_TRUE(is_dynamic_castable<RevoluteJoint<double>>(&joint));
///
/// A failure names the requested type, the pointer's static type and the
/// object's dynamic type (or says the pointer is null).

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"

namespace drake {

template <typename ToType, typename FromType>
[[nodiscard]] ::testing::AssertionResult is_dynamic_castable(
    const FromType* ptr) {
  const auto call = [] {
    return "is_dynamic_castable<" + NiceTypeName::Get<ToType>() + ">(" +
           NiceTypeName::Get<FromType>() + "* ptr)";
  };
  if (ptr == nullptr) {
    return ::testing::AssertionFailure()
           << call() << " failed: ptr is nullptr.";
  }
  if (dynamic_cast<const ToType*>(ptr) == nullptr) {
    return ::testing::AssertionFailure()
           << call() << " failed: ptr points to a " << NiceTypeName::Get(*ptr)
           << ".";
  }
  return ::testing::AssertionSuccess();
}

template <typename ToType, typename FromType>
[[nodiscard]] ::testing::AssertionResult is_dynamic_castable(
    std::shared_ptr<FromType> ptr) {
  return is_dynamic_castable<ToType, FromType>(ptr.get());
}

template <typename ToType, typename FromType>
[[nodiscard]] ::testing::AssertionResult is_dynamic_castable(
    const std::unique_ptr<FromType>& ptr) {
  return is_dynamic_castable<ToType, FromType>(ptr.get());
}

}  // namespace drake
