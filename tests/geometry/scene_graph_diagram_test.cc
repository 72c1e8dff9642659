// SceneGraph inside a Diagram: a pose source feeds "<source>_pose", a
// consumer reads "query" and sees the penetration the source's poses imply,
// recomputed when the poses change. A source that declares its pose output's
// prerequisites can also read the query; one that leaves them at their
// default forms an algebraic loop (the query depends on the pose inputs), as
// in Drake.

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/scene_graph.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace geometry {
namespace scene_graph_diagram_test {

using Eigen::Vector3d;
using math::RigidTransform;

// Registers one sphere on one frame and reports the frame at height z
// (a numeric parameter of its own context).
class BallSource final : public systems::LeafSystem<double> {
 public:
  // With `declare_prerequisites`, the pose output depends only on the height
  // parameter; otherwise it keeps the default (every source, the query input
  // among them).
  explicit BallSource(SceneGraph<double>* scene_graph,
                      bool declare_prerequisites = true) {
    source_id_ = scene_graph->RegisterSource("ball");
    frame_id_ = scene_graph->RegisterFrame(source_id_, GeometryFrame("ball"));
    auto instance = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                       Sphere(0.5), "ball");
    instance->set_proximity_properties(ProximityProperties());
    geometry_id_ = scene_graph->RegisterGeometry(source_id_, frame_id_,
                                                 std::move(instance));
    const systems::NumericParameterIndex height(
        this->DeclareNumericParameter(systems::BasicVector<double>(1)));
    if (declare_prerequisites) {
      this->DeclareAbstractOutputPort("geometry_pose", &BallSource::CalcPoses,
                                      {this->numeric_parameter_ticket(height)});
    } else {
      this->DeclareAbstractOutputPort("geometry_pose", &BallSource::CalcPoses);
    }
    this->DeclareAbstractInputPort("query", Value<QueryObject<double>>());
    this->DeclareVectorOutputPort("depth", 1, &BallSource::CalcDepth);
  }
  SourceId source_id() const { return source_id_; }
  GeometryId geometry_id() const { return geometry_id_; }

 private:
  void CalcPoses(const systems::Context<double>& context,
                 FramePoseVector<double>* poses) const {
    const double z = context.get_numeric_parameter(0)[0];
    poses->clear();
    poses->set_value(frame_id_, RigidTransform<double>(Vector3d(0, 0, z)));
  }
  void CalcDepth(const systems::Context<double>& context,
                 systems::BasicVector<double>* depth) const {
    const auto& query =
        this->get_input_port(0).Eval<QueryObject<double>>(context);
    const auto pairs = query.ComputePointPairPenetration();
    (*depth)[0] = pairs.empty() ? 0.0 : pairs[0].depth;
  }

  SourceId source_id_;
  FrameId frame_id_;
  GeometryId geometry_id_;
};

GTEST_TEST(SceneGraphDiagramTest, PosesInQueriesOut) {
  systems::DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  auto* ball = builder.AddSystem<BallSource>(scene_graph);
  const SourceId ground_source = scene_graph->RegisterSource("ground");
  auto ground = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                   HalfSpace(), "ground");
  ground->set_proximity_properties(ProximityProperties());
  scene_graph->RegisterAnchoredGeometry(ground_source, std::move(ground));
  builder.Connect(ball->get_output_port(0),
                  scene_graph->get_source_pose_port(ball->source_id()));
  builder.Connect(scene_graph->get_query_output_port(),
                  ball->get_input_port(0));
  builder.ExportOutput(ball->get_output_port(1), "depth");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  auto& ball_context =
      diagram->GetMutableSubsystemContext(*ball, context.get());
  ball_context.get_mutable_numeric_parameter(0)[0] = 0.4;
  // A sphere of radius 0.5 at height 0.4: depth 0.1 (to roundoff).
  EXPECT_NEAR(diagram->get_output_port(0).Eval(*context)[0], 0.1, 1e-15);
  ball_context.get_mutable_numeric_parameter(0)[0] = 0.3;
  EXPECT_NEAR(diagram->get_output_port(0).Eval(*context)[0], 0.2, 1e-15);
  ball_context.get_mutable_numeric_parameter(0)[0] = 1.0;
  EXPECT_EQ(diagram->get_output_port(0).Eval(*context)[0], 0.0);
}

// Reads the query only: its cached output depends on the poses through
// SceneGraph's query port.
class DepthSensor final : public systems::LeafSystem<double> {
 public:
  DepthSensor() {
    this->DeclareAbstractInputPort("query", Value<QueryObject<double>>());
    this->DeclareVectorOutputPort("depth", 1, &DepthSensor::CalcDepth);
  }

  // How many times the depth was computed.
  mutable int count{0};

 private:
  void CalcDepth(const systems::Context<double>& context,
                 systems::BasicVector<double>* depth) const {
    ++count;
    const auto& query =
        this->get_input_port(0).Eval<QueryObject<double>>(context);
    const auto pairs = query.ComputePointPairPenetration();
    (*depth)[0] = pairs.empty() ? 0.0 : pairs[0].depth;
  }
};

void AddGround(SceneGraph<double>* scene_graph) {
  const SourceId ground_source = scene_graph->RegisterSource("ground");
  auto ground = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                   HalfSpace(), "ground");
  ground->set_proximity_properties(ProximityProperties());
  scene_graph->RegisterAnchoredGeometry(ground_source, std::move(ground));
}

GTEST_TEST(SceneGraphDiagramTest, QueryConsumersSeePoseChanges) {
  systems::DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  auto* ball = builder.AddSystem<BallSource>(scene_graph);
  auto* sensor = builder.AddSystem<DepthSensor>();
  AddGround(scene_graph);
  builder.Connect(ball->get_output_port(0),
                  scene_graph->get_source_pose_port(ball->source_id()));
  builder.Connect(scene_graph->get_query_output_port(),
                  sensor->get_input_port(0));
  builder.ExportOutput(sensor->get_output_port(0), "depth");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  auto& ball_context =
      diagram->GetMutableSubsystemContext(*ball, context.get());
  ball_context.get_mutable_numeric_parameter(0)[0] = 0.4;
  EXPECT_NEAR(diagram->get_output_port(0).Eval(*context)[0], 0.1, 1e-15);
  // Cached: a second evaluation does not recompute.
  diagram->get_output_port(0).Eval(*context);
  EXPECT_EQ(sensor->count, 1);
  // The ball moves: the sensor's cached depth is out of date and recomputed.
  ball_context.get_mutable_numeric_parameter(0)[0] = 0.3;
  EXPECT_NEAR(diagram->get_output_port(0).Eval(*context)[0], 0.2, 1e-15);
  EXPECT_EQ(sensor->count, 2);
  // The query depends on the pose input: direct feedthrough, as Drake's.
  EXPECT_TRUE(scene_graph->HasDirectFeedthrough(
      scene_graph->get_source_pose_port(ball->source_id()).get_index(),
      scene_graph->get_query_output_port().get_index()));
}

GTEST_TEST(SceneGraphDiagramTest, UndeclaredPosePrerequisitesFormALoop) {
  systems::DiagramBuilder<double> builder;
  auto* scene_graph = builder.AddSystem<SceneGraph<double>>();
  auto* ball = builder.AddSystem<BallSource>(scene_graph, false);
  builder.Connect(ball->get_output_port(0),
                  scene_graph->get_source_pose_port(ball->source_id()));
  builder.Connect(scene_graph->get_query_output_port(),
                  ball->get_input_port(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Build(),
      "Reported algebraic loop detected in DiagramBuilder:[\\s\\S]*"
      "\\(query\\)[\\s\\S]*\\(geometry_pose\\)[\\s\\S]*");
}

}  // namespace scene_graph_diagram_test
}  // namespace geometry
}  // namespace drake
