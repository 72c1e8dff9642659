#include "drake/common/temp_directory.h"

#include <cstdlib>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "drake/common/scope_exit.h"

namespace drake {
namespace temp_directory_test {

namespace fs = std::filesystem;

// Sets an environment variable for the scope of the object, restoring the
// previous value (or its absence) afterwards.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    const char* old = std::getenv(name);
    if (old != nullptr) old_ = old;
    had_old_ = (old != nullptr);
    if (value != nullptr) {
      ::setenv(name, value, 1);
    } else {
      ::unsetenv(name);
    }
  }
  ~ScopedEnv() {
    if (had_old_) {
      ::setenv(name_, old_.c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }
  ScopedEnv(const ScopedEnv&) = delete;
  void operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
  std::string old_;
  bool had_old_{};
};

TEST(TempDirectoryTest, MakesNewDirectoriesUnderTheParent) {
  const fs::path parent = fs::temp_directory_path() / "mallard_temp_dir_test";
  fs::create_directories(parent);
  ScopeExit cleanup([&parent]() { fs::remove_all(parent); });
  const std::string parent_text = parent.string();
  ScopedEnv test_tmpdir("TEST_TMPDIR", parent_text.c_str());

  const std::string first = temp_directory();
  const std::string second = temp_directory();
  EXPECT_NE(first, second);
  for (const std::string& dir : {first, second}) {
    EXPECT_TRUE(fs::is_directory(dir));
    EXPECT_NE(dir.back(), '/');
    EXPECT_EQ(fs::path(dir).parent_path(), parent);
    const std::string name = fs::path(dir).filename().string();
    EXPECT_EQ(name.size(), std::string("robotlocomotion_drake_XXXXXX").size());
    EXPECT_EQ(name.rfind("robotlocomotion_drake_", 0), 0u);
  }
}

TEST(TempDirectoryTest, FallsBackToTmpdirThenSlashTmp) {
  const fs::path parent = fs::temp_directory_path() / "mallard_temp_dir_test2";
  fs::create_directories(parent);
  ScopeExit cleanup([&parent]() { fs::remove_all(parent); });
  const std::string parent_text = parent.string();
  ScopedEnv test_tmpdir("TEST_TMPDIR", nullptr);
  {
    ScopedEnv tmpdir("TMPDIR", parent_text.c_str());
    EXPECT_EQ(fs::path(temp_directory()).parent_path(), parent);
  }
  {
    ScopedEnv tmpdir("TMPDIR", nullptr);
    const std::string dir = temp_directory();
    ScopeExit remove([&dir]() { fs::remove_all(dir); });
    EXPECT_EQ(fs::path(dir).parent_path(), fs::path("/tmp"));
  }
}

TEST(TempDirectoryTest, ThrowsWhenTheParentIsMissing) {
  ScopedEnv test_tmpdir("TEST_TMPDIR", "/nonexistent/mallard/parent");
  EXPECT_THROW(temp_directory(), std::exception);
}

}  // namespace temp_directory_test
}  // namespace drake
