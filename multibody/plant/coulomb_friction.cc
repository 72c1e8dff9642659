#include "drake/multibody/plant/coulomb_friction.h"

#include "drake/common/default_scalars.h"

namespace drake {
namespace multibody {

template CoulombFriction<double> CalcContactFrictionFromSurfaceProperties(
    const CoulombFriction<double>&, const CoulombFriction<double>&);
template CoulombFriction<AutoDiffXd> CalcContactFrictionFromSurfaceProperties(
    const CoulombFriction<AutoDiffXd>&, const CoulombFriction<AutoDiffXd>&);

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::CoulombFriction)
