#include "drake/common/symbolic/simplification.h"

#include <cstddef>
#include <map>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace symbolic {
namespace {

// Syntactic first-order matching of an expression against a pattern (one
// direction of unification: only the pattern's variables get values). It
// walks the pattern and the expression together and records in `bindings`
// the expression each pattern variable stands for. It does not backtrack:
// once a pair of subterms is matched, that choice stays, so the first
// failure ends the match (and leaves `bindings` partly filled; the caller
// then discards it).
//
// Sums and products are compared in their canonical form: a constant and a
// map ordered by Expression::Less. Their terms (factors) are paired left to
// right, and the pattern's last term (factor) takes all that is left of the
// expression; this is the scheme of Drake's rewriter, so a rule gives the
// same result here as there.
class Matcher {
 public:
  explicit Matcher(const Pattern& whole_pattern)
      : whole_pattern_(whole_pattern) {}

  bool Match(const Pattern& p, const Expression& e, Substitution* bindings) {
    using Kind = ExpressionKind;
    const Kind kind = p.get_kind();
    switch (kind) {
      case Kind::Constant:
        return is_constant(e) && get_constant_value(e) == get_constant_value(p);
      case Kind::Var:
        return Bind(get_variable(p), e, bindings);
      case Kind::Add:
        return MatchSum(p, e, bindings);
      case Kind::Mul:
        return MatchProduct(p, e, bindings);
      case Kind::Div:
      case Kind::Pow:
      case Kind::Atan2:
      case Kind::Min:
      case Kind::Max:
        return e.get_kind() == kind &&
               Match(get_first_argument(p), get_first_argument(e), bindings) &&
               Match(get_second_argument(p), get_second_argument(e), bindings);
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
        return e.get_kind() == kind &&
               Match(get_argument(p), get_argument(e), bindings);
      case Kind::IfThenElse:
        ThrowUnsupported(p, "an if-then-else expression");
      case Kind::UninterpretedFunction:
        ThrowUnsupported(p, "an uninterpreted function");
      case Kind::NaN:
        ThrowUnsupported(p, "NaN");
    }
    ThrowUnsupported(p, "an expression of unknown kind");
  }

 private:
  using TermIterator = std::map<Expression, double>::const_iterator;
  using FactorIterator = std::map<Expression, Expression>::const_iterator;

  [[noreturn]] void ThrowUnsupported(const Pattern& p, const char* what) const {
    throw std::runtime_error(fmt::format(
        "MakeRuleRewriter(): the rule's pattern {} holds {}, {}, which the "
        "matcher does not support.",
        whole_pattern_, what, p));
  }

  // The pattern variable `var` stands for `e`: the first occurrence binds
  // it, later ones must meet a structurally equal expression.
  static bool Bind(const Variable& var, const Expression& e,
                   Substitution* bindings) {
    const auto [it, inserted] = bindings->emplace(var, e);
    return inserted || it->second.EqualTo(e);
  }

  // p = c₀ + c₁t₁ + … + cₙtₙ against e = d₀ + d₁u₁ + … + dₘuₘ (terms in
  // map order). With equal constants (both zero, or both nonzero and
  // equal), n ≤ m and cᵢtᵢ ↔ dᵢuᵢ for i < n, cₙtₙ ↔ dₙuₙ + … + dₘuₘ. When
  // only e has a constant, the pattern's first term stands for it: c₁t₁ ↔
  // d₀, then the remaining n − 1 terms are paired with u₁ … as above. When
  // only p has a constant, there is no match (no term of e is a constant).
  bool MatchSum(const Pattern& p, const Expression& e, Substitution* bindings) {
    if (!is_addition(e)) return false;
    const double p_constant = get_constant_in_addition(p);
    const double e_constant = get_constant_in_addition(e);
    const std::map<Expression, double>& p_terms =
        get_expr_to_coeff_map_in_addition(p);
    const std::map<Expression, double>& e_terms =
        get_expr_to_coeff_map_in_addition(e);
    if (p_constant == 0.0 && e_constant != 0.0) {
      if (p_terms.size() > e_terms.size() + 1) return false;
      auto p_it = p_terms.begin();
      if (!Match(Term(p_it), Expression(e_constant), bindings)) return false;
      ++p_it;
      return MatchTerms(p_it, p_terms.size() - 1, e_terms, bindings);
    }
    if (p_constant != e_constant) return false;
    if (p_terms.size() > e_terms.size()) return false;
    return MatchTerms(p_terms.begin(), p_terms.size(), e_terms, bindings);
  }

  // The n pattern terms from `p_it` against all of `e_terms` (n ≤ its
  // size): pairwise, the last one taking the rest.
  bool MatchTerms(TermIterator p_it, std::size_t n,
                  const std::map<Expression, double>& e_terms,
                  Substitution* bindings) {
    DRAKE_ASSERT(n >= 1 && n <= e_terms.size());
    auto e_it = e_terms.begin();
    for (std::size_t i = 1; i < n; ++i, ++p_it, ++e_it) {
      if (!Match(Term(p_it), Term(e_it), bindings)) return false;
    }
    Expression rest;
    for (; e_it != e_terms.end(); ++e_it) rest += Term(e_it);
    return Match(Term(p_it), rest, bindings);
  }

  // p = c·b₁^k₁·…·bₙ^kₙ against e = d·a₁^l₁·…·aₘ^lₘ, as MatchSum with the
  // constant factor in place of the constant term (c = 1 playing the part
  // of c₀ = 0). A negative c first negates both sides, so that a pattern
  // −t matches −u (a unary minus is the factor −1 in a product).
  bool MatchProduct(const Pattern& p, const Expression& e,
                    Substitution* bindings) {
    const double p_constant = get_constant_in_multiplication(p);
    if (p_constant < 0.0) return Match(-p, -e, bindings);
    if (!is_multiplication(e)) return false;
    const double e_constant = get_constant_in_multiplication(e);
    const std::map<Expression, Expression>& p_factors =
        get_base_to_exponent_map_in_multiplication(p);
    const std::map<Expression, Expression>& e_factors =
        get_base_to_exponent_map_in_multiplication(e);
    if (p_constant == 1.0 && e_constant != 1.0) {
      if (p_factors.size() > e_factors.size() + 1) return false;
      auto p_it = p_factors.begin();
      if (!Match(Factor(p_it), Expression(e_constant), bindings)) {
        return false;
      }
      ++p_it;
      return MatchFactors(p_it, p_factors.size() - 1, e_factors, bindings);
    }
    if (p_constant != e_constant) return false;
    if (p_factors.size() > e_factors.size()) return false;
    return MatchFactors(p_factors.begin(), p_factors.size(), e_factors,
                        bindings);
  }

  // The n pattern factors from `p_it` against all of `e_factors` (n ≤ its
  // size): pairwise, the last one taking the rest.
  bool MatchFactors(FactorIterator p_it, std::size_t n,
                    const std::map<Expression, Expression>& e_factors,
                    Substitution* bindings) {
    DRAKE_ASSERT(n >= 1 && n <= e_factors.size());
    auto e_it = e_factors.begin();
    for (std::size_t i = 1; i < n; ++i, ++p_it, ++e_it) {
      if (!Match(Factor(p_it), Factor(e_it), bindings)) return false;
    }
    Expression rest{1.0};
    for (; e_it != e_factors.end(); ++e_it) rest *= Factor(e_it);
    return Match(Factor(p_it), rest, bindings);
  }

  // cᵢ·tᵢ for a term of a sum's map.
  static Expression Term(TermIterator it) { return it->second * it->first; }

  // bᵢ^kᵢ for a factor of a product's map.
  static Expression Factor(FactorIterator it) {
    return pow(it->first, it->second);
  }

  const Pattern& whole_pattern_;
};

}  // namespace

Rewriter MakeRuleRewriter(const RewritingRule& r) {
  return [rule = r](const Expression& e) -> Expression {
    Substitution bindings;
    if (!Matcher(rule.lhs()).Match(rule.lhs(), e, &bindings)) return e;
    // With nothing to substitute, the right-hand side is returned as it is
    // (as Drake's Substitute does).
    if (bindings.empty()) return rule.rhs();
    return rule.rhs().Substitute(bindings);
  };
}

}  // namespace symbolic
}  // namespace drake
