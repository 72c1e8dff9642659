#pragma once

/// @file
/// systems::TransferFunction (Drake's systems/primitives/transfer_function.h).

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/rational_function.h"

namespace drake {
namespace systems {

/** A linear time-invariant system as a matrix of transfer functions: rational
functions of the Laplace variable s() (continuous time) or of the
z-transform variable z() (discrete time, with a time step). E.g.
@code
auto s = TransferFunction::s();
TransferFunction H(1.0 / (s + 1.0));  // 1/(s + 1)
auto z = TransferFunction::z();
TransferFunction G(1.0 / (z - 0.5), 0.1);  // Time step 0.1 s.
@endcode
This is not a System; as in Drake, no state-space realization
(LinearSystem) is provided yet. */
class TransferFunction {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TransferFunction);

  /** A continuous-time transfer function with no inputs and no outputs. */
  TransferFunction();

  /** The transfer-function matrix `H` (outputs × inputs). With time_step = 0
  it is continuous time and `H` may use only s_var(); with time_step > 0 it
  is discrete time and `H` may use only z_var().
  @throws std::exception if time_step < 0.
  @throws std::exception if an entry of `H` has any other indeterminate
  (including a different variable that is also named "s" or "z"). */
  explicit TransferFunction(MatrixX<symbolic::RationalFunction> H,
                            double time_step = 0.0);

  /** A single-input, single-output transfer function. Throws as above. */
  explicit TransferFunction(symbolic::RationalFunction H,
                            double time_step = 0.0);

  ~TransferFunction() = default;

  /** The transfer-function matrix. */
  const MatrixX<symbolic::RationalFunction>& H() const { return H_; }

  /** The time step (0 for continuous time), in seconds. */
  double time_step() const { return time_step_; }

  /** The rational function s (= s_var() / 1), to build continuous-time
  transfer functions. */
  static symbolic::RationalFunction s() {
    return symbolic::RationalFunction(symbolic::Monomial(s_var()));
  }

  /** The one Laplace variable s that continuous-time transfer functions
  use (the same Variable on every call). */
  static symbolic::Variable s_var();

  /** The rational function z (= z_var() / 1), to build discrete-time
  transfer functions. */
  static symbolic::RationalFunction z() {
    return symbolic::RationalFunction(symbolic::Monomial(z_var()));
  }

  /** The one z-transform variable z that discrete-time transfer functions
  use (the same Variable on every call). */
  static symbolic::Variable z_var();

 private:
  const MatrixX<symbolic::RationalFunction> H_;
  const double time_step_{0.0};
};

}  // namespace systems
}  // namespace drake
