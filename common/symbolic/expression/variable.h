#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Variable, the leaf of symbolic expressions and formulas, and the
/// MakeVectorVariable / MakeMatrixVariable families (Drake's
/// drake/common/symbolic/expression/variable.h).

#include <cstddef>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/eigen_types.h"

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
    BOOLEAN,             ///< A Boolean variable (a Formula, not an Expression).
    RANDOM_UNIFORM,      ///< A random variable, uniform on [0, 1).
    RANDOM_GAUSSIAN,     ///< A random variable, standard normal.
    RANDOM_EXPONENTIAL,  ///< A random variable, exponential with rate 1.
  };

  /// The dummy variable (id 0, empty name); is_dummy() is true. Useful only
  /// as a placeholder, e.g. a default-constructed element of a container.
  Variable() = default;
  /// The dummy variable (Drake's spelling `Variable(nullptr)`).
  explicit Variable(std::nullptr_t) : Variable() {}

  /// A new variable named `name` of `type`, with an id no other variable
  /// has (drawn from a global atomic counter, so thread-safe).
  explicit Variable(std::string name, Type type = Type::CONTINUOUS);

  /// True for a default-constructed variable.
  [[nodiscard]] bool is_dummy() const { return id_ == 0; }
  /// This variable's unique id.
  [[nodiscard]] Id get_id() const { return id_; }
  /// This variable's type.
  [[nodiscard]] Type get_type() const { return type_; }
  /// This variable's name (empty for the dummy variable).
  [[nodiscard]] std::string get_name() const {
    return name_ ? *name_ : std::string();
  }
  /// The name (as get_name()).
  [[nodiscard]] std::string to_string() const { return get_name(); }
  /// True iff `v` is the same variable (same id).
  [[nodiscard]] bool equal_to(const Variable& v) const { return id_ == v.id_; }
  /// A strict total order by id.
  [[nodiscard]] bool less(const Variable& v) const { return id_ < v.id_; }
  /// A hash of the id.
  [[nodiscard]] std::size_t get_hash() const { return std::hash<Id>{}(id_); }

 private:
  Id id_{0};
  Type type_{Type::CONTINUOUS};
  std::shared_ptr<const std::string> name_;
};

}  // namespace symbolic
}  // namespace drake

namespace Eigen {
// Lets Eigen matrices hold variables (construction and element access).
template <>
struct NumTraits<drake::symbolic::Variable>
    : GenericNumTraits<drake::symbolic::Variable> {
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};
}  // namespace Eigen

namespace drake {
namespace symbolic {

/// True iff `type` is one of the RANDOM_* types.
bool is_random(Variable::Type type);

/// Writes the variable's name.
std::ostream& operator<<(std::ostream& os, const Variable& var);
/// The type's name ("Continuous", "Random Gaussian", ...).
std::string_view to_string(const Variable::Type& type);
/// Writes the type's name ("Continuous", "Random Gaussian", ...).
std::ostream& operator<<(std::ostream& os, Variable::Type type);

/// A `rows` × `cols` matrix of new variables of `type`; entry (i, j) is
/// named "name(i, j)".
/// @throws std::exception if rows or cols is negative.
MatrixX<Variable> MakeMatrixVariable(int rows, int cols,
                                     const std::string& name,
                                     Variable::Type type);
/// MakeMatrixVariable() of BOOLEAN variables.
MatrixX<Variable> MakeMatrixBooleanVariable(int rows, int cols,
                                            const std::string& name);
/// MakeMatrixVariable() of BINARY variables.
MatrixX<Variable> MakeMatrixBinaryVariable(int rows, int cols,
                                           const std::string& name);
/// MakeMatrixVariable() of CONTINUOUS variables.
MatrixX<Variable> MakeMatrixContinuousVariable(int rows, int cols,
                                               const std::string& name);
/// MakeMatrixVariable() of INTEGER variables.
MatrixX<Variable> MakeMatrixIntegerVariable(int rows, int cols,
                                            const std::string& name);

/// A vector of `rows` new variables of `type`; entry i is named "name(i)".
/// @throws std::exception if rows is negative.
VectorX<Variable> MakeVectorVariable(int rows, const std::string& name,
                                     Variable::Type type);
/// MakeVectorVariable() of BOOLEAN variables.
VectorX<Variable> MakeVectorBooleanVariable(int rows, const std::string& name);
/// MakeVectorVariable() of BINARY variables.
VectorX<Variable> MakeVectorBinaryVariable(int rows, const std::string& name);
/// MakeVectorVariable() of CONTINUOUS variables.
VectorX<Variable> MakeVectorContinuousVariable(int rows,
                                               const std::string& name);
/// MakeVectorVariable() of INTEGER variables.
VectorX<Variable> MakeVectorIntegerVariable(int rows, const std::string& name);

/// A fixed-size `rows` × `cols` matrix of new variables ("name(i, j)").
template <int rows, int cols>
Eigen::Matrix<Variable, rows, cols> MakeMatrixVariable(
    const std::string& name, Variable::Type type = Variable::Type::CONTINUOUS) {
  Eigen::Matrix<Variable, rows, cols> m;
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < cols; ++j) {
      m(i, j) = Variable(fmt::format("{}({}, {})", name, i, j), type);
    }
  }
  return m;
}
template <int rows, int cols>
Eigen::Matrix<Variable, rows, cols> MakeMatrixBooleanVariable(
    const std::string& name) {
  return MakeMatrixVariable<rows, cols>(name, Variable::Type::BOOLEAN);
}
template <int rows, int cols>
Eigen::Matrix<Variable, rows, cols> MakeMatrixBinaryVariable(
    const std::string& name) {
  return MakeMatrixVariable<rows, cols>(name, Variable::Type::BINARY);
}
template <int rows, int cols>
Eigen::Matrix<Variable, rows, cols> MakeMatrixContinuousVariable(
    const std::string& name) {
  return MakeMatrixVariable<rows, cols>(name, Variable::Type::CONTINUOUS);
}
template <int rows, int cols>
Eigen::Matrix<Variable, rows, cols> MakeMatrixIntegerVariable(
    const std::string& name) {
  return MakeMatrixVariable<rows, cols>(name, Variable::Type::INTEGER);
}

/// A fixed-size vector of `rows` new variables ("name(i)").
template <int rows>
Eigen::Matrix<Variable, rows, 1> MakeVectorVariable(
    const std::string& name, Variable::Type type = Variable::Type::CONTINUOUS) {
  Eigen::Matrix<Variable, rows, 1> v;
  for (int i = 0; i < rows; ++i) {
    v(i) = Variable(fmt::format("{}({})", name, i), type);
  }
  return v;
}
template <int rows>
Eigen::Matrix<Variable, rows, 1> MakeVectorBooleanVariable(
    const std::string& name) {
  return MakeVectorVariable<rows>(name, Variable::Type::BOOLEAN);
}
template <int rows>
Eigen::Matrix<Variable, rows, 1> MakeVectorBinaryVariable(
    const std::string& name) {
  return MakeVectorVariable<rows>(name, Variable::Type::BINARY);
}
template <int rows>
Eigen::Matrix<Variable, rows, 1> MakeVectorContinuousVariable(
    const std::string& name) {
  return MakeVectorVariable<rows>(name, Variable::Type::CONTINUOUS);
}
template <int rows>
Eigen::Matrix<Variable, rows, 1> MakeVectorIntegerVariable(
    const std::string& name) {
  return MakeVectorVariable<rows>(name, Variable::Type::INTEGER);
}

}  // namespace symbolic
}  // namespace drake

namespace std {
/// Hashes a variable by its id.
template <>
struct hash<drake::symbolic::Variable> {
  size_t operator()(const drake::symbolic::Variable& v) const noexcept {
    return v.get_hash();
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

template <>
struct fmt::formatter<drake::symbolic::Variable>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Variable& v, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(v.get_name(), ctx);
  }
};
