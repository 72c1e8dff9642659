#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "drake/common/name_value.h"

namespace drake {
namespace geometry {

/** Settings of a Meshcat server (see Meshcat). */
struct MeshcatParams {
  /** Passes this object to an Archive (YAML serialization). */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(host));
    a->Visit(DRAKE_NVP(port));
    a->Visit(DRAKE_NVP(web_url_pattern));
    a->Visit(DRAKE_NVP(initial_properties));
    a->Visit(DRAKE_NVP(show_stats_plot));
    a->Visit(DRAKE_NVP(realtime_rate_period));
  }

  /** The interface the server listens on: a host name or address (e.g.
  "localhost", "127.0.0.1"), or "*" (or "") for every interface.
  @note Differs from Drake, whose default is "*": Mallard listens on localhost
  unless told otherwise, because a page can press buttons and move sliders of
  the running program. Set `host = "*"` to serve other machines. */
  std::string host{"localhost"};

  /** The TCP port. std::nullopt: the first free port in 7000..7999; 0: an
  ephemeral port chosen by the operating system.
  @pre `port` == 0 || `port` >= 1024. */
  std::optional<int> port{std::nullopt};

  /** The pattern of Meshcat::web_url(): `{host}` is replaced by `host` (or
  "localhost" when `host` names every interface), `{port}` by the port. */
  std::string web_url_pattern{"http://{host}:{port}"};

  /** One Meshcat::SetProperty(path, property, value) call. */
  struct PropertyTuple {
    /** Passes this object to an Archive (YAML serialization). */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(path));
      a->Visit(DRAKE_NVP(property));
      a->Visit(DRAKE_NVP(value));
    }

    std::string path;
    std::string property;
    std::variant<std::vector<double>, std::string, bool, double> value;
  };

  /** Properties set by the constructor, in order (e.g. to hide the grid or
  change the background). A string value is not supported yet and throws. */
  std::vector<PropertyTuple> initial_properties;

  /** Whether the page shows its statistics strip (realtime rate). */
  bool show_stats_plot{true};

  /** The minimum wall-clock time (s) between two realtime-rate broadcasts
  made by Meshcat::SetSimulationTime(). Must be positive. */
  double realtime_rate_period{0.25};
};

}  // namespace geometry
}  // namespace drake
