// The flat, map-free query path (GeometryTables, the cached candidate
// pairs, geometry::internal::ComputePointPairPenetration) against a
// brute-force O(N²) loop over every pair of proximity geometries that uses
// the per-pair public logic (GeometryState::CollisionFiltered, the narrow
// phase on poses read by id), on randomized scenes with geometries without
// the proximity role, anchored geometries, several geometries per frame,
// and declared filters (in the model and through the Context); results must
// be identical (same pairs, same order, bit-identical values). Also: the
// internal entry points allocate nothing after warm-up, clones are
// independent, AutoDiffXd poses, and the error paths.

#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/common/autodiff.h"
#include "drake/geometry/collision_filter_declaration.h"
#include "drake/geometry/geometry_set.h"
#include "drake/geometry/proximity/distance.h"
#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {
namespace query_object_flat_test {

using Eigen::Vector3d;
using mallard::test::AllocationCounter;
using math::RigidTransform;
using math::RigidTransformd;
using math::RotationMatrixd;

constexpr double kInf = std::numeric_limits<double>::infinity();

// Which shapes a random scene uses: every pair among them must have a
// closed form for the query under test (penetration: spheres and boxes;
// signed distance: spheres and capsules).
enum class Shapes { kSpheresAndBoxes, kSpheresAndCapsules };

// A random scene: `num_frames` frames with 1–3 geometries each (some
// without the proximity role), an anchored half space and two anchored
// shapes, and filters declared between and within groups of frames.
class RandomScene {
 public:
  RandomScene(int num_frames, Shapes shapes, unsigned seed)
      : shapes_(shapes), gen_(seed) {
    source_ = scene_graph_.RegisterSource("random");
    std::uniform_int_distribution<int> count(1, 3);
    for (int f = 0; f < num_frames; ++f) {
      const FrameId frame = scene_graph_.RegisterFrame(
          source_, GeometryFrame(fmt::format("frame{}", f)));
      frames_.push_back(frame);
      const int n = count(gen_);
      for (int k = 0; k < n; ++k) {
        // every fourth geometry is illustration-only.
        const bool proximity = (num_geometries_ % 4) != 3;
        AddGeometry(frame, RandomOffset(), proximity);
      }
    }
    // anchored: a ground half space (z <= 0) and two shapes; the anchored
    // pairs are filtered (same frame: the world).
    auto ground = std::make_unique<GeometryInstance>(RigidTransformd(),
                                                     HalfSpace(), "ground");
    ground->set_proximity_properties(ProximityProperties());
    scene_graph_.RegisterAnchoredGeometry(source_, std::move(ground));
    AddGeometry(std::nullopt, RigidTransformd(Vector3d(0.3, 0.3, 0.1)), true);
    AddGeometry(std::nullopt, RigidTransformd(Vector3d(0.6, 0.2, 0.1)), true);

    // filters in the model: frames 0–1 against 2–3, within 4–6, and then
    // 5 and 6 allowed again (so only pairs with frame 4 stay filtered).
    CollisionFilterDeclaration declaration;
    declaration
        .ExcludeBetween(GeometrySet({frames_[0], frames_[1]}),
                        GeometrySet({frames_[2], frames_[3]}))
        .ExcludeWithin(GeometrySet({frames_[4], frames_[5], frames_[6]}))
        .AllowBetween(GeometrySet(frames_[5]), GeometrySet(frames_[6]));
    scene_graph_.collision_filter_manager().Apply(declaration);

    context_ = scene_graph_.CreateDefaultContext();
    SetRandomPoses();
  }

  // Fresh random poses for every frame (in a 1 m cube above the ground,
  // dense enough for many contacts).
  void SetRandomPoses() {
    std::uniform_real_distribution<double> position(-0.05, 0.8), angle(-3, 3);
    FramePoseVector<double> poses;
    for (FrameId frame : frames_) {
      poses.set_value(
          frame, RigidTransformd(
                     RotationMatrixd::MakeZRotation(angle(gen_)) *
                         RotationMatrixd::MakeXRotation(angle(gen_)),
                     Vector3d(position(gen_), position(gen_), position(gen_))));
    }
    scene_graph_.get_source_pose_port(source_).FixValue(context_.get(), poses);
  }

  SceneGraph<double>& scene_graph() { return scene_graph_; }
  systems::Context<double>& context() { return *context_; }
  const std::vector<FrameId>& frames() const { return frames_; }
  SourceId source() const { return source_; }
  const QueryObject<double>& query() const {
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }

 private:
  RigidTransformd RandomOffset() {
    std::uniform_real_distribution<double> offset(-0.1, 0.1), angle(-3, 3);
    return RigidTransformd(RotationMatrixd::MakeYRotation(angle(gen_)),
                           Vector3d(offset(gen_), offset(gen_), offset(gen_)));
  }

  // A random shape on `frame` (anchored if nullopt) at X_FG.
  void AddGeometry(std::optional<FrameId> frame, const RigidTransformd& X_FG,
                   bool proximity) {
    std::uniform_real_distribution<double> size(0.04, 0.15);
    std::unique_ptr<Shape> shape;
    if (num_geometries_ % 2 == 0) {
      shape = std::make_unique<Sphere>(size(gen_));
    } else if (shapes_ == Shapes::kSpheresAndBoxes) {
      shape = std::make_unique<Box>(size(gen_), size(gen_), size(gen_));
    } else {
      shape = std::make_unique<Capsule>(size(gen_) / 2, size(gen_));
    }
    auto instance = std::make_unique<GeometryInstance>(
        X_FG, *shape, fmt::format("g{}", num_geometries_++));
    if (proximity) {
      instance->set_proximity_properties(ProximityProperties());
    } else {
      instance->set_illustration_properties(IllustrationProperties());
    }
    if (frame.has_value()) {
      scene_graph_.RegisterGeometry(source_, *frame, std::move(instance));
    } else {
      scene_graph_.RegisterAnchoredGeometry(source_, std::move(instance));
    }
  }

  Shapes shapes_;
  std::mt19937 gen_;
  SceneGraph<double> scene_graph_;
  SourceId source_;
  std::vector<FrameId> frames_;
  int num_geometries_{0};
  std::unique_ptr<systems::Context<double>> context_;
};

// Every unfiltered pair of proximity geometries, in id order, filtered and
// posed through the id-keyed public logic.
template <typename T>
std::vector<std::pair<const internal::InternalGeometry*,
                      const internal::InternalGeometry*>>
BruteForcePairs(const SceneGraph<T>& scene_graph,
                const systems::Context<T>& context) {
  const internal::GeometryState& state = scene_graph.geometry_state(context);
  const std::vector<GeometryId> ids = state.ProximityGeometries();
  std::vector<std::pair<const internal::InternalGeometry*,
                        const internal::InternalGeometry*>>
      pairs;
  for (size_t i = 0; i < ids.size(); ++i) {
    for (size_t j = i + 1; j < ids.size(); ++j) {
      if (state.CollisionFiltered(ids[i], ids[j])) continue;
      pairs.emplace_back(&state.GetGeometry(ids[i]),
                         &state.GetGeometry(ids[j]));
    }
  }
  return pairs;
}

std::vector<PenetrationAsPointPair<double>> BruteForcePenetrations(
    const SceneGraph<double>& scene_graph,
    const systems::Context<double>& context) {
  const auto& poses = scene_graph.EvalGeometryPoses(context);
  std::vector<PenetrationAsPointPair<double>> expected;
  for (const auto& [a, b] : BruteForcePairs(scene_graph, context)) {
    auto p = internal::CalcPenetration<double>(
        a->id, a->summary, poses.X_WG.at(a->id), b->id, b->summary,
        poses.X_WG.at(b->id));
    if (!p.has_value()) continue;
    if (p->id_B < p->id_A) p->SwapAAndB();
    expected.push_back(*p);
  }
  return expected;
}

// Exact equality: both paths evaluate the same narrow phase on the same
// poses, so any difference (even roundoff) would mean different inputs.
void ExpectSamePenetrations(
    const std::vector<PenetrationAsPointPair<double>>& actual,
    const std::vector<PenetrationAsPointPair<double>>& expected,
    const std::string& label) {
  ASSERT_EQ(actual.size(), expected.size()) << label;
  for (size_t k = 0; k < actual.size(); ++k) {
    EXPECT_EQ(actual[k].id_A, expected[k].id_A) << label << " pair " << k;
    EXPECT_EQ(actual[k].id_B, expected[k].id_B) << label << " pair " << k;
    EXPECT_EQ(actual[k].depth, expected[k].depth) << label << " pair " << k;
    EXPECT_EQ(actual[k].p_WCa, expected[k].p_WCa) << label << " pair " << k;
    EXPECT_EQ(actual[k].p_WCb, expected[k].p_WCb) << label << " pair " << k;
    EXPECT_EQ(actual[k].nhat_BA_W, expected[k].nhat_BA_W)
        << label << " pair " << k;
  }
}

TEST(QueryObjectFlatTest, PenetrationMatchesBruteForceWithFilters) {
  RandomScene scene(24, Shapes::kSpheresAndBoxes, 7);
  // The declared filters reach the query: frames 0 and 2 are filtered in
  // the model, 5 and 6 are not (allowed again).
  const internal::GeometryState& state =
      scene.scene_graph().geometry_state(scene.context());
  const auto& f = scene.frames();
  const GeometryId g0 = state.GetFrame(f[0]).geometries[0];
  const GeometryId g2 = state.GetFrame(f[2]).geometries[0];
  const GeometryId g5 = state.GetFrame(f[5]).geometries[0];
  const GeometryId g6 = state.GetFrame(f[6]).geometries[0];
  EXPECT_TRUE(state.CollisionFiltered(g0, g2));
  EXPECT_FALSE(state.CollisionFiltered(g5, g6));

  std::vector<PenetrationAsPointPair<double>> internal_result;
  size_t total = 0;
  for (int trial = 0; trial < 20; ++trial) {
    const std::string label = fmt::format("trial {}", trial);
    scene.SetRandomPoses();
    const auto expected =
        BruteForcePenetrations(scene.scene_graph(), scene.context());
    total += expected.size();
    const QueryObject<double>& query = scene.query();
    ExpectSamePenetrations(query.ComputePointPairPenetration(), expected,
                           label + " (public)");
    internal::ComputePointPairPenetration(query, &internal_result);
    ExpectSamePenetrations(internal_result, expected, label + " (internal)");
    EXPECT_EQ(query.HasCollisions(), !expected.empty()) << label;
    // The candidates are the unfiltered pairs whose boxes overlap.
    std::vector<SortedPair<GeometryId>> expected_candidates;
    const auto& poses = scene.scene_graph().EvalGeometryPoses(scene.context());
    for (const auto& [a, b] :
         BruteForcePairs(scene.scene_graph(), scene.context())) {
      if (internal::CalcAabb(a->summary, poses.X_WG.at(a->id))
              .Overlaps(internal::CalcAabb(b->summary, poses.X_WG.at(b->id)))) {
        expected_candidates.emplace_back(a->id, b->id);
      }
    }
    EXPECT_EQ(query.FindCollisionCandidates(), expected_candidates) << label;
  }
  // Not vacuous: the scenes had many contacts in all.
  EXPECT_GT(total, 100u);

  // A filter declared through the Context (after it was made) is honoured,
  // and so is one that allows a pair again.
  CollisionFilterDeclaration exclude;
  exclude.ExcludeBetween(GeometrySet(f[7]), GeometrySet({f[8], f[9], f[10]}));
  scene.scene_graph().collision_filter_manager(&scene.context()).Apply(exclude);
  CollisionFilterDeclaration allow;
  allow.AllowBetween(GeometrySet({f[0], f[1]}), GeometrySet(f[2]));
  scene.scene_graph().collision_filter_manager(&scene.context()).Apply(allow);
  EXPECT_FALSE(state.CollisionFiltered(g0, g2));
  for (int trial = 0; trial < 10; ++trial) {
    scene.SetRandomPoses();
    ExpectSamePenetrations(
        scene.query().ComputePointPairPenetration(),
        BruteForcePenetrations(scene.scene_graph(), scene.context()),
        fmt::format("after context filters, trial {}", trial));
  }

  // Geometry added and removed through the Context (the tables are rebuilt).
  auto extra = std::make_unique<GeometryInstance>(RigidTransformd(),
                                                  Sphere(0.4), "extra");
  extra->set_proximity_properties(ProximityProperties());
  const GeometryId extra_id = scene.scene_graph().RegisterGeometry(
      &scene.context(), scene.source(), f[3], std::move(extra));
  ExpectSamePenetrations(
      scene.query().ComputePointPairPenetration(),
      BruteForcePenetrations(scene.scene_graph(), scene.context()), "added");
  scene.scene_graph().RemoveGeometry(&scene.context(), scene.source(),
                                     extra_id);
  ExpectSamePenetrations(
      scene.query().ComputePointPairPenetration(),
      BruteForcePenetrations(scene.scene_graph(), scene.context()), "removed");
}

TEST(QueryObjectFlatTest, SignedDistanceMatchesBruteForceWithFilters) {
  RandomScene scene(16, Shapes::kSpheresAndCapsules, 11);
  std::vector<SignedDistancePair<double>> internal_result;
  std::vector<std::pair<int, int>> scratch;
  for (double max_distance : {0.0, 0.1, 0.5, kInf}) {
    for (int trial = 0; trial < 5; ++trial) {
      const std::string label =
          fmt::format("max_distance {} trial {}", max_distance, trial);
      scene.SetRandomPoses();
      const auto& poses =
          scene.scene_graph().EvalGeometryPoses(scene.context());
      std::vector<SignedDistancePair<double>> expected;
      for (const auto& [a, b] :
           BruteForcePairs(scene.scene_graph(), scene.context())) {
        auto d = internal::CalcSignedDistancePair<double>(
            a->id, a->summary, poses.X_WG.at(a->id), b->id, b->summary,
            poses.X_WG.at(b->id));
        if (d.distance > max_distance) continue;
        if (d.id_B < d.id_A) d.SwapAAndB();
        expected.push_back(d);
      }
      if (max_distance > 0) {
        EXPECT_FALSE(expected.empty()) << label;
      }
      const auto actual =
          scene.query().ComputeSignedDistancePairwiseClosestPoints(
              max_distance);
      internal::ComputeSignedDistancePairwiseClosestPoints(
          scene.query(), max_distance, &internal_result, &scratch);
      const std::vector<SignedDistancePair<double>>* results[] = {
          &actual, &internal_result};
      for (const auto* result : results) {
        ASSERT_EQ(result->size(), expected.size()) << label;
        for (size_t k = 0; k < expected.size(); ++k) {
          EXPECT_EQ((*result)[k].id_A, expected[k].id_A) << label;
          EXPECT_EQ((*result)[k].id_B, expected[k].id_B) << label;
          EXPECT_EQ((*result)[k].distance, expected[k].distance) << label;
          EXPECT_EQ((*result)[k].p_ACa, expected[k].p_ACa) << label;
          EXPECT_EQ((*result)[k].p_BCb, expected[k].p_BCb) << label;
        }
      }
    }
  }
}

// Pose sets are written into the fixed input in place (as a plant's pose
// output is), so the only allocations could come from the query path.
TEST(QueryObjectFlatTest, InternalEntryPointsAllocateNothingAfterWarmUp) {
  RandomScene scene(40, Shapes::kSpheresAndCapsules, 3);
  // Ten pose sets, each evaluated once to warm up (grow every scratch and
  // result vector to its largest size), then all evaluated again.
  std::vector<FramePoseVector<double>> pose_sets;
  for (int k = 0; k < 10; ++k) {
    scene.SetRandomPoses();
    pose_sets.push_back(scene.scene_graph()
                            .get_source_pose_port(scene.source())
                            .Eval<FramePoseVector<double>>(scene.context()));
  }
  systems::FixedInputPortValue& fixed =
      scene.scene_graph()
          .get_source_pose_port(scene.source())
          .FixValue(&scene.context(), pose_sets[0]);
  std::vector<PenetrationAsPointPair<double>> penetrations;
  std::vector<SignedDistancePair<double>> distances;
  std::vector<std::pair<int, int>> scratch;
  size_t total = 0;
  auto run_all = [&]() {
    for (const auto& poses : pose_sets) {
      fixed.GetMutableData()->get_mutable_value<FramePoseVector<double>>() =
          poses;
      const auto& query = scene.query();
      internal::ComputePointPairPenetration(query, &penetrations);
      internal::ComputeSignedDistancePairwiseClosestPoints(
          query, 0.05, &distances, &scratch);
      total += penetrations.size();
      EXPECT_FALSE(query.HasCollisions() && penetrations.empty());
    }
  };
  run_all();
  {
    AllocationCounter counter;
    run_all();
    EXPECT_EQ(counter.count(), 0);
  }
  EXPECT_GT(total, 20u);  // not vacuous
}

// A cloned Context has its own tables and its own query object: filters
// declared in the clone do not reach the original, and the clone's results
// are its own (a query object evaluated on the clone views the clone, not
// the Context it was cloned from).
TEST(QueryObjectFlatTest, ClonedContextIsIndependent) {
  RandomScene scene(12, Shapes::kSpheresAndBoxes, 5);
  // everything on top of everything: every unfiltered pair penetrates.
  FramePoseVector<double> poses;
  for (FrameId frame : scene.frames()) {
    poses.set_value(frame, RigidTransformd(Vector3d(0.5, 0.5, 0.5)));
  }
  scene.scene_graph()
      .get_source_pose_port(scene.source())
      .FixValue(&scene.context(), poses);
  const auto before = scene.query().ComputePointPairPenetration();
  ASSERT_GT(before.size(), 10u);

  auto clone = scene.context().Clone();
  const auto& clone_query =
      scene.scene_graph().get_query_output_port().Eval<QueryObject<double>>(
          *clone);
  ExpectSamePenetrations(clone_query.ComputePointPairPenetration(), before,
                         "clone");
  CollisionFilterDeclaration all;
  all.ExcludeWithin(GeometrySet(scene.frames()));
  scene.scene_graph().collision_filter_manager(clone.get()).Apply(all);
  // In the clone only pairs with an anchored geometry remain.
  const auto clone_after = clone_query.ComputePointPairPenetration();
  EXPECT_LT(clone_after.size(), before.size());
  ExpectSamePenetrations(clone_after,
                         BruteForcePenetrations(scene.scene_graph(), *clone),
                         "clone after filters");
  ExpectSamePenetrations(scene.query().ComputePointPairPenetration(), before,
                         "original after the clone's filters");
}

// AutoDiffXd poses: the values equal the double query's, and the depth of
// two spheres, d = rA + rB − |p_WBo − p_WAo|, has ∂d/∂p_WAo = û, the unit
// vector from Ao to Bo (moving A towards B deepens the contact), checked on
// the x, y, z derivatives of Ao.
TEST(QueryObjectFlatTest, AutoDiffPoses) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("spheres");
  std::vector<FrameId> frames;
  for (int k = 0; k < 3; ++k) {
    frames.push_back(scene_graph.RegisterFrame(
        source, GeometryFrame(fmt::format("sphere{}", k))));
    auto instance = std::make_unique<GeometryInstance>(
        RigidTransformd(), Sphere(0.1 + 0.05 * k), fmt::format("s{}", k));
    instance->set_proximity_properties(ProximityProperties());
    scene_graph.RegisterGeometry(source, frames.back(), std::move(instance));
  }
  // sphere 2 sits on frame 1 too (same frame: filtered with sphere 1).
  auto on_one = std::make_unique<GeometryInstance>(
      RigidTransformd(Vector3d(0, 0.05, 0)), Sphere(0.1), "on_one");
  on_one->set_proximity_properties(ProximityProperties());
  scene_graph.RegisterGeometry(source, frames[1], std::move(on_one));
  SceneGraph<AutoDiffXd> scene_graph_ad(scene_graph);

  const std::vector<Vector3d> p_WF = {Vector3d(0, 0, 0), Vector3d(0.2, 0.1, 0),
                                      Vector3d(0.1, 0.25, 0.05)};
  FramePoseVector<double> poses;
  FramePoseVector<AutoDiffXd> poses_ad;
  for (int k = 0; k < 3; ++k) {
    poses.set_value(frames[k], RigidTransformd(p_WF[k]));
    Vector3<AutoDiffXd> p = p_WF[k].cast<AutoDiffXd>();
    if (k == 0) p = math::InitializeAutoDiff(p_WF[k]);
    poses_ad.set_value(frames[k], RigidTransform<AutoDiffXd>(p));
  }
  auto context = scene_graph.CreateDefaultContext();
  auto context_ad = scene_graph_ad.CreateDefaultContext();
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  scene_graph_ad.get_source_pose_port(source).FixValue(context_ad.get(),
                                                       poses_ad);
  const auto expected = scene_graph.get_query_output_port()
                            .Eval<QueryObject<double>>(*context)
                            .ComputePointPairPenetration();
  std::vector<PenetrationAsPointPair<AutoDiffXd>> actual;
  internal::ComputePointPairPenetration(
      scene_graph_ad.get_query_output_port().Eval<QueryObject<AutoDiffXd>>(
          *context_ad),
      &actual);
  ASSERT_EQ(expected.size(), 4u);  // 0–1, 0–2, 0–on_one, 2–on_one
  ASSERT_EQ(actual.size(), expected.size());
  // Same arithmetic on the values: equal to roundoff (1e-15 covers the
  // differently-ordered AutoDiff expression evaluation).
  for (size_t k = 0; k < actual.size(); ++k) {
    EXPECT_EQ(actual[k].id_A, expected[k].id_A);
    EXPECT_EQ(actual[k].id_B, expected[k].id_B);
    EXPECT_NEAR(actual[k].depth.value(), expected[k].depth, 1e-15);
  }
  // The first pair is spheres 0 (A, at the origin) and 1 (B): û = (Bo −
  // Ao)/|Bo − Ao|. The closed form is exact; 1e-14 allows for roundoff in
  // the norm.
  const Vector3d u = (p_WF[1] - p_WF[0]).normalized();
  ASSERT_EQ(actual[0].depth.derivatives().size(), 3);
  EXPECT_TRUE(actual[0].depth.derivatives().isApprox(u, 1e-14))
      << actual[0].depth.derivatives().transpose();
}

TEST(QueryObjectFlatTest, ErrorPaths) {
  // A default QueryObject is not callable, through the internal entry
  // points too.
  const QueryObject<double> unset;
  std::vector<PenetrationAsPointPair<double>> penetrations;
  std::vector<SignedDistancePair<double>> distances;
  std::vector<std::pair<int, int>> scratch;
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ComputePointPairPenetration(unset, &penetrations),
      ".*invalid QueryObject.*query output port.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ComputeSignedDistancePairwiseClosestPoints(
          unset, 1.0, &distances, &scratch),
      ".*invalid QueryObject.*query output port.*");

  RandomScene scene(8, Shapes::kSpheresAndBoxes, 1);
  const QueryObject<double>& query = scene.query();
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ComputePointPairPenetration<double>(query, nullptr),
      ".*pairs != nullptr.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ComputeSignedDistancePairwiseClosestPoints<double>(
          query, 1.0, nullptr, &scratch),
      ".*pairs != nullptr.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ComputeSignedDistancePairwiseClosestPoints<double>(
          query, 1.0, &distances, nullptr),
      ".*candidates != nullptr.*");

  // Poses read by id: an id without a pose throws std::out_of_range naming
  // it (as the map it replaces did).
  const auto& poses = scene.scene_graph().EvalGeometryPoses(scene.context());
  const GeometryId unknown = GeometryId::get_new_id();
  EXPECT_THROW(poses.X_WG.at(unknown), std::out_of_range);
  DRAKE_EXPECT_THROWS_MESSAGE(
      poses.X_WG.at(unknown),
      fmt::format(".*no value for id {}.*", unknown.get_value()));
  EXPECT_THROW(poses.X_WF.at(FrameId{}), std::out_of_range);
  DRAKE_EXPECT_THROWS_MESSAGE(poses.X_WF.at(FrameId{}),
                              ".*no value for id <invalid>.*");
}

}  // namespace query_object_flat_test
}  // namespace geometry
}  // namespace drake
