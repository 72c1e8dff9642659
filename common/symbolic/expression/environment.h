#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Environment: an assignment of values to variables, used by
/// Expression::Evaluate() (Drake's
/// drake/common/symbolic/expression/environment.h).

#include <initializer_list>
#include <ostream>
#include <string>
#include <unordered_map>
#include <utility>

#include <Eigen/Core>

#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression/variable.h"
#include "drake/common/symbolic/expression/variables.h"

namespace drake {
namespace symbolic {

/// A map from variables to values (double). Values must not be NaN.
class Environment {
 public:
  using key_type = Variable;
  using mapped_type = double;
  using map = std::unordered_map<key_type, mapped_type>;
  using value_type = map::value_type;
  using iterator = map::iterator;
  using const_iterator = map::const_iterator;

  /// The empty environment.
  Environment() = default;
  /// An environment with the given (variable, value) pairs.
  /// @throws std::runtime_error if a value is NaN (naming the variable).
  Environment(std::initializer_list<value_type> init);
  /// An environment assigning 0 to each of `vars`.
  Environment(std::initializer_list<key_type> vars);
  /// An environment from a map. @throws std::runtime_error on a NaN value.
  explicit Environment(map m);

  /// Assigns `value` to `key` if `key` has no value yet; like std::map's
  /// insert, an existing assignment is left unchanged (as Drake's).
  /// @throws std::runtime_error if `value` is NaN (naming the variable).
  void insert(const key_type& key, const mapped_type& value);
  /// insert(`keys`(i, j), `elements`(i, j)) for every entry.
  /// @throws std::exception if the shapes differ or a value is NaN.
  void insert(const Eigen::Ref<const MatrixX<key_type>>& keys,
              const Eigen::Ref<const Eigen::MatrixXd>& elements);

  iterator begin() { return map_.begin(); }
  iterator end() { return map_.end(); }
  const_iterator begin() const { return map_.begin(); }
  const_iterator end() const { return map_.end(); }
  const_iterator cbegin() const { return map_.cbegin(); }
  const_iterator cend() const { return map_.cend(); }
  bool empty() const { return map_.empty(); }
  std::size_t size() const { return map_.size(); }
  iterator find(const key_type& key) { return map_.find(key); }
  const_iterator find(const key_type& key) const { return map_.find(key); }

  /// The set of assigned variables.
  Variables domain() const;
  /// "{x -> 1, y -> 2}" (in no particular order).
  std::string to_string() const;

  /// The value of `key`, inserting 0 if it is not assigned yet.
  mapped_type& operator[](const key_type& key) { return map_[key]; }
  /// The value of `key`.
  /// @throws std::out_of_range if `key` is not assigned (naming it).
  const mapped_type& operator[](const key_type& key) const;

 private:
  map map_;
};

std::ostream& operator<<(std::ostream& os, const Environment& env);

/// Returns `env` extended with a sample of every random variable in
/// `variables` that `env` does not assign (in increasing id order, so the
/// same generator state gives the same samples): RANDOM_UNIFORM from U[0, 1),
/// RANDOM_GAUSSIAN from N(0, 1), RANDOM_EXPONENTIAL from Exp(1). Non-random
/// variables are ignored. @throws std::runtime_error if a sample is needed and
/// `random_generator` is null (naming the variable).
Environment PopulateRandomVariables(Environment env, const Variables& variables,
                                    RandomGenerator* random_generator);

}  // namespace symbolic
}  // namespace drake
