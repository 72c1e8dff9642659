// DiagramState and DiagramDiscreteValues: Drake's build-then-finalize API,
// the concatenated views (a write through the diagram's view reaches the
// substate and back), deep clones that keep the structure, the index
// returned by DeclareContinuousState, and the errors.

#include "drake/systems/framework/diagram_state.h"

#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/diagram_discrete_values.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace diagram_state_test {

// A substate with continuous state [q; v] = [q0; v0], one discrete group
// [d0, d1] and an int abstract state.
std::unique_ptr<State<double>> MakeSubstate(double q0, double v0, double d0,
                                            double d1, int a) {
  auto state = std::make_unique<State<double>>();
  state->set_continuous_state(std::make_unique<ContinuousState<double>>(
      std::make_unique<BasicVector<double>>(Eigen::Vector2d(q0, v0)), 1, 1, 0));
  state->set_discrete_state(std::make_unique<DiscreteValues<double>>(
      std::make_unique<BasicVector<double>>(Eigen::Vector2d(d0, d1))));
  state->set_abstract_state(
      std::make_unique<AbstractValues>(AbstractValue::Make<int>(a)));
  return state;
}

TEST(DiagramStateTest, BuildThenFinalize) {
  auto first = MakeSubstate(1, 2, 3, 4, 5);
  DiagramState<double> state(2);
  EXPECT_EQ(state.num_substates(), 2);
  state.set_substate(0, first.get());
  state.set_and_own_substate(1, MakeSubstate(10, 20, 30, 40, 50));
  DRAKE_EXPECT_THROWS_MESSAGE(
      state.set_substate(2, first.get()),
      "DiagramState: substate index 2 is out of range \\[0, 2\\).");
  state.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(state.Finalize(), ".*already finalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(state.set_substate(0, first.get()),
                              ".*cannot be set after Finalize.*");

  // q's first, then v's, in subsystem order.
  const ContinuousState<double>& xc = state.get_continuous_state();
  EXPECT_EQ(xc.size(), 4);
  EXPECT_EQ(xc.get_generalized_position().CopyToVector(),
            Eigen::Vector2d(1, 10));
  EXPECT_EQ(xc.get_generalized_velocity().CopyToVector(),
            Eigen::Vector2d(2, 20));
  // The discrete groups, concatenated; the abstract values likewise.
  EXPECT_EQ(state.get_discrete_state().num_groups(), 2);
  EXPECT_EQ(state.get_discrete_state(1).value(), Eigen::Vector2d(30, 40));
  EXPECT_EQ(state.get_abstract_state<int>(1), 50);

  // The views write through to the substates.
  state.get_mutable_discrete_state(0).SetAtIndex(1, -4.0);
  EXPECT_EQ(first->get_discrete_state(0)[1], -4.0);
  EXPECT_EQ(&state.get_substate(0), first.get());
  EXPECT_EQ(state.get_mutable_substate(1).get_abstract_state<int>(0), 50);
  EXPECT_THROW(state.get_substate(2), std::out_of_range);
}

TEST(DiagramStateTest, UnsetSlotAndNegativeSize) {
  DiagramState<double> state(2);
  state.set_and_own_substate(0, MakeSubstate(1, 2, 3, 4, 5));
  DRAKE_EXPECT_THROWS_MESSAGE(
      state.Finalize(),
      "DiagramState::Finalize\\(\\): substate 1 of 2 was never set.");
  EXPECT_THROW(DiagramState<double>(-1), std::logic_error);
}

TEST(DiagramDiscreteValuesTest, CloneKeepsTheStructure) {
  std::vector<std::unique_ptr<DiscreteValues<double>>> subs;
  subs.push_back(std::make_unique<DiscreteValues<double>>(
      std::make_unique<BasicVector<double>>(Eigen::Vector2d(1, 2))));
  subs.push_back(std::make_unique<DiscreteValues<double>>(
      std::make_unique<BasicVector<double>>(Vector1d(3))));
  DiagramDiscreteValues<double> values(std::move(subs));
  EXPECT_EQ(values.num_subdiscretes(), 2);
  EXPECT_EQ(values.num_groups(), 2);
  EXPECT_EQ(values.get_subdiscrete(SubsystemIndex(1)).get_vector()[0], 3.0);

  // Typed clone: the same tree, deep (writing the clone leaves the source).
  std::unique_ptr<DiagramDiscreteValues<double>> clone = values.Clone();
  EXPECT_EQ(clone->num_subdiscretes(), 2);
  clone->get_mutable_subdiscrete(SubsystemIndex(0)).get_mutable_vector()[1] =
      -2.0;
  EXPECT_EQ(clone->get_vector(0)[1], -2.0);
  EXPECT_EQ(values.get_vector(0)[1], 2.0);

  // Cloned through the base class, it is still a DiagramDiscreteValues.
  const DiscreteValues<double>& base = values;
  std::unique_ptr<DiscreteValues<double>> base_clone = base.Clone();
  auto* as_diagram =
      dynamic_cast<DiagramDiscreteValues<double>*>(base_clone.get());
  ASSERT_NE(as_diagram, nullptr);
  EXPECT_EQ(as_diagram->get_subdiscrete(SubsystemIndex(0)).get_vector()[0],
            1.0);
  EXPECT_THROW(values.get_subdiscrete(SubsystemIndex(2)), std::out_of_range);
}

// A leaf with discrete state and continuous state, for the diagram below.
class Mixed final : public LeafSystem<double> {
 public:
  explicit Mixed(double d) {
    index_ = this->DeclareContinuousState(1);
    this->DeclareDiscreteState(Vector1d(d));
  }
  ContinuousStateIndex index_;
};

TEST(DiagramStateTest, DiagramContextsHoldThem) {
  DiagramBuilder<double> builder;
  const auto* a = builder.AddSystem<Mixed>(1.0);
  builder.AddSystem<Mixed>(2.0);
  // Drake's DeclareContinuousState returns index 0.
  EXPECT_EQ(a->index_, ContinuousStateIndex(0));
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  auto* state =
      dynamic_cast<DiagramState<double>*>(&context->get_mutable_state());
  ASSERT_NE(state, nullptr);
  EXPECT_EQ(state->num_substates(), 2);
  EXPECT_EQ(state->get_substate(1).get_discrete_state(0)[0], 2.0);
  const auto* xd = dynamic_cast<const DiagramDiscreteValues<double>*>(
      &context->get_discrete_state());
  ASSERT_NE(xd, nullptr);
  EXPECT_EQ(xd->Clone()->get_subdiscrete(SubsystemIndex(1)).get_vector()[0],
            2.0);
}

}  // namespace diagram_state_test
}  // namespace systems
}  // namespace drake
