#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/geometry/meshcat_animation.h"
#include "drake/geometry/meshcat_params.h"
#include "drake/geometry/rgba.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace perception {
class PointCloud;
}  // namespace perception
namespace geometry {

template <typename T>
class TriangleSurfaceMesh;

/** A Meshcat server: an HTTP + WebSocket server on its own thread that
streams a 3D scene to a three.js page in the browser (open web_url()).

@section meshcat_paths Paths
The scene is a tree addressed by "/"-delimited paths. A path that starts with
"/" is absolute; any other path is relative to "/drake" ("box" means
"/drake/box"). SetObject(path) places the object at "path/<object>", so that
SetTransform(path) moves it and its children; the transform of a path is
relative to its parent path. Delete(path) removes the path and everything
below it; Delete() removes "/drake"; Delete("/") is ignored. The page owns
"/Background", "/Grid", "/Axes", "/Lights" and "/Cameras".

@section meshcat_world Frames
The scene's world frame W is Drake's: z up. The page rotates it into three.js's
y-up frame, so every pose given here is in Drake's convention.

@section meshcat_threads Threads and the network
Call the methods from one thread (the one that constructed this object). The
server thread never blocks it: messages are queued, transforms of the same
path are coalesced to the latest, a client whose socket falls more than 1 MB
behind misses transforms (it still gets every object), and a client more
than 64 MB behind is disconnected (its page reconnects and receives the whole
scene). A browser that connects late receives the current scene (the last
object, transform and properties of every path) and the controls.

The server serves only the page, its scripts, three.js and the files of the
meshes that were set (anything else gets 404) and listens on localhost by
default (see MeshcatParams::host; Drake listens on every interface). A
browser may open the WebSocket only from a page of this server (its Origin
must name the host it connects to), so that other web sites cannot press
buttons or move sliders; clients that are not browsers send no Origin and
are accepted. */
class Meshcat {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Meshcat);

  /** Which side of a triangle mesh's faces is drawn. */
  enum SideOfFaceToRender { kFrontSide = 0, kBackSide = 1, kDoubleSide = 2 };

  /** Starts a server on `port` (std::nullopt: the first free port in
  7000..7999; 0: an ephemeral port).
  @throws std::exception if the port (or every port of the range) is taken,
  naming the port(s). */
  explicit Meshcat(std::optional<int> port = std::nullopt);

  /** Starts a server configured by `params`.
  @throws std::exception if the port (or every port of the range) is taken,
  the host cannot be resolved, or a parameter is invalid. */
  explicit Meshcat(const MeshcatParams& params);

  ~Meshcat();

  /** The page's URL, e.g. "http://localhost:7000". */
  std::string web_url() const;

  /** The port the server listens on. */
  int port() const;

  /** The WebSocket URL, e.g. "ws://localhost:7000". */
  std::string ws_url() const;

  /** The number of browsers (WebSocket clients) connected now. */
  int GetNumActiveConnections() const;

  /** Blocks until every message sent so far has been written to every
  connected client's socket (at most 10 s, so that a stuck client cannot
  hang the program). */
  void Flush() const;

  /** Sets the object at `path` to `shape` with color `rgba`; it replaces any
  object at `path`. Mesh and Convex read their file now (.obj or .gltf; the
  files a .gltf refers to are served to the page); a Convex from an .obj is
  drawn as its convex hull (as proximity queries see it); a HalfSpace is
  drawn as a 100 m × 100 m × 1 cm slab whose top face is the plane z = 0 of
  the path's frame.

  A Mesh from an .obj whose `mtllib` names a readable .mtl file is drawn
  with those materials (Kd colors, map_Kd and the other texture maps,
  served to the page) instead of `rgba`; an .mtl that cannot be read is
  logged and the mesh drawn in `rgba`.

  `diffuse_map` names an image (a format browsers read: .png, .jpg, ...)
  drawn as the texture of the primitive shapes (Box, Sphere, Cylinder,
  Capsule, Ellipsoid, HalfSpace), tinted by `rgba` (channel-wise product).
  As in Drake, it is not applied to a Mesh or Convex (logged), and an image
  that cannot be read is logged and left out.
  @throws std::exception if a mesh file cannot be read or has another
  extension, naming the path and the file. */
  void SetObject(std::string_view path, const Shape& shape,
                 const Rgba& rgba = Rgba(.9, .9, .9, 1.),
                 std::string_view diffuse_map = "");

  /** Sets the object at `path` to the points of `point_cloud` (its xyzs, m,
  in the frame of `path`), drawn as squares of `point_size` (m) in the
  cloud's colors if it has rgbs, else in `rgba` (three.js's Points with a
  PointsMaterial, as Drake's wire format).
  @throws std::exception if the cloud has no xyzs. */
  void SetObject(std::string_view path,
                 const perception::PointCloud& point_cloud,
                 double point_size = 0.001,
                 const Rgba& rgba = Rgba(.9, .9, .9, 1.));

  /** Sets a polyline through the columns of `vertices` (m, in the path's
  frame); `line_width` is in pixels (browsers may draw 1). */
  void SetLine(std::string_view path,
               const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
               double line_width = 1.0,
               const Rgba& rgba = Rgba(0.1, 0.1, 0.1, 1.0));

  /** Sets the segments from start.col(i) to end.col(i).
  @throws std::exception if start.cols() != end.cols(). */
  void SetLineSegments(std::string_view path,
                       const Eigen::Ref<const Eigen::Matrix3Xd>& start,
                       const Eigen::Ref<const Eigen::Matrix3Xd>& end,
                       double line_width = 1.0,
                       const Rgba& rgba = Rgba(0.1, 0.1, 0.1, 1.0));

  /** Sets a triangle mesh: `vertices` (m, 3×N) and `faces` (3×M indices into
  the vertices, counter-clockwise seen from outside).
  @throws std::exception if a face index is outside [0, N). */
  void SetTriangleMesh(std::string_view path,
                       const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
                       const Eigen::Ref<const Eigen::Matrix3Xi>& faces,
                       const Rgba& rgba = Rgba(0.1, 0.1, 0.1, 1.0),
                       bool wireframe = false,
                       double wireframe_line_width = 1.0,
                       SideOfFaceToRender side = kDoubleSide);

  /** Sets the object at `path` to `mesh` (its vertices in m, in the frame
  of `path`), drawn as SetTriangleMesh() draws. */
  void SetObject(std::string_view path, const TriangleSurfaceMesh<double>& mesh,
                 const Rgba& rgba = Rgba(0.1, 0.1, 0.1, 1.0),
                 bool wireframe = false, double wireframe_line_width = 1.0,
                 SideOfFaceToRender side = kDoubleSide);

  /** As SetTriangleMesh(), with a color per vertex: `colors` is 3×N, rgb in
  [0, 1], interpolated across the faces.
  @throws std::exception if a face index is outside [0, N) or colors.cols()
  != N. */
  void SetTriangleColorMesh(std::string_view path,
                            const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
                            const Eigen::Ref<const Eigen::Matrix3Xi>& faces,
                            const Eigen::Ref<const Eigen::Matrix3Xd>& colors,
                            bool wireframe = false,
                            double wireframe_line_width = 1.0,
                            SideOfFaceToRender side = kDoubleSide);

  /** Plots the surface through the points (X(i, j), Y(i, j), Z(i, j)) (m),
  as matplotlib's plot_surface(): two triangles per grid cell.
  @throws std::exception if X, Y and Z differ in shape. */
  void PlotSurface(std::string_view path,
                   const Eigen::Ref<const Eigen::MatrixXd>& X,
                   const Eigen::Ref<const Eigen::MatrixXd>& Y,
                   const Eigen::Ref<const Eigen::MatrixXd>& Z,
                   const Rgba& rgba = Rgba(0.1, 0.1, 0.9, 1.0),
                   bool wireframe = false, double wireframe_line_width = 1.0);

  /** A perspective camera (three.js's PerspectiveCamera). */
  struct PerspectiveCamera {
    /** Passes this object to an Archive (YAML serialization). */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(fov));
      a->Visit(DRAKE_NVP(aspect));
      a->Visit(DRAKE_NVP(near));
      a->Visit(DRAKE_NVP(far));
      a->Visit(DRAKE_NVP(zoom));
    }
    double fov{75};    ///< Vertical field of view (degrees).
    double aspect{1};  ///< Aspect ratio (width / height).
    double near{.01};  ///< Near plane distance (m).
    double far{100};   ///< Far plane distance (m).
    double zoom{1};    ///< Zoom factor.
  };

  /** Sets the camera at `path` (default: the page's camera). */
  void SetCamera(PerspectiveCamera camera,
                 std::string path = "/Cameras/default/rotated");

  /** An orthographic camera (three.js's OrthographicCamera); planes in m. */
  struct OrthographicCamera {
    /** Passes this object to an Archive (YAML serialization). */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(left));
      a->Visit(DRAKE_NVP(right));
      a->Visit(DRAKE_NVP(top));
      a->Visit(DRAKE_NVP(bottom));
      a->Visit(DRAKE_NVP(near));
      a->Visit(DRAKE_NVP(far));
      a->Visit(DRAKE_NVP(zoom));
    }
    double left{-1};     ///< Left plane.
    double right{1};     ///< Right plane.
    double top{-1};      ///< Top plane.
    double bottom{1};    ///< Bottom plane.
    double near{-1000};  ///< Near plane.
    double far{1000};    ///< Far plane.
    double zoom{1};      ///< Zoom factor.
  };

  /** Sets the orthographic camera at `path` (default: the page's camera). */
  void SetCamera(OrthographicCamera camera,
                 std::string path = "/Cameras/default/rotated");

  /** Switches the page to an orthographic camera at pose `X_WC` looking
  along +Cy (+Cz is up on screen, -Cx right), showing [xmin, xmax] ×
  [ymin, ymax] (m), and hides the background, grid and axes. */
  void Set2dRenderMode(const math::RigidTransformd& X_WC =
                           math::RigidTransformd(Eigen::Vector3d{0, -1, 0}),
                       double xmin = -1, double xmax = 1, double ymin = -1,
                       double ymax = 1);

  /** Undoes Set2dRenderMode(): the default perspective camera, background,
  grid and axes. */
  void ResetRenderMode();

  /** Points the page's (perspective) camera at `target_in_world` (p_WT, m,
  Drake's z-up world frame). */
  void SetCameraTarget(const Eigen::Vector3d& target_in_world);

  /** Places the page's camera at `camera_in_world` (p_WC, m) looking at
  `target_in_world` (p_WT, m), both in Drake's z-up world frame, with +Wz up
  on screen as far as possible.
  @warning The two points must differ. */
  void SetCameraPose(const Eigen::Vector3d& camera_in_world,
                     const Eigen::Vector3d& target_in_world);

  /** The pose X_WC of the camera of the page that last reported one (m,
  Drake's z-up world W; C is Drake's camera frame: +Cz along the view, +Cy
  down the screen, +Cx to its right). A page reports its camera when opened
  with "?tracked_camera=on" (e.g. web_url() + "/?tracked_camera=on"),
  whenever the camera moves. std::nullopt if no page has reported, the page
  that reported last has disconnected, or its camera is orthographic. */
  std::optional<math::RigidTransformd> GetTrackedCameraPose() const;

  /** Sets the pose of `path` in its parent path's frame. When recording
  (StartRecording()) and `time_in_recording` is given, the pose is also
  stored at that time (s) in the recording.
  @throws std::exception if the pose holds a NaN or infinity, naming the
  path. */
  void SetTransform(std::string_view path,
                    const math::RigidTransformd& X_ParentPath,
                    std::optional<double> time_in_recording = std::nullopt);

  /** Sets the transform of `path` to a general 4×4 matrix (column vectors;
  scaling allowed). Not recorded.
  @throws std::exception if `matrix` holds a NaN or infinity, naming the
  path. */
  void SetTransform(std::string_view path,
                    const Eigen::Ref<const Eigen::Matrix4d>& matrix);

  /** Deletes `path` and everything below it (see @ref meshcat_paths). */
  void Delete(std::string_view path = "");

  /** Tells the page the simulation time `sim_time` (s) and, at most once per
  MeshcatParams::realtime_rate_period of wall-clock time, the realtime rate
  measured since the previous broadcast. A time earlier than the previous
  one restarts the measurement. */
  void SetSimulationTime(double sim_time);

  /** The last time given to SetSimulationTime() (s; 0 before). */
  double GetSimulationTime() const;

  /** Broadcasts `rate` as the realtime rate now. */
  void SetRealtimeRate(double rate);

  /** The last realtime rate broadcast. */
  double GetRealtimeRate() const;

  /** Sets `property` of `path` (e.g. "visible"). Recorded at
  `time_in_recording` (s) when recording. */
  void SetProperty(std::string_view path, std::string property, bool value,
                   std::optional<double> time_in_recording = std::nullopt);

  /** Sets a numeric property (e.g. "opacity"). Recorded as above. */
  void SetProperty(std::string_view path, std::string property, double value,
                   std::optional<double> time_in_recording = std::nullopt);

  /** Sets a vector property (e.g. "position" [m], "color" [0..1]). Recorded
  as above. */
  void SetProperty(std::string_view path, std::string property,
                   const std::vector<double>& value,
                   std::optional<double> time_in_recording = std::nullopt);

  /** Sets the scene's environment map to the equirectangular image
  `image_path` (a format browsers read: .png, .jpg, ...): materials with
  physically-based properties (glTF's metals, say) reflect it and are lit by
  it, and the page shows it as the background while /Background is visible.
  An empty path clears it (the plain background comes back). Sent as
  set_property("/Background/<object>", "environment_map", URL of the served
  image), or "" to clear.
  @throws std::exception if `image_path` is not empty and cannot be read,
  naming the file. */
  void SetEnvironmentMap(const std::filesystem::path& image_path);

  /** Sends `animation` to the browsers, which play it. */
  void SetAnimation(const MeshcatAnimation& animation);

  /** Adds a button named `name` to the page (optionally bound to the
  JavaScript key code `keycode`, e.g. "KeyG"); its click count starts at 0.
  @throws std::exception if a slider named `name` exists, or a button named
  `name` exists with another keycode (with the same keycode its count is
  reset to 0). */
  void AddButton(std::string name, std::string keycode = "");

  /** The number of clicks on button `name` since it was added (from every
  browser).
  @throws std::exception if there is no such button. */
  int GetButtonClicks(std::string_view name) const;

  /** The names of the buttons, in the order they were added. */
  std::vector<std::string> GetButtonNames() const;

  /** Removes button `name`; returns whether it existed.
  @throws std::exception if `strict` and there is no such button. */
  bool DeleteButton(std::string name, bool strict = true);

  /** Adds a slider over [min, max] with resolution `step` and initial
  `value`; returns the value actually set (clamped to [min, max] and rounded
  to a multiple of `step` from `min`).
  @throws std::exception if a control named `name` exists, or if not
  (min <= max and step > 0). */
  double AddSlider(std::string name, double min, double max, double step,
                   double value, std::string decrement_keycode = "",
                   std::string increment_keycode = "");

  /** Sets slider `name` to `value` (clamped and rounded as in AddSlider())
  and returns the value set.
  @throws std::exception if there is no such slider. */
  double SetSliderValue(std::string name, double value);

  /** The current value of slider `name` (as last moved in a browser or set).
  @throws std::exception if there is no such slider. */
  double GetSliderValue(std::string_view name) const;

  /** The names of the sliders, in the order they were added. */
  std::vector<std::string> GetSliderNames() const;

  /** Removes slider `name`; returns whether it existed.
  @throws std::exception if `strict` and there is no such slider. */
  bool DeleteSlider(std::string name, bool strict = true);

  /** Removes every button and slider. */
  void DeleteAddedControls();

  /** The state of a gamepad connected to a page (the browser's Gamepad
  API, its standard mapping), as the page last reported it. */
  struct Gamepad {
    /** Passes this object to an Archive (YAML serialization). */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(index));
      a->Visit(DRAKE_NVP(button_values));
      a->Visit(DRAKE_NVP(axes));
    }
    /** The browser's number of the gamepad; std::nullopt until a page has
    reported one. */
    std::optional<int> index;
    /** Each button's value in [0, 1] (0: released, 1: fully pressed). */
    std::vector<double> button_values;
    /** Each axis in [-1, 1] (axes 0/1: the left stick's x (right +) and y
    (down +); 2/3: the right stick's). */
    std::vector<double> axes;
  };

  /** The last gamepad state a page reported. A page reports the first
  gamepad of its browser (navigator.getGamepads()) whenever its state
  changes, once the user has pressed a button in that page (browsers hide
  gamepads until then). With several pages, the latest report wins. */
  Gamepad GetGamepad() const;

  /** The geometry of a virtual spring a user drags with the mouse: it
  connects the point F fixed on the object at `path` to a target point T
  that follows the cursor. Kinematics only: the stiffness, damping and force
  are the caller's (see multibody::meshcat::MeshcatMouseSpring in Drake). */
  struct VirtualSpringKinematics {
    /** The "/"-delimited Meshcat path of the object being dragged, e.g.
    "/drake/visualizer/my_model/my_body/my_geometry". */
    std::string path;
    /** p_WF: the grabbed point F on the object, as it moves with the object
    (m, Drake's z-up world frame). */
    Eigen::Vector3d body_point_in_world;
    /** p_WT: the target point T under the cursor (m, Drake's z-up world
    frame). */
    Eigen::Vector3d target_point_in_world;
  };

  /** The drag in progress, as the page that reported last describes it, or
  std::nullopt when no drag is in progress (none started, released, or that
  page disconnected). In the page, Ctrl + left-drag (or Shift + left-drag)
  on an object of the scene grabs it; while the button is held the page
  reports the grabbed point and the cursor's point every 20 ms. Drake 1.56
  declares this function but its page never reports a drag (it always
  returns std::nullopt); Mallard's page does. */
  std::optional<VirtualSpringKinematics> GetVirtualSpringKinematics() const;

  /** One self-contained HTML file (the page's scripts, three.js and the mesh
  files inlined) that shows the current scene and plays the last published
  recording with no server. Buttons and sliders are not included. */
  std::string StaticHtml() const;

  /** As StaticHtml(), the current scene and the last published recording,
  as the bytes of a ZIP archive: a thin "meshcat.html" that loads its
  scripts and assets from beside it ("mallard/viewer.js", "three/...",
  "assets/<hash>/<name>"), smaller than StaticHtml()'s inlined base64. A
  browser cannot open it from disk (it loads modules); serve the unzipped
  folder, e.g. with `python3 -m http.server`. */
  std::string StaticZip() const;

  /** Starts recording: later SetTransform/SetProperty calls that give a
  `time_in_recording` are stored in a new recording at `frames_per_second`;
  when `set_visualizations_while_recording` is false they are stored only
  (not sent to the browsers). */
  void StartRecording(double frames_per_second = 64.0,
                      bool set_visualizations_while_recording = true);

  /** Stops recording (the recording is kept). */
  void StopRecording();

  /** Sends the recording to the browsers (SetAnimation()) and keeps it for
  StaticHtml(). */
  void PublishRecording();

  /** Stops recording and discards the recording. */
  void DeleteRecording();

  /** The recording (empty if none was started). */
  const MeshcatAnimation& get_recording() const;

  /** The recording, e.g. to change its playback options before
  PublishRecording(). */
  MeshcatAnimation& get_mutable_recording();

  /** (For tests) Whether `path` is in the server's scene tree. */
  bool HasPath(std::string_view path) const;

  /** (For tests) The msgpack set_object message of `path`, or "" if none. */
  std::string GetPackedObject(std::string_view path) const;

  /** (For tests) The msgpack set_transform message of `path`, or "". */
  std::string GetPackedTransform(std::string_view path) const;

  /** (For tests) The msgpack set_property message of (path, property), or
  "". */
  std::string GetPackedProperty(std::string_view path,
                                std::string property) const;

  /** (For tests) Handles `message` as if a browser had sent it. */
  void InjectWebsocketMessage(std::string_view message);

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace geometry
}  // namespace drake
