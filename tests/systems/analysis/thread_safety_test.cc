// One Context per thread is safe: four threads share one Diagram (the
// System is const and holds no per-evaluation state) and each simulates,
// or evaluates outputs of, its own Context concurrently. Every thread's
// result must equal, bit for bit, the single-threaded result: the same
// arithmetic in the same order, so no tolerance.

#include <array>
#include <memory>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/pass_through.h"
#include "drake/systems/primitives/sine.h"
#include "drake/systems/primitives/zero_order_hold.h"

namespace drake {
namespace systems {
namespace thread_safety_test {

constexpr int kThreads = 4;

// ẋ = −x + u, with a periodic discrete counter and a periodic unrestricted
// update of an abstract running maximum of x: continuous, discrete and
// abstract state, all in one leaf system.
class Mixed final : public LeafSystem<double> {
 public:
  Mixed() {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareContinuousState(1);
    this->DeclareDiscreteState(1);
    this->DeclareAbstractState(Value<double>(0.0));
    this->DeclarePeriodicDiscreteUpdateEvent(0.01, 0.0, &Mixed::Count);
    this->DeclarePeriodicUnrestrictedUpdateEvent(0.05, 0.0, &Mixed::Track);
    this->DeclareVectorOutputPort("x", 1, &Mixed::CalcX, {this->xc_ticket()});
  }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    const double u = this->get_input_port(0).Eval(context)[0];
    (*derivatives)[0] = -context.get_continuous_state_vector()[0] + u;
  }
  void Count(const Context<double>& context, DiscreteValues<double>* xd) const {
    (*xd)[0] = context.get_discrete_state(0)[0] + 1.0;
  }
  void Track(const Context<double>& context, State<double>* state) const {
    const double x = context.get_continuous_state_vector()[0];
    double& maximum = state->get_mutable_abstract_state<double>(0);
    if (x > maximum) maximum = x;
  }
  void CalcX(const Context<double>& context, BasicVector<double>* y) const {
    (*y)[0] = context.get_continuous_state_vector()[0];
  }
};

// Sine → Gain → ZeroOrderHold → Mixed, and Mixed → Integrator; plus a
// ConstantVectorSource through ten PassThroughs to an exported output.
struct Plant {
  Plant() {
    DiagramBuilder<double> builder;
    const auto* sine = builder.AddSystem<Sine<double>>(1.0, 3.0, 0.0, 1);
    const auto* gain = builder.AddSystem<Gain<double>>(2.0, 1);
    const auto* hold = builder.AddSystem<ZeroOrderHold<double>>(0.02, 1);
    mixed = builder.AddSystem<Mixed>();
    integrator = builder.AddSystem<Integrator<double>>(1);
    builder.Connect(sine->get_output_port(0), gain->get_input_port(0));
    builder.Connect(gain->get_output_port(0), hold->get_input_port(0));
    builder.Connect(hold->get_output_port(0), mixed->get_input_port(0));
    builder.Connect(mixed->get_output_port(0), integrator->get_input_port(0));
    source = builder.AddSystem<ConstantVectorSource<double>>(
        Eigen::Vector2d(1.0, 2.0));
    const OutputPort<double>* previous = &source->get_output_port(0);
    for (int i = 0; i < 10; ++i) {
      const auto* pass = builder.AddSystem<PassThrough<double>>(2);
      builder.Connect(*previous, pass->get_input_port());
      previous = &pass->get_output_port();
    }
    builder.ExportOutput(*previous, "chain");
    builder.ExportOutput(integrator->get_output_port(0), "integral");
    diagram = builder.Build();
  }
  std::unique_ptr<Diagram<double>> diagram;
  const Mixed* mixed{};
  const Integrator<double>* integrator{};
  const ConstantVectorSource<double>* source{};
};

struct Result {
  double time{};
  double x{};
  double count{};
  double maximum{};
  double integral{};
  int64_t steps{};
};

// Simulates a fresh Context of the shared diagram to t = 2 s.
Result Simulate(const Plant& plant) {
  Simulator<double> simulator(*plant.diagram);
  Context<double>& mixed_context = plant.mixed->GetMyMutableContextFromRoot(
      &simulator.get_mutable_context());
  mixed_context.SetContinuousState(Vector1d(0.5));
  simulator.AdvanceTo(2.0);
  const Context<double>& context = simulator.get_context();
  const Context<double>& mixed = plant.mixed->GetMyContextFromRoot(context);
  Result result;
  result.time = context.get_time();
  result.x = mixed.get_continuous_state_vector()[0];
  result.count = mixed.get_discrete_state(0)[0];
  result.maximum = mixed.get_abstract_state<double>(0);
  result.integral = plant.diagram->get_output_port(1).Eval(context)[0];
  result.steps = simulator.get_num_steps_taken();
  return result;
}

void ExpectEqual(const Result& a, const Result& b) {
  EXPECT_EQ(a.time, b.time);
  EXPECT_EQ(a.x, b.x);
  EXPECT_EQ(a.count, b.count);
  EXPECT_EQ(a.maximum, b.maximum);
  EXPECT_EQ(a.integral, b.integral);
  EXPECT_EQ(a.steps, b.steps);
}

GTEST_TEST(ThreadSafetyTest, ConcurrentSimulationsMatchSingleThreaded) {
  const Plant plant;
  const Result reference = Simulate(plant);
  // Sanity: the simulation did something. Counter updates at 0, 0.01,
  // ..., 1.99 (the one due at exactly 2 is pending).
  EXPECT_EQ(reference.time, 2.0);
  EXPECT_EQ(reference.count, 200.0);
  EXPECT_GT(reference.maximum, 0.0);

  std::array<Result, kThreads> results;
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back(
        [&plant, &results, i]() { results[i] = Simulate(plant); });
  }
  for (auto& thread : threads) thread.join();
  for (int i = 0; i < kThreads; ++i) {
    SCOPED_TRACE(i);
    ExpectEqual(results[i], reference);
  }
}

// Each thread owns a Context (created in the thread, so context creation
// and the lazy resolution of its dependency lists run concurrently too)
// and repeatedly changes the source and evaluates the chain's output.
GTEST_TEST(ThreadSafetyTest, ConcurrentEvaluationMatchesSingleThreaded) {
  const Plant plant;
  constexpr int kIterations = 2000;
  auto work = [&plant](double* sum) {
    auto context = plant.diagram->CreateDefaultContext();
    Context<double>& source_context =
        plant.source->GetMyMutableContextFromRoot(context.get());
    const OutputPort<double>& chain = plant.diagram->get_output_port(0);
    *sum = 0.0;
    for (int k = 0; k < kIterations; ++k) {
      plant.source->get_mutable_source_value(&source_context)[0] = k;
      const VectorX<double>& y = chain.Eval(*context);
      *sum += y[0] + y[1];
    }
  };
  double reference = 0.0;
  work(&reference);
  // Σ k + 2 over k < 2000: 1999 · 2000 / 2 + 4000.
  EXPECT_EQ(reference, 1999.0 * 2000.0 / 2.0 + 4000.0);

  std::array<double, kThreads> sums{};
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&work, &sums, i]() { work(&sums[i]); });
  }
  for (auto& thread : threads) thread.join();
  for (int i = 0; i < kThreads; ++i) EXPECT_EQ(sums[i], reference) << i;
}

}  // namespace thread_safety_test
}  // namespace systems
}  // namespace drake
