#pragma once

/// @file
/// Operations that let `double` serve as a Drake scalar type alongside
/// symbolic::Expression: `if_then_else(bool, double, double)`, which returns
/// `v_then` when `f_cond` is true, otherwise `v_else` (unlike `?:`, both
/// values have been evaluated, as with the symbolic overload).
///
/// The overload is defined once, in autodiff.h (beside the AutoDiffXd one),
/// so that a file including both headers sees one definition.

#include "drake/common/autodiff.h"
