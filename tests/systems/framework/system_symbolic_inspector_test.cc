#include "drake/systems/framework/system_symbolic_inspector.h"

#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <stdexcept>

#include <gtest/gtest.h>

#include "drake/common/symbolic/expression.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/affine_system.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace system_symbolic_inspector_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// Entry (i, j) of the Jacobian of `f` with respect to `vars`, as a double
// (the systems below are affine, so the Jacobian is constant).
Eigen::MatrixXd ConstantJacobian(const VectorX<Expression>& f,
                                 const VectorX<Variable>& vars) {
  const MatrixX<Expression> J = symbolic::Jacobian(f, vars);
  Eigen::MatrixXd result(J.rows(), J.cols());
  for (int i = 0; i < J.rows(); ++i) {
    for (int j = 0; j < J.cols(); ++j) {
      result(i, j) = ExtractDoubleOrThrow(J(i, j));
    }
  }
  return result;
}

TEST(SystemSymbolicInspectorTest, LinearSystem) {
  Eigen::Matrix2d A;
  A << 1.5, -2.0, 0.25, -3.0;
  Eigen::MatrixXd B(2, 1);
  B << 0.5, -1.25;
  Eigen::MatrixXd C(1, 2);
  C << 2.0, 0.75;
  Eigen::MatrixXd D(1, 1);
  D << 0.0;
  const LinearSystem<double> system(A, B, C, D);
  std::unique_ptr<System<Expression>> symbolic = system.ToSymbolic();
  const SystemSymbolicInspector inspector(*symbolic);
  EXPECT_FALSE(inspector.IsAbstract());
  const VectorX<Variable>& x = inspector.continuous_state();
  const VectorX<Variable>& u = inspector.input(0);
  ASSERT_EQ(x.size(), 2);
  ASSERT_EQ(u.size(), 1);
  // ẋ = A·x + B·u and y = C·x exactly: the Jacobians are the matrices
  // themselves (each entry a single product, no rounding).
  const VectorX<Expression> xdot = inspector.derivatives();
  EXPECT_EQ(ConstantJacobian(xdot, x), A);
  EXPECT_EQ(ConstantJacobian(xdot, u), B);
  const VectorX<Expression>& y = inspector.output(0);
  EXPECT_EQ(ConstantJacobian(y, x), C);
  // D = 0: the output does not mention u, so no feedthrough.
  EXPECT_FALSE(inspector.IsConnectedInputToOutput(0, 0));
  EXPECT_FALSE(system.HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(inspector.IsTimeInvariant());
  EXPECT_TRUE(inspector.HasAffineDynamics());
  // The variables' names, as Drake's.
  EXPECT_EQ(x[1].get_name(), "xc1");
  EXPECT_EQ(u[0].get_name(), "u0_0");
  EXPECT_EQ(inspector.time().get_name(), "t");
  EXPECT_TRUE(inspector.constraints().empty());
  EXPECT_THROW(inspector.input(1), std::out_of_range);
  EXPECT_THROW(inspector.output(-1), std::out_of_range);
  EXPECT_THROW(inspector.IsConnectedInputToOutput(0, 1), std::out_of_range);
}

TEST(SystemSymbolicInspectorTest, AffineSystemFeedthrough) {
  const Eigen::Matrix<double, 1, 1> A(-1.0), B(2.0), C(3.0), D(4.0);
  const Eigen::Matrix<double, 1, 1> f0(0.5), y0(-0.25);
  const AffineSystem<double> system(A, B, f0, C, D, y0);
  std::unique_ptr<AffineSystem<Expression>> symbolic =
      System<double>::ToSymbolic(system);
  const SystemSymbolicInspector inspector(*symbolic);
  const Expression x{inspector.continuous_state()[0]};
  const Expression u{inspector.input(0)[0]};
  // Evaluated at random points against the double system: 1e-14 relative.
  std::mt19937 generator(11);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto context = system.CreateDefaultContext();
  for (int k = 0; k < 10; ++k) {
    const double xv = uniform(generator);
    const double uv = uniform(generator);
    context->get_mutable_continuous_state_vector()[0] = xv;
    system.get_input_port().FixValue(context.get(), Vector1d(uv));
    const double xdot = system.EvalTimeDerivatives(*context).get_vector()[0];
    const double y = system.get_output_port().Eval(*context)[0];
    const Environment env{{inspector.continuous_state()[0], xv},
                          {inspector.input(0)[0], uv}};
    EXPECT_NEAR(inspector.derivatives()[0].Evaluate(env), xdot,
                1e-14 * std::abs(xdot));
    EXPECT_NEAR(inspector.output(0)[0].Evaluate(env), y, 1e-14 * std::abs(y));
  }
  EXPECT_TRUE(inspector.IsConnectedInputToOutput(0, 0));
  EXPECT_TRUE(system.HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(inspector.HasAffineDynamics());
}

// ẋ = −k·x + u, y = x from an Integrator, a Gain and an Adder; the diagram
// converts to Expression because each of them does.
TEST(SystemSymbolicInspectorTest, DiagramOfPrimitives) {
  const double k = 1.75;
  DiagramBuilder<double> builder;
  auto* integrator = builder.AddSystem<Integrator<double>>(1);
  auto* gain = builder.AddSystem<Gain<double>>(-k, 1);
  auto* adder = builder.AddSystem<Adder<double>>(2, 1);
  builder.Connect(integrator->get_output_port(), gain->get_input_port());
  builder.Connect(gain->get_output_port(), adder->get_input_port(1));
  builder.Connect(adder->get_output_port(), integrator->get_input_port());
  builder.ExportInput(adder->get_input_port(0), "u");
  builder.ExportOutput(integrator->get_output_port(), "y");
  auto diagram = builder.Build();

  std::unique_ptr<System<Expression>> symbolic = diagram->ToSymbolic();
  ASSERT_NE(symbolic, nullptr);
  EXPECT_NE(dynamic_cast<Diagram<Expression>*>(symbolic.get()), nullptr);
  const SystemSymbolicInspector inspector(*symbolic);
  const Expression x{inspector.continuous_state()[0]};
  const Expression u{inspector.input(0)[0]};
  // The form is fixed: u + (−k)·x.
  EXPECT_TRUE(inspector.derivatives()[0].EqualTo(u + (-k) * x))
      << inspector.derivatives()[0];
  EXPECT_TRUE(inspector.output(0)[0].EqualTo(x));
  EXPECT_FALSE(inspector.IsConnectedInputToOutput(0, 0));
  EXPECT_FALSE(diagram->HasDirectFeedthrough(0, 0));
  EXPECT_TRUE(inspector.IsTimeInvariant());
  EXPECT_TRUE(inspector.HasAffineDynamics());
  // And back: Expression → double gives the same dynamics.
  auto round_trip = symbolic->ToScalarType<double>();
  auto context = round_trip->CreateDefaultContext();
  context->get_mutable_continuous_state_vector()[0] = 2.0;
  round_trip->get_input_port(0).FixValue(context.get(), Vector1d(0.5));
  EXPECT_EQ(round_trip->EvalTimeDerivatives(*context).get_vector()[0],
            0.5 - k * 2.0);
}

// A system with a non-affine, time-varying output and a constraint.
template <typename T>
class Nonlinear final : public LeafSystem<T> {
 public:
  Nonlinear() : LeafSystem<T>(SystemTypeTag<Nonlinear>{}) {
    this->DeclareContinuousState(1);
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &Nonlinear::CalcY,
                                  {this->time_ticket()});
    // x ≥ 1.
    this->DeclareInequalityConstraint(
        [](const Context<T>& context, VectorX<T>* value) {
          *value = context.get_continuous_state_vector().CopyToVector();
        },
        SystemConstraintBounds(Vector1d(1.0), std::nullopt), "x >= 1");
  }
  template <typename U>
  explicit Nonlinear(const Nonlinear<U>&) : Nonlinear() {}

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = context.get_time();
  }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const T& x = context.get_continuous_state_vector()[0];
    derivatives->get_mutable_vector()[0] =
        x * this->get_input_port(0).Eval(context)[0];
  }
};

TEST(SystemSymbolicInspectorTest, NonlinearTimeVaryingConstrained) {
  const Nonlinear<Expression> system;
  const SystemSymbolicInspector inspector(system);
  EXPECT_FALSE(inspector.IsTimeInvariant());
  EXPECT_FALSE(inspector.HasAffineDynamics());  // ẋ = x·u
  ASSERT_EQ(inspector.constraints().size(), 1);
  const symbolic::Formula& constraint = *inspector.constraints().begin();
  const Variable& x = inspector.continuous_state()[0];
  EXPECT_TRUE(constraint.Evaluate(Environment{{x, 1.5}}));
  EXPECT_FALSE(constraint.Evaluate(Environment{{x, 0.5}}));
  EXPECT_TRUE(inspector.output(0)[0].EqualTo(Expression(inspector.time())));
}

// Abstract inputs make every query conservative.
template <typename T>
class AbstractInput final : public LeafSystem<T> {
 public:
  AbstractInput() {
    this->DeclareAbstractInputPort("a", Value<int>(0));
    this->DeclareVectorOutputPort("y", 1, &AbstractInput::CalcY);
  }

 private:
  void CalcY(const Context<T>&, BasicVector<T>* y) const { (*y)[0] = 1.0; }
};

TEST(SystemSymbolicInspectorTest, AbstractIsConservative) {
  const AbstractInput<Expression> system;
  const SystemSymbolicInspector inspector(system);
  EXPECT_TRUE(inspector.IsAbstract());
  EXPECT_TRUE(inspector.IsConnectedInputToOutput(0, 0));
  EXPECT_FALSE(inspector.IsTimeInvariant());
  EXPECT_FALSE(inspector.HasAffineDynamics());
  EXPECT_THROW(inspector.output(0), std::logic_error);
}

TEST(SystemSymbolicInspectorTest, ExternalConstraintCarriedToExpression) {
  Integrator<double> integrator(1);
  integrator.AddExternalConstraint(ExternalSystemConstraint::MakeForAllScalars(
      "x <= 2",
      SystemConstraintBounds(Vector1d(-std::numeric_limits<double>::infinity()),
                             Vector1d(2.0)),
      [](const auto& system, const auto& context, auto* value) {
        *value = context.get_continuous_state_vector().CopyToVector();
      }));
  std::unique_ptr<System<Expression>> symbolic = integrator.ToSymbolic();
  ASSERT_EQ(symbolic->num_constraints(), 1);
  const SystemSymbolicInspector inspector(*symbolic);
  ASSERT_EQ(inspector.constraints().size(), 1);
  const symbolic::Formula& constraint = *inspector.constraints().begin();
  const Variable& x = inspector.continuous_state()[0];
  EXPECT_TRUE(constraint.Evaluate(Environment{{x, 1.5}}));
  EXPECT_FALSE(constraint.Evaluate(Environment{{x, 2.5}}));
}

}  // namespace system_symbolic_inspector_test
}  // namespace systems
}  // namespace drake
