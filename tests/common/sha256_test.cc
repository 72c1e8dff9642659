#include "drake/common/sha256.h"

#include <map>
#include <sstream>
#include <string>
#include <unordered_set>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"

namespace drake {
namespace sha256_test {

// NIST's published SHA-256 examples (FIPS 180-2 appendix B and the CSRC
// "SHA256.pdf" example values).
constexpr char kAbc[] =
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
constexpr char kEmpty[] =
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
constexpr char k448Bit[] =
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
constexpr char k448BitMessage[] =
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
constexpr char kMillionA[] =
    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";

GTEST_TEST(Sha256Test, NistVectors) {
  EXPECT_EQ(Sha256::Checksum("abc").to_string(), kAbc);
  EXPECT_EQ(Sha256::Checksum("").to_string(), kEmpty);
  EXPECT_EQ(std::string(k448BitMessage).size(), 56u);  // 448 bits.
  EXPECT_EQ(Sha256::Checksum(k448BitMessage).to_string(), k448Bit);
  EXPECT_EQ(Sha256::Checksum(std::string(1000000, 'a')).to_string(), kMillionA);
}

GTEST_TEST(Sha256Test, Default) {
  EXPECT_EQ(Sha256().to_string(), std::string(64, '0'));
  EXPECT_NE(Sha256(), Sha256::Checksum(""));
}

GTEST_TEST(Sha256Test, EmbeddedNulBytes) {
  const std::string with_nul("a\0b", 3);
  EXPECT_NE(Sha256::Checksum(with_nul), Sha256::Checksum("a"));
  EXPECT_EQ(Sha256::Checksum(with_nul),
            Sha256::Checksum(std::string_view("a\0b", 3)));
}

GTEST_TEST(Sha256Test, Stream) {
  std::istringstream abc("abc");
  EXPECT_EQ(Sha256::Checksum(&abc).to_string(), kAbc);
  // Longer than one read chunk (16 KiB).
  std::istringstream million(std::string(1000000, 'a'));
  EXPECT_EQ(Sha256::Checksum(&million).to_string(), kMillionA);
  // From the current position on.
  std::istringstream prefixed("xxabc");
  prefixed.ignore(2);
  EXPECT_EQ(Sha256::Checksum(&prefixed).to_string(), kAbc);
  std::istringstream empty("");
  EXPECT_EQ(Sha256::Checksum(&empty).to_string(), kEmpty);
  std::istream* null_stream = nullptr;
  DRAKE_EXPECT_THROWS_MESSAGE(Sha256::Checksum(null_stream),
                              ".*stream != nullptr.*");
}

GTEST_TEST(Sha256Test, Parse) {
  const std::optional<Sha256> parsed = Sha256::Parse(kAbc);
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(*parsed, Sha256::Checksum("abc"));
  // Upper case parses; printing is lower case.
  std::string upper(kAbc);
  for (char& c : upper) c = static_cast<char>(std::toupper(c));
  ASSERT_TRUE(Sha256::Parse(upper).has_value());
  EXPECT_EQ(Sha256::Parse(upper)->to_string(), kAbc);
  // Wrong length or a non-hex digit.
  EXPECT_FALSE(Sha256::Parse("").has_value());
  EXPECT_FALSE(Sha256::Parse(std::string(kAbc).substr(0, 63)).has_value());
  EXPECT_FALSE(Sha256::Parse(std::string(kAbc) + "0").has_value());
  std::string bad(kAbc);
  bad[40] = 'g';
  EXPECT_FALSE(Sha256::Parse(bad).has_value());
  bad[40] = ' ';
  EXPECT_FALSE(Sha256::Parse(bad).has_value());
}

GTEST_TEST(Sha256Test, ComparisonsAndHash) {
  const Sha256 abc = Sha256::Checksum("abc");
  const Sha256 empty = Sha256::Checksum("");
  const Sha256 zero;
  EXPECT_TRUE(abc == Sha256::Checksum("abc"));
  EXPECT_TRUE(abc != empty);
  EXPECT_FALSE(abc != Sha256::Checksum("abc"));
  // Lexicographic on the bytes: 00.. < ba.. < e3..
  EXPECT_TRUE(zero < abc);
  EXPECT_TRUE(abc < empty);
  EXPECT_FALSE(empty < abc);
  EXPECT_FALSE(abc < abc);

  std::map<Sha256, int> ordered{{empty, 1}, {abc, 2}, {zero, 3}};
  EXPECT_EQ(ordered.begin()->second, 3);
  std::unordered_set<Sha256> set{abc, empty, abc};
  EXPECT_EQ(set.size(), 2u);
  EXPECT_EQ(set.count(Sha256::Checksum("abc")), 1u);
  EXPECT_EQ(std::hash<Sha256>{}(zero), 0u);
  EXPECT_EQ(std::hash<Sha256>{}(abc),
            std::hash<Sha256>{}(*Sha256::Parse(kAbc)));
}

GTEST_TEST(Sha256Test, CopyAndMove) {
  Sha256 a = Sha256::Checksum("abc");
  Sha256 b = a;
  EXPECT_EQ(b.to_string(), kAbc);
  Sha256 c = std::move(a);
  EXPECT_EQ(c.to_string(), kAbc);
}

}  // namespace sha256_test
}  // namespace drake
