#include "drake/common/schema/stochastic.h"

#include <fmt/format.h>

#include <stdexcept>

namespace drake {
namespace schema {

namespace internal {
void ThrowNotDeterministic(const char* distribution_name) {
  throw std::logic_error(fmt::format(
      "schema: cannot take the deterministic value of a {} distribution: "
      "random (stochastic) values are not supported yet; write a plain "
      "number or vector (or !Deterministic) instead",
      distribution_name));
}
}  // namespace internal

bool IsDeterministic(const DistributionVariant& var) {
  switch (var.index()) {
    case 0:
    case 1:
      return true;
    case 2:
      return std::get<Gaussian>(var).stddev == 0.0;
    case 3:
      return std::get<Uniform>(var).min == std::get<Uniform>(var).max;
    case 4:
      return std::get<UniformDiscrete>(var).values.size() == 1;
  }
  return false;
}

double GetDeterministicValue(const DistributionVariant& var) {
  switch (var.index()) {
    case 0:
      return std::get<double>(var);
    case 1:
      return std::get<Deterministic>(var).value;
    case 2:
      if (IsDeterministic(var)) return std::get<Gaussian>(var).mean;
      internal::ThrowNotDeterministic("Gaussian");
    case 3:
      if (IsDeterministic(var)) return std::get<Uniform>(var).min;
      internal::ThrowNotDeterministic("Uniform");
    case 4:
      if (IsDeterministic(var)) {
        return std::get<UniformDiscrete>(var).values.front();
      }
      internal::ThrowNotDeterministic("UniformDiscrete");
  }
  internal::ThrowNotDeterministic("(unknown)");
}

}  // namespace schema
}  // namespace drake
