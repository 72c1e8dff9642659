#pragma once

/// @file
/// CollisionFilterDeclaration: a list of changes to collision filters
/// (exclude or allow pairs within or between GeometrySets), applied through
/// CollisionFilterManager::Apply().

#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_set.h"

namespace drake {
namespace geometry {

/// Which geometries a declaration's frames expand to.
enum class CollisionFilterScope {
  /// Every geometry of the frame.
  kAll,
  /// Every geometry except deformable ones (none exist here yet).
  kOmitDeformable,
};

/// An ordered list of filter statements. Each method returns *this so calls
/// chain: `CollisionFilterDeclaration().ExcludeWithin(s1).AllowBetween(a, b)`.
class CollisionFilterDeclaration {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CollisionFilterDeclaration);

  explicit CollisionFilterDeclaration(
      CollisionFilterScope scope = CollisionFilterScope::kAll)
      : scope_(scope) {}

  /// Re-enables collisions between every g1 ∈ set_A and g2 ∈ set_B (pairs
  /// SceneGraph filters intrinsically — same frame, both anchored — stay
  /// filtered).
  CollisionFilterDeclaration& AllowBetween(GeometrySet set_A,
                                           GeometrySet set_B) {
    statements_.push_back(
        {Kind::kAllowBetween, std::move(set_A), std::move(set_B)});
    return *this;
  }
  /// Re-enables collisions between every pair in `geometry_set`.
  CollisionFilterDeclaration& AllowWithin(GeometrySet geometry_set) {
    statements_.push_back({Kind::kAllowWithin, std::move(geometry_set), {}});
    return *this;
  }
  /// Filters collisions between every g1 ∈ set_A and g2 ∈ set_B.
  CollisionFilterDeclaration& ExcludeBetween(GeometrySet set_A,
                                             GeometrySet set_B) {
    statements_.push_back(
        {Kind::kExcludeBetween, std::move(set_A), std::move(set_B)});
    return *this;
  }
  /// Filters collisions between every pair in `geometry_set`.
  CollisionFilterDeclaration& ExcludeWithin(GeometrySet geometry_set) {
    statements_.push_back({Kind::kExcludeWithin, std::move(geometry_set), {}});
    return *this;
  }

  /// (Internal use) the statements in order.
  enum class Kind {
    kAllowBetween,
    kAllowWithin,
    kExcludeBetween,
    kExcludeWithin
  };
  struct Statement {
    Kind kind;
    GeometrySet set_A;
    GeometrySet set_B;
  };
  const std::vector<Statement>& statements() const { return statements_; }
  CollisionFilterScope scope() const { return scope_; }

 private:
  CollisionFilterScope scope_;
  std::vector<Statement> statements_;
};

}  // namespace geometry
}  // namespace drake
