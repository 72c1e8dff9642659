// The README tutorial's program: a pendulum held at 1 rad by a PD
// controller (see tutorial.h).

#include <iostream>

#include "drake/examples/tutorial/tutorial.h"

int main() {
  const auto result =
      drake::examples::tutorial::RunTutorial(20.0, 5.0, 1.0, 5.0);
  std::cout << "theta = " << result.final_angle
            << " rad, theta_dot = " << result.final_rate << " rad/s after 5 s ("
            << result.num_log_samples << " logged samples)\n";
  return 0;
}
