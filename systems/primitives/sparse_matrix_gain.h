#pragma once

/// @file
/// SparseMatrixGain<T>: y = D u with a sparse D.

#include <Eigen/SparseCore>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = D u with D a sparse matrix (MatrixGain's product without densifying
/// D; not a LinearSystem). Only D's stored entries are multiplied.
///
/// Ports: input "u" (D.cols() elements), output "y" (D.rows() elements),
/// direct feedthrough.
template <typename T>
class SparseMatrixGain final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SparseMatrixGain);

  /// A gain with matrix `D`.
  explicit SparseMatrixGain(const Eigen::SparseMatrix<double>& D);

  /// Scalar-converting copy constructor (copies D as it is now).
  template <typename U>
  explicit SparseMatrixGain(const SparseMatrixGain<U>& other)
      : SparseMatrixGain(other.D()) {}

  ~SparseMatrixGain() final;

  /// The gain matrix D.
  const Eigen::SparseMatrix<double>& D() const { return D_; }

  /// Replaces D.
  /// @throws std::logic_error if D's shape differs from the current one
  /// (the ports' sizes are fixed at construction).
  void set_D(const Eigen::SparseMatrix<double>& D);

 private:
  void CalcOutput(const Context<T>& context,
                  BasicVector<T>* output_vector) const;

  Eigen::SparseMatrix<double> D_{};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SparseMatrixGain)
