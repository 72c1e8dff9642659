// Unrestricted updates in a Diagram touch only the subsystems that have an
// unrestricted event: the others' substates are neither copied into the
// scratch State nor written back to the Context, so their values and cache
// entries stay valid. And the State handed to a handler starts equal to
// the current state, including changes made to the Context between steps.

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace unrestricted_update_test {

using History = std::vector<double>;

// Every 0.1 s an unrestricted update increments a discrete counter and
// appends the update time to an abstract history. The handler records
// whether the State it was given started equal to the Context's state.
class Recorder final : public LeafSystem<double> {
 public:
  Recorder() {
    this->DeclareDiscreteState(1);
    this->DeclareAbstractState(Value<History>());
    this->DeclarePeriodicUnrestrictedUpdateEvent(0.1, 0.0, &Recorder::Update);
  }
  mutable int num_updates{0};
  mutable bool every_input_matched_context{true};

 private:
  EventStatus Update(const Context<double>& context,
                     State<double>* state) const {
    ++num_updates;
    const bool matches =
        state->get_discrete_state(0)[0] == context.get_discrete_state(0)[0] &&
        state->get_abstract_state<History>(0) ==
            context.get_abstract_state<History>(0);
    if (!matches) every_input_matched_context = false;
    state->get_mutable_discrete_state(0)[0] += 1.0;
    state->get_mutable_abstract_state<History>(0).push_back(context.get_time());
    return EventStatus::Succeeded();
  }
};

// No events: a discrete value and an abstract value, and an output that
// depends on both and counts its computations.
class Bystander final : public LeafSystem<double> {
 public:
  Bystander() {
    this->DeclareDiscreteState(Vector1d(7.0));
    this->DeclareAbstractState(Value<History>(History{1.0, 2.0}));
    this->DeclareVectorOutputPort("sum", 1, &Bystander::CalcSum,
                                  {this->xd_ticket(), this->xa_ticket()});
  }
  mutable int num_calcs{0};

 private:
  void CalcSum(const Context<double>& context, BasicVector<double>* y) const {
    ++num_calcs;
    double sum = context.get_discrete_state(0)[0];
    for (double x : context.get_abstract_state<History>(0)) sum += x;
    (*y)[0] = sum;
  }
};

struct Fixture {
  Fixture() {
    DiagramBuilder<double> builder;
    recorder = builder.AddSystem<Recorder>();
    bystander = builder.AddSystem<Bystander>();
    builder.ExportOutput(bystander->get_output_port(0), "sum");
    diagram = builder.Build();
  }
  std::unique_ptr<Diagram<double>> diagram;
  const Recorder* recorder{};
  const Bystander* bystander{};
};

GTEST_TEST(UnrestrictedUpdateTest, SubsystemWithoutEventsIsNotTouched) {
  Fixture f;
  auto context = f.diagram->CreateDefaultContext();
  const OutputPort<double>& sum = f.diagram->get_output_port(0);
  // 7 + 1 + 2, computed once.
  EXPECT_EQ(sum.Eval(*context)[0], 10.0);
  EXPECT_EQ(f.bystander->num_calcs, 1);

  // The events due at t = 0 (asked from just before 0): the recorder's.
  auto events = f.diagram->AllocateCompositeEventCollection();
  context->SetTime(-0.01);
  EXPECT_EQ(f.diagram->CalcNextUpdateTime(*context, events.get()), 0.0);
  context->SetTime(0.0);
  ASSERT_TRUE(events->HasUnrestrictedUpdateEvents());

  // A scratch state whose bystander part holds sentinels: had the diagram
  // copied the bystander's substate in, or applied it back, they would
  // show up.
  std::unique_ptr<State<double>> scratch = context->CloneState();
  State<double>& scratch_bystander =
      f.diagram->GetMutableSubsystemState(*f.bystander, scratch.get());
  scratch_bystander.get_mutable_discrete_state(0)[0] = -1.0;
  scratch_bystander.get_mutable_abstract_state<History>(0) = History{-1.0};

  // Re-evaluate after SetTime (the output does not depend on time: no
  // recomputation).
  EXPECT_EQ(sum.Eval(*context)[0], 10.0);
  EXPECT_EQ(f.bystander->num_calcs, 1);

  const EventStatus status = f.diagram->CalcUnrestrictedUpdate(
      *context, events->get_unrestricted_update_events(), scratch.get());
  EXPECT_TRUE(status.succeeded());
  // Not copied in: the sentinels are still there.
  EXPECT_EQ(scratch_bystander.get_discrete_state(0)[0], -1.0);
  EXPECT_EQ(scratch_bystander.get_abstract_state<History>(0), History{-1.0});
  // The recorder's part was initialized from the context and updated.
  const State<double>& scratch_recorder =
      f.diagram->GetSubsystemState(*f.recorder, *scratch);
  EXPECT_EQ(scratch_recorder.get_discrete_state(0)[0], 1.0);
  EXPECT_EQ(scratch_recorder.get_abstract_state<History>(0), History{0.0});

  f.diagram->ApplyUnrestrictedUpdate(events->get_unrestricted_update_events(),
                                     scratch.get(), context.get());
  // The recorder's context has the new values...
  const Context<double>& recorder_context =
      f.recorder->GetMyContextFromRoot(*context);
  EXPECT_EQ(recorder_context.get_discrete_state(0)[0], 1.0);
  EXPECT_EQ(recorder_context.get_abstract_state<History>(0), History{0.0});
  // ...the bystander's kept its own (not the sentinels), and its cached
  // output is still valid: Eval does not recompute.
  const Context<double>& bystander_context =
      f.bystander->GetMyContextFromRoot(*context);
  EXPECT_EQ(bystander_context.get_discrete_state(0)[0], 7.0);
  EXPECT_EQ(bystander_context.get_abstract_state<History>(0),
            History({1.0, 2.0}));
  EXPECT_EQ(sum.Eval(*context)[0], 10.0);
  EXPECT_EQ(f.bystander->num_calcs, 1);
}

GTEST_TEST(UnrestrictedUpdateTest, BystanderCacheSurvivesSimulation) {
  Fixture f;
  Simulator<double> simulator(*f.diagram);
  const OutputPort<double>& sum = f.diagram->get_output_port(0);
  EXPECT_EQ(sum.Eval(simulator.get_context())[0], 10.0);
  EXPECT_EQ(f.bystander->num_calcs, 1);
  // Updates at 0, 0.1, ..., 0.9 (the one due at exactly 1 is left pending).
  simulator.AdvanceTo(1.0);
  EXPECT_EQ(f.recorder->num_updates, 10);
  EXPECT_EQ(simulator.get_num_unrestricted_updates(), 10);
  // Ten unrestricted updates later the bystander has not been recomputed.
  EXPECT_EQ(sum.Eval(simulator.get_context())[0], 10.0);
  EXPECT_EQ(f.bystander->num_calcs, 1);
}

GTEST_TEST(UnrestrictedUpdateTest, HandlerSeesCurrentState) {
  Fixture f;
  Simulator<double> simulator(*f.diagram);
  // Updates at 0 and 0.1; the one at 0.2 is pending.
  simulator.AdvanceTo(0.2);
  Context<double>& recorder_context =
      f.recorder->GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  EXPECT_EQ(recorder_context.get_discrete_state(0)[0], 2.0);
  EXPECT_EQ(recorder_context.get_abstract_state<History>(0),
            History({0.0, 0.1}));

  // Change the state between steps; the next update must start from it,
  // not from what the simulator's scratch state held after the last one.
  recorder_context.SetDiscreteState(0, Vector1d(100.0));
  recorder_context.SetAbstractState<History>(0, History{-5.0});
  simulator.AdvanceTo(0.25);  // Runs the update due at 0.2.
  EXPECT_EQ(recorder_context.get_discrete_state(0)[0], 101.0);
  // The sample time 0.2 is computed as 2 × 0.1 (exactly 0.2 in double).
  EXPECT_EQ(recorder_context.get_abstract_state<History>(0),
            History({-5.0, 0.2}));
  EXPECT_EQ(f.recorder->num_updates, 3);
  EXPECT_TRUE(f.recorder->every_input_matched_context);
}

GTEST_TEST(UnrestrictedUpdateTest, LeafScratchStartsEqualToContext) {
  // A leaf system called directly with a scratch State that holds
  // unrelated values: the handler must still see the current state.
  Recorder recorder;
  auto context = recorder.CreateDefaultContext();
  context->SetDiscreteState(0, Vector1d(3.0));
  context->SetAbstractState<History>(0, History{4.0});
  std::unique_ptr<State<double>> scratch = context->CloneState();
  scratch->get_mutable_discrete_state(0)[0] = -1.0;
  scratch->get_mutable_abstract_state<History>(0) = History{};

  auto events = recorder.AllocateCompositeEventCollection();
  context->SetTime(0.05);
  EXPECT_NEAR(recorder.CalcNextUpdateTime(*context, events.get()), 0.1,
              1e-15);  // 1 × 0.1, one rounding at most.
  EXPECT_TRUE(
      recorder
          .CalcUnrestrictedUpdate(
              *context, events->get_unrestricted_update_events(), scratch.get())
          .succeeded());
  EXPECT_TRUE(recorder.every_input_matched_context);
  EXPECT_EQ(scratch->get_discrete_state(0)[0], 4.0);
  EXPECT_EQ(scratch->get_abstract_state<History>(0), History({4.0, 0.05}));
}

}  // namespace unrestricted_update_test
}  // namespace systems
}  // namespace drake
