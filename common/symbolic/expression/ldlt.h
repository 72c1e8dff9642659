#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// Eigen::LDLT for matrices of symbolic::Expression (Drake's
/// drake/common/symbolic/expression/ldlt.h), for MatrixX<Expression> and
/// MatrixUpTo6<Expression>: a matrix whose entries are all constants is
/// factored as Eigen does for double (so `M.ldlt().solve(b)` works for a
/// constant M and any right-hand side b of expressions); a matrix with a
/// variable throws std::logic_error from compute() (as Drake does).

#include <Eigen/Cholesky>
#include <Eigen/Core>

#include "drake/common/eigen_types.h"

#if !defined(DRAKE_DOXYGEN_CXX)
namespace Eigen {

// Full specializations of LDLT::compute for the two matrix types; the one
// taking the matrix itself forwards to the one taking a Ref (defined in
// ldlt.cc).
#define DRAKE_DECLARE_SYMBOLIC_LDLT(SomeMatrix)            \
  template <>                                              \
  template <>                                              \
  Eigen::LDLT<SomeMatrix>&                                 \
  Eigen::LDLT<SomeMatrix>::compute<Ref<const SomeMatrix>>( \
      const EigenBase<Ref<const SomeMatrix>>&);            \
  template <>                                              \
  template <>                                              \
  inline Eigen::LDLT<SomeMatrix>&                          \
  Eigen::LDLT<SomeMatrix>::compute<SomeMatrix>(            \
      const EigenBase<SomeMatrix>& a) {                    \
    const Ref<const SomeMatrix> ref_a(a.derived());        \
    return compute(ref_a);                                 \
  }

DRAKE_DECLARE_SYMBOLIC_LDLT(drake::MatrixX<drake::symbolic::Expression>)
DRAKE_DECLARE_SYMBOLIC_LDLT(drake::MatrixUpTo6<drake::symbolic::Expression>)

#undef DRAKE_DECLARE_SYMBOLIC_LDLT

}  // namespace Eigen
#endif  // !defined(DRAKE_DOXYGEN_CXX)
