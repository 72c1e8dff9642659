// TransferFunction: the s and z variables, validation of H, and two
// realizations written out by hand from H's coefficients (Drake provides no
// conversion to LinearSystem): 1/(s + 1) as ẋ = −x + u, y = x, whose step
// response 1 − e^{−t} the Simulator reproduces, and 0.5/(z − 0.5) as the
// difference equation y[n+1] = 0.5·y[n] + 0.5·u[n], whose step response is
// 1 − 0.5ⁿ.

#include "drake/systems/primitives/transfer_function.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace transfer_function_test {

using symbolic::Monomial;
using symbolic::Polynomial;
using symbolic::RationalFunction;

// The constant coefficient of monomial `m` in p (0 if absent).
double Coefficient(const Polynomial& p, const Monomial& m) {
  const auto it = p.monomial_to_coefficient_map().find(m);
  return it == p.monomial_to_coefficient_map().end()
             ? 0.0
             : symbolic::get_constant_value(it->second);
}

// Simulates the step response (u = 1 from x = 0) of the one-state system
// (A, B, C, D), returning y at `t_final`.
double StepResponse(double A, double B, double C, double D, double time_step,
                    double t_final, double accuracy) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<LinearSystem<double>>(
      Vector1d(A), Vector1d(B), Vector1d(C), Vector1d(D), time_step);
  auto* step = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(1.0));
  builder.Connect(step->get_output_port(), plant->get_input_port());
  builder.ExportOutput(plant->get_output_port(), "y");
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  if (time_step == 0) {
    simulator.get_mutable_integrator().set_target_accuracy(accuracy);
  }
  simulator.AdvanceTo(t_final);
  return diagram->get_output_port(0).Eval(simulator.get_context())(0);
}

TEST(TransferFunctionTest, Variables) {
  // s_var() and z_var() are singletons; s() is s_var() / 1.
  EXPECT_TRUE(TransferFunction::s_var().equal_to(TransferFunction::s_var()));
  EXPECT_FALSE(TransferFunction::s_var().equal_to(TransferFunction::z_var()));
  EXPECT_EQ(TransferFunction::s_var().get_name(), "s");
  EXPECT_EQ(TransferFunction::z_var().get_name(), "z");
  EXPECT_TRUE(TransferFunction::s().numerator().EqualTo(
      Polynomial(TransferFunction::s_var())));
  EXPECT_TRUE(TransferFunction::z().denominator().EqualTo(
      Polynomial(symbolic::Expression(1.0))));

  const TransferFunction empty;
  EXPECT_EQ(empty.H().rows(), 0);
  EXPECT_EQ(empty.time_step(), 0.0);
}

TEST(TransferFunctionTest, Validation) {
  const auto s = TransferFunction::s();
  const auto z = TransferFunction::z();
  EXPECT_NO_THROW(TransferFunction(1.0 / (s + 1.0)));
  EXPECT_NO_THROW(TransferFunction(1.0 / (z - 0.5), 0.1));
  DRAKE_EXPECT_THROWS_MESSAGE(TransferFunction(1.0 / (s + 1.0), -0.1),
                              ".*time_step must be non-negative.*-0.1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      TransferFunction(1.0 / (z - 0.5)),
      "H must only be a function of s_var\\(\\), because time-step = 0. "
      "H\\(0,0\\) = .*");
  DRAKE_EXPECT_THROWS_MESSAGE(TransferFunction(1.0 / (s + 1.0), 0.1),
                              "H must only be a function of z_var\\(\\).*");
  // Another variable named "s" is not the Laplace variable.
  const symbolic::Variable other_s("s");
  DRAKE_EXPECT_THROWS_MESSAGE(
      TransferFunction(1.0 / (RationalFunction(Monomial(other_s)) + 1.0)),
      ".*variables with the same name will not be recognized.*");
  // A matrix: the entry (1, 0) is named.
  MatrixX<RationalFunction> H(2, 1);
  H(0, 0) = 1.0 / (s + 2.0);
  H(1, 0) = 1.0 / (z + 2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(TransferFunction(H), ".*H\\(1,0\\).*");
  H(1, 0) = s / (s * s + 3.0 * s + 2.0);
  const TransferFunction tf(H);
  EXPECT_EQ(tf.H().rows(), 2);
  // H₁₀(s) at s = 1 is 1/6.
  const symbolic::Environment env{{TransferFunction::s_var(), 1.0}};
  EXPECT_NEAR(tf.H()(1, 0).Evaluate(env), 1.0 / 6.0, 1e-15);
}

TEST(TransferFunctionTest, ContinuousStepResponse) {
  const auto s = TransferFunction::s();
  const TransferFunction H(1.0 / (s + 1.0));
  const Polynomial& num = H.H()(0, 0).numerator();
  const Polynomial& den = H.H()(0, 0).denominator();
  // b₀ / (a₁ s + a₀) realized as ẋ = −(a₀/a₁) x + u, y = (b₀/a₁) x: with
  // H = 1/(s + 1), A = −1, B = 1, C = 1, D = 0.
  const Monomial one;
  const Monomial s_m(TransferFunction::s_var());
  const double a1 = Coefficient(den, s_m);
  const double a0 = Coefficient(den, one);
  const double b0 = Coefficient(num, one);
  EXPECT_EQ(num.TotalDegree(), 0);
  EXPECT_EQ(den.TotalDegree(), 1);
  const double A = -a0 / a1;
  const double C = b0 / a1;
  EXPECT_EQ(A, -1.0);
  EXPECT_EQ(C, 1.0);
  // The step response is 1 − e^{−t}; the error-controlled integrator keeps
  // its local error near the 1e-8 target accuracy, and the error of this
  // stable system cannot grow beyond a few times that over 3 s.
  for (const double t : {0.5, 1.0, 3.0}) {
    EXPECT_NEAR(StepResponse(A, 1.0, C, 0.0, 0.0, t, 1e-8), 1 - std::exp(-t),
                1e-6)
        << "t = " << t;
  }
}

TEST(TransferFunctionTest, DiscreteDifferenceEquation) {
  const auto z = TransferFunction::z();
  const double h = 0.1;
  const TransferFunction H(0.5 / (z - 0.5), h);
  EXPECT_EQ(H.time_step(), h);
  const Polynomial& num = H.H()(0, 0).numerator();
  const Polynomial& den = H.H()(0, 0).denominator();
  // Y(z)(z − 0.5) = 0.5 U(z) is y[n+1] = 0.5 y[n] + 0.5 u[n]: read the
  // coefficients off H.
  const Monomial one;
  const Monomial z_m(TransferFunction::z_var());
  const double a1 = Coefficient(den, z_m);
  const double a0 = Coefficient(den, one);
  const double b0 = Coefficient(num, one);
  EXPECT_EQ(a1, 1.0);
  EXPECT_EQ(a0, -0.5);
  EXPECT_EQ(b0, 0.5);
  // By hand, from y[0] = 0 and u = 1: y[n] = 1 − 0.5ⁿ (y[1] = 0.5,
  // y[2] = 0.75, y[3] = 0.875). Every value is a short dyadic fraction, so
  // the recursion in double is exact.
  double y = 0;
  for (int n = 1; n <= 10; ++n) {
    y = (-a0 * y + b0 * 1.0) / a1;
    EXPECT_EQ(y, 1 - std::pow(0.5, n)) << "n = " << n;
  }
  // The same difference equation as a discrete LinearSystem with period h.
  // Its periodic update (offset 0) fires at t = 0, h, 2h, ..., so at
  // t = (n − ½)h it has run n times and the output is 1 − 0.5ⁿ, exact as
  // above.
  for (const int n : {1, 2, 5}) {
    EXPECT_EQ(StepResponse(-a0 / a1, b0 / a1, 1.0, 0.0, h, (n - 0.5) * h, 0),
              1 - std::pow(0.5, n))
        << "n = " << n;
  }
}

}  // namespace transfer_function_test
}  // namespace systems
}  // namespace drake
