#include "drake/multibody/math/spatial_momentum.h"

// Every member is inline; this file holds the explicit instantiations.
#include "drake/multibody/math/spatial_algebra.h"

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::SpatialMomentum)
