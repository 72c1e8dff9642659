// Parsing speed: Parser::AddModels of one model file into a fresh
// MultibodyPlant<double> registered with a SceneGraph, then Finalize().
// Each iteration builds everything anew (plant, scene graph, parser), as a
// program loading a model would; the file is in the OS cache after the first
// iteration, so the time is parsing and plant construction, not disk.
//
// Models: iiwa14 as URDF and as SDFormat (the same robot), the largest model
// file in the repo (iiwa14_primitive_collision.urdf, 18 KB) and the largest
// valid one in the parser test data (urdf_parser_test/
// collision_filter_group_parsing_test.urdf, 3.5 KB; the larger
// joint_parsing_test.sdf and .urdf hold an unsupported joint type on
// purpose, so they throw).

#include <string>

#include <benchmark/benchmark.h>

#include "drake/common/find_resource.h"
#include "drake/common/text_logging.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace {

void BM_ParseAndFinalize(benchmark::State& state, const std::string& resource) {
  const std::string file = FindResourceOrThrow(resource);
  // the test models warn on purpose (unsupported elements); keep output clean
  drake::log()->set_level(spdlog::level::err);
  int num_bodies = 0;
  for (auto _ : state) {
    geometry::SceneGraph<double> scene_graph;
    MultibodyPlant<double> plant(0.001);
    Parser parser(&plant, &scene_graph);
    parser.AddModels(file);
    plant.Finalize();
    num_bodies = plant.num_bodies();
    benchmark::DoNotOptimize(num_bodies);
  }
  state.counters["bodies"] = num_bodies;
}

BENCHMARK_CAPTURE(BM_ParseAndFinalize, Iiwa14Urdf,
                  std::string("drake/manipulation/models/iiwa_description/"
                              "urdf/iiwa14_no_collision.urdf"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ParseAndFinalize, Iiwa14Sdf,
                  std::string("drake/manipulation/models/iiwa_description/"
                              "sdf/iiwa14_no_collision.sdf"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ParseAndFinalize, Iiwa14PrimitiveCollisionUrdf,
                  std::string("drake/manipulation/models/iiwa_description/"
                              "urdf/iiwa14_primitive_collision.urdf"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ParseAndFinalize, CollisionFilterGroupTestUrdf,
                  std::string("drake/multibody/parsing/test/urdf_parser_test/"
                              "collision_filter_group_parsing_test.urdf"))
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
