#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <unordered_set>
#include <utility>
#include <vector>

#include <Eigen/SparseCore>

#include "drake/common/drake_assert.h"
#include "drake/common/never_destroyed.h"
#include "drake/common/symbolic/expression/all.h"

namespace drake {
namespace symbolic {
namespace internal {

// A node of an expression DAG. Which fields are used depends on `kind`:
// Var: var; unary functions: a; Div, Pow, Atan2, Min, Max: a and b;
// Add: constant and add_map; Mul: constant and mul_map; IfThenElse:
// condition, a (then) and b (else); UninterpretedFunction: name and args;
// NaN: none. Never mutated once shared,
// except for the is_expanded memo (atomic).
struct ExpressionCell {
  explicit ExpressionCell(ExpressionKind k) : kind(k) {}

  ExpressionKind kind;
  // The hash, computed on first use (see HashOf); `hashed` says it is set.
  mutable std::atomic<std::size_t> hash{0};
  mutable std::atomic<bool> hashed{false};
  Variable var;
  Expression a;
  Expression b;
  double constant{0.0};
  std::map<Expression, double> add_map;
  std::map<Expression, Expression> mul_map;
  std::optional<Formula> condition;
  std::string name;
  std::vector<Expression> args;
  mutable std::atomic<bool> is_expanded{false};
};

}  // namespace internal

namespace {
using internal::ExpressionCell;
using Kind = ExpressionKind;

void HashCombine(std::size_t* seed, std::size_t value) {
  *seed ^= value + 0x9e3779b97f4a7c15ULL + (*seed << 6) + (*seed >> 2);
}

std::size_t HashDouble(double v) {
  if (v == 0.0) v = 0.0;  // -0 and +0 are the same constant.
  return std::hash<double>{}(v);
}

bool IsUnary(Kind kind) {
  switch (kind) {
    case Kind::Log:
    case Kind::Abs:
    case Kind::Exp:
    case Kind::Sqrt:
    case Kind::Sin:
    case Kind::Cos:
    case Kind::Tan:
    case Kind::Asin:
    case Kind::Acos:
    case Kind::Atan:
    case Kind::Sinh:
    case Kind::Cosh:
    case Kind::Tanh:
    case Kind::Ceil:
    case Kind::Floor:
      return true;
    default:
      return false;
  }
}

bool IsBinary(Kind kind) {
  switch (kind) {
    case Kind::Div:
    case Kind::Pow:
    case Kind::Atan2:
    case Kind::Min:
    case Kind::Max:
      return true;
    default:
      return false;
  }
}

const char* FunctionName(Kind kind) {
  switch (kind) {
    case Kind::Log:
      return "log";
    case Kind::Abs:
      return "abs";
    case Kind::Exp:
      return "exp";
    case Kind::Sqrt:
      return "sqrt";
    case Kind::Pow:
      return "pow";
    case Kind::Sin:
      return "sin";
    case Kind::Cos:
      return "cos";
    case Kind::Tan:
      return "tan";
    case Kind::Asin:
      return "asin";
    case Kind::Acos:
      return "acos";
    case Kind::Atan:
      return "atan";
    case Kind::Atan2:
      return "atan2";
    case Kind::Sinh:
      return "sinh";
    case Kind::Cosh:
      return "cosh";
    case Kind::Tanh:
      return "tanh";
    case Kind::Min:
      return "min";
    case Kind::Max:
      return "max";
    case Kind::Ceil:
      return "ceil";
    case Kind::Floor:
      return "floor";
    default:
      return "?";
  }
}

[[noreturn]] void ThrowDomain(Kind kind, double x) {
  throw std::domain_error(
      fmt::format("symbolic {}(x): numerical argument out of domain; x = {}.",
                  FunctionName(kind), x));
}

// Applies a unary or binary function to values, checking domains as Drake
// does (b is ignored by unary functions).
double Apply(Kind kind, double a, double b) {
  switch (kind) {
    case Kind::Div:
      if (b == 0.0) {
        throw std::runtime_error(
            fmt::format("symbolic division by zero: {} / {}.", a, b));
      }
      return a / b;
    case Kind::Log:
      if (a < 0.0) ThrowDomain(kind, a);
      return std::log(a);
    case Kind::Abs:
      return std::fabs(a);
    case Kind::Exp:
      return std::exp(a);
    case Kind::Sqrt:
      if (a < 0.0) ThrowDomain(kind, a);
      return std::sqrt(a);
    case Kind::Pow:
      if (std::isfinite(a) && a < 0.0 && std::isfinite(b) &&
          std::trunc(b) != b) {
        throw std::domain_error(fmt::format(
            "symbolic pow(x, y): a negative base to a non-integer power; "
            "x = {}, y = {}.",
            a, b));
      }
      return std::pow(a, b);
    case Kind::Sin:
      return std::sin(a);
    case Kind::Cos:
      return std::cos(a);
    case Kind::Tan:
      return std::tan(a);
    case Kind::Asin:
      if (a < -1.0 || a > 1.0) ThrowDomain(kind, a);
      return std::asin(a);
    case Kind::Acos:
      if (a < -1.0 || a > 1.0) ThrowDomain(kind, a);
      return std::acos(a);
    case Kind::Atan:
      return std::atan(a);
    case Kind::Atan2:
      return std::atan2(a, b);
    case Kind::Sinh:
      return std::sinh(a);
    case Kind::Cosh:
      return std::cosh(a);
    case Kind::Tanh:
      return std::tanh(a);
    case Kind::Min:
      return std::min(a, b);
    case Kind::Max:
      return std::max(a, b);
    case Kind::Ceil:
      return std::ceil(a);
    case Kind::Floor:
      return std::floor(a);
    default:
      break;
  }
  throw std::logic_error("symbolic Expression: not a function kind.");
}

const ExpressionCell& CellOf(const Expression& e) {
  DRAKE_DEMAND(e.cell() != nullptr);
  return *e.cell();
}

bool IsKind(const Expression& e, Kind kind) {
  return e.cell() != nullptr && e.cell()->kind == kind;
}

// -1, 0, 1: a total order on expressions.
int Compare(const Expression& a, const Expression& b);

int CompareDouble(double p, double q) {
  if (p < q) return -1;
  if (q < p) return 1;
  return 0;
}

int Compare(const Expression& a, const Expression& b) {
  const ExpressionCell* x = a.cell();
  const ExpressionCell* y = b.cell();
  if (x == nullptr || y == nullptr) {
    if (x == nullptr && y == nullptr) {
      return CompareDouble(a.constant_value(), b.constant_value());
    }
    return x == nullptr ? -1 : 1;  // Constants come first.
  }
  if (x == y) return 0;
  if (x->kind != y->kind) return x->kind < y->kind ? -1 : 1;
  switch (x->kind) {
    case Kind::Var:
      if (x->var.less(y->var)) return -1;
      if (y->var.less(x->var)) return 1;
      return 0;
    case Kind::NaN:
      return 0;
    case Kind::Add: {
      const int c = CompareDouble(x->constant, y->constant);
      if (c != 0) return c;
      auto i = x->add_map.begin();
      auto j = y->add_map.begin();
      for (; i != x->add_map.end() && j != y->add_map.end(); ++i, ++j) {
        const int t = Compare(i->first, j->first);
        if (t != 0) return t;
        const int k = CompareDouble(i->second, j->second);
        if (k != 0) return k;
      }
      if (i == x->add_map.end()) return j == y->add_map.end() ? 0 : -1;
      return 1;
    }
    case Kind::Mul: {
      const int c = CompareDouble(x->constant, y->constant);
      if (c != 0) return c;
      auto i = x->mul_map.begin();
      auto j = y->mul_map.begin();
      for (; i != x->mul_map.end() && j != y->mul_map.end(); ++i, ++j) {
        const int t = Compare(i->first, j->first);
        if (t != 0) return t;
        const int k = Compare(i->second, j->second);
        if (k != 0) return k;
      }
      if (i == x->mul_map.end()) return j == y->mul_map.end() ? 0 : -1;
      return 1;
    }
    case Kind::UninterpretedFunction: {
      if (x->name != y->name) return x->name < y->name ? -1 : 1;
      if (x->args.size() != y->args.size()) {
        return x->args.size() < y->args.size() ? -1 : 1;
      }
      for (std::size_t i = 0; i < x->args.size(); ++i) {
        const int t = Compare(x->args[i], y->args[i]);
        if (t != 0) return t;
      }
      return 0;
    }
    case Kind::IfThenElse: {
      if (x->condition->Less(*y->condition)) return -1;
      if (y->condition->Less(*x->condition)) return 1;
      const int t = Compare(x->a, y->a);
      if (t != 0) return t;
      return Compare(x->b, y->b);
    }
    default:
      break;
  }
  const int first = Compare(x->a, y->a);
  if (first != 0 || !IsBinary(x->kind)) return first;
  return Compare(x->b, y->b);
}

std::size_t HashOf(const Expression& e);

// The hash of a cell from its fields.
std::size_t ComputeHash(const ExpressionCell& cell) {
  std::size_t h = static_cast<std::size_t>(cell.kind) * 0x100000001b3ULL;
  switch (cell.kind) {
    case Kind::Var:
      HashCombine(&h, cell.var.get_hash());
      break;
    case Kind::Add:
      HashCombine(&h, HashDouble(cell.constant));
      for (const auto& [term, coeff] : cell.add_map) {
        HashCombine(&h, HashOf(term));
        HashCombine(&h, HashDouble(coeff));
      }
      break;
    case Kind::Mul:
      HashCombine(&h, HashDouble(cell.constant));
      for (const auto& [base, exponent] : cell.mul_map) {
        HashCombine(&h, HashOf(base));
        HashCombine(&h, HashOf(exponent));
      }
      break;
    case Kind::IfThenElse:
      HashCombine(&h, cell.condition->get_hash());
      HashCombine(&h, HashOf(cell.a));
      HashCombine(&h, HashOf(cell.b));
      break;
    case Kind::UninterpretedFunction:
      HashCombine(&h, std::hash<std::string>{}(cell.name));
      for (const Expression& arg : cell.args) HashCombine(&h, HashOf(arg));
      break;
    case Kind::NaN:
      break;
    default:
      HashCombine(&h, HashOf(cell.a));
      if (IsBinary(cell.kind)) HashCombine(&h, HashOf(cell.b));
      break;
  }
  return h;
}

// The hash is computed lazily: building a sum term by term (in place, see
// AccumulateInPlace) must not rehash the whole sum at every step. Two
// threads computing it at once store the same value.
std::size_t HashOf(const Expression& e) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return HashDouble(e.constant_value());
  if (!cell->hashed.load(std::memory_order_acquire)) {
    cell->hash.store(ComputeHash(*cell), std::memory_order_relaxed);
    cell->hashed.store(true, std::memory_order_release);
  }
  return cell->hash.load(std::memory_order_relaxed);
}

// Wraps a finished cell.
Expression Finish(std::shared_ptr<ExpressionCell> cell) {
  return Expression::MakeFromCell(std::move(cell));
}

Expression MakeUnaryCell(Kind kind, const Expression& a) {
  auto cell = std::make_shared<ExpressionCell>(kind);
  cell->a = a;
  return Finish(std::move(cell));
}

Expression MakeBinaryCell(Kind kind, const Expression& a, const Expression& b) {
  auto cell = std::make_shared<ExpressionCell>(kind);
  cell->a = a;
  cell->b = b;
  return Finish(std::move(cell));
}

bool IsPositiveInteger(const Expression& e) {
  if (!is_constant(e)) return false;
  const double v = e.constant_value();
  return v > 0.0 && std::trunc(v) == v && v < 1e9;
}

bool IsInteger(const Expression& e) {
  if (!is_constant(e)) return false;
  const double v = e.constant_value();
  return std::isfinite(v) && std::trunc(v) == v;
}

// Builds c₀·Π bᵢ^eᵢ in canonical form.
class MulFactory {
 public:
  explicit MulFactory(double constant = 1.0) : constant_(constant) {}

  void AddExpression(const Expression& e) {
    if (is_constant(e)) {
      constant_ *= e.constant_value();
      return;
    }
    const ExpressionCell& cell = CellOf(e);
    if (cell.kind == Kind::Mul) {
      constant_ *= cell.constant;
      for (const auto& [base, exponent] : cell.mul_map) {
        AddFactor(base, exponent);
      }
      return;
    }
    if (cell.kind == Kind::Pow) {
      AddFactor(cell.a, cell.b);
      return;
    }
    AddFactor(e, Expression::One());
  }

  void AddFactor(const Expression& base, const Expression& exponent) {
    auto [it, inserted] = factors_.emplace(base, exponent);
    if (!inserted) {
      it->second = it->second + exponent;
      if (is_zero(it->second)) {
        factors_.erase(it);
      } else if (is_two(it->second) && is_sqrt(base)) {
        // sqrt(E)·sqrt(E) → E, as Drake.
        factors_.erase(it);
        AddExpression(CellOf(base).a);
      }
    }
  }

  Expression Build() && {
    if (constant_ == 0.0) return Expression::Zero();
    if (factors_.empty()) return Expression(constant_);
    if (constant_ == 1.0 && factors_.size() == 1) {
      const auto& [base, exponent] = *factors_.begin();
      if (is_one(exponent)) return base;
      return MakeBinaryCell(Kind::Pow, base, exponent);
    }
    auto cell = std::make_shared<ExpressionCell>(Kind::Mul);
    cell->constant = constant_;
    cell->mul_map = std::move(factors_);
    return Finish(std::move(cell));
  }

 private:
  double constant_;
  std::map<Expression, Expression> factors_;
};

// The product of a Mul cell's factors without its constant.
Expression MulWithoutConstant(const ExpressionCell& cell) {
  MulFactory factory;
  for (const auto& [base, exponent] : cell.mul_map) {
    factory.AddFactor(base, exponent);
  }
  return std::move(factory).Build();
}

// Builds c₀ + Σ cᵢ·tᵢ in canonical form.
class AddFactory {
 public:
  explicit AddFactory(double constant = 0.0) : constant_(constant) {}
  AddFactory(double constant, std::map<Expression, double> terms)
      : constant_(constant), terms_(std::move(terms)) {}

  void AddExpression(const Expression& e, double coeff = 1.0) {
    if (coeff == 0.0) return;
    if (is_constant(e)) {
      constant_ += coeff * e.constant_value();
      return;
    }
    const ExpressionCell& cell = CellOf(e);
    if (cell.kind == Kind::Add) {
      constant_ += coeff * cell.constant;
      for (const auto& [term, k] : cell.add_map) AddTerm(term, coeff * k);
      return;
    }
    if (cell.kind == Kind::Mul && cell.constant != 1.0) {
      AddTerm(MulWithoutConstant(cell), coeff * cell.constant);
      return;
    }
    AddTerm(e, coeff);
  }

  Expression Build() && {
    if (terms_.empty()) return Expression(constant_);
    if (constant_ == 0.0 && terms_.size() == 1) {
      const auto& [term, coeff] = *terms_.begin();
      if (coeff == 1.0) return term;
      MulFactory factory(coeff);
      factory.AddExpression(term);
      return std::move(factory).Build();
    }
    auto cell = std::make_shared<ExpressionCell>(Kind::Add);
    cell->constant = constant_;
    cell->add_map = std::move(terms_);
    return Finish(std::move(cell));
  }

 private:
  void AddTerm(const Expression& term, double coeff) {
    if (coeff == 0.0) return;
    auto [it, inserted] = terms_.emplace(term, coeff);
    if (!inserted) {
      it->second += coeff;
      if (it->second == 0.0) terms_.erase(it);
    }
  }

  double constant_;
  std::map<Expression, double> terms_;
};

// −e for a sum e, as a sum.
Expression NegateAddition(const Expression& e) {
  AddFactory factory;
  factory.AddExpression(e, -1.0);
  return std::move(factory).Build();
}

// Rebuilds a function node from new arguments (with simplification).
Expression Rebuild(Kind kind, const Expression& a, const Expression& b) {
  switch (kind) {
    case Kind::Div:
      return a / b;
    case Kind::Log:
      return log(a);
    case Kind::Abs:
      return abs(a);
    case Kind::Exp:
      return exp(a);
    case Kind::Sqrt:
      return sqrt(a);
    case Kind::Pow:
      return pow(a, b);
    case Kind::Sin:
      return sin(a);
    case Kind::Cos:
      return cos(a);
    case Kind::Tan:
      return tan(a);
    case Kind::Asin:
      return asin(a);
    case Kind::Acos:
      return acos(a);
    case Kind::Atan:
      return atan(a);
    case Kind::Atan2:
      return atan2(a, b);
    case Kind::Sinh:
      return sinh(a);
    case Kind::Cosh:
      return cosh(a);
    case Kind::Tanh:
      return tanh(a);
    case Kind::Min:
      return min(a, b);
    case Kind::Max:
      return max(a, b);
    case Kind::Ceil:
      return ceil(a);
    case Kind::Floor:
      return floor(a);
    default:
      break;
  }
  throw std::logic_error("symbolic Expression: not a function kind.");
}

// Unary functions: fold a constant argument, else make the cell.
Expression MakeUnary(Kind kind, const Expression& e) {
  if (is_constant(e)) return Expression(Apply(kind, e.constant_value(), 0.0));
  if (is_nan(e)) return Expression::NaN();
  return MakeUnaryCell(kind, e);
}

Expression MakeBinary(Kind kind, const Expression& a, const Expression& b) {
  if (is_constant(a) && is_constant(b)) {
    return Expression(Apply(kind, a.constant_value(), b.constant_value()));
  }
  if (is_nan(a) || is_nan(b)) return Expression::NaN();
  return MakeBinaryCell(kind, a, b);
}

// ---------------------------------------------------------------- Evaluate

class Evaluator {
 public:
  explicit Evaluator(const Environment& env) : env_(env) {}

  double Eval(const Expression& e) {
    const ExpressionCell* cell = e.cell();
    if (cell == nullptr) return e.constant_value();
    switch (cell->kind) {
      case Kind::Var: {
        const auto it = env_.find(cell->var);
        if (it == env_.end()) {
          if (is_random(cell->var.get_type())) {
            std::ostringstream type;
            type << cell->var.get_type();
            throw std::runtime_error(fmt::format(
                "Expression::Evaluate(): the random variable '{}' ({}) has no "
                "value in the environment and no RandomGenerator was given to "
                "sample it.",
                cell->var.get_name(), type.str()));
          }
          throw std::runtime_error(fmt::format(
              "Expression::Evaluate(): the variable '{}' has no value in the "
              "environment {}.",
              cell->var.get_name(), env_.to_string()));
        }
        return it->second;
      }
      case Kind::NaN:
        throw std::runtime_error(
            "NaN is detected during Symbolic computation.");
      case Kind::UninterpretedFunction:
        throw std::runtime_error(fmt::format(
            "Expression::Evaluate(): the uninterpreted function {} cannot be "
            "evaluated.",
            e.to_string()));
      default:
        break;
    }
    const auto found = memo_.find(cell);
    if (found != memo_.end()) return found->second;
    double value{};
    switch (cell->kind) {
      case Kind::Add:
        value = cell->constant;
        for (const auto& [term, coeff] : cell->add_map) {
          value += coeff * Eval(term);
        }
        break;
      case Kind::Mul:
        value = cell->constant;
        for (const auto& [base, exponent] : cell->mul_map) {
          const double b = Eval(base);
          value *= is_one(exponent) ? b : Apply(Kind::Pow, b, Eval(exponent));
        }
        break;
      case Kind::IfThenElse:
        value = cell->condition->Evaluate(env_) ? Eval(cell->a) : Eval(cell->b);
        break;
      default:
        value = IsBinary(cell->kind)
                    ? Apply(cell->kind, Eval(cell->a), Eval(cell->b))
                    : Apply(cell->kind, Eval(cell->a), 0.0);
        break;
    }
    memo_.emplace(cell, value);
    return value;
  }

 private:
  const Environment& env_;
  std::unordered_map<const ExpressionCell*, double> memo_;
};

// -------------------------------------------------------------- Substitute

class Substituter {
 public:
  explicit Substituter(const Substitution& s) : s_(s) {}

  Expression Subst(const Expression& e) {
    const ExpressionCell* cell = e.cell();
    if (cell == nullptr) return e;
    if (cell->kind == Kind::NaN) {
      // As Drake's (an empty substitution returns before reaching here).
      throw std::runtime_error("NaN is detected during substitution.");
    }
    if (cell->kind == Kind::Var) {
      const auto it = s_.find(cell->var);
      return it == s_.end() ? e : it->second;
    }
    const auto found = memo_.find(cell);
    if (found != memo_.end()) return found->second;
    Expression result = SubstCell(e, *cell);
    memo_.emplace(cell, result);
    return result;
  }

 private:
  static bool Same(const Expression& a, const Expression& b) {
    return a.cell() == b.cell() &&
           (a.cell() != nullptr || a.constant_value() == b.constant_value());
  }

  Expression SubstCell(const Expression& e, const ExpressionCell& cell) {
    switch (cell.kind) {
      // A changed sum is c₀ + σ(t₁)·c₁ + … and a changed product
      // c·σ(b₁)^σ(k₁)·…, formed as Drake's Substitute forms them: each term
      // times its coefficient with operator*, so that a sum substituted for
      // a term stays one term (5·y with y ↦ 3b + 5c gives 5·(3b + 5c), not
      // 15b + 25c); the terms are then summed in one factory (the same sum
      // as Drake's left fold with operator+, without its quadratic copying).
      case Kind::Add: {
        bool changed = false;
        AddFactory factory(cell.constant);
        for (const auto& [term, coeff] : cell.add_map) {
          const Expression t = Subst(term);
          changed = changed || !Same(t, term);
          factory.AddExpression(t * coeff);
        }
        return changed ? std::move(factory).Build() : e;
      }
      // A product's factors are folded left to right with operator*, as
      // Drake's are (so 5·x·y with y ↦ 1/z is (5·x)/z, by operator*'s rule
      // lhs·(c/E) → (c·lhs)/E).
      case Kind::Mul: {
        bool changed = false;
        Expression result{cell.constant};
        for (const auto& [base, exponent] : cell.mul_map) {
          const Expression b = Subst(base);
          const Expression x = Subst(exponent);
          changed = changed || !Same(b, base) || !Same(x, exponent);
          result = result * pow(b, x);
        }
        return changed ? result : e;
      }
      case Kind::IfThenElse:
        return if_then_else(cell.condition->Substitute(s_), Subst(cell.a),
                            Subst(cell.b));
      case Kind::UninterpretedFunction: {
        std::vector<Expression> args;
        args.reserve(cell.args.size());
        for (const Expression& arg : cell.args) args.push_back(Subst(arg));
        return uninterpreted_function(cell.name, std::move(args));
      }
      default:
        break;
    }
    const Expression a = Subst(cell.a);
    const Expression b = IsBinary(cell.kind) ? Subst(cell.b) : Expression();
    if (Same(a, cell.a) && (!IsBinary(cell.kind) || Same(b, cell.b))) return e;
    return Rebuild(cell.kind, a, b);
  }

  const Substitution& s_;
  std::unordered_map<const ExpressionCell*, Expression> memo_;
};

// ----------------------------------------------------------- Differentiate

class Differentiator {
 public:
  explicit Differentiator(const Variable& x) : x_(x) {}

  Expression D(const Expression& e) {
    const ExpressionCell* cell = e.cell();
    if (cell == nullptr) return Expression::Zero();
    switch (cell->kind) {
      case Kind::Var:
        return cell->var.equal_to(x_) ? Expression::One() : Expression::Zero();
      case Kind::NaN:
        throw std::runtime_error("NaN is detected during differentiation.");
      default:
        break;
    }
    const auto found = memo_.find(cell);
    if (found != memo_.end()) return found->second;
    Expression result = DCell(*cell);
    memo_.emplace(cell, result);
    return result;
  }

 private:
  // d/dx of base^exponent.
  Expression DPow(const Expression& base, const Expression& exponent) {
    const Expression db = D(base);
    const Expression dx = D(exponent);
    if (is_zero(dx)) {
      if (is_zero(db)) return Expression::Zero();
      return exponent * pow(base, exponent - 1.0) * db;
    }
    return pow(base, exponent) * (dx * log(base) + exponent * db / base);
  }

  Expression DCell(const ExpressionCell& cell) {
    const Expression& f = cell.a;
    const Expression& g = cell.b;
    switch (cell.kind) {
      case Kind::Add: {
        AddFactory factory;
        for (const auto& [term, coeff] : cell.add_map) {
          factory.AddExpression(D(term), coeff);
        }
        return std::move(factory).Build();
      }
      case Kind::Mul: {
        std::vector<Expression> factors;
        for (const auto& [base, exponent] : cell.mul_map) {
          factors.push_back(pow(base, exponent));
        }
        AddFactory sum;
        std::size_t i = 0;
        for (const auto& [base, exponent] : cell.mul_map) {
          const Expression d = DPow(base, exponent);
          if (!is_zero(d)) {
            MulFactory product(cell.constant);
            product.AddExpression(d);
            for (std::size_t j = 0; j < factors.size(); ++j) {
              if (j != i) product.AddExpression(factors[j]);
            }
            sum.AddExpression(std::move(product).Build());
          }
          ++i;
        }
        return std::move(sum).Build();
      }
      case Kind::Div: {
        const Expression df = D(f);
        const Expression dg = D(g);
        if (is_zero(dg)) return df / g;
        return (df * g - f * dg) / pow(g, 2.0);
      }
      case Kind::Log:
        return D(f) / f;
      case Kind::Abs: {
        const Expression df = D(f);
        if (is_zero(df)) return Expression::Zero();
        return if_then_else(f < 0.0, -df,
                            if_then_else(f == 0.0, Expression::NaN(), df));
      }
      case Kind::Exp:
        return exp(f) * D(f);
      case Kind::Sqrt:
        return D(f) / (2.0 * sqrt(f));
      case Kind::Pow:
        return DPow(f, g);
      case Kind::Sin:
        return cos(f) * D(f);
      case Kind::Cos:
        return -sin(f) * D(f);
      case Kind::Tan:
        return D(f) / pow(cos(f), 2.0);
      case Kind::Asin:
        return D(f) / sqrt(1.0 - pow(f, 2.0));
      case Kind::Acos:
        return -D(f) / sqrt(1.0 - pow(f, 2.0));
      case Kind::Atan:
        return D(f) / (1.0 + pow(f, 2.0));
      case Kind::Atan2:
        return (g * D(f) - f * D(g)) / (pow(f, 2.0) + pow(g, 2.0));
      case Kind::Sinh:
        return cosh(f) * D(f);
      case Kind::Cosh:
        return sinh(f) * D(f);
      case Kind::Tanh:
        return D(f) / pow(cosh(f), 2.0);
      case Kind::Min:
      case Kind::Max: {
        const Expression df = D(f);
        const Expression dg = D(g);
        if (is_zero(df) && is_zero(dg)) return Expression::Zero();
        const Formula first = cell.kind == Kind::Min ? f < g : f > g;
        return if_then_else(first, df,
                            if_then_else(f == g, Expression::NaN(), dg));
      }
      case Kind::Ceil:
      case Kind::Floor:
        if (is_zero(D(f))) return Expression::Zero();
        return if_then_else(ceil(f) == floor(f), Expression::NaN(),
                            Expression::Zero());
      case Kind::IfThenElse: {
        const Formula& c = *cell.condition;
        const Expression d_then = D(cell.a);
        const Expression d_else = D(cell.b);
        if (!c.GetFreeVariables().include(x_)) {
          return if_then_else(c, d_then, d_else);
        }
        if (is_relational(c)) {
          return if_then_else(get_lhs_expression(c) == get_rhs_expression(c),
                              Expression::NaN(),
                              if_then_else(c, d_then, d_else));
        }
        throw std::runtime_error(
            fmt::format("Expression::Differentiate(): the condition {} of an "
                        "if_then_else depends on {} and is not a relation.",
                        c.to_string(), x_.get_name()));
      }
      case Kind::UninterpretedFunction: {
        Variables vars;
        for (const Expression& arg : cell.args) {
          vars.insert(arg.GetVariables());
        }
        if (!vars.include(x_)) return Expression::Zero();
        std::string text = cell.name + "(";
        for (std::size_t i = 0; i < cell.args.size(); ++i) {
          text += (i == 0 ? "" : ", ") + cell.args[i].to_string();
        }
        throw std::runtime_error(fmt::format(
            "Expression::Differentiate(): the uninterpreted function {}) is "
            "not differentiable with respect to {}.",
            text, x_.get_name()));
      }
      default:
        break;
    }
    throw std::logic_error("symbolic Expression: unknown kind.");
  }

  const Variable& x_;
  std::unordered_map<const ExpressionCell*, Expression> memo_;
};

// ------------------------------------------------------------------ Expand

// The terms of a sum as (term, coefficient) pairs, the constant as (1, c).
std::vector<std::pair<Expression, double>> TermsOf(const Expression& e) {
  std::vector<std::pair<Expression, double>> terms;
  if (IsKind(e, Kind::Add)) {
    const ExpressionCell& cell = CellOf(e);
    if (cell.constant != 0.0)
      terms.emplace_back(Expression::One(), cell.constant);
    for (const auto& [term, coeff] : cell.add_map)
      terms.emplace_back(term, coeff);
  } else {
    terms.emplace_back(e, 1.0);
  }
  return terms;
}

// The product of two expanded expressions, multiplied out.
Expression ExpandMultiply(const Expression& a, const Expression& b) {
  if (!IsKind(a, Kind::Add) && !IsKind(b, Kind::Add)) return a * b;
  AddFactory sum;
  for (const auto& [ta, ka] : TermsOf(a)) {
    for (const auto& [tb, kb] : TermsOf(b)) {
      sum.AddExpression(ExpandMultiply(ta, tb), ka * kb);
    }
  }
  return std::move(sum).Build();
}

// pow(base, exponent) of expanded arguments, multiplied out.
Expression ExpandPow(const Expression& base, const Expression& exponent) {
  if (IsPositiveInteger(exponent) && IsKind(base, Kind::Add)) {
    const int n = static_cast<int>(exponent.constant_value());
    Expression result = base;
    for (int i = 1; i < n; ++i) result = ExpandMultiply(result, base);
    return result;
  }
  if (IsInteger(exponent) && IsKind(base, Kind::Mul)) {
    // (c·Π bᵢ^eᵢ)ⁿ = cⁿ·Π bᵢ^(eᵢ·n).
    const ExpressionCell& cell = CellOf(base);
    Expression result = std::pow(cell.constant, exponent.constant_value());
    for (const auto& [b, e] : cell.mul_map) {
      result = ExpandMultiply(result, ExpandPow(b, e * exponent));
    }
    return result;
  }
  return pow(base, exponent);
}

class Expander {
 public:
  Expression E(const Expression& e) {
    const ExpressionCell* cell = e.cell();
    if (cell == nullptr || cell->kind == Kind::Var) return e;
    if (cell->kind == Kind::NaN) {
      throw std::runtime_error("NaN is detected during expansion.");
    }
    if (cell->is_expanded.load(std::memory_order_relaxed)) return e;
    const auto found = memo_.find(cell);
    if (found != memo_.end()) return found->second;
    Expression result = ECell(*cell);
    if (result.cell() != nullptr) {
      result.cell()->is_expanded.store(true, std::memory_order_relaxed);
    }
    memo_.emplace(cell, result);
    return result;
  }

 private:
  Expression ECell(const ExpressionCell& cell) {
    switch (cell.kind) {
      case Kind::Add: {
        AddFactory sum(cell.constant);
        for (const auto& [term, coeff] : cell.add_map) {
          sum.AddExpression(E(term), coeff);
        }
        return std::move(sum).Build();
      }
      case Kind::Mul: {
        Expression result(cell.constant);
        for (const auto& [base, exponent] : cell.mul_map) {
          result = ExpandMultiply(result, ExpandPow(E(base), E(exponent)));
        }
        return result;
      }
      case Kind::Pow:
        return ExpandPow(E(cell.a), E(cell.b));
      case Kind::Div: {
        const Expression num = E(cell.a);
        const Expression den = E(cell.b);
        if (is_constant(den) && den.constant_value() != 0.0) {
          const double c = den.constant_value();
          AddFactory sum;
          for (const auto& [term, coeff] : TermsOf(num)) {
            if (IsKind(term, Kind::Mul)) {
              const ExpressionCell& m = CellOf(term);
              sum.AddExpression(MulWithoutConstant(m), coeff * m.constant / c);
            } else {
              sum.AddExpression(term, coeff / c);
            }
          }
          return std::move(sum).Build();
        }
        return num / den;
      }
      case Kind::IfThenElse:
        return if_then_else(*cell.condition, E(cell.a), E(cell.b));
      case Kind::UninterpretedFunction: {
        std::vector<Expression> args;
        args.reserve(cell.args.size());
        for (const Expression& arg : cell.args) args.push_back(E(arg));
        return uninterpreted_function(cell.name, std::move(args));
      }
      default:
        break;
    }
    return Rebuild(cell.kind, E(cell.a),
                   IsBinary(cell.kind) ? E(cell.b) : Expression());
  }

  std::unordered_map<const ExpressionCell*, Expression> memo_;
};

// ---------------------------------------------------------------- Printing

std::string ToString(const Expression& e);

std::string ConstantToString(double v) { return fmt::format("{}", v); }

std::string ToString(const Expression& e) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return ConstantToString(e.constant_value());
  switch (cell->kind) {
    case Kind::Var:
      return cell->var.get_name();
    case Kind::NaN:
      return "NaN";
    case Kind::Add: {
      std::string out = "(";
      bool print_plus = false;
      if (cell->constant != 0.0) {
        out += ConstantToString(cell->constant);
        print_plus = true;
      }
      for (const auto& [term, coeff] : cell->add_map) {
        if (coeff > 0.0) {
          if (print_plus) out += " + ";
          if (coeff != 1.0) out += ConstantToString(coeff) + " * ";
        } else {
          out += print_plus ? " - " : "-";
          if (coeff != -1.0) out += ConstantToString(-coeff) + " * ";
        }
        out += ToString(term);
        print_plus = true;
      }
      return out + ")";
    }
    case Kind::Mul: {
      std::string out = "(";
      bool print_mul = false;
      if (cell->constant != 1.0) {
        out += ConstantToString(cell->constant);
        print_mul = true;
      }
      for (const auto& [base, exponent] : cell->mul_map) {
        if (print_mul) out += " * ";
        if (is_one(exponent)) {
          out += ToString(base);
        } else {
          out += fmt::format("pow({}, {})", ToString(base), ToString(exponent));
        }
        print_mul = true;
      }
      return out + ")";
    }
    case Kind::Div:
      return fmt::format("({} / {})", ToString(cell->a), ToString(cell->b));
    case Kind::IfThenElse:
      return fmt::format("(if {} then {} else {})",
                         cell->condition->to_string(), ToString(cell->a),
                         ToString(cell->b));
    case Kind::UninterpretedFunction: {
      std::string out = cell->name + "(";
      for (std::size_t i = 0; i < cell->args.size(); ++i) {
        if (i > 0) out += ", ";
        out += ToString(cell->args[i]);
      }
      return out + ")";
    }
    default:
      break;
  }
  if (IsBinary(cell->kind)) {
    return fmt::format("{}({}, {})", FunctionName(cell->kind),
                       ToString(cell->a), ToString(cell->b));
  }
  return fmt::format("{}({})", FunctionName(cell->kind), ToString(cell->a));
}

void CollectVariables(const Expression& e, Variables* vars,
                      std::unordered_set<const ExpressionCell*>* visited) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return;
  if (cell->kind == Kind::Var) {
    vars->insert(cell->var);
    return;
  }
  if (!visited->insert(cell).second) return;
  switch (cell->kind) {
    case Kind::NaN:
      return;
    case Kind::Add:
      for (const auto& [term, coeff] : cell->add_map) {
        CollectVariables(term, vars, visited);
      }
      return;
    case Kind::Mul:
      for (const auto& [base, exponent] : cell->mul_map) {
        CollectVariables(base, vars, visited);
        CollectVariables(exponent, vars, visited);
      }
      return;
    case Kind::IfThenElse:
      vars->insert(cell->condition->GetFreeVariables());
      CollectVariables(cell->a, vars, visited);
      CollectVariables(cell->b, vars, visited);
      return;
    case Kind::UninterpretedFunction:
      for (const Expression& arg : cell->args) {
        CollectVariables(arg, vars, visited);
      }
      return;
    default:
      CollectVariables(cell->a, vars, visited);
      if (IsBinary(cell->kind)) CollectVariables(cell->b, vars, visited);
      return;
  }
}

bool IsPolynomial(const Expression& e) {
  const ExpressionCell* cell = e.cell();
  if (cell == nullptr) return true;
  switch (cell->kind) {
    case Kind::Var:
      return true;
    case Kind::Add:
      for (const auto& [term, coeff] : cell->add_map) {
        if (!IsPolynomial(term)) return false;
      }
      return true;
    case Kind::Mul:
      for (const auto& [base, exponent] : cell->mul_map) {
        if (!IsPolynomial(base) || !IsInteger(exponent) ||
            exponent.constant_value() < 0.0) {
          return false;
        }
      }
      return true;
    case Kind::Div:
      return IsPolynomial(cell->a) && is_constant(cell->b);
    case Kind::Pow:
      return IsPolynomial(cell->a) && IsInteger(cell->b) &&
             cell->b.constant_value() >= 0.0;
    default:
      return false;
  }
}

const ExpressionCell& CellOfKind(const Expression& e, bool ok,
                                 const char* function, const char* what) {
  if (!ok) {
    throw std::logic_error(fmt::format("{}(): the expression '{}' is not {}.",
                                       function, e.to_string(), what));
  }
  return CellOf(e);
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
  auto cell = std::make_shared<ExpressionCell>(Kind::Var);
  cell->var = var;
  *this = Finish(std::move(cell));
}

Expression Expression::MakeFromCell(
    std::shared_ptr<const internal::ExpressionCell> cell) {
  Expression result;
  result.cell_ = std::move(cell);
  return result;
}

Expression Expression::NaN() {
  static const never_destroyed<std::shared_ptr<const ExpressionCell>> cell(
      std::make_shared<const ExpressionCell>(Kind::NaN));
  return MakeFromCell(cell.access());
}

ExpressionKind Expression::get_kind() const {
  return cell_ ? cell_->kind : Kind::Constant;
}

Variables Expression::GetVariables() const {
  Variables result;
  std::unordered_set<const ExpressionCell*> visited;
  CollectVariables(*this, &result, &visited);
  return result;
}

bool Expression::EqualTo(const Expression& e) const {
  if (cell_.get() != e.cell_.get()) {
    if (!cell_ || !e.cell_ || HashOf(*this) != HashOf(e)) return false;
  }
  return Compare(*this, e) == 0;
}

bool Expression::Less(const Expression& e) const {
  return Compare(*this, e) < 0;
}

bool Expression::is_polynomial() const { return IsPolynomial(*this); }

std::size_t Expression::get_hash() const { return HashOf(*this); }

double Expression::Evaluate(const Environment& env,
                            RandomGenerator* random_generator) const {
  if (!cell_) return constant_;
  if (random_generator == nullptr) return Evaluator(env).Eval(*this);
  const Environment full_env =
      PopulateRandomVariables(env, GetVariables(), random_generator);
  return Evaluator(full_env).Eval(*this);
}

double Expression::Evaluate(RandomGenerator* random_generator) const {
  return Evaluate(Environment{}, random_generator);
}

namespace internal {
Eigen::SparseMatrix<double, 0, int> EvaluateSparse(
    const Eigen::SparseMatrix<Expression, 0, int>& m, const Environment& env) {
  // Same pattern, each stored entry evaluated (explicit zeros included).
  std::vector<Eigen::Triplet<double>> entries;
  entries.reserve(static_cast<std::size_t>(m.nonZeros()));
  for (Eigen::Index outer = 0; outer < m.outerSize(); ++outer) {
    for (Eigen::SparseMatrix<Expression, 0, int>::InnerIterator it(m, outer);
         it; ++it) {
      entries.emplace_back(it.row(), it.col(), it.value().Evaluate(env));
    }
  }
  Eigen::SparseMatrix<double, 0, int> result(m.rows(), m.cols());
  result.setFromTriplets(entries.begin(), entries.end());
  return result;
}
}  // namespace internal

Expression Expression::EvaluatePartial(const Environment& env) const {
  if (!cell_ || env.empty()) return *this;
  Substitution s;
  for (const auto& [var, value] : env) s.emplace(var, Expression(value));
  return Substitute(s);
}

bool Expression::is_expanded() const {
  if (!cell_) return true;
  return cell_->kind == Kind::Var ||
         cell_->is_expanded.load(std::memory_order_relaxed);
}

Expression Expression::Expand() const { return Expander().E(*this); }

Expression Expression::Substitute(const Variable& var,
                                  const Expression& e) const {
  return Substitute(Substitution{{var, e}});
}

Expression Expression::Substitute(const Substitution& s) const {
  if (!cell_ || s.empty()) return *this;
  return Substituter(s).Subst(*this);
}

Expression Expression::Differentiate(const Variable& x) const {
  return Differentiator(x).D(*this);
}

RowVectorX<Expression> Expression::Jacobian(
    const Eigen::Ref<const VectorX<Variable>>& vars) const {
  RowVectorX<Expression> result(vars.size());
  for (int i = 0; i < vars.size(); ++i) result(i) = Differentiate(vars(i));
  return result;
}

std::string Expression::to_string() const { return ToString(*this); }

namespace {
// Adds coeff·rhs to the sum *lhs in place when *lhs is the only owner of its
// Add cell (so accumulating n terms costs O(n log n), not O(n²) map copies).
// Returns false (doing nothing) when that does not apply.
bool AccumulateInPlace(Expression* lhs, const Expression& rhs, double coeff,
                       std::shared_ptr<const ExpressionCell>* cell) {
  if (lhs == &rhs || !*cell || (*cell)->kind != Kind::Add ||
      cell->use_count() != 1 || is_nan(rhs)) {
    return false;
  }
  // Sole owner: nobody else can observe the cell, so its map can be taken.
  auto* mutable_cell = const_cast<ExpressionCell*>(cell->get());
  AddFactory sum(mutable_cell->constant, std::move(mutable_cell->add_map));
  sum.AddExpression(rhs, coeff);
  *lhs = std::move(sum).Build();
  return true;
}
}  // namespace

Expression& Expression::operator+=(const Expression& rhs) {
  if (AccumulateInPlace(this, rhs, 1.0, &cell_)) return *this;
  return *this = *this + rhs;
}
Expression& Expression::operator-=(const Expression& rhs) {
  if (AccumulateInPlace(this, rhs, -1.0, &cell_)) return *this;
  return *this = *this - rhs;
}
Expression& Expression::operator*=(const Expression& rhs) {
  return *this = *this * rhs;
}
Expression& Expression::operator/=(const Expression& rhs) {
  return *this = *this / rhs;
}
Expression& Expression::operator++() { return *this += 1.0; }
Expression Expression::operator++(int) {
  Expression copy = *this;
  *this += 1.0;
  return copy;
}
Expression& Expression::operator--() { return *this -= 1.0; }
Expression Expression::operator--(int) {
  Expression copy = *this;
  *this -= 1.0;
  return copy;
}

Expression operator+(const Expression& lhs, const Expression& rhs) {
  if (is_constant(lhs) && is_constant(rhs)) {
    return Expression(lhs.constant_value() + rhs.constant_value());
  }
  if (is_nan(lhs) || is_nan(rhs)) return Expression::NaN();
  if (is_zero(lhs)) return rhs;
  if (is_zero(rhs)) return lhs;
  AddFactory sum;
  sum.AddExpression(lhs);
  sum.AddExpression(rhs);
  return std::move(sum).Build();
}

Expression operator-(const Expression& lhs, const Expression& rhs) {
  if (is_constant(lhs) && is_constant(rhs)) {
    return Expression(lhs.constant_value() - rhs.constant_value());
  }
  if (is_nan(lhs) || is_nan(rhs)) return Expression::NaN();
  if (is_zero(rhs)) return lhs;
  AddFactory sum;
  sum.AddExpression(lhs);
  sum.AddExpression(rhs, -1.0);
  return std::move(sum).Build();
}

Expression operator*(const Expression& lhs, const Expression& rhs) {
  if (is_constant(lhs) && is_constant(rhs)) {
    return Expression(lhs.constant_value() * rhs.constant_value());
  }
  if (is_nan(lhs) || is_nan(rhs)) return Expression::NaN();
  if (is_one(lhs)) return rhs;
  if (is_one(rhs)) return lhs;
  // Quotients, in Drake's order (it applies these before the zero rule, so
  // 0·(c/E) becomes 0/E there, and here):
  //   (E₁/E₂)·(E₃/E₄) → (E₁·E₃)/(E₂·E₄),
  //   lhs·(c/E) → (c·lhs)/E,  (c/E)·rhs → (c·rhs)/E.
  if (is_division(lhs) && is_division(rhs)) {
    return (get_first_argument(lhs) * get_first_argument(rhs)) /
           (get_second_argument(lhs) * get_second_argument(rhs));
  }
  if (is_division(rhs) && is_constant(get_first_argument(rhs))) {
    return (get_first_argument(rhs) * lhs) / get_second_argument(rhs);
  }
  if (is_division(lhs) && is_constant(get_first_argument(lhs))) {
    return (get_first_argument(lhs) * rhs) / get_second_argument(lhs);
  }
  // 0·E → 0, as Drake (even though E might evaluate to NaN or ∞).
  if (is_zero(lhs) || is_zero(rhs)) return Expression::Zero();
  // −1·(E₁ + … + Eₙ) → −E₁ − … − Eₙ.
  if (is_neg_one(lhs) && is_addition(rhs)) return NegateAddition(rhs);
  if (is_neg_one(rhs) && is_addition(lhs)) return NegateAddition(lhs);
  MulFactory product;
  product.AddExpression(lhs);
  product.AddExpression(rhs);
  return std::move(product).Build();
}

Expression operator/(const Expression& lhs, const Expression& rhs) {
  if (is_one(rhs)) return lhs;
  if (is_constant(lhs) && is_constant(rhs)) {
    if (rhs.constant_value() == 0.0) {
      throw std::runtime_error(fmt::format("symbolic division by zero: {} / 0.",
                                           lhs.constant_value()));
    }
    return Expression(lhs.constant_value() / rhs.constant_value());
  }
  if (is_nan(lhs) || is_nan(rhs)) return Expression::NaN();
  // E / E → 1, as Drake.
  if (lhs.EqualTo(rhs)) return Expression::One();
  return MakeBinaryCell(Kind::Div, lhs, rhs);
}

Expression operator+(const Expression& e) { return e; }

Expression operator-(const Expression& e) {
  if (is_constant(e)) return Expression(-e.constant_value());
  return Expression(-1.0) * e;
}

Expression log(const Expression& e) { return MakeUnary(Kind::Log, e); }
Expression abs(const Expression& e) {
  if (is_abs(e)) return e;
  return MakeUnary(Kind::Abs, e);
}
Expression exp(const Expression& e) { return MakeUnary(Kind::Exp, e); }
Expression sqrt(const Expression& e) {
  // sqrt(E²) → |E|, as Drake.
  if (is_pow(e) && is_two(CellOf(e).b)) return abs(CellOf(e).a);
  return MakeUnary(Kind::Sqrt, e);
}
Expression pow(const Expression& e1, const Expression& e2) {
  if (is_constant(e2)) {
    const double v2 = e2.constant_value();
    if (is_constant(e1)) {
      return Expression(Apply(Kind::Pow, e1.constant_value(), v2));
    }
    if (v2 == 0.0) return Expression::One();
    if (v2 == 1.0) return e1;
  }
  if (is_nan(e1) || is_nan(e2)) return Expression::NaN();
  if (is_pow(e1)) {
    const ExpressionCell& cell = CellOf(e1);
    return MakeBinaryCell(Kind::Pow, cell.a, cell.b * e2);
  }
  return MakeBinaryCell(Kind::Pow, e1, e2);
}
Expression sin(const Expression& e) { return MakeUnary(Kind::Sin, e); }
Expression cos(const Expression& e) { return MakeUnary(Kind::Cos, e); }
Expression tan(const Expression& e) { return MakeUnary(Kind::Tan, e); }
Expression asin(const Expression& e) { return MakeUnary(Kind::Asin, e); }
Expression acos(const Expression& e) { return MakeUnary(Kind::Acos, e); }
Expression atan(const Expression& e) { return MakeUnary(Kind::Atan, e); }
Expression atan2(const Expression& e1, const Expression& e2) {
  return MakeBinary(Kind::Atan2, e1, e2);
}
Expression sinh(const Expression& e) { return MakeUnary(Kind::Sinh, e); }
Expression cosh(const Expression& e) { return MakeUnary(Kind::Cosh, e); }
Expression tanh(const Expression& e) { return MakeUnary(Kind::Tanh, e); }
Expression min(const Expression& e1, const Expression& e2) {
  if (e1.EqualTo(e2)) return e1;
  return MakeBinary(Kind::Min, e1, e2);
}
Expression max(const Expression& e1, const Expression& e2) {
  if (e1.EqualTo(e2)) return e1;
  return MakeBinary(Kind::Max, e1, e2);
}
Expression clamp(const Expression& v, const Expression& lo,
                 const Expression& hi) {
  if (is_constant(lo) && is_constant(hi) &&
      lo.constant_value() > hi.constant_value()) {
    throw std::logic_error(fmt::format(
        "symbolic clamp(v, lo, hi): lo = {} is greater than hi = {}.",
        lo.constant_value(), hi.constant_value()));
  }
  return min(max(v, lo), hi);
}
Expression ceil(const Expression& e) { return MakeUnary(Kind::Ceil, e); }
Expression floor(const Expression& e) { return MakeUnary(Kind::Floor, e); }

Expression uninterpreted_function(std::string name,
                                  std::vector<Expression> arguments) {
  auto cell = std::make_shared<ExpressionCell>(Kind::UninterpretedFunction);
  cell->name = std::move(name);
  cell->args = std::move(arguments);
  return Finish(std::move(cell));
}

void swap(Expression& a, Expression& b) noexcept {
  Expression tmp = std::move(a);
  a = std::move(b);
  b = std::move(tmp);
}

Expression if_then_else(const Formula& f_cond, const Expression& e_then,
                        const Expression& e_else) {
  if (is_true(f_cond)) return e_then;
  if (is_false(f_cond)) return e_else;
  if (e_then.EqualTo(e_else)) return e_then;
  auto cell = std::make_shared<ExpressionCell>(Kind::IfThenElse);
  cell->condition = f_cond;
  cell->a = e_then;
  cell->b = e_else;
  return Finish(std::move(cell));
}

bool is_constant(const Expression& e) { return e.cell() == nullptr; }
bool is_constant(const Expression& e, double value) {
  return e.cell() == nullptr && e.constant_value() == value;
}
bool is_zero(const Expression& e) { return is_constant(e, 0.0); }
bool is_one(const Expression& e) { return is_constant(e, 1.0); }
bool is_neg_one(const Expression& e) { return is_constant(e, -1.0); }
bool is_two(const Expression& e) { return is_constant(e, 2.0); }
bool is_nan(const Expression& e) { return IsKind(e, Kind::NaN); }
bool is_variable(const Expression& e) { return IsKind(e, Kind::Var); }
bool is_addition(const Expression& e) { return IsKind(e, Kind::Add); }
bool is_multiplication(const Expression& e) { return IsKind(e, Kind::Mul); }
bool is_division(const Expression& e) { return IsKind(e, Kind::Div); }
bool is_log(const Expression& e) { return IsKind(e, Kind::Log); }
bool is_abs(const Expression& e) { return IsKind(e, Kind::Abs); }
bool is_exp(const Expression& e) { return IsKind(e, Kind::Exp); }
bool is_sqrt(const Expression& e) { return IsKind(e, Kind::Sqrt); }
bool is_pow(const Expression& e) { return IsKind(e, Kind::Pow); }
bool is_sin(const Expression& e) { return IsKind(e, Kind::Sin); }
bool is_cos(const Expression& e) { return IsKind(e, Kind::Cos); }
bool is_tan(const Expression& e) { return IsKind(e, Kind::Tan); }
bool is_asin(const Expression& e) { return IsKind(e, Kind::Asin); }
bool is_acos(const Expression& e) { return IsKind(e, Kind::Acos); }
bool is_atan(const Expression& e) { return IsKind(e, Kind::Atan); }
bool is_atan2(const Expression& e) { return IsKind(e, Kind::Atan2); }
bool is_sinh(const Expression& e) { return IsKind(e, Kind::Sinh); }
bool is_cosh(const Expression& e) { return IsKind(e, Kind::Cosh); }
bool is_tanh(const Expression& e) { return IsKind(e, Kind::Tanh); }
bool is_min(const Expression& e) { return IsKind(e, Kind::Min); }
bool is_max(const Expression& e) { return IsKind(e, Kind::Max); }
bool is_ceil(const Expression& e) { return IsKind(e, Kind::Ceil); }
bool is_floor(const Expression& e) { return IsKind(e, Kind::Floor); }
bool is_if_then_else(const Expression& e) {
  return IsKind(e, Kind::IfThenElse);
}
bool is_uninterpreted_function(const Expression& e) {
  return IsKind(e, Kind::UninterpretedFunction);
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
  return CellOfKind(e, is_variable(e), "get_variable", "a variable").var;
}

const Expression& get_argument(const Expression& e) {
  return CellOfKind(e, e.cell() != nullptr && IsUnary(e.cell()->kind),
                    "get_argument", "a unary function")
      .a;
}

const Expression& get_first_argument(const Expression& e) {
  return CellOfKind(e, e.cell() != nullptr && IsBinary(e.cell()->kind),
                    "get_first_argument", "a binary operation")
      .a;
}

const Expression& get_second_argument(const Expression& e) {
  return CellOfKind(e, e.cell() != nullptr && IsBinary(e.cell()->kind),
                    "get_second_argument", "a binary operation")
      .b;
}

double get_constant_in_addition(const Expression& e) {
  return CellOfKind(e, is_addition(e), "get_constant_in_addition",
                    "an addition")
      .constant;
}

const std::map<Expression, double>& get_expr_to_coeff_map_in_addition(
    const Expression& e) {
  return CellOfKind(e, is_addition(e), "get_expr_to_coeff_map_in_addition",
                    "an addition")
      .add_map;
}

double get_constant_in_multiplication(const Expression& e) {
  return CellOfKind(e, is_multiplication(e), "get_constant_in_multiplication",
                    "a multiplication")
      .constant;
}

const std::map<Expression, Expression>&
get_base_to_exponent_map_in_multiplication(const Expression& e) {
  return CellOfKind(e, is_multiplication(e),
                    "get_base_to_exponent_map_in_multiplication",
                    "a multiplication")
      .mul_map;
}

const std::string& get_uninterpreted_function_name(const Expression& e) {
  return CellOfKind(e, is_uninterpreted_function(e),
                    "get_uninterpreted_function_name",
                    "an uninterpreted function")
      .name;
}

const std::vector<Expression>& get_uninterpreted_function_arguments(
    const Expression& e) {
  return CellOfKind(e, is_uninterpreted_function(e),
                    "get_uninterpreted_function_arguments",
                    "an uninterpreted function")
      .args;
}

const Formula& get_conditional_formula(const Expression& e) {
  return *CellOfKind(e, is_if_then_else(e), "get_conditional_formula",
                     "an if_then_else")
              .condition;
}

const Expression& get_then_expression(const Expression& e) {
  return CellOfKind(e, is_if_then_else(e), "get_then_expression",
                    "an if_then_else")
      .a;
}

const Expression& get_else_expression(const Expression& e) {
  return CellOfKind(e, is_if_then_else(e), "get_else_expression",
                    "an if_then_else")
      .b;
}

std::ostream& operator<<(std::ostream& os, const Expression& e) {
  return os << e.to_string();
}

VectorX<Variable> GetVariableVector(
    const Eigen::Ref<const VectorX<Expression>>& expressions) {
  VectorX<Variable> result(expressions.size());
  for (int i = 0; i < expressions.size(); ++i) {
    result(i) = get_variable(expressions(i));
  }
  return result;
}

MatrixX<Expression> Jacobian(const Eigen::Ref<const VectorX<Expression>>& f,
                             const std::vector<Variable>& vars) {
  MatrixX<Expression> result(f.size(), vars.size());
  for (int i = 0; i < f.size(); ++i) {
    for (int j = 0; j < static_cast<int>(vars.size()); ++j) {
      result(i, j) = f(i).Differentiate(vars[j]);
    }
  }
  return result;
}

MatrixX<Expression> Jacobian(const Eigen::Ref<const VectorX<Expression>>& f,
                             const Eigen::Ref<const VectorX<Variable>>& vars) {
  return Jacobian(
      f, std::vector<Variable>(vars.data(), vars.data() + vars.size()));
}

Variables GetDistinctVariables(const Eigen::Ref<const MatrixX<Expression>>& v) {
  Variables result;
  for (int j = 0; j < v.cols(); ++j) {
    for (int i = 0; i < v.rows(); ++i) result.insert(v(i, j).GetVariables());
  }
  return result;
}

namespace internal {
const Variable& RandomVariableSequence::Next() {
  if (index_ == variables_->size()) {
    variables_->emplace_back(fmt::format("{}_{}", prefix_, index_), type_);
  }
  return (*variables_)[index_++];
}
}  // namespace internal

Expression TaylorExpand(const Expression& f, const Environment& a, int order) {
  if (order < 0) {
    throw std::logic_error(fmt::format(
        "TaylorExpand(): the order must be non-negative, not {}.", order));
  }
  // Along the line g(t) = f(a + t·(x − a)), the Taylor polynomial of f at a
  // evaluated at x is Σₖ g⁽ᵏ⁾(0) / k! (k ≤ order): differentiate in t, then
  // set t = 0. Variables that `a` does not assign stay symbolic.
  const Variable t("TaylorExpand_t");
  Substitution to_line;
  for (const auto& [var, value] : a) {
    to_line.emplace(var, value + t * (Expression(var) - value));
  }
  Expression g = f.Substitute(to_line);
  Expression result = g.Substitute(t, 0.0);
  double factorial = 1.0;
  for (int k = 1; k <= order; ++k) {
    g = g.Differentiate(t);
    factorial *= k;
    result += g.Substitute(t, 0.0) / factorial;
  }
  return result;
}

}  // namespace symbolic

double ExtractDoubleOrThrow(const symbolic::Expression& e) {
  if (symbolic::is_nan(e)) return std::numeric_limits<double>::quiet_NaN();
  if (symbolic::is_constant(e)) return e.constant_value();
  const symbolic::Variables variables = e.GetVariables();
  if (!variables.empty()) {
    throw std::runtime_error(fmt::format(
        "ExtractDoubleOrThrow(): the expression '{}' is not a constant; it has "
        "the variables {}.",
        e.to_string(), variables.to_string()));
  }
  return e.Evaluate();
}

}  // namespace drake
