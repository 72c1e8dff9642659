#pragma once

/// @file
/// QueryObject<T>: the value of SceneGraph's "query" output port, through
/// which systems ask geometric questions (poses, penetrations, distances)
/// about the scene in the Context it came from.

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/sorted_pair.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_set.h"
#include "drake/geometry/proximity/aabb.h"
#include "drake/geometry/proximity/obb.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/geometry/query_results/signed_distance_pair.h"
#include "drake/geometry/query_results/signed_distance_to_point.h"
#include "drake/geometry/render/render_camera.h"
#include "drake/geometry/render/render_engine.h"
#include "drake/geometry/scene_graph_inspector.h"
#include "drake/math/rigid_transform.h"
#include "drake/systems/framework/context.h"

namespace drake {
namespace geometry {

template <typename T>
class SceneGraph;
template <typename T>
class QueryObject;

namespace internal {

/// (Internal) QueryObject::ComputePointPairPenetration() written into
/// `pairs` (cleared first) instead of a new vector: for double, once
/// `pairs` has the capacity for the result, a query whose poses are
/// already evaluated allocates nothing. Same results, order and exceptions
/// as the public method.
template <typename T>
void ComputePointPairPenetration(const QueryObject<T>& query_object,
                                 std::vector<PenetrationAsPointPair<T>>* pairs);

/// (Internal) QueryObject::ComputeSignedDistancePairwiseClosestPoints()
/// written into `pairs` (cleared first), with `candidates` as caller-owned
/// scratch for the broad phase's pairs: for double, nothing is allocated
/// once both have the capacity they need. Same results, order and
/// exceptions as the public method.
template <typename T>
void ComputeSignedDistancePairwiseClosestPoints(
    const QueryObject<T>& query_object, double max_distance,
    std::vector<SignedDistancePair<T>>* pairs,
    std::vector<std::pair<int, int>>* candidates);

/// (Internal) QueryObject::ComputeContactSurfaces() (`point_pairs` null)
/// and ComputeContactSurfacesWithFallback() (not null), written into the
/// given vectors (cleared first).
template <typename T>
void ComputeContactSurfaces(
    const QueryObject<T>& query_object,
    HydroelasticContactRepresentation representation,
    std::vector<ContactSurface<T>>* surfaces,
    std::vector<PenetrationAsPointPair<T>>* point_pairs);

template <typename T>
class ContactSurfacePool;

/// (Internal) ComputeContactSurfaces() (`point_pairs` null) or its fallback
/// form (not null) for a caller that computes contacts repeatedly: the
/// surfaces are appended to `surfaces` (cleared first) as shared objects
/// taken from `pool`, rewritten in place when no one else holds them, so
/// that once warmed up a query of the same contacts allocates nothing (for
/// double). Same results, order and exceptions as the public methods.
template <typename T>
void ComputeContactSurfaces(
    const QueryObject<T>& query_object,
    HydroelasticContactRepresentation representation,
    ContactSurfacePool<T>* pool,
    std::vector<std::shared_ptr<const ContactSurface<T>>>* surfaces,
    std::vector<PenetrationAsPointPair<T>>* point_pairs);

}  // namespace internal

/// A live view of a SceneGraph Context: every query evaluates the current
/// frame poses of that Context. A default-constructed QueryObject (or one
/// copied from one) throws std::logic_error on any query. Queries consider
/// only geometries with the proximity role and skip filtered pairs (which
/// include any two geometries on the same frame, and so any two anchored
/// geometries).
///
/// Narrow-phase support for point-pair penetration: in closed form, for
/// double and AutoDiffXd: Sphere with Sphere, HalfSpace, Box, Capsule and
/// Cylinder; HalfSpace with Box, Capsule and Cylinder; Capsule–Capsule;
/// Box–Box. For double only: Mesh and Convex, each represented by the
/// convex hull of its OBJ file's scaled vertices (read when the proximity
/// role is assigned), exactly against Sphere, HalfSpace, Box, Mesh and
/// Convex, and through FCL's GJK/EPA against the rest; and, when the build
/// found FCL (libfcl-dev), every other pair of Sphere, Box, Capsule,
/// Cylinder, Ellipsoid and HalfSpace goes to FCL's GJK/EPA (its witness
/// points are approximate). Any other pair that the broad phase reports
/// (two half spaces, or any pair without a closed form with AutoDiffXd)
/// throws std::logic_error naming both shapes and the scalar type. The
/// broad phase is a bounding volume hierarchy over the geometries' world
/// AABBs kept in the Context's cache: refit in O(N) when poses change,
/// rebuilt when the proximity geometries change.
///
/// For T = symbolic::Expression (a SceneGraph converted with ToSymbolic()),
/// the poses are expressions, and the proximity queries need them to be
/// constants (a pose with variables throws, naming the geometry and the
/// variables). Then, as in Drake: FindCollisionCandidates() and
/// HasCollisions() work; ComputePointPairPenetration() returns the empty
/// result when nothing penetrates and throws for a penetrating pair; the
/// signed-distance queries throw for every pair or geometry they would
/// report; the contact-surface methods do not exist.
template <typename T>
class QueryObject {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(QueryObject);
  QueryObject() = default;

  /// An inspector of the Context's registration data.
  const SceneGraphInspector<T>& inspector() const;

  /// X_WF of a frame; throws if it is not registered.
  const math::RigidTransform<T>& GetPoseInWorld(FrameId frame_id) const;
  /// X_WG of a geometry; throws if it is not registered.
  const math::RigidTransform<T>& GetPoseInWorld(GeometryId geometry_id) const;
  /// X_PF of a frame in its parent (the value its source reported).
  const math::RigidTransform<T>& GetPoseInParent(FrameId frame_id) const;

  /// @name Bounding boxes
  /// Any geometry, whatever its roles. The boxes are in double whatever T
  /// is (their poses' values).
  ///@{

  /// The axis-aligned bounding box in the world frame W of a geometry. As
  /// in Drake, only deformable geometries are supported, so (having none)
  /// this returns std::nullopt for every registered geometry. Throws
  /// std::logic_error if the id is not registered.
  std::optional<Aabb> ComputeAabbInWorld(GeometryId geometry_id) const;

  /// The oriented bounding box in the world frame W of a geometry: its
  /// SceneGraphInspector::GetObbInGeometryFrame() box posed by X_WG (and
  /// padded again, as every Obb is on construction), or std::nullopt for a
  /// HalfSpace. Throws std::logic_error if the id is not registered, and
  /// std::runtime_error as GetObbInGeometryFrame() does for a Mesh or
  /// Convex whose file cannot be read.
  std::optional<Obb> ComputeObbInWorld(GeometryId geometry_id) const;
  ///@}

  /// Every penetrating pair of unfiltered proximity geometries, with
  /// id_A < id_B, sorted by (id_A, id_B). Touching (zero depth) is not
  /// penetration.
  std::vector<PenetrationAsPointPair<T>> ComputePointPairPenetration() const;

  /// @name Hydroelastic contact
  /// A geometry takes part in hydroelastic contact when its proximity
  /// properties declare a compliance type (AddRigidHydroelasticProperties()
  /// or AddCompliantHydroelasticProperties(); URDF/SDFormat drake:
  /// hydroelastic tags). Its representation is built when the role is
  /// assigned: rigid Sphere, Box, Cylinder, Capsule, Ellipsoid, HalfSpace,
  /// Mesh (its OBJ faces) and Convex (its hull) become triangle surface
  /// meshes (a half space stays a plane); compliant ones tetrahedral
  /// meshes with a pressure field that is zero on the surface and equals
  /// the hydroelastic modulus E at the centre (a compliant HalfSpace has
  /// pressure E·depth/slab_thickness). Surfaces are computed for
  /// compliant–rigid pairs and compliant–compliant pairs (but not two
  /// half spaces), for double and AutoDiffXd. As in Drake, these methods
  /// do not exist for T = symbolic::Expression (they take part in overload
  /// resolution only when T's comparisons are bool).
  ///@{

  /// The contact surfaces of every unfiltered pair of proximity geometries
  /// whose bounding boxes overlap and whose representations intersect,
  /// with id_M < id_N, sorted by (id_M, id_N), in the requested
  /// `representation`. Throws std::logic_error naming both geometries for
  /// a candidate pair that cannot be computed: two rigid geometries (make
  /// one of them compliant, or use ComputeContactSurfacesWithFallback()),
  /// a geometry without hydroelastic properties, or two half spaces.
  template <typename T1 = T>
  typename std::enable_if_t<scalar_predicate<T1>::is_bool,
                            std::vector<ContactSurface<T>>>
  ComputeContactSurfaces(
      HydroelasticContactRepresentation representation) const;

  /// As ComputeContactSurfaces(), except that a candidate pair whose
  /// surface cannot be computed (two rigid geometries, a geometry without
  /// hydroelastic properties, two half spaces) is reported as a point pair
  /// by the point-contact query instead (which throws for a pair it does
  /// not support). Both outputs are cleared first and sorted by id.
  /// @pre `surfaces` and `point_pairs` are not null.
  template <typename T1 = T>
  typename std::enable_if_t<scalar_predicate<T1>::is_bool, void>
  ComputeContactSurfacesWithFallback(
      HydroelasticContactRepresentation representation,
      std::vector<ContactSurface<T>>* surfaces,
      std::vector<PenetrationAsPointPair<T>>* point_pairs) const;
  ///@}

  /// The unfiltered proximity pairs whose bounding boxes overlap (a
  /// superset of the colliding pairs), sorted.
  std::vector<SortedPair<GeometryId>> FindCollisionCandidates() const;

  /// True if any unfiltered pair penetrates.
  bool HasCollisions() const;

  /// The signed distance of every unfiltered proximity pair whose distance
  /// is at most `max_distance` (m), with id_A < id_B, sorted. Supported
  /// pairs: Sphere with Sphere, Box, Capsule and HalfSpace; Capsule–Capsule;
  /// Box–HalfSpace and Capsule–HalfSpace; for double, Mesh or Convex (their
  /// hulls) with Sphere, Box, HalfSpace, Mesh or Convex. Others throw
  /// naming both shapes.
  std::vector<SignedDistancePair<T>> ComputeSignedDistancePairwiseClosestPoints(
      const double max_distance =
          std::numeric_limits<double>::infinity()) const;

  /// The signed distance between two proximity geometries (filtered or
  /// not). Throws if either id is not registered, lacks the proximity role,
  /// or if the pair is not supported.
  SignedDistancePair<T> ComputeSignedDistancePairClosestPoints(
      GeometryId geometry_id_A, GeometryId geometry_id_B) const;

  /// The signed distance from point Q (p_WQ, m) to every proximity geometry
  /// within `threshold` (m). Supported shapes: Sphere, Box, Capsule,
  /// HalfSpace, Cylinder, and for double Mesh and Convex (their hulls);
  /// others throw naming the shape.
  std::vector<SignedDistanceToPoint<T>> ComputeSignedDistanceToPoint(
      const Vector3<T>& p_WQ,
      const double threshold = std::numeric_limits<double>::infinity()) const;

  /// As ComputeSignedDistanceToPoint(), but to the geometries of
  /// `geometries` only (no threshold, collision filters ignored): those it
  /// names and the proximity geometries of the frames it names. Results
  /// are ordered by geometry id. Supported shapes: Sphere, Box, Capsule,
  /// Cylinder and HalfSpace, and for double Mesh and Convex (their hulls).
  /// Throws std::logic_error, before computing anything, if the set names
  /// an unregistered geometry or frame, if a geometry it names lacks the
  /// proximity role, or if a geometry's shape is not supported for T (the
  /// message names the geometry). (Drake also throws for a non-proximity
  /// geometry on a named frame; here such geometries are skipped.)
  std::vector<SignedDistanceToPoint<T>> ComputeSignedDistanceGeometryToPoint(
      const Vector3<T>& p_WQ, const GeometrySet& geometries) const;

  /// @name Render queries
  /// Images of the scene seen by a camera whose body C is at pose X_PC in
  /// the frame `parent_frame` (P); the sensor sits at the camera core's
  /// sensor_pose_in_camera_body() in C, so the engine's viewpoint R is at
  /// X_WR = X_WP * X_PC * X_CR. Before rendering, every render engine of
  /// the Context is brought up to date with the Context's poses. Each
  /// method throws std::exception if the camera names no registered
  /// renderer (or there are none), if `parent_frame` is not registered, or
  /// as RenderEngine's method of the same name does (null or mis-sized
  /// image, an engine that cannot render that kind of image).
  ///@{

  /// Renders the color image.
  void RenderColorImage(const render::ColorRenderCamera& camera,
                        FrameId parent_frame, const math::RigidTransformd& X_PC,
                        systems::sensors::ImageRgba8U* color_image_out) const;
  /// Renders the depth image (meters).
  void RenderDepthImage(const render::DepthRenderCamera& camera,
                        FrameId parent_frame, const math::RigidTransformd& X_PC,
                        systems::sensors::ImageDepth32F* depth_image_out) const;
  /// Renders the label image.
  void RenderLabelImage(const render::ColorRenderCamera& camera,
                        FrameId parent_frame, const math::RigidTransformd& X_PC,
                        systems::sensors::ImageLabel16I* label_image_out) const;
  /// The render engine `name` of the Context (up to date with its poses),
  /// or nullptr if there is none.
  const render::RenderEngine* GetRenderEngineByName(
      const std::string& name) const;
  ///@}

  /// (Internal use) points this object at `context` of `scene_graph`.
  void set(const systems::Context<T>* context,
           const SceneGraph<T>* scene_graph);

 private:
  friend void internal::ComputeContactSurfaces<T>(
      const QueryObject<T>&, HydroelasticContactRepresentation,
      std::vector<ContactSurface<T>>*, std::vector<PenetrationAsPointPair<T>>*);
  friend void internal::ComputeContactSurfaces<T>(
      const QueryObject<T>&, HydroelasticContactRepresentation,
      internal::ContactSurfacePool<T>*,
      std::vector<std::shared_ptr<const ContactSurface<T>>>*,
      std::vector<PenetrationAsPointPair<T>>*);
  friend void internal::ComputePointPairPenetration<T>(
      const QueryObject<T>&, std::vector<PenetrationAsPointPair<T>>*);
  friend void internal::ComputeSignedDistancePairwiseClosestPoints<T>(
      const QueryObject<T>&, double, std::vector<SignedDistancePair<T>>*,
      std::vector<std::pair<int, int>>*);

  void ThrowIfNotCallable() const;
  // The engine `core` names, its geometries moved to the Context's poses and
  // its viewpoint set to the camera's world pose.
  const render::RenderEngine& PrepareRender(
      const render::RenderCameraCore& core, FrameId parent_frame,
      const math::RigidTransformd& X_PC) const;

  const systems::Context<T>* context_{};
  const SceneGraph<T>* scene_graph_{};
  SceneGraphInspector<T> inspector_;
};

}  // namespace geometry
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::geometry::QueryObject)
