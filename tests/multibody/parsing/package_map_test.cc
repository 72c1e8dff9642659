// PackageMap: the default "drake" package, Add/Remove/AddMap semantics,
// package.xml reading, folder and environment crawls, and URL resolution,
// each on small temporary folders; every error path checks its message.

#include "drake/multibody/parsing/package_map.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"

namespace drake {
namespace multibody {
namespace package_map_test {

namespace fs = std::filesystem;

// A fresh temporary folder, removed at the end of the test.
class PackageMapTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            fmt::format("package_map_test_{}_{}", ::getpid(), info->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Writes a package.xml declaring `name` into root_/folder and returns the
  // folder.
  fs::path MakePackage(const std::string& folder, const std::string& name,
                       const std::string& extra = "") {
    const fs::path dir = root_ / folder;
    fs::create_directories(dir);
    std::ofstream(dir / "package.xml")
        << "<?xml version=\"1.0\"?>\n<package format=\"2\">\n  <name>" << name
        << "</name>\n  <version>0.0.1</version>\n"
        << extra << "</package>\n";
    return dir;
  }

  void Touch(const fs::path& file) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "x";
  }

  fs::path root_;
};

TEST_F(PackageMapTest, DefaultKnowsDrake) {
  const PackageMap map;
  EXPECT_EQ(map.size(), 2);
  ASSERT_TRUE(map.Contains("drake"));
  EXPECT_EQ(fs::path(map.GetPath("drake")), fs::path(*MaybeGetDrakePath()));
  // drake_models: the project's copy, under the resource root.
  ASSERT_TRUE(map.Contains("drake_models"));
  EXPECT_EQ(fs::path(map.GetPath("drake_models")),
            fs::path(*MaybeGetDrakePath()) / "third_party" / "drake_models");
  EXPECT_TRUE(fs::exists(map.ResolveUrl(
      "package://drake_models/iiwa_description/meshes/iiwa14/visual/"
      "link_0.gltf")));
  // A model the project ships resolves the same way through both routes.
  EXPECT_EQ(fs::weakly_canonical(map.ResolveUrl(
                "package://drake/examples/acrobot/Acrobot.urdf")),
            fs::weakly_canonical(
                FindResourceOrThrow("drake/examples/acrobot/Acrobot.urdf")));

  const PackageMap empty = PackageMap::MakeEmpty();
  EXPECT_EQ(empty.size(), 0);
  EXPECT_FALSE(empty.Contains("drake"));
  EXPECT_TRUE(empty.GetPackageNames().empty());
}

TEST_F(PackageMapTest, AddContainsRemove) {
  PackageMap map = PackageMap::MakeEmpty();
  const fs::path a = root_ / "a";
  const fs::path b = root_ / "b";
  fs::create_directories(a);
  fs::create_directories(b);
  map.Add("alpha", a.string());
  map.Add("beta", b.string() + "/");
  EXPECT_EQ(map.size(), 2);
  EXPECT_TRUE(map.Contains("alpha"));
  EXPECT_FALSE(map.Contains("gamma"));
  EXPECT_EQ(map.GetPath("alpha"), a.string());
  // The trailing slash is dropped.
  EXPECT_EQ(map.GetPath("beta"), b.string());
  EXPECT_EQ(map.GetPackageNames(), (std::vector<std::string>{"alpha", "beta"}));

  // Adding again with the same folder (spelled differently) is a no-op.
  map.Add("alpha", (root_ / "b" / ".." / "a").string());
  EXPECT_EQ(map.size(), 2);

  DRAKE_EXPECT_THROWS_MESSAGE(
      map.Add("alpha", b.string()),
      "PackageMap::Add: package 'alpha' is already at '.*/a' and cannot be "
      "added again at the different path '.*/b'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.Add("gamma", (root_ / "missing").string()),
      "PackageMap::Add: could not add package 'gamma' because its path "
      "'.*/missing' does not exist");
  DRAKE_EXPECT_THROWS_MESSAGE(map.Add("", a.string()),
                              "PackageMap::Add: the package name is empty");

  map.Remove("alpha");
  EXPECT_FALSE(map.Contains("alpha"));
  EXPECT_EQ(map.size(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.Remove("alpha"),
      "PackageMap::Remove: package 'alpha' is not in the map \\(known "
      "packages: beta\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.GetPath("nope"),
      "PackageMap::GetPath: package 'nope' is not in the map \\(known "
      "packages: beta\\)");
  map.Remove("beta");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.GetPath("nope"),
      ".*'nope' is not in the map \\(known packages: none\\)");
}

TEST_F(PackageMapTest, AddMap) {
  fs::create_directories(root_ / "a");
  fs::create_directories(root_ / "b");
  PackageMap first = PackageMap::MakeEmpty();
  first.Add("alpha", (root_ / "a").string());
  PackageMap second = PackageMap::MakeEmpty();
  second.Add("alpha", (root_ / "a").string());
  second.Add("beta", (root_ / "b").string());
  first.AddMap(second);
  EXPECT_EQ(first.size(), 2);
  EXPECT_EQ(first.GetPath("beta"), (root_ / "b").string());

  PackageMap conflicting = PackageMap::MakeEmpty();
  conflicting.Add("alpha", (root_ / "b").string());
  conflicting.Add("zeta", (root_ / "b").string());
  DRAKE_EXPECT_THROWS_MESSAGE(
      first.AddMap(conflicting),
      "PackageMap::AddMap: package 'alpha' is already at .*");
  // A failed AddMap adds nothing.
  EXPECT_FALSE(first.Contains("zeta"));
}

TEST_F(PackageMapTest, AddPackageXml) {
  const fs::path dir = MakePackage("pkg_folder", "  my_pkg\n ");
  PackageMap map = PackageMap::MakeEmpty();
  map.AddPackageXml((dir / "package.xml").string());
  ASSERT_TRUE(map.Contains("my_pkg"));
  EXPECT_EQ(map.GetPath("my_pkg"), dir.string());
  EXPECT_FALSE(map.GetDeprecated("my_pkg").has_value());

  DRAKE_EXPECT_THROWS_MESSAGE(
      map.AddPackageXml((root_ / "none" / "package.xml").string()),
      "PackageMap::AddPackageXml: could not read '.*/none/package.xml'.*");
  fs::create_directories(root_ / "bad");
  std::ofstream(root_ / "bad" / "package.xml") << "<package><name>x</nam";
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.AddPackageXml((root_ / "bad" / "package.xml").string()),
      "PackageMap::AddPackageXml: could not read '.*/bad/package.xml'.*");
  fs::create_directories(root_ / "nameless");
  std::ofstream(root_ / "nameless" / "package.xml") << "<package></package>";
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.AddPackageXml((root_ / "nameless" / "package.xml").string()),
      "PackageMap::AddPackageXml: '.*/nameless/package.xml' has no "
      "<package><name> element naming the package");

  // Drake's deprecation extension.
  const fs::path old = MakePackage(
      "old", "old_pkg",
      "  <export><drake:deprecated>use new_pkg</drake:deprecated></export>\n");
  map.AddPackageXml((old / "package.xml").string());
  EXPECT_EQ(map.GetDeprecated("old_pkg"),
            std::optional<std::string>("use new_pkg"));
  std::optional<std::string> deprecation;
  map.GetPath("old_pkg", &deprecation);
  EXPECT_EQ(deprecation, std::optional<std::string>("use new_pkg"));
  map.SetDeprecated("old_pkg", std::nullopt);
  EXPECT_FALSE(map.GetDeprecated("old_pkg").has_value());
  DRAKE_EXPECT_THROWS_MESSAGE(map.SetDeprecated("nope", "x"),
                              "PackageMap::SetDeprecated: package 'nope' .*");
  DRAKE_EXPECT_THROWS_MESSAGE(map.GetDeprecated("nope"),
                              "PackageMap::GetDeprecated: package 'nope' .*");
}

TEST_F(PackageMapTest, ResolveUrl) {
  const fs::path dir = MakePackage("p", "pkg");
  Touch(dir / "models" / "robot.urdf");
  PackageMap map = PackageMap::MakeEmpty();
  map.Add("pkg", dir.string());
  const std::string expected = (dir / "models" / "robot.urdf").string();
  EXPECT_EQ(map.ResolveUrl("package://pkg/models/robot.urdf"), expected);
  EXPECT_EQ(map.ResolveUrl("model://pkg/models/robot.urdf"), expected);
  EXPECT_EQ(map.ResolveUrl("package://pkg/models/../models/robot.urdf"),
            expected);
  EXPECT_EQ(map.ResolveUrl("file://" + expected), expected);

  DRAKE_EXPECT_THROWS_MESSAGE(
      map.ResolveUrl("package://other/robot.urdf"),
      "PackageMap::ResolveUrl: the URL 'package://other/robot.urdf' names the "
      "package 'other', which is not in the map \\(known packages: pkg\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.ResolveUrl("package://pkg/models/missing.urdf"),
      "PackageMap::ResolveUrl: the URL 'package://pkg/models/missing.urdf' "
      "resolves to '.*/models/missing.urdf', which does not exist");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.ResolveUrl("file:///no/such/file.urdf"),
      ".*'file:///no/such/file.urdf' resolves to '/no/such/file.urdf', which "
      "does not exist");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.ResolveUrl("file://relative/file.urdf"),
      "PackageMap::ResolveUrl: the file URL 'file://relative/file.urdf' does "
      "not name an absolute path.*");
  DRAKE_EXPECT_THROWS_MESSAGE(map.ResolveUrl("http://example.com/robot.urdf"),
                              ".*has the unsupported scheme 'http://'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(map.ResolveUrl("package://pkg"),
                              ".*the URL 'package://pkg' is malformed.*");
  DRAKE_EXPECT_THROWS_MESSAGE(map.ResolveUrl("package:///robot.urdf"),
                              ".*is malformed.*");
  DRAKE_EXPECT_THROWS_MESSAGE(map.ResolveUrl("robot.urdf"),
                              ".*'robot.urdf' is not a URL.*");
}

TEST_F(PackageMapTest, PopulateFromFolder) {
  const fs::path top = MakePackage("top", "top_pkg");
  const fs::path nested = MakePackage("top/sub/deeper", "nested_pkg");
  const fs::path ignored = MakePackage("top/skipped", "ignored_pkg");
  Touch(root_ / "top" / "skipped" / "CATKIN_IGNORE");
  PackageMap map = PackageMap::MakeEmpty();
  map.PopulateFromFolder((root_ / "top").string());
  EXPECT_EQ(map.GetPackageNames(),
            (std::vector<std::string>{"nested_pkg", "top_pkg"}));
  EXPECT_EQ(map.GetPath("top_pkg"), top.string());
  EXPECT_EQ(map.GetPath("nested_pkg"), nested.string());

  // A duplicate name elsewhere keeps the first path (and warns).
  MakePackage("elsewhere", "top_pkg");
  map.PopulateFromFolder((root_ / "elsewhere").string());
  EXPECT_EQ(map.GetPath("top_pkg"), top.string());

  DRAKE_EXPECT_THROWS_MESSAGE(
      map.PopulateFromFolder(""),
      "PackageMap::PopulateFromFolder: the path is empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      map.PopulateFromFolder((root_ / "missing").string()),
      "PackageMap::PopulateFromFolder: '.*/missing' is not a folder");
}

TEST_F(PackageMapTest, PopulateFromEnvironment) {
  MakePackage("one/a", "pkg_a");
  MakePackage("two/b", "pkg_b");
  const std::string value = (root_ / "one").string() + ":" +
                            (root_ / "missing").string() +
                            "::" + (root_ / "two").string();
  ::setenv("MALLARD_TEST_PACKAGE_PATH", value.c_str(), 1);
  PackageMap map = PackageMap::MakeEmpty();
  map.PopulateFromEnvironment("MALLARD_TEST_PACKAGE_PATH");
  EXPECT_EQ(map.GetPackageNames(),
            (std::vector<std::string>{"pkg_a", "pkg_b"}));
  ::unsetenv("MALLARD_TEST_PACKAGE_PATH");

  // Unset: a warning only.
  PackageMap empty = PackageMap::MakeEmpty();
  empty.PopulateFromEnvironment("MALLARD_TEST_PACKAGE_PATH");
  EXPECT_EQ(empty.size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      empty.PopulateFromEnvironment(""),
      "PackageMap::PopulateFromEnvironment: the environment variable name is "
      "empty");

  // ROS_PACKAGE_PATH works the same way.
  ::setenv("ROS_PACKAGE_PATH", (root_ / "two").c_str(), 1);
  empty.PopulateFromRosPackagePath();
  EXPECT_TRUE(empty.Contains("pkg_b"));
  ::unsetenv("ROS_PACKAGE_PATH");
}

TEST_F(PackageMapTest, StreamOutput) {
  fs::create_directories(root_ / "a");
  PackageMap map = PackageMap::MakeEmpty();
  std::ostringstream empty_text;
  empty_text << map;
  EXPECT_EQ(empty_text.str(), "PackageMap:\n  [EMPTY!]\n");
  map.Add("alpha", (root_ / "a").string());
  std::ostringstream text;
  text << map;
  EXPECT_EQ(text.str(),
            "PackageMap:\n  - alpha: " + (root_ / "a").string() + "\n");
}

}  // namespace package_map_test
}  // namespace multibody
}  // namespace drake
