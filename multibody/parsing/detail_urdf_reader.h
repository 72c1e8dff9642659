#pragma once

/// @file
/// Reads URDF text into the plain structs of detail_urdf_model.h and checks
/// it (names, references, numbers, physical validity, the tree shape). Adds
/// nothing to a plant. Internal: not part of Drake's API.

#include <string>

#include "drake/common/diagnostic_policy.h"
#include "drake/multibody/parsing/detail_urdf_model.h"
#include "drake/multibody/parsing/package_map.h"

namespace drake {
namespace multibody {
namespace internal {

/// Where model text comes from: a file name or the text itself.
class DataSource {
 public:
  enum class Kind { kFilename, kContents };

  /// A file to read.
  static DataSource FromFilename(std::string filename) {
    return DataSource(Kind::kFilename, std::move(filename));
  }
  /// Text in memory. `stem` names it in messages (e.g. "<literal-string>").
  static DataSource FromContents(std::string contents,
                                 std::string stem = "<literal-string>") {
    DataSource result(Kind::kContents, std::move(contents));
    result.stem_ = std::move(stem);
    return result;
  }

  bool IsFilename() const { return kind_ == Kind::kFilename; }
  bool IsContents() const { return kind_ == Kind::kContents; }
  /// The file name (IsFilename()) or the text (IsContents()).
  const std::string& data() const { return data_; }
  /// The name used in diagnostics: the file name, or the stem of contents
  /// followed by ".urdf".
  std::string GetName(const std::string& extension) const {
    return IsFilename() ? data_ : stem_ + "." + extension;
  }

 private:
  DataSource(Kind kind, std::string data)
      : kind_(kind), data_(std::move(data)) {}
  Kind kind_;
  std::string data_;
  std::string stem_;
};

/// Reads and checks one URDF document. Problems are reported through
/// `policy` as "<file>:<line>: error: <message>" (or warning): errors for
/// malformed XML, a missing or wrong `<robot>`, missing required attributes,
/// malformed or non-finite numbers, duplicate names, references to unknown
/// links/joints/groups/materials, negative mass, non-physical inertia
/// (naming the link, the values and the line), unknown or misplaced joint
/// types, a link with two parent joints and a loop of joints; warnings for
/// unsupported elements and attributes, and mesh files that cannot be
/// resolved (that visual or collision geometry is left out of the model).
/// Mesh filenames are resolved with `package_map` (URLs) or
/// relative to the file's folder.
///
/// With the default policy the first error throws std::runtime_error. When
/// the policy's error action returns instead, reading continues past the
/// bad element (which is left out) and the returned model holds the rest.
UrdfModel ReadUrdf(const DataSource& source, const PackageMap& package_map,
                   const drake::internal::DiagnosticPolicy& policy);

/// The URDF joint type names accepted by ReadUrdf, for messages.
const char* UrdfJointTypeName(UrdfJoint::Type type);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
