// IsNetworkingAllowed: DRAKE_ALLOW_NETWORK's grammar (unset or empty allows
// all, "none" anywhere denies all, else only the listed components) and the
// checks on the component name.

#include "drake/common/network_policy.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/set_env.h"

namespace drake {
namespace internal {
namespace network_policy_test {

TEST(NetworkPolicyTest, Grammar) {
  {
    test::SetEnv unset("DRAKE_ALLOW_NETWORK", std::nullopt);
    EXPECT_TRUE(IsNetworkingAllowed("package_map"));
  }
  struct Case {
    const char* value;
    bool package_map;
    bool lcm;
  };
  for (const Case& c :
       {Case{"", true, true}, Case{"none", false, false},
        Case{"package_map", true, false}, Case{"lcm:meshcat", false, true},
        Case{"meshcat:package_map:lcm", true, true},
        Case{"lcm:none", false, false}, Case{"package_map:", true, false},
        Case{"package_maps", false, false}}) {
    test::SetEnv value("DRAKE_ALLOW_NETWORK", c.value);
    EXPECT_EQ(IsNetworkingAllowed("package_map"), c.package_map) << c.value;
    EXPECT_EQ(IsNetworkingAllowed("lcm"), c.lcm) << c.value;
  }
}

TEST(NetworkPolicyTest, BadComponent) {
  for (const char* name : {"", "none", "Package_map", "a:b"}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        IsNetworkingAllowed(name),
        fmt::format("IsNetworkingAllowed: the component name '{}' is not "
                    "valid \\(expected lower-case letters, digits and '_', "
                    "and not 'none'\\)",
                    name));
  }
}

}  // namespace network_policy_test
}  // namespace internal
}  // namespace drake
