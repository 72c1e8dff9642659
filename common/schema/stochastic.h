#pragma once

/// @file
/// A subset of Drake's stochastic schema (drake/common/schema/stochastic.h):
/// the distribution types that a YAML scenario may use in place of a number or
/// a vector, with the same names, fields and YAML tags (`!Deterministic`,
/// `!Gaussian`, `!Uniform`, `!UniformDiscrete`, `!DeterministicVector`,
/// `!GaussianVector`, `!UniformVector`).
///
/// Each distribution can be sampled (Sample(RandomGenerator*)), averaged
/// (Mean()) and converted to a symbolic::Expression of random variables
/// (ToSymbolic(), e.g. for MultibodyPlant's random joint distributions).
/// GetDeterministicValue() throws std::logic_error for a random one.
///
/// Not supported (compared with Drake): the scalar alternatives
/// (Deterministic, Gaussian, Uniform) inside DistributionVectorVariant.

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include <Eigen/Core>

#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace schema {

/// Base class of the scalar distributions.
class Distribution {
 public:
  virtual ~Distribution();
  /// Draws one sample using `generator`.
  /// @throws std::logic_error if the parameters are invalid (negative
  /// stddev, min > max, no values), naming the distribution.
  virtual double Sample(RandomGenerator* generator) const = 0;
  /// The mean.
  virtual double Mean() const = 0;
  /// An expression of (new) random variables with this distribution, e.g.
  /// `mean + stddev * g` for a RANDOM_GAUSSIAN variable g.
  virtual symbolic::Expression ToSymbolic() const = 0;

 protected:
  Distribution() = default;
  Distribution(const Distribution&) = default;
  Distribution& operator=(const Distribution&) = default;
};

/// A single number that is not random. YAML: `!Deterministic {value: 1.0}`.
struct Deterministic final : public Distribution {
  Deterministic() = default;
  explicit Deterministic(double value_in) : value(value_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }
  double Sample(RandomGenerator* generator) const final;
  double Mean() const final;
  symbolic::Expression ToSymbolic() const final;
  double value{};
};

/// A normal distribution. YAML: `!Gaussian {mean: 0.0, stddev: 1.0}`.
struct Gaussian final : public Distribution {
  Gaussian() = default;
  Gaussian(double mean_in, double stddev_in)
      : mean(mean_in), stddev(stddev_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(mean));
    a->Visit(DRAKE_NVP(stddev));
  }
  double Sample(RandomGenerator* generator) const final;
  double Mean() const final;
  symbolic::Expression ToSymbolic() const final;
  double mean{};
  double stddev{};
};

/// A uniform distribution on [min, max). YAML: `!Uniform {min: 0, max: 1}`.
struct Uniform final : public Distribution {
  Uniform() = default;
  Uniform(double min_in, double max_in) : min(min_in), max(max_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(min));
    a->Visit(DRAKE_NVP(max));
  }
  double Sample(RandomGenerator* generator) const final;
  double Mean() const final;
  symbolic::Expression ToSymbolic() const final;
  double min{};
  double max{};
};

/// One of a list of values, each equally likely.
/// YAML: `!UniformDiscrete {values: [1, 2, 3]}`.
struct UniformDiscrete final : public Distribution {
  UniformDiscrete() = default;
  explicit UniformDiscrete(std::vector<double> values_in)
      : values(std::move(values_in)) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(values));
  }
  double Sample(RandomGenerator* generator) const final;
  double Mean() const final;
  /// The expression picks values[k] for k = ⌊n·u⌋ with u uniform on [0, 1)
  /// (built from min, max and floor, so it evaluates exactly to a value).
  symbolic::Expression ToSymbolic() const final;
  std::vector<double> values;
};

/// A number or a scalar distribution. An untagged YAML number is the plain
/// `double` alternative.
using DistributionVariant =
    std::variant<double, Deterministic, Gaussian, Uniform, UniformDiscrete>;

/// Copies `var` into a Distribution (a plain number becomes Deterministic).
std::unique_ptr<Distribution> ToDistribution(const DistributionVariant& var);
/// Distribution::Sample() of `var`.
double Sample(const DistributionVariant& var, RandomGenerator* generator);
/// Distribution::Mean() of `var`.
double Mean(const DistributionVariant& var);
/// Distribution::ToSymbolic() of `var`.
symbolic::Expression ToSymbolic(const DistributionVariant& var);
/// Sample() of each element (independently).
Eigen::VectorXd Sample(const std::vector<DistributionVariant>& vec,
                       RandomGenerator* generator);
/// Mean() of each element.
Eigen::VectorXd Mean(const std::vector<DistributionVariant>& vec);
/// ToSymbolic() of each element.
VectorX<symbolic::Expression> ToSymbolic(
    const std::vector<DistributionVariant>& vec);

/// Base class of the vector distributions.
class DistributionVector {
 public:
  virtual ~DistributionVector();
  /// Draws one sample (elements independent).
  /// @throws std::logic_error for invalid parameters (mismatched sizes,
  /// negative stddev, min > max), naming the distribution.
  virtual Eigen::VectorXd Sample(RandomGenerator* generator) const = 0;
  /// The mean.
  virtual Eigen::VectorXd Mean() const = 0;
  /// A vector of expressions of new random variables (one per element).
  virtual VectorX<symbolic::Expression> ToSymbolic() const = 0;

 protected:
  DistributionVector() = default;
  DistributionVector(const DistributionVector&) = default;
  DistributionVector& operator=(const DistributionVector&) = default;
};

/// A vector that is not random (size `Size`, or any size for
/// Eigen::Dynamic). YAML: `!DeterministicVector {value: [1, 2, 3]}`.
template <int Size>
struct DeterministicVector final : public DistributionVector {
  DeterministicVector() = default;
  explicit DeterministicVector(const Eigen::Matrix<double, Size, 1>& value_in)
      : value(value_in) {}
  Eigen::VectorXd Sample(RandomGenerator* generator) const final;
  Eigen::VectorXd Mean() const final;
  VectorX<symbolic::Expression> ToSymbolic() const final;
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }
  Eigen::Matrix<double, Size, 1> value;
};

/// Independent normal distributions per element. `stddev` may have one
/// element (shared by all) or as many as `mean`.
/// YAML: `!GaussianVector {mean: [...], stddev: [...]}`.
template <int Size>
struct GaussianVector final : public DistributionVector {
  GaussianVector() = default;
  GaussianVector(const Eigen::Matrix<double, Size, 1>& mean_in,
                 const Eigen::VectorXd& stddev_in)
      : mean(mean_in), stddev(stddev_in) {}
  Eigen::VectorXd Sample(RandomGenerator* generator) const final;
  Eigen::VectorXd Mean() const final;
  VectorX<symbolic::Expression> ToSymbolic() const final;
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(mean));
    a->Visit(DRAKE_NVP(stddev));
  }
  Eigen::Matrix<double, Size, 1> mean;
  Eigen::VectorXd stddev;
};

/// Independent uniform distributions per element on [min(i), max(i)).
/// YAML: `!UniformVector {min: [...], max: [...]}`.
template <int Size>
struct UniformVector final : public DistributionVector {
  UniformVector() = default;
  UniformVector(const Eigen::Matrix<double, Size, 1>& min_in,
                const Eigen::Matrix<double, Size, 1>& max_in)
      : min(min_in), max(max_in) {}
  Eigen::VectorXd Sample(RandomGenerator* generator) const final;
  Eigen::VectorXd Mean() const final;
  VectorX<symbolic::Expression> ToSymbolic() const final;
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(min));
    a->Visit(DRAKE_NVP(max));
  }
  Eigen::Matrix<double, Size, 1> min;
  Eigen::Matrix<double, Size, 1> max;
};

/// A vector or a vector distribution. An untagged YAML sequence is the plain
/// Eigen vector alternative.
template <int Size>
using DistributionVectorVariant =
    std::variant<Eigen::Matrix<double, Size, 1>, DeterministicVector<Size>,
                 GaussianVector<Size>, UniformVector<Size>>;

/// DistributionVectorVariant of any size.
using DistributionVectorVariantX = DistributionVectorVariant<Eigen::Dynamic>;

/// Copies `vec` into a DistributionVector (a plain vector becomes a
/// DeterministicVector); then call Sample(), Mean() or ToSymbolic().
template <int Size>
std::unique_ptr<DistributionVector> ToDistributionVector(
    const DistributionVectorVariant<Size>& vec) {
  switch (vec.index()) {
    case 0:
      return std::make_unique<DeterministicVector<Size>>(std::get<0>(vec));
    case 1:
      return std::make_unique<DeterministicVector<Size>>(std::get<1>(vec));
    case 2:
      return std::make_unique<GaussianVector<Size>>(std::get<2>(vec));
    case 3:
      return std::make_unique<UniformVector<Size>>(std::get<3>(vec));
  }
  return nullptr;
}

/// Returns true iff `var` is a plain number or a Deterministic, or a
/// UniformDiscrete with exactly one value.
bool IsDeterministic(const DistributionVariant& var);

/// Returns the value of a deterministic `var` (see IsDeterministic()).
/// @throws std::logic_error if `var` is random (naming the distribution).
double GetDeterministicValue(const DistributionVariant& var);

namespace internal {
// (Internal) Throws std::logic_error for GetDeterministicValue() of the
// random distribution named `distribution_name` (e.g. "Gaussian").
[[noreturn]] void ThrowNotDeterministic(const char* distribution_name);
}  // namespace internal

/// Returns true iff `vec` is a plain vector or a DeterministicVector, or a
/// GaussianVector whose stddev is non-empty and all zero, or a UniformVector
/// with min == max.
template <int Size>
bool IsDeterministic(const DistributionVectorVariant<Size>& vec) {
  switch (vec.index()) {
    case 0:
    case 1:
      return true;
    case 2: {
      const Eigen::VectorXd& stddev = std::get<2>(vec).stddev;
      return stddev.size() > 0 && stddev.isZero(0.0);
    }
    case 3:
      return std::get<3>(vec).min == std::get<3>(vec).max;
  }
  return false;
}

/// Returns the value of a deterministic `vec` (see IsDeterministic()).
/// @throws std::logic_error if `vec` is random (naming the distribution).
template <int Size>
Eigen::VectorXd GetDeterministicValue(
    const DistributionVectorVariant<Size>& vec) {
  switch (vec.index()) {
    case 0:
      return std::get<0>(vec);
    case 1:
      return std::get<1>(vec).value;
    case 2:
      if (IsDeterministic(vec)) return std::get<2>(vec).mean;
      internal::ThrowNotDeterministic("GaussianVector");
    case 3:
      if (IsDeterministic(vec)) return std::get<3>(vec).min;
      internal::ThrowNotDeterministic("UniformVector");
  }
  internal::ThrowNotDeterministic("(unknown)");
}

}  // namespace schema
}  // namespace drake

// Sizes 1–6 and Dynamic are instantiated in stochastic.cc (as in Drake).
#define DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(Size)                \
  extern template struct drake::schema::DeterministicVector<Size>; \
  extern template struct drake::schema::GaussianVector<Size>;      \
  extern template struct drake::schema::UniformVector<Size>;
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(Eigen::Dynamic)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(1)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(2)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(3)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(4)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(5)
DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN(6)
#undef DRAKE_SCHEMA_STOCHASTIC_VECTOR_EXTERN
