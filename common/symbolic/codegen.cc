// CodeGen(): C text for expressions, dense and sparse matrices.

#include "drake/common/symbolic/codegen.h"

#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include <Eigen/SparseCore>
#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

// `text` if it reads back as exactly `value`, else the shortest text that
// does; ±infinity as <math.h>'s INFINITY.
std::string ExactOr(const std::string& text, double value) {
  if (std::isinf(value)) return value > 0 ? "INFINITY" : "-INFINITY";
  if (std::strtod(text.c_str(), nullptr) == value) return text;
  return fmt::format("{}", value);
}

// A constant leaf, in std::to_string's fixed six-decimal form when exact.
std::string ConstantText(double value) {
  return ExactOr(std::to_string(value), value);
}

// A coefficient of a sum or a product, in an ostream's default form when
// exact.
std::string CoefficientText(double value) {
  std::ostringstream oss;
  oss << value;
  return ExactOr(oss.str(), value);
}

}  // namespace

CodeGenVisitor::CodeGenVisitor(const std::vector<Variable>& parameters) {
  for (std::vector<Variable>::size_type i = 0; i < parameters.size(); ++i) {
    id_to_idx_map_.emplace(parameters[i].get_id(), i);
  }
}

std::string CodeGenVisitor::CodeGen(const Expression& e) const {
  return VisitExpression<std::string>(this, e);
}

std::string CodeGenVisitor::VisitVariable(const Expression& e) const {
  const Variable& var = get_variable(e);
  const auto it = id_to_idx_map_.find(var.get_id());
  if (it == id_to_idx_map_.end()) {
    throw std::runtime_error(fmt::format(
        "CodeGen(): the variable {} is not one of the parameters, so it has "
        "no index in p.",
        var));
  }
  return fmt::format("p[{}]", it->second);
}

std::string CodeGenVisitor::VisitConstant(const Expression& e) const {
  return ConstantText(get_constant_value(e));
}

std::string CodeGenVisitor::VisitAddition(const Expression& e) const {
  // (c₀ + t₁ + (c₂ * t₂) + ...): a unit coefficient is left out.
  std::string text =
      fmt::format("({}", CoefficientText(get_constant_in_addition(e)));
  for (const auto& [term, coeff] : get_expr_to_coeff_map_in_addition(e)) {
    text += " + ";
    if (coeff == 1.0) {
      text += CodeGen(term);
    } else {
      text += fmt::format("({} * {})", CoefficientText(coeff), CodeGen(term));
    }
  }
  return text + ")";
}

std::string CodeGenVisitor::VisitMultiplication(const Expression& e) const {
  // (c₀ * b₁ * pow(b₂, e₂) * ...): a unit exponent is left out.
  std::string text =
      fmt::format("({}", CoefficientText(get_constant_in_multiplication(e)));
  for (const auto& [base, exponent] :
       get_base_to_exponent_map_in_multiplication(e)) {
    text += " * ";
    if (is_one(exponent)) {
      text += CodeGen(base);
    } else {
      text += "pow(" + CodeGen(base) + ", " + CodeGen(exponent) + ")";
    }
  }
  return text + ")";
}

std::string CodeGenVisitor::VisitUnary(const std::string& f,
                                       const Expression& e) const {
  return f + "(" + CodeGen(get_argument(e)) + ")";
}

std::string CodeGenVisitor::VisitBinary(const std::string& f,
                                        const Expression& e) const {
  return f + "(" + CodeGen(get_first_argument(e)) + ", " +
         CodeGen(get_second_argument(e)) + ")";
}

std::string CodeGenVisitor::VisitPow(const Expression& e) const {
  return VisitBinary("pow", e);
}

std::string CodeGenVisitor::VisitDivision(const Expression& e) const {
  return fmt::format("({} / {})", CodeGen(get_first_argument(e)),
                     CodeGen(get_second_argument(e)));
}

std::string CodeGenVisitor::VisitAbs(const Expression& e) const {
  return VisitUnary("fabs", e);
}

std::string CodeGenVisitor::VisitLog(const Expression& e) const {
  return VisitUnary("log", e);
}

std::string CodeGenVisitor::VisitExp(const Expression& e) const {
  return VisitUnary("exp", e);
}

std::string CodeGenVisitor::VisitSqrt(const Expression& e) const {
  return VisitUnary("sqrt", e);
}

std::string CodeGenVisitor::VisitSin(const Expression& e) const {
  return VisitUnary("sin", e);
}

std::string CodeGenVisitor::VisitCos(const Expression& e) const {
  return VisitUnary("cos", e);
}

std::string CodeGenVisitor::VisitTan(const Expression& e) const {
  return VisitUnary("tan", e);
}

std::string CodeGenVisitor::VisitAsin(const Expression& e) const {
  return VisitUnary("asin", e);
}

std::string CodeGenVisitor::VisitAcos(const Expression& e) const {
  return VisitUnary("acos", e);
}

std::string CodeGenVisitor::VisitAtan(const Expression& e) const {
  return VisitUnary("atan", e);
}

std::string CodeGenVisitor::VisitAtan2(const Expression& e) const {
  return VisitBinary("atan2", e);
}

std::string CodeGenVisitor::VisitSinh(const Expression& e) const {
  return VisitUnary("sinh", e);
}

std::string CodeGenVisitor::VisitCosh(const Expression& e) const {
  return VisitUnary("cosh", e);
}

std::string CodeGenVisitor::VisitTanh(const Expression& e) const {
  return VisitUnary("tanh", e);
}

std::string CodeGenVisitor::VisitMin(const Expression& e) const {
  return VisitBinary("fmin", e);
}

std::string CodeGenVisitor::VisitMax(const Expression& e) const {
  return VisitBinary("fmax", e);
}

std::string CodeGenVisitor::VisitCeil(const Expression& e) const {
  return VisitUnary("ceil", e);
}

std::string CodeGenVisitor::VisitFloor(const Expression& e) const {
  return VisitUnary("floor", e);
}

std::string CodeGenVisitor::VisitIfThenElse(const Expression& e) const {
  throw std::runtime_error(fmt::format(
      "CodeGen(): {} is an if-then-else expression, which CodeGen does not "
      "support.",
      e));
}

std::string CodeGenVisitor::VisitUninterpretedFunction(
    const Expression& e) const {
  throw std::runtime_error(fmt::format(
      "CodeGen(): {} is an uninterpreted function, which CodeGen does not "
      "support.",
      e));
}

std::string CodeGen(const std::string& function_name,
                    const std::vector<Variable>& parameters,
                    const Expression& e) {
  const std::string body = CodeGenVisitor{parameters}.CodeGen(e);
  return fmt::format(
      "double {0}(const double* p) {{\n"
      "    return {1};\n"
      "}}\n"
      "typedef struct {{\n"
      "    /* p: input, vector */\n"
      "    struct {{ int size; }} p;\n"
      "}} {0}_meta_t;\n"
      "{0}_meta_t {0}_meta() {{ return {{{{{2}}}}}; }}\n",
      function_name, body, parameters.size());
}

namespace internal {

void CodeGenDenseData(const std::string& function_name,
                      const std::vector<Variable>& parameters,
                      const Expression* data, int size, std::ostream* os) {
  const CodeGenVisitor visitor{parameters};
  *os << fmt::format("void {}(const double* p, double* m) {{\n", function_name);
  for (int i = 0; i < size; ++i) {
    *os << fmt::format("    m[{}] = {};\n", i, visitor.CodeGen(data[i]));
  }
  *os << "}\n";
}

void CodeGenDenseMeta(const std::string& function_name, int parameter_size,
                      int rows, int cols, std::ostream* os) {
  *os << fmt::format(
      "typedef struct {{\n"
      "    /* p: input, vector */\n"
      "    struct {{ int size; }} p;\n"
      "    /* m: output, matrix */\n"
      "    struct {{ int rows; int cols; }} m;\n"
      "}} {0}_meta_t;\n"
      "{0}_meta_t {0}_meta() {{ return {{{{{1}}}, {{{2}, {3}}}}}; }}\n",
      function_name, parameter_size, rows, cols);
}

std::string CodeGenSparse(const std::string& function_name,
                          const std::vector<Variable>& parameters,
                          const Eigen::SparseMatrix<Expression, 0, int>& M) {
  if (!M.isCompressed()) {
    throw std::runtime_error(fmt::format(
        "CodeGen(): the {}×{} sparse matrix for '{}' is not compressed; call "
        "makeCompressed() on it first.",
        M.rows(), M.cols(), function_name));
  }
  const int cols = static_cast<int>(M.cols());
  const int non_zeros = static_cast<int>(M.nonZeros());
  const CodeGenVisitor visitor{parameters};
  std::ostringstream oss;
  oss << fmt::format(
      "void {}(const double* p, int* outer_indices, int* inner_indices, "
      "double* values) {{\n",
      function_name);
  for (int j = 0; j <= cols; ++j) {
    oss << fmt::format("    outer_indices[{}] = {};\n", j,
                       M.outerIndexPtr()[j]);
  }
  for (int k = 0; k < non_zeros; ++k) {
    oss << fmt::format("    inner_indices[{}] = {};\n", k,
                       M.innerIndexPtr()[k]);
  }
  for (int k = 0; k < non_zeros; ++k) {
    oss << fmt::format("    values[{}] = {};\n", k,
                       visitor.CodeGen(M.valuePtr()[k]));
  }
  oss << "}\n";
  oss << fmt::format(
      "typedef struct {{\n"
      "    /* p: input, vector */\n"
      "    struct {{ int size; }} p;\n"
      "    /* m: output, matrix */\n"
      "    struct {{\n"
      "        int rows;\n"
      "        int cols;\n"
      "        int non_zeros;\n"
      "        int outer_indices;\n"
      "        int inner_indices;\n"
      "    }} m;\n"
      "}} {0}_meta_t;\n"
      "{0}_meta_t {0}_meta() {{ return {{{{{1}}}, {{{2}, {3}, {4}, {5}, "
      "{6}}}}}; }}\n",
      function_name, parameters.size(), M.rows(), cols, non_zeros, cols + 1,
      non_zeros);
  return oss.str();
}

}  // namespace internal
}  // namespace symbolic
}  // namespace drake
