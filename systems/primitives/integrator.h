#pragma once

/// @file
/// Integrator<T>: continuous state x with ẋ = u and output y = x.

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// ẋ = u, y = x (no direct feedthrough). Ports: input "u0"; output "y0".
/// The default state (the integral's initial value) is given at
/// construction (zero unless said otherwise) and can be changed with
/// set_default_integral_value(); set_integral_value() sets it in a context.
template <typename T>
class Integrator final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Integrator);
  /// An integrator of `size` elements starting from zero.
  explicit Integrator(int size);
  /// An integrator of initial_value.size() elements whose default state is
  /// `initial_value`.
  explicit Integrator(const VectorX<double>& initial_value);
  /// The state and ports take the type of `vector`; the default state is
  /// zero. (From older Drake; Drake 1.56 has the two above.)
  explicit Integrator(const BasicVector<T>& vector);
  /// Scalar-converting copy constructor (keeps the default integral value).
  template <typename U>
  explicit Integrator(const Integrator<U>& other)
      : Integrator(other.initial_value_) {}

  ~Integrator() final;

  /// Sets the default state (the value a new or reset context starts from).
  /// @throws std::logic_error if initial_value.size() differs from the
  /// integrator's size.
  void set_default_integral_value(const VectorX<double>& initial_value);

  /// Sets the integral (the state) in `context`; throws on size mismatch.
  void set_integral_value(Context<T>* context,
                          const Eigen::Ref<const VectorX<T>>& value) const;

 private:
  template <typename U>
  friend class Integrator;

  Integrator(const BasicVector<T>& vector,
             const VectorX<double>& initial_value);
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;
  void CopyStateToOutput(const Context<T>& context, BasicVector<T>* y) const;
  // Sets the continuous state to initial_value_.
  void SetDefaultState(const Context<T>& context,
                       State<T>* state) const override;

  VectorX<double> initial_value_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Integrator)
