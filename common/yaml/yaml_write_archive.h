#pragma once

/// @file
/// (Internal) YamlWriteArchive: turns a C++ structure into YAML text by
/// visiting its `Serialize(Archive*)` method. Use SaveYamlFile() or
/// SaveYamlString() (yaml_io.h) rather than this class. Supports the same
/// field types as YamlReadArchive.
///
/// Output format: block-style mappings (`key: value`); sequences of scalars
/// and Eigen vectors/matrices in flow style (`[1.0, 2.0]`, a matrix as a
/// sequence of rows); floating-point values in the shortest form that reads
/// back exactly, always with a `.` or exponent (`1.0`, `0.1`, `1e+20`,
/// `.inf`, `.nan`); unset std::optional fields omitted; a std::variant
/// holding other than its first alternative tagged (`!Box`, `!!float`).

#include <algorithm>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/common/yaml/yaml_type_traits.h"

namespace drake {
namespace yaml {
namespace internal {

/// A YAML document tree as the writer builds it (kept independent of
/// yaml-cpp so that the header stays light and trees compare simply).
struct WriteNode {
  enum class Kind { kNull, kScalar, kSequence, kMapping };

  Kind kind{Kind::kNull};
  /// "" (untagged), "!Name" (local tag) or "!!name" (core schema tag).
  std::string tag;
  /// The text of a kScalar node.
  std::string scalar;
  /// True if the scalar came from a std::string (so may need quoting).
  bool is_string{false};
  /// Emit a sequence in flow style.
  bool flow{false};
  /// Children: elements of a kSequence; values of a kMapping (in order).
  std::vector<WriteNode> children;
  /// Keys of a kMapping, parallel to `children`.
  std::vector<std::string> keys;

  bool operator==(const WriteNode& other) const;
};

class YamlWriteArchive final {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(YamlWriteArchive);

  YamlWriteArchive() { root_.kind = WriteNode::Kind::kMapping; }

  /// Records `data` by calling its Serialize method. (Serialize is not a
  /// const method, but the write archive only reads through it.)
  template <typename Serializable>
  void Accept(const Serializable& data) {
    root_ = WriteNode{};
    root_.kind = WriteNode::Kind::kMapping;
    const_cast<Serializable&>(data).Serialize(this);
  }

  /// Records one field (called by Serialize). An unset std::optional is
  /// omitted.
  template <typename NameValuePair>
  void Visit(const NameValuePair& nvp) {
    using T = std::remove_pointer_t<decltype(nvp.value())>;
    const T& value = *nvp.value();
    if constexpr (is_optional<T>::value) {
      if (!value.has_value()) return;
    }
    root_.keys.emplace_back(nvp.name());
    root_.children.push_back(Build(value));
  }

  /// Returns the YAML document. With a non-empty `root_name` the document
  /// is a mapping with the single key `root_name` whose value is the data.
  std::string EmitString(const std::string& root_name = {}) const;

  /// Returns the recorded data as one line of JSON (Drake's SaveJsonString):
  /// mappings become objects with their keys in sorted (byte) order,
  /// sequences arrays, strings quoted with `"`, `\` and control characters
  /// escaped as \u00XX, non-finite floats `NaN`, `Infinity`, `-Infinity`
  /// (as JavaScript writes them); an unset std::optional is omitted.
  /// @throws std::exception for what JSON cannot say: a tagged mapping
  ///   (a std::variant holding a struct) or a tagged non-core scalar (e.g.
  ///   bytes), naming the tag.
  std::string ToJson() const;

  /// Removes every mapping entry whose value equals the same key's value in
  /// `other`, recursing into nested mappings that carry the same tag. Used
  /// to save only what differs from defaults.
  void EraseMatchingMaps(const YamlWriteArchive& other);

  /// The recorded tree (a kMapping).
  const WriteNode& root() const { return root_; }

 private:
  template <typename T>
  static WriteNode Build(const T& value) {
    WriteNode node;
    if constexpr (is_optional<T>::value) {
      if (value.has_value()) node = Build(*value);
    } else if constexpr (is_variant<T>::value) {
      node = std::visit(
          [](const auto& alternative) { return Build(alternative); }, value);
      if (value.index() != 0) {
        node.tag = std::visit(
            [](const auto& alternative) {
              return GetVariantTag<std::decay_t<decltype(alternative)>>();
            },
            value);
      }
    } else if constexpr (is_vector<T>::value || is_std_array<T>::value) {
      node.kind = WriteNode::Kind::kSequence;
      node.flow = true;
      for (const auto& element : value) {
        node.children.push_back(Build(element));
        if (node.children.back().kind != WriteNode::Kind::kScalar) {
          node.flow = false;
        }
      }
    } else if constexpr (is_string_map<T>::value) {
      node.kind = WriteNode::Kind::kMapping;
      std::vector<const typename T::value_type*> entries;
      entries.reserve(value.size());
      for (const auto& entry : value) entries.push_back(&entry);
      // Sorted keys, so that unordered maps write deterministically.
      std::sort(
          entries.begin(), entries.end(),
          [](const auto* a, const auto* b) { return a->first < b->first; });
      for (const auto* entry : entries) {
        node.keys.push_back(entry->first);
        node.children.push_back(Build(entry->second));
      }
    } else if constexpr (is_eigen_matrix<T>::value) {
      node.kind = WriteNode::Kind::kSequence;
      node.flow = true;
      if constexpr (T::RowsAtCompileTime == 1 || T::ColsAtCompileTime == 1) {
        for (int i = 0; i < value.size(); ++i) {
          node.children.push_back(Build(value(i)));
        }
      } else {
        for (int i = 0; i < value.rows(); ++i) {
          WriteNode row;
          row.kind = WriteNode::Kind::kSequence;
          row.flow = true;
          for (int j = 0; j < value.cols(); ++j) {
            row.children.push_back(Build(value(i, j)));
          }
          node.children.push_back(std::move(row));
        }
      }
    } else if constexpr (std::is_same_v<T, std::string>) {
      node.kind = WriteNode::Kind::kScalar;
      node.scalar = value;
      node.is_string = true;
    } else if constexpr (std::is_same_v<T, bool>) {
      node.kind = WriteNode::Kind::kScalar;
      node.scalar = value ? "true" : "false";
    } else if constexpr (std::is_integral_v<T>) {
      node.kind = WriteNode::Kind::kScalar;
      node.scalar = std::to_string(value);
    } else if constexpr (std::is_floating_point_v<T>) {
      node.kind = WriteNode::Kind::kScalar;
      node.scalar =
          FormatFloat(static_cast<double>(value), std::is_same_v<T, float>);
    } else if constexpr (has_serialize<T, YamlWriteArchive>::value) {
      YamlWriteArchive child;
      child.Accept(value);
      node = std::move(child.root_);
    } else {
      static_assert(has_serialize<T, YamlWriteArchive>::value,
                    "YamlWriteArchive: this field type is not supported; "
                    "give it a Serialize(Archive*) method.");
    }
    return node;
  }

  // Shortest text that reads back to the same value (as a float if
  // `is_float`), always marked as floating point.
  static std::string FormatFloat(double value, bool is_float);

  WriteNode root_;
};

}  // namespace internal
}  // namespace yaml
}  // namespace drake
