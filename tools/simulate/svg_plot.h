#pragma once

/// @file
/// A small SVG line-plot writer: a column of panels sharing the time axis,
/// each with axes, ticks, grid lines, labels and a legend.

#include <string>
#include <vector>

namespace drake {
namespace tools {
namespace simulate {

/// One line of a panel.
struct PlotSeries {
  std::string label;
  /// Sample times (s) and values; equal sizes. Non-finite values break the
  /// line (and are left out of the axis range).
  std::vector<double> times;
  std::vector<double> values;
  /// Index into the color palette (cycled).
  int color{0};
  /// Dashed (e.g. a desired value drawn over the actual one).
  bool dashed{false};
};

/// One set of axes.
struct PlotPanel {
  std::string title;
  std::string y_label;
  std::vector<PlotSeries> series;
};

/// Returns about `target_count` "nice" tick values (multiples of 1, 2 or 5
/// times a power of ten) covering [lo, hi].
std::vector<double> NiceTicks(double lo, double hi, int target_count);

/// Returns an SVG document drawing `panels` stacked vertically under
/// `title`, with time (s) on the shared horizontal axis. Series with more
/// than a few thousand samples are thinned for drawing.
std::string MakeSvgPlot(const std::string& title,
                        const std::vector<PlotPanel>& panels);

/// Writes MakeSvgPlot(title, panels) to `filename`.
/// @throws std::runtime_error naming the file if it cannot be written.
void WriteSvgPlot(const std::string& filename, const std::string& title,
                  const std::vector<PlotPanel>& panels);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
