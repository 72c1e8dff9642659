// The Meshcat page, rendered by headless Chromium (Debian's chromium, WebGL
// through SwiftShader): the live page draws a red box where the camera looks
// and the background elsewhere, and a StaticHtml() replay draws the moving
// box at its first and last recorded positions. The page's "?probe" hook
// samples a 9 × 7 grid of pixels (cell centers, row by row from the top) into
// attributes of <body>, which --dump-dom prints. Skipped when chromium is
// not installed.
//
// Expected pixels, from the geometry: the camera at p_WC = (3, 0, 0) looks
// at the origin with three.js's default 75° vertical field of view; the
// window is 4:3, so the horizontal half-angle is atan(4/3 · tan 37.5°) ≈
// 45.6°. A unit box at the origin spans ±0.5 at depth 2.5: ±11.3° about the
// center, the middle cell (column 4, row 3) and no corner. Moved to
// y = ∓1 (the camera's right is +Wy) its center is at ∓0.33 of the half
// width and its face spans ±0.2 · 0.98: cells 3 and 5 (at fractions 0.39 and
// 0.61 of the width) are inside the box at the first and the last frame
// respectively, and the middle column is background in both.

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <thread>

#include <gtest/gtest.h>

#include "drake/common/temp_directory.h"
#include "drake/geometry/meshcat.h"
#include "drake/perception/point_cloud.h"

namespace drake {
namespace geometry {
namespace meshcat_page_test {

const char kChromium[] = "/usr/bin/chromium";

struct Color {
  int r{}, g{}, b{};
};

// The 63 colors of a probe attribute.
std::vector<Color> ParseProbe(const std::string& text) {
  std::vector<Color> colors;
  std::istringstream in(text);
  std::string triple;
  while (in >> triple) {
    Color c;
    if (std::sscanf(triple.c_str(), "%d,%d,%d", &c.r, &c.g, &c.b) == 3) {
      colors.push_back(c);
    }
  }
  return colors;
}

// Renders `url` and returns the probe attributes of <body> by name
// ("data-probe", "data-probe-first", "data-probe-last").
std::map<std::string, std::vector<Color>> Render(const std::string& url) {
  const std::string profile = temp_directory() + "/chromium_profile";
  const std::string command = fmt::format(
      "{} --headless --no-sandbox --disable-gpu-sandbox "
      "--use-angle=swiftshader "
      "--enable-unsafe-swiftshader --user-data-dir={} --window-size=800,600 "
      "--virtual-time-budget=10000 --dump-dom '{}' 2>/dev/null",
      kChromium, profile, url);
  std::string dom;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return {};
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0)
    dom.append(buffer, n);
  pclose(pipe);
  // the attributes data-probe[-suffix]="r,g,b r,g,b ..." (found by hand:
  // std::regex recurses per character and overflows the stack on the long
  // values of a dense probe)
  std::map<std::string, std::vector<Color>> result;
  for (size_t at = dom.find("data-probe"); at != std::string::npos;
       at = dom.find("data-probe", at + 1)) {
    const size_t equals = dom.find("=\"", at);
    if (equals == std::string::npos) break;
    const std::string name = dom.substr(at, equals - at);
    if (name.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") !=
        std::string::npos) {
      continue;
    }
    const size_t end = dom.find('"', equals + 2);
    if (end == std::string::npos) break;
    result[name] = ParseProbe(dom.substr(equals + 2, end - equals - 2));
  }
  return result;
}

Color At(const std::vector<Color>& colors, int column, int row) {
  return colors.at(row * 9 + column);
}

// Lit red: the red channel dominates (Phong shading of an rgb (1, 0, 0)
// material under white lights).
bool IsRed(const Color& c) { return c.r > 100 && c.g < 60 && c.b < 60; }

// The page's background, rgb (212, 219, 230) (0xd4dbe6), to ±3 for
// antialiasing and rounding.
bool IsBackground(const Color& c) {
  return std::abs(c.r - 212) <= 3 && std::abs(c.g - 219) <= 3 &&
         std::abs(c.b - 230) <= 3;
}

std::string Describe(const Color& c) {
  return fmt::format("({}, {}, {})", c.r, c.g, c.b);
}

void SetUpScene(Meshcat* meshcat) {
  meshcat->SetProperty("/Grid", "visible", false);
  meshcat->SetObject("box", Box(1, 1, 1), Rgba(1, 0, 0));
  meshcat->SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
}

class MeshcatPageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kChromium)) {
      GTEST_SKIP() << kChromium << " is not installed";
    }
  }
};

TEST_F(MeshcatPageTest, LivePageDrawsTheScene) {
  Meshcat meshcat(0);
  SetUpScene(&meshcat);
  const auto probes = Render(meshcat.web_url() + "/?probe");
  ASSERT_TRUE(probes.contains("data-probe")) << "the page did not render";
  const std::vector<Color>& colors = probes.at("data-probe");
  ASSERT_EQ(colors.size(), 63u);
  EXPECT_TRUE(IsRed(At(colors, 4, 3))) << Describe(At(colors, 4, 3));
  for (const auto& [column, row] :
       std::vector<std::pair<int, int>>{{0, 0}, {8, 0}, {0, 6}, {8, 6}}) {
    EXPECT_TRUE(IsBackground(At(colors, column, row)))
        << column << ", " << row << ": " << Describe(At(colors, column, row));
  }
}

TEST_F(MeshcatPageTest, ReplayMovesBetweenFirstAndLastFrames) {
  Meshcat meshcat(0);
  SetUpScene(&meshcat);
  meshcat.StartRecording(32.0,
                         /* set_visualizations_while_recording = */ false);
  for (int i = 0; i <= 32; ++i) {
    const double t = i / 32.0;
    meshcat.SetTransform(
        "box", math::RigidTransformd(Eigen::Vector3d(0, -1 + 2 * t, 0)), t);
  }
  meshcat.StopRecording();
  meshcat.PublishRecording();
  const std::string file = temp_directory() + "/replay.html";
  std::ofstream(file) << meshcat.StaticHtml();
  // the file needs no server
  const auto probes = Render("file://" + file + "?probe");
  ASSERT_TRUE(probes.contains("data-probe-first")) << "no replay rendered";
  const std::vector<Color>& first = probes.at("data-probe-first");
  const std::vector<Color>& last = probes.at("data-probe-last");
  ASSERT_EQ(first.size(), 63u);
  ASSERT_EQ(last.size(), 63u);
  // first frame: box on the left (y = -1); last frame: on the right
  EXPECT_TRUE(IsRed(At(first, 3, 3))) << Describe(At(first, 3, 3));
  EXPECT_TRUE(IsBackground(At(first, 5, 3))) << Describe(At(first, 5, 3));
  EXPECT_TRUE(IsBackground(At(last, 3, 3))) << Describe(At(last, 3, 3));
  EXPECT_TRUE(IsRed(At(last, 5, 3))) << Describe(At(last, 5, 3));
  EXPECT_TRUE(IsBackground(At(first, 4, 3))) << Describe(At(first, 4, 3));
  EXPECT_TRUE(IsBackground(At(last, 4, 3))) << Describe(At(last, 4, 3));
}

// The view's size in pixels, from data-probe-size (headless Chromium's view
// is shorter than its --window-size: ~800 × 457).
std::pair<int, int> ViewSize(
    const std::map<std::string, std::vector<Color>>& probes) {
  if (!probes.contains("data-probe-size") ||
      probes.at("data-probe-size").size() != 1) {
    return {0, 0};
  }
  const Color& size = probes.at("data-probe-size")[0];
  return {size.r, size.g};
}

// three.js's default vertical field of view is 75°.
const double kTanHalfFov = std::tan(37.5 * M_PI / 180);

// The grid (20 m, 0.5 m cells, in the world's xy plane) seen from p_WC =
// (3, 0, 1) looking at the origin, probed along the bottom row of a W × 8
// sampling (one sample per pixel column of the W × H view, at pixel row
// floor(H / 16) from the bottom). That row's ray dips atan(1/3) (the
// camera's pitch) + atan(-y_ndc · tan 37.5°) below the horizon, with y_ndc
// its pixel center's normalized coordinate, and meets the floor at a
// horizontal distance d = 1 / tan(dip) from the camera, i.e. at depth
// (3 d + 1) / √10 along the view axis. The lines y = k · 0.5 m (which run
// toward the camera and pass behind it) cross that row at W / 2 + k ·
// 0.5 · H / (2 · depth · tan 37.5°) pixels (the view's half height, H / 2
// pixels, spans depth · tan 37.5° meters): for H = 457, 400 + 141.9 k.
// Halfway between two lines is background. The lines are 1 pixel wide: a
// line is found if any pixel within ±3 of its column (the rounding of the
// projection and of the sample positions) is darker than the background by
// more than 10 in each channel (the lines are 0x888888 and 0xaaaaaa on
// 0xd4dbe6). Before the page's grid was made of one segment per cell edge,
// SwiftShader dropped every line that passes behind the camera, so this
// row was all background.
TEST_F(MeshcatPageTest, GridLinesRunTowardTheCamera) {
  Meshcat meshcat(0);
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 1), Eigen::Vector3d(0, 0, 0));
  const auto probes = Render(meshcat.web_url() + "/?probe=800x8");
  ASSERT_TRUE(probes.contains("data-probe")) << "the page did not render";
  const auto [width, height] = ViewSize(probes);
  ASSERT_EQ(width, 800);
  ASSERT_GT(height, 300);
  const std::vector<Color>& colors = probes.at("data-probe");
  ASSERT_EQ(colors.size(), 6400u);
  auto row = [&](int column) { return colors.at(7 * 800 + column); };
  auto is_line = [](const Color& c) {
    return c.r < 212 - 10 && c.g < 219 - 10 && c.b < 230 - 10;
  };
  std::string dark;  // (for the failure messages)
  for (int column = 0; column < 800; ++column) {
    if (is_line(row(column))) dark += fmt::format(" {}", column);
  }
  const double y_ndc = 2 * (std::floor(height / 16.0) + 0.5) / height - 1;
  const double dip = std::atan(1.0 / 3) + std::atan(-y_ndc * kTanHalfFov);
  const double d = 1 / std::tan(dip);
  const double depth = (3 * d + 1) / std::sqrt(10.0);
  const double spacing = 0.5 * height / (2 * depth * kTanHalfFov);
  for (int k = -2; k <= 2; ++k) {
    const int line = static_cast<int>(std::lround(400 + k * spacing));
    bool found = false;
    for (int column = line - 3; column <= line + 3; ++column) {
      found = found || is_line(row(column));
    }
    EXPECT_TRUE(found) << "no grid line near column " << line << ": "
                       << Describe(row(line)) << "; lines at" << dark;
  }
  for (const double k : {-1.5, -0.5, 0.5, 1.5}) {
    const int gap = static_cast<int>(std::lround(400 + k * spacing));
    EXPECT_TRUE(IsBackground(row(gap)))
        << "column " << gap << ": " << Describe(row(gap)) << "; lines at"
        << dark;
  }
}

// The checker.png test texture's two colors, lit: red (230, 30, 30) and
// yellow (240, 220, 20).
bool IsYellow(const Color& c) { return c.r > 100 && c.g > 100 && c.b < 60; }
bool IsBlue(const Color& c) { return c.b > 100 && c.r < 60 && c.g < 120; }

const std::string kTestData =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/meshcat/";

// A diffuse_map on a box: the +x face of a 2 m cube, 2 m from the camera at
// (3, 0, 0), spans ±0.49 of the half width and ±0.65 of the half height, so
// cells (3, 2), (5, 2), (3, 4) and (5, 4) (at ±0.22 and ±0.29) fall in the
// face's four quadrants, which the 2 × 2 checker colors alternately: one
// diagonal red, the other yellow (which is which depends on the face's uv
// orientation, not checked).
TEST_F(MeshcatPageTest, DiffuseMapTexturesABox) {
  Meshcat meshcat(0);
  meshcat.SetProperty("/Grid", "visible", false);
  meshcat.SetObject("box", Box(2, 2, 2), Rgba(1, 1, 1),
                    kTestData + "checker.png");
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
  const auto probes = Render(meshcat.web_url() + "/?probe");
  ASSERT_TRUE(probes.contains("data-probe")) << "the page did not render";
  const std::vector<Color>& c = probes.at("data-probe");
  ASSERT_EQ(c.size(), 63u);
  const bool red_diagonal = IsRed(At(c, 3, 2));
  auto first = red_diagonal ? IsRed : IsYellow;
  auto second = red_diagonal ? IsYellow : IsRed;
  EXPECT_TRUE(first(At(c, 3, 2))) << Describe(At(c, 3, 2));
  EXPECT_TRUE(first(At(c, 5, 4))) << Describe(At(c, 5, 4));
  EXPECT_TRUE(second(At(c, 5, 2))) << Describe(At(c, 5, 2));
  EXPECT_TRUE(second(At(c, 3, 4))) << Describe(At(c, 3, 4));
  EXPECT_TRUE(IsBackground(At(c, 0, 0))) << Describe(At(c, 0, 0));
}

// An OBJ with its .mtl (two_quads.obj): the left quad (y in [-1.5, -0.5],
// 3 m from the camera) is drawn in its Kd blue, the right one (y in [0.5,
// 1.5]) with its map_Kd checker; the column between them is background.
// Their inner edges, at ±0.16 of the half width from the center, leave
// the cells beside the middle (at ±0.22) inside them. Also from
// StaticHtml() (the texture inlined).
TEST_F(MeshcatPageTest, ObjMaterialsAndTextures) {
  Meshcat meshcat(0);
  meshcat.SetProperty("/Grid", "visible", false);
  meshcat.SetObject("quads", Mesh(kTestData + "two_quads.obj"));
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
  const std::string file = temp_directory() + "/quads.html";
  std::ofstream(file) << meshcat.StaticHtml();
  for (const std::string& url :
       {meshcat.web_url() + "/?probe", "file://" + file + "?probe"}) {
    const auto probes = Render(url);
    ASSERT_TRUE(probes.contains("data-probe")) << url << " did not render";
    const std::vector<Color>& c = probes.at("data-probe");
    ASSERT_EQ(c.size(), 63u);
    EXPECT_TRUE(IsBlue(At(c, 3, 3))) << url << Describe(At(c, 3, 3));
    EXPECT_TRUE(IsBackground(At(c, 4, 3))) << url << Describe(At(c, 4, 3));
    EXPECT_TRUE(IsRed(At(c, 5, 3)) || IsYellow(At(c, 5, 3)))
        << url << Describe(At(c, 5, 3));
  }
}

// A point cloud: an 81 × 81 grid of 5 cm points at 2.5 cm spacing filling
// the square y, z ∈ [-1, 1] of the plane x = 0, green where y < 0 and
// magenta where y > 0, 3 m from the camera: it spans ±0.33 of the half
// width and ±0.43 of the half height, so cells (3, 3) and (5, 3) (at
// ∓0.22) see its two halves; points are unlit, so their colors are exact
// (to ±10 for antialiasing at the points' edges).
TEST_F(MeshcatPageTest, PointCloudColors) {
  Meshcat meshcat(0);
  meshcat.SetProperty("/Grid", "visible", false);
  perception::PointCloud cloud(
      81 * 81, perception::pc_flags::kXYZs | perception::pc_flags::kRGBs);
  for (int i = 0; i < 81 * 81; ++i) {
    const float y = -1.0f + 0.025f * (i % 81), z = -1.0f + 0.025f * (i / 81);
    cloud.mutable_xyz(i) = Eigen::Vector3f(0, y, z);
    cloud.mutable_rgb(i) = y < 0 ? Eigen::Matrix<uint8_t, 3, 1>(0, 255, 0)
                                 : Eigen::Matrix<uint8_t, 3, 1>(255, 0, 255);
  }
  meshcat.SetObject("cloud", cloud, 0.05);
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
  const auto probes = Render(meshcat.web_url() + "/?probe");
  ASSERT_TRUE(probes.contains("data-probe")) << "the page did not render";
  const std::vector<Color>& c = probes.at("data-probe");
  ASSERT_EQ(c.size(), 63u);
  auto near = [](const Color& color, int r, int g, int b) {
    return std::abs(color.r - r) <= 10 && std::abs(color.g - g) <= 10 &&
           std::abs(color.b - b) <= 10;
  };
  EXPECT_TRUE(near(At(c, 3, 3), 0, 255, 0)) << Describe(At(c, 3, 3));
  EXPECT_TRUE(near(At(c, 5, 3), 255, 0, 255)) << Describe(At(c, 5, 3));
  EXPECT_TRUE(IsBackground(At(c, 0, 0))) << Describe(At(c, 0, 0));
}

// A page opened with "?tracked_camera=on" reports its camera, which
// SetCameraPose() put at p_WC = (3, 0, 0) looking at the origin with +Wz
// up: in Drake's camera frame, +Cz (the view) is -Wx, +Cy (down the screen)
// -Wz and +Cx (right) +Wy. The page's camera comes from OrbitControls'
// spherical coordinates in double precision: equal to 1e-6. The
// "?gamepad_test" hook stands in a gamepad (buttons 0 and 1, axes 0.5 and
// -0.25), which the page reports too. Both are read while the page is
// connected (a pose is forgotten when its page disconnects).
TEST_F(MeshcatPageTest, TrackedCameraAndGamepad) {
  Meshcat meshcat(0);
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
  std::thread browser([&]() {
    Render(meshcat.web_url() + "/?tracked_camera=on&gamepad_test&probe");
  });
  std::optional<math::RigidTransformd> X_WC;
  Meshcat::Gamepad gamepad;
  for (int i = 0; i < 20000 && !(X_WC.has_value() && gamepad.index); ++i) {
    if (!X_WC.has_value()) X_WC = meshcat.GetTrackedCameraPose();
    if (!gamepad.index.has_value()) gamepad = meshcat.GetGamepad();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  browser.join();
  ASSERT_TRUE(X_WC.has_value()) << "the page reported no camera pose";
  Eigen::Matrix3d R_WC;
  R_WC.col(0) << 0, 1, 0;
  R_WC.col(1) << 0, 0, -1;
  R_WC.col(2) << -1, 0, 0;
  EXPECT_TRUE(
      X_WC->IsNearlyEqualTo(math::RigidTransformd(math::RotationMatrixd(R_WC),
                                                  Eigen::Vector3d(3, 0, 0)),
                            1e-6))
      << X_WC->GetAsMatrix4();
  ASSERT_TRUE(gamepad.index.has_value()) << "the page reported no gamepad";
  EXPECT_EQ(*gamepad.index, 0);
  EXPECT_EQ(gamepad.button_values, (std::vector<double>{0, 1}));
  EXPECT_EQ(gamepad.axes, (std::vector<double>{0.5, -0.25}));
}

// The mouse spring's page side: "?drag_test=100" Ctrl-presses the left
// button at the pixel (x, y) = (floor(W / 2), floor(H / 2)) of the W × H
// view and moves the cursor 100 pixels right. The camera at p_WC = (3, 0, 0)
// looks at a unit box at the origin (+Wy to the right of the view, +Wz up),
// so the grab point F is on the box's +x face at depth 2.5 m, and the
// target T on the plane x = 0.5 through F facing the camera: with
// normalized coordinates x_ndc = 2 x / W - 1 and y_ndc = 1 - 2 y / H,
// p_WF = (0.5, 2.5 · tan 37.5° · (W / H) · x_ndc, 2.5 · tan 37.5° · y_ndc)
// and p_WT the same with x + 100 (for 800 × 457: F = (0.5, 0, 0.0042),
// T = (0.5, 0.8395, 0.0042)). Equal to 1e-4 m (three.js's float32 matrices
// and the box's float32 vertices, ~1e-7 relative).
TEST_F(MeshcatPageTest, MouseSpringDrag) {
  Meshcat meshcat(0);
  meshcat.SetProperty("/Grid", "visible", false);
  meshcat.SetObject("box", Box(1, 1, 1), Rgba(1, 0, 0));
  meshcat.SetCameraPose(Eigen::Vector3d(3, 0, 0), Eigen::Vector3d(0, 0, 0));
  std::map<std::string, std::vector<Color>> probes;
  std::thread browser(
      [&]() { probes = Render(meshcat.web_url() + "/?drag_test=100&probe"); });
  std::optional<Meshcat::VirtualSpringKinematics> spring;
  for (int i = 0; i < 20000; ++i) {
    spring = meshcat.GetVirtualSpringKinematics();
    // (the report after the cursor moved)
    if (spring.has_value() && spring->target_point_in_world.y() > 0.1) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  browser.join();
  ASSERT_TRUE(spring.has_value()) << "the page reported no drag";
  const auto [width, height] = ViewSize(probes);
  ASSERT_GT(width, 0) << "the page reported no view size";
  const double x = std::floor(width / 2.0), y = std::floor(height / 2.0);
  const double aspect = static_cast<double>(width) / height;
  auto point = [&](double pixel_x) {
    return Eigen::Vector3d(
        0.5, 2.5 * kTanHalfFov * aspect * (2 * pixel_x / width - 1),
        2.5 * kTanHalfFov * (1 - 2 * y / height));
  };
  EXPECT_EQ(spring->path, "/drake/box");
  EXPECT_LT((spring->body_point_in_world - point(x)).norm(), 1e-4)
      << spring->body_point_in_world.transpose() << " vs "
      << point(x).transpose();
  EXPECT_LT((spring->target_point_in_world - point(x + 100)).norm(), 1e-4)
      << spring->target_point_in_world.transpose() << " vs "
      << point(x + 100).transpose();
  // the browser is gone: so is the drag
  for (int i = 0; i < 5000 && meshcat.GetVirtualSpringKinematics(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  EXPECT_FALSE(meshcat.GetVirtualSpringKinematics().has_value());
}

// SetEnvironmentMap(): the equirectangular image (sky rgb (40, 90, 230) above
// its horizon, ground rgb (40, 160, 40) below) becomes the background. The
// camera looks along -Wx, level: the top row (32° above the view axis) sees
// the sky, the bottom row the ground; the box still hides the middle.
TEST_F(MeshcatPageTest, EnvironmentMapIsTheBackground) {
  Meshcat meshcat(0);
  SetUpScene(&meshcat);
  meshcat.SetEnvironmentMap(kTestData + "environment.png");
  const auto probes = Render(meshcat.web_url() + "/?probe");
  ASSERT_TRUE(probes.contains("data-probe")) << "the page did not render";
  const std::vector<Color>& colors = probes.at("data-probe");
  ASSERT_EQ(colors.size(), 63u);
  // the texture's colors to ±12 (bilinear filtering of the cube map's
  // texels, and its 8-bit rounding)
  auto near = [](const Color& c, int r, int g, int b) {
    return std::abs(c.r - r) <= 12 && std::abs(c.g - g) <= 12 &&
           std::abs(c.b - b) <= 12;
  };
  for (int column : {0, 4, 8}) {
    EXPECT_TRUE(near(At(colors, column, 0), 40, 90, 230))
        << column << ": " << Describe(At(colors, column, 0));
    EXPECT_TRUE(near(At(colors, column, 6), 40, 160, 40))
        << column << ": " << Describe(At(colors, column, 6));
  }
  EXPECT_TRUE(IsRed(At(colors, 4, 3))) << Describe(At(colors, 4, 3));

  // cleared: the plain background again
  meshcat.SetEnvironmentMap("");
  const auto cleared = Render(meshcat.web_url() + "/?probe");
  ASSERT_TRUE(cleared.contains("data-probe"));
  EXPECT_TRUE(IsBackground(At(cleared.at("data-probe"), 0, 0)))
      << Describe(At(cleared.at("data-probe"), 0, 0));
}

}  // namespace meshcat_page_test
}  // namespace geometry
}  // namespace drake
