// symbolic::Expression as a default scalar of the systems framework: user
// systems written as templates convert to Expression (System::ToSymbolic),
// their outputs and derivatives are the expected expressions, and the
// direct feedthrough of an output without declared prerequisites is
// inferred from its symbolic form.

#include <cmath>
#include <memory>
#include <random>
#include <stdexcept>

#include <gtest/gtest.h>

#include "drake/common/default_scalars.h"
#include "drake/common/symbolic/expression.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/framework/system_symbolic_inspector.h"

namespace drake {
namespace systems {
namespace symbolic_system_test {

// y = u + x, ẋ = −a·x + u (one state, one input, one output that declares no
// prerequisites). `a` is a constructor argument, kept by scalar conversion.
template <typename T>
class FeedthroughSystem final : public LeafSystem<T> {
 public:
  explicit FeedthroughSystem(double a)
      : LeafSystem<T>(SystemTypeTag<FeedthroughSystem>{}), a_(a) {
    this->DeclareContinuousState(1);
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &FeedthroughSystem::CalcY);
  }
  template <typename U>
  explicit FeedthroughSystem(const FeedthroughSystem<U>& other)
      : FeedthroughSystem(other.a()) {}

  double a() const { return a_; }

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    const T& x = context.get_continuous_state_vector()[0];
    (*y)[0] = this->get_input_port(0).Eval(context)[0] + x;
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const T& x = context.get_continuous_state_vector()[0];
    const T& u = this->get_input_port(0).Eval(context)[0];
    derivatives->get_mutable_vector()[0] = -a_ * x + u;
  }

  double a_{};
};

// y = x (no feedthrough), ẋ = u; the output declares no prerequisites.
template <typename T>
class StateOutputSystem final : public LeafSystem<T> {
 public:
  StateOutputSystem() : LeafSystem<T>(SystemTypeTag<StateOutputSystem>{}) {
    this->DeclareContinuousState(1);
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &StateOutputSystem::CalcY);
  }
  template <typename U>
  explicit StateOutputSystem(const StateOutputSystem<U>&)
      : StateOutputSystem() {}

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = context.get_continuous_state_vector()[0];
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    derivatives->get_mutable_vector()[0] =
        this->get_input_port(0).Eval(context)[0];
  }
};

// A pendulum: state (θ, θ̇), numeric parameter (g, l); θ̈ = −(g/l)·sin θ.
template <typename T>
class Pendulum final : public LeafSystem<T> {
 public:
  Pendulum() : LeafSystem<T>(SystemTypeTag<Pendulum>{}) {
    this->DeclareContinuousState(1, 1, 0);
    this->DeclareNumericParameter(BasicVector<T>(Vector2<T>(9.81, 0.5)));
  }
  template <typename U>
  explicit Pendulum(const Pendulum<U>&) : Pendulum() {}

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorX<T> x = context.get_continuous_state_vector().CopyToVector();
    const BasicVector<T>& p = context.get_numeric_parameter(0);
    const T& g = p[0];
    const T& l = p[1];
    using std::sin;
    derivatives->get_mutable_vector().SetFromVector(
        Vector2<T>(x[1], -(g / l) * sin(x[0])));
  }
};

// y = u if u > 0 else 0: the symbolic form cannot be computed (the branch
// needs the value of u), so feedthrough must be assumed.
template <typename T>
class BranchingSystem final : public LeafSystem<T> {
 public:
  BranchingSystem() : LeafSystem<T>(SystemTypeTag<BranchingSystem>{}) {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &BranchingSystem::CalcY);
  }
  template <typename U>
  explicit BranchingSystem(const BranchingSystem<U>&) : BranchingSystem() {}

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    const T& u = this->get_input_port(0).Eval(context)[0];
    if (u > 0) {
      (*y)[0] = u;
    } else {
      (*y)[0] = 0;
    }
  }
};

// y = x with no scalar conversion at all: feedthrough must be assumed.
class NonConvertible final : public LeafSystem<double> {
 public:
  NonConvertible() {
    this->DeclareContinuousState(1);
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &NonConvertible::CalcY);
  }

 private:
  void CalcY(const Context<double>& context, BasicVector<double>* y) const {
    (*y)[0] = context.get_continuous_state_vector()[0];
  }
};

}  // namespace symbolic_system_test
}  // namespace systems
}  // namespace drake

// The templated user systems end as Drake's do.
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::symbolic_system_test::FeedthroughSystem)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::symbolic_system_test::StateOutputSystem)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::symbolic_system_test::Pendulum)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::symbolic_system_test::BranchingSystem)

namespace drake {
namespace systems {
namespace symbolic_system_test {
namespace symbolic_system_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

TEST(SymbolicSystemTest, UserSystemConvertsToSymbolic) {
  const FeedthroughSystem<double> system(2.5);
  std::unique_ptr<FeedthroughSystem<Expression>> symbolic =
      System<double>::ToSymbolic(system);
  ASSERT_NE(symbolic, nullptr);
  EXPECT_EQ(symbolic->a(), 2.5);
  EXPECT_NE(system.ToSymbolicMaybe(), nullptr);
  EXPECT_NE(system.ToScalarTypeMaybe<Expression>(), nullptr);
  // Back to double and to AutoDiffXd from Expression.
  EXPECT_NE(symbolic->ToScalarTypeMaybe<double>(), nullptr);
  EXPECT_NE(symbolic->ToAutoDiffXdMaybe(), nullptr);

  const Variable x("x");
  const Variable u("u");
  auto context = symbolic->CreateDefaultContext();
  context->get_mutable_continuous_state_vector()[0] = x;
  symbolic->get_input_port(0).FixValue(context.get(),
                                       Vector1<Expression>(Expression(u)));
  const Expression y = symbolic->get_output_port(0).Eval(*context)[0];
  const Expression xdot =
      symbolic->EvalTimeDerivatives(*context).get_vector()[0];
  // The forms are fixed (a sum of two variables; −2.5·x + u), so compare
  // structurally.
  EXPECT_TRUE(y.EqualTo(u + x)) << y;
  EXPECT_TRUE(xdot.EqualTo(-2.5 * x + u)) << xdot;

  // The same at random points against the double system (exact up to
  // rounding of the two operations: 1e-14 relative).
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-3.0, 3.0);
  auto double_context = system.CreateDefaultContext();
  for (int k = 0; k < 20; ++k) {
    const double xv = uniform(generator);
    const double uv = uniform(generator);
    double_context->get_mutable_continuous_state_vector()[0] = xv;
    system.get_input_port(0).FixValue(double_context.get(), Vector1d(uv));
    const double y_double = system.get_output_port(0).Eval(*double_context)[0];
    const double xdot_double =
        system.EvalTimeDerivatives(*double_context).get_vector()[0];
    const Environment env{{x, xv}, {u, uv}};
    EXPECT_NEAR(y.Evaluate(env), y_double, 1e-14 * std::abs(y_double));
    EXPECT_NEAR(xdot.Evaluate(env), xdot_double, 1e-14 * std::abs(xdot_double));
  }
}

TEST(SymbolicSystemTest, FeedthroughInferredFromSymbolicForm) {
  // No output declares prerequisites; the symbolic form decides.
  const FeedthroughSystem<double> feedthrough(1.0);
  EXPECT_TRUE(feedthrough.HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(feedthrough.HasDirectFeedthrough(0));
  const StateOutputSystem<double> state_output;
  EXPECT_FALSE(state_output.HasDirectFeedthrough(0, 0));
  EXPECT_FALSE(state_output.HasDirectFeedthrough(0));
  EXPECT_TRUE(state_output.GetDirectFeedthroughs().empty());
  // The same on the other scalars (Expression inspects itself directly).
  EXPECT_FALSE(state_output.ToAutoDiffXd()->HasDirectFeedthrough(0, 0));
  EXPECT_FALSE(state_output.ToSymbolic()->HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(feedthrough.ToSymbolic()->HasDirectFeedthrough(0, 0));

  // When the symbolic form is not available, feedthrough is assumed.
  const NonConvertible non_convertible;
  EXPECT_EQ(non_convertible.ToSymbolicMaybe(), nullptr);
  EXPECT_TRUE(non_convertible.HasDirectFeedthrough(0, 0));
  const BranchingSystem<double> branching;
  EXPECT_TRUE(branching.HasDirectFeedthrough(0, 0));

  // A diagram sees the inferred answer: y = x in a feedback loop with a
  // pass-through-free path is not an algebraic loop.
  DiagramBuilder<double> builder;
  auto* a = builder.AddSystem<StateOutputSystem<double>>();
  auto* b = builder.AddSystem<StateOutputSystem<double>>();
  builder.Connect(a->get_output_port(0), b->get_input_port(0));
  builder.Connect(b->get_output_port(0), a->get_input_port(0));
  auto diagram = builder.Build();
  EXPECT_EQ(diagram->num_continuous_states(), 2);
}

TEST(SymbolicSystemTest, PendulumDerivativesAreSymbolic) {
  const Pendulum<double> pendulum;
  std::unique_ptr<System<Expression>> symbolic = pendulum.ToSymbolic();
  auto context = symbolic->CreateDefaultContext();
  const Variable theta("theta");
  const Variable theta_dot("theta_dot");
  const Variable g("g");
  const Variable l("l");
  context->get_mutable_continuous_state_vector().SetFromVector(
      Vector2<Expression>(Expression(theta), Expression(theta_dot)));
  context->get_mutable_numeric_parameter(0).SetFromVector(
      Vector2<Expression>(Expression(g), Expression(l)));
  const VectorX<Expression> xdot =
      symbolic->EvalTimeDerivatives(*context).CopyToVector();
  EXPECT_TRUE(xdot[0].EqualTo(theta_dot)) << xdot[0];
  // With the parameters' values substituted: −(g/l)·sin θ, g = 9.81 and
  // l = 0.5 (9.81/0.5 is exact in binary, so the folded constant is exact).
  const Expression theta_ddot = xdot[1].Substitute({{g, 9.81}, {l, 0.5}});
  const Expression expected = -(9.81 / 0.5) * sin(Expression(theta));
  EXPECT_TRUE(theta_ddot.EqualTo(expected)) << theta_ddot << " vs " << expected;
  // Also the un-substituted form against double at random points (1e-14
  // relative: one division, one sine, one product).
  std::mt19937 generator(3);
  std::uniform_real_distribution<double> uniform(0.5, 3.0);
  for (int k = 0; k < 20; ++k) {
    const double th = uniform(generator) - 1.7;
    const double gv = 5 + uniform(generator);
    const double lv = uniform(generator);
    const double reference = -(gv / lv) * std::sin(th);
    const Environment env{{theta, th}, {theta_dot, 0.0}, {g, gv}, {l, lv}};
    EXPECT_NEAR(xdot[1].Evaluate(env), reference, 1e-14 * std::abs(reference));
  }
}

}  // namespace symbolic_system_test
}  // namespace symbolic_system_test
}  // namespace systems
}  // namespace drake
