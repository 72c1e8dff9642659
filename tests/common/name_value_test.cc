#include "drake/common/name_value.h"

#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace name_value_test {

// An archive that records the names and values it visits.
class RecordingArchive {
 public:
  template <typename NVP>
  void Visit(const NVP& nvp) {
    names.push_back(nvp.name());
    if constexpr (std::is_same_v<typename NVP::value_type, double>) {
      doubles.push_back(nvp.get_value());
      nvp.set_value(nvp.get_value() * 2);  // Archives may write, too.
    }
  }
  std::vector<std::string> names;
  std::vector<double> doubles;
};

struct Config {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(mass));
    a->Visit(DRAKE_NVP(label));
    a->Visit(MakeNameValue("renamed", &length));
  }
  double mass{1.5};
  std::string label{"x"};
  double length{3.0};
};

TEST(NameValueTest, NvpNamesAndPoints) {
  double foo = 2.5;
  const auto nvp = DRAKE_NVP(foo);
  static_assert(std::is_same_v<decltype(nvp), const NameValue<double>>);
  EXPECT_EQ(std::string(nvp.name()), "foo");
  EXPECT_EQ(nvp.value(), &foo);
  EXPECT_EQ(nvp.get_value(), 2.5);
  nvp.set_value(4.0);
  EXPECT_EQ(foo, 4.0);
  *nvp.value() = 5.0;
  EXPECT_EQ(nvp.get_value(), 5.0);
}

TEST(NameValueTest, SerializeVisitsEveryField) {
  Config config;
  RecordingArchive archive;
  config.Serialize(&archive);
  EXPECT_EQ(archive.names,
            (std::vector<std::string>{"mass", "label", "renamed"}));
  EXPECT_EQ(archive.doubles, (std::vector<double>{1.5, 3.0}));
  EXPECT_EQ(config.mass, 3.0);
  EXPECT_EQ(config.length, 6.0);
  EXPECT_EQ(config.label, "x");
}

}  // namespace name_value_test
}  // namespace drake
