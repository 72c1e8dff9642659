#pragma once

/// @file
/// StateFeedbackControllerInterface<T>: the ports shared by state-feedback
/// controllers (estimated state and desired state in, control out).

#include "drake/systems/framework/input_port.h"
#include "drake/systems/framework/output_port.h"

namespace drake {
namespace systems {
namespace controllers {

/// Implemented by controllers with an estimated-state input, a
/// desired-state input and a control output.
template <typename T>
class StateFeedbackControllerInterface {
 public:
  virtual ~StateFeedbackControllerInterface() = default;
  virtual const InputPort<T>& get_input_port_estimated_state() const = 0;
  virtual const InputPort<T>& get_input_port_desired_state() const = 0;
  virtual const OutputPort<T>& get_output_port_control() const = 0;

 protected:
  StateFeedbackControllerInterface() = default;
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake
