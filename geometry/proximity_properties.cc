#include "drake/geometry/proximity_properties.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace internal {

const char* const kMaterialGroup = "material";
const char* const kFriction = "coulomb_friction";
const char* const kHcDissipation = "hunt_crossley_dissipation";
const char* const kRelaxationTime = "relaxation_time";
const char* const kPointStiffness = "point_contact_stiffness";
const char* const kHydroGroup = "hydroelastic";
const char* const kElastic = "hydroelastic_modulus";
const char* const kRezHint = "resolution_hint";
const char* const kComplianceType = "compliance_type";
const char* const kSlabThickness = "slab_thickness";
const char* const kMargin = "margin";

std::ostream& operator<<(std::ostream& out, const HydroelasticType& type) {
  switch (type) {
    case HydroelasticType::kUndefined:
      return out << "undefined";
    case HydroelasticType::kRigid:
      return out << "rigid";
    case HydroelasticType::kCompliant:
      return out << "compliant";
  }
  return out << "unknown";
}

}  // namespace internal

namespace {

void ThrowIfNull(const char* function, const ProximityProperties* p) {
  if (p == nullptr) {
    throw std::logic_error(
        fmt::format("{}(): the properties pointer is null.", function));
  }
}

void CheckPositive(const char* function, const char* what, double value) {
  if (!(std::isfinite(value) && value > 0)) {
    throw std::logic_error(fmt::format(
        "{}(): the {} must be finite and strictly positive; given {}.",
        function, what, value));
  }
}

}  // namespace

void AddContactMaterial(
    const std::optional<double>& dissipation,
    const std::optional<double>& point_stiffness,
    const std::optional<multibody::CoulombFriction<double>>& friction,
    ProximityProperties* properties) {
  ThrowIfNull("AddContactMaterial", properties);
  if (dissipation.has_value()) {
    if (!(*dissipation >= 0) || !std::isfinite(*dissipation)) {
      throw std::logic_error(fmt::format(
          "AddContactMaterial(): the dissipation must be finite and "
          "non-negative; given {}.",
          *dissipation));
    }
    properties->AddProperty(internal::kMaterialGroup, internal::kHcDissipation,
                            *dissipation);
  }
  if (point_stiffness.has_value()) {
    CheckPositive("AddContactMaterial", "point_contact_stiffness",
                  *point_stiffness);
    properties->AddProperty(internal::kMaterialGroup, internal::kPointStiffness,
                            *point_stiffness);
  }
  if (friction.has_value()) {
    properties->AddProperty(internal::kMaterialGroup, internal::kFriction,
                            *friction);
  }
}

void AddRigidHydroelasticProperties(double resolution_hint,
                                    ProximityProperties* properties) {
  ThrowIfNull("AddRigidHydroelasticProperties", properties);
  CheckPositive("AddRigidHydroelasticProperties", "resolution_hint",
                resolution_hint);
  properties->AddProperty(internal::kHydroGroup, internal::kRezHint,
                          resolution_hint);
  AddRigidHydroelasticProperties(properties);
}

void AddRigidHydroelasticProperties(ProximityProperties* properties) {
  ThrowIfNull("AddRigidHydroelasticProperties", properties);
  properties->AddProperty(internal::kHydroGroup, internal::kComplianceType,
                          internal::HydroelasticType::kRigid);
}

void AddCompliantHydroelasticProperties(double resolution_hint,
                                        double hydroelastic_modulus,
                                        ProximityProperties* properties) {
  ThrowIfNull("AddCompliantHydroelasticProperties", properties);
  CheckPositive("AddCompliantHydroelasticProperties", "resolution_hint",
                resolution_hint);
  CheckPositive("AddCompliantHydroelasticProperties", "hydroelastic_modulus",
                hydroelastic_modulus);
  properties->AddProperty(internal::kHydroGroup, internal::kComplianceType,
                          internal::HydroelasticType::kCompliant);
  properties->AddProperty(internal::kHydroGroup, internal::kRezHint,
                          resolution_hint);
  properties->AddProperty(internal::kHydroGroup, internal::kElastic,
                          hydroelastic_modulus);
}

void AddCompliantHydroelasticPropertiesForHalfSpace(
    double slab_thickness, double hydroelastic_modulus,
    ProximityProperties* properties) {
  ThrowIfNull("AddCompliantHydroelasticPropertiesForHalfSpace", properties);
  CheckPositive("AddCompliantHydroelasticPropertiesForHalfSpace",
                "slab_thickness", slab_thickness);
  CheckPositive("AddCompliantHydroelasticPropertiesForHalfSpace",
                "hydroelastic_modulus", hydroelastic_modulus);
  properties->AddProperty(internal::kHydroGroup, internal::kComplianceType,
                          internal::HydroelasticType::kCompliant);
  properties->AddProperty(internal::kHydroGroup, internal::kSlabThickness,
                          slab_thickness);
  properties->AddProperty(internal::kHydroGroup, internal::kElastic,
                          hydroelastic_modulus);
}

}  // namespace geometry
}  // namespace drake
