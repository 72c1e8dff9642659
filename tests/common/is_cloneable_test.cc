#include "drake/common/is_cloneable.h"

#include <memory>

#include <gtest/gtest.h>

namespace drake {
namespace is_cloneable_test {

struct Cloneable {
  std::unique_ptr<Cloneable> Clone() const {
    return std::make_unique<Cloneable>();
  }
};

struct NotCloneable {};

// Clone() is not const.
struct MutableClone {
  std::unique_ptr<MutableClone> Clone() { return nullptr; }
};

// Clone() returns a raw pointer.
struct RawClone {
  RawClone* Clone() const { return nullptr; }
};

// Clone() is private.
class PrivateClone {
 private:
  std::unique_ptr<PrivateClone> Clone() const { return nullptr; }
};

struct Base {
  virtual ~Base() = default;
  virtual std::unique_ptr<Base> Clone() const {
    return std::make_unique<Base>();
  }
};

// Inherits a Clone() that returns a pointer to the base class.
struct DerivedWithBaseClone : Base {};

TEST(IsCloneableTest, Detection) {
  EXPECT_TRUE(is_cloneable<Cloneable>::value);
  EXPECT_TRUE(is_cloneable<const Cloneable>::value);
  EXPECT_TRUE(is_cloneable<Base>::value);
  EXPECT_FALSE(is_cloneable<NotCloneable>::value);
  EXPECT_FALSE(is_cloneable<MutableClone>::value);
  EXPECT_FALSE(is_cloneable<RawClone>::value);
  EXPECT_FALSE(is_cloneable<PrivateClone>::value);
  EXPECT_FALSE(is_cloneable<DerivedWithBaseClone>::value);
  EXPECT_FALSE(is_cloneable<int>::value);
  static_assert(is_cloneable<Cloneable>::value);
  static_assert(!is_cloneable<NotCloneable>::value);
}

}  // namespace is_cloneable_test
}  // namespace drake
