#pragma once

/// @file
/// The proximity property names SceneGraph and MultibodyPlant know about,
/// and helpers that add them with validation.
///
/// Contact material (group "material"):
///   "coulomb_friction" (multibody::CoulombFriction<double>),
///   "point_contact_stiffness" (double, N/m, > 0),
///   "hunt_crossley_dissipation" (double, s/m, >= 0),
///   "relaxation_time" (double, s, >= 0).
/// Hydroelastic (group "hydroelastic"):
///   "compliance_type" (internal::HydroelasticType),
///   "hydroelastic_modulus" (double, Pa), "resolution_hint" (double, m),
///   "slab_thickness" (double, m).

#include <optional>
#include <ostream>

#include "drake/geometry/geometry_roles.h"
#include "drake/multibody/plant/coulomb_friction.h"

namespace drake {
namespace geometry {
namespace internal {

extern const char* const kMaterialGroup;   ///< "material"
extern const char* const kFriction;        ///< "coulomb_friction"
extern const char* const kHcDissipation;   ///< "hunt_crossley_dissipation"
extern const char* const kRelaxationTime;  ///< "relaxation_time"
extern const char* const kPointStiffness;  ///< "point_contact_stiffness"
extern const char* const kHydroGroup;      ///< "hydroelastic"
extern const char* const kElastic;         ///< "hydroelastic_modulus"
extern const char* const kRezHint;         ///< "resolution_hint"
extern const char* const kComplianceType;  ///< "compliance_type"
extern const char* const kSlabThickness;   ///< "slab_thickness"
extern const char* const kMargin;          ///< "margin" (hydroelastic, m)

/// How a geometry takes part in hydroelastic contact.
enum class HydroelasticType {
  kUndefined,
  kRigid,
  kCompliant,
};

std::ostream& operator<<(std::ostream& out, const HydroelasticType& type);

}  // namespace internal

/// Adds the contact material properties that are given to `properties`
/// (group "material"). Throws std::logic_error if `properties` is null,
/// dissipation < 0, point_stiffness <= 0 (the message shows the value), or
/// a given property already exists.
void AddContactMaterial(
    const std::optional<double>& dissipation,
    const std::optional<double>& point_stiffness,
    const std::optional<multibody::CoulombFriction<double>>& friction,
    ProximityProperties* properties);

/// Declares the geometry rigid for hydroelastic contact with the given mesh
/// resolution hint (m, > 0).
void AddRigidHydroelasticProperties(double resolution_hint,
                                    ProximityProperties* properties);
/// Declares the geometry rigid, for shapes that need no resolution hint.
void AddRigidHydroelasticProperties(ProximityProperties* properties);

/// Declares the geometry compliant with the given resolution hint (m, > 0)
/// and hydroelastic modulus (Pa, > 0).
void AddCompliantHydroelasticProperties(double resolution_hint,
                                        double hydroelastic_modulus,
                                        ProximityProperties* properties);

/// Declares a compliant half space with the given slab thickness (m, > 0)
/// and hydroelastic modulus (Pa, > 0).
void AddCompliantHydroelasticPropertiesForHalfSpace(
    double slab_thickness, double hydroelastic_modulus,
    ProximityProperties* properties);

}  // namespace geometry
}  // namespace drake
