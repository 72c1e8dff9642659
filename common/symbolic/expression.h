#pragma once

/// @file
/// The symbolic expression library: Variable, Variables, Environment,
/// Expression, Formula and their Eigen support. This is the header users
/// include (as in Drake).

#include "drake/common/symbolic/expression/all.h"
