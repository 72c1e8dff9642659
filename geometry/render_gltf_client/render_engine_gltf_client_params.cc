#include "drake/geometry/render_gltf_client/render_engine_gltf_client_params.h"

namespace drake {
namespace geometry {

std::string RenderEngineGltfClientParams::GetUrl() const {
  const size_t url_end = base_url.find_last_not_of('/');
  const std::string url =
      url_end == std::string::npos ? "" : base_url.substr(0, url_end + 1);
  const size_t endpoint_begin = render_endpoint.find_first_not_of('/');
  const std::string endpoint = endpoint_begin == std::string::npos
                                   ? ""
                                   : render_endpoint.substr(endpoint_begin);
  return url + "/" + endpoint;
}

}  // namespace geometry
}  // namespace drake
