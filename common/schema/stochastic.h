#pragma once

/// @file
/// A subset of Drake's stochastic schema (drake/common/schema/stochastic.h):
/// the distribution types that a YAML scenario may use in place of a number or
/// a vector, with the same names, fields and YAML tags (`!Deterministic`,
/// `!Gaussian`, `!Uniform`, `!UniformDiscrete`, `!DeterministicVector`,
/// `!GaussianVector`, `!UniformVector`).
///
/// Supported so far: loading and saving any of them, IsDeterministic(), and
/// GetDeterministicValue() for the deterministic ones. Sampling and symbolic
/// conversion are not supported yet: a random distribution is loaded (so
/// that a scenario file can be read and inspected) but asking for its value
/// throws std::logic_error saying "not supported yet".

#include <Eigen/Core>
#include <string>
#include <variant>
#include <vector>

#include "drake/common/name_value.h"

namespace drake {
namespace schema {

/// A single number that is not random. YAML: `!Deterministic {value: 1.0}`.
struct Deterministic {
  Deterministic() = default;
  explicit Deterministic(double value_in) : value(value_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }
  double value{};
};

/// A normal distribution. YAML: `!Gaussian {mean: 0.0, stddev: 1.0}`.
struct Gaussian {
  Gaussian() = default;
  Gaussian(double mean_in, double stddev_in)
      : mean(mean_in), stddev(stddev_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(mean));
    a->Visit(DRAKE_NVP(stddev));
  }
  double mean{};
  double stddev{};
};

/// A uniform distribution on [min, max]. YAML: `!Uniform {min: 0, max: 1}`.
struct Uniform {
  Uniform() = default;
  Uniform(double min_in, double max_in) : min(min_in), max(max_in) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(min));
    a->Visit(DRAKE_NVP(max));
  }
  double min{};
  double max{};
};

/// One of a list of values, each equally likely.
/// YAML: `!UniformDiscrete {values: [1, 2, 3]}`.
struct UniformDiscrete {
  UniformDiscrete() = default;
  explicit UniformDiscrete(std::vector<double> values_in)
      : values(std::move(values_in)) {}
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(values));
  }
  std::vector<double> values;
};

/// A number or a scalar distribution. An untagged YAML number is the plain
/// `double` alternative.
using DistributionVariant =
    std::variant<double, Deterministic, Gaussian, Uniform, UniformDiscrete>;

/// A vector that is not random (size `Size`, or any size for
/// Eigen::Dynamic). YAML: `!DeterministicVector {value: [1, 2, 3]}`.
template <int Size>
struct DeterministicVector {
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
struct GaussianVector {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(mean));
    a->Visit(DRAKE_NVP(stddev));
  }
  Eigen::Matrix<double, Size, 1> mean;
  Eigen::VectorXd stddev;
};

/// Independent uniform distributions per element on [min(i), max(i)].
/// YAML: `!UniformVector {min: [...], max: [...]}`.
template <int Size>
struct UniformVector {
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

/// Returns true iff `var` is a plain number or a Deterministic, or a
/// UniformDiscrete with exactly one value.
bool IsDeterministic(const DistributionVariant& var);

/// Returns the value of a deterministic `var` (see IsDeterministic()).
/// @throws std::logic_error if `var` is random: sampling is not supported
/// yet, and the message names the distribution.
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
/// @throws std::logic_error if `vec` is random: sampling is not supported
/// yet, and the message names the distribution.
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
