#pragma once

/// @file
/// The enumerations that select MultibodyPlant's contact modelling. Drake
/// declares them in multibody_plant.h; here they live in this small header
/// (included by multibody_plant.h) so that the config helpers
/// (multibody_plant_config_functions.h) need not include the plant.

namespace drake {
namespace multibody {

/// How contact between geometries is modelled.
enum class ContactModel {
  /// Hydroelastic contact only; a pair of geometries without the needed
  /// hydroelastic properties is an error when queried.
  kHydroelastic,
  /// Point contact (penetration pairs) only.
  kPoint,
  /// Hydroelastic contact where both geometries support it, point contact
  /// for every other pair. Drake's default.
  kHydroelasticWithFallback,
  /// Legacy alias of kHydroelastic (Drake keeps it).
  kHydroelasticsOnly = kHydroelastic,
  /// Legacy alias of kPoint (Drake keeps it).
  kPointContactOnly = kPoint,
};

/// The solver a discrete MultibodyPlant uses for contact. (Chosen through
/// the DiscreteContactApproximation in Drake's current API.)
enum class DiscreteContactSolver {
  /// Transition-Aware Modified Semi-Implicit (TAMSI).
  kTamsi,
  /// Semi-Analytic Primal (SAP), the convex formulation.
  kSap,
};

/// The contact approximation of a discrete MultibodyPlant.
enum class DiscreteContactApproximation {
  /// TAMSI's approximation (solved with TAMSI).
  kTamsi,
  /// SAP's convex approximation (solved with SAP).
  kSap,
  /// The "similar" convex approximation (solved with SAP).
  kSimilar,
  /// The "lagged" convex approximation (solved with SAP).
  kLagged,
};

}  // namespace multibody
}  // namespace drake
