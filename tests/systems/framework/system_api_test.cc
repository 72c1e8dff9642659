// System, Diagram, DiagramBuilder and Context members beyond the basics:
// visitors, Clone, AllocateFixedInputs, CalcOutput, EvalVectorInput,
// EvalUniquePeriodicDiscreteUpdate, builder editing (RemoveSystem,
// Disconnect, ConnectToSame), the Diagram's per-subsystem accessors, and
// the Context's advanced state-writing calls.

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/framework/system_visitor.h"

namespace drake {
namespace systems {
namespace system_api_test {

// x[n+1] = a·x[n] + u[n], updated every `period` seconds (offset 0), with
// output y = x. Two state elements.
template <typename T>
class Difference final : public LeafSystem<T> {
 public:
  explicit Difference(double a, double period = 0.1)
      : LeafSystem<T>(SystemTypeTag<Difference>{}), a_(a), period_(period) {
    this->DeclareVectorInputPort("u", 2);
    this->DeclareDiscreteState(2);
    this->DeclareVectorOutputPort("y", 2, &Difference::CalcY);
    this->DeclarePeriodicDiscreteUpdateEvent(period, 0.0, &Difference::Update);
  }
  template <typename U>
  explicit Difference(const Difference<U>& other)
      : Difference(other.a(), other.period()) {}
  double a() const { return a_; }
  double period() const { return period_; }

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    y->SetFromVector(context.get_discrete_state(0).value());
  }
  void Update(const Context<T>& context, DiscreteValues<T>* next) const {
    next->get_mutable_vector(0).SetFromVector(
        a_ * context.get_discrete_state(0).value() +
        this->get_input_port(0).Eval(context));
  }
  double a_;
  double period_;
};

// ẋ = −x with output y = x (one element), and no scalar conversion.
class Decay final : public LeafSystem<double> {
 public:
  Decay() {
    DeclareContinuousState(1);
    DeclareVectorOutputPort("y", 1, &Decay::CalcY);
  }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    derivatives->SetFromVector(
        -context.get_continuous_state_vector().CopyToVector());
  }
  void CalcY(const Context<double>& context, BasicVector<double>* y) const {
    y->SetFromVector(context.get_continuous_state_vector().CopyToVector());
  }
};

// Records which Visit* each system reaches, recursing into diagrams.
class NameCollector final : public SystemVisitor<double> {
 public:
  void VisitSystem(const System<double>& system) final {
    names.push_back("system " + system.get_name());
  }
  void VisitDiagram(const Diagram<double>& diagram) final {
    names.push_back("diagram " + diagram.get_name());
    for (const System<double>* sub : diagram.GetSystems()) sub->Accept(this);
  }
  std::vector<std::string> names;
};

TEST(SystemApiTest, VisitorDispatchesOnDiagrams) {
  DiagramBuilder<double> inner_builder;
  inner_builder.AddNamedSystem<Difference>("d", 0.5);
  auto inner = inner_builder.Build();
  inner->set_name("inner");
  DiagramBuilder<double> builder;
  builder.AddSystem(std::move(inner));
  builder.AddNamedSystem<Decay>("decay");
  auto diagram = builder.Build();
  diagram->set_name("outer");
  NameCollector collector;
  diagram->Accept(&collector);
  EXPECT_EQ(collector.names,
            (std::vector<std::string>{"diagram outer", "diagram inner",
                                      "system d", "system decay"}));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->Accept(nullptr), ".*v != nullptr.*");
  static_assert(std::is_same_v<Diagram<double>::Scalar, double>);
}

TEST(SystemApiTest, Clone) {
  const Difference<double> original(0.25, 0.2);
  std::unique_ptr<Difference<double>> copy = System<double>::Clone(original);
  ASSERT_NE(copy, nullptr);
  EXPECT_NE(copy.get(), &original);
  EXPECT_EQ(copy->a(), 0.25);
  EXPECT_EQ(copy->period(), 0.2);
  // Contexts of one do not work with the other.
  auto context = original.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(copy->ValidateContext(*context),
                              ".*was passed the Context of a different.*");
  const Decay decay;
  DRAKE_EXPECT_THROWS_MESSAGE(decay.Clone(),
                              ".*cannot be cloned.*scalar conversion.*");
}

TEST(SystemApiTest, AllocateFixedInputsAndCalcOutput) {
  const Difference<double> system(0.5);
  auto context = system.CreateDefaultContext();
  EXPECT_FALSE(system.get_input_port(0).HasValue(*context));
  system.AllocateFixedInputs(context.get());
  EXPECT_TRUE(system.get_input_port(0).HasValue(*context));
  EXPECT_EQ(system.get_input_port(0).Eval(*context).size(), 2);

  context->SetDiscreteState(Eigen::Vector2d(3, 4));
  auto output = system.AllocateOutput();
  system.CalcOutput(*context, output.get());
  EXPECT_EQ(output->get_vector_data(0)->value(), Eigen::Vector2d(3, 4));
  // Another system's SystemOutput (here with two ports) is rejected.
  DiagramBuilder<double> builder;
  auto* d1 = builder.AddNamedSystem<Difference>("d1", 1.0);
  auto* d2 = builder.AddNamedSystem<Difference>("d2", 1.0);
  builder.ExportOutput(d1->get_output_port(0));
  builder.ExportOutput(d2->get_output_port(0));
  auto two_port_output = builder.Build()->AllocateOutput();
  DRAKE_EXPECT_THROWS_MESSAGE(
      system.CalcOutput(*context, two_port_output.get()),
      "drake::systems::SystemOutput<double> was not created for .*Difference"
      "<double> System ::_; it belongs to a different System.");

  // EvalVectorInput: the typed view of a vector input.
  system.get_input_port(0).FixValue(context.get(), Eigen::Vector2d(1, 2));
  const BasicVector<double>* u = system.EvalVectorInput(*context, 0);
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->value(), Eigen::Vector2d(1, 2));
  EXPECT_EQ(system.CopyContinuousStateVector(*context).size(), 0);

  const Decay continuous;
  auto continuous_context = continuous.CreateDefaultContext();
  continuous_context->SetContinuousState(Vector1d(7));
  EXPECT_EQ(continuous.CopyContinuousStateVector(*continuous_context),
            Vector1d(7));
}

TEST(SystemApiTest, EvalUniquePeriodicDiscreteUpdateOfALeaf) {
  const Difference<double> system(0.5);
  auto context = system.CreateDefaultContext();
  context->SetDiscreteState(Eigen::Vector2d(2, -4));
  system.get_input_port(0).FixValue(context.get(), Eigen::Vector2d(1, 1));
  const DiscreteValues<double>& next =
      system.EvalUniquePeriodicDiscreteUpdate(*context);
  // 0.5·(2, −4) + (1, 1) = (2, −1); the context keeps its state.
  EXPECT_EQ(next.get_vector(0).value(), Eigen::Vector2d(2, -1));
  EXPECT_EQ(context->get_discrete_state(0).value(), Eigen::Vector2d(2, -4));
  // Cached until the state changes.
  EXPECT_EQ(&system.EvalUniquePeriodicDiscreteUpdate(*context), &next);
  context->SetDiscreteState(Eigen::Vector2d(0, 0));
  EXPECT_EQ(
      system.EvalUniquePeriodicDiscreteUpdate(*context).get_vector(0).value(),
      Eigen::Vector2d(1, 1));

  const Decay decay;
  DRAKE_EXPECT_THROWS_MESSAGE(
      decay.EvalUniquePeriodicDiscreteUpdate(*decay.CreateDefaultContext()),
      ".*EvalUniquePeriodicDiscreteUpdate\\(\\): System .* has no periodic "
      "discrete update events.*");
}

TEST(SystemApiTest, EvalUniquePeriodicDiscreteUpdateOfADiagram) {
  DiagramBuilder<double> builder;
  auto* a = builder.AddNamedSystem<Difference>("a", 0.5);
  auto* b = builder.AddNamedSystem<Difference>("b", 2.0);
  builder.AddNamedSystem<Decay>("decay");
  builder.Connect(a->get_output_port(0), b->get_input_port(0));
  builder.ExportInput(a->get_input_port(0), "u");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  diagram->get_input_port(0).FixValue(context.get(), Eigen::Vector2d(1, 0));
  diagram->GetMutableSubsystemContext(*a, context.get())
      .SetDiscreteState(Eigen::Vector2d(4, 8));
  diagram->GetMutableSubsystemContext(*b, context.get())
      .SetDiscreteState(Eigen::Vector2d(1, 1));
  const DiscreteValues<double>& next =
      diagram->EvalUniquePeriodicDiscreteUpdate(*context);
  // a: 0.5·(4, 8) + (1, 0) = (3, 4); b: 2·(1, 1) + y_a = (2, 2) + (4, 8).
  const DiscreteValues<double>& next_a =
      diagram->GetSubsystemDiscreteValues(*a, next);
  const DiscreteValues<double>& next_b =
      diagram->GetSubsystemDiscreteValues(*b, next);
  EXPECT_EQ(next_a.get_vector(0).value(), Eigen::Vector2d(3, 4));
  EXPECT_EQ(next_b.get_vector(0).value(), Eigen::Vector2d(6, 10));

  // Two timings: refused, naming the system.
  DiagramBuilder<double> mixed_builder;
  mixed_builder.AddNamedSystem<Difference>("fast", 0.5, 0.1);
  mixed_builder.AddNamedSystem<Difference>("slow", 0.5, 0.2);
  auto mixed = mixed_builder.Build();
  auto mixed_context = mixed->CreateDefaultContext();
  mixed->AllocateFixedInputs(mixed_context.get());
  DRAKE_EXPECT_THROWS_MESSAGE(
      mixed->EvalUniquePeriodicDiscreteUpdate(*mixed_context),
      ".*System .*slow has a periodic discrete update event with period 0.2 "
      "s.*period 0.1 s.*share one timing.*");
}

TEST(SystemApiTest, DiagramAccessors) {
  DiagramBuilder<double> builder;
  auto* a = builder.AddNamedSystem<Difference>("a", 0.5);
  auto* b = builder.AddNamedSystem<Difference>("b", 2.0);
  auto* decay = builder.AddNamedSystem<Decay>("decay");
  builder.Connect(a->get_output_port(0), b->get_input_port(0));
  auto diagram = builder.Build();
  EXPECT_EQ(&diagram->get_system(SubsystemIndex(1)), b);
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->get_system(SubsystemIndex(3)),
                              ".*has 3 subsystems; there is no subsystem 3.*");
  EXPECT_EQ(diagram->GetSystemIndexOrAbort(decay), 2);
  EXPECT_TRUE(
      diagram->AreConnected(a->get_output_port(0), b->get_input_port(0)));
  EXPECT_FALSE(
      diagram->AreConnected(b->get_output_port(0), a->get_input_port(0)));
  EXPECT_EQ(&diagram->GetDowncastSubsystemByName<Difference>("b"), b);
  EXPECT_EQ(&diagram->GetDowncastSubsystemByName<Decay>("decay"), decay);
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->GetDowncastSubsystemByName<Decay>("a"),
      ".*subsystem named a .*is a .*Difference.*not the requested .*Decay.*");

  auto context = diagram->CreateDefaultContext();
  diagram->GetMutableSubsystemContext(*decay, context.get())
      .SetContinuousState(Vector1d(3));
  auto derivatives = diagram->AllocateTimeDerivatives();
  diagram->CalcTimeDerivatives(*context, derivatives.get());
  const ContinuousState<double>& decay_derivatives =
      diagram->GetSubsystemDerivatives(*decay, *derivatives);
  EXPECT_EQ(decay_derivatives.CopyToVector(), Vector1d(-3));
  EXPECT_EQ(diagram->GetSubsystemDerivatives(*a, *derivatives).size(), 0);
  const Decay stranger;
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->GetSubsystemDerivatives(stranger, *derivatives),
      ".*is not a subsystem of Diagram.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->GetSubsystemDerivatives(*decay,
                                       *decay->AllocateTimeDerivatives()),
      "drake::systems::ContinuousState<double> was not created for "
      "drake::systems::Diagram<double> System ::_; it belongs to a different "
      "System.");

  auto events = diagram->AllocateCompositeEventCollection();
  diagram->GetPerStepEvents(*context, events.get());
  CompositeEventCollection<double>& a_events =
      diagram->GetMutableSubsystemCompositeEventCollection(*a, events.get());
  EXPECT_EQ(&diagram->GetSubsystemCompositeEventCollection(*a, *events),
            &a_events);
  EXPECT_FALSE(a_events.HasEvents());
}

TEST(DiagramBuilderEditTest, RemoveSystem) {
  DiagramBuilder<double> builder;
  EXPECT_TRUE(builder.empty());
  auto* a = builder.AddNamedSystem<Difference>("a", 0.5);
  auto* b = builder.AddNamedSystem<Difference>("b", 2.0);
  auto* c = builder.AddNamedSystem<Difference>("c", 3.0);
  EXPECT_FALSE(builder.empty());
  builder.ExportInput(a->get_input_port(0), "ua");
  builder.ExportInput(b->get_input_port(0), "ub");
  builder.Connect(b->get_output_port(0), c->get_input_port(0));
  builder.ExportOutput(a->get_output_port(0), "ya");
  builder.ExportOutput(b->get_output_port(0), "yb");
  builder.ExportOutput(c->get_output_port(0), "yc");
  builder.RemoveSystem(*b);
  EXPECT_EQ(builder.GetSystems().size(), 2u);
  EXPECT_FALSE(builder.HasSubsystemNamed("b"));
  EXPECT_EQ(builder.num_input_ports(), 1);
  EXPECT_EQ(builder.num_output_ports(), 2);
  EXPECT_TRUE(builder.connection_map().empty());
  // c's input is free again.
  EXPECT_FALSE(builder.IsConnectedOrExported(c->get_input_port(0)));
  builder.ExportInput(c->get_input_port(0), "uc");
  auto diagram = builder.Build();
  EXPECT_EQ(diagram->get_input_port(0).get_name(), "ua");
  EXPECT_EQ(diagram->get_input_port(1).get_name(), "uc");
  EXPECT_EQ(diagram->get_output_port(0).get_name(), "ya");
  EXPECT_EQ(diagram->get_output_port(1).get_name(), "yc");

  DiagramBuilder<double> other;
  const Difference<double> stranger(1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(other.RemoveSystem(stranger),
                              ".*has not been added to this builder.*");
}

TEST(DiagramBuilderEditTest, DisconnectAndConnectToSame) {
  DiagramBuilder<double> builder;
  auto* a = builder.AddNamedSystem<Difference>("a", 0.5);
  auto* b = builder.AddNamedSystem<Difference>("b", 2.0);
  auto* c = builder.AddNamedSystem<Difference>("c", 3.0);
  auto* d = builder.AddNamedSystem<Difference>("d", 4.0);
  builder.Connect(a->get_output_port(0), b->get_input_port(0));
  // c follows b: fed by a's output.
  EXPECT_TRUE(
      builder.ConnectToSame(b->get_input_port(0), c->get_input_port(0)));
  EXPECT_EQ(builder.connection_map().at({c, InputPortIndex(0)}).first, a);
  // d follows a, which is neither connected nor exported: nothing happens.
  EXPECT_FALSE(
      builder.ConnectToSame(a->get_input_port(0), d->get_input_port(0)));
  EXPECT_FALSE(builder.IsConnectedOrExported(d->get_input_port(0)));
  // d follows an exported input.
  builder.ExportInput(a->get_input_port(0), "u");
  EXPECT_TRUE(
      builder.ConnectToSame(a->get_input_port(0), d->get_input_port(0)));
  EXPECT_TRUE(builder.IsConnectedOrExported(d->get_input_port(0)));

  DRAKE_EXPECT_THROWS_MESSAGE(
      builder.Disconnect(b->get_output_port(0), c->get_input_port(0)),
      ".*output port y of System b is not connected to input port u of "
      "System c.*");
  builder.Disconnect(a->get_output_port(0), c->get_input_port(0));
  EXPECT_FALSE(builder.IsConnectedOrExported(c->get_input_port(0)));
  builder.Connect(d->get_output_port(0), c->get_input_port(0));

  EXPECT_EQ(&builder.GetDowncastSubsystemByName<Difference>("c"), c);
  EXPECT_EQ(&builder.GetMutableDowncastSubsystemByName<Difference>("d"), d);
  DRAKE_EXPECT_THROWS_MESSAGE(builder.GetDowncastSubsystemByName<Decay>("c"),
                              ".*not the requested .*Decay.*");
  auto diagram = builder.Build();
  EXPECT_TRUE(
      diagram->AreConnected(d->get_output_port(0), c->get_input_port(0)));
  EXPECT_FALSE(
      diagram->AreConnected(a->get_output_port(0), c->get_input_port(0)));
}

// A system whose cache entries record which of q, v and z they read.
class Second final : public LeafSystem<double> {
 public:
  Second() {
    DeclareContinuousState(1, 1, 1);
    q_entry_ = &DeclareCacheEntry("q", &Second::CalcQ, {q_ticket()});
    vz_entry_ =
        &DeclareCacheEntry("vz", &Second::CalcVZ, {v_ticket(), z_ticket()});
  }
  const CacheEntry& q_entry() const { return *q_entry_; }
  const CacheEntry& vz_entry() const { return *vz_entry_; }

 private:
  void CalcQ(const Context<double>& context, double* value) const {
    *value = context.get_continuous_state().get_generalized_position()[0];
  }
  void CalcVZ(const Context<double>& context, double* value) const {
    const auto& x = context.get_continuous_state();
    *value = x.get_generalized_velocity()[0] + x.get_misc_continuous_state()[0];
  }
  const CacheEntry* q_entry_{};
  const CacheEntry* vz_entry_{};
};

TEST(ContextAdvancedTest, TargetedStateWrites) {
  const Second system;
  auto context = system.CreateDefaultContext();
  EXPECT_EQ(system.q_entry().Eval<double>(*context), 0.0);
  EXPECT_EQ(system.vz_entry().Eval<double>(*context), 0.0);

  // Writing q through SetTimeAndGetMutableQVector invalidates q's
  // dependents only.
  context->SetTimeAndGetMutableQVector(1.5).SetAtIndex(0, 2.0);
  EXPECT_EQ(context->get_time(), 1.5);
  EXPECT_TRUE(system.q_entry().is_out_of_date(*context));
  EXPECT_FALSE(system.vz_entry().is_out_of_date(*context));
  EXPECT_EQ(system.q_entry().Eval<double>(*context), 2.0);

  auto [v, z] = context->GetMutableVZVectors();
  v->SetAtIndex(0, 3.0);
  z->SetAtIndex(0, 4.0);
  EXPECT_FALSE(system.q_entry().is_out_of_date(*context));
  EXPECT_EQ(system.vz_entry().Eval<double>(*context), 7.0);

  VectorBase<double>& x =
      context->SetTimeAndGetMutableContinuousStateVector(2.5);
  x.SetFromVector(Eigen::Vector3d(-1, -2, -3));
  EXPECT_EQ(context->get_time(), 2.5);
  EXPECT_EQ(system.q_entry().Eval<double>(*context), -1.0);
  EXPECT_EQ(system.vz_entry().Eval<double>(*context), -5.0);

  // Writing through a kept reference after noting the change.
  context->SetTimeAndNoteContinuousStateChange(3.0);
  x.SetAtIndex(0, 10.0);
  EXPECT_EQ(system.q_entry().Eval<double>(*context), 10.0);
  context->NoteContinuousStateChange();
  x.SetAtIndex(2, 1.0);
  EXPECT_EQ(system.vz_entry().Eval<double>(*context), -1.0);

  // PerturbTime keeps the true time until the next SetTime.
  EXPECT_FALSE(context->get_true_time().has_value());
  context->PerturbTime(3.0 - 1e-9, 3.0);
  EXPECT_EQ(context->get_time(), 3.0 - 1e-9);
  ASSERT_TRUE(context->get_true_time().has_value());
  EXPECT_EQ(*context->get_true_time(), 3.0);
  EXPECT_EQ(*context->Clone()->get_true_time(), 3.0);
  context->SetTime(4.0);
  EXPECT_FALSE(context->get_true_time().has_value());
}

TEST(ContextAdvancedTest, SubcontextsRefuseTimeChanges) {
  DiagramBuilder<double> builder;
  auto* second = builder.AddSystem<Second>();
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  Context<double>& sub =
      diagram->GetMutableSubsystemContext(*second, context.get());
  DRAKE_EXPECT_THROWS_MESSAGE(sub.SetTimeAndGetMutableQVector(1.0),
                              ".*Time change allowed only in the root.*");
  DRAKE_EXPECT_THROWS_MESSAGE(sub.PerturbTime(1.0, 1.0),
                              ".*PerturbTime.*root Context.*");
  // The root's perturbation reaches the subcontexts; v and z written at the
  // root reach the subsystem's cache.
  context->PerturbTime(0.5, 0.75);
  EXPECT_EQ(sub.get_time(), 0.5);
  EXPECT_EQ(*sub.get_true_time(), 0.75);
  EXPECT_EQ(second->vz_entry().Eval<double>(sub), 0.0);
  auto [v, z] = context->GetMutableVZVectors();
  v->SetAtIndex(0, 1.0);
  z->SetAtIndex(0, 2.0);
  EXPECT_EQ(second->vz_entry().Eval<double>(sub), 3.0);
}

}  // namespace system_api_test
}  // namespace systems
}  // namespace drake
