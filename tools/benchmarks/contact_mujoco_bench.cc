// Side-by-side with MuJoCo (Debian libmujoco-dev, 2.2.2): the same scenes
// built through our (Drake's) API and loaded in MuJoCo from MJCF.
//
//  - Stack: ten free 0.2 m, 1 kg boxes stacked on a plane
//    (models/box_stack10.xml), h = 2 ms. Ours: a discrete plant with the
//    default (lagged SAP) contact, Box collision geometry (scene:0; point
//    contact, it collapses), Box plus four corner spheres per box (scene:1,
//    stands), or compliant hydroelastic Box geometry (scene:2, E = 1e7 Pa,
//    Hunt–Crossley dissipation 20 s/m, on a rigid hydroelastic ground: one
//    contact surface per touching pair, about 40 faces each, stands), a
//    HalfSpace ground, μ = 1 (MuJoCo's default friction). Both settle for
//    2 s, then one iteration is one step of the resting stack (ours:
//    Simulator AdvanceTo; MuJoCo: mj_step). Counters: newton_iters (our SAP
//    Newton iterations / MuJoCo's solver iterations per step), contacts
//    (point pairs, or contact surfaces for scene:2), faces (scene:2: the
//    contact surfaces' faces, each a SAP constraint), z_top (the top box's
//    height after timing: 1.9 m when the stack stands), allocs_per_step
//    (heap allocations per step, ours).
//  - Sphere on box (ours only): a compliant hydroelastic sphere resting on
//    a rigid Box, one discrete step per iteration (BM_SphereOnBoxStepOurs).
//  - Humanoid: models/humanoid_rigid.xml falling from its initial pose,
//    h = 5 ms. One iteration simulates kHumanoidSteps steps from the same
//    initial state (free fall, impact, lying on the ground); the counter
//    per_step is the time per step. Ours loads the file with
//    multibody::Parser (MuJoCo XML); when the parser cannot load it, the
//    benchmark is skipped with the parser's message. The fall is chaotic:
//    compare the ensembles (BM_HumanoidFallOursEnsemble and
//    BM_HumanoidFallMujocoEnsemble, 16 falls from initial velocities
//    perturbed by ≤ 1e-8 each), not one landing.
//  - Pile: 20 boxes of 0.1 m jittered into a pile on a plane (same poses
//    both sides, drifting between iterations). Ours: set q, then the plant's
//    contact pairs (kinematics, SceneGraph poses, broad and narrow phase,
//    material combination). MuJoCo: set qpos, mj_kinematics, mj_collision.
//    BM_PileRatio times both (thread CPU time) on the same pose in each
//    iteration and reports ours/mujoco as the counter `ratio`.
//
// Stage profiles: BM_StackOurs and BM_HumanoidFallOurs report the time per
// step of each stage of ours (counters <stage>_us: kinematics, forces,
// mass_matrix, forward_dynamics, contact_query, constraint_setup,
// factorization, newton_iterations; exclusive times, see
// multibody/plant/stage_profile.h) when the library is configured with
// -DMALLARD_STAGE_PROFILE=ON, and BM_StackMujoco and BM_HumanoidFallMujoco
// report MuJoCo's own timers (mjcb_time set for them only) under the
// closest names, as its `testspeed` does: kinematics = mjTIMER_POS_KINEMATICS,
// mass_matrix = mjTIMER_POS_INERTIA (CRB and the factorization of M),
// contact_query = mjTIMER_POS_COLLISION, constraint_setup = mjTIMER_POS_MAKE
// + mjTIMER_POS_PROJECT, forces = mjTIMER_VELOCITY + mjTIMER_ACTUATION (bias
// and passive forces, actuation), forward_dynamics = mjTIMER_ACCELERATION
// (the unconstrained solve), newton_iterations = mjTIMER_CONSTRAINT (the
// solver, its factorizations included). The timers cost MuJoCo time:
// BM_StackMujoco reads about a third above the MuJoCo step time that
// BM_StackRatio reports (mujoco_us, no timers), which is the figure to
// compare a step of ours with (BM_StackOurs/scene:2 included).
//
// BM_StackRatio and BM_HumanoidFallRatio interleave the two engines on the
// same scene in each iteration (thread CPU time), which keeps the ratio
// meaningful on a loaded machine.
//
// Models are read from the source tree (MALLARD_BENCHMARK_MODELS_DIR).

#include <time.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>
#include <fmt/format.h>
#include <mujoco/mujoco.h>

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/stage_profile.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
// Counts heap allocations (replaces malloc and operator new in this program).
#include "../../tests/test_utilities/limit_malloc.h"

namespace drake {
namespace multibody {

// Reads what the plant keeps private (MultibodyPlant befriends this class).
class MultibodyPlantTester {
 public:
  // The SAP Newton iterations of the last discrete step computed in
  // `context` (the plant's context); reads the discrete-step cache entry's
  // stored value without recomputing it. 0 if the last step needed no SAP.
  static int LastSolverIterations(const MultibodyPlant<double>& plant,
                                  const systems::Context<double>& context) {
    return LastStep(plant, context).solver_iterations;
  }
  // The number of contacts (point pairs and contact surfaces) of the last
  // discrete step computed in `context`.
  static int LastNumContacts(const MultibodyPlant<double>& plant,
                             const systems::Context<double>& context) {
    const auto& results = LastStep(plant, context).contact_results;
    return results.num_point_pair_contacts() +
           results.num_hydroelastic_contacts();
  }
  // The faces of the contact surfaces of the last discrete step computed
  // in `context`.
  static int LastNumFaces(const MultibodyPlant<double>& plant,
                          const systems::Context<double>& context) {
    const auto& results = LastStep(plant, context).contact_results;
    int faces = 0;
    for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
      faces +=
          results.hydroelastic_contact_info(i).contact_surface().num_faces();
    }
    return faces;
  }
  // The plant's contact pairs at the state of `context` (point-pair query
  // and material combination), through the cache.
  static int EvalNumContactPairs(const MultibodyPlant<double>& plant,
                                 const systems::Context<double>& context) {
    return static_cast<int>(plant.EvalContactPairs(context).size());
  }

 private:
  static const MultibodyPlant<double>::DiscreteStepResult& LastStep(
      const MultibodyPlant<double>& plant,
      const systems::Context<double>& context) {
    return plant.discrete_step_cache_->get_cache_entry_value(context)
        .get_value<MultibodyPlant<double>::DiscreteStepResult>();
  }
};

namespace {

using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RollPitchYawd;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

// This thread's CPU time in ns (the ratio benchmarks interleave the two
// engines and time each with it: on a shared machine wall time would count
// other processes' time slices).
int64_t ThreadCpuNs() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<int64_t>(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// Sets the counters ours_us, mujoco_us (per iteration, or per `steps` steps)
// and ratio = ours / MuJoCo.
void SetRatioCounters(benchmark::State& state, int64_t ns_ours,
                      int64_t ns_mujoco, int steps = 1) {
  const double n = static_cast<double>(state.iterations()) * steps;
  state.counters["ours_us"] = 1e-3 * static_cast<double>(ns_ours) / n;
  state.counters["mujoco_us"] = 1e-3 * static_cast<double>(ns_mujoco) / n;
  state.counters["ratio"] =
      static_cast<double>(ns_ours) / static_cast<double>(ns_mujoco);
}

// Our stage profile since the last ResetStageProfile(), per step, as
// counters <stage>_us; a note on stderr (once) when the timers are not
// compiled in.
void SetOurStageCounters(benchmark::State& state, double steps) {
  if (!internal::StageProfileCompiledIn()) {
    static bool told = false;
    if (!told) {
      std::fprintf(stderr,
                   "(stage profile not compiled in: configure with "
                   "-DMALLARD_STAGE_PROFILE=ON)\n");
      told = true;
    }
    return;
  }
  const internal::StageProfile& profile = internal::GetStageProfile();
  for (int s = 0; s < static_cast<int>(internal::Stage::kNumStages); ++s) {
    state.counters[std::string(
                       internal::StageName(static_cast<internal::Stage>(s))) +
                   "_us"] =
        1e-3 * static_cast<double>(profile.nanoseconds[s]) / steps;
  }
}

// MuJoCo's timers read the clock through mjcb_time; installed only while a
// profiled MuJoCo benchmark runs (the ratio benchmarks time it without).
// Thread CPU time, as ours (see stage_profile.h).
mjtNum MujocoTimerMicroseconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return 1e6 * static_cast<mjtNum>(t.tv_sec) + 1e-3 * t.tv_nsec;
}

// MuJoCo's stage timers (d->timer durations, µs) per step under our stage
// names (see the file comment), then mjcb_time uninstalled.
void SetMujocoStageCounters(benchmark::State& state, const mjData* d,
                            double steps) {
  auto us = [&](int timer) { return d->timer[timer].duration / steps; };
  state.counters["kinematics_us"] = us(mjTIMER_POS_KINEMATICS);
  state.counters["mass_matrix_us"] = us(mjTIMER_POS_INERTIA);
  state.counters["contact_query_us"] = us(mjTIMER_POS_COLLISION);
  state.counters["constraint_setup_us"] =
      us(mjTIMER_POS_MAKE) + us(mjTIMER_POS_PROJECT);
  state.counters["forces_us"] = us(mjTIMER_VELOCITY) + us(mjTIMER_ACTUATION);
  state.counters["forward_dynamics_us"] = us(mjTIMER_ACCELERATION);
  state.counters["newton_iterations_us"] = us(mjTIMER_CONSTRAINT);
  mjcb_time = nullptr;
}

std::string ModelPath(const std::string& name) {
  return std::string(MALLARD_BENCHMARK_MODELS_DIR) + "/" + name;
}

// ---- MuJoCo helpers ---------------------------------------------------

// An mjModel and its mjData, deleted together.
class Mujoco {
 public:
  // Loads an MJCF file; throws with MuJoCo's message on failure.
  explicit Mujoco(const std::string& path) {
    char error[1000] = "";
    model_ = mj_loadXML(path.c_str(), nullptr, error, sizeof(error));
    if (model_ == nullptr) {
      throw std::runtime_error(
          fmt::format("MuJoCo could not load '{}': {}", path, error));
    }
    data_ = mj_makeData(model_);
  }
  // Loads MJCF text (through a one-file virtual file system).
  static std::unique_ptr<Mujoco> FromString(const std::string& xml) {
    auto vfs = std::make_unique<mjVFS>();  // Large; keep it off the stack.
    mj_defaultVFS(vfs.get());
    const char* name = "scene.xml";
    const int size = static_cast<int>(xml.size());
    if (mj_makeEmptyFileVFS(vfs.get(), name, size) != 0) {
      throw std::runtime_error("MuJoCo VFS: cannot make scene.xml");
    }
    const int index = mj_findFileVFS(vfs.get(), name);
    std::copy(xml.begin(), xml.end(), static_cast<char*>(vfs->filedata[index]));
    char error[1000] = "";
    mjModel* model = mj_loadXML(name, vfs.get(), error, sizeof(error));
    mj_deleteVFS(vfs.get());
    if (model == nullptr) {
      throw std::runtime_error(
          fmt::format("MuJoCo could not load the MJCF string: {}", error));
    }
    return std::unique_ptr<Mujoco>(new Mujoco(model));
  }
  Mujoco(const Mujoco&) = delete;
  Mujoco& operator=(const Mujoco&) = delete;
  ~Mujoco() {
    mj_deleteData(data_);
    mj_deleteModel(model_);
  }
  const mjModel* m() const { return model_; }
  mjData* d() { return data_; }

 private:
  explicit Mujoco(mjModel* model) : model_(model), data_(mj_makeData(model)) {}
  mjModel* model_{nullptr};
  mjData* data_{nullptr};
};

// ---- Scene 1: a stack of ten boxes -------------------------------------

constexpr int kStackBoxes = 10;
constexpr double kStackStep = 0.002;
// (2 s: the hydroelastic stack is still sinking in at 1 s, and its contact
// surfaces gain faces, so its SAP pools and vectors are still growing;
// settled 2 s, allocs_per_step reads 0.)
constexpr double kStackSettle = 2.0;

// The scenes of our 10-box stack.
enum class StackScene { kBoxes = 0, kCornerSpheres = 1, kHydroelastic = 2 };

// Our 10-box stack (the poses of box_stack10.xml). With kCornerSpheres,
// each box also has four spheres (r = 0.4 mm) under its bottom corners
// (1 cm in from the edges),
// protruding 1 mm below it (the 1 mm gaps of box_stack10.xml), with a point
// stiffness of 1e6 N/m, so that each box rests on four contacts — the usual
// way to stack boxes with point contact (Box–Box gives one point per pair).
// With kHydroelastic, each Box is compliant (E = 1e7 Pa) and the ground
// rigid: hydroelastic contact surfaces.
struct OurStack {
  explicit OurStack(StackScene scene) {
    const bool corner_spheres = scene == StackScene::kCornerSpheres;
    const bool hydro = scene == StackScene::kHydroelastic;
    DiagramBuilder<double> builder;
    auto [plant_ref, scene_graph] =
        AddMultibodyPlantSceneGraph(&builder, kStackStep);
    plant = &plant_ref;
    const double side = 0.2, mass = 1.0, mu = 1.0;
    const CoulombFriction<double> friction(mu, mu);
    for (int i = 0; i < kStackBoxes; ++i) {
      const auto& box = plant->AddRigidBody(
          fmt::format("box{}", i),
          SpatialInertia<double>::SolidBoxWithMass(mass, side, side, side));
      boxes.push_back(&box);
      if (hydro) {
        geometry::ProximityProperties properties;
        geometry::AddContactMaterial(20.0, {}, friction, &properties);
        geometry::AddCompliantHydroelasticProperties(side, 1e7, &properties);
        plant->RegisterCollisionGeometry(box, RigidTransformd(),
                                         geometry::Box(side, side, side),
                                         fmt::format("box{}", i), properties);
        continue;
      }
      if (!corner_spheres) {
        plant->RegisterCollisionGeometry(box, RigidTransformd(),
                                         geometry::Box(side, side, side),
                                         fmt::format("box{}", i), friction);
        continue;
      }
      const double gap = 0.001, r = 0.4 * gap;
      geometry::ProximityProperties properties;
      geometry::AddContactMaterial({}, 1e6, friction, &properties);
      plant->RegisterCollisionGeometry(box, RigidTransformd(),
                                       geometry::Box(side, side, side),
                                       fmt::format("box{}", i), properties);
      for (int c = 0; c < 4; ++c) {
        // 1 cm in from the edges, so a sphere never sits on an edge of the
        // box below.
        const double inset = side / 2 - 0.01;
        const Vector3d p_BoS((c % 2 == 0 ? 1 : -1) * inset,
                             (c < 2 ? 1 : -1) * inset, -side / 2 - gap + r);
        plant->RegisterCollisionGeometry(
            box, RigidTransformd(p_BoS), geometry::Sphere(r),
            fmt::format("box{}_corner{}", i, c), properties);
      }
    }
    geometry::ProximityProperties ground;
    geometry::AddContactMaterial(
        {}, corner_spheres ? 1e6 : std::optional<double>{}, friction, &ground);
    if (hydro) geometry::AddRigidHydroelasticProperties(&ground);
    plant->RegisterCollisionGeometry(plant->world_body(), RigidTransformd(),
                                     geometry::HalfSpace(), "ground", ground);
    plant->Finalize();
    diagram = builder.Build();
    simulator = std::make_unique<Simulator<double>>(*diagram);
    plant_context =
        &plant->GetMyMutableContextFromRoot(&simulator->get_mutable_context());
    for (int i = 0; i < kStackBoxes; ++i) {
      plant->SetFreeBodyPose(plant_context, *boxes[i],
                             RigidTransformd(Vector3d(0, 0, 0.1 + 0.201 * i)));
    }
    simulator->Initialize();
  }
  double TopHeight() const {
    return plant->EvalBodyPoseInWorld(*plant_context, *boxes.back())
        .translation()
        .z();
  }

  MultibodyPlant<double>* plant{nullptr};
  std::vector<const RigidBody<double>*> boxes;
  std::unique_ptr<Diagram<double>> diagram;
  std::unique_ptr<Simulator<double>> simulator;
  Context<double>* plant_context{nullptr};
};

// range(0): the StackScene: 1 = corner spheres, 0 = Box geometry only (a
// stack of boxes on single Box–Box contact points does not stay up: see
// z_top), 2 = hydroelastic compliant boxes.
void BM_StackOurs(benchmark::State& state) {
  OurStack stack(static_cast<StackScene>(state.range(0)));
  stack.simulator->AdvanceTo(kStackSettle);
  int64_t n = static_cast<int64_t>(kStackSettle / kStackStep + 0.5);
  int64_t iterations = 0, contacts = 0, faces = 0;
  internal::ResetStageProfile();
  const mallard::test::AllocationCounter allocations;
  for (auto _ : state) {
    ++n;
    stack.simulator->AdvanceTo(n * kStackStep);
    iterations += MultibodyPlantTester::LastSolverIterations(
        *stack.plant, *stack.plant_context);
    contacts += MultibodyPlantTester::LastNumContacts(*stack.plant,
                                                      *stack.plant_context);
    faces +=
        MultibodyPlantTester::LastNumFaces(*stack.plant, *stack.plant_context);
  }
  // (Read before the counters below, whose map nodes are allocations.)
  const long num_allocations = allocations.count();
  state.counters["newton_iters"] = benchmark::Counter(
      static_cast<double>(iterations), benchmark::Counter::kAvgIterations);
  state.counters["contacts"] = benchmark::Counter(
      static_cast<double>(contacts), benchmark::Counter::kAvgIterations);
  if (faces > 0) {
    state.counters["faces"] = benchmark::Counter(
        static_cast<double>(faces), benchmark::Counter::kAvgIterations);
  }
  state.counters["allocs_per_step"] = benchmark::Counter(
      static_cast<double>(num_allocations), benchmark::Counter::kAvgIterations);
  state.counters["z_top"] = stack.TopHeight();
  SetOurStageCounters(state, static_cast<double>(state.iterations()));
}
BENCHMARK(BM_StackOurs)
    ->ArgName("scene")
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMicrosecond);

// A compliant sphere (R = 0.1 m, 1 cm resolution hint, E = 1e5 Pa, 1 kg,
// Hunt–Crossley dissipation 10 s/m) resting on a rigid hydroelastic Box
// (0.5 × 0.5 × 0.1 m, welded, top face at z = 0), discrete (h = 2 ms,
// polygon surfaces): one contact surface of a few hundred faces per step,
// the sphere-on-box case of hydroelastic_bench in a plant. Settles for
// 2 s, then one iteration is one step. Counters: faces (of the surface),
// allocs_per_step. Ours only (MuJoCo has no pressure-field contact).
void BM_SphereOnBoxStepOurs(benchmark::State& state) {
  const double R = 0.1, mu = 0.5;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.002);
  plant.set_contact_model(ContactModel::kHydroelastic);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, R));
  geometry::ProximityProperties soft;
  geometry::AddContactMaterial(10.0, {}, CoulombFriction<double>(mu, mu),
                               &soft);
  geometry::AddCompliantHydroelasticProperties(0.01, 1e5, &soft);
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), geometry::Sphere(R),
                                  "ball", soft);
  geometry::ProximityProperties rigid;
  geometry::AddContactMaterial({}, {}, CoulombFriction<double>(mu, mu), &rigid);
  geometry::AddRigidHydroelasticProperties(&rigid);
  plant.RegisterCollisionGeometry(plant.world_body(),
                                  RigidTransformd(Vector3d(0, 0, -0.05)),
                                  geometry::Box(0.5, 0.5, 0.1), "table", rigid);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  // About the rest depth (a few mm for this sphere).
  plant.SetFreeBodyPose(&context, ball,
                        RigidTransformd(Vector3d(0, 0, R - 0.004)));
  simulator.AdvanceTo(kStackSettle);
  int64_t n = static_cast<int64_t>(kStackSettle / 0.002 + 0.5);
  const mallard::test::AllocationCounter allocations;
  for (auto _ : state) {
    ++n;
    simulator.AdvanceTo(n * 0.002);
  }
  state.counters["allocs_per_step"] =
      benchmark::Counter(static_cast<double>(allocations.count()),
                         benchmark::Counter::kAvgIterations);
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  state.counters["faces"] =
      results.num_hydroelastic_contacts() == 1
          ? results.hydroelastic_contact_info(0).contact_surface().num_faces()
          : 0;
  state.counters["z_ball"] =
      plant.EvalBodyPoseInWorld(context, ball).translation().z();
}
BENCHMARK(BM_SphereOnBoxStepOurs)->Unit(benchmark::kMicrosecond);

void BM_StackMujoco(benchmark::State& state) {
  Mujoco mujoco(ModelPath("box_stack10.xml"));
  const mjModel* m = mujoco.m();
  mjData* d = mujoco.d();
  const int settle_steps = static_cast<int>(kStackSettle / m->opt.timestep);
  for (int i = 0; i < settle_steps; ++i) mj_step(m, d);
  int64_t iterations = 0, contacts = 0;
  mjcb_time = MujocoTimerMicroseconds;
  for (int t = 0; t < mjNTIMER; ++t) d->timer[t] = mjTimerStat{};
  for (auto _ : state) {
    mj_step(m, d);
    iterations += d->solver_iter;
    contacts += d->ncon;
  }
  state.counters["newton_iters"] = benchmark::Counter(
      static_cast<double>(iterations), benchmark::Counter::kAvgIterations);
  state.counters["contacts"] = benchmark::Counter(
      static_cast<double>(contacts), benchmark::Counter::kAvgIterations);
  // qpos of free body i: [x y z qw qx qy qz] at 7 i.
  state.counters["z_top"] = d->qpos[7 * (kStackBoxes - 1) + 2];
  SetMujocoStageCounters(state, d, static_cast<double>(state.iterations()));
}
BENCHMARK(BM_StackMujoco)->Unit(benchmark::kMicrosecond);

// One step of each (ours with corner spheres) per iteration, interleaved;
// ratio = ours / MuJoCo (thread CPU time).
void BM_StackRatio(benchmark::State& state) {
  OurStack stack(StackScene::kCornerSpheres);
  stack.simulator->AdvanceTo(kStackSettle);
  int64_t n = static_cast<int64_t>(kStackSettle / kStackStep + 0.5);
  Mujoco mujoco(ModelPath("box_stack10.xml"));
  const mjModel* m = mujoco.m();
  mjData* d = mujoco.d();
  const int settle_steps = static_cast<int>(kStackSettle / m->opt.timestep);
  for (int i = 0; i < settle_steps; ++i) mj_step(m, d);
  int64_t ns_ours = 0, ns_mujoco = 0;
  for (auto _ : state) {
    ++n;
    const int64_t t0 = ThreadCpuNs();
    stack.simulator->AdvanceTo(n * kStackStep);
    const int64_t t1 = ThreadCpuNs();
    mj_step(m, d);
    const int64_t t2 = ThreadCpuNs();
    ns_ours += t1 - t0;
    ns_mujoco += t2 - t1;
  }
  SetRatioCounters(state, ns_ours, ns_mujoco);
}
BENCHMARK(BM_StackRatio)->Unit(benchmark::kMicrosecond);

// ---- Scene 2: the humanoid falling -------------------------------------

constexpr double kHumanoidStep = 0.005;
constexpr int kHumanoidSteps = 400;  // 2 s: fall, impact, lying down.

// Our humanoid: the MJCF file loaded by our Parser into a discrete plant
// (default contact) with SceneGraph, simulated from its initial state.
class OurHumanoid {
 public:
  // Throws with the parser's message if the file cannot be loaded.
  OurHumanoid() {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] =
        AddMultibodyPlantSceneGraph(&builder, kHumanoidStep);
    Parser(&plant).AddModels(ModelPath("humanoid_rigid.xml"));
    plant.Finalize();
    plant_ = &plant;
    diagram_ = builder.Build();
    simulator_ = std::make_unique<Simulator<double>>(*diagram_);
    context_ = &plant_->GetMyMutableContextFromRoot(
        &simulator_->get_mutable_context());
    x0_ = plant_->GetPositionsAndVelocities(*context_);
  }
  // Back to t = 0 and the initial state; for variant > 0, each initial
  // velocity is perturbed by at most 1e-8 m/s or rad/s (a fixed pattern per
  // variant).
  void Reset(int variant = 0) {
    simulator_->get_mutable_context().SetTime(0.0);
    VectorXd x0 = x0_;
    const int nq = plant_->num_positions();
    for (int i = nq; variant > 0 && i < x0.size(); ++i) {
      x0[i] += 1e-8 * std::sin(12.9898 * variant + 78.233 * (i - nq));
    }
    plant_->SetPositionsAndVelocities(context_, x0);
    simulator_->Initialize();
  }
  // Step k (1-based) of the fall.
  void Step(int k) { simulator_->AdvanceTo(k * kHumanoidStep); }
  const MultibodyPlant<double>& plant() const { return *plant_; }
  const Context<double>& context() const { return *context_; }

 private:
  MultibodyPlant<double>* plant_{nullptr};
  std::unique_ptr<Diagram<double>> diagram_;
  std::unique_ptr<Simulator<double>> simulator_;
  Context<double>* context_{nullptr};
  VectorXd x0_;
};

// OurHumanoid, or null after marking `state` skipped with the parser's
// message.
std::unique_ptr<OurHumanoid> MakeOurHumanoidOrSkip(benchmark::State& state) {
  try {
    return std::make_unique<OurHumanoid>();
  } catch (const std::exception& e) {
    state.SkipWithError(
        fmt::format("our Parser cannot load humanoid_rigid.xml: {}", e.what())
            .c_str());
    for (auto _ : state) {
    }
    return nullptr;
  }
}

void BM_HumanoidFallOurs(benchmark::State& state) {
  const std::unique_ptr<OurHumanoid> humanoid = MakeOurHumanoidOrSkip(state);
  if (humanoid == nullptr) return;
  int64_t iterations = 0, contacts = 0;
  internal::ResetStageProfile();
  for (auto _ : state) {
    state.PauseTiming();
    humanoid->Reset();
    state.ResumeTiming();
    for (int k = 1; k <= kHumanoidSteps; ++k) {
      humanoid->Step(k);
      iterations += MultibodyPlantTester::LastSolverIterations(
          humanoid->plant(), humanoid->context());
      contacts += MultibodyPlantTester::LastNumContacts(humanoid->plant(),
                                                        humanoid->context());
    }
  }
  const double steps = static_cast<double>(state.iterations()) * kHumanoidSteps;
  state.counters["per_step"] = benchmark::Counter(
      steps, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["newton_iters"] = static_cast<double>(iterations) / steps;
  state.counters["contacts"] = static_cast<double>(contacts) / steps;
  state.counters["nv"] = humanoid->plant().num_velocities();
  // (Includes the untimed resets' kinematics: small beside 200 steps.)
  SetOurStageCounters(state, steps);
}
BENCHMARK(BM_HumanoidFallOurs)->Unit(benchmark::kMillisecond);

// The fall is chaotic: a change at round-off level (another summation
// order) gives another landing, with another number of contacts and Newton
// iterations. This ensemble runs kHumanoidVariants falls from initial
// velocities perturbed by ≤ 1e-8 (OurHumanoid::Reset), one per iteration
// in turn, so that two builds are compared on the same 16 trajectories'
// statistics rather than on one landing.
constexpr int kHumanoidVariants = 16;
void BM_HumanoidFallOursEnsemble(benchmark::State& state) {
  const std::unique_ptr<OurHumanoid> humanoid = MakeOurHumanoidOrSkip(state);
  if (humanoid == nullptr) return;
  int64_t iterations = 0, contacts = 0, n = 0, ns = 0;
  for (auto _ : state) {
    humanoid->Reset(1 + static_cast<int>(n++ % kHumanoidVariants));
    const int64_t t0 = ThreadCpuNs();
    for (int k = 1; k <= kHumanoidSteps; ++k) {
      humanoid->Step(k);
      iterations += MultibodyPlantTester::LastSolverIterations(
          humanoid->plant(), humanoid->context());
      contacts += MultibodyPlantTester::LastNumContacts(humanoid->plant(),
                                                        humanoid->context());
    }
    ns += ThreadCpuNs() - t0;
  }
  const double steps = static_cast<double>(state.iterations()) * kHumanoidSteps;
  state.counters["ours_us"] = 1e-3 * static_cast<double>(ns) / steps;
  state.counters["newton_iters"] = static_cast<double>(iterations) / steps;
  state.counters["contacts"] = static_cast<double>(contacts) / steps;
  // (µs per Newton iteration is not separable: steps without one still
  // cost kinematics, forces and the contact query.)
}
BENCHMARK(BM_HumanoidFallOursEnsemble)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(2 * kHumanoidVariants);

// MuJoCo on an ensemble like BM_HumanoidFallOursEnsemble's: kHumanoidVariants
// falls whose initial velocities (qvel, zero in the model) are perturbed by
// the same pattern of at most 1e-8, one per iteration in turn. (MuJoCo's
// velocity order differs from ours, so the two ensembles are alike in
// size and kind, not the same 16 trajectories.) Counters as the ensemble's:
// mujoco_us per step (thread CPU time), newton_iters (MuJoCo's solver
// iterations per step), contacts.
void BM_HumanoidFallMujocoEnsemble(benchmark::State& state) {
  Mujoco mujoco(ModelPath("humanoid_rigid.xml"));
  const mjModel* m = mujoco.m();
  mjData* d = mujoco.d();
  int64_t iterations = 0, contacts = 0, n = 0, ns = 0;
  for (auto _ : state) {
    const int variant = 1 + static_cast<int>(n++ % kHumanoidVariants);
    mj_resetData(m, d);
    for (int i = 0; i < m->nv; ++i) {
      d->qvel[i] += 1e-8 * std::sin(12.9898 * variant + 78.233 * i);
    }
    const int64_t t0 = ThreadCpuNs();
    for (int k = 0; k < kHumanoidSteps; ++k) {
      mj_step(m, d);
      iterations += d->solver_iter;
      contacts += d->ncon;
    }
    ns += ThreadCpuNs() - t0;
  }
  const double steps = static_cast<double>(state.iterations()) * kHumanoidSteps;
  state.counters["mujoco_us"] = 1e-3 * static_cast<double>(ns) / steps;
  state.counters["newton_iters"] = static_cast<double>(iterations) / steps;
  state.counters["contacts"] = static_cast<double>(contacts) / steps;
}
BENCHMARK(BM_HumanoidFallMujocoEnsemble)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(2 * kHumanoidVariants);

void BM_HumanoidFallMujoco(benchmark::State& state) {
  Mujoco mujoco(ModelPath("humanoid_rigid.xml"));
  const mjModel* m = mujoco.m();
  mjData* d = mujoco.d();
  int64_t iterations = 0, contacts = 0;
  mjcb_time = MujocoTimerMicroseconds;
  mjTimerStat totals[mjNTIMER] = {};
  for (auto _ : state) {
    state.PauseTiming();
    // mj_resetData clears the timers: keep their totals.
    for (int t = 0; t < mjNTIMER; ++t) {
      totals[t].duration += d->timer[t].duration;
    }
    mj_resetData(m, d);
    state.ResumeTiming();
    for (int k = 0; k < kHumanoidSteps; ++k) {
      mj_step(m, d);
      iterations += d->solver_iter;
      contacts += d->ncon;
    }
  }
  const double steps = static_cast<double>(state.iterations()) * kHumanoidSteps;
  state.counters["per_step"] = benchmark::Counter(
      steps, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["newton_iters"] = static_cast<double>(iterations) / steps;
  state.counters["contacts"] = static_cast<double>(contacts) / steps;
  state.counters["nv"] = m->nv;
  for (int t = 0; t < mjNTIMER; ++t) d->timer[t].duration += totals[t].duration;
  SetMujocoStageCounters(state, d, steps);
}
BENCHMARK(BM_HumanoidFallMujoco)->Unit(benchmark::kMillisecond);

// The two falls interleaved (each iteration: ours, then MuJoCo, each
// kHumanoidSteps steps from the initial state); ours_us and mujoco_us are
// per step, ratio = ours / MuJoCo (thread CPU time), ours_iters and
// mujoco_iters the solver iterations per step (our SAP Newton iterations,
// MuJoCo's solver_iter; read inside the timed loops, a cache read each).
void BM_HumanoidFallRatio(benchmark::State& state) {
  const std::unique_ptr<OurHumanoid> humanoid = MakeOurHumanoidOrSkip(state);
  if (humanoid == nullptr) return;
  Mujoco mujoco(ModelPath("humanoid_rigid.xml"));
  const mjModel* m = mujoco.m();
  mjData* d = mujoco.d();
  int64_t ns_ours = 0, ns_mujoco = 0;
  int64_t iterations_ours = 0, iterations_mujoco = 0;
  for (auto _ : state) {
    humanoid->Reset();
    mj_resetData(m, d);
    const int64_t t0 = ThreadCpuNs();
    for (int k = 1; k <= kHumanoidSteps; ++k) {
      humanoid->Step(k);
      iterations_ours += MultibodyPlantTester::LastSolverIterations(
          humanoid->plant(), humanoid->context());
    }
    const int64_t t1 = ThreadCpuNs();
    for (int k = 0; k < kHumanoidSteps; ++k) {
      mj_step(m, d);
      iterations_mujoco += d->solver_iter;
    }
    const int64_t t2 = ThreadCpuNs();
    ns_ours += t1 - t0;
    ns_mujoco += t2 - t1;
  }
  SetRatioCounters(state, ns_ours, ns_mujoco, kHumanoidSteps);
  const double steps = static_cast<double>(state.iterations()) * kHumanoidSteps;
  state.counters["ours_iters"] = static_cast<double>(iterations_ours) / steps;
  state.counters["mujoco_iters"] =
      static_cast<double>(iterations_mujoco) / steps;
}
BENCHMARK(BM_HumanoidFallRatio)->Unit(benchmark::kMillisecond);

// ---- Scene 3: a pile of twenty boxes, contact pipeline -----------------

constexpr int kPileBoxes = 20;
constexpr double kPileHalf = 0.05;  // Half side of each box, m.
constexpr int kPilePoseSets = 16;

// kPilePoseSets sets of kPileBoxes poses: four layers of five boxes in a
// 0.24 m square, jittered in position and orientation so that the boxes
// overlap their neighbours and the lowest layer touches the ground; each
// set drifts a little from the previous one.
std::vector<std::vector<RigidTransformd>> MakePilePoses() {
  std::mt19937 gen(7);
  std::uniform_real_distribution<double> xy(-0.12, 0.12), dz(-0.01, 0.01),
      tilt(-0.3, 0.3), yaw(-M_PI, M_PI), drift(-0.002, 0.002);
  std::vector<RigidTransformd> X_WB;
  for (int i = 0; i < kPileBoxes; ++i) {
    const int layer = i / 5;
    X_WB.emplace_back(
        RollPitchYawd(tilt(gen), tilt(gen), yaw(gen)),
        Vector3d(xy(gen), xy(gen), 0.045 + 0.09 * layer + dz(gen)));
  }
  std::vector<std::vector<RigidTransformd>> sets;
  for (int k = 0; k < kPilePoseSets; ++k) {
    for (auto& X : X_WB) {
      X.set_translation(X.translation() +
                        Vector3d(drift(gen), drift(gen), drift(gen)));
    }
    sets.push_back(X_WB);
  }
  return sets;
}

// The pile in MJCF (the body poses come from qpos).
std::string PileMjcf() {
  std::string xml =
      "<mujoco model=\"box_pile20\">\n"
      "  <size nconmax=\"2000\"/>\n"
      "  <worldbody>\n"
      "    <geom name=\"floor\" type=\"plane\" size=\"0 0 0.05\"/>\n";
  for (int i = 0; i < kPileBoxes; ++i) {
    xml += fmt::format(
        "    <body name=\"box{0}\"><freejoint/><geom type=\"box\" "
        "size=\"{1} {1} {1}\" mass=\"1\"/></body>\n",
        i, kPileHalf);
  }
  xml += "  </worldbody>\n</mujoco>\n";
  return xml;
}

class OurPile {
 public:
  explicit OurPile(const std::vector<std::vector<RigidTransformd>>& sets) {
    DiagramBuilder<double> builder;
    auto [plant_ref, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
    plant_ = &plant_ref;
    const double side = 2 * kPileHalf;
    const CoulombFriction<double> friction(1.0, 1.0);
    std::vector<const RigidBody<double>*> boxes;
    for (int i = 0; i < kPileBoxes; ++i) {
      const auto& box = plant_->AddRigidBody(
          fmt::format("box{}", i),
          SpatialInertia<double>::SolidBoxWithMass(1.0, side, side, side));
      boxes.push_back(&box);
      plant_->RegisterCollisionGeometry(box, RigidTransformd(),
                                        geometry::Box(side, side, side),
                                        fmt::format("box{}", i), friction);
    }
    plant_->RegisterCollisionGeometry(plant_->world_body(), RigidTransformd(),
                                      geometry::HalfSpace(), "ground",
                                      friction);
    plant_->Finalize();
    diagram_ = builder.Build();
    root_ = diagram_->CreateDefaultContext();
    context_ = &plant_->GetMyMutableContextFromRoot(root_.get());
    for (const auto& set : sets) {
      for (int i = 0; i < kPileBoxes; ++i) {
        plant_->SetFreeBodyPose(context_, *boxes[i], set[i]);
      }
      q_.push_back(plant_->GetPositions(*context_));
    }
  }
  // Sets pose set k and evaluates the contact pairs; returns their number.
  int Run(int k) {
    plant_->SetPositions(context_, q_[k % q_.size()]);
    return MultibodyPlantTester::EvalNumContactPairs(*plant_, *context_);
  }

 private:
  MultibodyPlant<double>* plant_{nullptr};
  std::unique_ptr<Diagram<double>> diagram_;
  std::unique_ptr<Context<double>> root_;
  Context<double>* context_{nullptr};
  std::vector<VectorXd> q_;
};

class MujocoPile {
 public:
  explicit MujocoPile(const std::vector<std::vector<RigidTransformd>>& sets)
      : mujoco_(Mujoco::FromString(PileMjcf())) {
    for (const auto& set : sets) {
      std::vector<mjtNum> qpos(7 * kPileBoxes);
      for (int i = 0; i < kPileBoxes; ++i) {
        const Vector3d& p = set[i].translation();
        const Quaterniond q = set[i].rotation().ToQuaternion();
        const double values[7] = {p.x(), p.y(), p.z(), q.w(),
                                  q.x(), q.y(), q.z()};
        std::copy(values, values + 7, qpos.begin() + 7 * i);
      }
      qpos_.push_back(std::move(qpos));
    }
  }
  // Sets pose set k; kinematics, then (if `collide`) collision; returns the
  // number of contacts.
  int Run(int k, bool collide = true) {
    const mjModel* m = mujoco_->m();
    mjData* d = mujoco_->d();
    mju_copy(d->qpos, qpos_[k % qpos_.size()].data(), m->nq);
    mj_kinematics(m, d);
    if (!collide) return 0;
    mj_collision(m, d);
    return d->ncon;
  }

 private:
  std::unique_ptr<Mujoco> mujoco_;
  std::vector<std::vector<mjtNum>> qpos_;
};

void BM_PileOurs(benchmark::State& state) {
  OurPile pile(MakePilePoses());
  int k = 0;
  int64_t contacts = 0;
  for (auto _ : state) contacts += pile.Run(k++);
  state.counters["contacts"] = benchmark::Counter(
      static_cast<double>(contacts), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_PileOurs)->Unit(benchmark::kMicrosecond);

void BM_PileMujoco(benchmark::State& state) {
  MujocoPile pile(MakePilePoses());
  int k = 0;
  int64_t contacts = 0;
  for (auto _ : state) contacts += pile.Run(k++);
  state.counters["contacts"] = benchmark::Counter(
      static_cast<double>(contacts), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_PileMujoco)->Unit(benchmark::kMicrosecond);

// MuJoCo's kinematics alone (to read mj_collision's share off BM_PileMujoco).
void BM_PileMujocoKinematicsOnly(benchmark::State& state) {
  MujocoPile pile(MakePilePoses());
  int k = 0;
  for (auto _ : state) pile.Run(k++, false);
}
BENCHMARK(BM_PileMujocoKinematicsOnly)->Unit(benchmark::kMicrosecond);

// Both on the same pose set each iteration; ratio = ours / MuJoCo.
void BM_PileRatio(benchmark::State& state) {
  const auto sets = MakePilePoses();
  OurPile ours(sets);
  MujocoPile mujoco(sets);
  int64_t ns_ours = 0, ns_mujoco = 0;
  int k = 0;
  for (auto _ : state) {
    const int64_t t0 = ThreadCpuNs();
    benchmark::DoNotOptimize(ours.Run(k));
    const int64_t t1 = ThreadCpuNs();
    benchmark::DoNotOptimize(mujoco.Run(k));
    const int64_t t2 = ThreadCpuNs();
    ns_ours += t1 - t0;
    ns_mujoco += t2 - t1;
    ++k;
  }
  SetRatioCounters(state, ns_ours, ns_mujoco);
}
BENCHMARK(BM_PileRatio)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
