#include "drake/common/type_safe_index.h"

#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace type_safe_index_test {

using ::testing::AllOf;
using ::testing::HasSubstr;

using AIndex = TypeSafeIndex<class ATag>;
using BIndex = TypeSafeIndex<class BTag>;

template <typename Func>
std::string LogicErrorMessage(Func func) {
  try {
    func();
  } catch (const std::logic_error& e) {
    return e.what();
  }
  return "did not throw";
}

TEST(TypeSafeIndexTest, ValidIndexBehavesAsInt) {
  AIndex index(3);
  EXPECT_TRUE(index.is_valid());
  EXPECT_EQ(static_cast<int>(index), 3);
  EXPECT_EQ(index, AIndex(3));
  ++index;
  EXPECT_EQ(index, 4);
  index += 2;
  EXPECT_EQ(index, 6);
  index -= 6;
  EXPECT_EQ(index, 0);
  const AIndex copy = index++;
  EXPECT_EQ(copy, 0);
  EXPECT_EQ(index, 1);
  // Comparisons.
  EXPECT_LT(AIndex(1), AIndex(2));
  EXPECT_LE(AIndex(2), AIndex(2));
  EXPECT_GT(AIndex(3), AIndex(2));
  EXPECT_GE(AIndex(3), AIndex(3));
  EXPECT_NE(AIndex(3), AIndex(4));
  EXPECT_TRUE(AIndex(2) < 3);  // Against a plain int.
  // Printing.
  std::ostringstream out;
  out << AIndex(5) << " " << AIndex();
  EXPECT_EQ(out.str(), "5 <invalid index>");
  EXPECT_EQ(fmt::format("{}", AIndex(6)), "6");
  EXPECT_EQ(to_string(AIndex(7)), "7");
}

// Misuse throws std::logic_error naming the index type and the mistake.
TEST(TypeSafeIndexTest, InvalidUseThrows) {
  const AIndex invalid;
  EXPECT_FALSE(invalid.is_valid());
  EXPECT_THAT(LogicErrorMessage([&] { return static_cast<int>(invalid); }),
              AllOf(HasSubstr("TypeSafeIndex<"), HasSubstr("ATag"),
                    HasSubstr("was used while invalid")));
  EXPECT_THAT(LogicErrorMessage([] { AIndex(-1); }),
              HasSubstr("was constructed from a negative value"));
  EXPECT_THAT(LogicErrorMessage([] {
                AIndex zero(0);
                --zero;
              }),
              HasSubstr("decremented below zero"));
  EXPECT_THAT(LogicErrorMessage([] {
                AIndex one(1);
                one -= 2;
              }),
              HasSubstr("became negative"));
  EXPECT_THAT(LogicErrorMessage([] {
                AIndex none;
                ++none;
              }),
              HasSubstr("incremented while invalid"));
  // A moved-from index is invalid.
  AIndex source(4);
  const AIndex destination(std::move(source));
  EXPECT_EQ(destination, 4);
  EXPECT_FALSE(source.is_valid());  // NOLINT(bugprone-use-after-move)
}

// Indices of different kinds do not convert into each other.
TEST(TypeSafeIndexTest, KindsDoNotMix) {
  static_assert(!std::is_convertible_v<AIndex, BIndex>);
  static_assert(!std::is_constructible_v<BIndex, AIndex>);
  static_assert(!std::is_convertible_v<int, AIndex>);  // Explicit only.
  static_assert(std::is_convertible_v<AIndex, int>);
}

// Indices hash by value and work as unordered_map keys.
TEST(TypeSafeIndexTest, Hashing) {
  std::unordered_map<AIndex, std::string> names;
  names[AIndex(0)] = "zero";
  names[AIndex(10)] = "ten";
  names[AIndex(0)] = "ZERO";
  EXPECT_EQ(names.size(), 2);
  EXPECT_EQ(names.at(AIndex(0)), "ZERO");
  EXPECT_EQ(names.at(AIndex(10)), "ten");
  EXPECT_EQ(names.count(AIndex(5)), 0);
  EXPECT_EQ(std::hash<AIndex>()(AIndex(10)), std::hash<int>()(10));
  std::unordered_set<AIndex> set{AIndex(1), AIndex(2), AIndex(1)};
  EXPECT_EQ(set.size(), 2);
}

}  // namespace type_safe_index_test
}  // namespace drake
