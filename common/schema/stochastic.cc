#include "drake/common/schema/stochastic.h"

#include <random>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace schema {

using symbolic::Expression;
using symbolic::Variable;

namespace internal {
void ThrowNotDeterministic(const char* distribution_name) {
  throw std::logic_error(fmt::format(
      "schema: cannot take the deterministic value of a {} distribution: it "
      "is random; use Sample() or Mean() (or ToSymbolic()), or write a plain "
      "number or vector (or !Deterministic) instead",
      distribution_name));
}
}  // namespace internal

namespace {
void CheckGaussian(const char* name, double stddev) {
  if (!(stddev >= 0.0)) {
    throw std::logic_error(fmt::format(
        "schema::{}: the standard deviation {} must be non-negative", name,
        stddev));
  }
}

void CheckUniform(const char* name, double min, double max) {
  if (!(min <= max)) {
    throw std::logic_error(fmt::format(
        "schema::{}: min ({}) must not exceed max ({})", name, min, max));
  }
}

double SampleGaussian(double mean, double stddev, RandomGenerator* generator) {
  if (stddev == 0.0) return mean;
  return std::normal_distribution<double>(mean, stddev)(*generator);
}

double SampleUniform(double min, double max, RandomGenerator* generator) {
  if (min == max) return min;
  return std::uniform_real_distribution<double>(min, max)(*generator);
}

Expression GaussianSymbolic(double mean, double stddev) {
  const Variable g("gaussian", Variable::Type::RANDOM_GAUSSIAN);
  return mean + stddev * g;
}

Expression UniformSymbolic(double min, double max) {
  const Variable u("uniform", Variable::Type::RANDOM_UNIFORM);
  return min + (max - min) * u;
}

void CheckGenerator(RandomGenerator* generator) {
  if (generator == nullptr) {
    throw std::logic_error("schema: Sample() needs a RandomGenerator");
  }
}
}  // namespace

Distribution::~Distribution() = default;
DistributionVector::~DistributionVector() = default;

double Deterministic::Sample(RandomGenerator*) const { return value; }
double Deterministic::Mean() const { return value; }
Expression Deterministic::ToSymbolic() const { return value; }

double Gaussian::Sample(RandomGenerator* generator) const {
  CheckGenerator(generator);
  CheckGaussian("Gaussian", stddev);
  return SampleGaussian(mean, stddev, generator);
}
double Gaussian::Mean() const { return mean; }
Expression Gaussian::ToSymbolic() const {
  CheckGaussian("Gaussian", stddev);
  return GaussianSymbolic(mean, stddev);
}

double Uniform::Sample(RandomGenerator* generator) const {
  CheckGenerator(generator);
  CheckUniform("Uniform", min, max);
  return SampleUniform(min, max, generator);
}
double Uniform::Mean() const { return 0.5 * (min + max); }
Expression Uniform::ToSymbolic() const {
  CheckUniform("Uniform", min, max);
  return UniformSymbolic(min, max);
}

namespace {
void CheckDiscrete(const std::vector<double>& values) {
  if (values.empty()) {
    throw std::logic_error(
        "schema::UniformDiscrete: the list of values must not be empty");
  }
}
}  // namespace

double UniformDiscrete::Sample(RandomGenerator* generator) const {
  CheckGenerator(generator);
  CheckDiscrete(values);
  std::uniform_int_distribution<size_t> pick(0, values.size() - 1);
  return values[pick(*generator)];
}

double UniformDiscrete::Mean() const {
  CheckDiscrete(values);
  double sum = 0.0;
  for (double value : values) sum += value;
  return sum / values.size();
}

Expression UniformDiscrete::ToSymbolic() const {
  CheckDiscrete(values);
  const int n = static_cast<int>(values.size());
  if (n == 1) return values[0];
  // k = ⌊n·u⌋ ∈ {0, …, n−1}; [k ≥ i] = min(1, max(0, k − i + 1)) for integer
  // k; value = values[0] + Σᵢ (values[i] − values[i−1])·[k ≥ i].
  const Variable u("uniform_discrete", Variable::Type::RANDOM_UNIFORM);
  const Expression k = floor(n * Expression(u));
  Expression result = values[0];
  for (int i = 1; i < n; ++i) {
    const Expression at_least_i = min(1.0, max(0.0, k - (i - 1)));
    result += (values[i] - values[i - 1]) * at_least_i;
  }
  return result;
}

std::unique_ptr<Distribution> ToDistribution(const DistributionVariant& var) {
  switch (var.index()) {
    case 0:
      return std::make_unique<Deterministic>(std::get<double>(var));
    case 1:
      return std::make_unique<Deterministic>(std::get<Deterministic>(var));
    case 2:
      return std::make_unique<Gaussian>(std::get<Gaussian>(var));
    case 3:
      return std::make_unique<Uniform>(std::get<Uniform>(var));
    case 4:
      return std::make_unique<UniformDiscrete>(std::get<UniformDiscrete>(var));
  }
  throw std::logic_error("schema::ToDistribution: unknown alternative");
}

double Sample(const DistributionVariant& var, RandomGenerator* generator) {
  return ToDistribution(var)->Sample(generator);
}

double Mean(const DistributionVariant& var) {
  return ToDistribution(var)->Mean();
}

Expression ToSymbolic(const DistributionVariant& var) {
  return ToDistribution(var)->ToSymbolic();
}

Eigen::VectorXd Sample(const std::vector<DistributionVariant>& vec,
                       RandomGenerator* generator) {
  Eigen::VectorXd result(vec.size());
  for (size_t i = 0; i < vec.size(); ++i) result[i] = Sample(vec[i], generator);
  return result;
}

Eigen::VectorXd Mean(const std::vector<DistributionVariant>& vec) {
  Eigen::VectorXd result(vec.size());
  for (size_t i = 0; i < vec.size(); ++i) result[i] = Mean(vec[i]);
  return result;
}

VectorX<Expression> ToSymbolic(const std::vector<DistributionVariant>& vec) {
  VectorX<Expression> result(vec.size());
  for (size_t i = 0; i < vec.size(); ++i) result[i] = ToSymbolic(vec[i]);
  return result;
}

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

// --- vectors ---------------------------------------------------------------

template <int Size>
Eigen::VectorXd DeterministicVector<Size>::Sample(RandomGenerator*) const {
  return value;
}
template <int Size>
Eigen::VectorXd DeterministicVector<Size>::Mean() const {
  return value;
}
template <int Size>
VectorX<Expression> DeterministicVector<Size>::ToSymbolic() const {
  return value.template cast<Expression>();
}

namespace {
// The stddev of element i: stddev has one element (shared) or one per mean.
double StddevAt(const Eigen::VectorXd& stddev, int mean_size, int i) {
  if (stddev.size() != 1 && stddev.size() != mean_size) {
    throw std::logic_error(fmt::format(
        "schema::GaussianVector: stddev has {} elements; expected 1 or {} "
        "(the size of mean)",
        stddev.size(), mean_size));
  }
  const double result = stddev.size() == 1 ? stddev[0] : stddev[i];
  CheckGaussian("GaussianVector", result);
  return result;
}

template <typename Vector>
void CheckUniformVector(const Vector& min, const Vector& max) {
  if (min.size() != max.size()) {
    throw std::logic_error(
        fmt::format("schema::UniformVector: min has {} elements but max has {}",
                    min.size(), max.size()));
  }
  for (int i = 0; i < min.size(); ++i) {
    CheckUniform("UniformVector", min[i], max[i]);
  }
}
}  // namespace

template <int Size>
Eigen::VectorXd GaussianVector<Size>::Sample(RandomGenerator* generator) const {
  CheckGenerator(generator);
  Eigen::VectorXd result(mean.size());
  for (int i = 0; i < mean.size(); ++i) {
    result[i] =
        SampleGaussian(mean[i], StddevAt(stddev, mean.size(), i), generator);
  }
  return result;
}
template <int Size>
Eigen::VectorXd GaussianVector<Size>::Mean() const {
  for (int i = 0; i < mean.size(); ++i) StddevAt(stddev, mean.size(), i);
  return mean;
}
template <int Size>
VectorX<Expression> GaussianVector<Size>::ToSymbolic() const {
  VectorX<Expression> result(mean.size());
  for (int i = 0; i < mean.size(); ++i) {
    result[i] = GaussianSymbolic(mean[i], StddevAt(stddev, mean.size(), i));
  }
  return result;
}

template <int Size>
Eigen::VectorXd UniformVector<Size>::Sample(RandomGenerator* generator) const {
  CheckGenerator(generator);
  CheckUniformVector(min, max);
  Eigen::VectorXd result(min.size());
  for (int i = 0; i < min.size(); ++i) {
    result[i] = SampleUniform(min[i], max[i], generator);
  }
  return result;
}
template <int Size>
Eigen::VectorXd UniformVector<Size>::Mean() const {
  CheckUniformVector(min, max);
  return 0.5 * (min + max);
}
template <int Size>
VectorX<Expression> UniformVector<Size>::ToSymbolic() const {
  CheckUniformVector(min, max);
  VectorX<Expression> result(min.size());
  for (int i = 0; i < min.size(); ++i) {
    result[i] = UniformSymbolic(min[i], max[i]);
  }
  return result;
}

}  // namespace schema
}  // namespace drake

#define DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(Size)         \
  template struct drake::schema::DeterministicVector<Size>; \
  template struct drake::schema::GaussianVector<Size>;      \
  template struct drake::schema::UniformVector<Size>;
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(Eigen::Dynamic)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(1)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(2)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(3)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(4)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(5)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_DEFINE(6)
