#include "drake/geometry/proximity/vtk_to_volume_mesh.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity/mesh_source_contents.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

// The file's words, each with its line number.
class Words {
 public:
  explicit Words(const MeshSource& source) : filename_(source.description()) {
    std::istringstream in(ReadMeshSourceContents(source, "VTK"));
    std::string line;
    int line_number = 0;
    while (std::getline(in, line)) {
      ++line_number;
      lines_.push_back(line);
      std::istringstream words(line);
      for (std::string word; words >> word;) {
        words_.emplace_back(std::move(word), line_number);
      }
    }
  }

  const std::vector<std::string>& lines() const { return lines_; }
  bool done() const { return next_ >= words_.size(); }

  [[noreturn]] void Fail(const std::string& problem) const {
    const int line =
        done() ? static_cast<int>(lines_.size()) : words_[next_].second;
    throw std::runtime_error(
        fmt::format("{}:{}: {}", filename_, line, problem));
  }

  // The next word; throws saying what was expected at the end of the file.
  const std::string& Next(const char* expected) {
    if (done()) {
      throw std::runtime_error(fmt::format(
          "{}: the file ends where {} was expected.", filename_, expected));
    }
    return words_[next_++].first;
  }
  const std::string& Peek() const { return words_[next_].first; }
  // Moves past the words of the current line.
  void SkipLine() {
    if (done()) return;
    const int line = words_[next_].second;
    while (!done() && words_[next_].second == line) ++next_;
  }
  int line() const { return done() ? -1 : words_[next_].second; }
  size_t remaining() const { return words_.size() - next_; }

  // Throws unless `count` more words remain (checked before storage for a
  // section's declared size is allocated: the size is the file's word).
  void Require(int64_t count, const std::string& what) {
    const size_t left = remaining();
    if (count > static_cast<int64_t>(left)) {
      Back();
      Fail(fmt::format("{}, but the file holds only {} more values.", what,
                       left));
    }
  }
  void Back() { --next_; }

  double NextDouble(const char* expected) {
    const std::string& word = Next(expected);
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(word.c_str(), &end);
    if (end == word.c_str() || *end != '\0' || !std::isfinite(value)) {
      Back();
      Fail(fmt::format("expected {} (a finite number) but found '{}'.",
                       expected, word));
    }
    return value;
  }

  int64_t NextInt(const char* expected, int64_t min, int64_t max) {
    const std::string& word = Next(expected);
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(word.c_str(), &end, 10);  // NOLINT
    if (end == word.c_str() || *end != '\0' || errno == ERANGE || value < min ||
        value > max) {
      Back();
      Fail(fmt::format("expected {} (an integer in [{}, {}]) but found '{}'.",
                       expected, min, max, word));
    }
    return value;
  }

 private:
  std::string filename_;
  std::vector<std::string> lines_;
  std::vector<std::pair<std::string, int>> words_;
  size_t next_{0};
};

constexpr int kVtkTetra = 10;
constexpr int64_t kMaxCount = std::numeric_limits<int>::max() / 8;

}  // namespace

VolumeMesh<double> ReadVtkToVolumeMesh(const MeshSource& source,
                                       const Vector3<double>& scale) {
  Words words(source);
  const std::string filename = source.description();
  const std::vector<std::string>& lines = words.lines();
  const auto fail_line = [&](int line, const std::string& problem) {
    throw std::runtime_error(fmt::format("{}:{}: {}", filename, line, problem));
  };
  // The header: identifier, title, format, dataset.
  if (lines.empty() || lines[0].rfind("# vtk DataFile", 0) != 0) {
    fail_line(1,
              "not a VTK legacy file (expected '# vtk DataFile Version ...' "
              "on the first line).");
  }
  if (lines.size() < 4) {
    fail_line(static_cast<int>(lines.size()),
              "the header ends early (expected a title line, ASCII and "
              "DATASET UNSTRUCTURED_GRID).");
  }
  // (The first two lines are free text; the words from line 3 on are read.)
  while (!words.done() && words.line() < 3) words.Next("the header");
  const std::string& format = words.Next("ASCII");
  if (format != "ASCII") {
    words.Back();
    words.Fail(fmt::format(
        "only ASCII VTK files are supported, but the format is '{}'.", format));
  }
  if (words.Next("DATASET") != "DATASET" ||
      words.Next("UNSTRUCTURED_GRID") != "UNSTRUCTURED_GRID") {
    words.Back();
    words.Fail(
        "expected 'DATASET UNSTRUCTURED_GRID' (a tetrahedral mesh); other "
        "datasets are not supported.");
  }

  std::vector<Vector3<double>> vertices;
  std::vector<std::array<int64_t, 4>> cells;
  bool have_points = false, have_cells = false, have_types = false;
  while (!words.done() && !(have_points && have_cells && have_types)) {
    const std::string keyword = words.Next("a section");
    if (keyword == "POINTS") {
      const int64_t n = words.NextInt("the number of points", 1, kMaxCount);
      words.Next("the points' data type");
      words.Require(3 * n, fmt::format("POINTS declares {} points", n));
      vertices.resize(n);
      for (int64_t i = 0; i < n; ++i) {
        for (int k = 0; k < 3; ++k) {
          vertices[i][k] = scale[k] * words.NextDouble("a point coordinate");
        }
      }
      have_points = true;
    } else if (keyword == "CELLS") {
      const int64_t first = words.NextInt("the number of cells", 0, kMaxCount);
      const int64_t second =
          words.NextInt("the size of the cell list", 0, kMaxCount);
      if (!words.done() && words.Peek() == "OFFSETS") {
        // Version 5.1: first = cells + 1 offsets, second = connectivity.
        words.Next("OFFSETS");
        words.Next("the offsets' data type");
        if (first < 1) words.Fail("expected at least one offset.");
        // (The offsets, CONNECTIVITY and its type, then the indices.)
        words.Require(first + 2 + second,
                      fmt::format("CELLS declares {} offsets and {} indices",
                                  first, second));
        std::vector<int64_t> offsets(first);
        for (int64_t i = 0; i < first; ++i) {
          offsets[i] = words.NextInt("an offset", 0, second);
          if (i > 0 && offsets[i] - offsets[i - 1] != 4) {
            words.Back();
            words.Fail(fmt::format(
                "cell {} has {} vertices; only tetrahedra (4) are supported.",
                i - 1, offsets[i] - offsets[i - 1]));
          }
        }
        if (words.Next("CONNECTIVITY") != "CONNECTIVITY") {
          words.Back();
          words.Fail("expected CONNECTIVITY after the offsets.");
        }
        words.Next("the connectivity's data type");
        cells.resize(first - 1);
        for (auto& cell : cells) {
          for (int64_t& v : cell)
            v = words.NextInt("a vertex index", 0, kMaxCount);
        }
      } else {
        if (second != 5 * first) {
          words.Back();
          words.Fail(fmt::format(
              "the cell list has {} entries but {} tetrahedra need {}; only "
              "tetrahedra are supported.",
              second, first, 5 * first));
        }
        words.Require(second,
                      fmt::format("CELLS declares {} tetrahedra", first));
        cells.resize(first);
        for (auto& cell : cells) {
          const int64_t count = words.NextInt("a cell's vertex count", 0, 64);
          if (count != 4) {
            words.Back();
            words.Fail(fmt::format(
                "a cell has {} vertices; only tetrahedra (4) are supported.",
                count));
          }
          for (int64_t& v : cell)
            v = words.NextInt("a vertex index", 0, kMaxCount);
        }
      }
      have_cells = true;
    } else if (keyword == "CELL_TYPES") {
      const int64_t n = words.NextInt("the number of cell types", 0, kMaxCount);
      if (!have_cells || n != static_cast<int64_t>(cells.size())) {
        words.Fail(fmt::format(
            "CELL_TYPES lists {} cells but the CELLS section before it has {}.",
            n, cells.size()));
      }
      for (int64_t i = 0; i < n; ++i) {
        const int64_t type = words.NextInt("a cell type", 0, 1000);
        if (type != kVtkTetra) {
          words.Back();
          words.Fail(fmt::format(
              "cell {} has VTK type {}; only tetrahedra (type {}) are "
              "supported.",
              i, type, kVtkTetra));
        }
      }
      have_types = true;
    } else if (keyword == "POINT_DATA" || keyword == "CELL_DATA") {
      break;  // The rest describes fields, not the mesh.
    } else {
      // Sections we do not use (e.g. FIELD metadata): skip their line.
      words.SkipLine();
    }
  }
  if (!have_points || !have_cells || !have_types) {
    throw std::runtime_error(fmt::format(
        "{}: the file has no {} section; a tetrahedral mesh needs POINTS, "
        "CELLS and CELL_TYPES.",
        filename,
        !have_points ? "POINTS" : (!have_cells ? "CELLS" : "CELL_TYPES")));
  }
  if (cells.empty()) {
    throw std::runtime_error(
        fmt::format("{}: the mesh has no tetrahedra.", filename));
  }
  const bool mirrored = scale.x() * scale.y() * scale.z() < 0;
  std::vector<VolumeElement> elements;
  elements.reserve(cells.size());
  for (size_t e = 0; e < cells.size(); ++e) {
    for (int64_t v : cells[e]) {
      if (v >= static_cast<int64_t>(vertices.size())) {
        throw std::runtime_error(fmt::format(
            "{}: tetrahedron {} names vertex {}, but there are {} points.",
            filename, e, v, vertices.size()));
      }
    }
    const auto& c = cells[e];
    if (mirrored) {
      elements.emplace_back(c[2], c[1], c[0], c[3]);
    } else {
      elements.emplace_back(c[0], c[1], c[2], c[3]);
    }
  }
  return VolumeMesh<double>(std::move(elements), std::move(vertices));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
