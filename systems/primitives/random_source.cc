// RandomSource: samples from a seeded engine, held between sampling times;
// AddRandomInputs.

#include "drake/systems/primitives/random_source.h"

#include <atomic>
#include <cmath>
#include <random>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

namespace {

using Seed = RandomGenerator::result_type;
using Distribution = drake::RandomDistribution;

// The abstract state of a RandomSource: the seed it was started from, the
// engine and the distribution (std::normal_distribution keeps a spare
// sample between calls, so the distribution object is state too).
class Sampler {
 public:
  Sampler() = default;
  Sampler(Seed seed, Distribution distribution)
      : seed_(seed), distribution_(distribution), generator_(seed) {}

  Seed seed() const { return seed_; }

  double Draw() {
    switch (distribution_) {
      case Distribution::kUniform:
        return uniform_(generator_);
      case Distribution::kGaussian:
        return normal_(generator_);
      case Distribution::kExponential:
        return exponential_(generator_);
    }
    throw std::logic_error("RandomSource: unknown RandomDistribution.");
  }

 private:
  Seed seed_{RandomGenerator::default_seed};
  Distribution distribution_{Distribution::kUniform};
  RandomGenerator generator_;
  std::uniform_real_distribution<double> uniform_;
  std::normal_distribution<double> normal_;
  std::exponential_distribution<double> exponential_;
};

// A new seed on every call (process-wide), starting from the engine's
// default seed.
Seed NextInstanceSeed() {
  static std::atomic<Seed> next{RandomGenerator::default_seed};
  return next++;
}

void CheckSamplingInterval(const char* who, double sampling_interval_sec) {
  if (!(sampling_interval_sec > 0.0) || !std::isfinite(sampling_interval_sec)) {
    throw std::logic_error(fmt::format(
        "{}: the sampling interval must be positive and finite; got {} s.", who,
        sampling_interval_sec));
  }
}

}  // namespace

template <typename T>
RandomSource<T>::RandomSource(drake::RandomDistribution distribution,
                              int num_outputs, double sampling_interval_sec)
    : LeafSystem<T>(SystemTypeTag<RandomSource>{}),
      distribution_(distribution),
      sampling_interval_sec_(sampling_interval_sec),
      instance_seed_(NextInstanceSeed()) {
  if (num_outputs < 0) {
    throw std::logic_error(
        fmt::format("RandomSource: num_outputs must be non-negative; got {}.",
                    num_outputs));
  }
  CheckSamplingInterval("RandomSource", sampling_interval_sec);
  const DiscreteStateIndex samples = this->DeclareDiscreteState(num_outputs);
  this->DeclareAbstractState(Value<Sampler>());
  this->DeclarePeriodicUnrestrictedUpdateEvent(sampling_interval_sec_, 0.0,
                                               &RandomSource<T>::UpdateSamples);
  this->DeclareStateOutputPort("output", samples);
}

template <typename T>
template <typename U>
RandomSource<T>::RandomSource(const RandomSource<U>& other)
    : RandomSource(other.distribution_, other.get_output_port(0).size(),
                   other.sampling_interval_sec_) {}

template <typename T>
RandomSource<T>::~RandomSource() = default;

template <typename T>
Seed RandomSource<T>::get_seed(const Context<double>& context) const {
  this->ValidateContext(context);
  return context.template get_abstract_state<Sampler>(0).seed();
}

template <typename T>
void RandomSource<T>::SetDefaultState(const Context<T>&,
                                      State<T>* state) const {
  SetSeed(fixed_seed_.value_or(instance_seed_), state);
}

template <typename T>
void RandomSource<T>::SetRandomState(const Context<T>&, State<T>* state,
                                     RandomGenerator* generator) const {
  DRAKE_THROW_UNLESS(generator != nullptr);
  // draw even when the seed is fixed, so the generator advances the same
  // way either way.
  const Seed fresh = (*generator)();
  SetSeed(fixed_seed_.value_or(fresh), state);
}

template <typename T>
void RandomSource<T>::SetSeed(Seed seed, State<T>* state) const {
  state->template get_mutable_abstract_state<Sampler>(0) =
      Sampler(seed, distribution_);
  DrawSamples(state);
}

template <typename T>
void RandomSource<T>::UpdateSamples(const Context<T>&, State<T>* state) const {
  DrawSamples(state);
}

template <typename T>
void RandomSource<T>::DrawSamples(State<T>* state) const {
  Sampler& sampler = state->template get_mutable_abstract_state<Sampler>(0);
  BasicVector<T>& samples = state->get_mutable_discrete_state(0);
  for (int i = 0; i < samples.size(); ++i) samples[i] = T(sampler.Draw());
}

template <typename T>
int AddRandomInputs(double sampling_interval_sec, DiagramBuilder<T>* builder) {
  if (builder == nullptr) {
    throw std::logic_error("AddRandomInputs(): the builder is null.");
  }
  int count = 0;
  // the sources added below are appended to the builder's systems; they
  // have no input ports, so taking the list first misses nothing.
  for (System<T>* system : builder->GetMutableSystems()) {
    for (int i = 0; i < system->num_input_ports(); ++i) {
      const InputPort<T>& port = system->get_input_port(i);
      if (!port.is_random() || builder->IsConnectedOrExported(port)) continue;
      CheckSamplingInterval("AddRandomInputs()", sampling_interval_sec);
      const auto* source = builder->template AddSystem<RandomSource<T>>(
          *port.get_random_type(), port.size(), sampling_interval_sec);
      builder->Connect(source->get_output_port(0), port);
      ++count;
    }
  }
  return count;
}

template int AddRandomInputs<double>(double, DiagramBuilder<double>*);
template int AddRandomInputs<AutoDiffXd>(double, DiagramBuilder<AutoDiffXd>*);

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RandomSource)
