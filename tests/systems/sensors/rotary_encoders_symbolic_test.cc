// RotaryEncoders converted with ToSymbolic(): selection and calibration are
// exact expressions; quantization is a floor expression.

#include <gtest/gtest.h>

#include "drake/common/symbolic/expression.h"
#include "drake/systems/sensors/rotary_encoders.h"

namespace drake {
namespace systems {
namespace sensors {
namespace rotary_encoders_symbolic_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// Encoders on inputs 2 and 0 of three: selection only, y = [x₂, x₀]
// exactly; with 4 ticks per revolution, y₀ = floor(x₂·4/2π)·2π/4.
GTEST_TEST(RotaryEncodersSymbolicTest, ToSymbolic) {
  const Variable x0("x0"), x1("x1"), x2("x2");
  const Vector3<Expression> x(x0, x1, x2);
  auto output = [&x](const RotaryEncoders<double>& encoders) {
    const std::unique_ptr<System<Expression>> symbolic = encoders.ToSymbolic();
    auto context = symbolic->CreateDefaultContext();
    symbolic->get_input_port(0).FixValue(context.get(), x);
    return VectorX<Expression>(symbolic->get_output_port(0).Eval(*context));
  };
  // Zero calibration offsets fold away: the selected inputs, exactly.
  const VectorX<Expression> selected =
      output(RotaryEncoders<double>(3, {2, 0}));
  ASSERT_EQ(selected.size(), 2);
  EXPECT_TRUE(selected(0).EqualTo(x2)) << selected(0);
  EXPECT_TRUE(selected(1).EqualTo(x0)) << selected(1);
  // A quarter turn per tick: 2.0 rad holds 1 whole tick (π/2 ≈ 1.571),
  // −0.1 rad is in tick −1; one product and division: 1 ulp.
  const VectorX<Expression> quantized =
      output(RotaryEncoders<double>(3, {2, 0}, {4, 4}));
  const Environment env{{x0, -0.1}, {x1, 0.0}, {x2, 2.0}};
  EXPECT_NEAR(quantized(0).Evaluate(env), M_PI / 2, 1e-15);
  EXPECT_NEAR(quantized(1).Evaluate(env), -M_PI / 2, 1e-15);
}

}  // namespace rotary_encoders_symbolic_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
