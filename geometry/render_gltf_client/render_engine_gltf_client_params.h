#pragma once

/// @file
/// RenderEngineGltfClientParams: the settings of Drake's glTF render client
/// (serializable; CameraConfig::renderer_class may hold them). Mallard has
/// no such engine.

#include <string>

#include "drake/common/name_value.h"

namespace drake {
namespace geometry {

/** The settings of Drake's RenderEngineGltfClient, which sends the scene to
 a render server over HTTP.  */
struct RenderEngineGltfClientParams {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(base_url));
    a->Visit(DRAKE_NVP(render_endpoint));
    a->Visit(DRAKE_NVP(verbose));
    a->Visit(DRAKE_NVP(cleanup));
  }

  /** The server's base URL (see GetUrl()).  */
  std::string base_url{"http://127.0.0.1:8000"};
  /** The endpoint renderings are requested from (see GetUrl()).  */
  std::string render_endpoint{"render"};
  /** Log which files are sent and received.  */
  bool verbose = false;
  /** Delete the files made for and received from the server.  */
  bool cleanup = true;

  /** `base_url` and `render_endpoint` joined by exactly one '/' (trailing
   slashes of the one and leading slashes of the other dropped).  */
  std::string GetUrl() const;
};

}  // namespace geometry
}  // namespace drake
