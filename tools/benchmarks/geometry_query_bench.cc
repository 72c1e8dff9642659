// SceneGraph point-pair penetration for 100 free bodies (spheres, boxes
// and cube-shaped Convex OBJs, half of each size class) over a ground half
// space, with the poses changing every query (the plant's pattern: one
// query per step, after the poses moved a little).
//
//  - BM_PenetrationIncremental: QueryObject::ComputePointPairPenetration,
//    whose broad phase lives in the Context's cache and is refit per query.
//  - BM_PenetrationRebuildPerQuery: the previous design, reproduced from the
//    internal functions it used: gather the proximity geometries and their
//    boxes into fresh vectors, build the box tree from scratch, then run
//    the same narrow phase over its pairs.
//  - BM_BroadPhaseRefit / BM_BroadPhaseRebuild: the broad phase alone.
//
// The kNumPoseSets pose sets are prepared before the timed loop; both
// variants pay the same cost to fix the pose input.

#include <fstream>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {
namespace {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

constexpr int kNumBodies = 100;
constexpr int kNumPoseSets = 16;

class BenchScene {
 public:
  BenchScene() {
    const std::string cube = "/tmp/mallard_geometry_query_bench_cube.obj";
    {
      std::ofstream file(cube);
      for (int i = 0; i < 8; ++i) {
        file << fmt::format("v {} {} {}\n", i & 1 ? 0.5 : -0.5,
                            i & 2 ? 0.5 : -0.5, i & 4 ? 0.5 : -0.5);
      }
    }
    source_ = scene_graph_.RegisterSource("bodies");
    std::mt19937 gen(11);
    std::uniform_real_distribution<double> size(0.05, 0.15);
    for (int i = 0; i < kNumBodies; ++i) {
      const FrameId frame = scene_graph_.RegisterFrame(
          source_, GeometryFrame(fmt::format("body{}", i)));
      frames_.push_back(frame);
      std::unique_ptr<Shape> shape;
      switch (i % 3) {
        case 0:
          shape = std::make_unique<Sphere>(size(gen));
          break;
        case 1:
          shape = std::make_unique<Box>(2 * size(gen), 2 * size(gen),
                                        2 * size(gen));
          break;
        default:
          shape = std::make_unique<Convex>(cube, 2 * size(gen));
      }
      auto instance = std::make_unique<GeometryInstance>(
          RigidTransform<double>(), *shape, fmt::format("g{}", i));
      instance->set_proximity_properties(ProximityProperties());
      scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
    }
    auto ground = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                     HalfSpace(), "ground");
    ground->set_proximity_properties(ProximityProperties());
    scene_graph_.RegisterAnchoredGeometry(source_, std::move(ground));
    context_ = scene_graph_.CreateDefaultContext();

    // bodies spread over a 3 m × 3 m × 1 m region touching the ground,
    // drifting a little between pose sets.
    std::uniform_real_distribution<double> position(-1.5, 1.5),
        height(0.0, 1.0), angle(-3, 3), step(-0.01, 0.01);
    std::vector<RigidTransform<double>> X_WF;
    for (int i = 0; i < kNumBodies; ++i) {
      X_WF.emplace_back(RotationMatrix<double>::MakeZRotation(angle(gen)) *
                            RotationMatrix<double>::MakeXRotation(angle(gen)),
                        Vector3d(position(gen), position(gen), height(gen)));
    }
    for (int k = 0; k < kNumPoseSets; ++k) {
      FramePoseVector<double> poses;
      for (int i = 0; i < kNumBodies; ++i) {
        X_WF[i].set_translation(X_WF[i].translation() +
                                Vector3d(step(gen), step(gen), step(gen)));
        poses.set_value(frames_[i], X_WF[i]);
      }
      pose_sets_.push_back(std::move(poses));
    }
  }

  void SetPoses(int k) {
    scene_graph_.get_source_pose_port(source_).FixValue(
        context_.get(), pose_sets_[k % kNumPoseSets]);
  }

  const QueryObject<double>& query() {
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }

  // The previous per-query pipeline (fresh gather, fresh tree).
  std::vector<PenetrationAsPointPair<double>> RebuildPerQuery() {
    const internal::GeometryState& state =
        scene_graph_.geometry_state(*context_);
    const auto& poses = scene_graph_.EvalGeometryPoses(*context_);
    std::vector<const internal::InternalGeometry*> geometries;
    std::vector<const RigidTransform<double>*> X_WG;
    std::vector<internal::Aabb> boxes;
    for (const auto& [id, geometry] : state.geometries()) {
      if (!geometry.proximity.has_value()) continue;
      geometries.push_back(&geometry);
      X_WG.push_back(&poses.X_WG.at(id));
      boxes.push_back(internal::CalcAabb(geometry.summary, *X_WG.back()));
    }
    std::vector<PenetrationAsPointPair<double>> result;
    for (auto [i, j] : internal::FindOverlappingPairs(boxes)) {
      const auto& a = *geometries[i];
      const auto& b = *geometries[j];
      if (state.CollisionFiltered(a.id, b.id)) continue;
      auto p = internal::CalcPenetration<double>(a.id, a.summary, *X_WG[i],
                                                 b.id, b.summary, *X_WG[j]);
      if (p.has_value()) result.push_back(*p);
    }
    return result;
  }

  std::vector<internal::Aabb> Boxes(int k) {
    SetPoses(k);
    const auto& broad_phase = scene_graph_.EvalBroadPhase(*context_);
    return broad_phase.tree.boxes();
  }

 private:
  SceneGraph<double> scene_graph_;
  SourceId source_;
  std::vector<FrameId> frames_;
  std::unique_ptr<systems::Context<double>> context_;
  std::vector<FramePoseVector<double>> pose_sets_;
};

void BM_PenetrationIncremental(benchmark::State& state) {
  BenchScene scene;
  int k = 0;
  size_t pairs = 0;
  for (auto _ : state) {
    scene.SetPoses(k++);
    const auto result = scene.query().ComputePointPairPenetration();
    pairs += result.size();
    benchmark::DoNotOptimize(result.data());
  }
  state.counters["pairs"] =
      static_cast<double>(pairs) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_PenetrationIncremental);

void BM_PenetrationRebuildPerQuery(benchmark::State& state) {
  BenchScene scene;
  int k = 0;
  size_t pairs = 0;
  for (auto _ : state) {
    scene.SetPoses(k++);
    const auto result = scene.RebuildPerQuery();
    pairs += result.size();
    benchmark::DoNotOptimize(result.data());
  }
  state.counters["pairs"] =
      static_cast<double>(pairs) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_PenetrationRebuildPerQuery);

void BM_BroadPhaseRefit(benchmark::State& state) {
  BenchScene scene;
  std::vector<std::vector<internal::Aabb>> box_sets;
  for (int k = 0; k < kNumPoseSets; ++k) box_sets.push_back(scene.Boxes(k));
  internal::BroadPhase broad_phase;
  std::vector<std::pair<int, int>> pairs;
  int k = 0;
  for (auto _ : state) {
    broad_phase.Update(box_sets[k++ % kNumPoseSets]);
    broad_phase.FindPairs(&pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
}
BENCHMARK(BM_BroadPhaseRefit);

void BM_BroadPhaseRebuild(benchmark::State& state) {
  BenchScene scene;
  std::vector<std::vector<internal::Aabb>> box_sets;
  for (int k = 0; k < kNumPoseSets; ++k) box_sets.push_back(scene.Boxes(k));
  int k = 0;
  for (auto _ : state) {
    const auto pairs =
        internal::FindOverlappingPairs(box_sets[k++ % kNumPoseSets]);
    benchmark::DoNotOptimize(pairs.data());
  }
}
BENCHMARK(BM_BroadPhaseRebuild);

}  // namespace
}  // namespace geometry
}  // namespace drake

BENCHMARK_MAIN();
