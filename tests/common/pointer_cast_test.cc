#include "drake/common/pointer_cast.h"

#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace pointer_cast_test {

struct Base {
  virtual ~Base() = default;
};
struct Derived : Base {
  int value{7};
};
struct Other : Base {};

TEST(PointerCastTest, StaticPointerCast) {
  std::unique_ptr<Base> base = std::make_unique<Derived>();
  Base* const raw = base.get();
  std::unique_ptr<Derived> derived =
      static_pointer_cast<Derived>(std::move(base));
  EXPECT_EQ(base, nullptr);
  EXPECT_EQ(derived.get(), raw);
  EXPECT_EQ(derived->value, 7);
  // Upcasts too.
  std::unique_ptr<Base> back = static_pointer_cast<Base>(std::move(derived));
  EXPECT_EQ(back.get(), raw);
}

TEST(PointerCastTest, DynamicPointerCast) {
  // Success moves the object.
  std::unique_ptr<Base> base = std::make_unique<Derived>();
  Base* const raw = base.get();
  std::unique_ptr<Derived> derived =
      dynamic_pointer_cast<Derived>(std::move(base));
  EXPECT_EQ(base, nullptr);
  EXPECT_EQ(derived.get(), raw);

  // Failure leaves the object where it was.
  std::unique_ptr<Base> other = std::make_unique<Other>();
  Base* const other_raw = other.get();
  EXPECT_EQ(dynamic_pointer_cast<Derived>(std::move(other)), nullptr);
  EXPECT_EQ(other.get(), other_raw);

  // Null casts to null.
  std::unique_ptr<Base> null;
  EXPECT_EQ(dynamic_pointer_cast<Derived>(std::move(null)), nullptr);
}

TEST(PointerCastTest, DynamicPointerCastOrThrowUniquePtr) {
  std::unique_ptr<Base> base = std::make_unique<Derived>();
  Base* const raw = base.get();
  std::unique_ptr<Derived> derived =
      dynamic_pointer_cast_or_throw<Derived>(std::move(base));
  EXPECT_EQ(base, nullptr);
  EXPECT_EQ(derived.get(), raw);

  std::unique_ptr<Base> other = std::make_unique<Other>();
  Base* const other_raw = other.get();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_pointer_cast_or_throw<Derived>(std::move(other)),
      "Cannot cast a unique_ptr<drake::pointer_cast_test::Base> containing an "
      "object of type drake::pointer_cast_test::Other to "
      "unique_ptr<drake::pointer_cast_test::Derived>.");
  EXPECT_EQ(other.get(), other_raw);

  std::unique_ptr<Base> null;
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_pointer_cast_or_throw<Derived>(std::move(null)),
      "Cannot cast a unique_ptr<drake::pointer_cast_test::Base> containing "
      "nullptr to unique_ptr<drake::pointer_cast_test::Derived>.");
}

TEST(PointerCastTest, DynamicPointerCastOrThrowRawPointer) {
  Derived derived;
  Base* base = &derived;
  EXPECT_EQ(dynamic_pointer_cast_or_throw<Derived>(base), &derived);
  const Base* const_base = &derived;
  EXPECT_EQ(dynamic_pointer_cast_or_throw<const Derived>(const_base), &derived);

  Other other;
  Base* other_base = &other;
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_pointer_cast_or_throw<Derived>(other_base),
      "Cannot cast a drake::pointer_cast_test::Base\\* pointing to an object "
      "of "
      "type drake::pointer_cast_test::Other to "
      "drake::pointer_cast_test::Derived\\*.");
  Base* null = nullptr;
  DRAKE_EXPECT_THROWS_MESSAGE(
      dynamic_pointer_cast_or_throw<Derived>(null),
      "Cannot cast a nullptr drake::pointer_cast_test::Base\\* to "
      "drake::pointer_cast_test::Derived\\*.");
}

}  // namespace pointer_cast_test
}  // namespace drake
