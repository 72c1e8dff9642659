#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// VisitExpression() and VisitPolynomial(): dispatch on an expression's kind
/// to a visitor's `Visit<Kind>` method (Drake's
/// drake/common/symbolic/expression/expression_visitor.h).

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace symbolic {

/// Returns `v->Visit<Kind>(e, args...)` for the kind of `e`: VisitConstant,
/// VisitVariable, VisitAddition, VisitMultiplication, VisitDivision,
/// VisitLog, VisitAbs, VisitExp, VisitSqrt, VisitPow, VisitSin, VisitCos,
/// VisitTan, VisitAsin, VisitAcos, VisitAtan, VisitAtan2, VisitSinh,
/// VisitCosh, VisitTanh, VisitMin, VisitMax, VisitCeil, VisitFloor,
/// VisitIfThenElse or VisitUninterpretedFunction.
/// @throws std::runtime_error if `e` is NaN.
template <typename Result, typename Visitor, typename... Args>
Result VisitExpression(Visitor* v, const Expression& e, Args&&... args) {
  using K = ExpressionKind;
  const K kind = e.get_kind();
  // Arithmetic first, then the elementary functions in declaration order.
  if (kind == K::Constant) {
    return v->VisitConstant(e, std::forward<Args>(args)...);
  }
  if (kind == K::Var) return v->VisitVariable(e, std::forward<Args>(args)...);
  if (kind == K::Add) return v->VisitAddition(e, std::forward<Args>(args)...);
  if (kind == K::Mul) {
    return v->VisitMultiplication(e, std::forward<Args>(args)...);
  }
  if (kind == K::Div) return v->VisitDivision(e, std::forward<Args>(args)...);
  if (kind == K::Log) return v->VisitLog(e, std::forward<Args>(args)...);
  if (kind == K::Abs) return v->VisitAbs(e, std::forward<Args>(args)...);
  if (kind == K::Exp) return v->VisitExp(e, std::forward<Args>(args)...);
  if (kind == K::Sqrt) return v->VisitSqrt(e, std::forward<Args>(args)...);
  if (kind == K::Pow) return v->VisitPow(e, std::forward<Args>(args)...);
  if (kind == K::Sin) return v->VisitSin(e, std::forward<Args>(args)...);
  if (kind == K::Cos) return v->VisitCos(e, std::forward<Args>(args)...);
  if (kind == K::Tan) return v->VisitTan(e, std::forward<Args>(args)...);
  if (kind == K::Asin) return v->VisitAsin(e, std::forward<Args>(args)...);
  if (kind == K::Acos) return v->VisitAcos(e, std::forward<Args>(args)...);
  if (kind == K::Atan) return v->VisitAtan(e, std::forward<Args>(args)...);
  if (kind == K::Atan2) return v->VisitAtan2(e, std::forward<Args>(args)...);
  if (kind == K::Sinh) return v->VisitSinh(e, std::forward<Args>(args)...);
  if (kind == K::Cosh) return v->VisitCosh(e, std::forward<Args>(args)...);
  if (kind == K::Tanh) return v->VisitTanh(e, std::forward<Args>(args)...);
  if (kind == K::Min) return v->VisitMin(e, std::forward<Args>(args)...);
  if (kind == K::Max) return v->VisitMax(e, std::forward<Args>(args)...);
  if (kind == K::Ceil) return v->VisitCeil(e, std::forward<Args>(args)...);
  if (kind == K::Floor) return v->VisitFloor(e, std::forward<Args>(args)...);
  if (kind == K::IfThenElse) {
    return v->VisitIfThenElse(e, std::forward<Args>(args)...);
  }
  if (kind == K::UninterpretedFunction) {
    return v->VisitUninterpretedFunction(e, std::forward<Args>(args)...);
  }
  throw std::runtime_error("NaN is detected while visiting an expression.");
}

/// VisitExpression() for a polynomial `e` (constants, variables, +, ·,
/// division and powers), so the visitor needs only VisitConstant,
/// VisitVariable, VisitAddition, VisitMultiplication, VisitDivision and
/// VisitPow.
/// @throws std::runtime_error if `e` is NaN or not a polynomial
/// (e.is_polynomial() is false).
template <typename Result, typename Visitor, typename... Args>
Result VisitPolynomial(Visitor* v, const Expression& e, Args&&... args) {
  if (!e.is_polynomial()) {
    throw std::runtime_error(fmt::format(
        "VisitPolynomial(): {} is not a polynomial.", e.to_string()));
  }
  using K = ExpressionKind;
  switch (e.get_kind()) {
    case K::Constant:
      return v->VisitConstant(e, std::forward<Args>(args)...);
    case K::Var:
      return v->VisitVariable(e, std::forward<Args>(args)...);
    case K::Add:
      return v->VisitAddition(e, std::forward<Args>(args)...);
    case K::Mul:
      return v->VisitMultiplication(e, std::forward<Args>(args)...);
    case K::Div:
      return v->VisitDivision(e, std::forward<Args>(args)...);
    case K::Pow:
      return v->VisitPow(e, std::forward<Args>(args)...);
    default:
      break;
  }
  throw std::runtime_error(
      fmt::format("VisitPolynomial(): {} is not a polynomial.", e.to_string()));
}

}  // namespace symbolic
}  // namespace drake
