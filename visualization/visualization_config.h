#pragma once

#include <string>

#include "drake/common/name_value.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace visualization {

/** What a MultibodyPlant and its SceneGraph send to Meshcat (and, in Drake,
to Meldis over LCM). See ApplyVisualizationConfig(). */
struct VisualizationConfig {
  /** Passes this object to an Archive (YAML serialization). */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(lcm_bus));
    a->Visit(DRAKE_NVP(publish_period));
    a->Visit(DRAKE_NVP(publish_illustration));
    a->Visit(DRAKE_NVP(default_illustration_color));
    a->Visit(DRAKE_NVP(publish_proximity));
    a->Visit(DRAKE_NVP(default_proximity_color));
    a->Visit(DRAKE_NVP(initial_proximity_alpha));
    a->Visit(DRAKE_NVP(publish_contacts));
    a->Visit(DRAKE_NVP(publish_inertia));
    a->Visit(DRAKE_NVP(enable_meshcat_creation));
    a->Visit(DRAKE_NVP(delete_on_initialization_event));
    a->Visit(DRAKE_NVP(enable_alpha_sliders));
  }

  /** The LCM bus of the LCM visualizer. LCM is not supported yet: with
  "default" the LCM side is skipped (one log line); any other bus throws. */
  std::string lcm_bus{"default"};

  /** The period (s) between visualization publishes (1/64 s is exact in
  binary). */
  double publish_period{1 / 64.0};

  /** Whether to draw the illustration geometries. */
  bool publish_illustration{true};

  /** The color of an illustration geometry that defines none. */
  geometry::Rgba default_illustration_color{0.9, 0.9, 0.9, 1.0};

  /** Whether to draw the proximity geometries (hidden in the page until
  switched on). */
  bool publish_proximity{true};

  /** The color of the proximity geometries. */
  geometry::Rgba default_proximity_color{0.8, 0, 0, 1.0};

  /** The initial value of the proximity alpha slider (the drawn opacity is
  this times the color's alpha). */
  double initial_proximity_alpha{0.5};

  /** Whether to draw each movable body's inertia as its equivalent
  ellipsoid (InertiaVisualizer; a Meshcat layer "inertia", hidden by
  default). */
  bool publish_inertia{true};

  /** Whether to draw contact forces (point contacts; see ContactVisualizer).
   */
  bool publish_contacts{true};

  /** Whether ApplyVisualizationConfig() may create a Meshcat when none is
  given. */
  bool enable_meshcat_creation{true};

  /** Whether the visualizers delete their drawings on an initialization
  event (e.g. those of a previous simulation). */
  bool delete_on_initialization_event{true};

  /** Whether to add alpha sliders to the page. */
  bool enable_alpha_sliders{false};
};

}  // namespace visualization
}  // namespace drake
