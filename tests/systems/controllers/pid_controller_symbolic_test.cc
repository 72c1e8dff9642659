// PidController converted with ToSymbolic(): its control output and the
// derivative of its integral state are the PID law's expressions.

#include <gtest/gtest.h>

#include "drake/common/symbolic/expression.h"
#include "drake/systems/controllers/pid_controller.h"

namespace drake {
namespace systems {
namespace controllers {
namespace pid_controller_symbolic_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// One joint, gains kp = 2, ki = 0.5, kd = 0.25; state x = [q, v], desired
// x_d = [q_d, v_d], integral z: u = kp(q_d − q) + kd(v_d − v) + ki z and
// ż = q_d − q.
GTEST_TEST(PidControllerSymbolicTest, ToSymbolic) {
  const PidController<double> pid(Vector1d(2), Vector1d(0.5), Vector1d(0.25));
  const std::unique_ptr<System<Expression>> symbolic = pid.ToSymbolic();
  auto context = symbolic->CreateDefaultContext();
  const Variable q("q"), v("v"), q_d("q_d"), v_d("v_d"), z("z");
  context->SetContinuousState(Vector1<Expression>(Expression(z)));
  symbolic->get_input_port(0).FixValue(
      context.get(), Vector2<Expression>(Expression(q), Expression(v)));
  symbolic->get_input_port(1).FixValue(
      context.get(), Vector2<Expression>(Expression(q_d), Expression(v_d)));
  const Expression u = symbolic->get_output_port(0).Eval(*context)(0);
  const Expression z_dot =
      symbolic->EvalTimeDerivatives(*context).CopyToVector()(0);
  // ż has a fixed form (the projection's unit and zero entries fold away).
  EXPECT_TRUE(z_dot.EqualTo(q_d - q)) << z_dot;
  // u: the same variables, and its value at two points (a handful of
  // operations on O(1) values: a few ulps).
  EXPECT_EQ(u.GetVariables().size(), 5);
  for (const double scale : {1.0, -0.37}) {
    const Environment env{{q, 0.3 * scale},
                          {v, -1.2 * scale},
                          {q_d, 1.1},
                          {v_d, 0.4},
                          {z, 2.5 * scale}};
    EXPECT_NEAR(u.Evaluate(env),
                2 * (1.1 - 0.3 * scale) + 0.25 * (0.4 + 1.2 * scale) +
                    0.5 * 2.5 * scale,
                1e-14);
  }
  // And back to double.
  EXPECT_NE(symbolic->ToScalarTypeMaybe<double>(), nullptr);
}

}  // namespace pid_controller_symbolic_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
