#pragma once

/// @file
/// (Internal) The bookkeeping records of the object view of the compiled
/// tree: where each Mobilizer and each BodyNode sits in the depth-first
/// numbering and in q and v. The tree fills them at Finalize(); the flat
/// per-node arrays (internal::Mobod) remain what the algorithms run on.

#include <vector>

#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {
namespace internal {

/// Where a Mobilizer sits in its tree. Indices are invalid (and counts and
/// starts −1) for a mobilizer that no tree owns.
struct MobilizerTopology {
  /// This mobilizer's index (dense, 0 … num_mobilizers() − 1, in the
  /// depth-first order of the body nodes).
  MobilizerIndex index;
  /// The inboard frame F (on the parent body) and outboard frame M (on the
  /// child body).
  FrameIndex inboard_frame;
  FrameIndex outboard_frame;
  /// The bodies of F and M.
  BodyIndex inboard_body;
  BodyIndex outboard_body;
  /// The body node whose inboard mobilizer this is.
  MobodIndex body_node;
  /// Numbers of generalized positions and velocities.
  int num_positions{-1};
  int num_velocities{-1};
  /// The first position in q.
  int positions_start{-1};
  /// The first velocity in the state x = [q; v] (num_positions() of the
  /// whole model plus velocities_start_in_v).
  int velocities_start{-1};
  /// The first velocity in v.
  int velocities_start_in_v{-1};
};

/// Where a BodyNode sits in its tree.
struct BodyNodeTopology {
  /// This node's index (its mobod index; 0 is the world).
  MobodIndex index;
  /// Depth from the world (the world's level is 0).
  int level{0};
  /// The parent node (invalid for the world).
  MobodIndex parent_body_node;
  /// The body B of this node.
  BodyIndex body;
  /// The parent body P (invalid for the world).
  BodyIndex parent_body;
  /// The inboard mobilizer (invalid for the world).
  MobilizerIndex mobilizer;
  /// The child nodes, in depth-first order.
  std::vector<MobodIndex> child_nodes;
  /// The mobilizer's numbers of positions and velocities (0 for the world).
  int num_mobilizer_positions{0};
  int num_mobilizer_velocities{0};
  /// The mobilizer's first position in q and first velocity in v.
  int mobilizer_positions_start{0};
  int mobilizer_velocities_start_in_v{0};
  /// A rigid body has no flexible coordinates.
  int num_flexible_positions{0};
  int num_flexible_velocities{0};
};

/// One tree of the forest: a child of World (its base mobod) and every mobod
/// outboard of it. The depth-first numbering keeps a tree's mobods and its
/// velocities contiguous: mobods base_mobod … base_mobod + num_mobods − 1
/// and velocities v_start … v_start + nv − 1. Trees are numbered in the
/// order of their base mobods; a tree welded to World has nv = 0.
struct ForestTree {
  MobodIndex base_mobod;
  int num_mobods{0};
  int v_start{0};
  int nv{0};
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
