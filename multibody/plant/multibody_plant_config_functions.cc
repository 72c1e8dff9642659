#include "drake/multibody/plant/multibody_plant_config_functions.h"

#include <array>
#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

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

void ApplyMultibodyPlantConfig(const MultibodyPlantConfig& config,
                               MultibodyPlant<double>* plant) {
  DRAKE_THROW_UNLESS(plant != nullptr);
  if (plant->is_finalized()) {
    throw std::logic_error(
        "ApplyMultibodyPlantConfig(): the plant is already finalized; apply "
        "the config before adding models and calling Finalize().");
  }
  plant->set_contact_model(GetContactModelFromString(config.contact_model));
  if (!config.discrete_contact_approximation.empty()) {
    plant->set_discrete_contact_approximation(
        GetDiscreteContactApproximationFromString(
            config.discrete_contact_approximation));
  } else if (!config.discrete_contact_solver.empty()) {
    // The solver alone picks its own approximation, as in Drake.
    plant->set_discrete_contact_approximation(
        GetDiscreteContactSolverFromString(config.discrete_contact_solver) ==
                DiscreteContactSolver::kTamsi
            ? DiscreteContactApproximation::kTamsi
            : DiscreteContactApproximation::kSap);
  }
  plant->set_penetration_allowance(config.penetration_allowance);
  plant->set_stiction_tolerance(config.stiction_tolerance);
  plant->set_sap_near_rigid_threshold(config.sap_near_rigid_threshold);
  if (config.contact_surface_representation != "polygon" &&
      config.contact_surface_representation != "triangle") {
    throw std::logic_error(fmt::format(
        "Unknown contact_surface_representation: '{}' (valid values: "
        "'polygon', 'triangle')",
        config.contact_surface_representation));
  }
  plant->set_contact_surface_representation(
      config.contact_surface_representation == "polygon"
          ? geometry::HydroelasticContactRepresentation::kPolygon
          : geometry::HydroelasticContactRepresentation::kTriangle);
  plant->set_adjacent_bodies_collision_filters(
      config.adjacent_bodies_collision_filters);
  if (plant->is_discrete()) {
    plant->SetUseSampledOutputPorts(config.use_sampled_output_ports);
  }
}

AddMultibodyPlantSceneGraphResult<double> AddMultibodyPlant(
    const MultibodyPlantConfig& config,
    systems::DiagramBuilder<double>* builder) {
  return AddMultibodyPlant(config, geometry::SceneGraphConfig{}, builder);
}

AddMultibodyPlantSceneGraphResult<double> AddMultibodyPlant(
    const MultibodyPlantConfig& plant_config,
    const geometry::SceneGraphConfig& scene_graph_config,
    systems::DiagramBuilder<double>* builder) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  auto plant = std::make_unique<MultibodyPlant<double>>(plant_config.time_step);
  ApplyMultibodyPlantConfig(plant_config, plant.get());
  auto scene_graph =
      std::make_unique<geometry::SceneGraph<double>>(scene_graph_config);
  return AddMultibodyPlantSceneGraph(builder, std::move(plant),
                                     std::move(scene_graph));
}

}  // namespace multibody
}  // namespace drake
