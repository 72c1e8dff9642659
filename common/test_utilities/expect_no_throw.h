#pragma once

/// @file
/// DRAKE_EXPECT_NO_THROW(statement) and DRAKE_ASSERT_NO_THROW(statement):
/// like GoogleTest's EXPECT_NO_THROW / ASSERT_NO_THROW, but a failure shows
/// the thrown exception's type and message.

#include <exception>

#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"

// Shared body; `fail` is ADD_FAILURE or GTEST_FAIL.
#define DRAKE_TEST_NO_THROW_HELPER(statement, fail)                            \
  try {                                                                        \
    statement;                                                                 \
  } catch (const std::exception& drake_thrown) {                               \
    fail() << "Expected: " #statement " does not throw.\n  Actual: it "        \
           << "throws " << ::drake::NiceTypeName::Get(drake_thrown) << ":\n  " \
           << drake_thrown.what();                                             \
  } catch (...) {                                                              \
    fail() << "Expected: " #statement " does not throw.\n  Actual: it "        \
           << "throws an object that is not a std::exception.";                \
  }

/// A non-fatal failure if `statement` throws.
#define DRAKE_EXPECT_NO_THROW(statement) \
  DRAKE_TEST_NO_THROW_HELPER(statement, ADD_FAILURE)

/// A fatal failure (the test stops) if `statement` throws.
#define DRAKE_ASSERT_NO_THROW(statement) \
  DRAKE_TEST_NO_THROW_HELPER(statement, GTEST_FAIL)
