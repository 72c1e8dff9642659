#pragma once

/// @file
/// DRAKE_EXPECT_THROWS_MESSAGE(expression, regex): expects `expression` to
/// throw a std::exception whose what() matches `regex` (std::regex, the
/// whole message).

#include <exception>
#include <regex>
#include <string>

#include <gtest/gtest.h>

#define DRAKE_EXPECT_THROWS_MESSAGE(expression, regexp)                       \
  do {                                                                        \
    try {                                                                     \
      expression;                                                             \
      ADD_FAILURE() << "Expected " #expression " to throw.";                  \
    } catch (const std::exception& err) {                                     \
      const std::string message(err.what());                                  \
      EXPECT_TRUE(std::regex_match(message, std::regex(regexp)))              \
          << "Message was: " << message << "\nExpected to match: " << regexp; \
    }                                                                         \
  } while (0)
