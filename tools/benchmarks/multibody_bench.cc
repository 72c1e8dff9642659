// MultibodyPlant speed through the public API with a Context, the cache
// invalidated before every call (the state is rewritten, as a simulation or
// a controller would): inverse dynamics (RNEA; alone, and with gravity and
// damping from CalcForceElementsContribution as a controller computes it),
// gravity's generalized forces, the mass matrix (composite bodies), forward
// dynamics (EvalTimeDerivatives of a continuous plant by the method the
// tree chose at Finalize, and by each method: the articulated body
// algorithm, the factored mass matrix) and all body poses, on the KUKA
// iiwa14 and on a 32-link chain of revolute joints (the cross-library
// anchors, fixed base), and on MuJoCo's 27-dof humanoid (floating base).
// Also the AutoDiffXd mass matrix and forward dynamics of the iiwa14
// (derivatives with respect to q: 7 partials), AutoDiffXd forward dynamics
// by each method on the three models (derivatives with respect to q), and
// a small closed-loop Diagram's time derivatives in double and, converted
// by ToAutoDiffXd, in AutoDiffXd (derivatives with respect to its 4
// states).

#include <memory>
#include <random>
#include <string>

#include <benchmark/benchmark.h>

#include "drake/math/autodiff.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/linear_system.h"
#include "drake/systems/primitives/matrix_gain.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// The benchmark anchors (tools/benchmarks/models, see ORIGIN.md there): the
// iiwa14 without its inertia-less links and a 32-link revolute chain whose
// axes cycle z, y, x. Both roots are welded to the world, as Pinocchio and
// MuJoCo load them for the reference figures.
std::unique_ptr<MultibodyPlant<double>> MakeFixedBase(const std::string& file,
                                                      const std::string& root) {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  Parser parser(plant.get());
  parser.AddModels(std::string(MALLARD_BENCHMARK_MODELS_DIR) + "/" + file);
  plant->WeldFrames(plant->world_frame(),
                    plant->GetBodyByName(root).body_frame());
  plant->Finalize();
  return plant;
}

std::unique_ptr<MultibodyPlant<double>> MakeIiwa() {
  return MakeFixedBase("iiwa14.urdf", "iiwa_link_0");
}

std::unique_ptr<MultibodyPlant<double>> MakeChain() {
  return MakeFixedBase("chain32.urdf", "link_0");
}

struct Fixture {
  explicit Fixture(std::unique_ptr<MultibodyPlant<double>> p)
      : plant(std::move(p)), context(plant->CreateDefaultContext()) {
    std::mt19937 gen(1);
    std::uniform_real_distribution<double> dist(-1, 1);
    const int n = plant->num_multibody_states();
    x0 = VectorXd(n);
    x1 = VectorXd(n);
    for (int i = 0; i < n; ++i) {
      x0[i] = dist(gen);
      x1[i] = dist(gen);
    }
    // Free bodies get unit quaternions (the random q above is not one).
    for (BodyIndex b : plant->GetFloatingBaseBodies()) {
      const auto& body = plant->get_body(b);
      for (VectorXd* x : {&x0, &x1}) {
        plant->SetPositionsAndVelocities(context.get(), *x);
        const Eigen::Vector4d wxyz =
            x->segment<4>(body.floating_positions_start());
        plant->SetFreeBodyPose(
            context.get(), body,
            math::RigidTransformd(
                Eigen::Quaterniond(wxyz[0], wxyz[1], wxyz[2], wxyz[3])
                    .normalized(),
                x->segment<3>(body.floating_positions_start() + 4)));
        x->head(plant->num_positions()) = plant->GetPositions(*context);
      }
    }
    vdot = VectorXd::Constant(plant->num_velocities(), 0.3);
  }
  // Alternates between two states so every call sees new values.
  void Touch(int64_t i) {
    plant->SetPositionsAndVelocities(context.get(), (i & 1) ? x1 : x0);
  }
  std::unique_ptr<MultibodyPlant<double>> plant;
  std::unique_ptr<systems::Context<double>> context;
  VectorXd x0, x1, vdot;
};

// MuJoCo's 27-dof humanoid (free base + 21 hinges, several per body as
// massless intermediate bodies), read by the MJCF parser.
std::unique_ptr<MultibodyPlant<double>> MakeHumanoid() {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  Parser(plant.get())
      .AddModels(std::string(MALLARD_BENCHMARK_MODELS_DIR) +
                 "/humanoid_rigid.xml");
  plant->Finalize();
  return plant;
}

Fixture& Iiwa() {
  static Fixture* f = new Fixture(MakeIiwa());
  return *f;
}
Fixture& Humanoid() {
  static Fixture* f = new Fixture(MakeHumanoid());
  return *f;
}
Fixture& Chain() {
  static Fixture* f = new Fixture(MakeChain());
  return *f;
}

template <Fixture& (*Get)()>
void BM_InverseDynamics(benchmark::State& state) {
  Fixture& f = Get();
  MultibodyForces<double> forces(*f.plant);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(
        f.plant->CalcInverseDynamics(*f.context, f.vdot, forces));
  }
}

// Inverse dynamics as a controller computes it, gravity included: the force
// elements' contribution (gravity, joint damping) into a MultibodyForces,
// then RNEA with those forces applied.
template <Fixture& (*Get)()>
void BM_InverseDynamicsWithForceElements(benchmark::State& state) {
  Fixture& f = Get();
  MultibodyForces<double> forces(*f.plant);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    forces.SetZero();
    f.plant->CalcForceElementsContribution(*f.context, &forces);
    benchmark::DoNotOptimize(
        f.plant->CalcInverseDynamics(*f.context, f.vdot, forces));
  }
}

template <Fixture& (*Get)()>
void BM_GravityForces(benchmark::State& state) {
  Fixture& f = Get();
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(f.plant->CalcGravityGeneralizedForces(*f.context));
  }
}

template <Fixture& (*Get)()>
void BM_MassMatrix(benchmark::State& state) {
  Fixture& f = Get();
  const int nv = f.plant->num_velocities();
  MatrixXd M(nv, nv);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    f.plant->CalcMassMatrix(*f.context, &M);
    benchmark::DoNotOptimize(M.data());
  }
}

template <Fixture& (*Get)()>
void BM_ForwardDynamics(benchmark::State& state) {
  Fixture& f = Get();
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(&f.plant->EvalTimeDerivatives(*f.context));
  }
}

// Forward dynamics by one method, whatever the tree chose at Finalize().
template <Fixture& (*Get)(), internal::ForwardDynamicsMethod method>
void BM_ForwardDynamicsBy(benchmark::State& state) {
  Fixture& f = Get();
  internal::MultibodyTree<double>& tree = f.plant->mutable_tree();
  const internal::ForwardDynamicsMethod chosen = tree.forward_dynamics_method();
  tree.set_forward_dynamics_method(method);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(&f.plant->EvalTimeDerivatives(*f.context));
  }
  tree.set_forward_dynamics_method(chosen);
}
constexpr auto kAba = internal::ForwardDynamicsMethod::kArticulatedBody;
constexpr auto kCrb = internal::ForwardDynamicsMethod::kMassMatrix;

template <Fixture& (*Get)()>
void BM_AllBodyPoses(benchmark::State& state) {
  Fixture& f = Get();
  const auto& last = f.plant->get_body(BodyIndex(f.plant->num_bodies() - 1));
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(&f.plant->EvalBodyPoseInWorld(*f.context, last));
  }
}

// A fixture's plant (the iiwa14 by default) converted to AutoDiffXd, with
// the fixture's two configurations seeded with their nq partials
// (derivatives with respect to q) and the velocities constant.
template <Fixture& (*Get)() = Iiwa>
struct ModelAutoDiff {
  ModelAutoDiff() {
    Fixture& f = Get();
    plant = systems::System<double>::ToAutoDiffXd(*f.plant);
    context = plant->CreateDefaultContext();
    const int nq = plant->num_positions();
    const int nv = plant->num_velocities();
    q0 = math::InitializeAutoDiff(f.x0.head(nq));
    q1 = math::InitializeAutoDiff(f.x1.head(nq));
    plant->SetVelocities(context.get(), f.x0.tail(nv).cast<AutoDiffXd>());
  }
  ModelAutoDiff(const ModelAutoDiff&) = delete;
  // Alternates between the two configurations.
  void Touch(int64_t i) {
    plant->SetPositions(context.get(), (i & 1) ? q1 : q0);
  }
  std::unique_ptr<MultibodyPlant<AutoDiffXd>> plant;
  std::unique_ptr<systems::Context<AutoDiffXd>> context;
  VectorX<AutoDiffXd> q0, q1;
};

void BM_IiwaMassMatrixAutoDiff(benchmark::State& state) {
  ModelAutoDiff<> f;
  const int nv = f.plant->num_velocities();
  MatrixX<AutoDiffXd> M(nv, nv);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    f.plant->CalcMassMatrix(*f.context, &M);
    benchmark::DoNotOptimize(M.data());
  }
}

// Forward dynamics: EvalTimeDerivatives of the continuous AutoDiffXd plant.
void BM_IiwaForwardDynamicsAutoDiff(benchmark::State& state) {
  ModelAutoDiff<> f;
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(&f.plant->EvalTimeDerivatives(*f.context));
  }
}

// The same by each method, forced (both give the same v̇): the AutoDiffXd
// cost constants of EstimateForwardDynamicsCosts() are fitted to these.
template <Fixture& (*Get)(), internal::ForwardDynamicsMethod method>
void BM_ForwardDynamicsAutoDiffBy(benchmark::State& state) {
  ModelAutoDiff<Get> f;
  f.plant->mutable_tree().set_forward_dynamics_method(method);
  int64_t i = 0;
  for (auto _ : state) {
    f.Touch(i++);
    benchmark::DoNotOptimize(&f.plant->EvalTimeDerivatives(*f.context));
  }
}

// A small Diagram: a 4-state linear plant ẋ = Ax + Bu, y = x, in feedback
// with u = -Ky (a MatrixGain).
std::unique_ptr<systems::Diagram<double>> MakeClosedLoop() {
  Eigen::Matrix4d A;
  A << 0, 1, 0, 0, -2, -0.1, 1, 0, 0, 0, 0, 1, 1, 0, -3, -0.2;
  Eigen::Matrix<double, 4, 2> B;
  B << 0, 0, 1, 0, 0, 0, 0, 1;
  Eigen::Matrix<double, 2, 4> K;
  K << 1, 0.5, 0, 0, 0, 0, 2, 0.3;
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<systems::LinearSystem<double>>(
      A, B, Eigen::Matrix4d::Identity(), Eigen::Matrix<double, 4, 2>::Zero());
  auto* gain = builder.AddSystem<systems::MatrixGain<double>>(-K);
  builder.Connect(plant->get_output_port(), gain->get_input_port());
  builder.Connect(gain->get_output_port(), plant->get_input_port());
  return builder.Build();
}

template <typename T>
void BM_ClosedLoopTimeDerivatives(benchmark::State& state) {
  std::unique_ptr<systems::Diagram<T>> diagram;
  if constexpr (std::is_same_v<T, double>) {
    diagram = MakeClosedLoop();
  } else {
    diagram = systems::System<double>::ToAutoDiffXd(*MakeClosedLoop());
  }
  auto context = diagram->CreateDefaultContext();
  const Eigen::Vector4d x0(0.1, -0.2, 0.3, 0.4), x1(-0.3, 0.2, 0.1, -0.4);
  VectorX<T> x0_T, x1_T;
  if constexpr (std::is_same_v<T, double>) {
    x0_T = x0;
    x1_T = x1;
  } else {
    x0_T = math::InitializeAutoDiff(x0);
    x1_T = math::InitializeAutoDiff(x1);
  }
  auto derivatives = diagram->AllocateTimeDerivatives();
  int64_t i = 0;
  for (auto _ : state) {
    context->SetContinuousState((i++ & 1) ? x1_T : x0_T);
    diagram->CalcTimeDerivatives(*context, derivatives.get());
    benchmark::DoNotOptimize(derivatives.get());
  }
}

BENCHMARK(BM_InverseDynamics<Iiwa>)->Name("Iiwa/InverseDynamics");
BENCHMARK(BM_InverseDynamicsWithForceElements<Iiwa>)
    ->Name("Iiwa/InverseDynamicsWithForceElements");
BENCHMARK(BM_GravityForces<Iiwa>)->Name("Iiwa/GravityForces");
BENCHMARK(BM_MassMatrix<Iiwa>)->Name("Iiwa/MassMatrix");
BENCHMARK(BM_ForwardDynamics<Iiwa>)->Name("Iiwa/ForwardDynamics");
BENCHMARK(BM_ForwardDynamicsBy<Iiwa, kAba>)
    ->Name("Iiwa/ForwardDynamicsArticulatedBody");
BENCHMARK(BM_ForwardDynamicsBy<Iiwa, kCrb>)
    ->Name("Iiwa/ForwardDynamicsMassMatrix");
BENCHMARK(BM_AllBodyPoses<Iiwa>)->Name("Iiwa/AllBodyPoses");
BENCHMARK(BM_IiwaMassMatrixAutoDiff)->Name("Iiwa/MassMatrixAutoDiff");
BENCHMARK(BM_IiwaForwardDynamicsAutoDiff)->Name("Iiwa/ForwardDynamicsAutoDiff");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Iiwa, kAba>)
    ->Name("Iiwa/ForwardDynamicsAutoDiffArticulatedBody");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Iiwa, kCrb>)
    ->Name("Iiwa/ForwardDynamicsAutoDiffMassMatrix");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Chain, kAba>)
    ->Name("Chain32/ForwardDynamicsAutoDiffArticulatedBody");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Chain, kCrb>)
    ->Name("Chain32/ForwardDynamicsAutoDiffMassMatrix");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Humanoid, kAba>)
    ->Name("Humanoid27/ForwardDynamicsAutoDiffArticulatedBody");
BENCHMARK(BM_ForwardDynamicsAutoDiffBy<Humanoid, kCrb>)
    ->Name("Humanoid27/ForwardDynamicsAutoDiffMassMatrix");
BENCHMARK(BM_ClosedLoopTimeDerivatives<double>)
    ->Name("ClosedLoop4/TimeDerivatives");
BENCHMARK(BM_ClosedLoopTimeDerivatives<AutoDiffXd>)
    ->Name("ClosedLoop4/TimeDerivativesAutoDiff");
BENCHMARK(BM_InverseDynamics<Chain>)->Name("Chain32/InverseDynamics");
BENCHMARK(BM_InverseDynamicsWithForceElements<Chain>)
    ->Name("Chain32/InverseDynamicsWithForceElements");
BENCHMARK(BM_GravityForces<Chain>)->Name("Chain32/GravityForces");
BENCHMARK(BM_MassMatrix<Chain>)->Name("Chain32/MassMatrix");
BENCHMARK(BM_ForwardDynamics<Chain>)->Name("Chain32/ForwardDynamics");
BENCHMARK(BM_ForwardDynamicsBy<Chain, kAba>)
    ->Name("Chain32/ForwardDynamicsArticulatedBody");
BENCHMARK(BM_ForwardDynamicsBy<Chain, kCrb>)
    ->Name("Chain32/ForwardDynamicsMassMatrix");
BENCHMARK(BM_AllBodyPoses<Chain>)->Name("Chain32/AllBodyPoses");
BENCHMARK(BM_InverseDynamics<Humanoid>)->Name("Humanoid27/InverseDynamics");
BENCHMARK(BM_MassMatrix<Humanoid>)->Name("Humanoid27/MassMatrix");
BENCHMARK(BM_ForwardDynamics<Humanoid>)->Name("Humanoid27/ForwardDynamics");
BENCHMARK(BM_ForwardDynamicsBy<Humanoid, kAba>)
    ->Name("Humanoid27/ForwardDynamicsArticulatedBody");
BENCHMARK(BM_ForwardDynamicsBy<Humanoid, kCrb>)
    ->Name("Humanoid27/ForwardDynamicsMassMatrix");
BENCHMARK(BM_AllBodyPoses<Humanoid>)->Name("Humanoid27/AllBodyPoses");

}  // namespace
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
