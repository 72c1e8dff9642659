#pragma once

/// @file
/// The identifiers of SceneGraph's objects: the source that registers
/// geometry, the frames it moves, and the geometries themselves.

#include "drake/common/identifier.h"

namespace drake {
namespace geometry {

/// Identifies a registered geometry source (e.g. a MultibodyPlant).
using SourceId = Identifier<class SourceTag>;
/// Identifies a frame registered with SceneGraph (including the world).
using FrameId = Identifier<class FrameTag>;
/// Identifies a registered geometry.
using GeometryId = Identifier<class GeometryTag>;
/// Identifies a transient collision filter declaration
/// (CollisionFilterManager::ApplyTransient()).
using FilterId = Identifier<class FilterTag>;

}  // namespace geometry
}  // namespace drake
