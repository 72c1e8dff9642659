#pragma once

/// @file
/// InverseDynamics<T>: the generalized forces that realize a desired
/// generalized acceleration on a MultibodyPlant.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace controllers {

template <typename T>
class InverseDynamicsController;

/// Computes, for the plant's state x = [q; v] and a desired generalized
/// acceleration v̇_d,
///
///     τ = M(q)·v̇_d + C(q, v)·v − τ_g(q) − τ_app(q, v)
///
/// where τ_g are the gravity forces and τ_app the forces of the plant's
/// other force elements (springs, joint damping). In gravity-compensation
/// mode, τ = −τ_g(q) and there is no acceleration input (the velocities of
/// the estimated state are ignored).
///
/// Ports: input "estimated_state" (nq + nv), input "desired_acceleration"
/// (nv; inverse-dynamics mode only), output "generalized_force" (nv).
///
/// The plant's context lives in this system's cache, so an evaluation
/// allocates no plant context; for T = double an evaluation allocates
/// nothing once the cache entry exists.
///
/// Scalar conversion (ToAutoDiffXd(), ToScalarType()) is supported whether
/// the plant is referenced or owned: the converted system owns a converted
/// copy of the plant, and the plant context given at construction (its
/// parameters) is carried over.
///
/// @tparam_default_scalar
template <typename T>
class InverseDynamics final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(InverseDynamics);

  enum InverseDynamicsMode {
    /// Full inverse dynamics, τ = M·v̇_d + C·v − τ_g − τ_app.
    kInverseDynamics,
    /// Gravity compensation only, τ = −τ_g.
    kGravityCompensation,
  };

  /// @param plant a finalized plant; aliased, must outlive this system.
  /// @param mode the computation (see above).
  /// @param plant_context if not null, a context for `plant` whose
  ///   parameters (and everything but the state) the computation uses; it is
  ///   copied. Otherwise the plant's default context is used.
  /// @throws std::logic_error if `plant` is null or not finalized, or
  ///   `plant_context` is not a context of `plant`.
  explicit InverseDynamics(const multibody::MultibodyPlant<T>* plant,
                           InverseDynamicsMode mode = kInverseDynamics,
                           const Context<T>* plant_context = nullptr);

  /// As above, taking ownership of `plant`.
  explicit InverseDynamics(std::unique_ptr<multibody::MultibodyPlant<T>> plant,
                           InverseDynamicsMode mode = kInverseDynamics,
                           const Context<T>* plant_context = nullptr);

  /// Scalar-converting copy constructor (see System::ToScalarType()).
  template <typename U>
  explicit InverseDynamics(const InverseDynamics<U>& other);

  ~InverseDynamics() final;

  const InputPort<T>& get_input_port_estimated_state() const {
    return this->get_input_port(input_port_index_state_);
  }
  /// @throws std::logic_error in gravity-compensation mode (no such port).
  const InputPort<T>& get_input_port_desired_acceleration() const;
  const OutputPort<T>& get_output_port_generalized_force() const {
    return this->get_output_port(output_port_index_force_);
  }

  bool is_pure_gravity_compensation() const {
    return mode_ == kGravityCompensation;
  }

 private:
  template <typename>
  friend class InverseDynamics;
  template <typename>
  friend class InverseDynamicsController;

  // What a scalar-converted system is built from.
  struct ConversionData {
    std::unique_ptr<multibody::MultibodyPlant<T>> plant;
    InverseDynamicsMode mode{kInverseDynamics};
    std::unique_ptr<Context<T>> plant_context;
  };
  template <typename U>
  static ConversionData MakeConversionData(const InverseDynamics<U>& other);
  explicit InverseDynamics(ConversionData data);

  // Every public constructor lands here; exactly one of owned_plant and
  // plant is non-null.
  InverseDynamics(std::unique_ptr<multibody::MultibodyPlant<T>> owned_plant,
                  const multibody::MultibodyPlant<T>* plant,
                  InverseDynamicsMode mode, const Context<T>* plant_context);

  // A copyable holder of the plant's context and scratch (the cache
  // entry's value).
  struct PlantScratch;

  const multibody::MultibodyPlant<T>& plant() const { return *plant_; }
  void SetPlantState(const Context<T>& context, PlantScratch* scratch) const;
  void CalcOutputForce(const Context<T>& context, BasicVector<T>* force) const;

  const std::unique_ptr<multibody::MultibodyPlant<T>> owned_plant_;
  const multibody::MultibodyPlant<T>* const plant_;
  const InverseDynamicsMode mode_;
  // The plant context given at construction (or the default one), with
  // zero velocities in gravity-compensation mode: the model of the cached
  // plant context, and what scalar conversion carries over.
  std::unique_ptr<Context<T>> model_plant_context_;
  int input_port_index_state_{-1};
  int input_port_index_desired_acceleration_{-1};
  int output_port_index_force_{-1};
  CacheIndex plant_scratch_cache_index_;
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::InverseDynamics)
