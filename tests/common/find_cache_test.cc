// FindOrCreateCache: the order $TEST_TMPDIR/.cache, $XDG_CACHE_HOME,
// $HOME/.cache (each only when it names a folder), the drake/<subdir>
// folders it creates, and the error when none applies or creation fails.

#include "drake/common/find_cache.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "drake/common/test_utilities/set_env.h"

namespace drake {
namespace internal {
namespace find_cache_test {

namespace fs = std::filesystem;

class FindCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            fmt::format("find_cache_test_{}_{}", ::getpid(), info->name());
    fs::remove_all(root_);
    for (const char* name : {"tmp", "xdg", "home"}) {
      fs::create_directories(root_ / name);
    }
    root_ = fs::canonical(root_);
  }
  void TearDown() override { fs::remove_all(root_); }
  fs::path root_;
};

TEST_F(FindCacheTest, Precedence) {
  test::SetEnv tmp("TEST_TMPDIR", (root_ / "tmp").string());
  test::SetEnv xdg("XDG_CACHE_HOME", (root_ / "xdg").string());
  test::SetEnv home("HOME", (root_ / "home").string());
  PathOrError found = FindOrCreateCache("package_map");
  EXPECT_EQ(found.error, "");
  EXPECT_EQ(found.abspath, root_ / "tmp" / ".cache" / "drake" / "package_map");
  EXPECT_TRUE(fs::is_directory(found.abspath));

  // a TEST_TMPDIR that is no folder is passed over, then XDG, then HOME
  test::SetEnv no_tmp("TEST_TMPDIR", (root_ / "missing").string());
  found = FindOrCreateCache("package_map");
  EXPECT_EQ(found.abspath, root_ / "xdg" / "drake" / "package_map");
  test::SetEnv no_xdg("XDG_CACHE_HOME", std::nullopt);
  found = FindOrCreateCache("other");
  EXPECT_EQ(found.abspath, root_ / "home" / ".cache" / "drake" / "other");
  EXPECT_TRUE(fs::is_directory(found.abspath));
}

TEST_F(FindCacheTest, Errors) {
  test::SetEnv tmp("TEST_TMPDIR", std::nullopt);
  test::SetEnv xdg("XDG_CACHE_HOME", std::nullopt);
  test::SetEnv home("HOME", std::nullopt);
  PathOrError found = FindOrCreateCache("package_map");
  EXPECT_TRUE(found.abspath.empty());
  EXPECT_EQ(found.error,
            "no cache folder: none of $TEST_TMPDIR, $XDG_CACHE_HOME and $HOME "
            "names a folder (set $XDG_CACHE_HOME to a writable folder)");

  // "drake" exists as a file: the folder cannot be created
  test::SetEnv xdg_set("XDG_CACHE_HOME", (root_ / "xdg").string());
  std::ofstream(root_ / "xdg" / "drake") << "a file";
  found = FindOrCreateCache("package_map");
  EXPECT_TRUE(found.abspath.empty());
  EXPECT_EQ(found.error.rfind(fmt::format("could not create {}: ",
                                          (root_ / "xdg" / "drake").string()),
                              0),
            0u)
      << found.error;
}

}  // namespace find_cache_test
}  // namespace internal
}  // namespace drake
