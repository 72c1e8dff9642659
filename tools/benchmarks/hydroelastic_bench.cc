// Hydroelastic contact surfaces through QueryObject::ComputeContactSurfaces:
// a compliant sphere (radius 10 cm, modulus 1e5 Pa) pressed 1 cm into a
// rigid box (50 × 50 × 10 cm, two triangles per face) or a rigid half
// space, at resolution hints of 4, 2, 1 and 0.5 cm (the argument, in mm).
// The sphere's pose moves a little between queries (kNumPoseSets poses,
// prepared beforehand), as a plant's would between steps, so every query
// recomputes the surface.
//
// Counters: tets (the sphere's tetrahedra), faces (of the surface).

#include <memory>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

constexpr int kNumPoseSets = 16;
constexpr double kRadius = 0.1;
constexpr double kDepth = 0.01;

class HydroScene {
 public:
  HydroScene(double resolution_hint, bool half_space) {
    source_ = scene_graph_.RegisterSource("bench");
    ProximityProperties rigid;
    AddRigidHydroelasticProperties(&rigid);
    if (half_space) {
      auto ground = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                       HalfSpace(), "ground");
      ground->set_proximity_properties(rigid);
      scene_graph_.RegisterAnchoredGeometry(source_, std::move(ground));
    } else {
      // Top face at z = 0.
      auto table = std::make_unique<GeometryInstance>(
          RigidTransform<double>(Vector3d(0, 0, -0.05)), Box(0.5, 0.5, 0.1),
          "table");
      table->set_proximity_properties(rigid);
      scene_graph_.RegisterAnchoredGeometry(source_, std::move(table));
    }
    frame_ = scene_graph_.RegisterFrame(source_, GeometryFrame("ball"));
    auto ball = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                   Sphere(kRadius), "ball");
    ProximityProperties soft;
    AddCompliantHydroelasticProperties(resolution_hint, 1e5, &soft);
    ball->set_proximity_properties(soft);
    scene_graph_.RegisterGeometry(source_, frame_, std::move(ball));
    context_ = scene_graph_.CreateDefaultContext();
    for (int k = 0; k < kNumPoseSets; ++k) {
      FramePoseVector<double> poses;
      poses.set_value(
          frame_,
          RigidTransform<double>(
              RotationMatrix<double>::MakeZRotation(0.1 * k),
              Vector3d(0.001 * k, -0.0005 * k, kRadius - kDepth + 0.0002 * k)));
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

 private:
  SceneGraph<double> scene_graph_;
  SourceId source_;
  FrameId frame_;
  std::unique_ptr<systems::Context<double>> context_;
  std::vector<FramePoseVector<double>> pose_sets_;
};

void Run(benchmark::State& state, bool half_space,
         HydroelasticContactRepresentation representation) {
  const double hint = state.range(0) * 1e-3;
  HydroScene scene(hint, half_space);
  int k = 0;
  int faces = 0;
  for (auto _ : state) {
    scene.SetPoses(k++);
    const auto surfaces = scene.query().ComputeContactSurfaces(representation);
    faces = surfaces.empty() ? 0 : surfaces[0].num_faces();
    benchmark::DoNotOptimize(surfaces);
  }
  state.counters["faces"] = faces;
}

void BM_SphereOnBoxPolygon(benchmark::State& state) {
  Run(state, false, HydroelasticContactRepresentation::kPolygon);
}
void BM_SphereOnBoxTriangle(benchmark::State& state) {
  Run(state, false, HydroelasticContactRepresentation::kTriangle);
}
void BM_SphereOnHalfSpacePolygon(benchmark::State& state) {
  Run(state, true, HydroelasticContactRepresentation::kPolygon);
}

BENCHMARK(BM_SphereOnBoxPolygon)
    ->Arg(40)
    ->Arg(20)
    ->Arg(10)
    ->Arg(5)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SphereOnBoxTriangle)
    ->Arg(40)
    ->Arg(20)
    ->Arg(10)
    ->Arg(5)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SphereOnHalfSpacePolygon)
    ->Arg(40)
    ->Arg(20)
    ->Arg(10)
    ->Arg(5)
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace geometry
}  // namespace drake

BENCHMARK_MAIN();
