#include "drake/common/yaml/yaml_write_archive.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

namespace drake {
namespace yaml {
namespace internal {
namespace {

// Percent-encodes the characters a YAML tag cannot hold as such (those of
// template type names, e.g. `Foo<double,3>`); the reader decodes them.
std::string EscapeTag(const std::string& name) {
  std::string result;
  for (const char c : name) {
    const bool plain = std::isalnum(static_cast<unsigned char>(c)) ||
                       c == '_' || c == '-' || c == '.' || c == ':';
    if (plain) {
      result += c;
    } else {
      result += fmt::format("%{:02X}", static_cast<unsigned char>(c));
    }
  }
  return result;
}

void EmitTag(const std::string& tag, YAML::Emitter* out) {
  if (tag.empty()) return;
  if (tag.compare(0, 2, "!!") == 0) {
    *out << YAML::SecondaryTag(tag.substr(2));
  } else if (tag[0] == '!') {
    *out << YAML::LocalTag(EscapeTag(tag.substr(1)));
  } else {
    *out << YAML::VerbatimTag(tag);
  }
}

void Emit(const WriteNode& node, YAML::Emitter* out) {
  EmitTag(node.tag, out);
  switch (node.kind) {
    case WriteNode::Kind::kNull:
      *out << YAML::Null;
      return;
    case WriteNode::Kind::kScalar:
      // yaml-cpp quotes a string only when a plain scalar would misread.
      *out << node.scalar;
      return;
    case WriteNode::Kind::kSequence:
      if (node.flow || node.children.empty()) *out << YAML::Flow;
      *out << YAML::BeginSeq;
      for (const WriteNode& child : node.children) Emit(child, out);
      *out << YAML::EndSeq;
      return;
    case WriteNode::Kind::kMapping:
      if (node.children.empty()) *out << YAML::Flow;
      *out << YAML::BeginMap;
      for (size_t i = 0; i < node.children.size(); ++i) {
        *out << YAML::Key << node.keys[i] << YAML::Value;
        Emit(node.children[i], out);
      }
      *out << YAML::EndMap;
      return;
  }
}

// Appends `text` as a JSON string.
void AppendJsonString(std::string_view text, std::string* out) {
  out->push_back('"');
  for (const char ch : text) {
    const auto byte = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\' || byte < 0x20) {
      *out += fmt::format("\\u00{:02x}", byte);
    } else {
      out->push_back(ch);  // UTF-8 bytes pass through unchanged
    }
  }
  out->push_back('"');
}

// True if `text` is a JSON number (RFC 8259 grammar).
bool IsJsonNumber(std::string_view text) {
  size_t i = 0;
  const size_t n = text.size();
  auto digits = [&]() {
    const size_t start = i;
    while (i < n && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    return i > start;
  };
  if (i < n && text[i] == '-') ++i;
  if (i < n && text[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < n && text[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == n;
}

void WriteJson(const WriteNode& node, std::string* out) {
  switch (node.kind) {
    case WriteNode::Kind::kNull:
      *out += "null";
      return;
    case WriteNode::Kind::kScalar: {
      const std::string& tag = node.tag;
      if (!tag.empty() && tag != "!!null" && tag != "!!bool" &&
          tag != "!!int" && tag != "!!float" && tag != "!!str") {
        throw std::logic_error(fmt::format(
            "SaveJsonString: Cannot save a YAML scalar '{}' with tag '{}' to "
            "JSON",
            node.scalar, tag));
      }
      const std::string& text = node.scalar;
      if (node.is_string || tag == "!!str") {
        AppendJsonString(text, out);
      } else if (text == ".nan") {
        *out += "NaN";
      } else if (text == ".inf") {
        *out += "Infinity";
      } else if (text == "-.inf") {
        *out += "-Infinity";
      } else if (text == "true" || text == "false" || text == "null" ||
                 IsJsonNumber(text)) {
        *out += text;
      } else {
        AppendJsonString(text, out);  // e.g. an enum's name
      }
      return;
    }
    case WriteNode::Kind::kSequence: {
      if (!node.tag.empty()) {
        throw std::logic_error(fmt::format(
            "SaveJsonString: Cannot save a YAML sequence with tag '{}' to JSON",
            node.tag));
      }
      out->push_back('[');
      for (size_t i = 0; i < node.children.size(); ++i) {
        if (i > 0) out->push_back(',');
        WriteJson(node.children[i], out);
      }
      out->push_back(']');
      return;
    }
    case WriteNode::Kind::kMapping: {
      if (!node.tag.empty()) {
        throw std::logic_error(fmt::format(
            "SaveJsonString: Cannot save a YAML mapping with tag '{}' to JSON",
            node.tag));
      }
      // Sorted keys, as Drake's (its document tree keeps maps sorted).
      std::vector<size_t> order(node.keys.size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::sort(order.begin(), order.end(), [&node](size_t a, size_t b) {
        return node.keys[a] < node.keys[b];
      });
      out->push_back('{');
      for (size_t k = 0; k < order.size(); ++k) {
        if (k > 0) out->push_back(',');
        AppendJsonString(node.keys[order[k]], out);
        out->push_back(':');
        WriteJson(node.children[order[k]], out);
      }
      out->push_back('}');
      return;
    }
  }
}

void EraseMatching(WriteNode* node, const WriteNode& other) {
  if (node->kind != WriteNode::Kind::kMapping ||
      other.kind != WriteNode::Kind::kMapping) {
    return;
  }
  WriteNode result;
  result.kind = node->kind;
  result.tag = node->tag;
  for (size_t i = 0; i < node->children.size(); ++i) {
    WriteNode& child = node->children[i];
    const WriteNode* other_child = nullptr;
    for (size_t j = 0; j < other.keys.size(); ++j) {
      if (other.keys[j] == node->keys[i]) other_child = &other.children[j];
    }
    if (other_child != nullptr) {
      if (child == *other_child) continue;
      if (child.kind == WriteNode::Kind::kMapping &&
          other_child->kind == WriteNode::Kind::kMapping &&
          child.tag == other_child->tag) {
        EraseMatching(&child, *other_child);
      }
    }
    result.keys.push_back(node->keys[i]);
    result.children.push_back(std::move(child));
  }
  *node = std::move(result);
}

}  // namespace

bool WriteNode::operator==(const WriteNode& other) const {
  return kind == other.kind && tag == other.tag && scalar == other.scalar &&
         keys == other.keys && children == other.children;
}

std::string YamlWriteArchive::FormatFloat(double value, bool is_float) {
  if (std::isnan(value)) return ".nan";
  if (std::isinf(value)) return value > 0 ? ".inf" : "-.inf";
  std::string text = is_float ? fmt::format("{}", static_cast<float>(value))
                              : fmt::format("{}", value);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

std::string YamlWriteArchive::ToJson() const {
  std::string result;
  WriteJson(root_, &result);
  return result;
}

std::string YamlWriteArchive::EmitString(const std::string& root_name) const {
  YAML::Emitter out;
  if (root_name.empty()) {
    Emit(root_, &out);
  } else {
    WriteNode wrapper;
    wrapper.kind = WriteNode::Kind::kMapping;
    wrapper.keys.push_back(root_name);
    wrapper.children.push_back(root_);
    Emit(wrapper, &out);
  }
  if (!out.good()) {
    throw std::runtime_error(
        "YamlWriteArchive: yaml-cpp could not emit the "
        "document: " +
        out.GetLastError());
  }
  return std::string(out.c_str()) + "\n";
}

void YamlWriteArchive::EraseMatchingMaps(const YamlWriteArchive& other) {
  EraseMatching(&root_, other.root_);
}

}  // namespace internal
}  // namespace yaml
}  // namespace drake
