#pragma once

#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/string_map.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

/** An animation of a Meshcat scene: key frames of transforms and properties
per path, played back by the browser (Meshcat::SetAnimation()) or by the
page of Meshcat::StaticHtml(). Frames are integers; frame `i` plays at time
start_time() + i / frames_per_second(). Paths follow Meshcat's path rules
(relative paths are under "/drake"). */
class MeshcatAnimation {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MeshcatAnimation);

  /** An empty animation at `frames_per_second` (1/s, positive). */
  explicit MeshcatAnimation(double frames_per_second = 64.0);

  ~MeshcatAnimation();

  /** The frame rate (1/s). */
  double frames_per_second() const { return frames_per_second_; }

  /** The frame that holds `time` (s): floor((time - start_time()) · fps).
  @pre time >= start_time(). */
  int frame(double time) const {
    DRAKE_DEMAND(time >= start_time_);
    return static_cast<int>(
        std::floor((time - start_time_) * frames_per_second_));
  }

  /** three.js's loop modes (the values are three.js's constants). */
  enum LoopMode {
    kLoopOnce = 2200,      ///< Play once.
    kLoopRepeat = 2201,    ///< Play `repetitions` times from the start.
    kLoopPingPong = 2202,  ///< Play forward, then backward, and so on.
  };

  /** @name Playback options */
  //@{
  double start_time() const { return start_time_; }
  bool autoplay() const { return play_; }
  LoopMode loop_mode() const { return loop_mode_; }
  int repetitions() const { return repetitions_; }
  bool clamp_when_finished() const { return clamp_when_finished_; }
  void set_start_time(double time) { start_time_ = time; }
  void set_autoplay(bool play) { play_ = play; }
  void set_loop_mode(LoopMode mode) { loop_mode_ = mode; }
  /** @pre repetitions >= 1. */
  void set_repetitions(int repetitions) {
    DRAKE_DEMAND(repetitions >= 1);
    repetitions_ = repetitions;
  }
  void set_clamp_when_finished(bool clamp) { clamp_when_finished_ = clamp; }
  //@}

  /** Sets the pose of `path` relative to its parent at `frame` (stored as the
  "position" and "quaternion" tracks of `path`). */
  void SetTransform(int frame, std::string_view path,
                    const math::RigidTransformd& X_ParentPath);

  /** Sets a property key frame.
  @throws std::exception if the same (path, property) was set before with a
  different type. */
  void SetProperty(int frame, std::string_view path, std::string_view property,
                   bool value);
  /** @copydoc SetProperty(int, std::string_view, std::string_view, bool) */
  void SetProperty(int frame, std::string_view path, std::string_view property,
                   double value);
  /** @copydoc SetProperty(int, std::string_view, std::string_view, bool) */
  void SetProperty(int frame, std::string_view path, std::string_view property,
                   const std::vector<double>& value);

  /** The key frame of (path, property) at `frame`, if any (T is bool, double
  or std::vector<double>).
  @throws std::exception if the track holds another type. */
  template <typename T>
  std::optional<T> get_key_frame(int frame, std::string_view path,
                                 std::string_view property) const;

  /** The three.js track type of (path, property): "boolean", "number",
  "vector3", "quaternion", "color" or "vector".
  @throws std::exception if there is no such track. */
  std::string get_javascript_type(std::string_view path,
                                  std::string_view property) const;

 private:
  template <typename T>
  using Track = std::map<int, T>;
  struct TypedTrack {
    std::variant<std::monostate, Track<bool>, Track<double>,
                 Track<std::vector<double>>>
        track;
    std::string js_type;
  };
  using PropertyTracks = string_map<TypedTrack>;
  using PathTracks = string_map<PropertyTracks>;

  friend class Meshcat;

  const TypedTrack* GetTypedTrack(std::string_view path,
                                  std::string_view property) const;

  template <typename T>
  void SetTypedProperty(int frame, std::string_view path,
                        std::string_view property, std::string_view js_type,
                        const T& value);

  PathTracks path_tracks_{};
  const double frames_per_second_;
  double start_time_{0.0};
  bool play_{true};
  LoopMode loop_mode_{kLoopRepeat};
  int repetitions_{1};
  bool clamp_when_finished_{true};
};

}  // namespace geometry
}  // namespace drake
