#pragma once

/// @file
/// The suites' spelling of Drake's drake/common/test_utilities/
/// expect_throws_message.h (DRAKE_EXPECT_THROWS_MESSAGE and its fatal and
/// `_IF_ARMED` variants).

#include "drake/common/test_utilities/expect_throws_message.h"
