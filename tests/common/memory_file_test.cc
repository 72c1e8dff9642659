#include "drake/common/memory_file.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "drake/common/temp_directory.h"
#include "drake/common/test_utilities/expect_throws_message.h"

namespace drake {
namespace memory_file_test {

namespace fs = std::filesystem;

// SHA-256 of "abc" (NIST) and of empty data.
constexpr char kAbcSha[] =
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
constexpr char kEmptySha[] =
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

GTEST_TEST(MemoryFileTest, Default) {
  const MemoryFile file;
  EXPECT_EQ(file.contents(), "");
  EXPECT_EQ(file.extension(), "");
  EXPECT_EQ(file.filename_hint(), "");
  EXPECT_EQ(file.sha256().to_string(), kEmptySha);
}

GTEST_TEST(MemoryFileTest, Construct) {
  const MemoryFile file("abc", ".TxT", "notes");
  EXPECT_EQ(file.contents(), "abc");
  EXPECT_EQ(file.extension(), ".txt");  // Lower case.
  EXPECT_EQ(file.filename_hint(), "notes");
  EXPECT_EQ(file.sha256().to_string(), kAbcSha);
  // An empty extension is allowed.
  EXPECT_EQ(MemoryFile("abc", "", "x").extension(), "");
}

GTEST_TEST(MemoryFileTest, ConstructErrors) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      MemoryFile("abc", "txt", "notes"),
      "MemoryFile given invalid extension. Must be empty or of the form "
      "'.foo'; given 'txt'.");
  DRAKE_EXPECT_THROWS_MESSAGE(MemoryFile("abc", ".txt", "two\nlines"),
                              ".*filename_hint.*");
}

GTEST_TEST(MemoryFileTest, CopyAndMove) {
  MemoryFile file("abc", ".txt", "notes");
  const MemoryFile copy = file;
  EXPECT_EQ(copy.contents(), "abc");
  EXPECT_EQ(copy.sha256(), file.sha256());
  MemoryFile moved = std::move(file);
  EXPECT_EQ(moved.contents(), "abc");
  EXPECT_EQ(moved.sha256().to_string(), kAbcSha);
  // The donor is empty again, with the checksum of empty contents.
  // NOLINTNEXTLINE(bugprone-use-after-move)
  EXPECT_EQ(file.contents(), "");
  EXPECT_EQ(file.extension(), "");
  EXPECT_EQ(file.filename_hint(), "");
  EXPECT_EQ(file.sha256().to_string(), kEmptySha);
}

GTEST_TEST(MemoryFileTest, ToString) {
  const MemoryFile file("abcdef", ".txt", "notes");
  EXPECT_EQ(file.to_string(),
            "MemoryFile(filename_hint=\"notes\", contents=\"abcdef\", "
            "extension=\".txt\")");
  EXPECT_EQ(file.to_string(3),
            "MemoryFile(filename_hint=\"notes\", contents=\"<abc...>\", "
            "extension=\".txt\")");
  EXPECT_EQ(file.to_string(6), file.to_string());
  EXPECT_EQ(file.to_string(0), file.to_string());
  EXPECT_EQ(file.to_string(-1), file.to_string());
  EXPECT_EQ(fmt::to_string(file), file.to_string());
}

GTEST_TEST(MemoryFileTest, Make) {
  const fs::path dir = temp_directory();
  const fs::path path = dir / "payload.OBJ";
  {
    std::ofstream out(path, std::ios::binary);
    out << "abc";
  }
  const MemoryFile file = MemoryFile::Make(path);
  EXPECT_EQ(file.contents(), "abc");
  EXPECT_EQ(file.extension(), ".obj");
  EXPECT_EQ(file.filename_hint(), path.string());
  EXPECT_EQ(file.sha256().to_string(), kAbcSha);

  // Binary contents are read unchanged (no newline translation, NULs kept).
  const fs::path binary = dir / "binary.bin";
  const std::string bytes("\0\r\n\xff", 4);
  {
    std::ofstream out(binary, std::ios::binary);
    out.write(bytes.data(), bytes.size());
  }
  const MemoryFile binary_file = MemoryFile::Make(binary);
  EXPECT_EQ(binary_file.contents(), bytes);
  EXPECT_EQ(binary_file.sha256(), Sha256::Checksum(bytes));

  // A file without an extension.
  const fs::path plain = dir / "README";
  { std::ofstream out(plain); }
  EXPECT_EQ(MemoryFile::Make(plain).extension(), "");
  EXPECT_EQ(MemoryFile::Make(plain).sha256().to_string(), kEmptySha);

  const fs::path missing = dir / "missing.txt";
  DRAKE_EXPECT_THROWS_MESSAGE(
      MemoryFile::Make(missing),
      "MemoryFile::Make\\(\\) cannot read the file '.*/missing.txt'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MemoryFile::Make(dir),
      "MemoryFile::Make\\(\\) cannot read the file '.*robotlocomotion_drake_"
      ".*'.");
  fs::remove_all(dir);
}

}  // namespace memory_file_test
}  // namespace drake
