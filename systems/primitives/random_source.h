#pragma once

/// @file
/// RandomSource<T> (pseudo-random samples held between sampling times) and
/// AddRandomInputs() (connects a RandomSource to every random input port
/// left unconnected in a DiagramBuilder).

#include <optional>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/random.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/framework/scalar_conversion_traits.h"

namespace drake {
namespace systems {

/// Outputs on "output" a vector of independent samples of `distribution`
/// (uniform on [0, 1), standard normal, or exponential with rate 1), drawn
/// anew every `sampling_interval_sec` seconds (periodic unrestricted update,
/// offset 0) and held in between.
///
/// The state is the samples (one discrete group) and the sampler (abstract
/// state: its seed, engine and distribution). Seeding:
/// - each RandomSource gets its own `per_instance_seed`, different from
///   every other instance's in the process;
/// - a default context (SetDefaultContext, CreateDefaultContext) is seeded
///   with the fixed seed if one is set, else with the per-instance seed, so
///   every default context of one instance gives the same samples;
/// - SetRandomContext seeds with the fixed seed if one is set, else with a
///   value drawn from the given generator;
/// - set_fixed_seed() affects contexts set up afterwards, not existing ones;
/// - a context from AllocateContext() holds no seed until it is set.
/// Seeding also draws the first samples, so the output is defined before
/// the first update.
///
/// Samples are drawn with the standard library's distributions over
/// RandomGenerator (mt19937): reproducible on one platform and build, not
/// necessarily across platforms.
///
/// Scalars: double and AutoDiffXd (the samples carry no derivatives).
template <typename T>
class RandomSource final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RandomSource);

  /// The type of a seed.
  using Seed = RandomGenerator::result_type;

  /// A source of `num_outputs` samples of `distribution` every
  /// `sampling_interval_sec` seconds.
  /// @throws std::logic_error if num_outputs < 0 or sampling_interval_sec is
  /// not positive and finite.
  RandomSource(drake::RandomDistribution distribution, int num_outputs,
               double sampling_interval_sec);

  /// Scalar-converting copy constructor (as Drake's: the copy gets its own
  /// per-instance seed and no fixed seed).
  template <typename U>
  explicit RandomSource(const RandomSource<U>& other);

  ~RandomSource() override;

  /// The distribution given at construction.
  drake::RandomDistribution get_distribution() const { return distribution_; }

  /// The seed `context` (a context of this system) was seeded with.
  Seed get_seed(const Context<double>& context) const;

  /// The fixed seed, or nullopt when none is set.
  std::optional<Seed> get_fixed_seed() const { return fixed_seed_; }

  /// Sets (or with nullopt clears) the fixed seed used by contexts set up
  /// from now on.
  void set_fixed_seed(const std::optional<Seed>& seed) { fixed_seed_ = seed; }

 private:
  template <typename>
  friend class RandomSource;

  void SetDefaultState(const Context<T>& context, State<T>* state) const final;
  void SetRandomState(const Context<T>& context, State<T>* state,
                      RandomGenerator* generator) const final;
  // Replaces the sampler by one seeded with `seed` and draws samples.
  void SetSeed(Seed seed, State<T>* state) const;
  void UpdateSamples(const Context<T>& context, State<T>* state) const;
  void DrawSamples(State<T>* state) const;

  const drake::RandomDistribution distribution_;
  const double sampling_interval_sec_;
  const Seed instance_seed_;
  std::optional<Seed> fixed_seed_;
};

/// For each input port of each system in `builder` that is random (declared
/// with a RandomDistribution) and neither connected nor exported, adds a
/// RandomSource of that distribution and size sampling every
/// `sampling_interval_sec` seconds, and connects it. Returns how many were
/// added.
/// @throws std::logic_error if builder is null or sampling_interval_sec is
/// not positive and finite (when a source is needed).
template <typename T>
int AddRandomInputs(double sampling_interval_sec, DiagramBuilder<T>* builder);

namespace scalar_conversion {
/// RandomSource converts between the non-symbolic scalars.
template <>
struct Traits<RandomSource> : public NonSymbolicTraits {};
}  // namespace scalar_conversion

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RandomSource)
