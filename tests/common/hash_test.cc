#include "drake/common/hash.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/sorted_pair.h"

namespace drake {
namespace hash_test {

// Records every byte it is fed, to check what hash_append sends.
struct RecordingHasher {
  using result_type = size_t;
  void operator()(const void* data, size_t length) noexcept {
    const uint8_t* bytes = static_cast<const uint8_t*>(data);
    recorded.insert(recorded.end(), bytes, bytes + length);
  }
  explicit operator size_t() const noexcept { return recorded.size(); }
  std::vector<uint8_t> recorded;
};

template <typename T>
std::vector<uint8_t> BytesOf(const T& value) {
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(&value);
  return std::vector<uint8_t>(bytes, bytes + sizeof(value));
}

template <typename T>
std::vector<uint8_t> Record(const T& item) {
  RecordingHasher hasher;
  hash_append(hasher, item);
  return hasher.recorded;
}

std::vector<uint8_t> Concat(std::vector<uint8_t> a,
                            const std::vector<uint8_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// FNV-1a reference values (64-bit): the empty input gives the offset basis;
// "a" and "foobar" are the algorithm's published test vectors.
TEST(HashTest, FNV1a) {
  internal::FNV1aHasher empty;
  EXPECT_EQ(static_cast<size_t>(empty), 0xcbf29ce484222325u);
  internal::FNV1aHasher a;
  a("a", 1);
  EXPECT_EQ(static_cast<size_t>(a), 0xaf63dc4c8601ec8cu);
  internal::FNV1aHasher foobar;
  foobar("foobar", 6);
  EXPECT_EQ(static_cast<size_t>(foobar), 0x85944171f73967e8u);
  // add_byte() is the one-byte form of operator().
  internal::FNV1aHasher by_byte;
  for (const char c : std::string("foobar")) {
    by_byte.add_byte(static_cast<uint8_t>(c));
  }
  EXPECT_EQ(static_cast<size_t>(by_byte), 0x85944171f73967e8u);
  static_assert(std::is_same_v<DefaultHasher, internal::FNV1aHasher>);
  static_assert(std::is_same_v<DefaultHash::result_type, size_t>);
}

TEST(HashTest, Primitives) {
  EXPECT_EQ(Record(int32_t{5}), BytesOf(int32_t{5}));
  EXPECT_EQ(Record(true), BytesOf(true));
  enum class Color : int16_t { kRed = 3 };
  EXPECT_EQ(Record(Color::kRed), BytesOf(Color::kRed));
  EXPECT_EQ(Record(2.5), BytesOf(2.5));
  EXPECT_EQ(Record(2.5f), BytesOf(2.5f));
  // Positive and negative zero hash alike.
  EXPECT_EQ(Record(-0.0), BytesOf(0.0));
  EXPECT_EQ(DefaultHash()(-0.0), DefaultHash()(0.0));
  // A pointer hashes its address.
  const int x = 0;
  EXPECT_EQ(Record(&x), BytesOf(reinterpret_cast<std::uintptr_t>(&x)));
}

TEST(HashTest, StringsAndContainers) {
  // A string: its characters, then its size.
  const std::string text = "abc";
  EXPECT_EQ(Record(text), Concat({'a', 'b', 'c'}, BytesOf(size_t{3})));
  // A pair: first then second.
  EXPECT_EQ(Record(std::make_pair(int32_t{1}, 2.0)),
            Concat(BytesOf(int32_t{1}), BytesOf(2.0)));
  // An optional: the value (if any), then whether there is one.
  EXPECT_EQ(Record(std::optional<int32_t>(4)),
            Concat(BytesOf(int32_t{4}), BytesOf(true)));
  EXPECT_EQ(Record(std::optional<int32_t>()), BytesOf(false));
  // A set: the elements in order, then the count.
  EXPECT_EQ(Record(std::set<int32_t>{2, 1}),
            Concat(Concat(BytesOf(int32_t{1}), BytesOf(int32_t{2})),
                   BytesOf(size_t{2})));
  // A map: the pairs in order, then the count.
  const std::map<int32_t, bool> map{{7, true}};
  EXPECT_EQ(Record(map), Concat(Concat(BytesOf(int32_t{7}), BytesOf(true)),
                                BytesOf(size_t{1})));
  // A range.
  const std::vector<int32_t> values{3, 4};
  RecordingHasher hasher;
  hash_append_range(hasher, values.begin(), values.end());
  EXPECT_EQ(hasher.recorded,
            Concat(Concat(BytesOf(int32_t{3}), BytesOf(int32_t{4})),
                   BytesOf(size_t{2})));
  // Nested containers compose.
  const std::map<std::string, std::set<int32_t>> nested{{"k", {1}}};
  EXPECT_EQ(DefaultHash()(nested), DefaultHash()(nested));
  EXPECT_NE(
      DefaultHash()(nested),
      (DefaultHash()(std::map<std::string, std::set<int32_t>>{{"k", {2}}})));
}

// A user type implementing the concept works in unordered containers with
// DefaultHash.
struct Point {
  int x{};
  std::string label;
  bool operator==(const Point&) const = default;
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher, const Point& p) noexcept {
    using drake::hash_append;
    hash_append(hasher, p.x);
    hash_append(hasher, p.label);
  }
};

TEST(HashTest, UserTypes) {
  std::unordered_set<Point, DefaultHash> points{{1, "a"}, {1, "a"}, {2, "b"}};
  EXPECT_EQ(points.size(), 2);
  EXPECT_EQ(DefaultHash()(Point{1, "a"}), DefaultHash()(Point{1, "a"}));
  EXPECT_NE(DefaultHash()(Point{1, "a"}), DefaultHash()(Point{1, "b"}));
  // SortedPair implements the concept: (a, b) and (b, a) hash alike.
  EXPECT_EQ(DefaultHash()(SortedPair<int>(1, 2)),
            DefaultHash()(SortedPair<int>(2, 1)));
  EXPECT_EQ(Record(SortedPair<int32_t>(2, 1)),
            Concat(BytesOf(int32_t{1}), BytesOf(int32_t{2})));
}

TEST(HashTest, DelegatingHasher) {
  RecordingHasher recorder;
  DelegatingHasher delegating(
      [&recorder](const void* data, size_t length) { recorder(data, length); });
  hash_append(delegating, std::string("hi"));
  EXPECT_EQ(recorder.recorded, Concat({'h', 'i'}, BytesOf(size_t{2})));
  EXPECT_THROW(DelegatingHasher(DelegatingHasher::Func{}), std::exception);
}

}  // namespace hash_test
}  // namespace drake
