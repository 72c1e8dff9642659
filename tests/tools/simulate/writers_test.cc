// The simulate tool's CSV and SVG writers: exact CSV text, "nice" tick
// values, and the SVG elements a reader relies on.

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/tools/simulate/csv_writer.h"
#include "drake/tools/simulate/output_file.h"
#include "drake/tools/simulate/svg_plot.h"

namespace drake {
namespace tools {
namespace simulate {
namespace writers_test {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

size_t Count(const std::string& text, const std::string& pattern) {
  size_t count = 0;
  for (size_t at = text.find(pattern); at != std::string::npos;
       at = text.find(pattern, at + 1)) {
    ++count;
  }
  return count;
}

// Rows are samples, columns signals; 9 significant digits; NaN as "nan".
GTEST_TEST(CsvWriterTest, WritesHeaderAndRows) {
  const std::string path =
      (std::filesystem::path(::testing::TempDir()) / "w.csv").string();
  Eigen::MatrixXd data(2, 3);
  data << 1.0, 0.5, -2.25, 1.0 / 3.0, std::numeric_limits<double>::quiet_NaN(),
      1e-12;
  WriteCsv(path, {"m::a_q", "m::a_w"}, Eigen::Vector3d(0.0, 0.01, 0.02), data);
  EXPECT_EQ(ReadFile(path),
            "time,m::a_q,m::a_w\n"
            "0,1,0.333333333\n"
            "0.01,0.5,nan\n"
            "0.02,-2.25,1e-12\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      WriteCsv(path, {"only_one"}, Eigen::Vector3d::Zero(), data),
      "WriteCsv\\('.*w.csv'\\): 1 column names and 3 times for data of size "
      "2x3");
  DRAKE_EXPECT_THROWS_MESSAGE(
      WriteCsv("/no/such/folder/x.csv", {"m::a_q", "m::a_w"},
               Eigen::Vector3d::Zero(), data),
      "could not open '/no/such/folder/x.csv' for writing");
}

// An OutputFile is written as NAME.partial and appears under NAME only when
// committed, whole; an older NAME stays until then; abandoned (an exception
// while writing), it leaves no file behind.
GTEST_TEST(OutputFileTest, AppearsOnlyWhenComplete) {
  namespace fs = std::filesystem;
  const std::string path =
      (fs::path(::testing::TempDir()) / "output_file.txt").string();
  const std::string partial = path + ".partial";
  EXPECT_EQ(OutputFile::PartialName(path), partial);
  fs::remove(path);
  {
    OutputFile file(path);
    file.stream() << "first";
    file.stream().flush();
    EXPECT_FALSE(fs::exists(path));
    EXPECT_EQ(ReadFile(partial), "first");
    file.Commit();
    EXPECT_FALSE(fs::exists(partial));
    EXPECT_EQ(ReadFile(path), "first");
    DRAKE_EXPECT_THROWS_MESSAGE(file.Commit(),
                                "OutputFile::Commit\\(\\) called twice .*");
  }
  EXPECT_EQ(ReadFile(path), "first");
  {
    OutputFile file(path);
    file.stream() << "second, half written";
    file.stream().flush();
    // The old file is untouched while the new one is written.
    EXPECT_EQ(ReadFile(path), "first");
    EXPECT_TRUE(fs::exists(partial));
  }
  EXPECT_FALSE(fs::exists(partial));
  EXPECT_EQ(ReadFile(path), "first");
  WriteFileAtomically(path, "third");
  EXPECT_EQ(ReadFile(path), "third");
  EXPECT_FALSE(fs::exists(partial));
  DRAKE_EXPECT_THROWS_MESSAGE(WriteFileAtomically("/no/such/folder/x", "x"),
                              "could not open '/no/such/folder/x' for writing");
  // The CSV writer goes through it: after a failed write (sizes that
  // disagree) neither the file nor a partial one exists.
  const std::string csv = (fs::path(::testing::TempDir()) / "o.csv").string();
  fs::remove(csv);
  EXPECT_THROW(WriteCsv(csv, {"a"}, Eigen::Vector2d::Zero(),
                        Eigen::MatrixXd::Zero(2, 2)),
               std::logic_error);
  EXPECT_FALSE(fs::exists(csv));
  EXPECT_FALSE(fs::exists(csv + ".partial"));
}

// Ticks are multiples of 1, 2 or 5 × 10^k inside the range.
GTEST_TEST(SvgPlotTest, NiceTicks) {
  EXPECT_EQ(NiceTicks(0.0, 4.0, 10),
            (std::vector<double>{0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0}));
  EXPECT_EQ(NiceTicks(-1.9, 1.3, 6),
            (std::vector<double>{-1.5, -1.0, -0.5, 0.0, 0.5, 1.0}));
  EXPECT_EQ(NiceTicks(-73.0, 26.0, 6),
            (std::vector<double>{-60, -40, -20, 0, 20}));
  EXPECT_TRUE(NiceTicks(1.0, 1.0, 5).empty());
  EXPECT_TRUE(
      NiceTicks(0.0, std::numeric_limits<double>::infinity(), 5).empty());
}

// One framed panel per PlotPanel, one path per series (none for a series
// with no finite value), a legend entry per series, dashes where asked,
// escaped text.
GTEST_TEST(SvgPlotTest, PanelsSeriesAndLegend) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  PlotPanel q{"m: positions q", "q (rad)", {}};
  q.series.push_back({"a_q", {0, 1, 2, 3}, {0, 1, nan, 2}, 0, false});
  q.series.push_back({"a_q (desired)", {0, 1, 2, 3}, {0, 1, 1.5, 2}, 0, true});
  PlotPanel u{"m: u <N>", "u", {}};
  u.series.push_back({"empty", {0, 1}, {nan, nan}, 1, false});
  const std::string svg = MakeSvgPlot("title & more", {q, u});
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("title &amp; more"), std::string::npos);
  EXPECT_NE(svg.find("m: u &lt;N&gt;"), std::string::npos);
  EXPECT_EQ(Count(svg, "<clipPath"), 2u);
  // Two lines in the first panel, none for the all-NaN series.
  EXPECT_EQ(Count(svg, "<path d="), 2u);
  // The NaN breaks the first line: two pen-down moves.
  const size_t first_path = svg.find("<path d=\"");
  const std::string d =
      svg.substr(first_path, svg.find('"', first_path + 9) - first_path);
  EXPECT_EQ(Count(d, "M"), 2u);
  // Dashes on the desired line and its legend entry.
  EXPECT_EQ(Count(svg, "stroke-dasharray"), 2u);
  EXPECT_NE(svg.find(">a_q (desired)</text>"), std::string::npos);
  EXPECT_NE(svg.find(">empty</text>"), std::string::npos);
  EXPECT_EQ(Count(svg, ">time (s)</text>"), 2u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
}

}  // namespace writers_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
