#pragma once

/// @file
/// RenderLabel, the class of a geometry in a label image.

#include <limits>
#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/systems/sensors/pixel_types.h"

namespace drake {
namespace geometry {
namespace render {

/**
 The value a geometry writes into the pixels of a label image (one label per
 geometry; several geometries may share one). What each value means is up to
 the application.

 @anchor reserved_render_label
 <h3>Reserved labels</h3>
 The four largest values are reserved and are only reached through the
 static members:
 - kEmpty: no geometry rendered to the pixel.
 - kDoNotRender: a geometry with this label is left out of label images.
 - kDontCare: a geometry that renders, but whose class does not matter.
 - kUnspecified: the value of a default-constructed label.

 A label is a 16-bit integer: the values a user can construct are
 0 … kMaxUnreserved (32763).  */
class RenderLabel {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RenderLabel);

  /** The underlying integer type (int16_t, the channel of ImageLabel16I). */
  using ValueType = systems::sensors::ImageTraits<
      systems::sensors::PixelType::kLabel16I>::ChannelType;

  /** Constructs the reserved `unspecified` label. */
  constexpr RenderLabel() = default;

  /** Constructs the label `value`.
   @throws std::exception if `value` is negative or greater than
   kMaxUnreserved (a reserved value or beyond the 16-bit range).  */
  explicit constexpr RenderLabel(int value) : RenderLabel(value, true) {}

  /** True if the values are equal. */
  bool operator==(const RenderLabel& other) const {
    return value_ == other.value_;
  }

  /** True if the values differ. */
  bool operator!=(const RenderLabel& other) const {
    return value_ != other.value_;
  }

  /** Orders labels by value (for ordered containers; the order means nothing
   else).  */
  bool operator<(const RenderLabel& other) const {
    return value_ < other.value_;
  }

  /** Implements the hash_append concept: appends the value. */
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const RenderLabel& item) noexcept {
    using drake::hash_append;
    hash_append(hasher, item.value_);
  }

  /** @name The reserved labels
   See @ref reserved_render_label "Reserved labels".  */
  //@{
  static const RenderLabel kEmpty;
  static const RenderLabel kDoNotRender;
  static const RenderLabel kDontCare;
  static const RenderLabel kUnspecified;
  /** The largest value a label can be constructed with (32763). */
  static constexpr ValueType kMaxUnreserved =
      std::numeric_limits<ValueType>::max() - 4;
  //@}

  /** True for the four reserved labels. */
  bool is_reserved() const { return value_ > kMaxUnreserved; }

  /** The underlying integer (implicit, so a label can be written into an
   ImageLabel16I pixel or streamed as its number).  */
  operator ValueType() const { return value_; }

  /** The value in decimal, e.g. "17". */
  std::string to_string() const;

 private:
  // A RenderEngine (not yet in this library) decodes rendered colors into
  // labels, reserved ones included.
  friend class RenderEngine;

  // Constructs any value in [0, max]; `check_reserved` refuses the reserved
  // ones (only the definitions of the reserved labels pass false).
  constexpr RenderLabel(int value, bool check_reserved)
      : value_(static_cast<ValueType>(value)) {
    if (value < 0 || value > kMaxValue ||
        (check_reserved && value > kMaxUnreserved)) {
      ThrowInvalidValue(value);
    }
  }

  [[noreturn]] static void ThrowInvalidValue(int value);

  static constexpr ValueType kMaxValue = std::numeric_limits<ValueType>::max();

  // The default (the maximum value) is `unspecified`.
  ValueType value_{kMaxValue};
};

}  // namespace render
}  // namespace geometry
}  // namespace drake

namespace std {
/** A label can key unordered STL containers. */
template <>
struct hash<drake::geometry::render::RenderLabel> : public drake::DefaultHash {
};
}  // namespace std

DRAKE_FORMATTER_AS(, drake::geometry::render, RenderLabel, x, x.to_string())
