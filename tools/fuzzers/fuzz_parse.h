#pragma once

// The one step every parser fuzz target runs: a fresh MultibodyPlant<double>
// registered with a SceneGraph (so geometry registration runs too), the
// document added by `add`, then Finalize(). std::exception is the expected
// outcome for bad input and is swallowed; anything else (an abort, a
// sanitizer report, a hang) is a finding for libFuzzer.

#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "drake/common/text_logging.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace fuzz {

// Calls add(document, &parser) on a fresh plant and finalizes it.
template <typename AddFunction>
void ParseAndFinalize(const uint8_t* data, size_t size, AddFunction add) {
  // bad input is mostly warnings; silence them once
  static const bool silenced = [] {
    drake::log()->set_level(spdlog::level::off);
    return true;
  }();
  (void)silenced;
  const std::string document(reinterpret_cast<const char*>(data), size);
  geometry::SceneGraph<double> scene_graph;
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant, &scene_graph);
  try {
    add(document, &parser);
    plant.Finalize();
  } catch (const std::exception&) {
    // expected for invalid documents
  }
}

}  // namespace fuzz
}  // namespace multibody
}  // namespace drake
