#pragma once

/// @file
/// ConstantVectorSource<T>: outputs a constant vector, held as a numeric
/// parameter (so each context may change it).

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = the source value (a numeric parameter). Port: output "y0".
template <typename T>
class ConstantVectorSource final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ConstantVectorSource);
  explicit ConstantVectorSource(
      const Eigen::Ref<const VectorX<T>>& source_value);
  /// A one-element source.
  explicit ConstantVectorSource(const T& source_value);
  /// The output takes the type of `source_value`.
  explicit ConstantVectorSource(const BasicVector<T>& source_value);
  template <typename U>
  explicit ConstantVectorSource(const ConstantVectorSource<U>& other);

  /// The value in `context`.
  const BasicVector<T>& get_source_value(const Context<T>& context) const;
  /// The value in `context`, writeable.
  BasicVector<T>& get_mutable_source_value(Context<T>* context) const;

 private:
  template <typename U>
  friend class ConstantVectorSource;
  void CalcSourceOutput(const Context<T>& context, BasicVector<T>* y) const;
  int source_value_index_{};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ConstantVectorSource)
