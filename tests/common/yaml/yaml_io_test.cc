#include "drake/common/yaml/yaml_io.h"

#include <unistd.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"

namespace drake {
namespace yaml {
namespace yaml_io_test {

using ::testing::AllOf;
using ::testing::HasSubstr;

// Runs `func`, which must throw std::runtime_error, and returns its message
// (or a string saying it did not throw, which then fails the caller's
// substring checks).
template <typename Func>
std::string ErrorMessage(Func func) {
  try {
    func();
  } catch (const std::runtime_error& e) {
    return e.what();
  } catch (const std::exception& e) {
    return std::string("threw a non-runtime_error: ") + e.what();
  }
  return "did not throw";
}

struct Inner {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(x));
    a->Visit(DRAKE_NVP(name));
  }
  double x{0.0};
  std::string name;
  bool operator==(const Inner&) const = default;
};

struct Box {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(width));
    a->Visit(DRAKE_NVP(height));
  }
  double width{1.0};
  double height{2.0};
  bool operator==(const Box&) const = default;
};

struct Sphere {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(radius));
  }
  double radius{0.5};
  bool operator==(const Sphere&) const = default;
};

// A struct with a field of every supported kind.
struct Everything {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(flag));
    a->Visit(DRAKE_NVP(count));
    a->Visit(DRAKE_NVP(big));
    a->Visit(DRAKE_NVP(huge));
    a->Visit(DRAKE_NVP(value));
    a->Visit(DRAKE_NVP(ratio));
    a->Visit(DRAKE_NVP(text));
    a->Visit(DRAKE_NVP(maybe));
    a->Visit(DRAKE_NVP(maybe_inner));
    a->Visit(DRAKE_NVP(primitive_variant));
    a->Visit(DRAKE_NVP(shape));
    a->Visit(DRAKE_NVP(list));
    a->Visit(DRAKE_NVP(inners));
    a->Visit(DRAKE_NVP(triple));
    a->Visit(DRAKE_NVP(table));
    a->Visit(DRAKE_NVP(by_name));
    a->Visit(DRAKE_NVP(fixed_vec));
    a->Visit(DRAKE_NVP(dyn_vec));
    a->Visit(DRAKE_NVP(fixed_mat));
    a->Visit(DRAKE_NVP(dyn_mat));
    a->Visit(DRAKE_NVP(inner));
  }
  bool flag{false};
  int count{0};
  uint32_t big{0};
  int64_t huge{0};
  double value{0.0};
  float ratio{0.0f};
  std::string text;
  std::optional<double> maybe;
  std::optional<Inner> maybe_inner;
  std::variant<double, std::string, Inner> primitive_variant;
  std::variant<Box, Sphere> shape;
  std::vector<double> list;
  std::vector<Inner> inners;
  std::array<int, 3> triple{};
  std::map<std::string, double> table;
  std::unordered_map<std::string, Inner> by_name;
  Eigen::Vector3d fixed_vec{Eigen::Vector3d::Zero()};
  Eigen::VectorXd dyn_vec;
  Eigen::Matrix2d fixed_mat{Eigen::Matrix2d::Zero()};
  Eigen::MatrixXd dyn_mat;
  Inner inner;
};

struct Numbers {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(doubles));
    a->Visit(DRAKE_NVP(single));
  }
  std::vector<double> doubles;
  float single{};
};

struct VariantHolder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(v));
  }
  std::variant<double, std::string, Inner> v;
};

struct Ints {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(i));
    a->Visit(DRAKE_NVP(u));
    a->Visit(DRAKE_NVP(b));
  }
  int i{};
  uint32_t u{};
  bool b{};
};

struct ShapeHolder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(shape));
  }
  std::variant<Box, Sphere> shape;
};

struct OptionalHolder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(maybe));
  }
  std::optional<double> maybe{1.0};
};

template <int N>
struct Sized {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(size));
  }
  double size{N};
};

struct TemplateVariantHolder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(v));
  }
  std::variant<Sized<2>, Sized<3>> v;
};

// Eigen objects of bounded dynamic size.
struct Bounded {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(vec));
    a->Visit(DRAKE_NVP(mat));
  }
  Eigen::Matrix<double, Eigen::Dynamic, 1, 0, 3, 1> vec;
  Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, 2, 2> mat;
};

struct InnerList {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(inners));
  }
  std::vector<Inner> inners;
};

// Field-by-field equality, so that a failure names the field (and so that
// Eigen objects of different sizes compare unequal instead of asserting).
template <typename Derived1, typename Derived2>
bool SameMatrix(const Eigen::MatrixBase<Derived1>& a,
                const Eigen::MatrixBase<Derived2>& b) {
  return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

void ExpectSame(const Everything& a, const Everything& b) {
  EXPECT_EQ(a.flag, b.flag);
  EXPECT_EQ(a.count, b.count);
  EXPECT_EQ(a.big, b.big);
  EXPECT_EQ(a.huge, b.huge);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.ratio, b.ratio);
  EXPECT_EQ(a.text, b.text);
  EXPECT_EQ(a.maybe, b.maybe);
  EXPECT_EQ(a.maybe_inner, b.maybe_inner);
  EXPECT_EQ(a.primitive_variant, b.primitive_variant);
  EXPECT_EQ(a.shape, b.shape);
  EXPECT_EQ(a.list, b.list);
  EXPECT_EQ(a.inners, b.inners);
  EXPECT_EQ(a.triple, b.triple);
  EXPECT_EQ(a.table, b.table);
  EXPECT_EQ(a.by_name, b.by_name);
  EXPECT_TRUE(SameMatrix(a.fixed_vec, b.fixed_vec));
  EXPECT_TRUE(SameMatrix(a.dyn_vec, b.dyn_vec));
  EXPECT_TRUE(SameMatrix(a.fixed_mat, b.fixed_mat));
  EXPECT_TRUE(SameMatrix(a.dyn_mat, b.dyn_mat));
  EXPECT_EQ(a.inner, b.inner);
}

Everything MakeEverything() {
  Everything e;
  e.flag = true;
  e.count = -42;
  e.big = 4000000000u;
  e.huge = -9000000000000000000;
  e.value = 0.1;
  e.ratio = 1.0f / 3.0f;
  e.text = "hello: world";  // Needs quoting in YAML.
  e.maybe = 2.0 / 3.0;
  e.maybe_inner = Inner{-1.5, "opt"};
  e.primitive_variant = std::string("a string");
  e.shape = Sphere{0.25};
  e.list = {1.0, -2.5e-300, 3e200};
  e.inners = {Inner{1.0, "a"}, Inner{2.0, "b"}};
  e.triple = {7, 8, 9};
  e.table = {{"alpha", 1.0}, {"beta", -0.5}};
  e.by_name = {{"first", Inner{10.0, "f"}}, {"second", Inner{20.0, ""}}};
  e.fixed_vec = Eigen::Vector3d(1.0, 0.2, -3.0);
  e.dyn_vec = Eigen::VectorXd::LinSpaced(4, 0.0, 1.0);
  e.fixed_mat << 1.0, 2.0, 3.0, 4.0;
  e.dyn_mat = Eigen::MatrixXd(2, 3);
  e.dyn_mat << 1.0, 2.0, 3.0, 4.0, 5.0, M_PI;
  e.inner = Inner{M_E, "inner name"};
  return e;
}

// load(save(x)) == x for a struct with every supported kind of field, with
// values chosen to be non-default and to stress float printing.
TEST(YamlIoTest, RoundTripEverything) {
  const Everything original = MakeEverything();
  const std::string text = SaveYamlString(original);
  SCOPED_TRACE(text);
  const Everything loaded = LoadYamlString<Everything>(text);
  ExpectSame(loaded, original);

  // The layout is Drake's: block mappings, flow-style numeric sequences,
  // tags on non-first variant alternatives.
  EXPECT_THAT(text, HasSubstr("flag: true\n"));
  EXPECT_THAT(text, HasSubstr("value: 0.1\n"));
  EXPECT_THAT(text, HasSubstr("fixed_vec: [1.0, 0.2, -3.0]\n"));
  EXPECT_THAT(text, HasSubstr("fixed_mat: [[1.0, 2.0], [3.0, 4.0]]\n"));
  EXPECT_THAT(text, HasSubstr("shape: !Sphere\n  radius: 0.25\n"));
  EXPECT_THAT(text, HasSubstr("primitive_variant: !!str a string\n"));
  EXPECT_THAT(text, HasSubstr("inner:\n  x: 2.718281828459045\n"));
}

// The other variant alternatives also round-trip: the first alternative is
// written untagged; a struct alternative by its short name.
TEST(YamlIoTest, RoundTripVariantAlternatives) {
  Everything original = MakeEverything();
  for (int i = 0; i < 3; ++i) {
    if (i == 0) original.primitive_variant = 1.25;
    if (i == 1) original.primitive_variant = std::string("1.25");
    if (i == 2) original.primitive_variant = Inner{3.0, "in variant"};
    original.shape = Box{3.0, 4.0};
    const std::string text = SaveYamlString(original);
    SCOPED_TRACE(text);
    ExpectSame(LoadYamlString<Everything>(text), original);
    EXPECT_THAT(text, HasSubstr("shape:\n  width: 3.0\n"));
  }
}

// Doubles and floats print in the shortest form that reads back to the
// identical value (checked bit for bit by ==), including extremes.
TEST(YamlIoTest, FloatsRoundTripExactly) {
  Numbers numbers;
  numbers.doubles = {0.1,
                     1.0 / 3.0,
                     -0.0,
                     1.0,
                     1e20,
                     123456789.0,
                     std::numeric_limits<double>::max(),
                     std::numeric_limits<double>::min(),
                     std::numeric_limits<double>::denorm_min(),
                     std::numeric_limits<double>::epsilon(),
                     std::numeric_limits<double>::infinity(),
                     -std::numeric_limits<double>::infinity()};
  numbers.single = 0.1f;
  const std::string text = SaveYamlString(numbers);
  SCOPED_TRACE(text);
  EXPECT_THAT(text, HasSubstr("[0.1, 0.3333333333333333, -0.0, 1.0, 1e+20, "
                              "123456789.0, "));
  EXPECT_THAT(text, HasSubstr(".inf, -.inf]"));
  EXPECT_THAT(text, HasSubstr("single: 0.1\n"));
  const Numbers loaded = LoadYamlString<Numbers>(text);
  ASSERT_EQ(loaded.doubles.size(), numbers.doubles.size());
  for (size_t i = 0; i < numbers.doubles.size(); ++i) {
    EXPECT_EQ(loaded.doubles[i], numbers.doubles[i]) << "i = " << i;
    EXPECT_EQ(std::signbit(loaded.doubles[i]),
              std::signbit(numbers.doubles[i]));
  }
  EXPECT_EQ(loaded.single, numbers.single);

  // NaN does not compare equal; check it separately.
  numbers.doubles = {std::numeric_limits<double>::quiet_NaN()};
  const std::string nan_text = SaveYamlString(numbers);
  EXPECT_THAT(nan_text, HasSubstr("[.nan]"));
  EXPECT_TRUE(std::isnan(LoadYamlString<Numbers>(nan_text).doubles.at(0)));
}

// Strings that YAML would otherwise read as something else (null, numbers,
// syntax) are quoted on output and read back unchanged.
TEST(YamlIoTest, TrickyStringsRoundTrip) {
  const std::vector<std::string> tricky = {
      "",     "~",        "null",        "Null",      "true",
      "1.0",  " padded ", "line\nbreak", "#hash",     "- dash",
      "[x]",  "{y}",      "key: value",  "'single'",  "\"double\"",
      "!tag", "&anchor",  "*alias",      "tab\there", "caf\u00e9"};
  for (const std::string& text : tricky) {
    const Inner original{1.0, text};
    const std::string yaml = SaveYamlString(original);
    SCOPED_TRACE(yaml);
    EXPECT_EQ(LoadYamlString<Inner>(yaml).name, text);
  }
}

// Hand-written YAML (as a user would type it: ints where doubles are
// expected, flow and block styles mixed) loads to known values.
TEST(YamlIoTest, HandWrittenYamlLoads) {
  const char* const yaml = R"""(
flag: false
count: 17
big: 3000000000
huge: -5
value: 2
ratio: 0.5
text: "quoted text"
maybe: ~
maybe_inner: {x: 4, name: maybe}
primitive_variant: !Inner
  x: 9.5
  name: nine
shape: !Sphere {radius: 7}
list: [1, 2.5, -3e2]
inners:
  - x: 1
    name: one
  - {x: 2, name: two}
triple: [4, 5, 6]
table: {a: 1.5}
by_name:
  z: {x: 0.125, name: zed}
fixed_vec: [1, 2, 3]
dyn_vec: []
fixed_mat:
  - [1, 2]
  - [3, 4]
dyn_mat: [[1, 2, 3]]
inner: {x: -1, name: plain}
)""";
  const Everything e = LoadYamlString<Everything>(yaml);
  EXPECT_EQ(e.flag, false);
  EXPECT_EQ(e.count, 17);
  EXPECT_EQ(e.big, 3000000000u);
  EXPECT_EQ(e.huge, -5);
  EXPECT_EQ(e.value, 2.0);
  EXPECT_EQ(e.ratio, 0.5f);
  EXPECT_EQ(e.text, "quoted text");
  EXPECT_FALSE(e.maybe.has_value());
  EXPECT_EQ(e.maybe_inner, (Inner{4.0, "maybe"}));
  EXPECT_EQ(e.primitive_variant,
            (std::variant<double, std::string, Inner>(Inner{9.5, "nine"})));
  ASSERT_TRUE(std::holds_alternative<Sphere>(e.shape));
  EXPECT_EQ(std::get<Sphere>(e.shape).radius, 7.0);
  EXPECT_EQ(e.list, (std::vector<double>{1.0, 2.5, -300.0}));
  EXPECT_EQ(e.inners, (std::vector<Inner>{{1.0, "one"}, {2.0, "two"}}));
  EXPECT_EQ(e.triple, (std::array<int, 3>{4, 5, 6}));
  EXPECT_EQ(e.table, (std::map<std::string, double>{{"a", 1.5}}));
  ASSERT_EQ(e.by_name.size(), 1);
  EXPECT_EQ(e.by_name.at("z"), (Inner{0.125, "zed"}));
  EXPECT_EQ(e.fixed_vec, Eigen::Vector3d(1.0, 2.0, 3.0));
  EXPECT_EQ(e.dyn_vec.size(), 0);
  EXPECT_EQ(e.fixed_mat, (Eigen::Matrix2d() << 1, 2, 3, 4).finished());
  ASSERT_EQ(e.dyn_mat.rows(), 1);
  ASSERT_EQ(e.dyn_mat.cols(), 3);
  EXPECT_EQ(e.dyn_mat(0, 2), 3.0);
  EXPECT_EQ(e.inner, (Inner{-1.0, "plain"}));
}

// Variant selection: untagged means the first alternative; primitive
// alternatives use the core schema tags.
TEST(YamlIoTest, VariantTags) {
  EXPECT_EQ(std::get<double>(LoadYamlString<VariantHolder>("v: 2.5").v), 2.5);
  EXPECT_EQ(std::get<double>(LoadYamlString<VariantHolder>("v: !!float 2.5").v),
            2.5);
  EXPECT_EQ(
      std::get<std::string>(LoadYamlString<VariantHolder>("v: !!str 2.5").v),
      "2.5");
  EXPECT_EQ(std::get<Inner>(
                LoadYamlString<VariantHolder>("v: !Inner {x: 1, name: n}").v),
            (Inner{1.0, "n"}));
  // Untagged text selects the double, which cannot parse it.
  EXPECT_THAT(ErrorMessage([] { LoadYamlString<VariantHolder>("v: hello"); }),
              AllOf(HasSubstr("key 'v'"), HasSubstr("could not parse 'hello' "
                                                    "as double")));
}

struct Mid {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(inner));
  }
  Inner inner;
};

struct Nested {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(outer));
  }
  Mid outer;
};

// Strict loading: a missing key names the full key path, the C++ type and
// the line of the mapping that lacks it.
TEST(YamlIoErrorTest, MissingKey) {
  const std::string yaml = "outer:\n  inner:\n    name: a\n";
  EXPECT_THAT(
      ErrorMessage([&] { LoadYamlString<Nested>(yaml); }),
      AllOf(HasSubstr("key 'outer.inner.x'"), HasSubstr("C++ type double"),
            HasSubstr("line 3, column 5"), HasSubstr("missing YAML key")));
  // The same YAML loads when the struct supplies defaults.
  Nested defaults;
  defaults.outer.inner.x = 4.5;
  const Nested loaded = LoadYamlString<Nested>(yaml, std::nullopt, defaults);
  EXPECT_EQ(loaded.outer.inner.x, 4.5);
  EXPECT_EQ(loaded.outer.inner.name, "a");
}

// An unknown key is an error naming the key path, the struct and its line.
TEST(YamlIoErrorTest, UnknownKey) {
  const std::string yaml =
      "outer:\n  inner:\n    x: 1.0\n    name: a\n    bogus: 2\n";
  EXPECT_THAT(
      ErrorMessage([&] { LoadYamlString<Nested>(yaml); }),
      AllOf(HasSubstr("key 'outer.inner.bogus'"), HasSubstr("Inner"),
            HasSubstr("line 5, column 5"), HasSubstr("unknown YAML key")));
  // Also rejected when loading onto defaults.
  EXPECT_THAT(ErrorMessage([&] {
                LoadYamlString<Nested>(yaml, std::nullopt, Nested{});
              }),
              HasSubstr("outer.inner.bogus"));
  // Allowed by the option.
  LoadYamlOptions options;
  options.allow_yaml_with_no_cpp = true;
  const Nested loaded =
      LoadYamlString<Nested>(yaml, std::nullopt, std::nullopt, options);
  EXPECT_EQ(loaded.outer.inner.x, 1.0);
}

// Wrong types: text where a number goes, a mapping or sequence where a
// scalar goes, a scalar where a struct goes, null where a value goes.
TEST(YamlIoErrorTest, WrongTypes) {
  EXPECT_THAT(
      ErrorMessage([] {
        LoadYamlString<Nested>("outer:\n  inner:\n    x: abc\n    name: a\n");
      }),
      AllOf(HasSubstr("key 'outer.inner.x'"), HasSubstr("C++ type double"),
            HasSubstr("line 3, column 8"),
            HasSubstr("could not parse 'abc' as double")));
  EXPECT_THAT(ErrorMessage([] {
                LoadYamlString<Nested>(
                    "outer:\n  inner:\n    x: {a: 1}\n    name: a\n");
              }),
              AllOf(HasSubstr("key 'outer.inner.x'"),
                    HasSubstr("C++ type double"), HasSubstr("line 3"),
                    HasSubstr("expected a Scalar but found a Mapping")));
  EXPECT_THAT(
      ErrorMessage([] {
        LoadYamlString<Nested>("outer:\n  inner:\n    x: 1\n    name: [a]\n");
      }),
      AllOf(HasSubstr("key 'outer.inner.name'"),
            HasSubstr("C++ type std::string"), HasSubstr("line 4"),
            HasSubstr("expected a Scalar but found a Sequence")));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Nested>("outer:\n  inner: 5\n"); }),
      AllOf(HasSubstr("key 'outer.inner'"), HasSubstr("Inner"),
            HasSubstr("line 2, column 10"),
            HasSubstr("expected a Mapping but found a Scalar ('5')")));
  EXPECT_THAT(
      ErrorMessage([] {
        LoadYamlString<Nested>("outer:\n  inner:\n    x:\n    name: a\n");
      }),
      AllOf(HasSubstr("key 'outer.inner.x'"),
            HasSubstr("expected a Scalar but found a Null")));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Ints>("{i: 1.5, u: 1, b: true}"); }),
      AllOf(HasSubstr("key 'i'"), HasSubstr("C++ type int"),
            HasSubstr("could not parse '1.5' as int")));
  EXPECT_THAT(ErrorMessage([] {
                LoadYamlString<Ints>("{i: 99999999999, u: 1, b: true}");
              }),
              HasSubstr("could not parse '99999999999' as int"));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Ints>("{i: 1, u: -1, b: true}"); }),
      AllOf(HasSubstr("key 'u'"), HasSubstr("unsigned int")));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Ints>("{i: 1, u: 1, b: maybe}"); }),
      AllOf(HasSubstr("key 'b'"), HasSubstr("C++ type bool")));
  // The document root must be a mapping.
  EXPECT_THAT(ErrorMessage([] { LoadYamlString<Ints>("[1, 2]"); }),
              AllOf(HasSubstr("key '<root>'"),
                    HasSubstr("expected a Mapping but found a Sequence")));
}

// A variant tag that names no alternative lists the valid ones.
TEST(YamlIoErrorTest, BadVariantTag) {
  EXPECT_THAT(ErrorMessage([] {
                LoadYamlString<ShapeHolder>("\nshape: !Cone {radius: 1}\n");
              }),
              AllOf(HasSubstr("key 'shape'"), HasSubstr("std::variant<"),
                    HasSubstr("line 2, column 8"), HasSubstr("tag '!Cone'"),
                    HasSubstr("expected one of: !Box, !Sphere")));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<ShapeHolder>("shape: !!float 1.0"); }),
      HasSubstr("tag '!!float'"));
  // A correct tag with a wrong field inside reports the inner key.
  EXPECT_THAT(
      ErrorMessage(
          [] { LoadYamlString<ShapeHolder>("shape: !Sphere {radius: x}"); }),
      AllOf(HasSubstr("key 'shape.radius'"), HasSubstr("could not parse 'x'")));
}

// Fixed-size Eigen vectors and matrices, and std::array, check their sizes;
// matrix rows must all be sequences of the same length.
TEST(YamlIoErrorTest, WrongSizes) {
  const auto load_everything = [](const std::string& field) {
    Everything defaults;
    return ErrorMessage(
        [&] { LoadYamlString<Everything>(field, std::nullopt, defaults); });
  };
  EXPECT_THAT(
      load_everything("fixed_vec: [1, 2]"),
      AllOf(HasSubstr("key 'fixed_vec'"),
            HasSubstr("Eigen::Matrix<double,3,1,0,3,1>"),
            HasSubstr("expected a Sequence of 3 elements but found 2")));
  EXPECT_THAT(load_everything("triple: [1, 2, 3, 4]"),
              AllOf(HasSubstr("key 'triple'"), HasSubstr("std::array<int,3>"),
                    HasSubstr("of 3 elements but found 4")));
  EXPECT_THAT(load_everything("fixed_mat: [[1, 2], [3]]"),
              AllOf(HasSubstr("key 'fixed_mat[1]'"),
                    HasSubstr("of 2 elements but found 1")));
  EXPECT_THAT(load_everything("dyn_mat: [[1, 2], [3, 4, 5]]"),
              AllOf(HasSubstr("key 'dyn_mat[1]'"),
                    HasSubstr("of 2 elements but found 3")));
  EXPECT_THAT(
      load_everything("dyn_mat: [1, 2]"),
      AllOf(HasSubstr("key 'dyn_mat[0]'"),
            HasSubstr("expected a Sequence (a row) but found a Scalar")));
  EXPECT_THAT(load_everything("dyn_vec: [1, x]"),
              AllOf(HasSubstr("key 'dyn_vec[1]'"),
                    HasSubstr("could not parse 'x' as double")));
  EXPECT_THAT(load_everything("list: {a: 1}"),
              AllOf(HasSubstr("key 'list'"), HasSubstr("std::vector<double"),
                    HasSubstr("expected a Sequence but found a Mapping")));
  EXPECT_THAT(load_everything("by_name: {k: {x: 1, name: a, extra: 0}}"),
              HasSubstr("key 'by_name.k.extra'"));
}

// A template type as a variant alternative: its tag's `<`, `,` and `>` are
// percent-escaped on output and decoded on input.
TEST(YamlIoTest, TemplateVariantAlternative) {
  const TemplateVariantHolder original{Sized<3>{2.5}};
  const std::string text = SaveYamlString(original);
  EXPECT_EQ(text, "v: !Sized%3C3%3E\n  size: 2.5\n");
  const TemplateVariantHolder loaded =
      LoadYamlString<TemplateVariantHolder>(text);
  ASSERT_EQ(loaded.v.index(), 1);
  EXPECT_EQ(std::get<1>(loaded.v).size, 2.5);
  // A hand-written escaped tag, in flow style.
  EXPECT_EQ(LoadYamlString<TemplateVariantHolder>("v: !Sized%3C3%3E {size: 1}")
                .v.index(),
            1);
}

// A tag naming a template without its arguments (`!Sized`, as Drake's
// stochastic schema writes `!UniformVector`) selects the first alternative
// that instantiates it; an exact tag still selects its own alternative.
TEST(YamlIoTest, TemplateVariantTagWithoutArguments) {
  const TemplateVariantHolder loaded =
      LoadYamlString<TemplateVariantHolder>("v: !Sized {size: 7}");
  ASSERT_EQ(loaded.v.index(), 0);
  EXPECT_EQ(std::get<0>(loaded.v).size, 7.0);
  EXPECT_EQ(LoadYamlString<TemplateVariantHolder>("v: !Sized%3C3%3E {size: 1}")
                .v.index(),
            1);
  // A prefix of the template's name is no match.
  EXPECT_THROW(LoadYamlString<TemplateVariantHolder>("v: !Size {size: 1}"),
               std::runtime_error);
}

// Bounded-size Eigen objects accept up to their maximum size only.
TEST(YamlIoErrorTest, BoundedEigenSizes) {
  const Bounded ok = LoadYamlString<Bounded>("vec: [1, 2]\nmat: [[1, 2]]");
  EXPECT_EQ(ok.vec.size(), 2);
  EXPECT_EQ(ok.mat.rows(), 1);
  EXPECT_EQ(ok.mat.cols(), 2);
  EXPECT_THAT(ErrorMessage([] {
                LoadYamlString<Bounded>("vec: [1, 2, 3, 4]\nmat: []");
              }),
              AllOf(HasSubstr("key 'vec'"), HasSubstr("of 3 elements")));
  EXPECT_THAT(ErrorMessage([] {
                LoadYamlString<Bounded>("vec: []\nmat: [[1], [2], [3]]");
              }),
              AllOf(HasSubstr("key 'mat'"), HasSubstr("of 2 elements")));
  EXPECT_THAT(ErrorMessage(
                  [] { LoadYamlString<Bounded>("vec: []\nmat: [[1, 2, 3]]"); }),
              AllOf(HasSubstr("key 'mat[0]'"), HasSubstr("of 2 elements")));
}

// YAML merge keys: a mapping's own keys override merged ones.
TEST(YamlIoTest, MergeKeys) {
  const char* const yaml = R"""(
base: &base {x: 1.0, name: base}
outer:
  inner:
    <<: *base
    name: override
)""";
  LoadYamlOptions options;
  options.allow_yaml_with_no_cpp = true;  // Ignore the "base" key.
  const Nested loaded =
      LoadYamlString<Nested>(yaml, std::nullopt, std::nullopt, options);
  EXPECT_EQ(loaded.outer.inner, (Inner{1.0, "override"}));
  // A list of merged mappings; earlier ones win.
  const Inner merged = LoadYamlString<Inner>(
      "a: &a {x: 2.0}\nb: &b {x: 3.0, name: b}\nc:\n  <<: [*a, *b]\n", "c");
  EXPECT_EQ(merged, (Inner{2.0, "b"}));
}

// In strict mode, a struct inside a container must have all its fields.
TEST(YamlIoErrorTest, MissingKeyInsideContainer) {
  EXPECT_THAT(
      ErrorMessage([] {
        LoadYamlString<InnerList>("inners:\n  - {x: 1, name: a}\n  - {x: 1}\n");
      }),
      AllOf(HasSubstr("key 'inners[1].name'"),
            HasSubstr("C++ type std::string"), HasSubstr("line 3")));
}

// Malformed YAML is a runtime_error carrying yaml-cpp's line number.
TEST(YamlIoErrorTest, UnparseableYaml) {
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Inner>("x: [1, 2\nname: 3\n"); }),
      AllOf(HasSubstr("could not parse the document"), HasSubstr("line 2")));
  EXPECT_THAT(
      ErrorMessage([] { LoadYamlString<Inner>("x: 1\nname: a", "nope"); }),
      HasSubstr("no key 'nope'"));
}

// A fresh temporary directory, removed (with its files) at scope exit.
class TempDir {
 public:
  TempDir() {
    std::string pattern = ::testing::TempDir() + "/yaml_io_test_XXXXXX";
    char* made = ::mkdtemp(pattern.data());
    if (made == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = made;
  }
  ~TempDir() {
    for (const std::string& file : files_) std::remove(file.c_str());
    ::rmdir(path_.c_str());
  }
  std::string File(const std::string& name) {
    files_.push_back(path_ + "/" + name);
    return files_.back();
  }

 private:
  std::string path_;
  std::vector<std::string> files_;
};

// Files: save then load round-trips; a missing file and an error inside a
// file name the file.
TEST(YamlIoFileTest, SaveAndLoadFiles) {
  TempDir dir;
  const std::string filename = dir.File("everything.yaml");
  const Everything original = MakeEverything();
  SaveYamlFile(filename, original);
  ExpectSame(LoadYamlFile<Everything>(filename), original);

  // With a child name, the data sits under that key.
  const std::string child_file = dir.File("child.yaml");
  SaveYamlFile(child_file, Inner{1.5, "kid"}, std::string("robot"));
  std::ifstream in(child_file);
  const std::string contents((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  EXPECT_EQ(contents, "robot:\n  x: 1.5\n  name: kid\n");
  EXPECT_EQ(LoadYamlFile<Inner>(child_file, "robot"), (Inner{1.5, "kid"}));

  const std::string missing = dir.File("does_not_exist.yaml");
  EXPECT_THAT(ErrorMessage([&] { LoadYamlFile<Inner>(missing); }),
              AllOf(HasSubstr("could not open"), HasSubstr(missing)));

  const std::string bad = dir.File("bad.yaml");
  std::ofstream(bad) << "robot:\n  x: 1.0\n  name: kid\n  mass: 3\n";
  EXPECT_THAT(ErrorMessage([&] { LoadYamlFile<Inner>(bad, "robot"); }),
              AllOf(HasSubstr("in file '" + bad + "'"),
                    HasSubstr("key 'robot.mass'"), HasSubstr("line 4")));

  EXPECT_THAT(ErrorMessage([&] {
                SaveYamlFile(dir.File("no_such_dir/x.yaml"), Inner{});
              }),
              HasSubstr("no_such_dir/x.yaml"));
}

// Defaults: fields the YAML omits keep their default values, maps keep
// their default entries, and passing options restores strictness.
TEST(YamlIoDefaultsTest, LoadOntoDefaults) {
  Everything defaults = MakeEverything();
  const Everything loaded = LoadYamlString<Everything>(
      "count: 5\ntable: {gamma: 3.0}\ninner: {x: 8}\n", std::nullopt, defaults);
  Everything expected = defaults;
  expected.count = 5;
  expected.table["gamma"] = 3.0;  // alpha and beta are retained.
  expected.inner.x = 8.0;         // inner.name is retained.
  ExpectSame(loaded, expected);
  EXPECT_EQ(loaded.table.size(), 3);
  EXPECT_TRUE(loaded.maybe.has_value());  // An absent optional keeps its value.

  // Explicit (strict) options override the defaults' leniency.
  EXPECT_THAT(ErrorMessage([&] {
                LoadYamlString<Everything>("count: 5", std::nullopt, defaults,
                                           LoadYamlOptions{});
              }),
              AllOf(HasSubstr("key 'flag'"), HasSubstr("missing YAML key")));

  // allow_cpp_with_no_yaml without retain_map_defaults replaces maps.
  LoadYamlOptions options;
  options.allow_cpp_with_no_yaml = true;
  const Everything replaced = LoadYamlString<Everything>(
      "table: {gamma: 3.0}", std::nullopt, defaults, options);
  EXPECT_EQ(replaced.table, (std::map<std::string, double>{{"gamma", 3.0}}));
  EXPECT_EQ(replaced.count, defaults.count);
}

// Optionals: absent in strict mode means nullopt; explicit null means
// nullopt; a value sets it.
TEST(YamlIoDefaultsTest, Optionals) {
  EXPECT_FALSE(LoadYamlString<OptionalHolder>("{}").maybe.has_value());
  EXPECT_FALSE(LoadYamlString<OptionalHolder>("").maybe.has_value());
  EXPECT_FALSE(LoadYamlString<OptionalHolder>("maybe: null").maybe.has_value());
  EXPECT_EQ(LoadYamlString<OptionalHolder>("maybe: 2.5").maybe, 2.5);
  // Loading onto defaults, absent keeps the default and null clears it.
  EXPECT_EQ(LoadYamlString<OptionalHolder>("{}", std::nullopt, OptionalHolder{})
                .maybe,
            1.0);
  EXPECT_FALSE(
      LoadYamlString<OptionalHolder>("maybe: ~", std::nullopt, OptionalHolder{})
          .maybe.has_value());
  // An unset optional is not written; a set one is.
  OptionalHolder holder;
  holder.maybe.reset();
  EXPECT_EQ(SaveYamlString(holder), "{}\n");
  holder.maybe = 0.5;
  EXPECT_EQ(SaveYamlString(holder), "maybe: 0.5\n");
}

// Saving with defaults writes only what differs, and loading that output
// onto the same defaults restores the data.
TEST(YamlIoDefaultsTest, SaveOnlyDifferences) {
  const Everything defaults = MakeEverything();
  Everything data = defaults;
  data.count = 99;
  data.inner.name = "changed";
  data.table["beta"] = 7.0;
  const std::string text = SaveYamlString(data, std::nullopt, defaults);
  EXPECT_EQ(text, "count: 99\ntable:\n  beta: 7.0\ninner:\n  name: changed\n");
  ExpectSame(LoadYamlString<Everything>(text, std::nullopt, defaults), data);
  EXPECT_EQ(SaveYamlString(defaults, std::nullopt, defaults), "{}\n");
  EXPECT_EQ(SaveYamlString(data, "root", defaults),
            "root:\n  count: 99\n  table:\n    beta: 7.0\n  inner:\n    name: "
            "changed\n");
}

// LoadYamlOptions is itself serializable.
TEST(YamlIoOptionsTest, OptionsSerialize) {
  LoadYamlOptions options;
  EXPECT_FALSE(options.allow_yaml_with_no_cpp);
  EXPECT_FALSE(options.allow_cpp_with_no_yaml);
  EXPECT_FALSE(options.retain_map_defaults);
  options.retain_map_defaults = true;
  const std::string text = SaveYamlString(options);
  EXPECT_EQ(text,
            "allow_yaml_with_no_cpp: false\nallow_cpp_with_no_yaml: false\n"
            "retain_map_defaults: true\n");
  EXPECT_TRUE(LoadYamlString<LoadYamlOptions>(text).retain_map_defaults);
}

// JSON as Drake writes it: one line, sorted keys, unset optionals omitted,
// non-finite floats spelled as JavaScript does, strings escaped.
struct JsonData {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
    a->Visit(DRAKE_NVP(text));
    a->Visit(DRAKE_NVP(table));
    a->Visit(DRAKE_NVP(set));
    a->Visit(DRAKE_NVP(unset));
    a->Visit(DRAKE_NVP(list));
    a->Visit(DRAKE_NVP(inner));
    a->Visit(DRAKE_NVP(flag));
    a->Visit(DRAKE_NVP(count));
    a->Visit(DRAKE_NVP(mat));
  }
  double value{0.25};
  std::string text{"q\"\\\x01\xc3\xa9"};
  std::map<std::string, double> table{{"b", 1.0}, {"a", 2.0}};
  std::optional<double> set{2.0};
  std::optional<double> unset;
  std::vector<double> list{1.0, std::numeric_limits<double>::quiet_NaN(),
                           std::numeric_limits<double>::infinity(),
                           -std::numeric_limits<double>::infinity()};
  Inner inner{1.5, "n"};
  bool flag{true};
  int count{-3};
  Eigen::Matrix2d mat{{1.0, 2.0}, {3.0, 4.5}};
};

TEST(YamlIoJsonTest, SaveJsonString) {
  EXPECT_EQ(SaveJsonString(JsonData{}),
            "{\"count\":-3,\"flag\":true,\"inner\":{\"name\":\"n\",\"x\":1.5},"
            "\"list\":[1.0,NaN,Infinity,-Infinity],"
            "\"mat\":[[1.0,2.0],[3.0,4.5]],\"set\":2.0,"
            "\"table\":{\"a\":2.0,\"b\":1.0},"
            "\"text\":\"q\\u0022\\u005c\\u0001\xc3\xa9\",\"value\":0.25}");
  // Scalar alternatives of a variant are plain JSON values.
  VariantHolder holder;
  holder.v = 1.0;
  EXPECT_EQ(SaveJsonString(holder), "{\"v\":1.0}");
  holder.v = std::string("1.0");
  EXPECT_EQ(SaveJsonString(holder), "{\"v\":\"1.0\"}");
  // A struct alternative needs its tag, which JSON cannot carry.
  holder.v = Inner{};
  try {
    SaveJsonString(holder);
    ADD_FAILURE() << "did not throw";
  } catch (const std::exception& e) {
    EXPECT_THAT(e.what(),
                HasSubstr("Cannot save a YAML mapping with tag '!Inner'"));
  }
  EXPECT_EQ(SaveJsonString(OptionalHolder{std::nullopt}), "{}");
}

TEST(YamlIoJsonTest, SaveJsonFile) {
  TempDir dir;
  const std::string filename = dir.File("inner.json");
  SaveJsonFile(filename, Inner{2.0, "x"});
  std::ifstream in(filename);
  const std::string contents((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  EXPECT_EQ(contents, "{\"name\":\"x\",\"x\":2.0}");
  EXPECT_THAT(
      ErrorMessage(
          [&] { SaveJsonFile(dir.File("no_such_dir/x.json"), Inner{}); }),
      AllOf(HasSubstr("SaveJsonFile"), HasSubstr("no_such_dir/x.json")));
}

}  // namespace yaml_io_test
}  // namespace yaml
}  // namespace drake
