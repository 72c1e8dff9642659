// ToLatex(): a visitor over expressions and one over formulas (the latter
// carries the polarity, so that negations are pushed to the relations).

#include "drake/common/symbolic/latex.h"

#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"

namespace drake {
namespace symbolic {
namespace {

// "k<symbol>" if `value` is a non-zero integer multiple k of `constant`
// within 1e-14 (k = ±1 prints as "<symbol>" or "-<symbol>").
std::optional<std::string> AsMultipleOf(double value, double constant,
                                        const char* symbol) {
  constexpr double kTolerance = 1e-14;
  if (std::abs(value) < kTolerance) return std::nullopt;
  const double k = std::round(value / constant);
  if (std::abs(k * constant - value) >= kTolerance) return std::nullopt;
  if (k == 1.0) return std::string(symbol);
  if (k == -1.0) return fmt::format("-{}", symbol);
  return fmt::format("{:.0f}{}", k, symbol);
}

// The LaTeX of a variable: its name, with "name(indices)" as
// "name_{indices}".
std::string VariableLatex(const Variable& var) {
  std::string name = var.get_name();
  const auto open = name.find('(');
  const auto close = name.rfind(')');
  if (open != std::string::npos && close != std::string::npos && close > open) {
    name = name.substr(0, open) + "_{" +
           name.substr(open + 1, close - open - 1) + "}" +
           name.substr(close + 1);
  }
  return name;
}

class LatexVisitor {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LatexVisitor);

  explicit LatexVisitor(int precision) : precision_{precision} {}

  [[nodiscard]] std::string Latex(const Expression& e) const {
    return VisitExpression<std::string>(this, e);
  }

  // `f` when `polarity` is true, ¬f otherwise.
  [[nodiscard]] std::string Latex(const Formula& f, bool polarity) const {
    return VisitFormula<std::string>(this, f, polarity);
  }

 private:
  [[nodiscard]] std::string Number(double value) const {
    return ToLatex(value, precision_);
  }

  // --- expressions ---

  [[nodiscard]] std::string VisitVariable(const Expression& e) const {
    return VariableLatex(get_variable(e));
  }

  [[nodiscard]] std::string VisitConstant(const Expression& e) const {
    return Number(get_constant_value(e));
  }

  [[nodiscard]] std::string VisitAddition(const Expression& e) const {
    // (c₀ + c₁t₁ - c₂t₂ ...): unit coefficients and a zero constant are left
    // out, and a negative coefficient becomes a minus sign.
    std::string text = "(";
    bool started = false;
    const double c0 = get_constant_in_addition(e);
    if (c0 != 0.0) {
      text += Number(c0);
      started = true;
    }
    for (const auto& [term, coeff] : get_expr_to_coeff_map_in_addition(e)) {
      if (coeff > 0.0) {
        if (started) text += " + ";
        if (coeff != 1.0) text += Number(coeff);
      } else {
        text += " - ";
        if (coeff != -1.0) text += Number(-coeff);
      }
      text += Latex(term);
      started = true;
    }
    return text + ")";
  }

  [[nodiscard]] std::string VisitMultiplication(const Expression& e) const {
    // c₀ b₁ b₂^{e₂} ...: a unit constant and unit exponents are left out.
    std::string text;
    const double c0 = get_constant_in_multiplication(e);
    if (c0 != 1.0) text = Number(c0);
    for (const auto& [base, exponent] :
         get_base_to_exponent_map_in_multiplication(e)) {
      if (!text.empty()) text += " ";
      text += Latex(base);
      if (!is_one(exponent)) text += "^{" + Latex(exponent) + "}";
    }
    return text;
  }

  // \f{argument}
  [[nodiscard]] std::string Command(const char* f, const Expression& e) const {
    return fmt::format("\\{}{{{}}}", f, Latex(get_argument(e)));
  }

  // \f\{first, second\}
  [[nodiscard]] std::string SetOf(const char* f, const Expression& e) const {
    return fmt::format("\\{}\\{{{}, {}\\}}", f, Latex(get_first_argument(e)),
                       Latex(get_second_argument(e)));
  }

  [[nodiscard]] std::string VisitPow(const Expression& e) const {
    return Latex(get_first_argument(e)) + "^{" + Latex(get_second_argument(e)) +
           "}";
  }
  [[nodiscard]] std::string VisitDivision(const Expression& e) const {
    return "\\frac{" + Latex(get_first_argument(e)) + "}{" +
           Latex(get_second_argument(e)) + "}";
  }
  [[nodiscard]] std::string VisitAbs(const Expression& e) const {
    return fmt::format("|{}|", Latex(get_argument(e)));
  }
  [[nodiscard]] std::string VisitExp(const Expression& e) const {
    return "e^{" + Latex(get_argument(e)) + "}";
  }
  [[nodiscard]] std::string VisitLog(const Expression& e) const {
    return Command("log", e);
  }
  [[nodiscard]] std::string VisitSqrt(const Expression& e) const {
    return Command("sqrt", e);
  }
  [[nodiscard]] std::string VisitSin(const Expression& e) const {
    return Command("sin", e);
  }
  [[nodiscard]] std::string VisitCos(const Expression& e) const {
    return Command("cos", e);
  }
  [[nodiscard]] std::string VisitTan(const Expression& e) const {
    return Command("tan", e);
  }
  [[nodiscard]] std::string VisitAsin(const Expression& e) const {
    return Command("asin", e);
  }
  [[nodiscard]] std::string VisitAcos(const Expression& e) const {
    return Command("acos", e);
  }
  [[nodiscard]] std::string VisitAtan(const Expression& e) const {
    return Command("atan", e);
  }
  [[nodiscard]] std::string VisitAtan2(const Expression& e) const {
    // atan2(y, x) as the arctangent of y/x.
    return "\\atan{\\frac{" + Latex(get_first_argument(e)) + "}{" +
           Latex(get_second_argument(e)) + "}}";
  }
  [[nodiscard]] std::string VisitSinh(const Expression& e) const {
    return Command("sinh", e);
  }
  [[nodiscard]] std::string VisitCosh(const Expression& e) const {
    return Command("cosh", e);
  }
  [[nodiscard]] std::string VisitTanh(const Expression& e) const {
    return Command("tanh", e);
  }
  [[nodiscard]] std::string VisitMin(const Expression& e) const {
    return SetOf("min", e);
  }
  [[nodiscard]] std::string VisitMax(const Expression& e) const {
    return SetOf("max", e);
  }
  [[nodiscard]] std::string VisitCeil(const Expression& e) const {
    return "\\lceil " + Latex(get_argument(e)) + " \\rceil";
  }
  [[nodiscard]] std::string VisitFloor(const Expression& e) const {
    return "\\lfloor " + Latex(get_argument(e)) + " \\rfloor";
  }
  [[nodiscard]] std::string VisitIfThenElse(const Expression& e) const {
    return "\\begin{cases} " + Latex(get_then_expression(e)) +
           " & \\text{if } " + Latex(get_conditional_formula(e), true) +
           ", \\\\ " + Latex(get_else_expression(e)) +
           " & \\text{otherwise}.\\end{cases}";
  }
  [[nodiscard]] std::string VisitUninterpretedFunction(
      const Expression& e) const {
    throw std::runtime_error(fmt::format(
        "ToLatex(): {} is an uninterpreted function, which ToLatex does not "
        "support.",
        e));
  }

  // --- formulas ---

  // lhs <op> rhs, with <op> when `polarity` is true and its negation
  // <negated> otherwise.
  [[nodiscard]] std::string Relation(const Formula& f, bool polarity,
                                     const char* op,
                                     const char* negated) const {
    return Latex(get_lhs_expression(f)) + " " + (polarity ? op : negated) +
           " " + Latex(get_rhs_expression(f));
  }

  // the operands joined by `op` (or, under a negation, by its De Morgan
  // dual `dual`, each operand negated).
  [[nodiscard]] std::string Join(const Formula& f, bool polarity,
                                 const char* op, const char* dual) const {
    std::string text;
    for (const Formula& operand : get_operands(f)) {
      if (!text.empty()) text += polarity ? op : dual;
      text += Latex(operand, polarity);
    }
    return text;
  }

  [[nodiscard]] std::string VisitFalse(const Formula&, bool polarity) const {
    return polarity ? "\\text{false}" : "\\text{true}";
  }
  [[nodiscard]] std::string VisitTrue(const Formula&, bool polarity) const {
    return polarity ? "\\text{true}" : "\\text{false}";
  }
  [[nodiscard]] std::string VisitVariable(const Formula& f,
                                          bool polarity) const {
    return (polarity ? "" : "\\neg ") + VariableLatex(get_variable(f));
  }
  [[nodiscard]] std::string VisitEqualTo(const Formula& f,
                                         bool polarity) const {
    return Relation(f, polarity, "=", "\\neq");
  }
  [[nodiscard]] std::string VisitNotEqualTo(const Formula& f,
                                            bool polarity) const {
    return Relation(f, polarity, "\\neq", "=");
  }
  [[nodiscard]] std::string VisitGreaterThan(const Formula& f,
                                             bool polarity) const {
    return Relation(f, polarity, ">", "\\le");
  }
  [[nodiscard]] std::string VisitGreaterThanOrEqualTo(const Formula& f,
                                                      bool polarity) const {
    return Relation(f, polarity, "\\ge", "<");
  }
  [[nodiscard]] std::string VisitLessThan(const Formula& f,
                                          bool polarity) const {
    return Relation(f, polarity, "<", "\\ge");
  }
  [[nodiscard]] std::string VisitLessThanOrEqualTo(const Formula& f,
                                                   bool polarity) const {
    return Relation(f, polarity, "\\le", ">");
  }
  [[nodiscard]] std::string VisitConjunction(const Formula& f,
                                             bool polarity) const {
    return Join(f, polarity, " \\land ", " \\lor ");
  }
  [[nodiscard]] std::string VisitDisjunction(const Formula& f,
                                             bool polarity) const {
    return Join(f, polarity, " \\lor ", " \\land ");
  }
  [[nodiscard]] std::string VisitNegation(const Formula& f,
                                          bool polarity) const {
    return Latex(get_operand(f), !polarity);
  }
  [[nodiscard]] std::string VisitForall(const Formula& f, bool polarity) const {
    std::string vars;
    for (const Variable& var : get_quantified_variables(f)) {
      if (!vars.empty()) vars += ", ";
      vars += VariableLatex(var);
    }
    return std::string(polarity ? "" : "\\neg ") + "\\forall " + vars + ": " +
           get_quantified_formula(f).to_string();
  }
  [[nodiscard]] std::string VisitIsnan(const Formula& f, bool polarity) const {
    return std::string(polarity ? "" : "\\neg ") + "\\text{isnan}(" +
           Latex(get_unary_expression(f)) + ")";
  }
  [[nodiscard]] std::string VisitPositiveSemidefinite(const Formula& f,
                                                      bool polarity) const {
    const std::string psd =
        ToLatex(get_matrix_in_positive_semidefinite(f), precision_) +
        " \\succeq 0";
    return polarity ? psd : "\\neg (" + psd + ")";
  }

  // VisitExpression() and VisitFormula() dispatch to the Visit* methods.
  friend std::string VisitExpression<std::string>(const LatexVisitor*,
                                                  const Expression&);
  friend std::string VisitFormula<std::string>(const LatexVisitor*,
                                               const Formula&, bool&);

  int precision_;
};

}  // namespace

std::string ToLatex(const Expression& e, int precision) {
  return LatexVisitor{precision}.Latex(e);
}

std::string ToLatex(const Formula& f, int precision) {
  return LatexVisitor{precision}.Latex(f, true);
}

std::string ToLatex(double val, int precision) {
  if (std::isnan(val)) return "\\text{NaN}";
  if (std::isinf(val)) return val > 0 ? "\\infty" : "-\\infty";
  if (auto text = AsMultipleOf(val, M_PI, "\\pi")) return *text;
  if (auto text = AsMultipleOf(val, M_E, "e")) return *text;
  double integer_part{};
  if (std::modf(val, &integer_part) == 0.0) {
    // an integer, possibly beyond any integer type's range.
    return fmt::format("{:.0f}", val);
  }
  std::ostringstream oss;
  oss.precision(precision);
  oss << std::fixed << val;
  return oss.str();
}

}  // namespace symbolic
}  // namespace drake
