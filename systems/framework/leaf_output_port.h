#pragma once

/// @file
/// LeafOutputPort<T> (defined with OutputPort<T> in output_port.h).

#include "drake/systems/framework/output_port.h"
