// WrapToSystem: wrapped elements land in [low, high) and differ from the
// input by a whole number of periods; others pass through; derivatives pass
// through; bad intervals throw.

#include "drake/systems/primitives/wrap_to_system.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {
namespace wrap_to_system_test {

using Eigen::Vector3d;

TEST(WrapToSystemTest, Ports) {
  const WrapToSystem<double> dut(3);
  EXPECT_EQ(dut.get_size(), 3);
  EXPECT_EQ(dut.get_input_port(0).get_name(), "u0");
  EXPECT_EQ(dut.get_output_port(0).get_name(), "y0");
  EXPECT_EQ(dut.get_output_port(0).size(), 3);
  EXPECT_TRUE(dut.HasDirectFeedthrough(0, 0));
  // no scalar conversion, as Drake's.
  EXPECT_EQ(dut.ToAutoDiffXdMaybe(), nullptr);
}

// Element 0 wraps into [−π, π), element 2 into [1, 3); element 1 passes.
// Exact where the shift is a small multiple of a dyadic period (element
// 2); with π, one rounding of u − 2πk, so 4 ulps of the magnitude.
TEST(WrapToSystemTest, Values) {
  WrapToSystem<double> dut(3);
  dut.set_interval(0, -M_PI, M_PI);
  dut.set_interval(2, 1.0, 3.0);
  auto context = dut.CreateDefaultContext();
  const auto eval = [&](const Vector3d& u) {
    dut.get_input_port(0).FixValue(context.get(), u);
    return Vector3d(dut.get_output_port(0).Eval(*context));
  };
  Vector3d y = eval(Vector3d(7.0, 100.0, 8.5));
  EXPECT_NEAR(y[0], 7.0 - 2.0 * M_PI,
              4 * 8 * std::numeric_limits<double>::epsilon());
  EXPECT_EQ(y[1], 100.0);
  EXPECT_EQ(y[2], 2.5);  // 8.5 − 3·2
  // the low end is inside, the high end maps to the low end.
  y = eval(Vector3d(0.0, 0.0, 1.0));
  EXPECT_EQ(y[2], 1.0);
  y = eval(Vector3d(0.0, 0.0, 3.0));
  EXPECT_EQ(y[2], 1.0);
  y = eval(Vector3d(0.0, 0.0, -4.0));
  EXPECT_EQ(y[2], 2.0);  // −4 + 3·2
  // many inputs: inside the interval, a whole number of periods away.
  for (double u = -50.0; u <= 50.0; u += 0.37) {
    y = eval(Vector3d(u, u, u));
    EXPECT_GE(y[0], -M_PI);
    EXPECT_LT(y[0], M_PI);
    const double k = (y[0] - u) / (2.0 * M_PI);
    EXPECT_NEAR(k, std::round(k), 1e-12) << u;
    EXPECT_EQ(y[1], u);
    EXPECT_GE(y[2], 1.0);
    EXPECT_LT(y[2], 3.0);
  }
  // a later interval for the same index replaces the earlier one.
  dut.set_interval(2, 0.0, 1.0);
  EXPECT_EQ(eval(Vector3d(0.0, 0.0, 8.5))[2], 0.5);
}

// The shift is piecewise constant: ∂y/∂u = 1.
TEST(WrapToSystemTest, AutoDiffXd) {
  WrapToSystem<AutoDiffXd> dut(1);
  dut.set_interval(0, AutoDiffXd(0.0), AutoDiffXd(2.0));
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(
      context.get(), Vector1<AutoDiffXd>(AutoDiffXd(5.5, Vector1d(3.0))));
  const AutoDiffXd y = dut.get_output_port(0).Eval(*context)[0];
  EXPECT_EQ(y.value(), 1.5);
  EXPECT_EQ(y.derivatives()[0], 3.0);
}

TEST(WrapToSystemTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      WrapToSystem<double>(0),
      "WrapToSystem: the input size must be positive; got 0.");
  WrapToSystem<double> dut(2);
  dut.set_name("angles");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_interval(2, 0.0, 1.0),
      "WrapToSystem 'angles': set_interval\\(\\) index 2 is out of range for "
      "an input of size 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(dut.set_interval(-1, 0.0, 1.0),
                              ".*index -1 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_interval(0, 1.0, 1.0),
      "WrapToSystem 'angles': set_interval\\(\\) for index 0 needs finite "
      "low < high; got \\[1, 1\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.set_interval(1, 0.0, std::numeric_limits<double>::infinity()),
      ".*index 1 needs finite low < high; got \\[0, inf\\).");
}

}  // namespace wrap_to_system_test
}  // namespace systems
}  // namespace drake
