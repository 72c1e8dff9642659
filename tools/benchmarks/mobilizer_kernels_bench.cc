// Per-joint kinematic kernels (multibody/tree/mobilizer_kernels.h):
// CalcX_FM + CalcV_FM for the revolute and the quaternion-floating kinds,
// called directly and through the VisitMobilizerKernel() switch the
// compiled tree uses.
//
// Inputs are kNumStates random states (q, v) laid out back to back in flat
// arrays, as in a whole-plant state vector, prepared before the timed loop;
// iteration i uses state i mod kNumStates so that the compiler cannot hoist
// the work and the data stays in L1.

#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/multibody/tree/mobilizer_kernels.h"

namespace drake {
namespace multibody {
namespace internal {
namespace {

constexpr int kNumStates = 256;

// Flat, contiguous q and v of kNumStates states of one kernel kind. A
// quaternion's first four entries are a random unit quaternion.
template <typename Kernel>
struct States {
  States() {
    std::mt19937 generator(2026);
    std::normal_distribution<double> normal;
    q.resize(kNumStates * Kernel::kNq);
    v.resize(kNumStates * Kernel::kNv);
    for (double& x : q) x = normal(generator);
    for (double& x : v) x = normal(generator);
    if constexpr (Kernel::kKind == MobilizerKind::kQuaternionFloating) {
      for (int i = 0; i < kNumStates; ++i) {
        Eigen::Map<Eigen::Vector4d> quaternion(&q[i * Kernel::kNq]);
        quaternion.normalize();
      }
    }
  }
  std::vector<double> q;
  std::vector<double> v;
};

MobilizerParameters MakeParameters() {
  MobilizerParameters params;
  params.axis = Eigen::Vector3d(0.3, -0.5, 0.8).normalized();
  return params;
}

// X_FM and V_FM for one state, calling the kernel directly.
template <typename Kernel>
void BM_PoseAndVelocity(benchmark::State& state) {
  const States<Kernel> states;
  const MobilizerParameters params = MakeParameters();
  int i = 0;
  for (auto _ : state) {
    const double* q = &states.q[i * Kernel::kNq];
    const double* v = &states.v[i * Kernel::kNv];
    math::RigidTransform<double> X_FM = Kernel::CalcX_FM(params, q);
    SpatialVelocity<double> V_FM = Kernel::CalcV_FM(params, q, v);
    benchmark::DoNotOptimize(X_FM);
    benchmark::DoNotOptimize(V_FM);
    i = (i + 1) % kNumStates;
  }
}
BENCHMARK(BM_PoseAndVelocity<RevoluteKernel>);
BENCHMARK(BM_PoseAndVelocity<QuaternionFloatingKernel>);

// The same work through the run-time switch on the kind, as the compiled
// tree calls it.
template <typename Kernel>
void BM_PoseAndVelocityDispatched(benchmark::State& state) {
  const States<Kernel> states;
  const MobilizerParameters params = MakeParameters();
  MobilizerKind kind = Kernel::kKind;
  benchmark::DoNotOptimize(kind);
  int i = 0;
  math::RigidTransform<double> X_FM;
  SpatialVelocity<double> V_FM;
  for (auto _ : state) {
    const double* q = &states.q[i * Kernel::kNq];
    const double* v = &states.v[i * Kernel::kNv];
    VisitMobilizerKernel(kind, [&](auto kernel) {
      using K = decltype(kernel);
      X_FM = K::CalcX_FM(params, q);
      V_FM = K::CalcV_FM(params, q, v);
    });
    benchmark::DoNotOptimize(X_FM);
    benchmark::DoNotOptimize(V_FM);
    i = (i + 1) % kNumStates;
  }
}
BENCHMARK(BM_PoseAndVelocityDispatched<RevoluteKernel>);
BENCHMARK(BM_PoseAndVelocityDispatched<QuaternionFloatingKernel>);

}  // namespace
}  // namespace internal
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
