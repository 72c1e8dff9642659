// Tests of Diagram and DiagramBuilder: wiring, invalidation through the
// diagram, feedthrough, dynamics and events of subsystems, wiring errors,
// cloning and scalar conversion.

#include "drake/systems/framework/diagram.h"

#include <random>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace diagram_test {

// y = k u (direct feedthrough); counts its calculations.
template <typename T>
class TestGain : public LeafSystem<T> {
 public:
  explicit TestGain(double k = 2.0, int size = 1)
      : LeafSystem<T>(SystemTypeTag<TestGain>{}), k_(k), size_(size) {
    this->DeclareVectorInputPort("u", size);
    this->DeclareVectorOutputPort("y", size, &TestGain::CalcY,
                                  {this->all_input_ports_ticket()});
  }
  template <typename U>
  explicit TestGain(const TestGain<U>& other)
      : TestGain(other.k(), other.size()) {}
  double k() const { return k_; }
  int size() const { return size_; }
  mutable int count{0};

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    ++count;
    const auto& u = this->get_input_port(0).Eval(context);
    for (int i = 0; i < size_; ++i) (*y)[i] = k_ * u[i];
  }
  double k_;
  int size_;
};

// ẋ = u, y = x (no feedthrough).
template <typename T>
class TestIntegrator : public LeafSystem<T> {
 public:
  TestIntegrator() : LeafSystem<T>(SystemTypeTag<TestIntegrator>{}) {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareContinuousState(1);
    this->DeclareVectorOutputPort("y", 1, &TestIntegrator::CalcY,
                                  {this->xc_ticket()});
  }
  template <typename U>
  explicit TestIntegrator(const TestIntegrator<U>&) : TestIntegrator() {}

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = context.get_continuous_state_vector()[0];
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* xcdot) const override {
    (*xcdot)[0] = this->get_input_port(0).Eval(context)[0];
  }
};

// A discrete counter with an abstract output.
class TestCounter : public LeafSystem<double> {
 public:
  TestCounter() {
    DeclareDiscreteState(1);
    DeclarePeriodicDiscreteUpdateEvent(0.1, 0.0, &TestCounter::Update);
    DeclareAbstractOutputPort("text", &TestCounter::CalcText);
  }

 private:
  void Update(const Context<double>& context,
              DiscreteValues<double>* xd) const {
    (*xd)[0] = context.get_discrete_state(0)[0] + 1;
  }
  void CalcText(const Context<double>&, std::string* out) const { *out = "t"; }
};

// source (integrator) -> gain1 -> gain2 -> exported "out";
// exported "in" feeds source.u and gain3.u; gain3 -> exported "out3".
struct Chain {
  Chain() {
    DiagramBuilder<double> builder;
    source = builder.AddNamedSystem("source",
                                    std::make_unique<TestIntegrator<double>>());
    gain1 = builder.AddNamedSystem("gain1",
                                   std::make_unique<TestGain<double>>(2.0));
    gain2 = builder.AddNamedSystem("gain2",
                                   std::make_unique<TestGain<double>>(3.0));
    gain3 = builder.AddNamedSystem("gain3",
                                   std::make_unique<TestGain<double>>(5.0));
    counter =
        builder.AddNamedSystem("counter", std::make_unique<TestCounter>());
    builder.Connect(source->get_output_port(0), gain1->get_input_port(0));
    builder.Connect(*gain1, *gain2);
    const auto in = builder.ExportInput(source->get_input_port(0), "in");
    builder.ConnectInput(in, gain3->get_input_port(0));
    builder.ExportOutput(gain2->get_output_port(0), "out");
    builder.ExportOutput(gain3->get_output_port(0), "out3");
    builder.ExportOutput(counter->get_output_port(0), "text");
    diagram = builder.Build();
    diagram->set_name("chain");
  }
  std::unique_ptr<Diagram<double>> diagram;
  TestIntegrator<double>* source{};
  TestGain<double>* gain1{};
  TestGain<double>* gain2{};
  TestGain<double>* gain3{};
  TestCounter* counter{};
};

TEST(DiagramTest, StructureAndNames) {
  Chain chain;
  const auto& d = *chain.diagram;
  EXPECT_EQ(d.num_subsystems(), 5);
  EXPECT_EQ(d.num_input_ports(), 1);
  EXPECT_EQ(d.num_output_ports(), 3);
  EXPECT_EQ(d.num_continuous_states(), 1);
  EXPECT_EQ(d.num_discrete_state_groups(), 1);
  EXPECT_EQ(&d.GetSubsystemByName("gain2"), chain.gain2);
  EXPECT_TRUE(d.HasSubsystemNamed("counter"));
  DRAKE_EXPECT_THROWS_MESSAGE(d.GetSubsystemByName("nope"),
                              ".*chain does not have a subsystem named nope.*");
  EXPECT_EQ(chain.gain1->GetSystemPathname(), "::chain::gain1");
  EXPECT_EQ(d.GetInputPortLocators(InputPortIndex(0)).size(), 2);
  EXPECT_EQ(d.connection_map().size(), 2);
  const std::string dot = d.GetGraphvizString();
  EXPECT_NE(dot.find("gain1"), std::string::npos);
  EXPECT_NE(dot.find("->"), std::string::npos);
}

TEST(DiagramTest, EvalThroughDiagramAndTransitiveInvalidation) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  chain.diagram->get_input_port(0).FixValue(context.get(), 1.0);
  Context<double>& source_context =
      chain.diagram->GetMutableSubsystemContext(*chain.source, context.get());
  source_context.SetContinuousState(Vector1d(4.0));
  const auto& out = chain.diagram->get_output_port(0);
  EXPECT_EQ(out.Eval(*context)[0], 24.0);  // 4 * 2 * 3
  EXPECT_EQ(out.Eval(*context)[0], 24.0);
  EXPECT_EQ(chain.gain1->count, 1);
  EXPECT_EQ(chain.gain2->count, 1);
  // Changing the source's state through its own context reaches both gains.
  source_context.SetContinuousState(Vector1d(1.0));
  EXPECT_EQ(out.Eval(*context)[0], 6.0);
  EXPECT_EQ(chain.gain1->count, 2);
  EXPECT_EQ(chain.gain2->count, 2);
  // Changing it through the diagram context does too.
  context->SetContinuousState(Vector1d(2.0));
  EXPECT_EQ(out.Eval(*context)[0], 12.0);
  EXPECT_EQ(chain.gain2->count, 3);
  // Unrelated changes (time, the counter's state, the diagram input, which
  // only feeds the source's derivative) do not recompute the chain.
  context->SetTime(1.0);
  context->get_mutable_discrete_state(0)[0] = 5.0;
  chain.diagram->get_input_port(0).FixValue(context.get(), 7.0);
  EXPECT_EQ(out.Eval(*context)[0], 12.0);
  EXPECT_EQ(chain.gain1->count, 3);
  EXPECT_EQ(chain.gain2->count, 3);
  // The fixed diagram input propagates to gain3.
  const auto& out3 = chain.diagram->get_output_port(1);
  EXPECT_EQ(out3.Eval(*context)[0], 35.0);
  EXPECT_EQ(chain.gain3->count, 1);
  chain.diagram->get_input_port(0).FixValue(context.get(), 2.0);
  EXPECT_EQ(out3.Eval(*context)[0], 10.0);
  EXPECT_EQ(chain.gain3->count, 2);
  EXPECT_EQ(chain.diagram->get_output_port(2).Eval<std::string>(*context), "t");
}

TEST(DiagramTest, TimeDerivativesFromDiagramInput) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  chain.diagram->get_input_port(0).FixValue(context.get(), 3.0);
  EXPECT_EQ(chain.diagram->EvalTimeDerivatives(*context)[0], 3.0);
  chain.diagram->get_input_port(0).FixValue(context.get(), -1.0);
  EXPECT_EQ(chain.diagram->EvalTimeDerivatives(*context)[0], -1.0);
  auto derivatives = chain.diagram->AllocateTimeDerivatives();
  chain.diagram->CalcTimeDerivatives(*context, derivatives.get());
  EXPECT_EQ((*derivatives)[0], -1.0);
}

TEST(DiagramTest, UnconnectedDiagramInputThrows) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  EXPECT_FALSE(chain.gain3->get_input_port(0).HasValue(
      chain.diagram->GetSubsystemContext(*chain.gain3, *context)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      chain.diagram->get_output_port(1).Eval(*context),
      ".*required InputPort\\[0\\] \\(u\\) of System ::chain::gain3 .*is not "
      "connected and has no fixed value.*");
}

TEST(DiagramTest, DirectFeedthrough) {
  Chain chain;
  // in -> gain3 -> out3 is direct; in -> source (integrator) -> out is not.
  EXPECT_FALSE(chain.diagram->HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(chain.diagram->HasDirectFeedthrough(0, 1));
  EXPECT_FALSE(chain.diagram->HasDirectFeedthrough(0, 2));
  EXPECT_EQ(chain.diagram->GetDirectFeedthroughs().size(), 1);
}

TEST(DiagramTest, DiscreteEventsOfSubsystems) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  auto events = chain.diagram->AllocateCompositeEventCollection();
  context->SetTime(0.05);
  const double next = chain.diagram->CalcNextUpdateTime(*context, events.get());
  EXPECT_NEAR(next, 0.1, 1e-15);
  EXPECT_TRUE(events->HasDiscreteUpdateEvents());
  auto xd = chain.diagram->AllocateDiscreteVariables();
  chain.diagram->CalcDiscreteVariableUpdate(
      *context, events->get_discrete_update_events(), xd.get());
  chain.diagram->ApplyDiscreteVariableUpdate(
      events->get_discrete_update_events(), xd.get(), context.get());
  EXPECT_EQ(context->get_discrete_state(0)[0], 1.0);
  EXPECT_EQ(chain.diagram->GetSubsystemContext(*chain.counter, *context)
                .get_discrete_state(0)[0],
            1.0);
  EXPECT_EQ(chain.diagram->MapPeriodicEventsByTiming().size(), 1);
  // Unrestricted update through a DiagramState.
  std::unique_ptr<State<double>> state = context->CloneState();
  State<double>& counter_state =
      chain.diagram->GetMutableSubsystemState(*chain.counter, state.get());
  counter_state.get_mutable_discrete_state(0)[0] = 42;
  context->get_mutable_state().SetFrom(*state);
  EXPECT_EQ(context->get_discrete_state(0)[0], 42.0);
}

TEST(DiagramTest, CloneIsIndependent) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  context->SetContinuousState(Vector1d(1.0));
  chain.diagram->get_input_port(0).FixValue(context.get(), 1.0);
  const auto& out = chain.diagram->get_output_port(0);
  EXPECT_EQ(out.Eval(*context)[0], 6.0);
  auto clone = context->Clone();
  EXPECT_EQ(out.Eval(*clone)[0], 6.0);
  // Changing the clone's subsystem state invalidates only the clone.
  chain.diagram->GetMutableSubsystemContext(*chain.source, clone.get())
      .SetContinuousState(Vector1d(2.0));
  EXPECT_EQ(out.Eval(*clone)[0], 12.0);
  EXPECT_EQ(out.Eval(*context)[0], 6.0);
  EXPECT_EQ(chain.diagram->get_output_port(1).Eval(*clone)[0], 5.0);
  clone->SetTime(3.0);
  EXPECT_EQ(context->get_time(), 0.0);
  EXPECT_EQ(chain.diagram->GetSubsystemContext(*chain.gain1, *clone).get_time(),
            3.0);
  // Time can be set only at the root.
  EXPECT_THROW(
      chain.diagram->GetMutableSubsystemContext(*chain.gain1, clone.get())
          .SetTime(1.0),
      std::logic_error);
}

TEST(DiagramTest, ScalarConversion) {
  // A subsystem without scalar conversion makes the diagram's fail, naming
  // that subsystem.
  Chain chain;
  DRAKE_EXPECT_THROWS_MESSAGE(chain.diagram->ToAutoDiffXd(),
                              "System ::chain::counter .*does not support "
                              "scalar conversion to type drake::AutoDiffXd");

  DiagramBuilder<double> builder;
  auto* source = builder.AddNamedSystem(
      "source", std::make_unique<TestIntegrator<double>>());
  auto* gain1 =
      builder.AddNamedSystem("gain1", std::make_unique<TestGain<double>>(2.0));
  auto* gain2 =
      builder.AddNamedSystem("gain2", std::make_unique<TestGain<double>>(3.0));
  builder.Connect(*source, *gain1);
  builder.Connect(*gain1, *gain2);
  builder.ExportInput(source->get_input_port(0), "in");
  builder.ExportOutput(gain2->get_output_port(0), "out");
  auto diagram = builder.Build();
  diagram->set_name("convertible");
  std::unique_ptr<System<AutoDiffXd>> ad = diagram->ToAutoDiffXd();
  ASSERT_NE(ad, nullptr);
  EXPECT_EQ(ad->get_name(), "convertible");
  auto context = ad->CreateDefaultContext();
  context->get_mutable_continuous_state_vector()[0] =
      AutoDiffXd(1.0, Vector1d(1.0));
  ad->get_input_port(0).FixValue(context.get(), AutoDiffXd(0.0));
  const AutoDiffXd y = ad->get_output_port(0).Eval(*context)[0];
  EXPECT_EQ(y.value(), 6.0);
  EXPECT_EQ(y.derivatives()[0], 6.0);  // dy/dx = 2 * 3.
}

TEST(DiagramBuilderTest, WiringErrorsNameSystemsAndPorts) {
  DiagramBuilder<double> builder;
  auto* a =
      builder.AddNamedSystem("a", std::make_unique<TestGain<double>>(1.0, 2));
  auto* b =
      builder.AddNamedSystem("b", std::make_unique<TestGain<double>>(1.0, 3));
  auto* c =
      builder.AddNamedSystem("c", std::make_unique<TestGain<double>>(1.0, 2));
  auto* text = builder.AddNamedSystem("text", std::make_unique<TestCounter>());
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Connect(a->get_output_port(0), b->get_input_port(0)),
      "DiagramBuilder::Connect: Mismatched vector sizes while connecting "
      "output port y of System a \\(size 2\\) to input port u of System b "
      "\\(size 3\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Connect(text->get_output_port(0), c->get_input_port(0)),
      "DiagramBuilder::Connect: Cannot mix vector-valued and abstract-valued "
      "ports while connecting output port text of System text to input port "
      "u of System c");
  builder.Connect(a->get_output_port(0), c->get_input_port(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Connect(c->get_output_port(0), c->get_input_port(0)),
      "DiagramBuilder::Connect: Input port u of System c is already "
      "connected to output port y of System a.");
  TestGain<double> outsider;
  outsider.set_name("outsider");
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Connect(outsider.get_output_port(0), a->get_input_port(0)),
      ".*System outsider until it has been registered using AddSystem");
}

TEST(DiagramBuilderTest, AbstractTypeMismatch) {
  class IntSink : public LeafSystem<double> {
   public:
    IntSink() { DeclareAbstractInputPort("in", Value<int>(0)); }
  };
  DiagramBuilder<double> builder;
  auto* text = builder.AddNamedSystem("text", std::make_unique<TestCounter>());
  auto* sink = builder.AddNamedSystem("sink", std::make_unique<IntSink>());
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Connect(text->get_output_port(0), sink->get_input_port(0)),
      "DiagramBuilder::Connect: Mismatched value types while connecting "
      "output port text of System text \\(type std::string\\) to input port "
      "in of System sink \\(type int\\)");
}

TEST(DiagramBuilderTest, DuplicateNamesThrow) {
  DiagramBuilder<double> builder;
  builder.AddNamedSystem("same", std::make_unique<TestGain<double>>());
  builder.AddNamedSystem("same", std::make_unique<TestGain<double>>());
  DRAKE_EXPECT_THROWS_MESSAGE(builder.Build(),
                              "Diagram contains two subsystems named 'same'.*");
}

TEST(DiagramBuilderTest, AlgebraicLoopNamesTheCycle) {
  DiagramBuilder<double> builder;
  auto* a = builder.AddNamedSystem("a", std::make_unique<TestGain<double>>());
  auto* b = builder.AddNamedSystem("b", std::make_unique<TestGain<double>>());
  builder.Connect(*a, *b);
  builder.Connect(*b, *a);
  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Build(),
      "Reported algebraic loop detected in DiagramBuilder:(.|\n)*System ::a "
      "(.|\n)*System ::b (.|\n)*");
}

TEST(DiagramBuilderTest, NoLoopThroughState) {
  DiagramBuilder<double> builder;
  auto* a = builder.AddNamedSystem("a", std::make_unique<TestGain<double>>());
  auto* s =
      builder.AddNamedSystem("s", std::make_unique<TestIntegrator<double>>());
  builder.Connect(*a, *s);
  builder.Connect(*s, *a);
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  context->SetContinuousState(Vector1d(3.0));
  // ẋ = 2 x.
  EXPECT_EQ(diagram->EvalTimeDerivatives(*context)[0], 6.0);
  context->SetContinuousState(Vector1d(1.0));
  EXPECT_EQ(diagram->EvalTimeDerivatives(*context)[0], 2.0);
  EXPECT_THROW(builder.Build(), std::logic_error);
}

TEST(DiagramTest, NestedDiagramInvalidation) {
  // inner: gain (exported in/out); outer: integrator -> inner -> gain.
  DiagramBuilder<double> inner_builder;
  auto* inner_gain = inner_builder.AddNamedSystem(
      "inner_gain", std::make_unique<TestGain<double>>(10.0));
  inner_builder.ExportInput(inner_gain->get_input_port(0), "u");
  inner_builder.ExportOutput(inner_gain->get_output_port(0), "y");
  auto inner = inner_builder.Build();
  inner->set_name("inner");

  DiagramBuilder<double> builder;
  auto* source = builder.AddNamedSystem(
      "source", std::make_unique<TestIntegrator<double>>());
  auto* inner_ptr = builder.AddSystem(std::move(inner));
  auto* last =
      builder.AddNamedSystem("last", std::make_unique<TestGain<double>>(2.0));
  builder.Connect(*source, *inner_ptr);
  builder.Connect(*inner_ptr, *last);
  builder.ExportOutput(last->get_output_port(0), "y");
  auto outer = builder.Build();
  auto context = outer->CreateDefaultContext();
  outer->GetMutableSubsystemContext(*source, context.get())
      .SetContinuousState(Vector1d(1.0));
  EXPECT_EQ(outer->get_output_port(0).Eval(*context)[0], 20.0);
  EXPECT_EQ(inner_gain->count, 1);
  EXPECT_EQ(last->count, 1);
  outer->GetMutableSubsystemContext(*source, context.get())
      .SetContinuousState(Vector1d(2.0));
  EXPECT_EQ(outer->get_output_port(0).Eval(*context)[0], 40.0);
  EXPECT_EQ(inner_gain->count, 2);
  EXPECT_EQ(last->count, 2);
  context->SetTime(5.0);
  outer->get_output_port(0).Eval(*context);
  EXPECT_EQ(last->count, 2);
  EXPECT_EQ(inner_gain->GetSystemPathname(), "::_::inner::inner_gain");
  EXPECT_FALSE(outer->HasAnyDirectFeedthrough());
}

TEST(DiagramTest, GetMyContextFromRootAndDefaults) {
  Chain chain;
  auto context = chain.diagram->CreateDefaultContext();
  const Context<double>& gain_context =
      chain.gain2->GetMyContextFromRoot(*context);
  EXPECT_EQ(&gain_context,
            &chain.diagram->GetSubsystemContext(*chain.gain2, *context));
  EXPECT_THROW(chain.gain2->GetMyContextFromRoot(gain_context),
               std::logic_error);
  // A subsystem rejects the root context.
  DRAKE_EXPECT_THROWS_MESSAGE(
      chain.gain2->get_output_port(0).Eval(*context),
      ".*System ::chain::gain2 .*was passed the Context of a different "
      "System, ::chain.*");
  // Defaults restored through the diagram.
  context->SetContinuousState(Vector1d(5.0));
  context->get_mutable_discrete_state(0)[0] = 3;
  chain.diagram->SetDefaultContext(context.get());
  EXPECT_EQ(context->get_continuous_state_vector()[0], 0.0);
  EXPECT_EQ(context->get_discrete_state(0)[0], 0.0);
}

// A leaf whose one parameter is drawn from the generator by
// SetRandomParameters() (the default value is 1).
class RandomParameter final : public LeafSystem<double> {
 public:
  RandomParameter() {
    this->DeclareNumericParameter(BasicVector<double>({1.0}));
  }

  void SetRandomParameters(const Context<double>& context,
                           Parameters<double>* parameters,
                           RandomGenerator* generator) const final {
    this->SetDefaultParameters(context, parameters);
    std::uniform_real_distribution<double> uniform(10.0, 20.0);
    parameters->get_mutable_numeric_parameter(0)[0] = uniform(*generator);
  }
};

// SetRandomContext() on a diagram draws each subsystem's parameters with the
// subsystem's SetRandomParameters(), into the context's own parameters and
// into a separate copy of them alike.
TEST(DiagramTest, SetRandomParametersReachesSubsystems) {
  DiagramBuilder<double> builder;
  const auto* leaf = builder.AddNamedSystem<RandomParameter>("leaf");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  const Context<double>& leaf_context = leaf->GetMyContextFromRoot(*context);
  EXPECT_EQ(leaf_context.get_numeric_parameter(0)[0], 1.0);

  RandomGenerator generator(7);
  diagram->SetRandomContext(context.get(), &generator);
  const double drawn = leaf_context.get_numeric_parameter(0)[0];
  EXPECT_GE(drawn, 10.0);
  EXPECT_LE(drawn, 20.0);

  auto copy = context->get_parameters().Clone();
  diagram->SetRandomParameters(*context, copy.get(), &generator);
  EXPECT_GE(copy->get_numeric_parameter(0)[0], 10.0);
  EXPECT_NE(copy->get_numeric_parameter(0)[0], drawn);
}

}  // namespace diagram_test
}  // namespace systems
}  // namespace drake
