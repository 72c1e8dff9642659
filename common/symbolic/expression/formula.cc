#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include "drake/common/never_destroyed.h"
#include "drake/common/symbolic/expression/all.h"

namespace drake {
namespace symbolic {
namespace internal {

// A node of a formula: a Boolean variable (var), a relation (lhs, rhs),
// isnan (lhs), a conjunction or disjunction (operands), a negation or a
// forall (the one element of operands; forall's variables in quantified), a
// positive-semidefinite constraint (matrix), or True/False (nothing).
struct FormulaCell {
  explicit FormulaCell(FormulaKind k) : kind(k) {}

  FormulaKind kind;
  std::size_t hash{0};
  Variable var;
  Expression lhs;
  Expression rhs;
  std::set<Formula> operands;
  Variables quantified;
  MatrixX<Expression> matrix;
};

}  // namespace internal

namespace {
using internal::FormulaCell;
using Kind = FormulaKind;

void HashCombine(std::size_t* seed, std::size_t value) {
  *seed ^= value + 0x9e3779b97f4a7c15ULL + (*seed << 6) + (*seed >> 2);
}

bool IsRelation(Kind kind) {
  switch (kind) {
    case Kind::Eq:
    case Kind::Neq:
    case Kind::Gt:
    case Kind::Geq:
    case Kind::Lt:
    case Kind::Leq:
      return true;
    default:
      return false;
  }
}

const char* RelationSymbol(Kind kind) {
  switch (kind) {
    case Kind::Eq:
      return "==";
    case Kind::Neq:
      return "!=";
    case Kind::Gt:
      return ">";
    case Kind::Geq:
      return ">=";
    case Kind::Lt:
      return "<";
    case Kind::Leq:
      return "<=";
    default:
      return "?";
  }
}

Formula Finish(std::shared_ptr<FormulaCell> cell) {
  std::size_t h = static_cast<std::size_t>(cell->kind) * 0x100000001b3ULL;
  HashCombine(&h, cell->var.get_hash());
  HashCombine(&h, cell->lhs.get_hash());
  HashCombine(&h, cell->rhs.get_hash());
  for (const Formula& f : cell->operands) HashCombine(&h, f.get_hash());
  HashCombine(&h, cell->quantified.get_hash());
  for (int j = 0; j < cell->matrix.cols(); ++j) {
    for (int i = 0; i < cell->matrix.rows(); ++i) {
      HashCombine(&h, cell->matrix(i, j).get_hash());
    }
  }
  cell->hash = h;
  return Formula(std::shared_ptr<const FormulaCell>(std::move(cell)));
}

Formula MakeConstant(Kind kind) {
  return Finish(std::make_shared<FormulaCell>(kind));
}

Formula MakeRelation(Kind kind, const Expression& e1, const Expression& e2) {
  auto cell = std::make_shared<FormulaCell>(kind);
  cell->lhs = e1;
  cell->rhs = e2;
  return Finish(std::move(cell));
}

// Relation folding: if e1 − e2 is a constant d, the relation is decided by
// comparing d with 0.
template <typename Compare>
Formula Relate(Kind kind, const Expression& e1, const Expression& e2,
               Compare compare) {
  const Expression diff = e1 - e2;
  if (is_constant(diff)) {
    return compare(get_constant_value(diff), 0.0) ? Formula::True()
                                                  : Formula::False();
  }
  return MakeRelation(kind, e1, e2);
}

int Compare(const Formula& a, const Formula& b) {
  const FormulaCell& x = a.cell();
  const FormulaCell& y = b.cell();
  if (&x == &y) return 0;
  if (x.kind != y.kind) return x.kind < y.kind ? -1 : 1;
  if (x.kind == Kind::Var) {
    if (x.var.less(y.var)) return -1;
    if (y.var.less(x.var)) return 1;
    return 0;
  }
  if (x.lhs.Less(y.lhs)) return -1;
  if (y.lhs.Less(x.lhs)) return 1;
  if (x.rhs.Less(y.rhs)) return -1;
  if (y.rhs.Less(x.rhs)) return 1;
  if (x.quantified < y.quantified) return -1;
  if (y.quantified < x.quantified) return 1;
  if (x.matrix.size() != y.matrix.size()) {
    return x.matrix.size() < y.matrix.size() ? -1 : 1;
  }
  if (x.matrix.rows() != y.matrix.rows()) {
    return x.matrix.rows() < y.matrix.rows() ? -1 : 1;
  }
  for (Eigen::Index k = 0; k < x.matrix.size(); ++k) {
    if (x.matrix(k).Less(y.matrix(k))) return -1;
    if (y.matrix(k).Less(x.matrix(k))) return 1;
  }
  auto i = x.operands.begin();
  auto j = y.operands.begin();
  for (; i != x.operands.end() && j != y.operands.end(); ++i, ++j) {
    const int c = Compare(*i, *j);
    if (c != 0) return c;
  }
  if (i == x.operands.end()) return j == y.operands.end() ? 0 : -1;
  return 1;
}

bool EvaluateCell(const FormulaCell& cell, const Environment& env) {
  switch (cell.kind) {
    case Kind::False:
      return false;
    case Kind::True:
      return true;
    case Kind::Var: {
      const auto it = env.find(cell.var);
      if (it == env.end()) {
        throw std::runtime_error(fmt::format(
            "Formula::Evaluate(): the Boolean variable '{}' has no value in "
            "the environment {}.",
            cell.var.get_name(), env.to_string()));
      }
      return it->second != 0.0;
    }
    case Kind::Eq:
      return cell.lhs.Evaluate(env) == cell.rhs.Evaluate(env);
    case Kind::Neq:
      return cell.lhs.Evaluate(env) != cell.rhs.Evaluate(env);
    case Kind::Gt:
      return cell.lhs.Evaluate(env) > cell.rhs.Evaluate(env);
    case Kind::Geq:
      return cell.lhs.Evaluate(env) >= cell.rhs.Evaluate(env);
    case Kind::Lt:
      return cell.lhs.Evaluate(env) < cell.rhs.Evaluate(env);
    case Kind::Leq:
      return cell.lhs.Evaluate(env) <= cell.rhs.Evaluate(env);
    case Kind::And:
      for (const Formula& f : cell.operands) {
        if (!EvaluateCell(f.cell(), env)) return false;
      }
      return true;
    case Kind::Or:
      for (const Formula& f : cell.operands) {
        if (EvaluateCell(f.cell(), env)) return true;
      }
      return false;
    case Kind::Not:
      return !EvaluateCell(cell.operands.begin()->cell(), env);
    case Kind::Isnan:
      return std::isnan(cell.lhs.Evaluate(env));
    case Kind::Forall:
      throw std::runtime_error(fmt::format(
          "Formula::Evaluate(): a universally quantified formula ({}) cannot "
          "be evaluated.",
          fmt::format("forall({}. {})", cell.quantified.to_string(),
                      cell.operands.begin()->to_string())));
    case Kind::PositiveSemidefinite:
      throw std::runtime_error(
          "Formula::Evaluate(): a positive_semidefinite formula cannot be "
          "evaluated (checking a matrix for semidefiniteness is not "
          "supported).");
    default:
      break;
  }
  throw std::logic_error("symbolic Formula: unsupported kind.");
}

// A conjunction (is_and) or disjunction of f1 and f2: constants absorb or
// vanish, nested operations of the same kind are flattened.
Formula MakeNary(bool is_and, const Formula& f1, const Formula& f2) {
  const Kind kind = is_and ? Kind::And : Kind::Or;
  std::set<Formula> operands;
  for (const Formula* f : {&f1, &f2}) {
    if (is_and ? is_false(*f) : is_true(*f)) return *f;
    if (is_and ? is_true(*f) : is_false(*f)) continue;
    if (f->get_kind() == kind) {
      operands.insert(f->cell().operands.begin(), f->cell().operands.end());
    } else {
      operands.insert(*f);
    }
  }
  if (operands.empty()) return is_and ? Formula::True() : Formula::False();
  if (operands.size() == 1) return *operands.begin();
  auto cell = std::make_shared<FormulaCell>(kind);
  cell->operands = std::move(operands);
  return Finish(std::move(cell));
}

const FormulaCell& CellOfKind(const Formula& f, bool ok, const char* function,
                              const char* what) {
  if (!ok) {
    throw std::logic_error(fmt::format("{}(): the formula '{}' is not {}.",
                                       function, f.to_string(), what));
  }
  return f.cell();
}

}  // namespace

bool operator<(FormulaKind k1, FormulaKind k2) {
  return static_cast<int>(k1) < static_cast<int>(k2);
}

Formula::Formula() : Formula(False()) {}

Formula::Formula(bool value) : Formula(value ? True() : False()) {}

Formula::Formula(const Variable& var) {
  if (var.get_type() != Variable::Type::BOOLEAN) {
    throw std::logic_error(fmt::format(
        "symbolic::Formula: the variable '{}' is not of BOOLEAN type.",
        var.get_name()));
  }
  auto cell = std::make_shared<FormulaCell>(Kind::Var);
  cell->var = var;
  *this = Finish(std::move(cell));
}

Formula::Formula(std::shared_ptr<const internal::FormulaCell> cell)
    : cell_(std::move(cell)) {}

FormulaKind Formula::get_kind() const { return cell_->kind; }

Variables Formula::GetFreeVariables() const {
  Variables result;
  const FormulaCell& cell = *cell_;
  if (cell.kind == Kind::Var) result.insert(cell.var);
  result.insert(cell.lhs.GetVariables());
  result.insert(cell.rhs.GetVariables());
  for (const Formula& f : cell.operands) result.insert(f.GetFreeVariables());
  for (int j = 0; j < cell.matrix.cols(); ++j) {
    for (int i = 0; i < cell.matrix.rows(); ++i) {
      result.insert(cell.matrix(i, j).GetVariables());
    }
  }
  if (cell.kind == Kind::Forall) result.erase(cell.quantified);
  return result;
}

bool Formula::EqualTo(const Formula& f) const {
  if (cell_ == f.cell_) return true;
  if (cell_->hash != f.cell_->hash) return false;
  return Compare(*this, f) == 0;
}

bool Formula::Less(const Formula& f) const { return Compare(*this, f) < 0; }

std::size_t Formula::get_hash() const { return cell_->hash; }

bool Formula::Evaluate(const Environment& env,
                       RandomGenerator* random_generator) const {
  if (random_generator == nullptr) return EvaluateCell(*cell_, env);
  return EvaluateCell(*cell_, PopulateRandomVariables(env, GetFreeVariables(),
                                                      random_generator));
}

bool Formula::Evaluate(RandomGenerator* random_generator) const {
  return Evaluate(Environment{}, random_generator);
}

Formula Formula::Substitute(const Variable& var, const Expression& e) const {
  return Substitute(Substitution{{var, e}});
}

Formula Formula::Substitute(const Substitution& s) const {
  const FormulaCell& cell = *cell_;
  switch (cell.kind) {
    case Kind::False:
    case Kind::True:
    case Kind::Var:
      return *this;
    case Kind::Eq:
      return cell.lhs.Substitute(s) == cell.rhs.Substitute(s);
    case Kind::Neq:
      return cell.lhs.Substitute(s) != cell.rhs.Substitute(s);
    case Kind::Gt:
      return cell.lhs.Substitute(s) > cell.rhs.Substitute(s);
    case Kind::Geq:
      return cell.lhs.Substitute(s) >= cell.rhs.Substitute(s);
    case Kind::Lt:
      return cell.lhs.Substitute(s) < cell.rhs.Substitute(s);
    case Kind::Leq:
      return cell.lhs.Substitute(s) <= cell.rhs.Substitute(s);
    case Kind::And:
    case Kind::Or: {
      const bool is_and = cell.kind == Kind::And;
      Formula result = is_and ? True() : False();
      for (const Formula& f : cell.operands) {
        result = MakeNary(is_and, result, f.Substitute(s));
      }
      return result;
    }
    case Kind::Not:
      return !cell.operands.begin()->Substitute(s);
    case Kind::Isnan:
      return isnan(cell.lhs.Substitute(s));
    case Kind::Forall: {
      // The quantified variables are bound: only the free ones are replaced.
      Substitution free_only;
      for (const auto& [var, e] : s) {
        if (!cell.quantified.include(var)) free_only.emplace(var, e);
      }
      return forall(cell.quantified,
                    cell.operands.begin()->Substitute(free_only));
    }
    case Kind::PositiveSemidefinite:
      return positive_semidefinite(symbolic::Substitute(cell.matrix, s));
    default:
      break;
  }
  throw std::logic_error("symbolic Formula: unsupported kind.");
}

std::string Formula::to_string() const {
  const FormulaCell& cell = *cell_;
  switch (cell.kind) {
    case Kind::False:
      return "False";
    case Kind::True:
      return "True";
    case Kind::Var:
      return cell.var.get_name();
    case Kind::And:
    case Kind::Or: {
      std::string out = "(";
      bool first = true;
      for (const Formula& f : cell.operands) {
        if (!first) out += cell.kind == Kind::And ? " and " : " or ";
        out += f.to_string();
        first = false;
      }
      return out + ")";
    }
    case Kind::Not:
      return "!" + cell.operands.begin()->to_string();
    case Kind::Isnan:
      return fmt::format("isnan({})", cell.lhs.to_string());
    case Kind::Forall:
      return fmt::format("forall({}. {})", cell.quantified.to_string(),
                         cell.operands.begin()->to_string());
    case Kind::PositiveSemidefinite: {
      std::string out = "positive_semidefinite([";
      for (int i = 0; i < cell.matrix.rows(); ++i) {
        out += i == 0 ? "[" : ", [";
        for (int j = 0; j < cell.matrix.cols(); ++j) {
          if (j > 0) out += ", ";
          out += cell.matrix(i, j).to_string();
        }
        out += "]";
      }
      return out + "])";
    }
    default:
      break;
  }
  return fmt::format("({} {} {})", cell.lhs.to_string(),
                     RelationSymbol(cell.kind), cell.rhs.to_string());
}

Formula Formula::True() {
  static const never_destroyed<Formula> value(MakeConstant(Kind::True));
  return value.access();
}

Formula Formula::False() {
  static const never_destroyed<Formula> value(MakeConstant(Kind::False));
  return value.access();
}

Formula forall(const Variables& vars, const Formula& f) {
  if (vars.empty()) return f;
  auto cell = std::make_shared<FormulaCell>(Kind::Forall);
  cell->quantified = vars;
  cell->operands.insert(f);
  return Finish(std::move(cell));
}

Formula make_conjunction(const std::set<Formula>& formulas) {
  Formula result = Formula::True();
  for (const Formula& f : formulas) {
    result = MakeNary(true, result, f);
    if (is_false(result)) break;
  }
  return result;
}

Formula make_disjunction(const std::set<Formula>& formulas) {
  Formula result = Formula::False();
  for (const Formula& f : formulas) {
    result = MakeNary(false, result, f);
    if (is_true(result)) break;
  }
  return result;
}

Formula positive_semidefinite(const Eigen::Ref<const MatrixX<Expression>>& m) {
  if (m.rows() != m.cols()) {
    throw std::runtime_error(
        fmt::format("positive_semidefinite(): the matrix is {}x{}, not square.",
                    m.rows(), m.cols()));
  }
  for (int i = 0; i < m.rows(); ++i) {
    for (int j = i + 1; j < m.cols(); ++j) {
      if (!m(i, j).EqualTo(m(j, i))) {
        throw std::runtime_error(fmt::format(
            "positive_semidefinite(): the matrix is not symmetric: entry "
            "({}, {}) is {} but entry ({}, {}) is {}.",
            i, j, m(i, j).to_string(), j, i, m(j, i).to_string()));
      }
    }
  }
  auto cell = std::make_shared<FormulaCell>(Kind::PositiveSemidefinite);
  cell->matrix = m;
  return Finish(std::move(cell));
}

Formula positive_semidefinite(const MatrixX<Expression>& m,
                              Eigen::UpLoType mode) {
  if (m.rows() != m.cols()) {
    throw std::runtime_error(
        fmt::format("positive_semidefinite(): the matrix is {}x{}, not square.",
                    m.rows(), m.cols()));
  }
  if (mode != Eigen::Lower && mode != Eigen::Upper) {
    throw std::runtime_error(
        "positive_semidefinite(): mode must be Eigen::Lower or Eigen::Upper.");
  }
  MatrixX<Expression> symmetric(m.rows(), m.cols());
  for (int i = 0; i < m.rows(); ++i) {
    for (int j = 0; j <= i; ++j) {
      // (i, j) is in the lower triangle, (j, i) in the upper one.
      const Expression& e = mode == Eigen::Lower ? m(i, j) : m(j, i);
      symmetric(i, j) = e;
      symmetric(j, i) = e;
    }
  }
  return positive_semidefinite(symmetric);
}

Formula operator&&(const Formula& f1, const Formula& f2) {
  return MakeNary(true, f1, f2);
}
Formula operator&&(const Variable& v, const Formula& f) {
  return Formula(v) && f;
}
Formula operator&&(const Formula& f, const Variable& v) {
  return f && Formula(v);
}
Formula operator&&(const Variable& v1, const Variable& v2) {
  return Formula(v1) && Formula(v2);
}
Formula operator||(const Formula& f1, const Formula& f2) {
  return MakeNary(false, f1, f2);
}
Formula operator||(const Variable& v, const Formula& f) {
  return Formula(v) || f;
}
Formula operator||(const Formula& f, const Variable& v) {
  return f || Formula(v);
}
Formula operator||(const Variable& v1, const Variable& v2) {
  return Formula(v1) || Formula(v2);
}

Formula operator!(const Formula& f) {
  if (is_true(f)) return Formula::False();
  if (is_false(f)) return Formula::True();
  if (is_negation(f)) return get_operand(f);
  auto cell = std::make_shared<FormulaCell>(Kind::Not);
  cell->operands.insert(f);
  return Finish(std::move(cell));
}
Formula operator!(const Variable& v) { return !Formula(v); }

Formula operator==(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Eq, e1, e2, [](double d, double z) { return d == z; });
}
Formula operator!=(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Neq, e1, e2, [](double d, double z) { return d != z; });
}
Formula operator<(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Lt, e1, e2, [](double d, double z) { return d < z; });
}
Formula operator<=(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Leq, e1, e2, [](double d, double z) { return d <= z; });
}
Formula operator>(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Gt, e1, e2, [](double d, double z) { return d > z; });
}
Formula operator>=(const Expression& e1, const Expression& e2) {
  return Relate(Kind::Geq, e1, e2, [](double d, double z) { return d >= z; });
}

Formula isnan(const Expression& e) {
  auto cell = std::make_shared<FormulaCell>(Kind::Isnan);
  cell->lhs = e;
  return Finish(std::move(cell));
}

Formula isinf(const Expression& e) {
  const double inf = std::numeric_limits<double>::infinity();
  return (-inf == e) || (e == inf);
}

Formula isfinite(const Expression& e) {
  const double inf = std::numeric_limits<double>::infinity();
  return (-inf < e) && (e < inf);
}

bool is_false(const Formula& f) { return f.get_kind() == Kind::False; }
bool is_true(const Formula& f) { return f.get_kind() == Kind::True; }
bool is_variable(const Formula& f) { return f.get_kind() == Kind::Var; }
bool is_equal_to(const Formula& f) { return f.get_kind() == Kind::Eq; }
bool is_not_equal_to(const Formula& f) { return f.get_kind() == Kind::Neq; }
bool is_greater_than(const Formula& f) { return f.get_kind() == Kind::Gt; }
bool is_greater_than_or_equal_to(const Formula& f) {
  return f.get_kind() == Kind::Geq;
}
bool is_less_than(const Formula& f) { return f.get_kind() == Kind::Lt; }
bool is_less_than_or_equal_to(const Formula& f) {
  return f.get_kind() == Kind::Leq;
}
bool is_relational(const Formula& f) { return IsRelation(f.get_kind()); }
bool is_conjunction(const Formula& f) { return f.get_kind() == Kind::And; }
bool is_disjunction(const Formula& f) { return f.get_kind() == Kind::Or; }
bool is_nary(const Formula& f) {
  return is_conjunction(f) || is_disjunction(f);
}
bool is_negation(const Formula& f) { return f.get_kind() == Kind::Not; }
bool is_isnan(const Formula& f) { return f.get_kind() == Kind::Isnan; }
bool is_forall(const Formula& f) { return f.get_kind() == Kind::Forall; }
bool is_positive_semidefinite(const Formula& f) {
  return f.get_kind() == Kind::PositiveSemidefinite;
}

const Variable& get_variable(const Formula& f) {
  return CellOfKind(f, is_variable(f), "get_variable", "a Boolean variable")
      .var;
}
const Expression& get_lhs_expression(const Formula& f) {
  return CellOfKind(f, is_relational(f), "get_lhs_expression", "a relation")
      .lhs;
}
const Expression& get_rhs_expression(const Formula& f) {
  return CellOfKind(f, is_relational(f), "get_rhs_expression", "a relation")
      .rhs;
}
const Expression& get_unary_expression(const Formula& f) {
  return CellOfKind(f, is_isnan(f), "get_unary_expression", "isnan(e)").lhs;
}
const std::set<Formula>& get_operands(const Formula& f) {
  return CellOfKind(f, is_nary(f), "get_operands",
                    "a conjunction or a disjunction")
      .operands;
}
const Formula& get_operand(const Formula& f) {
  return *CellOfKind(f, is_negation(f), "get_operand", "a negation")
              .operands.begin();
}

const Variables& get_quantified_variables(const Formula& f) {
  return CellOfKind(f, is_forall(f), "get_quantified_variables", "a forall")
      .quantified;
}
const Formula& get_quantified_formula(const Formula& f) {
  return *CellOfKind(f, is_forall(f), "get_quantified_formula", "a forall")
              .operands.begin();
}
const MatrixX<Expression>& get_matrix_in_positive_semidefinite(
    const Formula& f) {
  return CellOfKind(f, is_positive_semidefinite(f),
                    "get_matrix_in_positive_semidefinite",
                    "a positive_semidefinite formula")
      .matrix;
}

std::ostream& operator<<(std::ostream& os, const Formula& f) {
  return os << f.to_string();
}

}  // namespace symbolic
}  // namespace drake
