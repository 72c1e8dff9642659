// Tests of system compatibility: the objects a System allocates (state,
// derivatives, discrete values, parameters, outputs, event collections)
// carry its id, and its public methods reject objects that were allocated
// for another System or for none.

#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/diagram_continuous_state.h"
#include "drake/systems/framework/diagram_discrete_values.h"
#include "drake/systems/framework/diagram_state.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace system_compatibility_test {

// One of each kind of state and parameter, an output port, and an event of
// each kind (forced, per-step and periodic), so that every checked method
// has something to check.
class Thing : public LeafSystem<double> {
 public:
  Thing() {
    this->DeclareContinuousState(1, 1, 0);
    this->DeclareDiscreteState(2);
    this->DeclareAbstractState(Value<int>(3));
    this->DeclareNumericParameter(BasicVector<double>(2));
    this->DeclareVectorOutputPort("y", 1, &Thing::CalcY);
    this->DeclareForcedDiscreteUpdateEvent(&Thing::Update);
    this->DeclareForcedUnrestrictedUpdateEvent(&Thing::UpdateAll);
    this->DeclarePerStepDiscreteUpdateEvent(&Thing::Update);
    this->DeclarePeriodicDiscreteUpdateEvent(0.25, 0.0, &Thing::Update);
  }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const auto& xc = context.get_continuous_state();
    derivatives->get_mutable_generalized_position().SetAtIndex(
        0, xc.get_generalized_velocity()[0]);
    derivatives->get_mutable_generalized_velocity().SetAtIndex(0, -1.0);
  }
  void CalcY(const Context<double>& context, BasicVector<double>* y) const {
    y->SetAtIndex(0, context.get_continuous_state()[0]);
  }
  EventStatus Update(const Context<double>&, DiscreteValues<double>*) const {
    return EventStatus::Succeeded();
  }
  EventStatus UpdateAll(const Context<double>&, State<double>*) const {
    return EventStatus::Succeeded();
  }
};

// A diagram of two Things, "a" and "b".
std::unique_ptr<Diagram<double>> MakeDiagram() {
  DiagramBuilder<double> builder;
  builder.AddNamedSystem<Thing>("a");
  builder.AddNamedSystem<Thing>("b");
  auto diagram = builder.Build();
  diagram->set_name("pair");
  return diagram;
}

// The messages name the object's type, the system's type and its path.
constexpr char kForeign[] =
    "drake::systems::{} was not created for .*Thing System ::{}; it "
    "belongs to a different System.";

class SystemCompatibilityTest : public ::testing::Test {
 protected:
  void SetUp() override {
    one_.set_name("one");
    two_.set_name("two");
    context_ = one_.CreateDefaultContext();
    other_context_ = two_.CreateDefaultContext();
  }

  Thing one_;
  Thing two_;
  std::unique_ptr<Context<double>> context_;
  std::unique_ptr<Context<double>> other_context_;
};

// Everything a system allocates, and its context's own state and
// parameters, pass its check (by reference and by pointer).
TEST_F(SystemCompatibilityTest, AllocatedObjectsPass) {
  auto xcdot = one_.AllocateTimeDerivatives();
  auto xd = one_.AllocateDiscreteVariables();
  auto events = one_.AllocateCompositeEventCollection();
  auto output = one_.AllocateOutput();
  auto state = context_->CloneState();
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*xcdot));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(xcdot.get()));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*xd));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*events));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*output));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*state));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*context_));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(context_->get_state()));
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(context_->get_continuous_state()));
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(context_->get_discrete_state()));
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(context_->get_parameters()));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(
      context_->get_parameters().get_numeric_parameters()));
  // A cloned context's own state and parameters keep the id too.
  auto context_clone = context_->Clone();
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(context_clone->get_state()));
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(context_clone->get_parameters()));
}

// The same objects given to a second instance of the same class throw,
// naming the object's type and the system's path.
TEST_F(SystemCompatibilityTest, ObjectsOfAnotherInstanceThrow) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(*one_.AllocateTimeDerivatives()),
      fmt::format(kForeign, "ContinuousState<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(*one_.AllocateDiscreteVariables()),
      fmt::format(kForeign, "DiscreteValues<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(
          *one_.AllocateCompositeEventCollection()),
      fmt::format(kForeign, "CompositeEventCollection<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(*one_.AllocateOutput()),
      fmt::format(kForeign, "SystemOutput<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(context_->get_state()),
      fmt::format(kForeign, "State<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(context_->get_parameters()),
      fmt::format(kForeign, "Parameters<double>", "two"));
  // A pointer names the pointee's type.
  const ContinuousState<double>* xc = &context_->get_continuous_state();
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(xc),
      fmt::format(kForeign, "ContinuousState<double>", "two"));
}

// A hand-built object has no system id; it is rejected with a message
// saying so.
TEST_F(SystemCompatibilityTest, HandBuiltObjectsThrow) {
  const char* const kUnowned =
      "drake::systems::{} was not associated with any System but should "
      "have been created for .*Thing System ::one; use the System's "
      "Allocate\\*\\(\\) methods .*";
  ContinuousState<double> xc(std::make_unique<BasicVector<double>>(2), 1, 1, 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ValidateCreatedForThisSystem(xc),
      fmt::format(fmt::runtime(kUnowned), "ContinuousState<double>"));
  DiscreteValues<double> xd(std::make_unique<BasicVector<double>>(2));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ValidateCreatedForThisSystem(&xd),
      fmt::format(fmt::runtime(kUnowned), "DiscreteValues<double>"));
  State<double> state;
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ValidateCreatedForThisSystem(state),
      fmt::format(fmt::runtime(kUnowned), "State<double>"));
  Parameters<double> parameters(std::make_unique<BasicVector<double>>(2));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ValidateCreatedForThisSystem(parameters),
      fmt::format(fmt::runtime(kUnowned), "Parameters<double>"));
  LeafCompositeEventCollection<double> events;
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ValidateCreatedForThisSystem(events),
      fmt::format(fmt::runtime(kUnowned),
                  "LeafCompositeEventCollection<double>"));
  // And a public method taking one says so too.
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcTimeDerivatives(*context_, &xc),
      fmt::format(fmt::runtime(kUnowned), "ContinuousState<double>"));
}

TEST_F(SystemCompatibilityTest, NullPointerThrows) {
  const ContinuousState<double>* null_state = nullptr;
  DRAKE_EXPECT_THROWS_MESSAGE(one_.ValidateCreatedForThisSystem(null_state),
                              ".*condition 'object != nullptr' failed.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcDiscreteVariableUpdate(
          *context_, one_.get_forced_discrete_update_events(), nullptr),
      ".*condition 'object != nullptr' failed.*");
}

// Clone() (and SystemOutput's copy) keep the id, so a copy still works
// with the system that allocated the original, and not with another.
TEST_F(SystemCompatibilityTest, CloneKeepsTheId) {
  auto xcdot = one_.AllocateTimeDerivatives()->Clone();
  auto xd = one_.AllocateDiscreteVariables()->Clone();
  auto parameters = context_->get_parameters().Clone();
  const SystemOutput<double> output(*one_.AllocateOutput());
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*xcdot));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*xd));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(*parameters));
  EXPECT_NO_THROW(
      one_.ValidateCreatedForThisSystem(parameters->get_numeric_parameters()));
  EXPECT_NO_THROW(one_.ValidateCreatedForThisSystem(output));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(*xcdot),
      fmt::format(kForeign, "ContinuousState<double>", "two"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      two_.ValidateCreatedForThisSystem(*parameters),
      fmt::format(kForeign, "Parameters<double>", "two"));

  // SetFrom() copies values, not the id: a destination allocated by the
  // other system takes the values and stays the other system's.
  auto destination = two_.AllocateTimeDerivatives();
  destination->SetFrom(*xcdot);
  EXPECT_NO_THROW(two_.ValidateCreatedForThisSystem(*destination));
}

// Each public System method that takes one of these objects rejects one
// allocated by another System (one assertion each).
TEST_F(SystemCompatibilityTest, LeafMethodsRejectForeignObjects) {
  auto xcdot = two_.AllocateTimeDerivatives();
  auto xd = two_.AllocateDiscreteVariables();
  auto events = two_.AllocateCompositeEventCollection();
  auto output = two_.AllocateOutput();
  auto state = other_context_->CloneState();
  auto parameters = other_context_->get_parameters().Clone();
  Eigen::VectorXd residual = one_.AllocateImplicitTimeDerivativesResidual();
  RandomGenerator generator;
  const auto expected = [](const char* type) {
    return fmt::format(kForeign, type, "one");
  };

  DRAKE_EXPECT_THROWS_MESSAGE(one_.CalcTimeDerivatives(*context_, xcdot.get()),
                              expected("ContinuousState<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcImplicitTimeDerivativesResidual(*context_, *xcdot, &residual),
      expected("ContinuousState<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcDiscreteVariableUpdate(
          *context_, one_.get_forced_discrete_update_events(), xd.get()),
      expected("DiscreteValues<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcForcedDiscreteVariableUpdate(*context_, xd.get()),
      expected("DiscreteValues<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ApplyDiscreteVariableUpdate(one_.get_forced_discrete_update_events(),
                                       xd.get(), context_.get()),
      expected("DiscreteValues<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcUnrestrictedUpdate(
          *context_, one_.get_forced_unrestricted_update_events(), state.get()),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.CalcForcedUnrestrictedUpdate(*context_, state.get()),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.ApplyUnrestrictedUpdate(one_.get_forced_unrestricted_update_events(),
                                   state.get(), context_.get()),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(one_.CalcNextUpdateTime(*context_, events.get()),
                              expected("CompositeEventCollection<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(one_.GetPerStepEvents(*context_, events.get()),
                              expected("CompositeEventCollection<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.GetInitializationEvents(*context_, events.get()),
      expected("CompositeEventCollection<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(one_.CalcOutput(*context_, output.get()),
                              expected("SystemOutput<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(one_.SetDefaultState(*context_, state.get()),
                              expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.SetDefaultParameters(*context_, parameters.get()),
      expected("Parameters<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.SetRandomState(*context_, state.get(), &generator),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      one_.SetRandomParameters(*context_, parameters.get(), &generator),
      expected("Parameters<double>"));

  // With its own objects every one of them works.
  auto own_xcdot = one_.AllocateTimeDerivatives();
  auto own_xd = one_.AllocateDiscreteVariables();
  auto own_events = one_.AllocateCompositeEventCollection();
  auto own_output = one_.AllocateOutput();
  auto own_state = context_->CloneState();
  auto own_parameters = context_->get_parameters().Clone();
  EXPECT_NO_THROW(one_.CalcTimeDerivatives(*context_, own_xcdot.get()));
  EXPECT_NO_THROW(one_.CalcImplicitTimeDerivativesResidual(
      *context_, *own_xcdot, &residual));
  EXPECT_NO_THROW(
      one_.CalcForcedDiscreteVariableUpdate(*context_, own_xd.get()));
  EXPECT_NO_THROW(
      one_.CalcForcedUnrestrictedUpdate(*context_, own_state.get()));
  EXPECT_NO_THROW(one_.CalcNextUpdateTime(*context_, own_events.get()));
  EXPECT_NO_THROW(one_.GetPerStepEvents(*context_, own_events.get()));
  EXPECT_NO_THROW(one_.CalcOutput(*context_, own_output.get()));
  EXPECT_NO_THROW(one_.SetRandomState(*context_, own_state.get(), &generator));
  EXPECT_NO_THROW(
      one_.SetRandomParameters(*context_, own_parameters.get(), &generator));
  EXPECT_NO_THROW(one_.EvalUniquePeriodicDiscreteUpdate(*context_));
}

// A diagram stamps its own id on the whole of what it allocates and each
// subsystem's id on that subsystem's part.
TEST_F(SystemCompatibilityTest, DiagramAndSubsystemIds) {
  auto diagram = MakeDiagram();
  const auto& a = diagram->GetSubsystemByName("a");
  const auto& b = diagram->GetSubsystemByName("b");
  auto context = diagram->CreateDefaultContext();

  auto xcdot = diagram->AllocateTimeDerivatives();
  auto xd = diagram->AllocateDiscreteVariables();
  auto events = diagram->AllocateCompositeEventCollection();
  auto state = context->CloneState();
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(*xcdot));
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(*xd));
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(*events));
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(*state));
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(context->get_state()));
  EXPECT_NO_THROW(
      diagram->ValidateCreatedForThisSystem(context->get_parameters()));
  EXPECT_NO_THROW(a.ValidateCreatedForThisSystem(
      diagram->GetSubsystemDerivatives(a, *xcdot)));
  EXPECT_NO_THROW(b.ValidateCreatedForThisSystem(
      diagram->GetSubsystemDiscreteValues(b, *xd)));
  EXPECT_NO_THROW(a.ValidateCreatedForThisSystem(
      diagram->GetSubsystemCompositeEventCollection(a, *events)));
  EXPECT_NO_THROW(
      b.ValidateCreatedForThisSystem(diagram->GetSubsystemState(b, *state)));
  EXPECT_NO_THROW(b.ValidateCreatedForThisSystem(
      diagram->GetSubsystemState(b, context->get_state())));
  // A clone of the diagram's discrete values keeps both levels of ids.
  auto xd_clone =
      dynamic_cast<const DiagramDiscreteValues<double>&>(*xd).Clone();
  EXPECT_NO_THROW(diagram->ValidateCreatedForThisSystem(*xd_clone));
  EXPECT_NO_THROW(a.ValidateCreatedForThisSystem(
      xd_clone->get_subdiscrete(SubsystemIndex(0))));

  // The diagram's objects are not its subsystem's, nor the other way round.
  const std::string diagram_object =
      "drake::systems::{} was not created for .*Thing System ::pair::a; it "
      "belongs to a different System.";
  DRAKE_EXPECT_THROWS_MESSAGE(
      a.ValidateCreatedForThisSystem(*xcdot),
      fmt::format(fmt::runtime(diagram_object), "ContinuousState<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      a.ValidateCreatedForThisSystem(context->get_state()),
      fmt::format(fmt::runtime(diagram_object), "State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->ValidateCreatedForThisSystem(*a.AllocateTimeDerivatives()),
      "drake::systems::ContinuousState<double> was not created for "
      "drake::systems::Diagram<double> System ::pair; it belongs to a "
      "different System.");
  // Nor is one subsystem's part of the diagram's object the other's.
  DRAKE_EXPECT_THROWS_MESSAGE(
      b.ValidateCreatedForThisSystem(diagram->GetSubsystemState(a, *state)),
      "drake::systems::State<double> was not created for .*Thing System "
      "::pair::b; it belongs to a different System.");
}

// Each public Diagram method that takes one of these objects rejects one
// allocated by another diagram of the same shape (one assertion each), and
// the dispatch to the subsystems checks their parts.
TEST_F(SystemCompatibilityTest, DiagramMethodsRejectForeignObjects) {
  auto diagram = MakeDiagram();
  auto other = MakeDiagram();
  const auto& a = diagram->GetSubsystemByName("a");
  auto context = diagram->CreateDefaultContext();
  auto other_context = other->CreateDefaultContext();
  auto xcdot = other->AllocateTimeDerivatives();
  auto xd = other->AllocateDiscreteVariables();
  auto events = other->AllocateCompositeEventCollection();
  auto state = other_context->CloneState();
  auto parameters = other_context->get_parameters().Clone();
  RandomGenerator generator;
  const auto expected = [](const char* type) {
    return fmt::format(
        "drake::systems::{} was not created for "
        "drake::systems::Diagram<double> System ::pair; it belongs to a "
        "different System.",
        type);
  };

  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->CalcTimeDerivatives(*context, xcdot.get()),
      expected("ContinuousState<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->CalcForcedDiscreteVariableUpdate(*context, xd.get()),
      expected("DiscreteValues<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->CalcForcedUnrestrictedUpdate(*context, state.get()),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->CalcNextUpdateTime(*context, events.get()),
      expected("CompositeEventCollection<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->SetDefaultState(*context, state.get()),
                              expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->SetDefaultParameters(*context, parameters.get()),
      expected("Parameters<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->SetRandomState(*context, state.get(), &generator),
      expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->SetRandomParameters(*context, parameters.get(), &generator),
      expected("Parameters<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->GetSubsystemState(a, *state),
                              expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->GetMutableSubsystemState(a, state.get()),
                              expected("State<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->GetSubsystemDerivatives(a, *xcdot),
                              expected("ContinuousState<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(diagram->GetSubsystemDiscreteValues(a, *xd),
                              expected("DiscreteValues<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->GetSubsystemCompositeEventCollection(a, *events),
      expected("CompositeEventCollection<double>"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->GetMutableSubsystemCompositeEventCollection(a, events.get()),
      expected("CompositeEventCollection<double>"));

  // A diagram-shaped object stamped with the diagram's id whose parts
  // belong to the other diagram's subsystems is caught when the diagram
  // hands a part to its subsystem.
  std::vector<std::unique_ptr<ContinuousState<double>>> parts;
  parts.push_back(other->GetSubsystemByName("a").AllocateTimeDerivatives());
  parts.push_back(other->GetSubsystemByName("b").AllocateTimeDerivatives());
  DiagramContinuousState<double> mixed(std::move(parts));
  mixed.set_system_id(diagram->get_system_id());
  DRAKE_EXPECT_THROWS_MESSAGE(
      diagram->CalcTimeDerivatives(*context, &mixed),
      "drake::systems::ContinuousState<double> was not created for "
      ".*Thing System ::pair::a; it belongs to a different System.");

  // The diagram's own objects work, through every level.
  auto own_xcdot = diagram->AllocateTimeDerivatives();
  auto own_xd = diagram->AllocateDiscreteVariables();
  auto own_events = diagram->AllocateCompositeEventCollection();
  auto own_state = context->CloneState();
  EXPECT_NO_THROW(diagram->CalcTimeDerivatives(*context, own_xcdot.get()));
  EXPECT_NO_THROW(
      diagram->CalcForcedDiscreteVariableUpdate(*context, own_xd.get()));
  EXPECT_NO_THROW(
      diagram->CalcForcedUnrestrictedUpdate(*context, own_state.get()));
  EXPECT_NO_THROW(diagram->CalcNextUpdateTime(*context, own_events.get()));
  EXPECT_NO_THROW(diagram->SetRandomContext(context.get(), &generator));
  EXPECT_NO_THROW(diagram->ExecuteForcedEvents(context.get()));
  EXPECT_NO_THROW(diagram->EvalUniquePeriodicDiscreteUpdate(*context));
}

}  // namespace system_compatibility_test
}  // namespace systems
}  // namespace drake
