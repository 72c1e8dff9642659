// The README tutorial runs and its PD-held pendulum settles where the
// closed form says: kp·(θ_t − θ) = m·g·l·sin θ (1 kg at l = 0.5 m).

#include "drake/examples/tutorial/tutorial.h"

#include <cmath>

#include <gtest/gtest.h>

namespace drake {
namespace examples {
namespace tutorial {
namespace tutorial_test {

TEST(TutorialTest, PendulumSettlesAtTheStaticEquilibrium) {
  const double kp = 20.0;
  const double target = 1.0;
  const TutorialResult result = RunTutorial(kp, 5.0, target, 5.0);
  // Solve kp·(θ_t − θ) = m·g·l·sin θ by fixed-point iteration (a
  // contraction: m·g·l/kp < 1).
  const double mgl = 1.0 * 9.81 * 0.5;
  double theta = target;
  for (int i = 0; i < 200; ++i) theta = target - mgl * std::sin(theta) / kp;
  // Settled: with I = 0.25 kg·m², damping kd + 0.1 = 5.1 N·m·s and
  // stiffness kp + m·g·l·cos θ ≈ 23.4 N·m the slower closed-loop pole is
  // ≈ −6.6 s⁻¹, e^(−33) after 5 s; at rest the discrete step has the same
  // equilibrium, so only rounding remains — bound 1e-6 rad.
  EXPECT_NEAR(result.final_angle, theta, 1e-6);
  EXPECT_NEAR(result.final_rate, 0.0, 1e-6);
  // The logger published every 10 ms over 5 s, plus the initial sample.
  EXPECT_EQ(result.num_log_samples, 501);
}

}  // namespace tutorial_test
}  // namespace tutorial
}  // namespace examples
}  // namespace drake
