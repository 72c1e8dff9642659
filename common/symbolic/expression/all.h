#pragma once

/// @file
/// All of the symbolic expression library (Drake's
/// drake/common/symbolic/expression/all.h). Users include
/// "drake/common/symbolic/expression.h".

// The headers below refuse to be included except through this file.
#define DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL

// clang-format off
#include "drake/common/symbolic/expression/variable.h"
#include "drake/common/symbolic/expression/variables.h"
#include "drake/common/symbolic/expression/environment.h"
#include "drake/common/symbolic/expression/expression_kind.h"
#include "drake/common/symbolic/expression/expression.h"
#include "drake/common/symbolic/expression/expression_visitor.h"
#include "drake/common/symbolic/expression/ldlt.h"
#include "drake/common/symbolic/expression/formula.h"
#include "drake/common/symbolic/expression/formula_visitor.h"
// clang-format on

#undef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
