// How SceneGraph's point-pair penetration (broad + narrow phase,
// QueryObject::ComputePointPairPenetration) scales with the number of
// geometries: N = 10, 100, 1000, 10000 free spheres (r = 5 cm) at random
// poses in a cube whose volume grows with N, so that the number density —
// and hence the expected contacts per sphere — stays constant.
//
// The poses change between iterations as in a simulation: kNumPoseSets pose
// sets are prepared up front (each a small random drift from the previous
// one, visited back and forth so consecutive sets are always close), and
// each iteration writes one set into the pose input in place (N hash-map
// writes, as the plant's pose output does) and queries. Google Benchmark
// fits the times to O(N log N) (the BigO and RMS rows). Counters: pairs
// (contacts per query) and pairs_per_sphere (≈ constant by construction).

#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

constexpr double kRadius = 0.05;
// Spheres per m³. A sphere's expected number of overlapping neighbours is
// kDensity·(4/3)π(2r)³ ≈ 1.0, i.e. ≈ 0.5 pairs per sphere.
constexpr double kDensity = 240.0;
constexpr int kNumPoseSets = 16;

class SphereCloud {
 public:
  explicit SphereCloud(int n) {
    source_ = scene_graph_.RegisterSource("spheres");
    for (int i = 0; i < n; ++i) {
      const FrameId frame = scene_graph_.RegisterFrame(
          source_, GeometryFrame(fmt::format("sphere{}", i)));
      frames_.push_back(frame);
      auto instance = std::make_unique<GeometryInstance>(
          RigidTransformd(), Sphere(kRadius), fmt::format("g{}", i));
      instance->set_proximity_properties(ProximityProperties());
      scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
    }
    context_ = scene_graph_.CreateDefaultContext();

    const double side = std::cbrt(n / kDensity);
    std::mt19937 gen(17);
    std::uniform_real_distribution<double> position(0.0, side),
        angle(-M_PI, M_PI), step(-0.005, 0.005);
    std::vector<RigidTransformd> X_WF;
    for (int i = 0; i < n; ++i) {
      X_WF.emplace_back(RotationMatrixd::MakeZRotation(angle(gen)) *
                            RotationMatrixd::MakeXRotation(angle(gen)),
                        Vector3d(position(gen), position(gen), position(gen)));
    }
    for (int k = 0; k < kNumPoseSets; ++k) {
      for (auto& X : X_WF) {
        X.set_translation(X.translation() +
                          Vector3d(step(gen), step(gen), step(gen)));
      }
      pose_sets_.push_back(X_WF);
    }
    FramePoseVector<double> poses;
    for (int i = 0; i < n; ++i) poses.set_value(frames_[i], X_WF[i]);
    fixed_ = &scene_graph_.get_source_pose_port(source_).FixValue(
        context_.get(), poses);
  }

  // Writes pose set `k` (visited 0, 1, …, 15, 14, …, 1, 0, 1, …) into the
  // pose input in place.
  void SetPoses(int64_t k) {
    const int period = 2 * (kNumPoseSets - 1);
    int index = static_cast<int>(k % period);
    if (index >= kNumPoseSets) index = period - index;
    const auto& set = pose_sets_[index];
    auto& poses =
        fixed_->GetMutableData()->get_mutable_value<FramePoseVector<double>>();
    for (size_t i = 0; i < frames_.size(); ++i) {
      poses.set_value(frames_[i], set[i]);
    }
  }

  const QueryObject<double>& query() {
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }

 private:
  SceneGraph<double> scene_graph_;
  SourceId source_;
  std::vector<FrameId> frames_;
  std::unique_ptr<systems::Context<double>> context_;
  systems::FixedInputPortValue* fixed_{nullptr};
  std::vector<std::vector<RigidTransformd>> pose_sets_;
};

void BM_PenetrationScaling(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  SphereCloud cloud(n);
  int64_t k = 0;
  int64_t pairs = 0;
  for (auto _ : state) {
    cloud.SetPoses(k++);
    const auto result = cloud.query().ComputePointPairPenetration();
    pairs += static_cast<int64_t>(result.size());
    benchmark::DoNotOptimize(result.data());
  }
  const double per_query =
      static_cast<double>(pairs) / static_cast<double>(state.iterations());
  state.counters["pairs"] = per_query;
  state.counters["pairs_per_sphere"] = per_query / n;
  state.SetComplexityN(n);
}
BENCHMARK(BM_PenetrationScaling)
    ->RangeMultiplier(10)
    ->Range(10, 10000)
    ->Unit(benchmark::kMicrosecond)
    ->Complexity(benchmark::oNLogN);

}  // namespace
}  // namespace geometry
}  // namespace drake

BENCHMARK_MAIN();
