#pragma once

/// @file
/// HydroelasticContactRepresentation: how a hydroelastic contact surface's
/// mesh is built. Mallard does not compute hydroelastic contact surfaces;
/// the enum exists so MultibodyPlant can store and report the choice.

namespace drake {
namespace geometry {

/// The kind of mesh of a hydroelastic contact surface.
enum class HydroelasticContactRepresentation {
  kTriangle,  ///< A mesh of triangles.
  kPolygon,   ///< A mesh of convex polygons.
};

}  // namespace geometry
}  // namespace drake
