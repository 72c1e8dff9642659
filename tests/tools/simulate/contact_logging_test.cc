// The simulate tool's contact_results signal: the summary and per-pair
// grouping on hand-made contact results (closed-form sums), and end to end
// a block resting on a table, whose contact forces must carry its weight.

#include "drake/tools/simulate/contact_logging.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/tools/simulate/simulation.h"

namespace drake {
namespace tools {
namespace simulate {
namespace contact_logging_test {

using Eigen::Vector3d;
using multibody::BodyIndex;
using multibody::ContactResults;
using multibody::MultibodyPlant;
using multibody::PointPairContactInfo;
using multibody::SpatialInertia;
namespace fs = std::filesystem;

// A contact between bodies A and B with normal n̂_BA_W = `normal`, force on
// B `f_B_W` and penetration `depth`.
PointPairContactInfo<double> MakeContact(BodyIndex A, BodyIndex B,
                                         const Vector3d& normal,
                                         const Vector3d& f_B_W, double depth) {
  geometry::PenetrationAsPointPair<double> pair;
  pair.p_WCa = Vector3d::Zero();
  pair.p_WCb = depth * normal;
  pair.nhat_BA_W = normal;
  pair.depth = depth;
  return PointPairContactInfo<double>(A, B, f_B_W, Vector3d::Zero(), 0.0, 0.0,
                                      pair);
}

// Two bodies "a" and "b" in model instance "m", on a finalized plant.
class ContactLoggingTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto model = plant_.AddModelInstance("m");
    const auto M = SpatialInertia<double>::SolidBoxWithMass(1, 0.1, 0.1, 0.1);
    a_ = plant_.AddRigidBody("a", model, M).index();
    b_ = plant_.AddRigidBody("b", model, M).index();
    plant_.Finalize();
    // (a, b) twice and (world, a) once. B is pushed along −n̂_BA_W, so the
    // compressive normal forces are 3, 1 and 2 N; the tangential parts
    // (0.5 N and 0.2 N) do not count.
    const Vector3d z = Vector3d::UnitZ();
    results_.AddContactInfo(
        MakeContact(a_, b_, z, Vector3d(0.5, 0, -3.0), 1e-3));
    results_.AddContactInfo(MakeContact(plant_.world_body().index(), a_, -z,
                                        Vector3d(0, 0, 2.0), 4e-3));
    results_.AddContactInfo(
        MakeContact(a_, b_, z, Vector3d(0, 0.2, -1.0), 2e-3));
  }

  MultibodyPlant<double> plant_{0.001};
  BodyIndex a_, b_;
  ContactResults<double> results_;
};

TEST_F(ContactLoggingTest, Summary) {
  const ContactSummary summary = SummarizeContacts(results_);
  EXPECT_EQ(summary.num_contacts, 3);
  // Exact sums of a few binary-exact numbers.
  EXPECT_DOUBLE_EQ(summary.total_normal_force, 6.0);
  EXPECT_DOUBLE_EQ(summary.max_penetration, 4e-3);
  const ContactSummary none = SummarizeContacts(ContactResults<double>());
  EXPECT_EQ(none.num_contacts, 0);
  EXPECT_EQ(none.total_normal_force, 0.0);
  EXPECT_EQ(none.max_penetration, 0.0);
}

TEST_F(ContactLoggingTest, RowsByBodyPair) {
  const std::vector<ContactPairRow> rows =
      ContactRowsByBodyPair(plant_, results_, 0.25);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].body_A, "m::a");
  EXPECT_EQ(rows[0].body_B, "m::b");
  EXPECT_EQ(rows[0].num_points, 2);
  EXPECT_DOUBLE_EQ(rows[0].normal_force, 4.0);
  EXPECT_DOUBLE_EQ(rows[0].max_penetration, 2e-3);
  EXPECT_TRUE(rows[0].force_on_B_W.isApprox(Vector3d(0.5, 0.2, -4.0)));
  EXPECT_EQ(rows[0].time, 0.25);
  EXPECT_EQ(rows[1].body_A, "WorldModelInstance::world");
  EXPECT_EQ(rows[1].body_B, "m::a");
  EXPECT_EQ(rows[1].num_points, 1);
  EXPECT_DOUBLE_EQ(rows[1].normal_force, 2.0);

  const std::string file =
      (fs::path(::testing::TempDir()) / "contact_pairs_unit.csv").string();
  WriteContactPairsCsv(file, rows);
  std::ifstream in(file);
  std::string header, first;
  std::getline(in, header);
  std::getline(in, first);
  EXPECT_EQ(header,
            "time,body_A,body_B,num_points,normal_force,max_penetration,"
            "force_on_B_W_x,force_on_B_W_y,force_on_B_W_z");
  EXPECT_EQ(first, "0.25,m::a,m::b,2,4,0.002,0.5,0.2,-4");
  DRAKE_EXPECT_THROWS_MESSAGE(
      WriteContactPairsCsv("/nonexistent_folder/x.csv", rows),
      "could not open '/nonexistent_folder/x.csv' for writing");
  DRAKE_EXPECT_THROWS_MESSAGE(ContactPairLogger(plant_, -1.0),
                              "ContactPairLogger: the publish period must be "
                              ">= 0 \\(s\\); got -1.");
}

// A compliant hydroelastic sphere (1 kg) resting on a rigid ground in a
// discrete plant: its contact surface counts as one contact, and its normal
// force (along the surface's mean normal) carries the weight (0.1%: at
// rest after 0.5 s, the SAP step balances it to ~1e-6).
TEST(ContactLoggingHydroelasticTest, SurfaceCountsAsOneContact) {
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const double R = 0.05, m = 1.0, g = 9.81;
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(m, R));
  geometry::ProximityProperties soft, rigid;
  geometry::AddContactMaterial(
      10.0, {}, multibody::CoulombFriction<double>(0.5, 0.5), &soft);
  geometry::AddCompliantHydroelasticProperties(R / 5, 1e5, &soft);
  geometry::AddContactMaterial(
      {}, {}, multibody::CoulombFriction<double>(0.5, 0.5), &rigid);
  geometry::AddRigidHydroelasticProperties(&rigid);
  plant.RegisterCollisionGeometry(ball, math::RigidTransformd(),
                                  geometry::Sphere(R), "ball", soft);
  plant.RegisterCollisionGeometry(plant.world_body(), math::RigidTransformd(),
                                  geometry::HalfSpace(), "ground", rigid);
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball,
                        math::RigidTransformd(Vector3d(0, 0, R - 6e-3)));
  simulator.AdvanceTo(0.5);
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_hydroelastic_contacts(), 1);
  const ContactSummary summary = SummarizeContacts(results);
  EXPECT_EQ(summary.num_contacts, 1);
  EXPECT_NEAR(summary.total_normal_force, m * g, 1e-3 * m * g);
  EXPECT_EQ(summary.max_penetration, 0.0);
  const std::vector<ContactPairRow> rows =
      ContactRowsByBodyPair(plant, results, 0.5);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].num_points, 1);
  EXPECT_NEAR(rows[0].normal_force, m * g, 1e-3 * m * g);
  // The force on B: +m·g up if B is the ball, −m·g if B is the ground.
  const double sign = rows[0].body_B == "DefaultModelInstance::ball" ? 1 : -1;
  EXPECT_NEAR(rows[0].force_on_B_W.z(), sign * m * g, 1e-3 * m * g);
}

// Splits a CSV line.
std::vector<std::string> Split(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream stream(line);
  for (std::string field; std::getline(stream, field, ',');) {
    fields.push_back(field);
  }
  return fields;
}

// The 0.1 kg block standing on the table (a discrete plant, 1 ms steps)
// for 0.5 s. At rest the contact forces carry its weight: the normal forces
// sum to m·g = 0.981 N. The block starts exactly touching, settles within a
// few steps (SAP's compliance, penetration of micrometres); 1% covers the
// residual motion at 0.5 s by a wide margin. Its four corner spheres (and
// possibly the inset box) touch the table top.
TEST_F(ContactLoggingTest, BlockOnTableCarriesItsWeight) {
  const std::string scenario_file =
      (fs::path(::testing::TempDir()) / "block_on_table.yaml").string();
  std::ofstream(scenario_file) << R"(block:
  simulation_duration: 0.5
  simulator_config: {target_realtime_rate: 0.0}
  plant_config: {time_step: 0.001}
  directives:
  - add_model:
      name: table
      file: package://drake/examples/kuka_iiwa_arm/models/objects/folding_table.urdf
  - add_weld:
      parent: world
      child: table::table_surface_center
      X_PC: {translation: [0, 0, 0.1]}
  - add_model:
      name: box
      file: package://drake/examples/kuka_iiwa_arm/models/objects/block_for_pick_and_place.urdf
      default_free_body_pose:
        base_link: {translation: [0, 0, 0.2]}
  logging:
    signals: [state, contact_results]
    publish_period: 0.05
)";
  Simulation simulation(LoadScenario(scenario_file, ""));
  ASSERT_NE(simulation.contact_pair_logger(), nullptr);
  RunOptions options;
  options.output_dir =
      (fs::path(::testing::TempDir()) / "block_on_table_out").string();
  const RunResult result = simulation.Run(options);
  ASSERT_TRUE(result.success) << result.error;

  std::ifstream summary_in(
      (fs::path(options.output_dir) / "contact_results.csv").string());
  std::vector<std::string> lines;
  for (std::string line; std::getline(summary_in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 12u);  // The header and t = 0, 0.05, ..., 0.5.
  EXPECT_EQ(lines[0], "time,num_contacts,total_normal_force,max_penetration");
  const std::vector<std::string> last = Split(lines.back());
  ASSERT_EQ(last.size(), 4u);
  EXPECT_NEAR(std::stod(last[0]), 0.5, 1e-12);
  EXPECT_GE(std::stoi(last[1]), 4);
  const double weight = 0.1 * 9.81;
  EXPECT_NEAR(std::stod(last[2]), weight, 0.01 * weight);
  EXPECT_GT(std::stod(last[3]), 0.0);
  EXPECT_LT(std::stod(last[3]), 1e-3);

  // Per pair: at the end every contact is between the table top and the
  // block, and their normal forces again sum to the weight.
  std::ifstream pairs_in(
      (fs::path(options.output_dir) / "contact_pairs.csv").string());
  std::vector<std::vector<std::string>> final_rows;
  std::string header;
  std::getline(pairs_in, header);
  for (std::string line; std::getline(pairs_in, line);) {
    const auto fields = Split(line);
    ASSERT_EQ(fields.size(), 9u) << line;
    if (std::abs(std::stod(fields[0]) - 0.5) < 1e-9)
      final_rows.push_back(fields);
  }
  ASSERT_FALSE(final_rows.empty());
  double normal_sum = 0;
  for (const auto& row : final_rows) {
    const bool table_and_box =
        (row[1].rfind("table::", 0) == 0 && row[2] == "box::base_link") ||
        (row[2].rfind("table::", 0) == 0 && row[1] == "box::base_link");
    EXPECT_TRUE(table_and_box) << row[1] << " / " << row[2];
    normal_sum += std::stod(row[4]);
  }
  EXPECT_NEAR(normal_sum, weight, 0.01 * weight);
  // The files written include both CSVs and the plot.
  EXPECT_EQ(result.files.size(), 4u);
}

}  // namespace contact_logging_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
