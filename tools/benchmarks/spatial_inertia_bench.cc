// SpatialInertia Shift and ReExpress against hand-written plain Eigen code
// doing the same math on a (mass, com, full 3×3 unit inertia) triple.
//
// Each iteration applies the operation in place; the shift alternates +p
// and −p and the rotation is applied repeatedly so values stay bounded.

#include <benchmark/benchmark.h>

#include "drake/math/rotation_matrix.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::Matrix3d;
using Eigen::Vector3d;

SpatialInertia<double> MakeInertia() {
  return SpatialInertia<double>::SolidBoxWithMass(2.0, 0.3, 0.5, 0.7)
      .Shift(Vector3d(0.1, -0.2, 0.3));
}

const math::RotationMatrix<double>& SomeRotation() {
  static const math::RotationMatrix<double> R =
      math::RotationMatrix<double>::MakeZRotation(0.3) *
      math::RotationMatrix<double>::MakeXRotation(-0.5);
  return R;
}

// The plain-Eigen representation: mass, p_PScm_E and the full symmetric
// unit inertia G_SP_E.
struct PlainInertia {
  double mass;
  Vector3d p_PScm_E;
  Matrix3d G_SP_E;
};

PlainInertia MakePlain() {
  const SpatialInertia<double> M = MakeInertia();
  return {M.get_mass(), M.get_com(), M.get_unit_inertia().CopyToFullMatrix3()};
}

// G_SQ = G_SP − pm(p_PScm) + pm(p_QScm), pm(p) = |p|² 𝐈 − p pᵀ.
inline void PlainShiftInPlace(const Vector3d& p_PQ_E, PlainInertia* M) {
  const Vector3d p_QScm_E = M->p_PScm_E - p_PQ_E;
  M->G_SP_E += (p_QScm_E.squaredNorm() - M->p_PScm_E.squaredNorm()) *
                   Matrix3d::Identity() -
               p_QScm_E * p_QScm_E.transpose() +
               M->p_PScm_E * M->p_PScm_E.transpose();
  M->p_PScm_E = p_QScm_E;
}

inline void PlainReExpressInPlace(const Matrix3d& R_AE, PlainInertia* M) {
  M->p_PScm_E = R_AE * M->p_PScm_E;
  M->G_SP_E = R_AE * M->G_SP_E * R_AE.transpose();
}

void BM_SpatialInertiaShift(benchmark::State& state) {
  SpatialInertia<double> M = MakeInertia();
  Vector3d p(0.4, -0.1, 0.25);
  for (auto _ : state) {
    M.ShiftInPlace(p);
    p = -p;
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_SpatialInertiaShift);

void BM_PlainEigenShift(benchmark::State& state) {
  PlainInertia M = MakePlain();
  Vector3d p(0.4, -0.1, 0.25);
  for (auto _ : state) {
    PlainShiftInPlace(p, &M);
    p = -p;
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_PlainEigenShift);

void BM_SpatialInertiaReExpress(benchmark::State& state) {
  SpatialInertia<double> M = MakeInertia();
  const math::RotationMatrix<double>& R = SomeRotation();
  for (auto _ : state) {
    M.ReExpressInPlace(R);
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_SpatialInertiaReExpress);

void BM_PlainEigenReExpress(benchmark::State& state) {
  PlainInertia M = MakePlain();
  const Matrix3d R = SomeRotation().matrix();
  for (auto _ : state) {
    PlainReExpressInPlace(R, &M);
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_PlainEigenReExpress);

// The common inner-loop combination: re-express a body's inertia into the
// world and shift it to another point (composite-body recursion).
void BM_SpatialInertiaReExpressThenShift(benchmark::State& state) {
  const SpatialInertia<double> M_BBo_B = MakeInertia();
  const math::RotationMatrix<double>& R_WB = SomeRotation();
  const Vector3d p_BoPo_W(0.4, -0.1, 0.25);
  for (auto _ : state) {
    SpatialInertia<double> M = M_BBo_B.ReExpress(R_WB).Shift(p_BoPo_W);
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_SpatialInertiaReExpressThenShift);

void BM_PlainEigenReExpressThenShift(benchmark::State& state) {
  const PlainInertia M_BBo_B = MakePlain();
  const Matrix3d R_WB = SomeRotation().matrix();
  const Vector3d p_BoPo_W(0.4, -0.1, 0.25);
  for (auto _ : state) {
    PlainInertia M = M_BBo_B;
    PlainReExpressInPlace(R_WB, &M);
    PlainShiftInPlace(p_BoPo_W, &M);
    benchmark::DoNotOptimize(M);
  }
}
BENCHMARK(BM_PlainEigenReExpressThenShift);

}  // namespace
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
