#include "drake/systems/framework/vector_system.h"

#include <memory>

#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace vector_system_test {

using Eigen::Vector2d;
using Eigen::VectorXd;

// y = 2u + x with continuous state ẋ = u − x (feedthrough).
template <typename T>
class Filter final : public VectorSystem<T> {
 public:
  Filter() : VectorSystem<T>(SystemTypeTag<Filter>{}, 2, 2, true) {
    this->DeclareContinuousState(2);
  }
  template <typename U>
  explicit Filter(const Filter<U>&) : Filter() {}

  using VectorSystem<T>::EvalVectorInput;
  using VectorSystem<T>::GetVectorState;

 private:
  void DoCalcVectorOutput(const Context<T>&,
                          const Eigen::VectorBlock<const VectorX<T>>& input,
                          const Eigen::VectorBlock<const VectorX<T>>& state,
                          Eigen::VectorBlock<VectorX<T>>* output) const final {
    *output = 2 * input + state;
  }
  void DoCalcVectorTimeDerivatives(
      const Context<T>&, const Eigen::VectorBlock<const VectorX<T>>& input,
      const Eigen::VectorBlock<const VectorX<T>>& state,
      Eigen::VectorBlock<VectorX<T>>* derivatives) const final {
    *derivatives = input - state;
  }
};

TEST(VectorSystemTest, ContinuousStateAndFeedthrough) {
  Filter<double> system;
  EXPECT_EQ(system.num_input_ports(), 1);
  EXPECT_EQ(system.num_output_ports(), 1);
  EXPECT_EQ(system.get_input_port().get_name(), "u0");
  EXPECT_EQ(system.get_output_port().get_name(), "y0");
  EXPECT_TRUE(system.HasAnyDirectFeedthrough());
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Vector2d(1, 2));
  system.get_input_port().FixValue(context.get(), Vector2d(10, 20));
  EXPECT_EQ(system.EvalVectorInput(*context), Vector2d(10, 20));
  EXPECT_EQ(system.GetVectorState(*context), Vector2d(1, 2));
  EXPECT_EQ(VectorXd(system.get_output_port().Eval(*context)),
            Vector2d(21, 42));
  EXPECT_EQ(system.EvalTimeDerivatives(*context).CopyToVector(),
            Vector2d(9, 18));
  // Scalar conversion as declared.
  auto autodiff = system.ToAutoDiffXd();
  auto autodiff_context = autodiff->CreateDefaultContext();
  autodiff_context->SetContinuousState(Vector2<AutoDiffXd>(1, 2));
  autodiff->get_input_port().FixValue(autodiff_context.get(),
                                      Vector2<AutoDiffXd>(10, 20));
  EXPECT_EQ(autodiff->get_output_port().Eval(*autodiff_context)(1).value(),
            42.0);
}

// y = x (no feedthrough: the input given to DoCalcVectorOutput is empty),
// discrete state x[n+1] = x[n] + u, updated every 0.5 s.
class Accumulator final : public VectorSystem<double> {
 public:
  Accumulator() : VectorSystem<double>(1, 1, false) {
    this->DeclareDiscreteState(1);
    this->DeclarePeriodicDiscreteUpdate(0.5, 0.0);
  }
  mutable int output_input_size{-1};

 private:
  void DoCalcVectorOutput(const Context<double>&,
                          const Eigen::VectorBlock<const VectorXd>& input,
                          const Eigen::VectorBlock<const VectorXd>& state,
                          Eigen::VectorBlock<VectorXd>* output) const final {
    output_input_size = static_cast<int>(input.size());
    *output = state;
  }
  void DoCalcVectorDiscreteVariableUpdates(
      const Context<double>&, const Eigen::VectorBlock<const VectorXd>& input,
      const Eigen::VectorBlock<const VectorXd>& state,
      Eigen::VectorBlock<VectorXd>* next_state) const final {
    *next_state = state + input;
  }
};

TEST(VectorSystemTest, DiscreteStateWithoutFeedthrough) {
  Accumulator system;
  EXPECT_FALSE(system.HasAnyDirectFeedthrough());
  auto context = system.CreateDefaultContext();
  system.get_input_port().FixValue(context.get(), Vector1d(2.0));
  EXPECT_EQ(system.get_output_port().Eval(*context)[0], 0.0);
  EXPECT_EQ(system.output_input_size, 0);
  // A forced discrete update reaches DoCalcVectorDiscreteVariableUpdates.
  auto next = system.AllocateDiscreteVariables();
  system.CalcForcedDiscreteVariableUpdate(*context, next.get());
  EXPECT_EQ(next->get_vector(0)[0], 2.0);
  // Simulated to 2 s: updates at 0, 0.5, 1.0 and 1.5 (one due at 2.0 is
  // left for the next step, as in Drake).
  Simulator<double> simulator(system, std::move(context));
  simulator.AdvanceTo(2.0);
  EXPECT_EQ(simulator.get_context().get_discrete_state(0)[0], 8.0);
}

// A system whose subclass declares what VectorSystem forbids: the context
// allocation throws.
class TwoDiscreteGroups final : public VectorSystem<double> {
 public:
  TwoDiscreteGroups() : VectorSystem<double>(0, 0, std::nullopt) {
    this->DeclareDiscreteState(1);
    this->DeclareDiscreteState(1);
  }
};

class BothStates final : public VectorSystem<double> {
 public:
  BothStates() : VectorSystem<double>(0, 0, std::nullopt) {
    this->DeclareDiscreteState(1);
    this->DeclareContinuousState(1);
  }
};

class AbstractState final : public VectorSystem<double> {
 public:
  AbstractState() : VectorSystem<double>(0, 0, std::nullopt) {
    this->DeclareAbstractState(Value<int>(1));
  }
};

TEST(VectorSystemTest, Invariants) {
  EXPECT_THROW(TwoDiscreteGroups().CreateDefaultContext(), std::exception);
  EXPECT_THROW(BothStates().CreateDefaultContext(), std::exception);
  EXPECT_THROW(AbstractState().CreateDefaultContext(), std::exception);
}

// No ports and no state: the default hooks accept the empty results, and
// the non-overridden hooks throw for non-empty ones.
class Empty final : public VectorSystem<double> {
 public:
  Empty() : VectorSystem<double>(0, 0, std::nullopt) {}
};

class OutputNotOverridden final : public VectorSystem<double> {
 public:
  OutputNotOverridden() : VectorSystem<double>(0, 1, std::nullopt) {}
};

class DerivativesNotOverridden final : public VectorSystem<double> {
 public:
  DerivativesNotOverridden() : VectorSystem<double>(0, 0, std::nullopt) {
    this->DeclareContinuousState(1);
  }
};

TEST(VectorSystemTest, Defaults) {
  Empty empty;
  auto context = empty.CreateDefaultContext();
  EXPECT_EQ(empty.num_input_ports(), 0);
  EXPECT_EQ(empty.num_output_ports(), 0);
  EXPECT_EQ(empty.EvalTimeDerivatives(*context).size(), 0);

  OutputNotOverridden output;
  auto output_context = output.CreateDefaultContext();
  EXPECT_THROW(output.get_output_port().Eval(*output_context), std::exception);

  DerivativesNotOverridden derivatives;
  auto derivatives_context = derivatives.CreateDefaultContext();
  EXPECT_THROW(derivatives.EvalTimeDerivatives(*derivatives_context),
               std::exception);
}

}  // namespace vector_system_test
}  // namespace systems
}  // namespace drake
