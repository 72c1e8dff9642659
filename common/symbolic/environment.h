#pragma once

/// @file
/// Kept for code that includes this older Mallard path; the whole symbolic
/// library is "drake/common/symbolic/expression.h" (as in Drake).

#include "drake/common/symbolic/expression.h"
