#pragma once

/// @file
/// (Internal) The articulated-body quantities of every body node that
/// depend on q only, as BodyNode::CalcArticulatedBodyInertiaCache_TipToBase()
/// computes them. Arrays are ordered by mobod index and sized once.

#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/articulated_body_inertia.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {
namespace internal {

/// Per node B (mobilizer with nm velocities, hinge matrix H_PB_W, 6 × nm):
/// - P_B_W, B's articulated body inertia about Bo, expressed in W;
/// - D_B = H_PB_Wᵀ·P_B_W·H_PB_W (+ the reflected rotor inertias on its
///   diagonal), nm × nm;
/// - g_PB_W = P_B_W·H_PB_W·D_B⁻¹, the articulated body's Kalman gain, 6 × nm;
/// - Pplus_PB_W = P_B_W − g_PB_W·H_PB_Wᵀ·P_B_W, the articulated inertia
///   B's subtree presents to its parent across the mobilizer (about Bo, in
///   W).
template <typename T>
class ArticulatedBodyInertiaCache {
 public:
  ArticulatedBodyInertiaCache() = default;
  explicit ArticulatedBodyInertiaCache(int num_mobods)
      : P_B_W_(num_mobods, ArticulatedBodyInertia<T>(Matrix6<T>::Zero())),
        Pplus_PB_W_(num_mobods, ArticulatedBodyInertia<T>(Matrix6<T>::Zero())),
        D_B_(num_mobods),
        g_PB_W_(num_mobods) {}

  int num_mobods() const { return static_cast<int>(P_B_W_.size()); }

  const ArticulatedBodyInertia<T>& get_P_B_W(MobodIndex index) const {
    return P_B_W_[index];
  }
  ArticulatedBodyInertia<T>& get_mutable_P_B_W(MobodIndex index) {
    return P_B_W_[index];
  }
  const ArticulatedBodyInertia<T>& get_Pplus_PB_W(MobodIndex index) const {
    return Pplus_PB_W_[index];
  }
  ArticulatedBodyInertia<T>& get_mutable_Pplus_PB_W(MobodIndex index) {
    return Pplus_PB_W_[index];
  }
  const MatrixUpTo6<T>& get_D_B(MobodIndex index) const { return D_B_[index]; }
  MatrixUpTo6<T>& get_mutable_D_B(MobodIndex index) { return D_B_[index]; }
  const Matrix6xUpTo6<T>& get_g_PB_W(MobodIndex index) const {
    return g_PB_W_[index];
  }
  Matrix6xUpTo6<T>& get_mutable_g_PB_W(MobodIndex index) {
    return g_PB_W_[index];
  }

 private:
  std::vector<ArticulatedBodyInertia<T>> P_B_W_;
  std::vector<ArticulatedBodyInertia<T>> Pplus_PB_W_;
  std::vector<MatrixUpTo6<T>> D_B_;
  std::vector<Matrix6xUpTo6<T>> g_PB_W_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
