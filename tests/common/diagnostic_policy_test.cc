// DiagnosticPolicy: message formatting with and without file/line, the
// default actions (warnings log, errors throw) and replaced actions.

#include "drake/common/diagnostic_policy.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace internal {
namespace diagnostic_policy_test {

TEST(DiagnosticPolicyTest, Format) {
  DiagnosticDetail detail;
  detail.message = "something broke";
  EXPECT_EQ(detail.FormatError(), "error: something broke");
  detail.filename = "robot.urdf";
  EXPECT_EQ(detail.FormatWarning(), "robot.urdf: warning: something broke");
  detail.line = 12;
  EXPECT_EQ(detail.FormatError(), "robot.urdf:12: error: something broke");
  EXPECT_EQ(detail.Format("note"), "robot.urdf:12: note: something broke");
}

TEST(DiagnosticPolicyTest, DefaultActions) {
  DiagnosticPolicy policy;
  // A warning only logs.
  EXPECT_NO_THROW(policy.Warning("just a warning"));
  DRAKE_EXPECT_THROWS_MESSAGE(policy.Error("bad thing"), "error: bad thing");
  DiagnosticDetail detail{"a.urdf", 3, "bad link"};
  DRAKE_EXPECT_THROWS_MESSAGE(policy.Error(detail),
                              "a.urdf:3: error: bad link");
  EXPECT_THROW(DiagnosticPolicy::ErrorDefaultAction(detail),
               std::runtime_error);
}

TEST(DiagnosticPolicyTest, ReplacedActions) {
  DiagnosticPolicy policy;
  std::vector<std::string> warnings;
  std::vector<std::string> errors;
  policy.SetActionForWarnings([&](const DiagnosticDetail& d) {
    warnings.push_back(d.FormatWarning());
  });
  policy.SetActionForErrors(
      [&](const DiagnosticDetail& d) { errors.push_back(d.FormatError()); });
  policy.Warning(DiagnosticDetail{"f", 1, "w"});
  policy.Error(DiagnosticDetail{"f", 2, "e"});
  ASSERT_EQ(warnings.size(), 1u);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(warnings[0], "f:1: warning: w");
  EXPECT_EQ(errors[0], "f:2: error: e");

  // Strict mode: warnings become errors (which throw by default).
  policy.SetActionForErrors(nullptr);
  policy.SetActionForWarnings(&DiagnosticPolicy::ErrorDefaultAction);
  DRAKE_EXPECT_THROWS_MESSAGE(policy.Warning(DiagnosticDetail{"f", 4, "w"}),
                              "f:4: error: w");
}

}  // namespace diagnostic_policy_test
}  // namespace internal
}  // namespace drake
