#pragma once

/// @file
/// SingleOutputVectorSource<T>: a LeafSystem with no input and exactly one
/// vector output port, computed by a subclass into an Eigen vector block.

#include <memory>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// A source: no input ports and one vector output port ("y0"). A subclass
/// implements DoCalcVectorOutput().
///
/// @tparam_default_scalar
template <typename T>
class SingleOutputVectorSource : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SingleOutputVectorSource);

  /// A subclass must give the size or a model vector.
  SingleOutputVectorSource() = delete;

  ~SingleOutputVectorSource() override;

  /// Returns the sole output port.
  const OutputPort<T>& get_output_port() const {
    return LeafSystem<T>::get_output_port(0);
  }

  // There is only one output port: the indexed accessor is not offered.
  void get_output_port(int) = delete;

 protected:
  /// An output of `size` elements; no scalar conversion.
  explicit SingleOutputVectorSource(int size)
      : SingleOutputVectorSource(SystemScalarConverter{}, size) {}

  /// An output of the type and size of `model_vector`; no scalar
  /// conversion.
  explicit SingleOutputVectorSource(const BasicVector<T>& model_vector)
      : SingleOutputVectorSource(SystemScalarConverter{}, model_vector) {}

  /// An output of `size` elements, with scalar conversion as `converter`
  /// says (see LeafSystem's constructor).
  SingleOutputVectorSource(SystemScalarConverter converter, int size)
      : SingleOutputVectorSource(std::move(converter), BasicVector<T>(size)) {}

  /// An output of the type and size of `model_vector`, with scalar
  /// conversion as `converter` says.
  SingleOutputVectorSource(SystemScalarConverter converter,
                           const BasicVector<T>& model_vector)
      : LeafSystem<T>(std::move(converter)) {
    this->DeclareVectorOutputPort(kUseDefaultName, model_vector,
                                  &SingleOutputVectorSource::CalcVectorOutput);
  }

  /// Computes the output into `output` (of the declared size).
  virtual void DoCalcVectorOutput(
      const Context<T>& context,
      Eigen::VectorBlock<VectorX<T>>* output) const = 0;

 private:
  // A subclass may not add ports.
  void DoValidateAllocatedLeafContext(const LeafContext<T>&) const final {
    DRAKE_THROW_UNLESS(this->num_input_ports() == 0);
    DRAKE_THROW_UNLESS(this->num_output_ports() == 1);
  }

  void CalcVectorOutput(const Context<T>& context,
                        BasicVector<T>* output) const {
    Eigen::VectorBlock<VectorX<T>> block = output->get_mutable_value();
    DoCalcVectorOutput(context, &block);
  }
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SingleOutputVectorSource)
