#pragma once

/// @file
/// Macros that declare a class's copy and move semantics, as Drake spells
/// them. Use one inside the class body, in the public section.

/// Deletes the copy constructor, copy assignment, move constructor and move
/// assignment.
#define DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Classname) \
  Classname(const Classname&) = delete;            \
  void operator=(const Classname&) = delete;       \
  Classname(Classname&&) = delete;                 \
  void operator=(Classname&&) = delete

/// Defaults all four copy/move operations (and checks at compile time that
/// the defaults are usable).
#define DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Classname)                 \
  Classname(const Classname&) = default;                                  \
  Classname& operator=(const Classname&) = default;                       \
  Classname(Classname&&) = default;                                       \
  Classname& operator=(Classname&&) = default;                            \
  /* Fails at compile time if the defaults cannot be used. */             \
  [[maybe_unused]] static void DrakeDefaultCopyAndMoveAndAssign_DoAssign( \
      Classname* a, const Classname& b) {                                 \
    *a = b;                                                               \
  }                                                                       \
  static_assert(true, "")

/// Declares all four copy/move operations; the class defines them itself.
#define DRAKE_DECLARE_COPY_AND_MOVE_AND_ASSIGN(Classname) \
  Classname(const Classname&);                            \
  Classname& operator=(const Classname&);                 \
  Classname(Classname&&);                                 \
  Classname& operator=(Classname&&);                      \
  static_assert(true, "")
