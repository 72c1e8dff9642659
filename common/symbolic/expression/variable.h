#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Variable, the leaf of symbolic expressions and formulas, and the
/// MakeVectorVariable / MakeMatrixVariable families (Drake's
/// drake/common/symbolic/expression/variable.h).

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/eigen_types.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/reset_after_move.h"

namespace drake {
namespace symbolic {

/// A symbolic variable: a name, a type and a unique Id. Copies share the id
/// (and so are the same variable); two variables constructed separately are
/// always different, even with the same name. A moved-from variable is the
/// dummy variable (as Drake's).
class Variable {
 public:
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

  /// A variable's identity: variables are equal iff their Ids are (names
  /// are not compared). An Id holds a per-process serial number, the
  /// variable's Type and random bits drawn once per process, so Ids are
  /// unique across runs too (like a UUID); comparison and hashing look only
  /// at the serial number's order and low bits, so a program orders and
  /// hashes its variables the same way on every run.
  class Id {
   public:
    /// The dummy Id (of the default-constructed Variable).
    Id() = default;

    /// Ordered by creation within a process (the dummy Id first).
    auto operator<=>(const Id&) const = default;

    /// The hash_append concept: hashes only the run-to-run stable bits.
    template <class HashAlgorithm>
    // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
    friend void hash_append(HashAlgorithm& hasher, const Id& item) noexcept {
      using drake::hash_append;
      hash_append(hasher, static_cast<std::uint32_t>(item.lo_));
    }

    /// The Id's 128 bits in hexadecimal, e.g.
    /// "0x5e2d6f1a9b3c4d00:0x000000010c1e2f3a" (high word, then low word).
    [[nodiscard]] std::string to_string() const;

   private:
    friend class Variable;

    // A new Id of `type` (thread-safe).
    static Id Create(Type type);

    Type get_type() const { return static_cast<Type>(hi_ & 0xffu); }
    bool is_default() const { return lo_ == 0 && hi_ == 0; }

    // lo_: the serial number (1, 2, ... per process) plus 32 random bits in
    // its upper half; compared first, so Ids order by serial number. hi_:
    // the Type in its low byte and 56 random bits above it.
    std::uint64_t lo_{};
    std::uint64_t hi_{};
  };

  /// The dummy variable (a zero Id, empty name); is_dummy() is true. Useful
  /// only as a placeholder, e.g. a default-constructed element of a
  /// container.
  Variable() = default;
  /// The dummy variable (Drake's spelling `Variable(nullptr)`, which Eigen
  /// uses when it zero-initializes matrices).
  explicit Variable(std::nullptr_t) : Variable() {}

  /// A new variable named `name` of `type`, with an Id no other variable
  /// has (thread-safe).
  explicit Variable(std::string name, Type type = Type::CONTINUOUS);

  /// True for a default-constructed (or moved-from) variable.
  [[nodiscard]] bool is_dummy() const { return get_id().is_default(); }
  /// This variable's unique Id.
  [[nodiscard]] const Id& get_id() const { return id_; }
  /// This variable's type.
  [[nodiscard]] Type get_type() const { return get_id().get_type(); }
  /// This variable's name (empty for the dummy variable).
  [[nodiscard]] std::string get_name() const {
    return name_ ? *name_ : std::string();
  }
  /// The name (as get_name()).
  [[nodiscard]] std::string to_string() const { return get_name(); }
  /// True iff `v` is the same variable (same Id).
  [[nodiscard]] bool equal_to(const Variable& v) const {
    return get_id() == v.get_id();
  }
  /// A strict total order by Id (creation order within a process).
  [[nodiscard]] bool less(const Variable& v) const {
    return get_id() < v.get_id();
  }
  /// A hash of the Id (drake::DefaultHash of it; stable from run to run).
  [[nodiscard]] std::size_t get_hash() const { return DefaultHash{}(get_id()); }

  /// The hash_append concept: hashes the Id (the name follows from it).
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const Variable& item) noexcept {
    using drake::hash_append;
    hash_append(hasher, item.get_id());
  }

 private:
  reset_after_move<Id> id_;
  std::shared_ptr<const std::string> name_;
};

}  // namespace symbolic
}  // namespace drake

namespace Eigen {
// Lets Eigen matrices hold variables (construction and element access).
template <>
struct NumTraits<drake::symbolic::Variable>
    : GenericNumTraits<drake::symbolic::Variable> {
  static constexpr int digits() { return 0; }
  static constexpr int digits10() { return 0; }
  static constexpr int max_digits10() { return 0; }
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

/// A `rows` × `cols` matrix of new variables of `type` (CONTINUOUS unless
/// given, as Drake); entry (i, j) is named "name(i, j)".
/// @throws std::exception if rows or cols is negative.
MatrixX<Variable> MakeMatrixVariable(
    int rows, int cols, const std::string& name,
    Variable::Type type = Variable::Type::CONTINUOUS);
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

/// A vector of `rows` new variables of `type` (CONTINUOUS unless given, as
/// Drake); entry i is named "name(i)".
/// @throws std::exception if rows is negative.
VectorX<Variable> MakeVectorVariable(
    int rows, const std::string& name,
    Variable::Type type = Variable::Type::CONTINUOUS);
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
/// Hashes a variable's Id (drake::DefaultHash).
template <>
struct hash<drake::symbolic::Variable::Id> : public drake::DefaultHash {};
/// Hashes a variable by its Id (drake::DefaultHash).
template <>
struct hash<drake::symbolic::Variable> : public drake::DefaultHash {};
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

DRAKE_FORMATTER_AS(, drake::symbolic, Variable::Id, x, x.to_string())

template <>
struct fmt::formatter<drake::symbolic::Variable>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Variable& v, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(v.get_name(), ctx);
  }
};
