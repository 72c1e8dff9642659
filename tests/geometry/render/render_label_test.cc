// RenderLabel: the reserved values (the four largest int16 values), the
// constructible range and its errors, comparisons and ordering, hashing,
// conversion to the label pixel type, and formatting.

#include "drake/geometry/render/render_label.h"

#include <cstdint>
#include <set>
#include <sstream>
#include <unordered_set>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/sensors/image.h"

namespace drake {
namespace geometry {
namespace render {
namespace render_label_test {

// A label can be a compile-time constant.
constexpr RenderLabel kConstantLabel(17);

TEST(RenderLabelTest, ReservedValues) {
  // unspecified is the largest int16 value and the default; empty, do not
  // render and don't care follow it down; 32763 is the largest unreserved.
  EXPECT_EQ(static_cast<int>(RenderLabel::kUnspecified), 32767);
  EXPECT_EQ(static_cast<int>(RenderLabel::kEmpty), 32766);
  EXPECT_EQ(static_cast<int>(RenderLabel::kDoNotRender), 32765);
  EXPECT_EQ(static_cast<int>(RenderLabel::kDontCare), 32764);
  EXPECT_EQ(RenderLabel::kMaxUnreserved, 32763);
  EXPECT_EQ(RenderLabel(), RenderLabel::kUnspecified);
  for (const RenderLabel& reserved :
       {RenderLabel::kUnspecified, RenderLabel::kEmpty,
        RenderLabel::kDoNotRender, RenderLabel::kDontCare}) {
    EXPECT_TRUE(reserved.is_reserved()) << reserved;
  }
  EXPECT_FALSE(RenderLabel(0).is_reserved());
  EXPECT_FALSE(RenderLabel(RenderLabel::kMaxUnreserved).is_reserved());
  EXPECT_EQ(static_cast<int>(kConstantLabel), 17);
  static_assert(std::is_same_v<RenderLabel::ValueType, int16_t>,
                "a label is the channel of the label image");
}

TEST(RenderLabelTest, InvalidValues) {
  // negative, reserved and out-of-range values are refused.
  for (int value : {-1, -32768, 32764, 32765, 32766, 32767, 32768, 100000}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        RenderLabel{value},
        "Invalid construction of RenderLabel with invalid value: " +
            std::to_string(value));
  }
}

TEST(RenderLabelTest, Comparisons) {
  const RenderLabel a(3);
  const RenderLabel b(3);
  const RenderLabel c(4);
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a != b);
  EXPECT_FALSE(a == c);
  EXPECT_TRUE(a != c);
  EXPECT_TRUE(a < c);
  EXPECT_FALSE(c < a);
  EXPECT_FALSE(a < b);
  // the order is by value; the reserved labels sort after all others.
  const std::set<RenderLabel> ordered{RenderLabel::kEmpty, c, RenderLabel(0), a,
                                      RenderLabel::kDontCare};
  std::vector<int> values;
  for (const RenderLabel& label : ordered) values.push_back(label);
  EXPECT_EQ(values, (std::vector<int>{0, 3, 4, 32764, 32766}));
}

TEST(RenderLabelTest, Hashing) {
  // the hash is that of the value.
  EXPECT_EQ(std::hash<RenderLabel>{}(RenderLabel(5)),
            DefaultHash{}(int16_t{5}));
  EXPECT_EQ(std::hash<RenderLabel>{}(RenderLabel::kEmpty),
            DefaultHash{}(int16_t{32766}));
  std::unordered_set<RenderLabel> labels;
  for (int i = 0; i < 100; ++i) labels.insert(RenderLabel(i % 10));
  labels.insert(RenderLabel::kDontCare);
  EXPECT_EQ(labels.size(), 11);
  EXPECT_EQ(labels.count(RenderLabel(7)), 1);
  EXPECT_EQ(labels.count(RenderLabel(10)), 0);
}

TEST(RenderLabelTest, ValueAndFormatting) {
  const RenderLabel label(1234);
  // the implicit conversion writes a label into a label image's pixel.
  systems::sensors::ImageLabel16I image(2, 1);
  image.at(1, 0)[0] = label;
  EXPECT_EQ(image.at(1, 0)[0], 1234);
  EXPECT_EQ(label.to_string(), "1234");
  EXPECT_EQ(RenderLabel::kUnspecified.to_string(), "32767");
  EXPECT_EQ(fmt::format("{}", label), "1234");
  EXPECT_EQ(fmt::format("<{}>", RenderLabel::kDoNotRender), "<32765>");
  // an ostream prints the number (through the implicit conversion).
  std::ostringstream out;
  out << label << " " << RenderLabel::kDontCare;
  EXPECT_EQ(out.str(), "1234 32764");
}

}  // namespace render_label_test
}  // namespace render
}  // namespace geometry
}  // namespace drake
