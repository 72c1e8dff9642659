#include "drake/multibody/plant/multibody_plant_config_functions.h"

#include <fmt/format.h>

#include <array>
#include <stdexcept>
#include <utility>

namespace drake {
namespace multibody {
namespace {

// One table per enum: the config spelling of every enumerator.
template <typename Enum, size_t N>
using NameTable = std::array<std::pair<Enum, const char*>, N>;

constexpr NameTable<ContactModel, 3> kContactModels{{
    {ContactModel::kPoint, "point"},
    {ContactModel::kHydroelastic, "hydroelastic"},
    {ContactModel::kHydroelasticWithFallback, "hydroelastic_with_fallback"},
}};

constexpr NameTable<DiscreteContactSolver, 2> kDiscreteContactSolvers{{
    {DiscreteContactSolver::kTamsi, "tamsi"},
    {DiscreteContactSolver::kSap, "sap"},
}};

constexpr NameTable<DiscreteContactApproximation, 4>
    kDiscreteContactApproximations{{
        {DiscreteContactApproximation::kTamsi, "tamsi"},
        {DiscreteContactApproximation::kSap, "sap"},
        {DiscreteContactApproximation::kSimilar, "similar"},
        {DiscreteContactApproximation::kLagged, "lagged"},
    }};

template <typename Enum, size_t N>
Enum FromString(const NameTable<Enum, N>& table, std::string_view name,
                const char* field) {
  std::string valid;
  for (const auto& [value, spelling] : table) {
    if (name == spelling) return value;
    valid += fmt::format("{}'{}'", valid.empty() ? "" : ", ", spelling);
  }
  throw std::logic_error(
      fmt::format("Unknown {}: '{}' (valid values: {})", field, name, valid));
}

template <typename Enum, size_t N>
std::string ToString(const NameTable<Enum, N>& table, Enum value,
                     const char* enum_name) {
  for (const auto& [candidate, spelling] : table) {
    if (candidate == value) return spelling;
  }
  throw std::logic_error(
      fmt::format("Invalid {} value {}", enum_name, static_cast<int>(value)));
}

}  // namespace

ContactModel GetContactModelFromString(std::string_view contact_model) {
  return FromString(kContactModels, contact_model, "contact_model");
}

std::string GetStringFromContactModel(ContactModel contact_model) {
  return ToString(kContactModels, contact_model, "ContactModel");
}

DiscreteContactSolver GetDiscreteContactSolverFromString(
    std::string_view discrete_contact_solver) {
  return FromString(kDiscreteContactSolvers, discrete_contact_solver,
                    "discrete_contact_solver");
}

std::string GetStringFromDiscreteContactSolver(
    DiscreteContactSolver discrete_contact_solver) {
  return ToString(kDiscreteContactSolvers, discrete_contact_solver,
                  "DiscreteContactSolver");
}

DiscreteContactApproximation GetDiscreteContactApproximationFromString(
    std::string_view discrete_contact_approximation) {
  return FromString(kDiscreteContactApproximations,
                    discrete_contact_approximation,
                    "discrete_contact_approximation");
}

std::string GetStringFromDiscreteContactApproximation(
    DiscreteContactApproximation discrete_contact_approximation) {
  return ToString(kDiscreteContactApproximations,
                  discrete_contact_approximation,
                  "DiscreteContactApproximation");
}

}  // namespace multibody
}  // namespace drake
