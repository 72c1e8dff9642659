#include "drake/common/drake_copyable.h"

#include <string>
#include <type_traits>

#include <gtest/gtest.h>

namespace drake {
namespace drake_copyable_test {

class NoCopy {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(NoCopy);
  NoCopy() = default;
};

class DefaultCopy {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DefaultCopy);
  explicit DefaultCopy(std::string text) : text_(std::move(text)) {}
  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

// Declared by the macro, defined by the class: counts copies.
class CustomCopy {
 public:
  DRAKE_DECLARE_COPY_AND_MOVE_AND_ASSIGN(CustomCopy);
  CustomCopy() = default;
  int copies{0};
};
CustomCopy::CustomCopy(const CustomCopy& other) : copies(other.copies + 1) {}
CustomCopy& CustomCopy::operator=(const CustomCopy& other) {
  copies = other.copies + 1;
  return *this;
}
CustomCopy::CustomCopy(CustomCopy&& other) : copies(other.copies) {}
CustomCopy& CustomCopy::operator=(CustomCopy&& other) {
  copies = other.copies;
  return *this;
}

static_assert(!std::is_copy_constructible_v<NoCopy>);
static_assert(!std::is_copy_assignable_v<NoCopy>);
static_assert(!std::is_move_constructible_v<NoCopy>);
static_assert(!std::is_move_assignable_v<NoCopy>);
static_assert(std::is_copy_constructible_v<DefaultCopy>);
static_assert(std::is_copy_assignable_v<DefaultCopy>);
static_assert(std::is_nothrow_move_constructible_v<DefaultCopy>);
static_assert(std::is_move_assignable_v<DefaultCopy>);

TEST(DrakeCopyableTest, DefaultAndDeclaredOperationsWork) {
  DefaultCopy original("text");
  DefaultCopy copy(original);
  EXPECT_EQ(copy.text(), "text");
  DefaultCopy moved(std::move(copy));
  EXPECT_EQ(moved.text(), "text");
  CustomCopy a;
  CustomCopy b(a);
  CustomCopy c;
  c = b;
  EXPECT_EQ(b.copies, 1);
  EXPECT_EQ(c.copies, 2);
  CustomCopy d(std::move(c));
  EXPECT_EQ(d.copies, 2);
  CustomCopy e;
  e = std::move(d);
  EXPECT_EQ(e.copies, 2);
}

}  // namespace drake_copyable_test
}  // namespace drake
