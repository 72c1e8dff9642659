#pragma once

/// @file
/// Drake splits MultibodyTree's template member definitions into this
/// header; Mallard defines them in multibody_tree.h, so this header only
/// includes it, for code that includes Drake's path.

#include "drake/multibody/tree/multibody_tree.h"
