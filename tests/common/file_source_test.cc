#include "drake/common/file_source.h"

#include <filesystem>
#include <string>
#include <variant>

#include <gtest/gtest.h>

#include "drake/common/overloaded.h"

namespace drake {
namespace file_source_test {

std::string Describe(const FileSource& source) {
  return std::visit(overloaded{
                        [](const std::filesystem::path& path) {
                          return "path " + path.string();
                        },
                        [](const MemoryFile& file) {
                          return "memory " + file.filename_hint();
                        },
                    },
                    source);
}

GTEST_TEST(FileSourceTest, HoldsEither) {
  FileSource source;  // The first alternative: an empty path.
  ASSERT_TRUE(std::holds_alternative<std::filesystem::path>(source));
  EXPECT_TRUE(std::get<std::filesystem::path>(source).empty());

  source = std::filesystem::path("/tmp/model.obj");
  EXPECT_EQ(Describe(source), "path /tmp/model.obj");

  source = MemoryFile("v 0 0 0\n", ".obj", "inline.obj");
  EXPECT_EQ(Describe(source), "memory inline.obj");
  EXPECT_EQ(std::get<MemoryFile>(source).extension(), ".obj");
  EXPECT_EQ(std::get<MemoryFile>(source).sha256(),
            Sha256::Checksum("v 0 0 0\n"));
}

}  // namespace file_source_test
}  // namespace drake
