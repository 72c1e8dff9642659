#include "drake/common/symbolic/expression.h"

#include <cmath>
#include <random>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace drake {
namespace symbolic {
namespace internal {

// The operation at a node. Sub and Neg are kept apart from Add and Mul only
// so that to_string() reads naturally; get_kind() reports them as Add/Mul.
enum class Op {
  kVar,
  kAdd,
  kSub,
  kNeg,
  kMul,
  kDiv,
  kLog,
  kAbs,
  kExp,
  kSqrt,
  kPow,
  kSin,
  kCos,
  kTan,
  kAsin,
  kAcos,
  kAtan,
  kAtan2,
  kSinh,
  kCosh,
  kTanh,
  kMin,
  kMax,
  kCeil,
  kFloor,
};

// A node of an expression tree: a variable (var), a unary operation (a) or
// a binary one (a, b). Never mutated once built.
struct ExpressionCell {
  Op op{Op::kVar};
  Variable var;
  Expression a;
  Expression b;
};

}  // namespace internal

namespace {
using internal::ExpressionCell;
using internal::Op;

bool IsBinary(Op op) {
  switch (op) {
    case Op::kAdd:
    case Op::kSub:
    case Op::kMul:
    case Op::kDiv:
    case Op::kPow:
    case Op::kAtan2:
    case Op::kMin:
    case Op::kMax:
      return true;
    default:
      return false;
  }
}

const char* FunctionName(Op op) {
  switch (op) {
    case Op::kLog:
      return "log";
    case Op::kAbs:
      return "abs";
    case Op::kExp:
      return "exp";
    case Op::kSqrt:
      return "sqrt";
    case Op::kPow:
      return "pow";
    case Op::kSin:
      return "sin";
    case Op::kCos:
      return "cos";
    case Op::kTan:
      return "tan";
    case Op::kAsin:
      return "asin";
    case Op::kAcos:
      return "acos";
    case Op::kAtan:
      return "atan";
    case Op::kAtan2:
      return "atan2";
    case Op::kSinh:
      return "sinh";
    case Op::kCosh:
      return "cosh";
    case Op::kTanh:
      return "tanh";
    case Op::kMin:
      return "min";
    case Op::kMax:
      return "max";
    case Op::kCeil:
      return "ceil";
    case Op::kFloor:
      return "floor";
    default:
      return "?";
  }
}

[[noreturn]] void ThrowDomain(Op op, double x) {
  throw std::domain_error(
      fmt::format("symbolic {}(x): numerical argument out of domain; x = {}.",
                  FunctionName(op), x));
}

// Applies `op` to values (b is ignored by unary operations), checking the
// domains as Drake does.
double Apply(Op op, double a, double b) {
  switch (op) {
    case Op::kVar:
      break;
    case Op::kAdd:
      return a + b;
    case Op::kSub:
      return a - b;
    case Op::kNeg:
      return -a;
    case Op::kMul:
      return a * b;
    case Op::kDiv:
      if (b == 0.0) {
        throw std::runtime_error(
            fmt::format("symbolic division by zero: {} / {}.", a, b));
      }
      return a / b;
    case Op::kLog:
      if (a < 0.0) ThrowDomain(op, a);
      return std::log(a);
    case Op::kAbs:
      return std::abs(a);
    case Op::kExp:
      return std::exp(a);
    case Op::kSqrt:
      if (a < 0.0) ThrowDomain(op, a);
      return std::sqrt(a);
    case Op::kPow:
      if (std::isfinite(a) && a < 0.0 && std::isfinite(b) &&
          std::trunc(b) != b) {
        throw std::domain_error(fmt::format(
            "symbolic pow(x, y): a negative base to a non-integer power; "
            "x = {}, y = {}.",
            a, b));
      }
      return std::pow(a, b);
    case Op::kSin:
      return std::sin(a);
    case Op::kCos:
      return std::cos(a);
    case Op::kTan:
      return std::tan(a);
    case Op::kAsin:
      if (a < -1.0 || a > 1.0) ThrowDomain(op, a);
      return std::asin(a);
    case Op::kAcos:
      if (a < -1.0 || a > 1.0) ThrowDomain(op, a);
      return std::acos(a);
    case Op::kAtan:
      return std::atan(a);
    case Op::kAtan2:
      return std::atan2(a, b);
    case Op::kSinh:
      return std::sinh(a);
    case Op::kCosh:
      return std::cosh(a);
    case Op::kTanh:
      return std::tanh(a);
    case Op::kMin:
      return std::min(a, b);
    case Op::kMax:
      return std::max(a, b);
    case Op::kCeil:
      return std::ceil(a);
    case Op::kFloor:
      return std::floor(a);
  }
  throw std::logic_error("symbolic Expression: unknown operation.");
}

Expression MakeUnary(Op op, const Expression& a) {
  if (is_constant(a)) return Expression(Apply(op, a.constant_value(), 0.0));
  auto cell = std::make_shared<ExpressionCell>();
  cell->op = op;
  cell->a = a;
  return Expression::MakeFromCell(std::move(cell));
}

Expression MakeBinary(Op op, const Expression& a, const Expression& b) {
  if (is_constant(a) && is_constant(b)) {
    return Expression(Apply(op, a.constant_value(), b.constant_value()));
  }
  auto cell = std::make_shared<ExpressionCell>();
  cell->op = op;
  cell->a = a;
  cell->b = b;
  return Expression::MakeFromCell(std::move(cell));
}

void CollectVariables(const Expression& e, Variables* vars) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return;
  if (cell->op == Op::kVar) {
    vars->insert(cell->var);
    return;
  }
  CollectVariables(cell->a, vars);
  if (IsBinary(cell->op)) CollectVariables(cell->b, vars);
}

double EvaluateWithEnvironment(const Expression& e, const Environment& env) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return e.constant_value();
  if (cell->op == Op::kVar) {
    const auto it = env.find(cell->var);
    if (it == env.end()) {
      throw std::runtime_error(fmt::format(
          "Expression::Evaluate(): the variable '{}' has no value in the "
          "environment {}.",
          cell->var.get_name(), env.to_string()));
    }
    return it->second;
  }
  const double a = EvaluateWithEnvironment(cell->a, env);
  const double b =
      IsBinary(cell->op) ? EvaluateWithEnvironment(cell->b, env) : 0.0;
  return Apply(cell->op, a, b);
}

// -1: a < b, 0: equal, 1: a > b (a total order on trees).
int Compare(const Expression& a, const Expression& b) {
  const ExpressionCell* x = a.cell();
  const ExpressionCell* y = b.cell();
  if (x == y) {
    if (x != nullptr) return 0;
    const double p = a.constant_value();
    const double q = b.constant_value();
    if (p < q) return -1;
    if (q < p) return 1;
    return 0;
  }
  if (x == nullptr) return -1;
  if (y == nullptr) return 1;
  if (x->op != y->op) return x->op < y->op ? -1 : 1;
  if (x->op == Op::kVar) {
    if (x->var.less(y->var)) return -1;
    if (y->var.less(x->var)) return 1;
    return 0;
  }
  const int first = Compare(x->a, y->a);
  if (first != 0 || !IsBinary(x->op)) return first;
  return Compare(x->b, y->b);
}

std::string ToString(const Expression& e) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return fmt::format("{}", e.constant_value());
  switch (cell->op) {
    case Op::kVar:
      return cell->var.get_name();
    case Op::kAdd:
      return fmt::format("({} + {})", ToString(cell->a), ToString(cell->b));
    case Op::kSub:
      return fmt::format("({} - {})", ToString(cell->a), ToString(cell->b));
    case Op::kNeg:
      return fmt::format("-{}", ToString(cell->a));
    case Op::kMul:
      return fmt::format("({} * {})", ToString(cell->a), ToString(cell->b));
    case Op::kDiv:
      return fmt::format("({} / {})", ToString(cell->a), ToString(cell->b));
    default:
      if (IsBinary(cell->op)) {
        return fmt::format("{}({}, {})", FunctionName(cell->op),
                           ToString(cell->a), ToString(cell->b));
      }
      return fmt::format("{}({})", FunctionName(cell->op), ToString(cell->a));
  }
}

double Sample(Variable::Type type, RandomGenerator* generator) {
  switch (type) {
    case Variable::Type::RANDOM_UNIFORM:
      return std::uniform_real_distribution<double>(0.0, 1.0)(*generator);
    case Variable::Type::RANDOM_GAUSSIAN:
      return std::normal_distribution<double>(0.0, 1.0)(*generator);
    case Variable::Type::RANDOM_EXPONENTIAL:
      return std::exponential_distribution<double>(1.0)(*generator);
    default:
      break;
  }
  throw std::logic_error("symbolic: sampling a non-random variable.");
}
}  // namespace

Expression::Expression(const Variable& var) {
  if (var.is_dummy()) {
    throw std::logic_error(
        "symbolic::Expression: cannot build an expression from the dummy "
        "variable (a default-constructed Variable).");
  }
  if (var.get_type() == Variable::Type::BOOLEAN) {
    throw std::logic_error(fmt::format(
        "symbolic::Expression: cannot build an expression from the Boolean "
        "variable '{}'.",
        var.get_name()));
  }
  auto cell = std::make_shared<ExpressionCell>();
  cell->op = Op::kVar;
  cell->var = var;
  cell_ = std::move(cell);
}

Expression Expression::MakeFromCell(
    std::shared_ptr<const internal::ExpressionCell> cell) {
  Expression result;
  result.cell_ = std::move(cell);
  return result;
}

ExpressionKind Expression::get_kind() const {
  if (!cell_) return ExpressionKind::Constant;
  switch (cell_->op) {
    case Op::kVar:
      return ExpressionKind::Var;
    case Op::kAdd:
    case Op::kSub:
      return ExpressionKind::Add;
    case Op::kNeg:
    case Op::kMul:
      return ExpressionKind::Mul;
    case Op::kDiv:
      return ExpressionKind::Div;
    case Op::kLog:
      return ExpressionKind::Log;
    case Op::kAbs:
      return ExpressionKind::Abs;
    case Op::kExp:
      return ExpressionKind::Exp;
    case Op::kSqrt:
      return ExpressionKind::Sqrt;
    case Op::kPow:
      return ExpressionKind::Pow;
    case Op::kSin:
      return ExpressionKind::Sin;
    case Op::kCos:
      return ExpressionKind::Cos;
    case Op::kTan:
      return ExpressionKind::Tan;
    case Op::kAsin:
      return ExpressionKind::Asin;
    case Op::kAcos:
      return ExpressionKind::Acos;
    case Op::kAtan:
      return ExpressionKind::Atan;
    case Op::kAtan2:
      return ExpressionKind::Atan2;
    case Op::kSinh:
      return ExpressionKind::Sinh;
    case Op::kCosh:
      return ExpressionKind::Cosh;
    case Op::kTanh:
      return ExpressionKind::Tanh;
    case Op::kMin:
      return ExpressionKind::Min;
    case Op::kMax:
      return ExpressionKind::Max;
    case Op::kCeil:
      return ExpressionKind::Ceil;
    case Op::kFloor:
      return ExpressionKind::Floor;
  }
  throw std::logic_error("symbolic Expression: unknown operation.");
}

Variables Expression::GetVariables() const {
  Variables result;
  CollectVariables(*this, &result);
  return result;
}

bool Expression::EqualTo(const Expression& e) const {
  return Compare(*this, e) == 0;
}

bool Expression::Less(const Expression& e) const {
  return Compare(*this, e) < 0;
}

double Expression::Evaluate(const Environment& env,
                            RandomGenerator* random_generator) const {
  if (!cell_) return constant_;
  Variables random_variables;
  for (const Variable& var : GetVariables()) {
    if (is_random(var.get_type()) && env.find(var) == env.end()) {
      random_variables.insert(var);
    }
  }
  if (random_variables.empty()) return EvaluateWithEnvironment(*this, env);
  return EvaluateWithEnvironment(
      *this, PopulateRandomVariables(env, random_variables, random_generator));
}

double Expression::Evaluate(RandomGenerator* random_generator) const {
  return Evaluate(Environment{}, random_generator);
}

std::string Expression::to_string() const { return ToString(*this); }

Expression Expression::Pi() { return Expression(M_PI); }
Expression Expression::E() { return Expression(M_E); }

Expression& Expression::operator+=(const Expression& rhs) {
  return *this = *this + rhs;
}
Expression& Expression::operator-=(const Expression& rhs) {
  return *this = *this - rhs;
}
Expression& Expression::operator*=(const Expression& rhs) {
  return *this = *this * rhs;
}
Expression& Expression::operator/=(const Expression& rhs) {
  return *this = *this / rhs;
}

// Besides folding constants, the arithmetic drops additive zeros and
// multiplicative ones (x + 0 → x, 1·x → x), which keeps the trees Eigen
// builds (sums starting from 0) small without changing any value.
Expression operator+(const Expression& lhs, const Expression& rhs) {
  if (is_constant(lhs, 0.0)) return rhs;
  if (is_constant(rhs, 0.0)) return lhs;
  return MakeBinary(Op::kAdd, lhs, rhs);
}
Expression operator-(const Expression& lhs, const Expression& rhs) {
  if (is_constant(rhs, 0.0)) return lhs;
  if (is_constant(lhs, 0.0)) return -rhs;
  return MakeBinary(Op::kSub, lhs, rhs);
}
Expression operator*(const Expression& lhs, const Expression& rhs) {
  if (is_constant(lhs, 1.0)) return rhs;
  if (is_constant(rhs, 1.0)) return lhs;
  return MakeBinary(Op::kMul, lhs, rhs);
}
Expression operator/(const Expression& lhs, const Expression& rhs) {
  if (is_constant(rhs, 1.0)) return lhs;
  return MakeBinary(Op::kDiv, lhs, rhs);
}
Expression operator+(const Expression& e) { return e; }
Expression operator-(const Expression& e) { return MakeUnary(Op::kNeg, e); }

Expression log(const Expression& e) { return MakeUnary(Op::kLog, e); }
Expression abs(const Expression& e) { return MakeUnary(Op::kAbs, e); }
Expression exp(const Expression& e) { return MakeUnary(Op::kExp, e); }
Expression sqrt(const Expression& e) { return MakeUnary(Op::kSqrt, e); }
Expression pow(const Expression& base, const Expression& exponent) {
  return MakeBinary(Op::kPow, base, exponent);
}
Expression sin(const Expression& e) { return MakeUnary(Op::kSin, e); }
Expression cos(const Expression& e) { return MakeUnary(Op::kCos, e); }
Expression tan(const Expression& e) { return MakeUnary(Op::kTan, e); }
Expression asin(const Expression& e) { return MakeUnary(Op::kAsin, e); }
Expression acos(const Expression& e) { return MakeUnary(Op::kAcos, e); }
Expression atan(const Expression& e) { return MakeUnary(Op::kAtan, e); }
Expression atan2(const Expression& y, const Expression& x) {
  return MakeBinary(Op::kAtan2, y, x);
}
Expression sinh(const Expression& e) { return MakeUnary(Op::kSinh, e); }
Expression cosh(const Expression& e) { return MakeUnary(Op::kCosh, e); }
Expression tanh(const Expression& e) { return MakeUnary(Op::kTanh, e); }
Expression min(const Expression& a, const Expression& b) {
  return MakeBinary(Op::kMin, a, b);
}
Expression max(const Expression& a, const Expression& b) {
  return MakeBinary(Op::kMax, a, b);
}
Expression ceil(const Expression& e) { return MakeUnary(Op::kCeil, e); }
Expression floor(const Expression& e) { return MakeUnary(Op::kFloor, e); }

bool is_constant(const Expression& e) { return e.cell() == nullptr; }

bool is_constant(const Expression& e, double value) {
  return e.cell() == nullptr && e.constant_value() == value;
}

bool is_variable(const Expression& e) {
  return e.cell() != nullptr && e.cell()->op == Op::kVar;
}

double get_constant_value(const Expression& e) {
  if (!is_constant(e)) {
    throw std::logic_error(fmt::format(
        "get_constant_value(): the expression '{}' is not a constant.",
        e.to_string()));
  }
  return e.constant_value();
}

const Variable& get_variable(const Expression& e) {
  if (!is_variable(e)) {
    throw std::logic_error(
        fmt::format("get_variable(): the expression '{}' is not a variable.",
                    e.to_string()));
  }
  return e.cell()->var;
}

std::ostream& operator<<(std::ostream& os, const Expression& e) {
  return os << e.to_string();
}

Environment PopulateRandomVariables(Environment env, const Variables& variables,
                                    RandomGenerator* random_generator) {
  for (const Variable& var : variables) {
    if (!is_random(var.get_type()) || env.find(var) != env.end()) continue;
    if (random_generator == nullptr) {
      std::ostringstream type;
      type << var.get_type();
      throw std::runtime_error(fmt::format(
          "Expression::Evaluate(): the random variable '{}' ({}) has no value "
          "in the environment and no RandomGenerator was given to sample it.",
          var.get_name(), type.str()));
    }
    env.insert(var, Sample(var.get_type(), random_generator));
  }
  return env;
}

}  // namespace symbolic

double ExtractDoubleOrThrow(const symbolic::Expression& e) {
  return e.Evaluate();
}
}  // namespace drake
