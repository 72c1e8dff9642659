#include "drake/common/copyable_unique_ptr.h"

#include <memory>
#include <string>
#include <type_traits>

#include <gtest/gtest.h>

namespace drake {
namespace copyable_unique_ptr_test {

// Copyable by copy constructor.
struct Copyable {
  explicit Copyable(std::string text_in) : text(std::move(text_in)) {}
  std::string text;
};

// Polymorphic and copyable only through a virtual Clone().
class Base {
 public:
  explicit Base(int value) : value_(value) {}
  virtual ~Base() = default;
  Base(const Base&) = delete;
  Base& operator=(const Base&) = delete;
  std::unique_ptr<Base> Clone() const { return DoClone(); }
  int value() const { return value_; }
  void set_value(int value) { value_ = value; }
  static int clone_count;

 protected:
  virtual std::unique_ptr<Base> DoClone() const {
    ++clone_count;
    return std::make_unique<Base>(value_);
  }

 private:
  int value_;
};
int Base::clone_count = 0;

class Derived : public Base {
 public:
  Derived(int value, std::string extra)
      : Base(value), extra_(std::move(extra)) {}
  const std::string& extra() const { return extra_; }

 protected:
  std::unique_ptr<Base> DoClone() const override {
    ++clone_count;
    return std::make_unique<Derived>(value(), extra_);
  }

 private:
  std::string extra_;
};

// The copy constructor path: copies are deep and independent.
TEST(CopyableUniquePtrTest, CopyConstructorPath) {
  copyable_unique_ptr<Copyable> original(new Copyable("one"));
  copyable_unique_ptr<Copyable> copy(original);
  ASSERT_FALSE(copy.empty());
  EXPECT_NE(copy.get(), original.get());
  EXPECT_EQ(copy->text, "one");
  original.get_mutable()->text = "changed";
  EXPECT_EQ(copy->text, "one");

  copyable_unique_ptr<Copyable> assigned;
  EXPECT_TRUE(assigned.empty());
  assigned = original;
  EXPECT_EQ(assigned->text, "changed");
  EXPECT_NE(assigned.get(), original.get());

  // Copying an empty pointer gives an empty pointer.
  const copyable_unique_ptr<Copyable> empty;
  const copyable_unique_ptr<Copyable> empty_copy(empty);
  EXPECT_TRUE(empty_copy.empty());
  // Copying a std::unique_ptr's pointee.
  const auto source = std::make_unique<Copyable>("from unique");
  const copyable_unique_ptr<Copyable> from_unique(source);
  EXPECT_EQ(from_unique->text, "from unique");
  EXPECT_NE(from_unique.get(), source.get());
}

// The Clone() path: a copy of a pointer-to-Base holding a Derived is a
// Derived (no slicing), made by exactly one Clone() call.
TEST(CopyableUniquePtrTest, ClonePath) {
  Base::clone_count = 0;
  copyable_unique_ptr<Base> original(std::make_unique<Derived>(5, "extra"));
  copyable_unique_ptr<Base> copy = original;
  EXPECT_EQ(Base::clone_count, 1);
  EXPECT_NE(copy.get(), original.get());
  const auto* derived = dynamic_cast<const Derived*>(copy.get());
  ASSERT_NE(derived, nullptr);
  EXPECT_EQ(derived->value(), 5);
  EXPECT_EQ(derived->extra(), "extra");
  original.get_mutable()->set_value(6);
  EXPECT_EQ(copy->value(), 5);

  copyable_unique_ptr<Base> assigned;
  assigned = original;
  EXPECT_EQ(Base::clone_count, 2);
  EXPECT_EQ(assigned->value(), 6);
}

// Moves transfer ownership without copying.
TEST(CopyableUniquePtrTest, MoveDoesNotCopy) {
  Base::clone_count = 0;
  copyable_unique_ptr<Base> original(std::make_unique<Base>(1));
  const Base* raw = original.get();
  copyable_unique_ptr<Base> moved(std::move(original));
  EXPECT_EQ(moved.get(), raw);
  EXPECT_TRUE(original.empty());  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(Base::clone_count, 0);
}

// As Drake's: a const pointer gives only const access.
TEST(CopyableUniquePtrTest, ConstAccess) {
  const copyable_unique_ptr<Copyable> ptr(new Copyable("x"));
  static_assert(std::is_same_v<decltype(ptr.get()), const Copyable*>);
  static_assert(std::is_same_v<decltype(*ptr), const Copyable&>);
  EXPECT_EQ((*ptr).text, "x");
}

}  // namespace copyable_unique_ptr_test
}  // namespace drake
