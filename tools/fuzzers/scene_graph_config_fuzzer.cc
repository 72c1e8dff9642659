// libFuzzer target: the input bytes as a SceneGraphConfig document, loaded as
// Drake's yaml::LoadYamlString<SceneGraphConfig> would, given to a SceneGraph
// (which validates it), whose defaults then fill the proximity properties of
// a ball (radius 0.1 m, 1 mm deep) on a frame and an anchored ground half
// space; the scene is queried for contact surfaces (with point fallback),
// point pairs and signed distances.
//
// A resolution_hint below 1 cm is loaded and validated but the geometry is
// not registered: a fine hint legitimately asks for a mesh of millions of
// elements (hint 1e-5 m: ~10^8 triangles for this ball), which costs
// memory and time, not a finding.

#include <exception>
#include <memory>
#include <vector>

#include "tools/fuzzers/fuzz_yaml.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/geometry_frame.h"
#include "drake/geometry/geometry_instance.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/scene_graph_config.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace geometry = drake::geometry;
  using drake::math::RigidTransformd;
  const std::string document = drake::fuzz::YamlDocument(data, size);
  try {
    const auto config =
        drake::yaml::LoadYamlString<geometry::SceneGraphConfig>(document);
    geometry::SceneGraph<double> scene_graph(config);
    const auto& hint = config.default_proximity_properties.resolution_hint;
    if (hint.has_value() && !(*hint >= 0.01)) return 0;
    const geometry::SourceId source = scene_graph.RegisterSource("fuzz");
    const geometry::FrameId frame =
        scene_graph.RegisterFrame(source, geometry::GeometryFrame("ball"));
    auto ball = std::make_unique<geometry::GeometryInstance>(
        RigidTransformd(), geometry::Sphere(0.1), "ball");
    ball->set_proximity_properties(geometry::ProximityProperties());
    scene_graph.RegisterGeometry(source, frame, std::move(ball));
    auto ground = std::make_unique<geometry::GeometryInstance>(
        RigidTransformd(), geometry::HalfSpace(), "ground");
    ground->set_proximity_properties(geometry::ProximityProperties());
    scene_graph.RegisterAnchoredGeometry(source, std::move(ground));

    auto context = scene_graph.CreateDefaultContext();
    geometry::FramePoseVector<double> poses;
    poses.set_value(frame, RigidTransformd(Eigen::Vector3d(0, 0, 0.099)));
    scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
    const auto& query =
        scene_graph.get_query_output_port().Eval<geometry::QueryObject<double>>(
            *context);
    std::vector<geometry::ContactSurface<double>> surfaces;
    std::vector<geometry::PenetrationAsPointPair<double>> point_pairs;
    query.ComputeContactSurfacesWithFallback(
        geometry::HydroelasticContactRepresentation::kPolygon, &surfaces,
        &point_pairs);
    (void)query.ComputePointPairPenetration();
    (void)query.ComputeSignedDistancePairwiseClosestPoints();
  } catch (const std::exception&) {
    // expected for invalid documents and values
  }
  return 0;
}
