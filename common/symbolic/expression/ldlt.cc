#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/symbolic/expression/all.h"

namespace drake {
namespace symbolic {
namespace {

// The LDLT factors of the constant symmetric matrix `a` (its lower triangle
// is read), computed in double as Eigen's LDLT<MatrixXd> does.
struct ConstantLdlt {
  Eigen::MatrixXd matrix;
  Eigen::Transpositions<Eigen::Dynamic> transpositions;
  Eigen::internal::SignMatrix sign{Eigen::internal::ZeroSign};
  double l1_norm{0.0};
  bool success{false};
};

ConstantLdlt FactorConstant(const Eigen::Ref<const MatrixX<Expression>>& a) {
  if (a.rows() != a.cols()) {
    throw std::logic_error(
        fmt::format("Eigen::LDLT<Expression>: the matrix is {}x{}, not square.",
                    a.rows(), a.cols()));
  }
  const Variables variables = GetDistinctVariables(a);
  if (!variables.empty()) {
    throw std::logic_error(fmt::format(
        "Eigen::LDLT<Expression>: symbolic LDLT is not supported; the matrix "
        "has the variables {} (only a matrix of constants can be factored).",
        variables.to_string()));
  }
  ConstantLdlt result;
  const Eigen::Index size = a.rows();
  result.matrix.resize(size, size);
  for (Eigen::Index j = 0; j < size; ++j) {
    for (Eigen::Index i = 0; i < size; ++i) {
      result.matrix(i, j) = ExtractDoubleOrThrow(a(i, j));
    }
  }
  // The L1 norm (largest absolute column sum) of the symmetric matrix whose
  // lower triangle is that of `a`, as Eigen keeps it for rcond().
  for (Eigen::Index col = 0; col < size; ++col) {
    const double sum = result.matrix.col(col).tail(size - col).lpNorm<1>() +
                       result.matrix.row(col).head(col).lpNorm<1>();
    result.l1_norm = std::max(result.l1_norm, sum);
  }
  result.transpositions.resize(size);
  Eigen::VectorXd temporary(size);
  result.success = Eigen::internal::ldlt_inplace<Eigen::Lower>::unblocked(
      result.matrix, result.transpositions, temporary, result.sign);
  return result;
}

}  // namespace
}  // namespace symbolic
}  // namespace drake

namespace Eigen {

#define DRAKE_DEFINE_SYMBOLIC_LDLT(SomeMatrix)                          \
  template <>                                                           \
  template <>                                                           \
  Eigen::LDLT<SomeMatrix>&                                              \
  Eigen::LDLT<SomeMatrix>::compute<Ref<const SomeMatrix>>(              \
      const EigenBase<Ref<const SomeMatrix>>& a) {                      \
    const drake::symbolic::ConstantLdlt ldlt =                          \
        drake::symbolic::FactorConstant(a.derived());                   \
    const Index size = ldlt.matrix.rows();                              \
    m_matrix = ldlt.matrix.cast<drake::symbolic::Expression>();         \
    m_l1_norm = ldlt.l1_norm;                                           \
    m_transpositions.resize(size);                                      \
    for (Index i = 0; i < size; ++i) {                                  \
      m_transpositions.indices()(i) = ldlt.transpositions.indices()(i); \
    }                                                                   \
    m_temporary.resize(size);                                           \
    m_sign = ldlt.sign;                                                 \
    m_info = ldlt.success ? Success : NumericalIssue;                   \
    m_isInitialized = true;                                             \
    return *this;                                                       \
  }

DRAKE_DEFINE_SYMBOLIC_LDLT(drake::MatrixX<drake::symbolic::Expression>)
DRAKE_DEFINE_SYMBOLIC_LDLT(drake::MatrixUpTo6<drake::symbolic::Expression>)

#undef DRAKE_DEFINE_SYMBOLIC_LDLT

}  // namespace Eigen
