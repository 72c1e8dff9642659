// RigidTransform composition, point transform and inverse against
// Eigen::Isometry3d and hand-written 3x3/3 code doing the same math.
//
// Inputs are kNumPoses random poses and points prepared before the timed
// loop; iteration i uses entries i and i + 1 (mod kNumPoses), so the
// compiler cannot hoist the work and the data stays in L1.

#include <array>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/math/rigid_transform.h"

namespace drake {
namespace math {
namespace {

constexpr int kNumPoses = 256;

std::vector<RigidTransformd> MakePoses() {
  std::mt19937 generator(2024);
  std::normal_distribution<double> normal;
  std::vector<RigidTransformd> poses;
  for (int i = 0; i < kNumPoses; ++i) {
    Eigen::Quaterniond q(normal(generator), normal(generator),
                         normal(generator), normal(generator));
    q.normalize();
    poses.emplace_back(q, Eigen::Vector3d(normal(generator), normal(generator),
                                          normal(generator)));
  }
  return poses;
}

std::vector<Eigen::Vector3d> MakePoints() {
  std::mt19937 generator(7);
  std::normal_distribution<double> normal;
  std::vector<Eigen::Vector3d> points;
  for (int i = 0; i < kNumPoses; ++i) {
    points.emplace_back(normal(generator), normal(generator),
                        normal(generator));
  }
  return points;
}

std::vector<Eigen::Isometry3d> MakeIsometries() {
  std::vector<Eigen::Isometry3d> result;
  for (const RigidTransformd& X : MakePoses()) {
    result.push_back(X.GetAsIsometry3());
  }
  return result;
}

// The plain representation: row-major rotation and a translation.
struct HandPose {
  std::array<double, 9> R;
  std::array<double, 3> p;
};

std::vector<HandPose> MakeHandPoses() {
  std::vector<HandPose> result;
  for (const RigidTransformd& X : MakePoses()) {
    HandPose pose;
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j)
        pose.R[3 * i + j] = X.rotation().matrix()(i, j);
      pose.p[i] = X.translation()(i);
    }
    result.push_back(pose);
  }
  return result;
}

// X_AC = X_AB * X_BC written out by hand.
inline HandPose HandCompose(const HandPose& X_AB, const HandPose& X_BC) {
  HandPose X_AC;
  for (int i = 0; i < 3; ++i) {
    const double a0 = X_AB.R[3 * i], a1 = X_AB.R[3 * i + 1],
                 a2 = X_AB.R[3 * i + 2];
    for (int j = 0; j < 3; ++j) {
      X_AC.R[3 * i + j] =
          a0 * X_BC.R[j] + a1 * X_BC.R[3 + j] + a2 * X_BC.R[6 + j];
    }
    X_AC.p[i] = X_AB.p[i] + a0 * X_BC.p[0] + a1 * X_BC.p[1] + a2 * X_BC.p[2];
  }
  return X_AC;
}

void BM_RigidTransformCompose(benchmark::State& state) {
  const std::vector<RigidTransformd> poses = MakePoses();
  int i = 0;
  for (auto _ : state) {
    const int j = (i + 1) % kNumPoses;
    RigidTransformd X_AC = poses[i] * poses[j];
    benchmark::DoNotOptimize(X_AC);
    i = j;
  }
}
BENCHMARK(BM_RigidTransformCompose);

void BM_IsometryCompose(benchmark::State& state) {
  const std::vector<Eigen::Isometry3d> poses = MakeIsometries();
  int i = 0;
  for (auto _ : state) {
    const int j = (i + 1) % kNumPoses;
    Eigen::Isometry3d X_AC = poses[i] * poses[j];
    benchmark::DoNotOptimize(X_AC);
    i = j;
  }
}
BENCHMARK(BM_IsometryCompose);

void BM_HandCompose(benchmark::State& state) {
  const std::vector<HandPose> poses = MakeHandPoses();
  int i = 0;
  for (auto _ : state) {
    const int j = (i + 1) % kNumPoses;
    HandPose X_AC = HandCompose(poses[i], poses[j]);
    benchmark::DoNotOptimize(X_AC);
    i = j;
  }
}
BENCHMARK(BM_HandCompose);

void BM_RigidTransformTimesPoint(benchmark::State& state) {
  const std::vector<RigidTransformd> poses = MakePoses();
  const std::vector<Eigen::Vector3d> points = MakePoints();
  int i = 0;
  for (auto _ : state) {
    Eigen::Vector3d p_AoQ_A = poses[i] * points[i];
    benchmark::DoNotOptimize(p_AoQ_A);
    i = (i + 1) % kNumPoses;
  }
}
BENCHMARK(BM_RigidTransformTimesPoint);

void BM_IsometryTimesPoint(benchmark::State& state) {
  const std::vector<Eigen::Isometry3d> poses = MakeIsometries();
  const std::vector<Eigen::Vector3d> points = MakePoints();
  int i = 0;
  for (auto _ : state) {
    Eigen::Vector3d p_AoQ_A = poses[i] * points[i];
    benchmark::DoNotOptimize(p_AoQ_A);
    i = (i + 1) % kNumPoses;
  }
}
BENCHMARK(BM_IsometryTimesPoint);

void BM_RigidTransformInverse(benchmark::State& state) {
  const std::vector<RigidTransformd> poses = MakePoses();
  int i = 0;
  for (auto _ : state) {
    RigidTransformd X_BA = poses[i].inverse();
    benchmark::DoNotOptimize(X_BA);
    i = (i + 1) % kNumPoses;
  }
}
BENCHMARK(BM_RigidTransformInverse);

void BM_IsometryInverse(benchmark::State& state) {
  const std::vector<Eigen::Isometry3d> poses = MakeIsometries();
  int i = 0;
  for (auto _ : state) {
    Eigen::Isometry3d X_BA = poses[i].inverse(Eigen::Isometry);
    benchmark::DoNotOptimize(X_BA);
    i = (i + 1) % kNumPoses;
  }
}
BENCHMARK(BM_IsometryInverse);

void BM_RigidTransformInvertAndCompose(benchmark::State& state) {
  const std::vector<RigidTransformd> poses = MakePoses();
  int i = 0;
  for (auto _ : state) {
    const int j = (i + 1) % kNumPoses;
    RigidTransformd X_BC = poses[i].InvertAndCompose(poses[j]);
    benchmark::DoNotOptimize(X_BC);
    i = j;
  }
}
BENCHMARK(BM_RigidTransformInvertAndCompose);

}  // namespace
}  // namespace math
}  // namespace drake

BENCHMARK_MAIN();
