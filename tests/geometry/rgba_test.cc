// Rgba's channel updates, modulation, scaling and printing.

#include "drake/geometry/rgba.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace geometry {
namespace rgba_test {

GTEST_TEST(RgbaTest, UpdateScaleAndModulate) {
  Rgba color(0.2, 0.4, 0.6, 0.8);
  color.update({}, 0.5);
  EXPECT_EQ(color, Rgba(0.2, 0.5, 0.6, 0.8));
  color.update(0.1, {}, {}, 1.0);
  EXPECT_EQ(color, Rgba(0.1, 0.5, 0.6, 1.0));
  DRAKE_EXPECT_THROWS_MESSAGE(color.update({}, {}, 1.5), ".*1\\.5.*");
  // A failed update leaves the color as it was.
  EXPECT_EQ(color, Rgba(0.1, 0.5, 0.6, 1.0));

  // Scaling saturates each of r, g, b at 1 and keeps alpha.
  EXPECT_TRUE(Rgba(0.2, 0.4, 0.6, 0.5)
                  .scale_rgb(2.0)
                  .AlmostEqual(Rgba(0.4, 0.8, 1.0, 0.5), 1e-15));
  EXPECT_EQ(Rgba(0.2, 0.4, 0.6, 0.5).scale_rgb(0.0), Rgba(0, 0, 0, 0.5));
  DRAKE_EXPECT_THROWS_MESSAGE(
      Rgba().scale_rgb(-1.0),
      "Rgba::scale_rgb\\(\\): the scale must be non-negative; got -1\\.");

  // Modulation is channel by channel (exact for these binary fractions).
  EXPECT_EQ(Rgba(0.5, 0.25, 1.0, 0.5) * Rgba(0.5, 1.0, 0.75, 0.5),
            Rgba(0.25, 0.25, 0.75, 0.25));

  EXPECT_EQ(Rgba(0.5, 0.25, 1.0, 0.75).to_string(), "(0.5, 0.25, 1, 0.75)");
  EXPECT_EQ(fmt::format("{}", Rgba(0.5, 0.25, 1.0)), "(0.5, 0.25, 1, 1)");
}

}  // namespace rgba_test
}  // namespace geometry
}  // namespace drake
