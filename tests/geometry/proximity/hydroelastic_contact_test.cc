// Hydroelastic contact surfaces between representations, against closed
// forms: a compliant sphere on a rigid plane (contact disk and the force
// of its linear pressure field), the same sphere on a rigid box's face, a
// compliant box on a plane, a rigid sphere in a compliant half space, and
// two equal compliant spheres.

#include "drake/geometry/proximity/hydroelastic_contact.h"

#include <cmath>
#include <memory>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace geometry {
namespace internal {
namespace hydroelastic_contact_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

// A compliant shape: its volume mesh, pressure field and BVH.
struct Soft {
  Soft(const TriangleSurfaceMesh<double>& surface, double E)
      : mesh(MakeStarVolumeMesh(surface, Vector3d::Zero())),
        field(std::make_unique<VolumeMeshFieldLinear<double, double>>(
            MakeStarPressureField(&mesh, E))),
        bvh(mesh) {}
  VolumeMesh<double> mesh;
  std::unique_ptr<VolumeMeshFieldLinear<double, double>> field;
  Bvh<VolumeMesh<double>> bvh;
};

// ∫ p n dA over the surface (N): exact for a piecewise-linear pressure on
// the triangle representation (the mean of the vertex values per face).
Vector3d NetForce(const ContactSurface<double>& s) {
  Vector3d f = Vector3d::Zero();
  const auto& mesh = s.tri_mesh_W();
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    double p = 0;
    for (int i = 0; i < 3; ++i) {
      p += s.tri_e_MN().EvaluateAtVertex(mesh.element(t).vertex(i)) / 3;
    }
    f += p * mesh.area(t) * mesh.face_normal(t);
  }
  return f;
}

// The same for the polygon representation, with each polygon's pressure at
// its centroid (exact for a linear field).
Vector3d NetForcePolygons(const ContactSurface<double>& s) {
  Vector3d f = Vector3d::Zero();
  for (int k = 0; k < s.num_faces(); ++k) {
    f += s.poly_e_MN().EvaluateCartesian(k, s.centroid(k)) * s.area(k) *
         s.face_normal(k);
  }
  return f;
}

// Closed form: a sphere of radius R whose pressure is E·(1 − r/R),
// pressed a depth d into a rigid plane: the contact disk has radius
// a = √(R² − (R − d)²) and the force is ∫ p dA = E·π·(d² − 2d³/(3R)).
double SphereForce(double E, double R, double d) {
  return E * M_PI * (d * d - 2 * d * d * d / (3 * R));
}

constexpr double kR = 0.1;   // m
constexpr double kE = 1e5;   // Pa
constexpr double kD = 0.02;  // m

TEST(HydroelasticContactTest, SoftSphereOnRigidHalfSpace) {
  const GeometryId id_S = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const double a = std::sqrt(kR * kR - (kR - kD) * (kR - kD));
  double previous_error = 1;
  for (double hint : {0.02, 0.01, 0.005}) {
    const Soft sphere(MakeSphereSurfaceMesh(kR, hint), kE);
    // The sphere's centre at height R − d, rotated arbitrarily (about a
    // vertical axis nothing changes in the closed form).
    const RigidTransform<double> X_WS(
        RotationMatrix<double>::MakeZRotation(0.3),
        Vector3d(0.2, -0.1, kR - kD));
    const RigidTransform<double> X_WR;
    auto poly = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
        id_S, *sphere.field, sphere.bvh, X_WS, id_R, X_WR,
        HydroelasticContactRepresentation::kPolygon);
    auto tri = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
        id_S, *sphere.field, sphere.bvh, X_WS, id_R, X_WR,
        HydroelasticContactRepresentation::kTriangle);
    ASSERT_NE(poly, nullptr);
    ASSERT_NE(tri, nullptr);
    EXPECT_EQ(poly->representation(),
              HydroelasticContactRepresentation::kPolygon);
    EXPECT_TRUE(tri->is_triangle());
    // Ids ordered; normals out of N into M.
    EXPECT_LT(poly->id_M(), poly->id_N());
    const double up = poly->id_M() == id_S ? 1 : -1;
    double max_radius = 0;
    for (int k = 0; k < poly->num_faces(); ++k) {
      EXPECT_TRUE(
          CompareMatrices(poly->face_normal(k), Vector3d(0, 0, up), 1e-12));
    }
    for (int v = 0; v < poly->num_vertices(); ++v) {
      const Vector3d p = poly->poly_mesh_W().vertex(v);
      EXPECT_NEAR(p.z(), 0, 1e-15);
      max_radius = std::max(max_radius, (p - Vector3d(0.2, -0.1, 0)).norm());
      // Every pressure is within [0, E·d/R] (the plane's highest value,
      // at the disk's centre).
      EXPECT_GE(poly->poly_e_MN().EvaluateAtVertex(v), -1e-9);
      EXPECT_LE(poly->poly_e_MN().EvaluateAtVertex(v), kE * kD / kR + 1e-9);
    }
    // The mesh is inscribed in the sphere, so the disk is at most a and
    // falls short by at most the chord's sagitta (edge²/(8R), edge ≤ the
    // hint) scaled by R/a.
    EXPECT_LE(max_radius, a + 1e-12);
    EXPECT_GE(max_radius, a - hint * hint / (8 * kR) * kR / a);
    // Both representations cover the same area, and give the same force.
    EXPECT_NEAR(tri->total_area(), poly->total_area(), 1e-14);
    const Vector3d f_tri = NetForce(*tri);
    const Vector3d f_poly = NetForcePolygons(*poly);
    EXPECT_TRUE(CompareMatrices(f_tri, f_poly, 1e-12 * f_tri.norm()));
    const double force = std::abs(f_tri.z());
    const double error =
        std::abs(force - SphereForce(kE, kR, kD)) / SphereForce(kE, kR, kD);
    // The discrete field is below E·(1 − r/R) by at most E·s/R with s the
    // sagitta; the force error is O(hint²): at 2 cm, 1 cm, 5 mm we see
    // about 6%, 1.6% and 0.4% and require each halving to cut it by at
    // least 3 (quadratic convergence is 4).
    EXPECT_LT(error, previous_error / 3);
    previous_error = error;
    EXPECT_NEAR(f_tri.x(), 0, 1e-12 * force);
    EXPECT_NEAR(f_tri.y(), 0, 1e-12 * force);
    // Gradients: only the compliant sphere's, pointing into it (up).
    const bool sphere_is_M = poly->id_M() == id_S;
    EXPECT_EQ(poly->HasGradE_M(), sphere_is_M);
    EXPECT_EQ(poly->HasGradE_N(), !sphere_is_M);
    const Vector3d grad =
        sphere_is_M ? poly->EvaluateGradE_M_W(0) : poly->EvaluateGradE_N_W(0);
    EXPECT_GT(grad.z(), 0);
  }
  EXPECT_LT(previous_error, 0.006);
}

// The sphere on the top face of a large rigid box is the same surface as
// on a plane at that height.
TEST(HydroelasticContactTest, SoftSphereOnRigidBoxMatchesPlane) {
  const GeometryId id_S = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const Soft sphere(MakeSphereSurfaceMesh(kR, 0.01), kE);
  const TriangleSurfaceMesh<double> box =
      MakeBoxSurfaceMesh(Vector3d(1, 1, 0.2), 1.0);
  const Bvh<TriangleSurfaceMesh<double>> box_bvh(box);
  // Box top at z = 0.
  const RigidTransform<double> X_WB(Vector3d(0, 0, -0.1));
  const RigidTransform<double> X_WS(RotationMatrix<double>::MakeXRotation(0.2),
                                    Vector3d(0.01, 0.02, kR - kD));
  auto on_box = ComputeContactSurfaceFromSoftVolumeRigidSurface<double>(
      id_S, *sphere.field, sphere.bvh, X_WS, id_R, box, box_bvh, X_WB,
      HydroelasticContactRepresentation::kTriangle);
  auto on_plane = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
      id_S, *sphere.field, sphere.bvh, X_WS, id_R, RigidTransform<double>(),
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_NE(on_box, nullptr);
  // Same area and force (both the exact slice of the same tetrahedra; the
  // pieces differ, so agreement is to round-off in the sums).
  EXPECT_NEAR(on_box->total_area(), on_plane->total_area(),
              1e-12 * on_plane->total_area());
  EXPECT_TRUE(CompareMatrices(NetForce(*on_box), NetForce(*on_plane),
                              1e-10 * NetForce(*on_plane).norm()));
  EXPECT_TRUE(CompareMatrices(on_box->centroid(), on_plane->centroid(), 1e-12));
  // Lifted clear of the box: no surface.
  const RigidTransform<double> X_WS_up(Vector3d(0, 0, kR + 0.001));
  EXPECT_EQ(ComputeContactSurfaceFromSoftVolumeRigidSurface<double>(
                id_S, *sphere.field, sphere.bvh, X_WS_up, id_R, box, box_bvh,
                X_WB, HydroelasticContactRepresentation::kPolygon),
            nullptr);
}

// A compliant box pressed flat into a plane: the surface is the whole
// cross-section, and the centre of pressure lies under the box's centre.
TEST(HydroelasticContactTest, SoftBoxOnRigidHalfSpace) {
  const GeometryId id_S = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const Vector3d size(0.2, 0.3, 0.1);
  const Soft box(MakeBoxSurfaceMesh(size, 0.02), kE);
  const double d = 0.005;
  const Vector3d center(0.3, 0.4, size.z() / 2 - d);
  const RigidTransform<double> X_WS(center);
  auto s = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
      id_S, *box.field, box.bvh, X_WS, id_R, RigidTransform<double>(),
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_NE(s, nullptr);
  EXPECT_NEAR(s->total_area(), size.x() * size.y(), 1e-14);
  // Centre of pressure: ∫ p·x dA / ∫ p dA.
  double force = 0;
  Vector3d moment = Vector3d::Zero();
  const auto& mesh = s->tri_mesh_W();
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    // Exact for linear p and x: ∫ p·x dA = A/12·(Σ pᵢxᵢ + Σpᵢ·Σxᵢ).
    double sum_p = 0;
    Vector3d sum_x = Vector3d::Zero(), sum_px = Vector3d::Zero();
    for (int i = 0; i < 3; ++i) {
      const int v = mesh.element(t).vertex(i);
      const double p = s->tri_e_MN().EvaluateAtVertex(v);
      sum_p += p;
      sum_x += mesh.vertex(v);
      sum_px += p * mesh.vertex(v);
    }
    force += mesh.area(t) * sum_p / 3;
    moment += mesh.area(t) / 12 * (sum_px + sum_p * sum_x);
  }
  const Vector3d p_WCoP = moment / force;
  // The box mesh is point-symmetric about the box's centre, so is the
  // surface's pressure: round-off only.
  EXPECT_NEAR(p_WCoP.x(), center.x(), 1e-12);
  EXPECT_NEAR(p_WCoP.y(), center.y(), 1e-12);
  // Under the bottom face's pyramid the pressure is E·d/(h_z) (the fan's
  // field there is E·(1 − |z|/h_z)).
  const Vector3d p_W_mid(center.x(), center.y(), 0);
  int found = 0;
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    const auto b = mesh.CalcBarycentric(p_W_mid, t);
    if ((b.array() >= -1e-12).all()) {
      EXPECT_NEAR(s->tri_e_MN().Evaluate<double>(t, b), kE * d / (size.z() / 2),
                  1e-9);
      ++found;
    }
  }
  EXPECT_GT(found, 0);
}

// Tilting the pressed box about its x axis (the −y edge going down)
// moves the centre of pressure toward that edge, further the larger the
// tilt; with no tilt it is under the centre.
TEST(HydroelasticContactTest, TiltedSoftBoxCentreOfPressure) {
  const GeometryId id_S = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const Vector3d size(0.2, 0.3, 0.1);
  const Soft box(MakeBoxSurfaceMesh(size, 0.3), kE);
  auto centre_of_pressure_y = [&](double theta) {
    // The box's centre stays 5 mm lower than resting flat.
    const RigidTransform<double> X_WS(
        RotationMatrix<double>::MakeXRotation(theta),
        Vector3d(0, 0, size.z() / 2 - 0.005));
    auto s = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
        id_S, *box.field, box.bvh, X_WS, id_R, RigidTransform<double>(),
        HydroelasticContactRepresentation::kTriangle);
    double force = 0, moment = 0;
    const auto& mesh = s->tri_mesh_W();
    for (int t = 0; t < mesh.num_triangles(); ++t) {
      double sum_p = 0, sum_y = 0, sum_py = 0;
      for (int i = 0; i < 3; ++i) {
        const int v = mesh.element(t).vertex(i);
        const double p = s->tri_e_MN().EvaluateAtVertex(v);
        sum_p += p;
        sum_y += mesh.vertex(v).y();
        sum_py += p * mesh.vertex(v).y();
      }
      force += mesh.area(t) * sum_p / 3;
      moment += mesh.area(t) / 12 * (sum_py + sum_p * sum_y);
    }
    return moment / force;
  };
  EXPECT_NEAR(centre_of_pressure_y(0), 0, 1e-12);
  const double small = centre_of_pressure_y(0.01);
  const double large = centre_of_pressure_y(0.03);
  EXPECT_LT(small, -1e-3);
  EXPECT_LT(large, small);
  // Still within the footprint.
  EXPECT_GT(large, -size.y() / 2);
}

// A rigid sphere pressed a depth d into a compliant half space of
// thickness h: the surface is the sphere's cap below the plane; with
// p = (E/h)·depth the vertical force is (E/h) times the cap's volume
// π·d²·(3R − d)/3 (each vertical column contributes depth·dA).
TEST(HydroelasticContactTest, RigidSphereInSoftHalfSpace) {
  const GeometryId id_H = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const double h = 0.05;
  const TriangleSurfaceMesh<double> sphere = MakeSphereSurfaceMesh(kR, 0.005);
  const Bvh<TriangleSurfaceMesh<double>> bvh(sphere);
  const RigidTransform<double> X_WR(Vector3d(0, 0, kR - kD));
  auto s = ComputeContactSurfaceFromSoftHalfSpaceRigidSurface<double>(
      id_H, kE / h, RigidTransform<double>(), id_R, sphere, bvh, X_WR,
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_NE(s, nullptr);
  const Vector3d f = NetForce(*s);
  // Normals point out of the rigid sphere into the half space (down):
  // the force on N (if N is the sphere)... sign by ordering.
  const double sign = s->id_M() == id_H ? -1 : 1;
  const double expected = kE / h * M_PI * kD * kD * (3 * kR - kD) / 3;
  // Inscribed polyhedron at 5 mm on 10 cm: the cap's volume is short by
  // about the sagitta over the cap (≈0.4%); 1% allowed.
  EXPECT_NEAR(sign * f.z() / expected, 1.0, 0.01);
  // The half space's gradient points down (into it), E/h in size.
  const Vector3d grad =
      s->id_M() == id_H ? s->EvaluateGradE_M_W(0) : s->EvaluateGradE_N_W(0);
  EXPECT_TRUE(CompareMatrices(grad, Vector3d(0, 0, -kE / h), 1e-9));
}

// Two equal compliant spheres pressed together by d: by symmetry their
// surface is the mid-plane, with each sphere's pressure there: the same
// as one sphere pressed d/2 into a rigid plane.
TEST(HydroelasticContactTest, TwoEqualSoftSpheres) {
  const GeometryId id_A = GeometryId::get_new_id();
  const GeometryId id_B = GeometryId::get_new_id();
  const Soft sphere(MakeSphereSurfaceMesh(kR, 0.01), kE);
  // Mirror images of each other through the plane x = 0.
  const RigidTransform<double> X_WA(Vector3d(-(kR - kD / 2), 0, 0));
  const RigidTransform<double> X_WB(RotationMatrix<double>::MakeZRotation(M_PI),
                                    Vector3d(kR - kD / 2, 0, 0));
  auto s = ComputeContactSurfaceFromCompliantVolumes<double>(
      id_A, *sphere.field, sphere.bvh, X_WA, id_B, *sphere.field, sphere.bvh,
      X_WB, HydroelasticContactRepresentation::kTriangle);
  ASSERT_NE(s, nullptr);
  for (int v = 0; v < s->num_vertices(); ++v) {
    EXPECT_NEAR(s->tri_mesh_W().vertex(v).x(), 0, 1e-12);
  }
  // M = the lower id; the normal points into M.
  const double into_M = s->id_M() == id_A ? -1 : 1;
  for (int k = 0; k < s->num_faces(); ++k) {
    EXPECT_TRUE(
        CompareMatrices(s->face_normal(k), Vector3d(into_M, 0, 0), 1e-9));
  }
  EXPECT_TRUE(s->HasGradE_M());
  EXPECT_TRUE(s->HasGradE_N());
  // Against sphere A pressed d/2 into the rigid plane x = 0 (normal −x).
  const RigidTransform<double> X_WP(
      RotationMatrix<double>::MakeYRotation(-M_PI / 2));
  auto half = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<double>(
      id_A, *sphere.field, sphere.bvh, X_WA, id_B, X_WP,
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_NE(half, nullptr);
  EXPECT_NEAR(s->total_area(), half->total_area(), 1e-9 * half->total_area());
  EXPECT_NEAR(NetForce(*s).norm(), NetForce(*half).norm(),
              1e-9 * NetForce(*half).norm());
  EXPECT_NEAR(NetForce(*s).norm() / SphereForce(kE, kR, kD / 2), 1.0, 0.05);
}

// Two equal compliant cubes (Drake's medial-axis mesh and field E·d/H,
// d the distance to the cube's boundary, H = s/2), B stacked on A, shifted
// sideways by (Δx, Δy), their faces overlapping by a depth δ. Closed forms:
// every vertex of the surface lies in both cubes and has the pressure
// E·d_A/H = E·d_B/H (the defining property of the surface, d_A and d_B
// each cube's distance to its own boundary). Farther than δ/2 from every
// side face of both, A's top face and B's bottom face are the nearest, and
// the surface is the plane halfway into the overlap: there it covers a
// rectangle (s − |Δx| − δ) × (s − |Δy| − δ) at the pressure E·(δ/2)/H.
// B turned a quarter turn about z is the same field meshed differently and
// must give the same surface. (The sideways shift keeps the problem
// regular: for aligned cubes, within δ/2 of an edge both pressures are the
// same side face's distance, equal in a whole volume, and the surface
// there depends on how the tetrahedra pair up. A compliant cube has 24
// tetrahedra, so the query pairs the tetrahedra near the overlap directly
// rather than through the BVHs, which the spheres above exercise.)
TEST(HydroelasticContactTest, TwoCompliantCubesMeetHalfwayIntoTheirOverlap) {
  constexpr double kSide = 0.2, kBoxE = 1e7, kDepth = 1e-3;
  const Vector3d size = Vector3d::Constant(kSide);
  const VolumeMesh<double> mesh = MakeBoxMedialAxisVolumeMesh(size);
  const VolumeMeshFieldLinear<double, double> field =
      MakeBoxPressureField(size, &mesh, kBoxE, 0.0);
  const Bvh<VolumeMesh<double>> bvh(mesh);
  const GeometryId id_A = GeometryId::get_new_id();
  const GeometryId id_B = GeometryId::get_new_id();
  const RigidTransform<double> X_WA(Vector3d(0.01, -0.02, 0.3));
  const double H = kSide / 2;
  // A point's distance to the boundary of a cube of side kSide centred at
  // p_Ao (axis-aligned in A's frame, as both cubes are here).
  auto distance = [&](const Vector3d& p_AV, const Vector3d& p_Ao) {
    return H - (p_AV - p_Ao).cwiseAbs().maxCoeff();
  };
  const Vector3d p_A_Bo(0.03, -0.02, kSide - kDepth);
  // The pressures are up to E·(δ/2)/H = 5e4 Pa; the vertices are clipped
  // with round-off ~1e-17 m, i.e. ~1e-9 Pa of pressure: 1e-6 Pa.
  constexpr double kPressureTolerance = 1e-6;
  double reference_area = 0;
  Vector3d reference_force = Vector3d::Zero();
  for (const double turn : {0.0, M_PI / 2}) {
    SCOPED_TRACE(fmt::format("B turned {} rad about z", turn));
    const RigidTransform<double> X_WB(
        RotationMatrix<double>::MakeZRotation(turn), X_WA * p_A_Bo);
    auto s = ComputeContactSurfaceFromCompliantVolumes<double>(
        id_A, field, bvh, X_WA, id_B, field, bvh, X_WB,
        HydroelasticContactRepresentation::kPolygon);
    ASSERT_NE(s, nullptr);
    for (int v = 0; v < s->num_vertices(); ++v) {
      const Vector3d p_AV = X_WA.inverse() * s->poly_mesh_W().vertex(v);
      const double d_A = distance(p_AV, Vector3d::Zero());
      const double d_B = distance(p_AV, p_A_Bo);
      EXPECT_GE(d_A, -1e-15);
      EXPECT_GE(d_B, -1e-15);
      const double pressure = s->poly_e_MN().EvaluateAtVertex(v);
      EXPECT_NEAR(pressure, kBoxE * d_A / H, kPressureTolerance);
      EXPECT_NEAR(pressure, kBoxE * d_B / H, kPressureTolerance);
    }
    // The faces normal to z: the rectangle halfway into the overlap, at
    // the pressure E·(δ/2)/H.
    double flat_area = 0, flat_force = 0;
    for (int f = 0; f < s->num_faces(); ++f) {
      if (std::abs(s->face_normal(f).z()) < 1 - 1e-12) continue;
      const Vector3d p_AC = X_WA.inverse() * s->centroid(f);
      EXPECT_NEAR(p_AC.z(), (kSide - kDepth) / 2, 1e-15);
      flat_area += s->area(f);
      flat_force +=
          s->poly_e_MN().EvaluateCartesian(f, s->centroid(f)) * s->area(f);
    }
    const double inner = (kSide - std::abs(p_A_Bo.x()) - kDepth) *
                         (kSide - std::abs(p_A_Bo.y()) - kDepth);
    EXPECT_NEAR(flat_area, inner, 1e-12 * inner);
    const double flat_pressure = kBoxE * (kDepth / 2) / H;
    EXPECT_NEAR(flat_force, flat_pressure * inner,
                1e-9 * flat_pressure * inner);
    // The turned cube gives the same surface (1e-12 relative: the same
    // polygons, clipped in another order).
    const Vector3d force = NetForcePolygons(*s);
    if (turn == 0) {
      reference_area = s->total_area();
      reference_force = force;
    } else {
      EXPECT_NEAR(s->total_area(), reference_area, 1e-12 * reference_area);
      EXPECT_TRUE(CompareMatrices(force, reference_force,
                                  1e-12 * reference_force.norm()));
    }
  }
}

// AutoDiffXd: the surface's derivatives with respect to the sphere's
// height match a central difference of the double computation.
TEST(HydroelasticContactTest, AutoDiffDerivativeOfForce) {
  const GeometryId id_S = GeometryId::get_new_id();
  const GeometryId id_R = GeometryId::get_new_id();
  const Soft sphere(MakeSphereSurfaceMesh(kR, 0.02), kE);
  auto force_at = [&](const auto& z) {
    using T = std::decay_t<decltype(z)>;
    const RigidTransform<T> X_WS(Vector3<T>(T(0.001), T(0.002), z));
    auto s = ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<T>(
        id_S, *sphere.field, sphere.bvh, X_WS, id_R, RigidTransform<T>(),
        HydroelasticContactRepresentation::kTriangle);
    T f(0);
    const auto& mesh = s->tri_mesh_W();
    for (int t = 0; t < mesh.num_triangles(); ++t) {
      T p(0);
      for (int i = 0; i < 3; ++i) {
        p += s->tri_e_MN().EvaluateAtVertex(mesh.element(t).vertex(i)) / 3;
      }
      f += p * mesh.area(t);
    }
    return f;
  };
  const double z0 = kR - kD;
  const AutoDiffXd z(z0, Vector1d(1.0));
  const AutoDiffXd f = force_at(z);
  const double step = 1e-7;
  const double fd = (force_at(z0 + step) - force_at(z0 - step)) / (2 * step);
  EXPECT_NEAR(f.value(), force_at(z0), 1e-12 * f.value());
  // The force is piecewise smooth in z (smooth while the plane stays within
  // the same tetrahedra); central differences with step 1e-7 on values of
  // ~1e2 N: error ~1e-9·|f|/step² curvature + 1e-16·f/1e-7 ≈ 1e-6 relative.
  EXPECT_NEAR(f.derivatives()(0), fd, 1e-5 * std::abs(fd));
  EXPECT_LT(f.derivatives()(0), 0);  // higher up, less force
}

}  // namespace hydroelastic_contact_test
}  // namespace internal
}  // namespace geometry
}  // namespace drake
