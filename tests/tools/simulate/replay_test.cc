// The simulate program's 3D views: every run writes replay.html (one
// self-contained file holding the scene and the recorded motion; off with
// --no-replay), headless Chromium draws the arm's real meshes in it and shows
// the arm moving between the recording's first and last frames, and
// --meshcat prints the URL of a live view a client can load.
//
// Expected pixels: the tool looks at the default scenario from
// p_WC = (1.15, −0.95, 0.7) towards (0.3, 0, 0.4) (simulation.cc), so the arm
// (base at the origin, ~1.1 m tall) and the table in front of it fill the
// middle of the picture; the iiwa's orange link covers (glTF material
// rgb (1, 0.44, 0), lit: r ≥ 100, g/r ≈ 0.44) appear in its upper middle.
// Between t = 0 and 2.3 s the arm lowers its hand by ~15 cm (joint 2 from
// 0.3 to 0.6 rad): the upper middle changes, the table does not.

#include <netdb.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace drake {
namespace tools {
namespace simulate {
namespace replay_test {

namespace fs = std::filesystem;

const char kChromium[] = "/usr/bin/chromium";

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs the program with `args` in a fresh folder; returns its exit status.
int RunProgram(const fs::path& dir, const std::string& args) {
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string command = "cd '" + dir.string() + "' && '" +
                              MALLARD_SIMULATE_PROGRAM + "' " + args +
                              " > out.txt 2> err.txt";
  const int raw = std::system(command.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

// The default scenario up to t = 2.3 s (the hand lowered around the block),
// run in the folder `name` (one per test: ctest runs them in parallel).
fs::path ReplayRun(const std::string& name) {
  const fs::path dir = fs::path(::testing::TempDir()) / name;
  const int status = RunProgram(dir, "--duration 2.3 --output out");
  EXPECT_EQ(status, 0) << ReadFile(dir / "err.txt");
  return dir;
}

std::string DecodeBase64(const std::string& text) {
  std::string result;
  int bits = 0;
  unsigned value = 0;
  for (const char c : text) {
    int digit = -1;
    if (c >= 'A' && c <= 'Z') digit = c - 'A';
    if (c >= 'a' && c <= 'z') digit = c - 'a' + 26;
    if (c >= '0' && c <= '9') digit = c - '0' + 52;
    if (c == '+') digit = 62;
    if (c == '/') digit = 63;
    if (digit < 0) continue;  // '=' padding
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      result.push_back(static_cast<char>((value >> bits) & 0xff));
    }
  }
  return result;
}

// The page's scene messages (msgpack, base64 in the "messages" array of the
// page's start() call), decoded.
std::vector<std::string> SceneMessages(const std::string& html) {
  std::vector<std::string> messages;
  const size_t start = html.find("\"messages\": [");
  if (start == std::string::npos) return messages;
  const size_t end = html.find(']', start);
  // (Scanned by hand: std::regex recurses per character and overflows the
  // stack on megabytes.)
  size_t open = html.find('"', start + std::string("\"messages\": [").size());
  while (open != std::string::npos && open < end) {
    const size_t close = html.find('"', open + 1);
    if (close == std::string::npos || close > end) break;
    messages.push_back(DecodeBase64(html.substr(open + 1, close - open - 1)));
    open = html.find('"', close + 1);
  }
  return messages;
}

// A run writes replay.html beside its CSV files: one file that fetches
// nothing (no script or socket URL; the meshes inlined as data URLs) and
// sets an object for every link of the arm.
GTEST_TEST(SimulateReplayTest, ReplayIsSelfContainedAndHoldsTheArm) {
  const fs::path dir = ReplayRun("replay_default");
  const fs::path file = dir / "out" / "replay.html";
  ASSERT_TRUE(fs::exists(file));
  EXPECT_NE(ReadFile(dir / "out.txt").find("replay.html"), std::string::npos);
  const std::string html = ReadFile(file);
  for (const char* fetch : {"http://", "https://", "ws://", "wss://",
                            "<script src", "import(\"/", "from \"/"}) {
    EXPECT_EQ(html.find(fetch), std::string::npos) << fetch;
  }
  EXPECT_NE(html.find("data:text/javascript;base64,"), std::string::npos);
  // the glTF meshes' buffers, inlined
  EXPECT_NE(html.find("data:application/octet-stream;base64,"),
            std::string::npos);

  std::map<std::string, int> set_objects;  // path → count
  for (const std::string& message : SceneMessages(html)) {
    if (message.find("set_object") == std::string::npos) continue;
    for (int link = 0; link <= 7; ++link) {
      const std::string path =
          fmt::format("/drake/illustration/iiwa/iiwa_link_{}/", link);
      if (message.find(path) != std::string::npos) ++set_objects[path];
    }
    // the gripper's body, as its OBJ mesh (not a primitive)
    if (message.find("/drake/illustration/wsg/body/") != std::string::npos &&
        message.find("_meshfile_geometry") != std::string::npos &&
        message.find("obj") != std::string::npos) {
      ++set_objects["wsg"];
    }
  }
  for (int link = 0; link <= 7; ++link) {
    const std::string path =
        fmt::format("/drake/illustration/iiwa/iiwa_link_{}/", link);
    EXPECT_GE(set_objects[path], 1) << path;
  }
  EXPECT_GE(set_objects["wsg"], 1);
  // the iiwa's real meshes: a glTF file's buffer, inlined by its name
  EXPECT_NE(html.find("link_2_orange.bin"), std::string::npos);
}

GTEST_TEST(SimulateReplayTest, NoReplayWritesNoReplay) {
  const fs::path dir = fs::path(::testing::TempDir()) / "replay_off";
  ASSERT_EQ(RunProgram(dir, "--duration 0.05 --output out --no-replay"), 0)
      << ReadFile(dir / "err.txt");
  EXPECT_TRUE(fs::exists(dir / "out" / "state.csv"));
  EXPECT_FALSE(fs::exists(dir / "out" / "replay.html"));
  // --help names the flag
  ASSERT_EQ(RunProgram(dir, "--help"), 0);
  const std::string help = ReadFile(dir / "out.txt");
  EXPECT_NE(help.find("--no-replay"), std::string::npos);
  EXPECT_NE(help.find("--meshcat"), std::string::npos);
}

// A bad visualization key names the file, the line and the key.
GTEST_TEST(SimulateReplayTest, BadVisualizationKey) {
  const fs::path dir = fs::path(::testing::TempDir()) / "replay_bad_key";
  EXPECT_EQ(RunProgram(dir, "--set 'visualization: {publish_contact: true}'"),
            2);
  EXPECT_NE(ReadFile(dir / "err.txt")
                .find("key 'visualization.publish_contact' (C++ type "
                      "drake::visualization::VisualizationConfig): the key "
                      "'publish_contact' is not a field"),
            std::string::npos)
      << ReadFile(dir / "err.txt");
  EXPECT_EQ(RunProgram(dir, "--set 'visualization: {publish_period: 0}'"), 2);
  EXPECT_NE(ReadFile(dir / "err.txt").find("visualization.publish_period"),
            std::string::npos)
      << ReadFile(dir / "err.txt");
}

struct Color {
  int r{}, g{}, b{};
};

// Renders `url` with headless Chromium and returns the page's probe
// attributes ("data-probe-first", "data-probe-last"): a 40 × 30 grid of
// pixel colors, row by row from the top (see the page's probe()).
std::map<std::string, std::vector<Color>> Render(const std::string& url) {
  const fs::path profile =
      fs::path(::testing::TempDir()) / "replay_chromium_profile";
  fs::remove_all(profile);
  const std::string command = fmt::format(
      "{} --headless --no-sandbox --disable-gpu-sandbox "
      "--use-angle=swiftshader --enable-unsafe-swiftshader "
      "--user-data-dir={} --window-size=800,600 "
      "--virtual-time-budget=20000 --dump-dom '{}' 2>/dev/null",
      kChromium, profile.string(), url);
  std::string dom;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return {};
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) {
    dom.append(buffer, n);
  }
  pclose(pipe);
  std::map<std::string, std::vector<Color>> result;
  static const std::regex kAttribute(R"re((data-probe[a-z-]*)="([0-9, ]*)")re");
  for (std::sregex_iterator it(dom.begin(), dom.end(), kAttribute), end;
       it != end; ++it) {
    std::istringstream in((*it)[2].str());
    std::vector<Color>& colors = result[(*it)[1].str()];
    for (std::string triple; in >> triple;) {
      Color c;
      if (std::sscanf(triple.c_str(), "%d,%d,%d", &c.r, &c.g, &c.b) == 3) {
        colors.push_back(c);
      }
    }
  }
  return result;
}

constexpr int kColumns = 40;
constexpr int kRows = 30;

// The iiwa's orange, lit: red dominant, green about 0.44 of it (0.3 to 0.6
// allows for shading), little blue. The block's red has g/r ≈ 0.14.
bool IsOrange(const Color& c) {
  return c.r >= 100 && c.g >= 0.3 * c.r && c.g <= 0.6 * c.r && c.b < 40;
}

bool Differs(const Color& a, const Color& b) {
  return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b) > 60;
}

class SimulateReplayPageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!fs::exists(kChromium)) {
      GTEST_SKIP() << kChromium << " is not installed";
    }
  }
};

TEST_F(SimulateReplayPageTest, ArmIsDrawnAndMoves) {
  const fs::path file = ReplayRun("replay_page") / "out" / "replay.html";
  ASSERT_TRUE(fs::exists(file));
  const auto probes = Render(fmt::format(
      "file://{}?probe={}x{}", fs::absolute(file).string(), kColumns, kRows));
  ASSERT_TRUE(probes.contains("data-probe-first")) << "no replay rendered";
  const std::vector<Color>& first = probes.at("data-probe-first");
  const std::vector<Color>& last = probes.at("data-probe-last");
  ASSERT_EQ(first.size(), static_cast<size_t>(kColumns * kRows));
  ASSERT_EQ(last.size(), first.size());

  // The arm's orange covers, in the middle of the picture (the middle half
  // of the columns, rows above the table) and nowhere else.
  int orange_inside = 0, orange_outside = 0;
  for (int row = 0; row < kRows; ++row) {
    for (int column = 0; column < kColumns; ++column) {
      if (!IsOrange(first[row * kColumns + column])) continue;
      const bool inside = column >= kColumns / 4 && column < 3 * kColumns / 4 &&
                          row < 2 * kRows / 3;
      ++(inside ? orange_inside : orange_outside);
    }
  }
  EXPECT_GE(orange_inside, 3);
  EXPECT_EQ(orange_outside, 0);

  // The arm moved: cells change in the upper two thirds; the lowest third
  // (below the table top, where nothing moves) does not.
  int changed_upper = 0, changed_lower = 0;
  for (int row = 0; row < kRows; ++row) {
    for (int column = 0; column < kColumns; ++column) {
      const int i = row * kColumns + column;
      if (!Differs(first[i], last[i])) continue;
      ++(row < 2 * kRows / 3 ? changed_upper : changed_lower);
    }
  }
  EXPECT_GE(changed_upper, 10);
  EXPECT_EQ(changed_lower, 0);
}

// --meshcat prints the live view's URL before simulating, and a client
// loads the page from it while the run goes on (paced at real time).
GTEST_TEST(SimulateMeshcatTest, PrintsUrlThatServesThePage) {
  const fs::path dir = fs::path(::testing::TempDir()) / "replay_meshcat";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    const std::string out = (dir / "out.txt").string();
    const std::string err = (dir / "err.txt").string();
    if (freopen(out.c_str(), "w", stdout) == nullptr) _exit(3);
    if (freopen(err.c_str(), "w", stderr) == nullptr) _exit(3);
    const std::string output = (dir / "out").string();
    execl(MALLARD_SIMULATE_PROGRAM, MALLARD_SIMULATE_PROGRAM, "--meshcat",
          "--realtime", "1", "--duration", "3", "--no-replay", "--output",
          output.c_str(), static_cast<char*>(nullptr));
    _exit(3);
  }
  // the URL line, before the simulation's progress
  static const std::regex kUrl(
      "serving the live view at http://([a-z0-9.]+):"
      "([0-9]+)");
  std::smatch match;
  std::string out;
  for (int i = 0; i < 200; ++i) {
    out = ReadFile(dir / "out.txt");
    if (std::regex_search(out, match, kUrl)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_TRUE(std::regex_search(out, match, kUrl)) << out;
  const std::string host = match[1].str();
  const std::string port = match[2].str();
  EXPECT_EQ(out.find("Simulated"), std::string::npos);

  // GET / over a plain socket
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* addresses = nullptr;
  ASSERT_EQ(getaddrinfo(host.c_str(), port.c_str(), &hints, &addresses), 0);
  std::string response;
  for (addrinfo* a = addresses; a != nullptr && response.empty();
       a = a->ai_next) {
    const int fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (fd < 0) continue;
    if (connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
      const std::string request = fmt::format(
          "GET / HTTP/1.1\r\nHost: {}:{}\r\nConnection: close\r\n\r\n", host,
          port);
      if (send(fd, request.data(), request.size(), 0) ==
          static_cast<ssize_t>(request.size())) {
        char buffer[4096];
        ssize_t n;
        while ((n = recv(fd, buffer, sizeof(buffer), 0)) > 0) {
          response.append(buffer, n);
        }
      }
    }
    close(fd);
  }
  freeaddrinfo(addresses);
  EXPECT_EQ(response.rfind("HTTP/1.1 200", 0), 0u) << response.substr(0, 200);
  EXPECT_NE(response.find("<html"), std::string::npos);

  // the run ends on its own
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
      << ReadFile(dir / "err.txt");
  EXPECT_NE(ReadFile(dir / "out.txt").find("Simulated"), std::string::npos);
}

}  // namespace replay_test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
