// TransferFunction: validation that a matrix of rational functions uses only
// the Laplace (or z-transform) variable.

#include "drake/systems/primitives/transfer_function.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"

namespace drake {
namespace systems {

using symbolic::RationalFunction;
using symbolic::Variable;
using symbolic::Variables;

TransferFunction::TransferFunction()
    : TransferFunction(MatrixX<RationalFunction>(0, 0), 0.0) {}

TransferFunction::TransferFunction(MatrixX<RationalFunction> H,
                                   double time_step)
    : H_{std::move(H)}, time_step_{time_step} {
  if (!(time_step >= 0.0)) {
    throw std::logic_error(fmt::format(
        "TransferFunction: time_step must be non-negative (0 for continuous "
        "time), not {}.",
        time_step));
  }
  const bool discrete = time_step > 0.0;
  const Variables allowed{discrete ? z_var() : s_var()};
  const char* const name = discrete ? "z_var()" : "s_var()";
  for (int i = 0; i < H_.rows(); ++i) {
    for (int j = 0; j < H_.cols(); ++j) {
      const RationalFunction& h = H_(i, j);
      if (h.numerator().indeterminates().IsSubsetOf(allowed) &&
          h.denominator().indeterminates().IsSubsetOf(allowed)) {
        continue;
      }
      throw std::runtime_error(fmt::format(
          "H must only be a function of {}, because time-step = {}. H({},{}) "
          "= {}). Note that you must use the static methods of this class to "
          "obtain {}; variables with the same name will not be recognized.",
          name, time_step, i, j, h.ToExpression(), name));
    }
  }
}

// NOLINTNEXTLINE(performance-unnecessary-value-param) Drake's signature.
TransferFunction::TransferFunction(RationalFunction H, double time_step)
    : TransferFunction(Vector1<RationalFunction>(H), time_step) {}

Variable TransferFunction::s_var() {
  static const never_destroyed<Variable> s{"s"};
  return s.access();
}

Variable TransferFunction::z_var() {
  static const never_destroyed<Variable> z{"z"};
  return z.access();
}

}  // namespace systems
}  // namespace drake
