// The incremental broad phase: pairs equal to a brute-force O(N²) overlap
// check as boxes move (refit) and as items change (rebuild), and
// SceneGraph's queries over 200 moving spheres and boxes equal to a
// brute-force narrow phase over every pair, including after geometry is
// added and removed through the Context.

#include "drake/geometry/proximity/broad_phase.h"

#include <algorithm>
#include <limits>
#include <random>
#include <set>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace broad_phase_test {

using Eigen::Vector3d;
using internal::Aabb;
using internal::BroadPhase;
using math::RigidTransform;
using math::RotationMatrix;

std::vector<std::pair<int, int>> BruteForce(const std::vector<Aabb>& boxes,
                                            double margin) {
  std::vector<std::pair<int, int>> pairs;
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    for (int j = i + 1; j < static_cast<int>(boxes.size()); ++j) {
      if (boxes[i].OverlapsWithin(boxes[j], margin)) pairs.emplace_back(i, j);
    }
  }
  return pairs;
}

Aabb BoxAt(const Vector3d& c, const Vector3d& half) {
  return Aabb{c - half, c + half};
}

// 300 boxes (and two unbounded ones) drifting by small random steps: every
// update is a refit (one build in all), and the pairs, with and without a
// margin, are exactly the brute-force ones.
GTEST_TEST(BroadPhaseTest, RefitMatchesBruteForce) {
  std::mt19937 gen(42);
  std::uniform_real_distribution<double> position(-3, 3), size(0.05, 0.4),
      step(-0.02, 0.02);
  const int n = 300;
  std::vector<Vector3d> centres(n), halves(n);
  for (int i = 0; i < n; ++i) {
    centres[i] = Vector3d(position(gen), position(gen), position(gen));
    halves[i] = Vector3d(size(gen), size(gen), size(gen));
  }
  std::vector<GeometryId> ids;
  for (int i = 0; i < n + 2; ++i) ids.push_back(GeometryId::get_new_id());
  const double kInf = std::numeric_limits<double>::infinity();
  BroadPhase broad_phase;
  std::vector<std::pair<int, int>> pairs;
  for (int update = 0; update < 10; ++update) {
    std::vector<Aabb> boxes;
    for (int i = 0; i < n; ++i) {
      if (update > 0) {
        centres[i] += Vector3d(step(gen), step(gen), step(gen));
      }
      boxes.push_back(BoxAt(centres[i], halves[i]));
    }
    // An unbounded box (a half space's) and one bounded only in z.
    boxes.push_back(Aabb{Vector3d::Constant(-kInf), Vector3d::Constant(kInf)});
    boxes.push_back(
        Aabb{Vector3d(-kInf, -kInf, 2.5), Vector3d(kInf, kInf, kInf)});
    broad_phase.Update(ids, boxes);
    broad_phase.FindPairs(&pairs);
    EXPECT_EQ(pairs, BruteForce(boxes, 0.0)) << "update " << update;
    broad_phase.FindPairs(&pairs, 0.3);
    EXPECT_EQ(pairs, BruteForce(boxes, 0.3)) << "update " << update;
  }
  EXPECT_EQ(broad_phase.num_rebuilds(), 1);
  EXPECT_EQ(broad_phase.num_refits(), 9);

  // Different ids: a rebuild, with the same answers.
  std::vector<Aabb> boxes = broad_phase.boxes();
  boxes.pop_back();
  ids.pop_back();
  broad_phase.Update(ids, boxes);
  EXPECT_EQ(broad_phase.num_rebuilds(), 2);
  broad_phase.FindPairs(&pairs);
  EXPECT_EQ(pairs, BruteForce(boxes, 0.0));

  // Scattering the boxes far from where the tree was built (its node
  // boxes grow past twice their area) triggers a rebuild too.
  for (int i = 0; i < n; ++i) boxes[i] = BoxAt(10 * centres[i], halves[i]);
  broad_phase.Update(ids, boxes);
  EXPECT_EQ(broad_phase.num_rebuilds(), 3);
  broad_phase.FindPairs(&pairs);
  EXPECT_EQ(pairs, BruteForce(boxes, 0.0));
}

// A scene of 200 free spheres and boxes (and an anchored ground half
// space) moving over several queries: ComputePointPairPenetration equals
// the narrow phase run on every pair (the same function, so bit for bit)
// and FindCollisionCandidates equals the brute-force box overlaps; the
// broad phase is refit between pose changes and rebuilt when geometry is
// added or removed through the Context.
GTEST_TEST(BroadPhaseTest, SceneGraphQueriesMatchBruteForce) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("bodies");
  std::mt19937 gen(3);
  std::uniform_real_distribution<double> position(-1.5, 1.5), size(0.1, 0.3),
      angle(-M_PI, M_PI);
  std::vector<FrameId> frames;
  for (int i = 0; i < 200; ++i) {
    const FrameId frame = scene_graph.RegisterFrame(
        source, GeometryFrame(fmt::format("body{}", i)));
    frames.push_back(frame);
    std::unique_ptr<Shape> shape;
    if (i % 2 == 0) {
      shape = std::make_unique<Sphere>(size(gen));
    } else {
      shape =
          std::make_unique<Box>(2 * size(gen), 2 * size(gen), 2 * size(gen));
    }
    auto instance = std::make_unique<GeometryInstance>(
        RigidTransform<double>(), *shape, fmt::format("g{}", i));
    instance->set_proximity_properties(ProximityProperties());
    scene_graph.RegisterGeometry(source, frame, std::move(instance));
  }
  auto ground = std::make_unique<GeometryInstance>(
      RigidTransform<double>(Vector3d(0, 0, -1.2)), HalfSpace(), "ground");
  ground->set_proximity_properties(ProximityProperties());
  scene_graph.RegisterAnchoredGeometry(source, std::move(ground));

  auto context = scene_graph.CreateDefaultContext();
  std::vector<RigidTransform<double>> X_WF(frames.size());
  for (auto& X : X_WF) {
    X = RigidTransform<double>(
        RotationMatrix<double>::MakeZRotation(angle(gen)) *
            RotationMatrix<double>::MakeXRotation(angle(gen)),
        Vector3d(position(gen), position(gen), position(gen)));
  }
  std::uniform_real_distribution<double> step(-0.05, 0.05);
  auto set_poses = [&]() {
    FramePoseVector<double> poses;
    for (size_t i = 0; i < frames.size(); ++i) {
      poses.set_value(frames[i], X_WF[i]);
    }
    scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  };
  auto check = [&](const std::string& label) {
    const auto& query =
        scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
    const internal::GeometryState& state = scene_graph.geometry_state(*context);
    const auto& poses = scene_graph.EvalGeometryPoses(*context);
    std::vector<PenetrationAsPointPair<double>> expected;
    std::vector<SortedPair<GeometryId>> expected_candidates;
    const std::vector<GeometryId> ids = state.ProximityGeometries();
    for (size_t i = 0; i < ids.size(); ++i) {
      for (size_t j = i + 1; j < ids.size(); ++j) {
        if (state.CollisionFiltered(ids[i], ids[j])) continue;
        const auto& a = state.GetGeometry(ids[i]);
        const auto& b = state.GetGeometry(ids[j]);
        const Aabb box_a = internal::CalcAabb(a.summary, poses.X_WG.at(a.id));
        const Aabb box_b = internal::CalcAabb(b.summary, poses.X_WG.at(b.id));
        if (box_a.Overlaps(box_b)) expected_candidates.emplace_back(a.id, b.id);
        auto p = internal::CalcPenetration<double>(
            a.id, a.summary, poses.X_WG.at(a.id), b.id, b.summary,
            poses.X_WG.at(b.id));
        if (p.has_value()) expected.push_back(*p);
      }
    }
    const auto actual = query.ComputePointPairPenetration();
    ASSERT_EQ(actual.size(), expected.size()) << label;
    EXPECT_GT(actual.size(), 10u) << label;  // not vacuous
    for (size_t k = 0; k < actual.size(); ++k) {
      EXPECT_EQ(actual[k].id_A, expected[k].id_A) << label;
      EXPECT_EQ(actual[k].id_B, expected[k].id_B) << label;
      EXPECT_EQ(actual[k].depth, expected[k].depth) << label;
      EXPECT_EQ(actual[k].nhat_BA_W, expected[k].nhat_BA_W) << label;
      EXPECT_EQ(actual[k].p_WCa, expected[k].p_WCa) << label;
    }
    EXPECT_EQ(query.FindCollisionCandidates(), expected_candidates) << label;
  };

  set_poses();
  check("initial");
  for (int q = 1; q <= 5; ++q) {
    for (auto& X : X_WF) {
      X.set_translation(X.translation() +
                        Vector3d(step(gen), step(gen), step(gen)));
    }
    set_poses();
    check(fmt::format("query {}", q));
  }
  const BroadPhase& tree = scene_graph.EvalBroadPhase(*context).tree;
  EXPECT_EQ(tree.num_rebuilds(), 1);
  EXPECT_EQ(tree.num_refits(), 5);

  // Topology changes through the Context rebuild the tree.
  auto extra = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                  Sphere(0.5), "extra");
  extra->set_proximity_properties(ProximityProperties());
  const GeometryId extra_id = scene_graph.RegisterGeometry(
      context.get(), source, frames[0], std::move(extra));
  check("added");
  EXPECT_EQ(scene_graph.EvalBroadPhase(*context).tree.num_rebuilds(), 2);
  scene_graph.RemoveGeometry(context.get(), source, extra_id);
  check("removed");
  EXPECT_EQ(scene_graph.EvalBroadPhase(*context).tree.num_rebuilds(), 3);
}

}  // namespace broad_phase_test
}  // namespace geometry
}  // namespace drake
