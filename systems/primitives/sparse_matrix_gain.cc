// SparseMatrixGain: y = D u over D's stored entries.

#include "drake/systems/primitives/sparse_matrix_gain.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

template <typename T>
SparseMatrixGain<T>::SparseMatrixGain(const Eigen::SparseMatrix<double>& D)
    : LeafSystem<T>(SystemTypeTag<SparseMatrixGain>{}), D_(D) {
  const InputPortIndex u =
      this->DeclareVectorInputPort("u", static_cast<int>(D.cols())).get_index();
  this->DeclareVectorOutputPort("y", static_cast<int>(D.rows()),
                                &SparseMatrixGain<T>::CalcOutput,
                                {this->input_port_ticket(u)});
}

template <typename T>
SparseMatrixGain<T>::~SparseMatrixGain() = default;

template <typename T>
void SparseMatrixGain<T>::set_D(const Eigen::SparseMatrix<double>& D) {
  if (D.rows() != D_.rows() || D.cols() != D_.cols()) {
    throw std::logic_error(fmt::format(
        "SparseMatrixGain '{}': set_D() got a {}×{} matrix; the ports need "
        "{}×{}.",
        this->get_name(), D.rows(), D.cols(), D_.rows(), D_.cols()));
  }
  D_ = D;
}

template <typename T>
void SparseMatrixGain<T>::CalcOutput(const Context<T>& context,
                                     BasicVector<T>* output_vector) const {
  const VectorX<T>& u = this->get_input_port().Eval(context);
  auto y = output_vector->get_mutable_value();
  y.setZero();
  // y_r += D_rc u_c over the stored entries (column-major by default).
  for (int outer = 0; outer < D_.outerSize(); ++outer) {
    for (Eigen::SparseMatrix<double>::InnerIterator it(D_, outer); it; ++it) {
      y[it.row()] += it.value() * u[it.col()];
    }
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SparseMatrixGain)
