#pragma once

/// @file
/// PointPairContactInfo: the result of one point contact between two bodies.

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/query_results/penetration_as_point_pair.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {

/// One point contact between bodies A and B: the force on B at the contact
/// point C, the contact point, the relative speeds there and the geometric
/// point pair it came from. As in the point pair, the normal nhat_BA_W
/// points from B into A.
template <typename T>
class PointPairContactInfo {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PointPairContactInfo);

  /// @param bodyA_index, bodyB_index the bodies in contact (A and B of
  ///   `point_pair`).
  /// @param f_Bc_W the force on B at C, expressed in W (N).
  /// @param p_WC the contact point C, measured and expressed in W (m).
  /// @param separation_speed the rate at which the bodies separate along
  ///   the normal at C (m/s; positive when moving apart).
  /// @param slip_speed the magnitude of the tangential relative velocity at
  ///   C (m/s, >= 0).
  /// @param point_pair the geometric result the contact came from.
  PointPairContactInfo(BodyIndex bodyA_index, BodyIndex bodyB_index,
                       const Vector3<T>& f_Bc_W, const Vector3<T>& p_WC,
                       const T& separation_speed, const T& slip_speed,
                       const geometry::PenetrationAsPointPair<T>& point_pair)
      : bodyA_index_(bodyA_index),
        bodyB_index_(bodyB_index),
        f_Bc_W_(f_Bc_W),
        p_WC_(p_WC),
        separation_speed_(separation_speed),
        slip_speed_(slip_speed),
        point_pair_(point_pair) {}

  BodyIndex bodyA_index() const { return bodyA_index_; }
  BodyIndex bodyB_index() const { return bodyB_index_; }
  /// The force on B at C, expressed in W (N). A receives the opposite.
  const Vector3<T>& contact_force() const { return f_Bc_W_; }
  /// The contact point C, in W (m).
  const Vector3<T>& contact_point() const { return p_WC_; }
  /// Tangential relative speed at C (m/s).
  const T& slip_speed() const { return slip_speed_; }
  /// Normal separation speed at C (m/s; positive when separating).
  const T& separation_speed() const { return separation_speed_; }
  const geometry::PenetrationAsPointPair<T>& point_pair() const {
    return point_pair_;
  }

 private:
  BodyIndex bodyA_index_;
  BodyIndex bodyB_index_;
  Vector3<T> f_Bc_W_;
  Vector3<T> p_WC_;
  T separation_speed_;
  T slip_speed_;
  geometry::PenetrationAsPointPair<T> point_pair_;
};

}  // namespace multibody
}  // namespace drake
