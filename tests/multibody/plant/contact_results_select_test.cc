// ContactResults::SelectHydroelastic: a copy keeping the hydroelastic
// contacts a predicate accepts, every point-pair contact and the plant.

#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/multibody/plant/contact_results.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace contact_results_select_test {

using Eigen::Vector3d;

// A one-triangle contact surface between two new geometries.
std::shared_ptr<const geometry::ContactSurface<double>> MakeSurface() {
  auto mesh = std::make_unique<geometry::TriangleSurfaceMesh<double>>(
      std::vector<geometry::SurfaceTriangle>{{0, 1, 2}},
      std::vector<Vector3d>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  auto field = std::make_unique<
      geometry::TriangleSurfaceMeshFieldLinear<double, double>>(
      std::vector<double>{0.0, 1.0, 2.0}, mesh.get());
  return std::make_shared<geometry::ContactSurface<double>>(
      geometry::GeometryId::get_new_id(), geometry::GeometryId::get_new_id(),
      std::move(mesh), std::move(field));
}

GTEST_TEST(ContactResultsTest, SelectHydroelastic) {
  ContactResults<double> results;
  const MultibodyPlant<double> plant_object(0.0);
  const MultibodyPlant<double>* plant = &plant_object;
  results.set_plant(plant);
  // forces along z of 1, 5 and 3 N
  for (double fz : {1.0, 5.0, 3.0}) {
    results.AddContactInfo(HydroelasticContactInfo<double>(
        MakeSurface(),
        SpatialForce<double>(Vector3d::Zero(), Vector3d(0, 0, fz))));
  }
  // (Its Eigen members are set: Drake's struct leaves them uninitialized.)
  geometry::PenetrationAsPointPair<double> pair;
  pair.p_WCa = pair.p_WCb = Vector3d(1, 2, 3);
  pair.nhat_BA_W = Vector3d::UnitZ();
  pair.depth = 0.0;
  results.AddContactInfo(PointPairContactInfo<double>(
      BodyIndex(1), BodyIndex(2), Vector3d(0, 0, 7), Vector3d(1, 2, 3), 0.0,
      0.0, pair));

  const ContactResults<double> strong = results.SelectHydroelastic(
      [](const HydroelasticContactInfo<double>& info) {
        return info.F_Ac_W().translational().z() > 2;
      });
  ASSERT_EQ(strong.num_hydroelastic_contacts(), 2);
  // the order is kept: 5 N, then 3 N
  EXPECT_EQ(strong.hydroelastic_contact_info(0).F_Ac_W().translational().z(),
            5.0);
  EXPECT_EQ(strong.hydroelastic_contact_info(1).F_Ac_W().translational().z(),
            3.0);
  // the surfaces are the same objects (shared, immutable)
  EXPECT_EQ(&strong.hydroelastic_contact_info(0).contact_surface(),
            &results.hydroelastic_contact_info(1).contact_surface());
  ASSERT_EQ(strong.num_point_pair_contacts(), 1);
  EXPECT_EQ(strong.point_pair_contact_info(0).contact_force(),
            Vector3d(0, 0, 7));
  EXPECT_EQ(strong.plant(), plant);
  // none, and all
  EXPECT_EQ(results
                .SelectHydroelastic([](const HydroelasticContactInfo<double>&) {
                  return false;
                })
                .num_hydroelastic_contacts(),
            0);
  EXPECT_EQ(results
                .SelectHydroelastic(
                    [](const HydroelasticContactInfo<double>&) { return true; })
                .num_hydroelastic_contacts(),
            3);
  // the original is unchanged
  EXPECT_EQ(results.num_hydroelastic_contacts(), 3);
}

}  // namespace contact_results_select_test
}  // namespace multibody
}  // namespace drake
