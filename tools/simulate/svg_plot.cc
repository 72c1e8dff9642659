#include "drake/tools/simulate/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/tools/simulate/output_file.h"

namespace drake {
namespace tools {
namespace simulate {
namespace {

// A palette that stays distinguishable for ten lines (Tableau 10).
constexpr const char* kColors[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2",
                                   "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
                                   "#9c755f", "#79706e"};
constexpr int kNumColors = 10;

// Page layout (SVG user units = pixels).
constexpr double kWidth = 960;
constexpr double kTitleHeight = 40;
constexpr double kPanelHeight = 240;
constexpr double kPanelGap = 50;
constexpr double kLeft = 80;     // room for the y tick labels and label
constexpr double kLegend = 210;  // room for the legend on the right
constexpr double kPlotWidth = kWidth - kLeft - kLegend;
constexpr int kMaxPointsDrawn = 2000;

std::string Escape(const std::string& text) {
  std::string result;
  for (char c : text) {
    switch (c) {
      case '&':
        result += "&amp;";
        break;
      case '<':
        result += "&lt;";
        break;
      case '>':
        result += "&gt;";
        break;
      case '"':
        result += "&quot;";
        break;
      default:
        result += c;
    }
  }
  return result;
}

// Formats a tick value without noise digits (e.g. 0.30000000000000004).
std::string TickLabel(double value, double step) {
  if (std::abs(value) < 1e-12 * std::max(1.0, step)) value = 0;
  const int decimals =
      std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
  if (std::abs(value) >= 1e5 || (value != 0 && std::abs(value) < 1e-4)) {
    return fmt::format("{:.3g}", value);
  }
  return fmt::format("{:.{}f}", value, decimals);
}

struct Range {
  double lo{std::numeric_limits<double>::infinity()};
  double hi{-std::numeric_limits<double>::infinity()};
  void Include(double v) {
    if (!std::isfinite(v)) return;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  bool empty() const { return !(lo <= hi); }
};

// Widens an empty or flat range so that it has a positive length.
Range Padded(Range range) {
  if (range.empty()) return Range{-1, 1};
  if (range.hi - range.lo < 1e-12 * std::max(1.0, std::abs(range.hi))) {
    const double pad = std::max(1e-3, 0.1 * std::abs(range.hi));
    return Range{range.lo - pad, range.hi + pad};
  }
  const double pad = 0.05 * (range.hi - range.lo);
  return Range{range.lo - pad, range.hi + pad};
}

}  // namespace

std::vector<double> NiceTicks(double lo, double hi, int target_count) {
  std::vector<double> ticks;
  if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) return ticks;
  const double raw_step = (hi - lo) / std::max(1, target_count);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw_step)));
  // The candidate step nearest to the raw one (on a log scale).
  double step = magnitude;
  for (double factor : {2.0, 5.0, 10.0}) {
    const double candidate = factor * magnitude;
    if (std::abs(std::log(candidate / raw_step)) <
        std::abs(std::log(step / raw_step))) {
      step = candidate;
    }
  }
  const double first = std::ceil(lo / step - 1e-9) * step;
  for (double tick = first; tick <= hi + 1e-9 * step; tick += step) {
    ticks.push_back(std::abs(tick) < 1e-12 * step ? 0.0 : tick);
  }
  return ticks;
}

std::string MakeSvgPlot(const std::string& title,
                        const std::vector<PlotPanel>& panels) {
  const double height =
      kTitleHeight + panels.size() * (kPanelHeight + kPanelGap) + 10;
  std::string svg = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" "
      "height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{2}\" y=\"26\" font-size=\"18\" text-anchor=\"middle\">{3}"
      "</text>\n",
      kWidth, height, kWidth / 2, Escape(title));

  // One time axis for all panels.
  Range time_range;
  for (const PlotPanel& panel : panels) {
    for (const PlotSeries& series : panel.series) {
      for (double t : series.times) time_range.Include(t);
    }
  }
  if (time_range.empty() || time_range.hi <= time_range.lo) {
    time_range = Range{time_range.empty() ? 0.0 : time_range.lo,
                       (time_range.empty() ? 0.0 : time_range.lo) + 1.0};
  }
  const std::vector<double> time_ticks =
      NiceTicks(time_range.lo, time_range.hi, 10);
  const double time_step =
      time_ticks.size() > 1 ? time_ticks[1] - time_ticks[0] : 1.0;

  for (size_t p = 0; p < panels.size(); ++p) {
    const PlotPanel& panel = panels[p];
    const double top = kTitleHeight + p * (kPanelHeight + kPanelGap) + 20;
    const double bottom = top + kPanelHeight;
    Range value_range;
    for (const PlotSeries& series : panel.series) {
      for (double v : series.values) value_range.Include(v);
    }
    const Range y = Padded(value_range);
    const auto px = [&](double t) {
      return kLeft +
             (t - time_range.lo) / (time_range.hi - time_range.lo) * kPlotWidth;
    };
    const auto py = [&](double v) {
      return bottom - (v - y.lo) / (y.hi - y.lo) * kPanelHeight;
    };

    // Title, frame, grid and ticks.
    svg += fmt::format(
        "<g>\n<text x=\"{}\" y=\"{}\" font-size=\"14\" "
        "font-weight=\"bold\">{}</text>\n",
        kLeft, top - 8, Escape(panel.title));
    for (double t : time_ticks) {
      svg += fmt::format(
          "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" "
          "stroke=\"#e4e4e4\"/>\n<text x=\"{0:.1f}\" y=\"{3:.1f}\" "
          "text-anchor=\"middle\">{4}</text>\n",
          px(t), top, bottom, bottom + 16, TickLabel(t, time_step));
    }
    const std::vector<double> value_ticks = NiceTicks(y.lo, y.hi, 6);
    const double value_step =
        value_ticks.size() > 1 ? value_ticks[1] - value_ticks[0] : 1.0;
    for (double v : value_ticks) {
      svg += fmt::format(
          "<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{1:.1f}\" y2=\"{2:.1f}\" "
          "stroke=\"#e4e4e4\"/>\n<text x=\"{3:.1f}\" y=\"{4:.1f}\" "
          "text-anchor=\"end\">{5}</text>\n",
          kLeft, kLeft + kPlotWidth, py(v), kLeft - 6, py(v) + 4,
          TickLabel(v, value_step));
    }
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" "
        "stroke=\"black\"/>\n",
        kLeft, top, kPlotWidth, kPanelHeight);
    svg += fmt::format(
        "<text x=\"{0:.1f}\" y=\"{1:.1f}\" text-anchor=\"middle\">time (s)"
        "</text>\n",
        kLeft + kPlotWidth / 2, bottom + 32);
    svg += fmt::format(
        "<text transform=\"translate({0:.1f},{1:.1f}) rotate(-90)\" "
        "text-anchor=\"middle\">{2}</text>\n",
        18.0, (top + bottom) / 2, Escape(panel.y_label));

    // The lines, clipped to the frame, broken at non-finite values.
    svg += fmt::format(
        "<clipPath id=\"clip{0}\"><rect x=\"{1}\" y=\"{2}\" width=\"{3}\" "
        "height=\"{4}\"/></clipPath>\n<g clip-path=\"url(#clip{0})\" "
        "fill=\"none\" stroke-width=\"1.5\">\n",
        p, kLeft, top, kPlotWidth, kPanelHeight);
    for (const PlotSeries& series : panel.series) {
      const size_t n = std::min(series.times.size(), series.values.size());
      const size_t stride = std::max<size_t>(1, n / kMaxPointsDrawn);
      std::string path;
      bool pen_down = false;
      for (size_t k = 0; k < n; k += stride) {
        const double t = series.times[k];
        const double v = series.values[k];
        if (!std::isfinite(t) || !std::isfinite(v)) {
          pen_down = false;
          continue;
        }
        fmt::format_to(std::back_inserter(path), "{}{:.1f},{:.1f} ",
                       pen_down ? "L" : "M", px(t), py(v));
        pen_down = true;
      }
      if (path.empty()) continue;
      svg += fmt::format("<path d=\"{}\" stroke=\"{}\"{}/>\n", path,
                         kColors[series.color % kNumColors],
                         series.dashed ? " stroke-dasharray=\"6,4\"" : "");
    }
    svg += "</g>\n";

    // The legend, one row per series (as many as fit).
    const int max_rows = static_cast<int>(kPanelHeight / 15);
    const int rows = std::min<int>(panel.series.size(), max_rows);
    for (int i = 0; i < rows; ++i) {
      const PlotSeries& series = panel.series[i];
      const double ly = top + 10 + 15 * i;
      const double lx = kLeft + kPlotWidth + 12;
      svg += fmt::format(
          "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" "
          "stroke=\"{3}\" stroke-width=\"2\"{4}/>\n<text x=\"{5:.1f}\" "
          "y=\"{6:.1f}\" font-size=\"11\">{7}</text>\n",
          lx, ly, lx + 22, kColors[series.color % kNumColors],
          series.dashed ? " stroke-dasharray=\"6,4\"" : "", lx + 28, ly + 4,
          Escape(series.label));
    }
    if (static_cast<int>(panel.series.size()) > rows) {
      svg += fmt::format(
          "<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"11\">(+{} more)"
          "</text>\n",
          kLeft + kPlotWidth + 12, top + 14 + 15 * rows,
          panel.series.size() - rows);
    }
    svg += "</g>\n";
  }
  svg += "</svg>\n";
  return svg;
}

void WriteSvgPlot(const std::string& filename, const std::string& title,
                  const std::vector<PlotPanel>& panels) {
  WriteFileAtomically(filename, MakeSvgPlot(title, panels));
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
