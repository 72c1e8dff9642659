#pragma once

/// @file
/// (Internal) YamlReadArchive: fills a C++ structure from a YAML node tree
/// (yaml-cpp), by visiting the structure's `Serialize(Archive*)` method. Use
/// LoadYamlFile() or LoadYamlString() (yaml_io.h) rather than this class.
///
/// Supported field types: bool, the other arithmetic types, std::string,
/// std::optional, std::variant (alternatives selected by YAML tag, e.g.
/// `!Box`, `!!float`; an untagged node selects the first alternative),
/// std::vector, std::array, std::map and std::unordered_map with string keys,
/// Eigen::Matrix (vectors as a sequence, matrices as a sequence of rows), and
/// any struct with a Serialize method; all of them nested arbitrarily.
///
/// Every mismatch between YAML and C++ throws std::runtime_error naming the
/// key path (e.g. `outer.inner.x`), the C++ type expected there, the file (if
/// any) and the line and column in the YAML.

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/common/nice_type_name.h"
#include "drake/common/yaml/yaml_io_options.h"
#include "drake/common/yaml/yaml_type_traits.h"

namespace drake {
namespace yaml {
namespace internal {

class YamlReadArchive final {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(YamlReadArchive);

  /// Reads from `root`, which must be a mapping (or null, read as an empty
  /// mapping). `filename` (may be empty) and `root_path` (the key path of
  /// `root`, empty for the document root) only label error messages.
  YamlReadArchive(const YAML::Node& root, const LoadYamlOptions& options,
                  std::string filename = {}, std::string root_path = {});

  /// Parses `data` into a node tree; with `child_name`, returns that child
  /// of the root mapping. Throws std::runtime_error on malformed YAML or a
  /// missing child.
  static YAML::Node LoadStringAsNode(
      const std::string& data, const std::optional<std::string>& child_name);

  /// As LoadStringAsNode, reading the file `filename`. Throws
  /// std::runtime_error naming the file if it cannot be read.
  static YAML::Node LoadFileAsNode(
      const std::string& filename,
      const std::optional<std::string>& child_name);

  /// Fills `serializable` from the root node by calling its Serialize
  /// method, then (unless options allow it) rejects YAML keys no field
  /// matched.
  template <typename Serializable>
  void Accept(Serializable* serializable) {
    AcceptStruct(root_, root_path_, serializable);
  }

  /// Reads one field of the structure being accepted (called by Serialize).
  template <typename NameValuePair>
  void Visit(const NameValuePair& nvp) {
    using T = std::remove_pointer_t<decltype(nvp.value())>;
    const std::string key(nvp.name());
    const std::string path = ChildPath(key);
    visited_keys_.insert(key);
    const std::optional<YAML::Node> sub_node = FindKey(key);
    if (!sub_node.has_value()) {
      if constexpr (is_optional<T>::value) {
        if (!options_.allow_cpp_with_no_yaml) nvp.value()->reset();
        return;
      } else {
        if (options_.allow_cpp_with_no_yaml) return;
        ReportMissingKey(key, path, NiceTypeName::Get<T>());
      }
    }
    Parse(*sub_node, path, nvp.value());
  }

 private:
  // A child archive reading the struct at `node` (key path `path`).
  YamlReadArchive(const YAML::Node& node, const YamlReadArchive& parent,
                  std::string path);

  template <typename Serializable>
  void AcceptStruct(const YAML::Node& node, const std::string& path,
                    Serializable* serializable) {
    const std::string& type_name = NiceTypeName::Get<Serializable>();
    // (An empty document, or an empty child of the root, is a null node:
    // it reads as an empty mapping.)
    if (!node.IsMap() && !(node.IsNull() && &node == &root_)) {
      ReportWrongKind(node, path, type_name, "a Mapping");
    }
    if (&node == &root_) {
      visited_keys_.clear();
      serializable->Serialize(this);
      CheckForUnknownKeys(type_name);
    } else {
      YamlReadArchive child(node, *this, path);
      child.Accept(serializable);
    }
  }

  // Dispatches on the C++ type of `value`.
  template <typename T>
  void Parse(const YAML::Node& node, const std::string& path, T* value) {
    if constexpr (is_optional<T>::value) {
      if (IsNullNode(node)) {
        value->reset();
        return;
      }
      if (!value->has_value()) value->emplace();
      Parse(node, path, &value->value());
    } else if constexpr (is_variant<T>::value) {
      ParseVariant(node, path, value);
    } else if constexpr (is_vector<T>::value) {
      ParseVector(node, path, value);
    } else if constexpr (is_std_array<T>::value) {
      ParseArray(node, path, value);
    } else if constexpr (is_string_map<T>::value) {
      ParseMap(node, path, value);
    } else if constexpr (is_eigen_matrix<T>::value) {
      ParseEigen(node, path, value);
    } else if constexpr (is_primitive_v<T>) {
      ParseScalar(node, path, value);
    } else if constexpr (has_serialize<T, YamlReadArchive>::value) {
      AcceptStruct(node, path, value);
    } else {
      static_assert(has_serialize<T, YamlReadArchive>::value,
                    "YamlReadArchive: this field type is not supported; "
                    "give it a Serialize(Archive*) method.");
    }
  }

  template <typename T>
  void ParseScalar(const YAML::Node& node, const std::string& path, T* value) {
    if (!node.IsScalar()) {
      ReportWrongKind(node, path, NiceTypeName::Get<T>(), "a Scalar");
    }
    if constexpr (std::is_same_v<T, std::string>) {
      *value = node.Scalar();
    } else {
      T result{};
      bool ok = false;
      try {
        ok = YAML::convert<T>::decode(node, result);
      } catch (const YAML::Exception&) {
        ok = false;
      }
      if (!ok) ReportBadScalar(node, path, NiceTypeName::Get<T>());
      *value = result;
    }
  }

  template <typename T>
  void ParseVector(const YAML::Node& node, const std::string& path, T* value) {
    using Element = typename T::value_type;
    if (!node.IsSequence()) {
      ReportWrongKind(node, path, NiceTypeName::Get<T>(), "a Sequence");
    }
    value->clear();
    value->reserve(node.size());
    for (size_t i = 0; i < node.size(); ++i) {
      Element element{};
      Parse(node[i], IndexPath(path, i), &element);
      value->push_back(std::move(element));
    }
  }

  template <typename T>
  void ParseArray(const YAML::Node& node, const std::string& path, T* value) {
    if (!node.IsSequence()) {
      ReportWrongKind(node, path, NiceTypeName::Get<T>(), "a Sequence");
    }
    if (node.size() != value->size()) {
      ReportWrongSize(node, path, NiceTypeName::Get<T>(), value->size());
    }
    for (size_t i = 0; i < value->size(); ++i) {
      Parse(node[i], IndexPath(path, i), &(*value)[i]);
    }
  }

  template <typename T>
  void ParseMap(const YAML::Node& node, const std::string& path, T* value) {
    if (!node.IsMap()) {
      ReportWrongKind(node, path, NiceTypeName::Get<T>(), "a Mapping");
    }
    if (!options_.retain_map_defaults) value->clear();
    for (const auto& entry : GetEntries(node)) {
      const YAML::Node& key_node = entry.first;
      if (!key_node.IsScalar()) {
        ReportWrongKind(key_node, path, "std::string", "a Scalar key");
      }
      const std::string& key = key_node.Scalar();
      Parse(entry.second, JoinPath(path, key), &(*value)[key]);
    }
  }

  template <typename S, int R, int C, int O, int MR, int MC>
  void ParseEigen(const YAML::Node& node, const std::string& path,
                  Eigen::Matrix<S, R, C, O, MR, MC>* value) {
    using Matrix = Eigen::Matrix<S, R, C, O, MR, MC>;
    const std::string& type_name = NiceTypeName::Get<Matrix>();
    if (!node.IsSequence()) {
      ReportWrongKind(node, path, type_name, "a Sequence");
    }
    const int size = static_cast<int>(node.size());
    if constexpr (R == 1 || C == 1) {
      // A vector: a flat sequence of scalars.
      constexpr int kFixedSize = (R == 1) ? C : R;
      constexpr int kMaxSize = (R == 1) ? MC : MR;
      if ((kFixedSize != Eigen::Dynamic && size != kFixedSize) ||
          (kMaxSize != Eigen::Dynamic && size > kMaxSize)) {
        ReportWrongSize(node, path, type_name,
                        kFixedSize != Eigen::Dynamic ? kFixedSize : kMaxSize);
      }
      value->resize(size);
      for (int i = 0; i < size; ++i) {
        Parse(node[i], IndexPath(path, i), &(*value)(i));
      }
    } else {
      // A matrix: a sequence of rows, each a sequence of scalars.
      if (R != Eigen::Dynamic && size != R) {
        ReportWrongSize(node, path, type_name, R);
      }
      if (MR != Eigen::Dynamic && size > MR) {
        ReportWrongSize(node, path, type_name, MR);
      }
      int cols = (C != Eigen::Dynamic) ? C : 0;
      for (int i = 0; i < size; ++i) {
        const YAML::Node row = node[i];
        const std::string row_path = IndexPath(path, i);
        if (!row.IsSequence()) {
          ReportWrongKind(row, row_path, type_name, "a Sequence (a row)");
        }
        const int row_size = static_cast<int>(row.size());
        if (i == 0 && C == Eigen::Dynamic) cols = row_size;
        if (row_size != cols) ReportWrongSize(row, row_path, type_name, cols);
        if (MC != Eigen::Dynamic && cols > MC) {
          ReportWrongSize(row, row_path, type_name, MC);
        }
      }
      value->resize(size, cols);
      for (int i = 0; i < size; ++i) {
        const YAML::Node row = node[i];
        for (int j = 0; j < cols; ++j) {
          Parse(row[j], IndexPath(IndexPath(path, i), j), &(*value)(i, j));
        }
      }
    }
  }

  template <typename... Ts>
  void ParseVariant(const YAML::Node& node, const std::string& path,
                    std::variant<Ts...>* value) {
    const std::string& tag = node.Tag();
    if (tag.empty() || tag == "?" || tag == "!") {
      // Untagged: the first alternative.
      ParseVariantAlternative<0>(node, path, value);
      return;
    }
    const std::string short_tag = ShortenTag(tag);
    bool found = false;
    [&]<size_t... I>(std::index_sequence<I...>) {
      (([&] {
         if (found) return;
         using Alternative = std::variant_alternative_t<I, std::variant<Ts...>>;
         if (short_tag == GetVariantTag<Alternative>()) {
           found = true;
           ParseVariantAlternative<I>(node, path, value);
         }
       }()),
       ...);
    }
    (std::index_sequence_for<Ts...>{});
    if (!found && short_tag.find('<') == std::string::npos) {
      // A tag without template arguments (`!UniformVector`) also selects
      // the first alternative that is an instance of that template
      // (`UniformVector<3>`), as Drake's stochastic schema is written.
      [&]<size_t... I>(std::index_sequence<I...>) {
        (([&] {
           if (found) return;
           using Alternative =
               std::variant_alternative_t<I, std::variant<Ts...>>;
           const std::string alternative_tag = GetVariantTag<Alternative>();
           const size_t bracket = alternative_tag.find('<');
           if (bracket != std::string::npos &&
               alternative_tag.compare(0, bracket, short_tag) == 0 &&
               bracket == short_tag.size()) {
             found = true;
             ParseVariantAlternative<I>(node, path, value);
           }
         }()),
         ...);
      }
      (std::index_sequence_for<Ts...>{});
    }
    if (!found) {
      std::string expected;
      ((expected += (expected.empty() ? "" : ", ") + GetVariantTag<Ts>()), ...);
      ReportBadTag(node, path, NiceTypeName::Get<std::variant<Ts...>>(),
                   short_tag, expected);
    }
  }

  template <size_t I, typename Variant>
  void ParseVariantAlternative(const YAML::Node& node, const std::string& path,
                               Variant* value) {
    if (value->index() != I) value->template emplace<I>();
    Parse(node, path, &std::get<I>(*value));
  }

  // Helpers (yaml_read_archive.cc).

  // The (key, value) entries of a mapping node, with YAML merge keys
  // (`<<: *anchor` or `<<: [*a, *b]`) expanded: the mapping's own keys take
  // precedence over merged ones, and earlier merged mappings over later.
  static std::vector<std::pair<YAML::Node, YAML::Node>> GetEntries(
      const YAML::Node& node);
  std::optional<YAML::Node> FindKey(const std::string& key) const;
  std::string ChildPath(const std::string& key) const {
    return JoinPath(root_path_, key);
  }
  static std::string JoinPath(const std::string& path, const std::string& key);
  static std::string IndexPath(const std::string& path, size_t index);
  static bool IsNullNode(const YAML::Node& node);
  void CheckForUnknownKeys(const std::string& type_name) const;
  [[noreturn]] void ReportMissingKey(const std::string& key,
                                     const std::string& path,
                                     const std::string& type_name) const;
  [[noreturn]] void ReportWrongKind(const YAML::Node& node,
                                    const std::string& path,
                                    const std::string& type_name,
                                    const std::string& expected_kind) const;
  [[noreturn]] void ReportBadScalar(const YAML::Node& node,
                                    const std::string& path,
                                    const std::string& type_name) const;
  [[noreturn]] void ReportWrongSize(const YAML::Node& node,
                                    const std::string& path,
                                    const std::string& type_name,
                                    size_t expected_size) const;
  [[noreturn]] void ReportBadTag(const YAML::Node& node,
                                 const std::string& path,
                                 const std::string& type_name,
                                 const std::string& tag,
                                 const std::string& expected_tags) const;
  [[noreturn]] void ReportError(const YAML::Mark& mark, const std::string& path,
                                const std::string& type_name,
                                const std::string& detail) const;

  // The mapping whose keys this archive matches against fields.
  const YAML::Node root_;
  const LoadYamlOptions options_;
  const std::string filename_;
  const std::string root_path_;
  // root_'s entries, merge keys expanded (empty if root_ is not a mapping).
  const std::vector<std::pair<YAML::Node, YAML::Node>> entries_;
  std::set<std::string> visited_keys_;
};

}  // namespace internal
}  // namespace yaml
}  // namespace drake
