#pragma once

/// @file
/// ExternallyAppliedSpatialForceMultiplexer<T>: concatenates lists of
/// ExternallyAppliedSpatialForce<T>.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/multibody/plant/externally_applied_spatial_force.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {

/// Output "y0" is the concatenation, in port order, of the
/// std::vector<ExternallyAppliedSpatialForce<T>> inputs "u0" … "u(N-1)"
/// (each must be connected or fixed). Use it to feed several force
/// producers (Propeller, Wing, ...) to MultibodyPlant's one
/// applied_spatial_force input. Instantiated for double, AutoDiffXd and
/// symbolic::Expression.
template <typename T>
class ExternallyAppliedSpatialForceMultiplexer final
    : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ExternallyAppliedSpatialForceMultiplexer);

  /// A multiplexer of `num_inputs` inputs.
  /// @throws std::exception if num_inputs < 0.
  explicit ExternallyAppliedSpatialForceMultiplexer(int num_inputs);

  /// Scalar-converting copy constructor (the same number of inputs).
  template <typename U>
  explicit ExternallyAppliedSpatialForceMultiplexer(
      const ExternallyAppliedSpatialForceMultiplexer<U>& other)
      : ExternallyAppliedSpatialForceMultiplexer(other.num_input_ports()) {}

  ~ExternallyAppliedSpatialForceMultiplexer() final;

 private:
  using ListType = std::vector<ExternallyAppliedSpatialForce<T>>;

  void CombineInputsToOutput(const systems::Context<T>& context,
                             ListType* output) const;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ExternallyAppliedSpatialForceMultiplexer)
