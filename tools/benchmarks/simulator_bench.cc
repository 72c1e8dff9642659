// Framework overhead of the systems framework and the Simulator:
//  - a Simulator step of an empty discrete system (one periodic update),
//    with the boundary on the sample grid (one step per AdvanceTo) and
//    drifting off it (two);
//  - a Simulator step of a Diagram of two systems, each with a periodic
//    discrete update and a periodic publish (both due every step);
//  - a Simulator step of a 1-state continuous system ẋ = −x under fixed-step
//    explicit Euler and RK2 (the dynamics cost ~1 ns, so the time is
//    framework overhead);
//  - a chain of 100 PassThrough systems: output Eval when cached, and after
//    invalidating the chain's source;
//  - DiagramContext creation for that chain.

#include <cstdint>
#include <memory>

#include <benchmark/benchmark.h>

#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/pass_through.h"

namespace drake {
namespace systems {
namespace {

constexpr double kStep = 1e-3;

// One discrete variable incremented every kStep seconds.
class Counter final : public LeafSystem<double> {
 public:
  Counter() {
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdateEvent(kStep, 0.0, &Counter::Update);
  }

 private:
  void Update(const Context<double>& context,
              DiscreteValues<double>* next) const {
    (*next)[0] = context.get_discrete_state(0)[0] + 1.0;
  }
};

// ẋ = −x.
class Decay final : public LeafSystem<double> {
 public:
  Decay() { this->DeclareContinuousState(1); }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    (*derivatives)[0] = -context.get_continuous_state_vector()[0];
  }
};

// One iteration = one Simulator step: AdvanceTo the next sample time
// n · kStep, computed exactly as the periodic event's sample times are, so
// the boundary and the update coincide.
void BM_SimulatorStepEmptyDiscrete(benchmark::State& state) {
  Counter system;
  Simulator<double> simulator(system);
  simulator.Initialize();
  int64_t n = 0;
  for (auto _ : state) {
    ++n;
    simulator.AdvanceTo(n * kStep);
  }
  benchmark::DoNotOptimize(simulator.get_context().get_discrete_state(0)[0]);
}
BENCHMARK(BM_SimulatorStepEmptyDiscrete);

// As above, but with the boundary accumulated (t += kStep), which drifts
// off the sample grid by rounding: then most iterations take two steps,
// one to the boundary and one to the sample time a few ulps away (the
// Simulator does not merge nearby times, as Drake's does not).
void BM_SimulatorStepEmptyDiscreteDriftingBoundary(benchmark::State& state) {
  Counter system;
  Simulator<double> simulator(system);
  simulator.Initialize();
  double t = 0.0;
  for (auto _ : state) {
    t += kStep;
    simulator.AdvanceTo(t);
  }
  benchmark::DoNotOptimize(simulator.get_context().get_discrete_state(0)[0]);
  state.counters["steps_per_iteration"] =
      static_cast<double>(simulator.get_num_steps_taken()) /
      static_cast<double>(state.iterations());
}
BENCHMARK(BM_SimulatorStepEmptyDiscreteDriftingBoundary);

// A periodic discrete update and a periodic publish, both every kStep.
class CounterAndPublisher final : public LeafSystem<double> {
 public:
  CounterAndPublisher() {
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdateEvent(kStep, 0.0,
                                             &CounterAndPublisher::Update);
    this->DeclarePeriodicPublishEvent(kStep, 0.0,
                                      &CounterAndPublisher::Publish);
  }

 private:
  void Update(const Context<double>& context,
              DiscreteValues<double>* next) const {
    (*next)[0] = context.get_discrete_state(0)[0] + 1.0;
  }
  void Publish(const Context<double>&) const { ++publishes_; }
  mutable int publishes_{0};
};

// One iteration = one Simulator step of a Diagram of two such systems.
void BM_SimulatorStepDiagramTimedEvents(benchmark::State& state) {
  DiagramBuilder<double> builder;
  builder.AddSystem<CounterAndPublisher>();
  builder.AddSystem<CounterAndPublisher>();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.Initialize();
  double t = 0.0;
  for (auto _ : state) {
    t += kStep;
    simulator.AdvanceTo(t);
  }
  benchmark::DoNotOptimize(simulator.get_context().get_discrete_state(0)[0]);
}
BENCHMARK(BM_SimulatorStepDiagramTimedEvents);

template <class Integrator>
void BM_SimulatorStepContinuous(benchmark::State& state) {
  Decay system;
  Simulator<double> simulator(system);
  simulator.reset_integrator<Integrator>(kStep);
  simulator.get_mutable_context().SetContinuousState(Vector1d(1.0));
  simulator.Initialize();
  double t = 0.0;
  for (auto _ : state) {
    t += kStep;
    simulator.AdvanceTo(t);
  }
  benchmark::DoNotOptimize(
      simulator.get_context().get_continuous_state_vector()[0]);
}
BENCHMARK(BM_SimulatorStepContinuous<ExplicitEulerIntegrator<double>>)
    ->Name("BM_SimulatorStepContinuous/ExplicitEuler");
BENCHMARK(BM_SimulatorStepContinuous<RungeKutta2Integrator<double>>)
    ->Name("BM_SimulatorStepContinuous/RungeKutta2");

// A ConstantVectorSource feeding a chain of n PassThroughs (3 elements).
struct Chain {
  std::unique_ptr<Diagram<double>> diagram;
  const ConstantVectorSource<double>* source{};
  const PassThrough<double>* last{};
};

Chain MakeChain(int n) {
  DiagramBuilder<double> builder;
  Chain chain;
  chain.source = builder.AddSystem<ConstantVectorSource<double>>(
      Eigen::Vector3d(1.0, 2.0, 3.0));
  const OutputPort<double>* previous = &chain.source->get_output_port(0);
  for (int i = 0; i < n; ++i) {
    auto* pass = builder.AddSystem<PassThrough<double>>(3);
    builder.Connect(*previous, pass->get_input_port());
    previous = &pass->get_output_port();
    chain.last = pass;
  }
  builder.ExportOutput(*previous, "y");
  chain.diagram = builder.Build();
  return chain;
}

void BM_PassThroughChainEvalCached(benchmark::State& state) {
  Chain chain = MakeChain(100);
  auto context = chain.diagram->CreateDefaultContext();
  const OutputPort<double>& output = chain.diagram->get_output_port(0);
  output.Eval(*context);
  for (auto _ : state) {
    benchmark::DoNotOptimize(output.Eval(*context)[0]);
  }
}
BENCHMARK(BM_PassThroughChainEvalCached);

// Changing the source's parameter invalidates all 100 outputs; Eval then
// recomputes the chain.
void BM_PassThroughChainEvalAfterInvalidation(benchmark::State& state) {
  Chain chain = MakeChain(100);
  auto context = chain.diagram->CreateDefaultContext();
  Context<double>& source_context =
      chain.source->GetMyMutableContextFromRoot(context.get());
  const OutputPort<double>& output = chain.diagram->get_output_port(0);
  double value = 0.0;
  for (auto _ : state) {
    value += 1.0;
    chain.source->get_mutable_source_value(&source_context)[0] = value;
    benchmark::DoNotOptimize(output.Eval(*context)[0]);
  }
}
BENCHMARK(BM_PassThroughChainEvalAfterInvalidation);

void BM_DiagramContextCreation(benchmark::State& state) {
  Chain chain = MakeChain(100);
  for (auto _ : state) {
    auto context = chain.diagram->CreateDefaultContext();
    benchmark::DoNotOptimize(context.get());
  }
}
BENCHMARK(BM_DiagramContextCreation);

}  // namespace
}  // namespace systems
}  // namespace drake

BENCHMARK_MAIN();
