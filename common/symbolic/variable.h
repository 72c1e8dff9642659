#pragma once

/// @file
/// symbolic::Variable and symbolic::Variables (a set of variables), the
/// leaves of a symbolic::Expression. A subset of Drake's
/// drake/common/symbolic/expression/variable.h and variables.h: enough to
/// describe random distributions (RandomGenerator-sampled variables) and
/// simple closed-form expressions. Comparison operators that build Formulas
/// are not provided; use equal_to() / less() or the std::equal_to /
/// std::less specializations below.

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <ostream>
#include <set>
#include <string>

namespace drake {
namespace symbolic {

/// A symbolic variable: a name, a type and a process-unique id. Copies share
/// the id (and so are the same variable); two variables constructed
/// separately are always different, even with the same name.
class Variable {
 public:
  /// The id type; 0 is reserved for the dummy variable.
  using Id = std::size_t;

  /// The kinds of variable. The three RANDOM_* kinds are sampled by
  /// Expression::Evaluate() when they are not assigned in the environment:
  /// RANDOM_UNIFORM from U[0, 1), RANDOM_GAUSSIAN from N(0, 1) and
  /// RANDOM_EXPONENTIAL from Exp(1).
  enum class Type {
    CONTINUOUS,          ///< A real-valued variable (the default).
    INTEGER,             ///< An integer-valued variable.
    BINARY,              ///< A variable taking values 0 or 1.
    BOOLEAN,             ///< A Boolean variable (not allowed in Expression).
    RANDOM_UNIFORM,      ///< A random variable, uniform on [0, 1).
    RANDOM_GAUSSIAN,     ///< A random variable, standard normal.
    RANDOM_EXPONENTIAL,  ///< A random variable, exponential with rate 1.
  };

  /// The dummy variable (id 0, empty name); is_dummy() is true. Useful only
  /// as a placeholder, e.g. a default-constructed element of a container.
  Variable() = default;

  /// A new variable named `name` of `type`, with an id no other variable
  /// has (drawn from a global atomic counter, so thread-safe).
  explicit Variable(std::string name, Type type = Type::CONTINUOUS);

  /// True for a default-constructed variable.
  bool is_dummy() const { return id_ == 0; }
  /// This variable's unique id.
  Id get_id() const { return id_; }
  /// This variable's type.
  Type get_type() const { return type_; }
  /// This variable's name (empty for the dummy variable).
  std::string get_name() const { return name_ ? *name_ : std::string(); }
  /// The name (as get_name()).
  std::string to_string() const { return get_name(); }
  /// True iff `v` is the same variable (same id).
  bool equal_to(const Variable& v) const { return id_ == v.id_; }
  /// A strict total order by id.
  bool less(const Variable& v) const { return id_ < v.id_; }

 private:
  Id id_{0};
  Type type_{Type::CONTINUOUS};
  std::shared_ptr<const std::string> name_;
};

}  // namespace symbolic
}  // namespace drake

namespace std {
/// Hashes a variable by its id.
template <>
struct hash<drake::symbolic::Variable> {
  size_t operator()(const drake::symbolic::Variable& v) const noexcept {
    return std::hash<drake::symbolic::Variable::Id>{}(v.get_id());
  }
};
/// Orders variables by id (so std::set and std::map work).
template <>
struct less<drake::symbolic::Variable> {
  bool operator()(const drake::symbolic::Variable& a,
                  const drake::symbolic::Variable& b) const {
    return a.less(b);
  }
};
/// Compares variables by id (so std::unordered_map works).
template <>
struct equal_to<drake::symbolic::Variable> {
  bool operator()(const drake::symbolic::Variable& a,
                  const drake::symbolic::Variable& b) const {
    return a.equal_to(b);
  }
};
}  // namespace std

namespace drake {
namespace symbolic {

/// True iff `type` is one of the RANDOM_* types.
bool is_random(Variable::Type type);

/// Writes the variable's name.
std::ostream& operator<<(std::ostream& os, const Variable& var);
/// Writes the type's name ("Continuous", "Random Gaussian", ...).
std::ostream& operator<<(std::ostream& os, Variable::Type type);

/// A set of variables ordered by id.
class Variables {
 public:
  using size_type = std::set<Variable>::size_type;
  using const_iterator = std::set<Variable>::const_iterator;
  using iterator = const_iterator;

  /// The empty set.
  Variables() = default;
  /// The set of `init`'s elements.
  Variables(std::initializer_list<Variable> init);

  size_type size() const { return vars_.size(); }
  bool empty() const { return vars_.empty(); }
  /// Inserts `var` (no effect if already present).
  void insert(const Variable& var) { vars_.insert(var); }
  /// Inserts every element of `vars`.
  void insert(const Variables& vars) { vars_.insert(vars.begin(), vars.end()); }
  /// Removes `var` if present; returns the number removed (0 or 1).
  size_type erase(const Variable& var) { return vars_.erase(var); }
  /// True iff `var` is in the set.
  bool include(const Variable& var) const { return vars_.count(var) > 0; }
  const_iterator begin() const { return vars_.begin(); }
  const_iterator end() const { return vars_.end(); }
  const_iterator cbegin() const { return vars_.cbegin(); }
  const_iterator cend() const { return vars_.cend(); }
  /// The names, comma-separated, in braces.
  std::string to_string() const;

  Variables& operator+=(const Variable& var) {
    insert(var);
    return *this;
  }
  Variables& operator+=(const Variables& vars) {
    insert(vars);
    return *this;
  }
  friend bool operator==(const Variables& a, const Variables& b);

 private:
  std::set<Variable> vars_;
};

std::ostream& operator<<(std::ostream& os, const Variables& vars);

}  // namespace symbolic
}  // namespace drake
