#pragma once

/// @file
/// RenderEngineVtkParams and its parts (SsaoParameter, NullTexture,
/// EquirectangularMap, EnvironmentMap, GltfExtension): the settings of
/// Drake's VTK render engine, serializable. Mallard has no such engine:
/// MakeRenderEngineVtk() throws.

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/common/string_map.h"
#include "drake/geometry/render/light_parameter.h"
#include "drake/geometry/render/render_label.h"

namespace drake {
namespace geometry {

/** Screen-space ambient occlusion settings: each pixel is darkened by the
 fraction of `sample_count` samples of a hemisphere of `radius` (meters)
 around its surface point that lie behind recorded depths by more than
 `bias` (meters); the factor is remapped as
 (occlusion − intensity_shift) · intensity_scale and optionally blurred.  */
struct SsaoParameter {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(radius));
    a->Visit(DRAKE_NVP(bias));
    a->Visit(DRAKE_NVP(sample_count));
    a->Visit(DRAKE_NVP(intensity_scale));
    a->Visit(DRAKE_NVP(intensity_shift));
    a->Visit(DRAKE_NVP(blur));
  }

  double radius{0.25};
  double bias{0.01};
  int sample_count{128};
  double intensity_scale{1.0};
  double intensity_shift{0.0};
  bool blur{true};
};

/** No environment map texture.  */
struct NullTexture {
  /** Passes this object to an Archive (it has no fields).  */
  template <typename Archive>
  void Serialize(Archive*) {}
};

/** An equirectangular environment image file.  */
struct EquirectangularMap {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(path));
  }

  /** The image file's path.  */
  std::string path;
};

/** An environment map that lights the scene (and, with `skybox`, is drawn
 as its background). In YAML the texture carries its type tag, e.g.
 `texture: !EquirectangularMap {path: /path/to/image.hdr}`.  */
struct EnvironmentMap {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(skybox));
    a->Visit(DRAKE_NVP(texture));
  }

  bool skybox{true};
  std::variant<NullTexture, EquirectangularMap> texture;
};

/** The engine's handling of one glTF extension.  */
struct GltfExtension {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(warn_unimplemented));
  }

  /** Warn when a file uses the extension and the engine does not
   implement it.  */
  bool warn_unimplemented{true};
};

/** The settings of Drake's RenderEngineVtk (see MakeRenderEngineVtk()), with
 Drake's defaults.  */
struct RenderEngineVtkParams {
  /** Passes this object to an Archive (see YAML serialization).  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(default_diffuse));
    a->Visit(DRAKE_NVP(default_clear_color));
    a->Visit(DRAKE_NVP(lights));
    a->Visit(DRAKE_NVP(environment_map));
    a->Visit(DRAKE_NVP(exposure));
    a->Visit(DRAKE_NVP(ssao));
    a->Visit(DRAKE_NVP(cast_shadows));
    a->Visit(DRAKE_NVP(shadow_map_size));
    a->Visit(DRAKE_NVP(force_to_pbr));
    a->Visit(DRAKE_NVP(gltf_extensions));
    a->Visit(DRAKE_NVP(backend));
  }

  /** The rgba diffuse color of geometries whose properties give none.  */
  std::optional<Eigen::Vector4d> default_diffuse{};
  /** The rgb background color (channels in [0, 1]).  */
  Eigen::Vector3d default_clear_color{204 / 255., 229 / 255., 255 / 255.};
  /** The lights; none means one directional light fixed to the camera.  */
  std::vector<render::LightParameter> lights;
  /** An environment map (switches the engine to physically based
   rendering and replaces the default light).  */
  std::optional<EnvironmentMap> environment_map;
  /** Tone-mapping exposure; unset means no tone mapping.  */
  std::optional<double> exposure{};
  /** Screen-space ambient occlusion, if set.  */
  std::optional<SsaoParameter> ssao{};
  /** Whether the lights that can cast shadows do.  */
  bool cast_shadows{false};
  /** The shadow map size (pixels) of every shadow-casting light.  */
  int shadow_map_size{256};
  /** Use physically based rendering even without an environment map or
   glTF mesh.  */
  bool force_to_pbr{false};
  /** Per-extension settings, by glTF extension name.  */
  string_map<GltfExtension> gltf_extensions{
      {"KHR_texture_basisu", {.warn_unimplemented = false}},
  };
  /** The graphics backend: "" (the engine chooses), "GLX", "EGL" or
   "Cocoa".  */
  std::string backend;
};

}  // namespace geometry
}  // namespace drake
