#include "drake/common/nice_type_name_override.h"

#include <string>

#include <gtest/gtest.h>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace nice_type_name_override_test {

struct Base {
  virtual ~Base() = default;
};
struct Derived : Base {};
struct Plain {};
struct Alias {};
struct Bound {};

// The override is process-wide and can be set only once, so one test
// covers it all.
TEST(NiceTypeNameOverrideTest, OverridesObjectNames) {
  using internal::GetNiceTypeNamePtrOverride;
  using internal::SetNiceTypeNamePtrOverride;
  using internal::type_erased_ptr;

  const Derived derived;
  const Base& base = derived;
  const Plain plain;
  EXPECT_TRUE(GetNiceTypeNamePtrOverride() == nullptr);
  EXPECT_EQ(NiceTypeName::Get(base),
            "drake::nice_type_name_override_test::Derived");

  EXPECT_THROW(SetNiceTypeNamePtrOverride({}), std::exception);
  const void* seen_raw = nullptr;
  SetNiceTypeNamePtrOverride([&seen_raw](const type_erased_ptr& ptr) {
    seen_raw = ptr.raw;
    return std::string(ptr.is_polymorphic ? "poly:" : "plain:") +
           NiceTypeName::Get(ptr.info);
  });
  EXPECT_TRUE(GetNiceTypeNamePtrOverride() != nullptr);
  EXPECT_EQ(NiceTypeName::Get(base),
            "poly:drake::nice_type_name_override_test::Derived");
  EXPECT_EQ(seen_raw, &base);
  EXPECT_EQ(NiceTypeName::Get(plain),
            "plain:drake::nice_type_name_override_test::Plain");
  // Names of types (not objects) are not overridden.
  EXPECT_EQ(NiceTypeName::Get<Plain>(),
            "drake::nice_type_name_override_test::Plain");
  // A second override is refused.
  EXPECT_THROW(
      SetNiceTypeNamePtrOverride([](const type_erased_ptr&) { return ""; }),
      std::exception);
}

TEST(NiceTypeNameOverrideTest, TypeInfoAliases) {
  using internal::AddTypeInfoAlias;
  using internal::GetTypeInfoAlias;
  EXPECT_EQ(GetTypeInfoAlias(&typeid(Alias)), &typeid(Alias));
  AddTypeInfoAlias(typeid(Alias), &typeid(Bound));
  EXPECT_EQ(GetTypeInfoAlias(&typeid(Alias)), &typeid(Bound));
  EXPECT_EQ(GetTypeInfoAlias(&typeid(Bound)), &typeid(Bound));
  EXPECT_THROW(AddTypeInfoAlias(typeid(Plain), nullptr), std::exception);
  EXPECT_THROW(GetTypeInfoAlias(nullptr), std::exception);
}

}  // namespace nice_type_name_override_test
}  // namespace drake
