#include "drake/common/nice_type_name.h"

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace nice_type_name_test {

struct Base {
  virtual ~Base() = default;
};
struct Derived : Base {};
template <typename T>
struct Wrapper {
  struct Nested {};
};

TEST(NiceTypeNameTest, BuiltinsAndStd) {
  EXPECT_EQ(NiceTypeName::Get<int>(), "int");
  EXPECT_EQ(NiceTypeName::Get<double>(), "double");
  EXPECT_EQ(NiceTypeName::Get<unsigned long>(), "unsigned long");  // NOLINT
  EXPECT_EQ(NiceTypeName::Get<std::string>(), "std::string");
  EXPECT_EQ(NiceTypeName::Get<std::vector<std::string>>(),
            "std::vector<std::string,std::allocator<std::string>>");
  EXPECT_EQ((NiceTypeName::Get<std::array<int, 3>>()), "std::array<int,3>");
}

// AutoDiffXd is spelled by its Drake alias, also inside other types.
TEST(NiceTypeNameTest, AutoDiff) {
  EXPECT_EQ(NiceTypeName::Get<AutoDiffXd>(), "drake::AutoDiffXd");
  EXPECT_EQ(NiceTypeName::Get<Wrapper<AutoDiffXd>>(),
            "drake::nice_type_name_test::Wrapper<drake::AutoDiffXd>");
  EXPECT_EQ(NiceTypeName::Get<Eigen::Vector3d>(),
            "Eigen::Matrix<double,3,1,0,3,1>");
}

TEST(NiceTypeNameTest, UserTypes) {
  EXPECT_EQ(NiceTypeName::Get<Derived>(),
            "drake::nice_type_name_test::Derived");
  EXPECT_EQ(NiceTypeName::Get<Wrapper<double>::Nested>(),
            "drake::nice_type_name_test::Wrapper<double>::Nested");
  // The dynamic type of a polymorphic object.
  const std::unique_ptr<Base> thing = std::make_unique<Derived>();
  EXPECT_EQ(NiceTypeName::Get(*thing), "drake::nice_type_name_test::Derived");
  EXPECT_EQ(NiceTypeName::Get<Base>(), "drake::nice_type_name_test::Base");
}

// The rewrites on demangled spellings: spacing, integer literal suffixes,
// and the library-internal namespaces.
TEST(NiceTypeNameTest, Canonicalize) {
  EXPECT_EQ(NiceTypeName::Canonicalize("Foo<1ul, -2l, 3u, 4ull, 5ll, 6>"),
            "Foo<1,-2,3,4,5,6>");
  EXPECT_EQ(NiceTypeName::Canonicalize("Bar<Foo<7ul>, 8ul >"), "Bar<Foo<7>,8>");
  // A suffix-like word that is not an integer argument stays.
  EXPECT_EQ(NiceTypeName::Canonicalize("Baz<ul, 9ulx>"), "Baz<ul,9ulx>");
  EXPECT_EQ(NiceTypeName::Canonicalize("(anonymous namespace)::Qux"),
            "(anonymous)::Qux");
  EXPECT_EQ(NiceTypeName::Canonicalize("std::__cxx11::list<int>"),
            "std::list<int>");
  EXPECT_EQ(
      NiceTypeName::Canonicalize(
          "Eigen::AutoDiffScalar<Eigen::Matrix<double, -1, 1, 0, -1, 1> >"),
      "drake::AutoDiffXd");
  EXPECT_EQ(NiceTypeName::Canonicalize("Foo<drake::ad::AutoDiff, double>"),
            "Foo<drake::AutoDiffXd,double>");
}

TEST(NiceTypeNameTest, RemoveNamespaces) {
  EXPECT_EQ(NiceTypeName::RemoveNamespaces("drake::systems::Adder<double>"),
            "Adder<double>");
  EXPECT_EQ(NiceTypeName::RemoveNamespaces(
                "drake::Wrapper<drake::AutoDiffXd>::Nested"),
            "Nested");
  EXPECT_EQ(NiceTypeName::RemoveNamespaces("std::map<std::string,int>"),
            "map<std::string,int>");
  EXPECT_EQ(NiceTypeName::RemoveNamespaces("drake::(anonymous)::Foo"), "Foo");
  EXPECT_EQ(NiceTypeName::RemoveNamespaces("NoNamespace"), "NoNamespace");
  EXPECT_EQ(NiceTypeName::RemoveNamespaces("trailing::"), "trailing::");
}

// GetFromStorage<T>() is computed once: the same string object each call,
// equal to Get<T>().
TEST(NiceTypeNameTest, GetFromStorage) {
  const std::string& first = NiceTypeName::GetFromStorage<std::vector<int>>();
  const std::string& second = NiceTypeName::GetFromStorage<std::vector<int>>();
  EXPECT_EQ(&first, &second);
  EXPECT_EQ(first, NiceTypeName::Get<std::vector<int>>());
  EXPECT_EQ(first, "std::vector<int,std::allocator<int>>");
}

}  // namespace nice_type_name_test
}  // namespace drake
