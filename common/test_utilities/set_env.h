#pragma once

/// @file
/// drake::test::SetEnv: sets (or, given std::nullopt, unsets) an
/// environment variable for the lifetime of the object, and restores its
/// earlier value (or absence) on destruction. Not thread-safe: setenv is
/// not.

#include <cstdlib>
#include <optional>
#include <string>

namespace drake {
namespace test {

class SetEnv {
 public:
  SetEnv(const std::string& var_name, std::optional<std::string> var_value)
      : var_name_(var_name) {
    if (const char* earlier = std::getenv(var_name.c_str())) {
      earlier_value_ = earlier;
    }
    Apply(var_value);
  }
  ~SetEnv() { Apply(earlier_value_); }

  SetEnv(const SetEnv&) = delete;
  SetEnv& operator=(const SetEnv&) = delete;
  SetEnv(SetEnv&&) = delete;
  SetEnv& operator=(SetEnv&&) = delete;

 private:
  void Apply(const std::optional<std::string>& value) const {
    if (value.has_value()) {
      ::setenv(var_name_.c_str(), value->c_str(), 1);
    } else {
      ::unsetenv(var_name_.c_str());
    }
  }

  std::string var_name_;
  std::optional<std::string> earlier_value_;
};

}  // namespace test
}  // namespace drake
