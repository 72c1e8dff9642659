#pragma once

/// @file
/// Includes every spatial algebra class: SpatialVelocity,
/// SpatialAcceleration, SpatialForce and SpatialMomentum.

#include "drake/multibody/math/spatial_acceleration.h"
#include "drake/multibody/math/spatial_force.h"
#include "drake/multibody/math/spatial_momentum.h"
#include "drake/multibody/math/spatial_vector.h"
#include "drake/multibody/math/spatial_velocity.h"
