#include "drake/common/random.h"

#include <cmath>
#include <stdexcept>

namespace drake {

template <typename T>
T CalcProbabilityDensity(RandomDistribution distribution,
                         const Eigen::Ref<const VectorX<T>>& x) {
  using std::exp;
  switch (distribution) {
    case RandomDistribution::kUniform: {
      for (int i = 0; i < x.rows(); ++i) {
        if (x(i) < 0.0 || x(i) > 1.0) return T(0.0);
      }
      return T(1.0);
    }
    case RandomDistribution::kGaussian: {
      // (2π)^(-n/2) exp(-|x|²/2).
      const double normalizer = std::pow(2.0 * M_PI, -0.5 * x.rows());
      return normalizer * exp(-0.5 * x.squaredNorm());
    }
    case RandomDistribution::kExponential: {
      for (int i = 0; i < x.rows(); ++i) {
        if (x(i) < 0.0) return T(0.0);
      }
      return exp(-x.sum());
    }
  }
  throw std::logic_error(
      "CalcProbabilityDensity: unknown RandomDistribution "
      "value " +
      std::to_string(static_cast<int>(distribution)));
}

template double CalcProbabilityDensity<double>(
    RandomDistribution, const Eigen::Ref<const VectorX<double>>&);
template AutoDiffXd CalcProbabilityDensity<AutoDiffXd>(
    RandomDistribution, const Eigen::Ref<const VectorX<AutoDiffXd>>&);

}  // namespace drake
