#include "drake/multibody/parsing/parser.h"

#include <fmt/format.h>

#include <cctype>
#include <stdexcept>
#include <system_error>

#include "drake/multibody/parsing/detail_urdf_parser.h"

namespace drake {
namespace multibody {

using drake::internal::DiagnosticPolicy;

namespace {

MultibodyPlant<double>* NonNull(MultibodyPlant<double>* plant) {
  if (plant == nullptr) {
    throw std::logic_error("Parser: the plant must not be null");
  }
  return plant;
}

// "urdf" for "x/y/robot.URDF"; empty when there is no extension.
std::string LowerExtension(const std::string& text) {
  std::string extension = text;
  if (!extension.empty() && extension.front() == '.') extension.erase(0, 1);
  for (char& c : extension) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return extension;
}

[[noreturn]] void ThrowUnsupported(const std::string& what,
                                   const std::string& extension) {
  if (extension == "sdf" || extension == "xml" || extension == "yaml") {
    throw std::runtime_error(fmt::format(
        "{}: the file type '.{}' is not supported yet (only URDF is)", what,
        extension));
  }
  throw std::runtime_error(fmt::format(
      "{}: the file type '{}' is not supported; expected '.urdf'", what,
      extension.empty() ? std::string("(none)") : "." + extension));
}

std::vector<ModelInstanceIndex> ToVector(
    const std::optional<ModelInstanceIndex>& instance) {
  if (!instance) return {};
  return {*instance};
}

}  // namespace

Parser::Parser(MultibodyPlant<double>* plant) : plant_(NonNull(plant)) {}

Parser::Parser(MultibodyPlant<double>* plant,
               std::string_view model_name_prefix)
    : plant_(NonNull(plant)), model_name_prefix_(model_name_prefix) {}

DiagnosticPolicy Parser::MakePolicy() const {
  DiagnosticPolicy policy;
  if (is_strict_) {
    policy.SetActionForWarnings(&DiagnosticPolicy::ErrorDefaultAction);
  }
  return policy;
}

std::vector<ModelInstanceIndex> Parser::AddModels(
    const std::filesystem::path& file_name) {
  const std::string name = file_name.string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file_name, ec)) {
    throw std::runtime_error(fmt::format(
        "Parser::AddModels: the file '{}' does not exist or is not a regular "
        "file",
        name));
  }
  const std::string extension = LowerExtension(file_name.extension().string());
  if (extension != "urdf")
    ThrowUnsupported("Parser::AddModels: " + name, extension);
  internal::UrdfParseOptions options;
  options.model_name_prefix = model_name_prefix_;
  options.auto_rename = enable_auto_rename_;
  return ToVector(
      internal::AddModelFromUrdf(internal::DataSource::FromFilename(name),
                                 options, package_map_, MakePolicy(), plant_));
}

std::vector<ModelInstanceIndex> Parser::AddModelsFromUrl(
    const std::string& url) {
  return AddModels(package_map_.ResolveUrl(url));
}

std::vector<ModelInstanceIndex> Parser::AddModelsFromString(
    const std::string& file_contents, const std::string& file_type) {
  const std::string extension = LowerExtension(file_type);
  if (extension != "urdf") {
    ThrowUnsupported("Parser::AddModelsFromString", extension);
  }
  internal::UrdfParseOptions options;
  options.model_name_prefix = model_name_prefix_;
  options.auto_rename = enable_auto_rename_;
  return ToVector(internal::AddModelFromUrdf(
      internal::DataSource::FromContents(file_contents), options, package_map_,
      MakePolicy(), plant_));
}

}  // namespace multibody
}  // namespace drake
