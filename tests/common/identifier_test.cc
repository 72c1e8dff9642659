#include "drake/common/identifier.h"

#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace drake {
namespace identifier_test {

using ::testing::AllOf;
using ::testing::HasSubstr;

using AId = Identifier<class ATag>;
using BId = Identifier<class BTag>;

// get_new_id() never repeats: a thousand ids are all distinct.
TEST(IdentifierTest, NewIdsAreUnique) {
  std::unordered_set<AId> ids;
  AId previous = AId::get_new_id();
  for (int i = 0; i < 1000; ++i) {
    const AId id = AId::get_new_id();
    EXPECT_TRUE(id.is_valid());
    EXPECT_NE(id, previous);
    EXPECT_LT(previous, id);  // Handed out in increasing order.
    ids.insert(id);
    previous = id;
  }
  EXPECT_EQ(ids.size(), 1000);
  // Copies compare equal and hash equal.
  const AId copy = previous;
  EXPECT_EQ(copy, previous);
  EXPECT_EQ(std::hash<AId>()(copy), std::hash<AId>()(previous));
  std::ostringstream out;
  out << copy;
  EXPECT_EQ(out.str(), std::to_string(copy.get_value()));
  EXPECT_EQ(to_string(copy), std::to_string(copy.get_value()));
}

// A default-constructed id is invalid; reading or comparing it throws.
TEST(IdentifierTest, InvalidThrows) {
  const AId invalid;
  EXPECT_FALSE(invalid.is_valid());
  try {
    invalid.get_value();
    ADD_FAILURE() << "get_value did not throw";
  } catch (const std::logic_error& e) {
    EXPECT_THAT(e.what(), AllOf(HasSubstr("Identifier<"), HasSubstr("ATag"),
                                HasSubstr("is invalid")));
  }
  EXPECT_THROW((void)(invalid == AId::get_new_id()), std::logic_error);
  // Hashing an invalid id succeeds (as in Drake, so that containers may
  // hold one); std::hash and hash_append alike.
  EXPECT_NO_THROW(std::hash<AId>()(invalid));
  EXPECT_EQ(std::hash<AId>()(invalid), std::hash<AId>()(AId()));
  EXPECT_EQ(DefaultHash()(invalid), DefaultHash()(AId()));
}

// is_same_as_valid_id: an invalid id is never the same as a valid one, and
// an id is the same as itself; the argument must be valid.
TEST(IdentifierTest, IsSameAsValidId) {
  const AId a = AId::get_new_id();
  const AId b = AId::get_new_id();
  const AId invalid;
  EXPECT_TRUE(a.is_same_as_valid_id(a));
  EXPECT_FALSE(a.is_same_as_valid_id(b));
  EXPECT_FALSE(invalid.is_same_as_valid_id(a));
  EXPECT_THROW(a.is_same_as_valid_id(invalid), std::logic_error);
}

// hash_append feeds the 64-bit value, so DefaultHash of an id equals
// DefaultHash of its value.
TEST(IdentifierTest, HashAppend) {
  const AId a = AId::get_new_id();
  EXPECT_EQ(DefaultHash()(a), DefaultHash()(a.get_value()));
  EXPECT_NE(DefaultHash()(a), DefaultHash()(AId::get_new_id()));
}

TEST(IdentifierTest, KindsDoNotMix) {
  static_assert(!std::is_convertible_v<AId, BId>);
  static_assert(!std::is_constructible_v<AId, int64_t>);  // Only get_new_id.
  // Ids work as ordered-set keys too.
  std::set<BId> ordered{BId::get_new_id(), BId::get_new_id()};
  EXPECT_EQ(ordered.size(), 2);
}

}  // namespace identifier_test
}  // namespace drake
