// FindResource / FindResourceOrThrow: resolving "drake/..." paths against the
// resource root (the source tree in a build tree, DRAKE_RESOURCE_ROOT when
// set), and the error for each kind of bad request.

#include "drake/common/find_resource.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace find_resource_test {

namespace fs = std::filesystem;

// Sets an environment variable for the lifetime of the object and restores
// the previous value afterwards.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) {
    const char* old = std::getenv(name);
    if (old != nullptr) old_ = old;
    ::setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (old_) {
      ::setenv(name_, old_->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

// The test sources live in <source>/tests, so the resource root of a build
// tree is the parent of MALLARD_TEST_SOURCE_DIR.
fs::path SourceRoot() {
  return fs::weakly_canonical(fs::path(MALLARD_TEST_SOURCE_DIR) / "..");
}

TEST(FindResourceTest, FindsAFileOfTheSourceTree) {
  ::unsetenv(kDrakeResourceRootEnvironmentVariableName);
  const std::string path = FindResourceOrThrow("drake/common/find_resource.h");
  EXPECT_EQ(fs::weakly_canonical(path),
            SourceRoot() / "common" / "find_resource.h");
  EXPECT_TRUE(fs::is_regular_file(path));

  const FindResourceResult result =
      FindResource("drake/common/find_resource.h");
  ASSERT_TRUE(result.get_absolute_path().has_value());
  EXPECT_EQ(*result.get_absolute_path(), path);
  EXPECT_EQ(result.get_absolute_path_or_throw(), path);
  EXPECT_FALSE(result.get_error_message().has_value());
  EXPECT_EQ(result.get_resource_path(), "drake/common/find_resource.h");

  const std::optional<std::string> root = MaybeGetDrakePath();
  ASSERT_TRUE(root.has_value());
  EXPECT_EQ(fs::weakly_canonical(*root), SourceRoot());
}

TEST(FindResourceTest, FindsAShippedModel) {
  ::unsetenv(kDrakeResourceRootEnvironmentVariableName);
  const std::string path =
      FindResourceOrThrow("drake/examples/acrobot/Acrobot.urdf");
  EXPECT_EQ(fs::weakly_canonical(path),
            SourceRoot() / "examples" / "acrobot" / "Acrobot.urdf");
}

TEST(FindResourceTest, MissingFileNamesThePathAndTheRoot) {
  ::unsetenv(kDrakeResourceRootEnvironmentVariableName);
  const FindResourceResult result = FindResource("drake/no/such/file.urdf");
  EXPECT_FALSE(result.get_absolute_path().has_value());
  ASSERT_TRUE(result.get_error_message().has_value());
  EXPECT_NE(result.get_error_message()->find("drake/no/such/file.urdf"),
            std::string::npos);
  EXPECT_EQ(result.get_resource_path(), "drake/no/such/file.urdf");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FindResourceOrThrow("drake/no/such/file.urdf"),
      "Sought 'drake/no/such/file.urdf' in Drake's resource root '.+' but the "
      "file '.+/no/such/file.urdf' does not exist");
  DRAKE_EXPECT_THROWS_MESSAGE(result.get_absolute_path_or_throw(),
                              "Sought 'drake/no/such/file.urdf'.*");
}

TEST(FindResourceTest, BadRequests) {
  DRAKE_EXPECT_THROWS_MESSAGE(FindResourceOrThrow(""),
                              ".*resource path is empty.*");
  EXPECT_EQ(FindResource("").get_resource_path(), "");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FindResourceOrThrow("/etc/hostname"),
      "Drake resource_path '/etc/hostname' is not a relative path");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FindResourceOrThrow("common/find_resource.h"),
      "Drake resource_path 'common/find_resource.h' does not start with "
      "drake/");
  // A folder is not a resource file.
  DRAKE_EXPECT_THROWS_MESSAGE(FindResourceOrThrow("drake/common"),
                              "Sought 'drake/common'.*does not exist");
}

TEST(FindResourceTest, FactoryChecks) {
  DRAKE_EXPECT_THROWS_MESSAGE(FindResourceResult::make_success("", "/a"),
                              ".*must both be non-empty");
  DRAKE_EXPECT_THROWS_MESSAGE(FindResourceResult::make_error("drake/a", ""),
                              ".*error message must be non-empty");
  const FindResourceResult error =
      FindResourceResult::make_error("drake/a", "broken");
  EXPECT_EQ(*error.get_error_message(), "broken");
  const FindResourceResult success =
      FindResourceResult::make_success("drake/a", "/x/a");
  EXPECT_EQ(*success.get_absolute_path(), "/x/a");
}

TEST(FindResourceTest, EnvironmentVariableComesFirst) {
  // A temporary root holding drake/models/thing.urdf.
  const fs::path temp = fs::temp_directory_path() /
                        ("find_resource_test_" + std::to_string(::getpid()));
  fs::create_directories(temp / "drake" / "models");
  std::ofstream(temp / "drake" / "models" / "thing.urdf") << "<robot/>";
  {
    ScopedEnv env(kDrakeResourceRootEnvironmentVariableName, temp.string());
    EXPECT_EQ(fs::path(FindResourceOrThrow("drake/models/thing.urdf")),
              temp / "drake" / "models" / "thing.urdf");
    EXPECT_EQ(fs::path(*MaybeGetDrakePath()), temp / "drake");
    // The source tree is not consulted once the variable names a root.
    DRAKE_EXPECT_THROWS_MESSAGE(
        FindResourceOrThrow("drake/common/find_resource.h"),
        "Sought 'drake/common/find_resource.h' in Drake's resource root "
        "'.*find_resource_test_.*' but .*");
  }
  {
    // A variable naming a folder without drake/ is ignored (with a warning).
    ScopedEnv env(kDrakeResourceRootEnvironmentVariableName,
                  (temp / "drake" / "models").string());
    EXPECT_EQ(fs::weakly_canonical(
                  FindResourceOrThrow("drake/common/find_resource.h")),
              SourceRoot() / "common" / "find_resource.h");
  }
  {
    // Empty counts as unset.
    ScopedEnv env(kDrakeResourceRootEnvironmentVariableName, "");
    EXPECT_NO_THROW(FindResourceOrThrow("drake/common/find_resource.h"));
  }
  fs::remove_all(temp);
}

}  // namespace find_resource_test
}  // namespace drake
