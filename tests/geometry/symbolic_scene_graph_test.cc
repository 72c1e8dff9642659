// SceneGraph<symbolic::Expression>, as in Drake: a SceneGraph converts to
// Expression (and back); the world poses of frames and geometries are the
// symbolic composition of the sources' poses; the proximity queries need
// constant poses and then behave as Drake documents for Expression
// (candidates and HasCollisions work, a penetrating pair and every signed
// distance throw, naming the shapes); the contact-surface methods do not
// exist for Expression.

#include <cmath>
#include <limits>
#include <memory>
#include <utility>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace symbolic_scene_graph_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RigidTransformd;
using math::RotationMatrix;
using math::RotationMatrixd;
using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// Only the scalars whose comparisons are bool have the contact-surface
// queries (Drake's enable_if on scalar_predicate<T>::is_bool).
template <typename Q>
concept HasContactSurfaces = requires(const Q& query) {
  query.ComputeContactSurfaces(HydroelasticContactRepresentation::kTriangle);
};
static_assert(HasContactSurfaces<QueryObject<double>>);
static_assert(HasContactSurfaces<QueryObject<AutoDiffXd>>);
static_assert(!HasContactSurfaces<QueryObject<Expression>>);

// A source "mover" with frame F (child of the world) and frame C (child of
// F), a sphere "ball" (radius 0.5) on C at X_CG = (0, 0, 0.25), and a second
// source "fixed" with an anchored sphere "anchor" (radius 0.5) at the origin.
class SymbolicSceneGraphTest : public ::testing::Test {
 protected:
  void SetUp() override {
    source_id_ = scene_graph_.RegisterSource("mover");
    frame_F_ = scene_graph_.RegisterFrame(source_id_, GeometryFrame("F"));
    frame_C_ =
        scene_graph_.RegisterFrame(source_id_, frame_F_, GeometryFrame("C"));
    ball_ = scene_graph_.RegisterGeometry(
        source_id_, frame_C_,
        MakeSphere("ball", RigidTransformd(Vector3d(0, 0, 0.25))));
    const SourceId fixed = scene_graph_.RegisterSource("fixed");
    anchor_ = scene_graph_.RegisterAnchoredGeometry(
        fixed, MakeSphere("anchor", RigidTransformd()));
    symbolic_ = systems::System<double>::ToSymbolic(scene_graph_);
    context_ = symbolic_->CreateDefaultContext();
  }

  static std::unique_ptr<GeometryInstance> MakeSphere(
      const std::string& name, const RigidTransformd& X_FG) {
    auto instance = std::make_unique<GeometryInstance>(X_FG, Sphere(0.5), name);
    instance->set_proximity_properties(ProximityProperties());
    return instance;
  }

  // Fixes the mover's poses: X_WF, and X_FC a translation of 1 m along Fy.
  void SetPoses(const RigidTransform<Expression>& X_WF) {
    FramePoseVector<Expression> poses;
    poses.set_value(frame_F_, X_WF);
    poses.set_value(frame_C_, RigidTransform<Expression>(
                                  Vector3<Expression>(0.0, 1.0, 0.0)));
    symbolic_->get_source_pose_port(source_id_).FixValue(context_.get(), poses);
  }

  const QueryObject<Expression>& query() const {
    return symbolic_->get_query_output_port().Eval<QueryObject<Expression>>(
        *context_);
  }

  SceneGraph<double> scene_graph_;
  SourceId source_id_;
  FrameId frame_F_;
  FrameId frame_C_;
  GeometryId ball_;
  GeometryId anchor_;
  std::unique_ptr<SceneGraph<Expression>> symbolic_;
  std::unique_ptr<systems::Context<Expression>> context_;
};

// The conversion keeps the sources (and their port names), frames and
// geometries.
TEST_F(SymbolicSceneGraphTest, ConversionKeepsTheModel) {
  ASSERT_NE(symbolic_, nullptr);
  EXPECT_TRUE(symbolic_->SourceIsRegistered(source_id_));
  EXPECT_EQ(symbolic_->get_source_pose_port(source_id_).get_name(),
            "mover_pose");
  const SceneGraphInspector<Expression>& inspector =
      symbolic_->model_inspector();
  EXPECT_EQ(inspector.num_geometries(), 2);
  EXPECT_EQ(inspector.num_frames(), 3);  // F, C and the world.
  EXPECT_EQ(inspector.GetName(ball_), "ball");
  EXPECT_EQ(inspector.GetFrameId(ball_), frame_C_);
  // The registration data of a context are there too.
  EXPECT_EQ(query().inspector().GetName(anchor_), "anchor");
}

// X_WG = X_WF · X_FC · X_CG, with X_WF a rotation θ about z and a
// translation x along Wx: p_WG = (x, 0, 0) + Rz(θ)·(0, 1, 0.25), i.e.
// (x − sin θ, cos θ, 0.25). The expressions evaluate to it at a sample point
// (tolerance 1e-15: a few roundings of sin and cos).
TEST_F(SymbolicSceneGraphTest, WorldPosesAreExpressions) {
  const Variable theta("theta");
  const Variable x("x");
  SetPoses(RigidTransform<Expression>(
      RotationMatrix<Expression>::MakeZRotation(Expression(theta)),
      Vector3<Expression>(Expression(x), 0.0, 0.0)));
  const RigidTransform<Expression>& X_WG = query().GetPoseInWorld(ball_);
  const Vector3<Expression>& p_WG = X_WG.translation();
  EXPECT_TRUE(p_WG(0).GetVariables().include(theta));
  EXPECT_TRUE(p_WG(0).GetVariables().include(x));
  const double theta_value = 0.3;
  const double x_value = 2.0;
  const Environment env{{theta, theta_value}, {x, x_value}};
  EXPECT_NEAR(p_WG(0).Evaluate(env), x_value - std::sin(theta_value), 1e-15);
  EXPECT_NEAR(p_WG(1).Evaluate(env), std::cos(theta_value), 1e-15);
  EXPECT_NEAR(p_WG(2).Evaluate(env), 0.25, 1e-15);
  const RotationMatrixd R_expected =
      RotationMatrixd::MakeZRotation(theta_value);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      EXPECT_NEAR(X_WG.rotation().matrix()(i, j).Evaluate(env),
                  R_expected.matrix()(i, j), 1e-15);
    }
  }
  // The frames' poses: C in the world, and C in its parent F (as reported).
  EXPECT_NEAR(query().GetPoseInWorld(frame_C_).translation()(1).Evaluate(env),
              std::cos(theta_value), 1e-15);
  EXPECT_TRUE(query().GetPoseInParent(frame_C_).translation()(1).EqualTo(
      Expression(1.0)));
  // The anchored geometry's pose is a constant.
  EXPECT_TRUE(query().GetPoseInWorld(anchor_).translation()(0).EqualTo(0.0));
}

// A pose that depends on a variable cannot be placed in the broad phase:
// every proximity query throws, naming the geometry and the variable.
TEST_F(SymbolicSceneGraphTest, ProximityQueriesNeedConstantPoses) {
  const Variable x("x");
  SetPoses(
      RigidTransform<Expression>(Vector3<Expression>(Expression(x), 0.0, 0.0)));
  const std::string expected =
      ".*geometry 'ball' \\(id \\d+\\) depends on the variables \\{x\\}.*"
      "constant poses.*";
  DRAKE_EXPECT_THROWS_MESSAGE(query().ComputePointPairPenetration(), expected);
  DRAKE_EXPECT_THROWS_MESSAGE(query().FindCollisionCandidates(), expected);
  DRAKE_EXPECT_THROWS_MESSAGE(query().HasCollisions(), expected);
}

// Constant poses: two spheres of radius 0.5 more than 1 m apart do not
// touch; moved to overlap, they are a candidate pair, HasCollisions() is
// true, and the penetration and distance queries throw naming both shapes,
// as Drake's tables for Expression say.
TEST_F(SymbolicSceneGraphTest, ConstantPosesAnswerAsDrake) {
  // Ball centre at (3, 1, 0.25): 3.17 m from the anchor.
  SetPoses(RigidTransform<Expression>(Vector3<Expression>(3.0, 0.0, 0.0)));
  EXPECT_TRUE(query().ComputePointPairPenetration().empty());
  EXPECT_TRUE(query().FindCollisionCandidates().empty());
  EXPECT_FALSE(query().HasCollisions());

  // Ball centre at (0, 0.5, 0.25): 0.56 m from the anchor's centre, within
  // the 1 m sum of the radii.
  SetPoses(RigidTransform<Expression>(Vector3<Expression>(0.0, -0.5, 0.0)));
  const auto candidates = query().FindCollisionCandidates();
  ASSERT_EQ(candidates.size(), 1);
  EXPECT_EQ(candidates[0], SortedPair<GeometryId>(ball_, anchor_));
  EXPECT_TRUE(query().HasCollisions());
  DRAKE_EXPECT_THROWS_MESSAGE(
      query().ComputePointPairPenetration(),
      "Penetration queries between shapes 'Sphere' and 'Sphere' are not "
      "supported for scalar type drake::symbolic::Expression.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query().ComputeSignedDistancePairwiseClosestPoints(),
      "Signed distance queries between shapes 'Sphere' and 'Sphere' are not "
      "supported for scalar type drake::symbolic::Expression.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query().ComputeSignedDistancePairClosestPoints(ball_, anchor_),
      "Signed distance queries between shapes 'Sphere' and 'Sphere'.*"
      "symbolic::Expression.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query().ComputeSignedDistanceToPoint(Vector3<Expression>::Zero()),
      "Signed distance queries to a point are not supported for scalar type "
      "drake::symbolic::Expression.*");
  GeometrySet set;
  set.Add(ball_);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query().ComputeSignedDistanceGeometryToPoint(Vector3<Expression>::Zero(),
                                                   set),
      ".*geometry 'ball'.*has shape Sphere.*drake::symbolic::Expression.*");
}

// A NaN constant in a reported pose is rejected, as for double.
TEST_F(SymbolicSceneGraphTest, NaNPoseThrows) {
  SetPoses(RigidTransform<Expression>(
      Vector3<Expression>(Expression::NaN(), 0.0, 0.0)));
  DRAKE_EXPECT_THROWS_MESSAGE(query().GetPoseInWorld(ball_),
                              ".*Source 'mover'.*NaN.*frame 'F'.*");
}

// Expression converts back to double and AutoDiffXd with the same model:
// the double copy finds the same penetration as the original.
TEST_F(SymbolicSceneGraphTest, ConvertsBack) {
  auto as_double =
      systems::System<Expression>::ToScalarType<double>(*symbolic_);
  auto as_autodiff = systems::System<Expression>::ToAutoDiffXd(*symbolic_);
  ASSERT_NE(as_double, nullptr);
  ASSERT_NE(as_autodiff, nullptr);
  EXPECT_EQ(as_autodiff->model_inspector().num_geometries(), 2);
  for (SceneGraph<double>* graph : {&scene_graph_, as_double.get()}) {
    auto context = graph->CreateDefaultContext();
    FramePoseVector<double> poses;
    poses.set_value(frame_F_, RigidTransformd(Vector3d(0, -0.5, 0)));
    poses.set_value(frame_C_, RigidTransformd(Vector3d(0, 1, 0)));
    graph->get_source_pose_port(source_id_).FixValue(context.get(), poses);
    const auto pairs = graph->get_query_output_port()
                           .Eval<QueryObject<double>>(*context)
                           .ComputePointPairPenetration();
    ASSERT_EQ(pairs.size(), 1);
    // Centres (0, 0.5, 0.25) and the origin: depth 1 − √(0.3125).
    EXPECT_NEAR(pairs[0].depth, 1.0 - std::sqrt(0.3125), 1e-14);
  }
}

}  // namespace symbolic_scene_graph_test
}  // namespace geometry
}  // namespace drake
