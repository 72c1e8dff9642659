#include <atomic>
#include <cstdint>
#include <random>
#include <sstream>
#include <stdexcept>

#include "drake/common/symbolic/expression/all.h"

namespace drake {
namespace symbolic {
namespace {
// The random bits of every Id made in this process: 32 for the upper half of
// Id::lo_ and 56 for the upper bytes of Id::hi_, drawn once.
struct Nonce {
  std::uint64_t lo_bits{};
  std::uint64_t hi_bits{};
};
const Nonce& GetNonce() {
  static const Nonce nonce = [] {
    std::random_device device;
    auto draw64 = [&device] {
      return (static_cast<std::uint64_t>(device()) << 32) ^
             static_cast<std::uint64_t>(device());
    };
    return Nonce{draw64() & 0xffffffff00000000u, draw64() << 8};
  }();
  return nonce;
}
}  // namespace

Variable::Id Variable::Id::Create(Type type) {
  // Serial numbers start at 1, so that no variable's Id is the dummy's.
  static std::atomic<std::uint64_t> next_serial{1};
  const std::uint64_t serial =
      next_serial.fetch_add(1, std::memory_order_relaxed);
  const Nonce& nonce = GetNonce();
  Id result;
  result.lo_ = nonce.lo_bits + serial;
  result.hi_ = nonce.hi_bits | static_cast<std::uint8_t>(type);
  return result;
}

std::string Variable::Id::to_string() const {
  return fmt::format("0x{:016x}:0x{:016x}", hi_, lo_);
}

Variable::Variable(std::string name, Type type)
    : id_(Id::Create(type)),
      name_(std::make_shared<const std::string>(std::move(name))) {}

bool is_random(Variable::Type type) {
  return type == Variable::Type::RANDOM_UNIFORM ||
         type == Variable::Type::RANDOM_GAUSSIAN ||
         type == Variable::Type::RANDOM_EXPONENTIAL;
}

std::ostream& operator<<(std::ostream& os, const Variable& var) {
  return os << var.get_name();
}

std::string_view to_string(const Variable::Type& type) {
  switch (type) {
    case Variable::Type::CONTINUOUS:
      return "Continuous";
    case Variable::Type::INTEGER:
      return "Integer";
    case Variable::Type::BINARY:
      return "Binary";
    case Variable::Type::BOOLEAN:
      return "Boolean";
    case Variable::Type::RANDOM_UNIFORM:
      return "Random Uniform";
    case Variable::Type::RANDOM_GAUSSIAN:
      return "Random Gaussian";
    case Variable::Type::RANDOM_EXPONENTIAL:
      return "Random Exponential";
  }
  return "(unknown)";
}

std::ostream& operator<<(std::ostream& os, Variable::Type type) {
  return os << to_string(type);
}

namespace {
void ThrowIfNegative(int n, const char* what, const std::string& name) {
  if (n < 0) {
    throw std::logic_error(
        fmt::format("symbolic::Make*Variable(\"{}\"): {} is negative ({}).",
                    name, what, n));
  }
}
}  // namespace

MatrixX<Variable> MakeMatrixVariable(int rows, int cols,
                                     const std::string& name,
                                     Variable::Type type) {
  ThrowIfNegative(rows, "the number of rows", name);
  ThrowIfNegative(cols, "the number of columns", name);
  MatrixX<Variable> m(rows, cols);
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < cols; ++j) {
      m(i, j) = Variable(fmt::format("{}({}, {})", name, i, j), type);
    }
  }
  return m;
}
MatrixX<Variable> MakeMatrixBooleanVariable(int rows, int cols,
                                            const std::string& name) {
  return MakeMatrixVariable(rows, cols, name, Variable::Type::BOOLEAN);
}
MatrixX<Variable> MakeMatrixBinaryVariable(int rows, int cols,
                                           const std::string& name) {
  return MakeMatrixVariable(rows, cols, name, Variable::Type::BINARY);
}
MatrixX<Variable> MakeMatrixContinuousVariable(int rows, int cols,
                                               const std::string& name) {
  return MakeMatrixVariable(rows, cols, name, Variable::Type::CONTINUOUS);
}
MatrixX<Variable> MakeMatrixIntegerVariable(int rows, int cols,
                                            const std::string& name) {
  return MakeMatrixVariable(rows, cols, name, Variable::Type::INTEGER);
}

VectorX<Variable> MakeVectorVariable(int rows, const std::string& name,
                                     Variable::Type type) {
  ThrowIfNegative(rows, "the number of rows", name);
  VectorX<Variable> v(rows);
  for (int i = 0; i < rows; ++i) {
    v(i) = Variable(fmt::format("{}({})", name, i), type);
  }
  return v;
}
VectorX<Variable> MakeVectorBooleanVariable(int rows, const std::string& name) {
  return MakeVectorVariable(rows, name, Variable::Type::BOOLEAN);
}
VectorX<Variable> MakeVectorBinaryVariable(int rows, const std::string& name) {
  return MakeVectorVariable(rows, name, Variable::Type::BINARY);
}
VectorX<Variable> MakeVectorContinuousVariable(int rows,
                                               const std::string& name) {
  return MakeVectorVariable(rows, name, Variable::Type::CONTINUOUS);
}
VectorX<Variable> MakeVectorIntegerVariable(int rows, const std::string& name) {
  return MakeVectorVariable(rows, name, Variable::Type::INTEGER);
}

}  // namespace symbolic
}  // namespace drake
