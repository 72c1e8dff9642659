#pragma once

/// @file
/// RandomGenerator (Drake's pseudo-random number engine) and the probability
/// densities of the distributions Drake's random-variable code samples from.

#include <cstdint>
#include <memory>
#include <random>

#include "drake/common/autodiff.h"
#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {

/// A uniform random bit generator (std::mt19937, 32-bit Mersenne twister)
/// for use with the standard library's distributions, e.g.
/// `std::normal_distribution<double>()(generator)`. Two generators built
/// from the same seed produce the same sequence. Copying copies the state.
/// The engine's state (about 5 kB) lives on the heap, so the object itself
/// is one pointer; a default-constructed generator allocates it only at its
/// first use.
class RandomGenerator {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RandomGenerator);

  using result_type = std::mt19937::result_type;

  /// The seed a default-constructed generator uses (5489, as std::mt19937).
  static constexpr result_type default_seed = std::mt19937::default_seed;

  /// A generator seeded with default_seed. Cheap: allocates nothing.
  RandomGenerator() = default;

  /// A generator seeded with `seed`.
  explicit RandomGenerator(result_type seed)
      : generator_(std::make_unique<Engine>(seed)) {}

  /// The smallest value operator() returns.
  static constexpr result_type min() { return Engine::min(); }
  /// The largest value operator() returns.
  static constexpr result_type max() { return Engine::max(); }

  /// Advances the state and returns the next value, in [min(), max()].
  result_type operator()() {
    if (generator_ == nullptr) {
      generator_ = std::make_unique<Engine>(default_seed);
    }
    return (*generator_.get_mutable())();
  }

 private:
  using Engine = std::mt19937;
  copyable_unique_ptr<Engine> generator_;
};

/// The distributions a random variable can be drawn from.
enum class RandomDistribution {
  /// Uniform on [0, 1).
  kUniform = 0,
  /// Standard normal: mean 0, standard deviation 1.
  kGaussian = 1,
  /// Exponential with rate (and mean) 1.
  kExponential = 2,
};

/// Returns the joint probability density at `x` of a vector of independent
/// random variables each drawn from `distribution`: the product of the
/// scalar densities (uniform: 1 on [0, 1], else 0; Gaussian:
/// exp(-xᵢ²/2)/√(2π); exponential: exp(-xᵢ) for xᵢ ≥ 0, else 0).
template <typename T>
T CalcProbabilityDensity(RandomDistribution distribution,
                         const Eigen::Ref<const VectorX<T>>& x);

}  // namespace drake

extern template double drake::CalcProbabilityDensity<double>(
    drake::RandomDistribution, const Eigen::Ref<const drake::VectorX<double>>&);
extern template drake::AutoDiffXd
drake::CalcProbabilityDensity<drake::AutoDiffXd>(
    drake::RandomDistribution,
    const Eigen::Ref<const drake::VectorX<drake::AutoDiffXd>>&);
