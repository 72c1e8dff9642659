// Reads SDFormat with libsdformat into the plain structs of
// detail_sdf_model.h. This is the only file that includes
// libsdformat's headers (they are heavy); nothing else sees them.

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <utility>

#include <fmt/format.h>
#include <sdf/Box.hh>
#include <sdf/Capsule.hh>
#include <sdf/Collision.hh>
#include <sdf/Console.hh>
#include <sdf/Cylinder.hh>
#include <sdf/Element.hh>
#include <sdf/Ellipsoid.hh>
#include <sdf/Error.hh>
#include <sdf/Frame.hh>
#include <sdf/Geometry.hh>
#include <sdf/Joint.hh>
#include <sdf/JointAxis.hh>
#include <sdf/Link.hh>
#include <sdf/Material.hh>
#include <sdf/Mesh.hh>
#include <sdf/Model.hh>
#include <sdf/ParserConfig.hh>
#include <sdf/Plane.hh>
#include <sdf/Root.hh>
#include <sdf/SDFImpl.hh>
#include <sdf/SemanticPose.hh>
#include <sdf/Sphere.hh>
#include <sdf/Visual.hh>
#include <sdf/World.hh>
#include <sdf/parser.hh>
#include <tinyxml2.h>

#include "drake/multibody/parsing/detail_sdf_model.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;

namespace {

namespace fs = std::filesystem;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A fresh copy of libsdformat's description of the SDFormat specification
// (every element, attribute and default), which each document is read into.
// sdf::Root::Load builds that description anew on every call, from spec
// files embedded in the library: profiled on iiwa14_no_collision.sdf
// (libsdformat 12.3, CPU time), that is 33 of the 64 ms a Load takes, while
// copying a description built once takes 17 ms. Built on first use, kept
// for the life of the process (never destroyed, so that no libsdformat
// object outlives its library at exit).
sdf::ElementPtr CloneSpecification() {
  static std::mutex* const mutex = new std::mutex;
  static const sdf::SDFPtr* const spec = [] {
    auto* result = new sdf::SDFPtr(std::make_shared<sdf::SDF>());
    sdf::init(*result);
    return result;
  }();
  std::lock_guard<std::mutex> lock(*mutex);
  return (*spec)->Root()->Clone();
}

math::RigidTransformd ToRigidTransform(const ignition::math::Pose3d& pose) {
  const ignition::math::Quaterniond& q = pose.Rot();
  Eigen::Quaterniond quaternion(q.W(), q.X(), q.Y(), q.Z());
  // libsdformat normalizes, but a degenerate rotation must not reach
  // RotationMatrix (which would complain in terms the user cannot place).
  if (!(quaternion.norm() > 0.0) || !std::isfinite(quaternion.norm())) {
    quaternion = Eigen::Quaterniond::Identity();
  }
  quaternion.normalize();
  return math::RigidTransformd(
      quaternion,
      Eigen::Vector3d(pose.Pos().X(), pose.Pos().Y(), pose.Pos().Z()));
}

Eigen::Vector3d ToVector(const ignition::math::Vector3d& v) {
  return Eigen::Vector3d(v.X(), v.Y(), v.Z());
}

bool IsFinite(const math::RigidTransformd& X) {
  return X.GetAsMatrix34().allFinite();
}

// The supported child elements of each element (by name). Elements not
// listed (and set in the file) get a warning.
const std::map<std::string, std::set<std::string>>& SupportedChildren() {
  static const auto* const supported =
      new std::map<std::string, std::set<std::string>>{
          {"sdf", {"model", "world"}},
          {"world", {"model", "frame", "include"}},
          {"model",
           {"pose", "static", "link", "joint", "frame", "model", "include",
            "drake:joint", "drake:collision_filter_group"}},
          {"link", {"pose", "inertial", "visual", "collision"}},
          {"inertial", {"pose", "mass", "inertia"}},
          {"inertia", {"ixx", "ixy", "ixz", "iyy", "iyz", "izz"}},
          {"visual", {"pose", "geometry", "material"}},
          {"material", {"diffuse", "drake:diffuse_map"}},
          {"collision",
           {"pose", "geometry", "surface", "drake:proximity_properties"}},
          {"surface", {"friction"}},
          {"friction", {"ode"}},
          {"ode", {"mu", "mu2"}},
          {"geometry",
           {"box", "sphere", "cylinder", "capsule", "ellipsoid", "plane",
            "mesh", "empty", "drake:capsule", "drake:ellipsoid"}},
          {"box", {"size"}},
          {"sphere", {"radius"}},
          {"cylinder", {"radius", "length"}},
          {"capsule", {"radius", "length"}},
          {"ellipsoid", {"radii"}},
          {"plane", {"normal", "size"}},
          {"mesh", {"uri", "scale", "submesh", "drake:declare_convex"}},
          {"submesh", {"name", "center"}},
          {"drake:capsule", {"drake:radius", "drake:length"}},
          {"drake:ellipsoid", {"drake:a", "drake:b", "drake:c"}},
          {"joint",
           {"pose", "parent", "child", "axis", "axis2", "thread_pitch",
            "screw_thread_pitch", "drake:rotor_inertia", "drake:gear_ratio",
            "drake:controller_gains"}},
          {"axis", {"xyz", "limit", "dynamics"}},
          {"axis2", {"xyz", "limit", "dynamics"}},
          {"limit",
           {"lower", "upper", "effort", "velocity", "drake:acceleration"}},
          {"dynamics",
           {"damping", "spring_reference", "spring_stiffness", "friction"}},
          {"frame", {"pose"}},
          {"drake:joint",
           {"drake:parent", "drake:child", "drake:pose", "drake:damping"}},
          {"drake:collision_filter_group",
           {"drake:member", "drake:member_group",
            "drake:ignored_collision_filter_group"}},
          {"drake:proximity_properties",
           {"drake:rigid_hydroelastic", "drake:compliant_hydroelastic",
            "drake:soft_hydroelastic", "drake:mesh_resolution_hint",
            "drake:hydroelastic_modulus", "drake:hunt_crossley_dissipation",
            "drake:relaxation_time", "drake:point_contact_stiffness",
            "drake:hydroelastic_margin", "drake:mu_dynamic",
            "drake:mu_static"}},
      };
  return *supported;
}

// For a plane (kHalfSpace, unit normal n_G held in `size`): replaces X_BG
// by X_BH, where H is G rotated so that +z is along n (the half space lies
// below its x-y plane).
void FoldPlaneNormal(ParsedGeometry* geometry, math::RigidTransformd* X_BG) {
  if (geometry->type != ParsedGeometry::Type::kHalfSpace) return;
  const Eigen::Vector3d n_G = geometry->size;
  const math::RotationMatrixd R_GH(
      Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitZ(), n_G));
  *X_BG = *X_BG * math::RigidTransformd(R_GH, Eigen::Vector3d::Zero());
  geometry->size.setZero();
}

// Elements that only matter to renderers or other physics engines: not
// used, and not worth a warning (Drake ignores them too).
const std::set<std::string>& IgnoredQuietly() {
  // clang-format off
  static const auto* const names = new std::set<std::string>{
      "ambient", "specular", "emissive", "lighting", "script", "shader",
      "pbr", "double_sided", "render_order", "cast_shadows", "transparency",
      "laser_retro", "visibility_flags", "meta", "bounce", "contact",
      "torsional", "fdir1", "slip1", "slip2", "stiffness", "dissipation",
      "enable_wind", "allow_auto_disable", "velocity_decay", "physics",
      "scene", "gui", "atmosphere", "magnetic_field", "wind",
      "spherical_coordinates", "audio", "plugin", "light", "sensor",
      "must_be_base_link", "use_parent_model_frame", "ode", "bullet",
      "simbody", "dart", "gravity"};
  // clang-format on
  return *names;
}

// Elements supported only at their default values (as written).
const std::map<std::string, std::set<std::string>>& DefaultOnly() {
  static const auto* const values =
      new std::map<std::string, std::set<std::string>>{
          {"kinematic", {"0", "false"}},
          {"self_collide", {"0", "false"}},
      };
  return *values;
}

class SdfReader {
 public:
  SdfReader(const DataSource& source, const PackageMap& package_map,
            const DiagnosticPolicy& policy)
      : source_(source),
        source_name_(source.GetName("sdf")),
        package_map_(package_map),
        policy_(policy) {}

  SdfDocument Read();

 private:
  // "<file>" of an element (the including file's name for text).
  std::string FileOf(const sdf::ElementPtr& element) const {
    if (element != nullptr) {
      const std::string& path = element->FilePath();
      if (!path.empty() && path != "data-string" &&
          path != std::string(sdf::kSdfStringSource)) {
        return path;
      }
    }
    return source_name_;
  }
  SdfSource SourceOf(const sdf::ElementPtr& element) const {
    SdfSource where;
    where.file = FileOf(element);
    // libsdformat 12 keeps no line for custom (drake:) elements: use the
    // closest enclosing element that has one.
    for (sdf::ElementPtr e = element; e != nullptr; e = e->GetParent()) {
      if (e->LineNumber().has_value()) {
        where.line = *e->LineNumber();
        break;
      }
    }
    return where;
  }
  DiagnosticDetail Detail(const sdf::ElementPtr& element,
                          const std::string& message) const {
    DiagnosticDetail detail;
    const SdfSource where = SourceOf(element);
    detail.filename = where.file;
    if (where.line > 0) detail.line = where.line;
    detail.message = message;
    return detail;
  }
  bool Error(const sdf::ElementPtr& element, const std::string& message) {
    ++errors_;
    policy_.Error(Detail(element, message));
    return false;
  }
  void Warning(const sdf::ElementPtr& element, const std::string& message) {
    policy_.Warning(Detail(element, message));
  }
  // Reports libsdformat's errors; returns false if there were any. Errors
  // without a line get the line of the element their XML path names.
  // libsdformat's inertia check is left to ours (it names the values and
  // the line, and follows Drake's notion of a physical inertia).
  bool ReportErrors(const sdf::Errors& errors, const sdf::ElementPtr& root) {
    std::map<std::string, int> lines;
    if (root != nullptr) CollectLines(root, &lines);
    int reported = 0;
    for (const sdf::Error& error : errors) {
      if (error.Code() == sdf::ErrorCode::LINK_INERTIA_INVALID) continue;
      DiagnosticDetail detail;
      const std::optional<std::string> path = error.FilePath();
      detail.filename = (path.has_value() && !path->empty() &&
                         *path != std::string(sdf::kSdfStringSource))
                            ? *path
                            : source_name_;
      detail.line = error.LineNumber();
      if (!detail.line.has_value() && error.XmlPath().has_value()) {
        const auto found = lines.find(*error.XmlPath());
        if (found != lines.end()) detail.line = found->second;
      }
      if (!detail.line.has_value() && root != nullptr) {
        detail.line = LineOfNamedElement(root, error.Message());
      }
      detail.message = error.Message();
      ++errors_;
      ++reported;
      policy_.Error(detail);
    }
    return reported == 0;
  }
  // libsdformat's graph errors carry neither line nor XML path but name
  // the elements as "name[<name>]": the line of the first element so
  // named.
  static std::optional<int> LineOfNamedElement(const sdf::ElementPtr& root,
                                               const std::string& message) {
    size_t begin = 0;
    while ((begin = message.find("name[", begin)) != std::string::npos) {
      begin += 5;
      const size_t end = message.find(']', begin);
      if (end == std::string::npos) break;
      const std::string name = message.substr(begin, end - begin);
      const std::optional<int> line = FindNamed(root, name);
      if (line) return line;
    }
    return std::nullopt;
  }
  static std::optional<int> FindNamed(const sdf::ElementPtr& element,
                                      const std::string& name) {
    if (element->LineNumber().has_value() && element->HasAttribute("name") &&
        element->GetAttribute("name")->GetAsString() == name) {
      return element->LineNumber();
    }
    for (sdf::ElementPtr child = element->GetFirstElement(); child != nullptr;
         child = child->GetNextElement()) {
      const std::optional<int> line = FindNamed(child, name);
      if (line) return line;
    }
    return std::nullopt;
  }
  static void CollectLines(const sdf::ElementPtr& element,
                           std::map<std::string, int>* lines) {
    if (element->LineNumber().has_value() && !element->XmlPath().empty()) {
      lines->emplace(element->XmlPath(), *element->LineNumber());
    }
    for (sdf::ElementPtr child = element->GetFirstElement(); child != nullptr;
         child = child->GetNextElement()) {
      CollectLines(child, lines);
    }
  }

  // The trimmed text of `element`, whether libsdformat knows its type or
  // not (custom drake: elements keep their text as a string).
  static std::string Text(const sdf::ElementPtr& element) {
    if (element == nullptr || element->GetValue() == nullptr) return {};
    std::string text = element->GetValue()->GetAsString();
    const size_t begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos) return {};
    const size_t end = text.find_last_not_of(" \t\r\n");
    return text.substr(begin, end - begin + 1);
  }
  static std::optional<std::string> Attribute(const sdf::ElementPtr& element,
                                              const std::string& key) {
    if (element == nullptr || !element->HasAttribute(key)) return std::nullopt;
    const sdf::ParamPtr param = element->GetAttribute(key);
    if (param == nullptr || !param->GetSet()) return std::nullopt;
    return param->GetAsString();
  }
  // Parses `text` as `count` finite numbers separated by white space.
  static bool ParseNumbers(const std::string& text, int count,
                           std::vector<double>* values) {
    values->clear();
    const char* cursor = text.c_str();
    while (true) {
      while (*cursor == ' ' || *cursor == '\t' || *cursor == '\n' ||
             *cursor == '\r') {
        ++cursor;
      }
      if (*cursor == '\0') break;
      char* end = nullptr;
      errno = 0;
      const double value = std::strtod(cursor, &end);
      if (end == cursor || errno == ERANGE || !std::isfinite(value)) {
        return false;
      }
      if (*end != '\0' && *end != ' ' && *end != '\t' && *end != '\n' &&
          *end != '\r') {
        return false;
      }
      values->push_back(value);
      cursor = end;
    }
    return static_cast<int>(values->size()) == count;
  }
  // The number held by a (custom) element; reports an error when it is
  // not one finite number.
  std::optional<double> Number(const sdf::ElementPtr& element,
                               const std::string& context) {
    std::vector<double> values;
    const std::string text = Text(element);
    if (!ParseNumbers(text, 1, &values)) {
      Error(element, fmt::format("{}: <{}> must hold one finite number, but "
                                 "holds '{}'",
                                 context, element->GetName(), text));
      return std::nullopt;
    }
    return values[0];
  }
  std::optional<double> NonNegativeNumber(const sdf::ElementPtr& element,
                                          const std::string& context) {
    const std::optional<double> value = Number(element, context);
    if (value && *value < 0.0) {
      Error(element, fmt::format("{}: <{}> must be non-negative, but is {}",
                                 context, element->GetName(), *value));
      return std::nullopt;
    }
    return value;
  }

  // Warns about each element below `element` (set in the file) that the
  // parser does not use. Stops at elements read by other passes.
  void WarnUnsupported(const sdf::ElementPtr& element);

  // Resolves a pose and reports libsdformat's errors.
  bool Resolve(const sdf::SemanticPose& pose, const std::string& relative_to,
               math::RigidTransformd* X, const sdf::ElementPtr& element,
               const std::string& context) {
    ignition::math::Pose3d resolved;
    const sdf::Errors errors = pose.Resolve(resolved, relative_to);
    if (!errors.empty()) {
      for (const sdf::Error& error : errors) {
        Error(element, fmt::format("{}: cannot resolve its pose: {}", context,
                                   error.Message()));
      }
      return false;
    }
    *X = ToRigidTransform(resolved);
    if (!IsFinite(*X)) {
      return Error(element, fmt::format("{}: its pose is not finite", context));
    }
    return true;
  }

  void ReadWorld(const sdf::World& world);
  void ReadModel(const sdf::Model& model, const math::RigidTransformd& X_WM,
                 const std::string& scope);
  bool ReadLink(const sdf::Link& link, int model_index,
                const math::RigidTransformd& X_WM, SdfLink* out);
  bool ReadInertial(const sdf::Link& link, const std::string& context,
                    SdfLink* out);
  bool ReadGeometry(const sdf::Geometry& geometry, const std::string& context,
                    ParsedGeometry* out);
  // Resolves geometry->mesh_filename (a mesh, or a texture when `what`
  // says so); warns and returns false when it cannot (a mesh geometry is
  // then skipped, as the URDF parser does; a texture keeps its name).
  bool ResolveMesh(const sdf::ElementPtr& element, const std::string& context,
                   ParsedGeometry* geometry, const char* what = "mesh");
  bool ReadProximity(const sdf::Collision& collision,
                     const std::string& context,
                     ParsedProximityProperties* proximity);
  void ReadJoint(const sdf::Joint& joint, int model_index,
                 const std::string& scope, const math::RigidTransformd& X_WM);
  void ReadDrakeJoint(const sdf::ElementPtr& element, int model_index,
                      const std::string& scope, const sdf::Model& model,
                      const math::RigidTransformd& X_WM);
  void ReadCollisionFilterGroup(const sdf::ElementPtr& element, int model_index,
                                const std::string& scope);
  // The body key and X_BF of a frame named `name` (scoped in `model`):
  // a link, a <frame>, "__model__", a nested model's frame, or "world".
  bool ResolveFrame(const sdf::Model& model, const std::string& scope,
                    const math::RigidTransformd& X_WM, const std::string& name,
                    const sdf::ElementPtr& element, const std::string& context,
                    std::string* body, math::RigidTransformd* X_WF);
  const SdfLink* FindLink(const std::string& key) const {
    for (const SdfLink& link : doc_.links) {
      if (link.key == key) return &link;
    }
    return nullptr;
  }
  // X_WB of a body key ("world" is the identity); nullopt if unknown.
  std::optional<math::RigidTransformd> BodyPose(const std::string& key) const {
    if (key == "world") return math::RigidTransformd();
    const SdfLink* link = FindLink(key);
    if (link == nullptr) return std::nullopt;
    return link->X_WB;
  }

  const DataSource& source_;
  const std::string source_name_;
  const PackageMap& package_map_;
  const DiagnosticPolicy& policy_;
  int errors_{0};
  SdfDocument doc_;
};

void SdfReader::WarnUnsupported(const sdf::ElementPtr& element) {
  const std::string& name = element->GetName();
  const auto& table = SupportedChildren();
  const auto found = table.find(name);
  for (sdf::ElementPtr child = element->GetFirstElement(); child != nullptr;
       child = child->GetNextElement()) {
    // Elements libsdformat added with default values were not written.
    if (!child->GetExplicitlySetInFile()) continue;
    const std::string& child_name = child->GetName();
    const bool supported =
        found != table.end() && found->second.count(child_name) > 0;
    if (!supported) {
      // Rendering and solver details of other simulators change nothing
      // in Drake's model: ignored quietly, as Drake does.
      if (IgnoredQuietly().count(child_name) > 0) continue;
      // Supported only at their default value.
      const auto value_check = DefaultOnly().find(child_name);
      if (value_check != DefaultOnly().end()) {
        const std::string text = Text(child);
        if (value_check->second.count(text) > 0) continue;
        Warning(child, fmt::format("<{}>{}</{}> in <{}> is not supported "
                                   "and is ignored",
                                   child_name, text, child_name, name));
        continue;
      }
      Warning(child, fmt::format("unsupported SDFormat element <{}> in <{}> "
                                 "is ignored",
                                 child_name, name));
      continue;
    }
    // Friction and spring terms are supported only when they are zero.
    if (name == "dynamics" && child_name == "friction") {
      std::vector<double> values;
      if (ParseNumbers(Text(child), 1, &values) && values[0] != 0.0) {
        Warning(child, fmt::format("joint friction ({}) is not supported and "
                                   "is ignored",
                                   values[0]));
      }
      continue;
    }
    // Nested models, links and Drake's model-level elements are walked
    // when they are read.
    if (child_name == "model" || child_name == "link" ||
        child_name == "drake:joint" ||
        child_name == "drake:collision_filter_group") {
      continue;
    }
    WarnUnsupported(child);
  }
}

// libsdformat's console is one object per process, and it writes its log
// file (even when quiet) without a lock; two documents read at once (a
// parallel sweep builds a plant per sample) raced on that stream
// (ThreadSanitizer). So documents are read one at a time.
std::mutex& SdformatMutex() {
  static std::mutex* const mutex = new std::mutex;
  return *mutex;
}

SdfDocument SdfReader::Read() {
  std::lock_guard<std::mutex> lock(SdformatMutex());
  // libsdformat's console would print to stderr; everything it reports
  // comes back as sdf::Errors instead.
  sdf::Console::Instance()->SetQuiet(true);
  sdf::ParserConfig config;
  config.SetWarningsPolicy(sdf::EnforcementPolicy::LOG);
  config.SetUnrecognizedElementsPolicy(sdf::EnforcementPolicy::LOG);
  config.SetDeprecatedElementsPolicy(sdf::EnforcementPolicy::LOG);
  // Includes: package:// and model:// through the PackageMap (libsdformat
  // itself resolves plain and relative paths against the including file).
  // Relative paths libsdformat could not find are tried against the
  // folder of the file being loaded.
  const PackageMap& package_map = package_map_;
  const std::string root_folder =
      source_.IsFilename()
          ? fs::absolute(fs::path(source_.data())).parent_path().string()
          : std::string();
  config.SetFindCallback([&package_map, root_folder](const std::string& uri) {
    if (uri.find("://") == std::string::npos) {
      if (root_folder.empty() || uri.empty() || uri.front() == '/') {
        return std::string();
      }
      std::error_code ec;
      const fs::path candidate = fs::path(root_folder) / uri;
      return fs::exists(candidate, ec) ? candidate.lexically_normal().string()
                                       : std::string();
    }
    try {
      return package_map.ResolveUrl(uri);
    } catch (const std::exception&) {
      return std::string();
    }
  });
  // A well-formed document whose root is <sdf>, checked first: tinyxml2
  // names the line of an XML error, and libsdformat would otherwise try to
  // read other documents as URDF (printing to the console).
  {
    tinyxml2::XMLDocument document;
    const tinyxml2::XMLError status =
        source_.IsFilename()
            ? document.LoadFile(source_.data().c_str())
            : document.Parse(source_.data().c_str(), source_.data().size());
    DiagnosticDetail detail;
    detail.filename = source_name_;
    if (status != tinyxml2::XML_SUCCESS) {
      if (document.ErrorLineNum() > 0) detail.line = document.ErrorLineNum();
      detail.message =
          fmt::format("Failed to parse XML: {}", document.ErrorStr());
    } else if (document.RootElement() == nullptr ||
               std::string(document.RootElement()->Name()) != "sdf") {
      if (document.RootElement() != nullptr) {
        detail.line = document.RootElement()->GetLineNum();
      }
      detail.message = fmt::format(
          "the root element is <{}>; an SDFormat document has <sdf>",
          document.RootElement() != nullptr ? document.RootElement()->Name()
                                            : "");
    }
    if (!detail.message.empty()) {
      ++errors_;
      policy_.Error(detail);
      return {};
    }
  }
  // What sdf::Root::Load (LoadSdfString) does, reading into a copy of the
  // specification built once (see CloneSpecification()).
  sdf::Root root;
  sdf::Errors errors;
  try {
    auto parsed = std::make_shared<sdf::SDF>();
    parsed->Root(CloneSpecification());
    const bool read =
        source_.IsFilename()
            ? sdf::readFile(source_.data(), config, parsed, errors)
            : sdf::readString(source_.data(), config, parsed, errors);
    if (!read) {
      if (errors.empty()) {
        errors.emplace_back(sdf::ErrorCode::FILE_READ,
                            "libsdformat could not read the document");
      }
    } else {
      const sdf::Errors load_errors = root.Load(parsed, config);
      errors.insert(errors.end(), load_errors.begin(), load_errors.end());
    }
  } catch (const std::exception& e) {
    DiagnosticDetail detail;
    detail.filename = source_name_;
    detail.message = fmt::format("libsdformat failed: {}", e.what());
    ++errors_;
    policy_.Error(detail);
    return {};
  }
  if (!ReportErrors(errors, root.Element())) return {};
  if (root.Element() != nullptr) {
    WarnUnsupported(root.Element());
  }
  if (root.Model() != nullptr) {
    const sdf::Model& model = *root.Model();
    ReadModel(model, ToRigidTransform(model.RawPose()), "");
  } else if (root.WorldCount() > 0) {
    if (root.WorldCount() > 1) {
      Error(root.WorldByIndex(1)->Element(),
            "a file may hold at most one <world>");
      return {};
    }
    ReadWorld(*root.WorldByIndex(0));
  } else {
    Error(root.Element(),
          "the document has no <model> and no <world> (Drake loads models "
          "only)");
    return {};
  }
  if (errors_ > 0) return {};
  return std::move(doc_);
}

void SdfReader::ReadWorld(const sdf::World& world) {
  for (uint64_t i = 0; i < world.ModelCount(); ++i) {
    const sdf::Model& model = *world.ModelByIndex(i);
    math::RigidTransformd X_WM;
    if (!Resolve(model.SemanticPose(), "", &X_WM, model.Element(),
                 fmt::format("model '{}'", model.Name()))) {
      continue;
    }
    ReadModel(model, X_WM, "");
  }
  // World frames go to the world model instance (model index -1).
  for (uint64_t i = 0; i < world.FrameCount(); ++i) {
    const sdf::Frame& frame = *world.FrameByIndex(i);
    const std::string context = fmt::format("frame '{}'", frame.Name());
    std::string body;
    const sdf::Errors attached = frame.ResolveAttachedToBody(body);
    if (!attached.empty()) {
      Error(frame.Element(),
            fmt::format("{}: {}", context, attached.front().Message()));
      continue;
    }
    math::RigidTransformd X_WF;
    if (!Resolve(frame.SemanticPose(), "world", &X_WF, frame.Element(),
                 context)) {
      continue;
    }
    SdfFrame out;
    out.name = frame.Name();
    out.model = -1;
    out.body = body.empty() ? "world" : body;
    if (!BodyPose(out.body)) {
      // Attached to a model: its canonical link.
      const sdf::Model* model = world.ModelByName(out.body);
      if (model != nullptr && model->CanonicalLink() != nullptr) {
        out.body =
            model->Name() + "::" + model->CanonicalLinkAndRelativeName().second;
      }
    }
    const std::optional<math::RigidTransformd> X_WB = BodyPose(out.body);
    if (!X_WB) {
      Error(frame.Element(),
            fmt::format("{}: it is attached to '{}', which is not a link",
                        context, body));
      continue;
    }
    out.X_BF = X_WB->InvertAndCompose(X_WF);
    out.source = SourceOf(frame.Element());
    doc_.frames.push_back(std::move(out));
  }
}

void SdfReader::ReadModel(const sdf::Model& model,
                          const math::RigidTransformd& X_WM,
                          const std::string& scope) {
  const std::string name =
      scope.empty() ? model.Name() : scope + "::" + model.Name();
  const std::string context = fmt::format("model '{}'", name);
  if (!IsFinite(X_WM)) {
    Error(model.Element(), fmt::format("{}: its pose is not finite", context));
    return;
  }
  WarnUnsupported(model.Element());
  const int model_index = static_cast<int>(doc_.models.size());
  {
    SdfModel out;
    out.name = name;
    out.is_static = model.Static();
    out.X_WM = X_WM;
    out.source = SourceOf(model.Element());
    const auto [canonical, relative_name] =
        model.CanonicalLinkAndRelativeName();
    if (canonical != nullptr) {
      out.canonical_link = name + "::" + relative_name;
    }
    doc_.models.push_back(std::move(out));
  }
  for (uint64_t i = 0; i < model.LinkCount(); ++i) {
    SdfLink link;
    if (ReadLink(*model.LinkByIndex(i), model_index, X_WM, &link)) {
      link.key = name + "::" + link.name;
      doc_.links.push_back(std::move(link));
    }
  }
  // Nested models (their links are needed by this model's joints and
  // frames).
  for (uint64_t i = 0; i < model.ModelCount(); ++i) {
    const sdf::Model& nested = *model.ModelByIndex(i);
    math::RigidTransformd X_MN;
    if (!Resolve(nested.SemanticPose(), "__model__", &X_MN, nested.Element(),
                 fmt::format("model '{}::{}'", name, nested.Name()))) {
      continue;
    }
    ReadModel(nested, X_WM * X_MN, name);
  }
  for (uint64_t i = 0; i < model.JointCount(); ++i) {
    ReadJoint(*model.JointByIndex(i), model_index, name, X_WM);
  }
  for (uint64_t i = 0; i < model.FrameCount(); ++i) {
    const sdf::Frame& frame = *model.FrameByIndex(i);
    const std::string frame_context =
        fmt::format("{}: frame '{}'", context, frame.Name());
    SdfFrame out;
    math::RigidTransformd X_WF;
    if (!ResolveFrame(model, name, X_WM, frame.Name(), frame.Element(),
                      frame_context, &out.body, &X_WF)) {
      continue;
    }
    out.name = frame.Name();
    out.model = model_index;
    out.X_BF = BodyPose(out.body)->InvertAndCompose(X_WF);
    out.source = SourceOf(frame.Element());
    doc_.frames.push_back(std::move(out));
  }
  // Drake's extensions at model level.
  const sdf::ElementPtr element = model.Element();
  for (sdf::ElementPtr child = element->GetFirstElement(); child != nullptr;
       child = child->GetNextElement()) {
    if (child->GetName() == "drake:joint") {
      ReadDrakeJoint(child, model_index, name, model, X_WM);
    } else if (child->GetName() == "drake:collision_filter_group") {
      ReadCollisionFilterGroup(child, model_index, name);
    }
  }
}

bool SdfReader::ReadLink(const sdf::Link& link, int model_index,
                         const math::RigidTransformd& X_WM, SdfLink* out) {
  out->name = link.Name();
  out->model = model_index;
  out->source = SourceOf(link.Element());
  const std::string context = fmt::format("link '{}'", link.Name());
  WarnUnsupported(link.Element());
  math::RigidTransformd X_ML;
  if (!Resolve(link.SemanticPose(), "__model__", &X_ML, link.Element(),
               context)) {
    return false;
  }
  out->X_WB = X_WM * X_ML;
  if (!ReadInertial(link, context, out)) return false;
  for (uint64_t i = 0; i < link.VisualCount(); ++i) {
    const sdf::Visual& visual = *link.VisualByIndex(i);
    const std::string visual_context =
        fmt::format("{}: visual '{}'", context, visual.Name());
    ParsedVisual result;
    result.name = visual.Name();
    result.line = SourceOf(visual.Element()).line;
    if (!Resolve(visual.SemanticPose(), "", &result.X_BG, visual.Element(),
                 visual_context)) {
      continue;
    }
    if (visual.Geom() == nullptr ||
        !ReadGeometry(*visual.Geom(), visual_context, &result.geometry)) {
      continue;
    }
    FoldPlaneNormal(&result.geometry, &result.X_BG);
    const sdf::ElementPtr material =
        visual.Element()->HasElement("material")
            ? visual.Element()->GetElement("material")
            : nullptr;
    if (material != nullptr && material->HasElement("diffuse") &&
        material->GetElement("diffuse")->GetExplicitlySetInFile() &&
        visual.Material() != nullptr) {
      const ignition::math::Color color = visual.Material()->Diffuse();
      ParsedMaterial result_material;
      result_material.rgba =
          Eigen::Vector4d(color.R(), color.G(), color.B(), color.A());
      result_material.line = SourceOf(material).line;
      result.material = result_material;
    }
    // Drake's <drake:diffuse_map>: a texture file, kept (resolved like a
    // mesh) for renderers.
    if (material != nullptr && material->HasElement("drake:diffuse_map")) {
      ParsedGeometry texture;
      texture.mesh_filename = Text(material->GetElement("drake:diffuse_map"));
      ResolveMesh(material->GetElement("drake:diffuse_map"), visual_context,
                  &texture, "texture");
      if (!result.material) {
        result.material = ParsedMaterial();
        result.material->line = SourceOf(material).line;
      }
      result.material->texture_filename =
          texture.mesh_resolved_path.value_or(texture.mesh_filename);
    }
    out->visuals.push_back(std::move(result));
  }
  for (uint64_t i = 0; i < link.CollisionCount(); ++i) {
    const sdf::Collision& collision = *link.CollisionByIndex(i);
    const std::string collision_context =
        fmt::format("{}: collision '{}'", context, collision.Name());
    ParsedCollision result;
    result.name = collision.Name();
    result.line = SourceOf(collision.Element()).line;
    if (!Resolve(collision.SemanticPose(), "", &result.X_BG,
                 collision.Element(), collision_context)) {
      continue;
    }
    if (collision.Geom() == nullptr ||
        !ReadGeometry(*collision.Geom(), collision_context, &result.geometry)) {
      continue;
    }
    FoldPlaneNormal(&result.geometry, &result.X_BG);
    if (!ReadProximity(collision, collision_context, &result.proximity)) {
      continue;
    }
    out->collisions.push_back(std::move(result));
  }
  return true;
}

bool SdfReader::ReadInertial(const sdf::Link& link, const std::string& context,
                             SdfLink* out) {
  // Without <inertial>, libsdformat reports SDFormat's default (1 kg, unit
  // moments), which Drake uses too.
  const sdf::ElementPtr element = link.Element();
  const ignition::math::Inertiald& inertial = link.Inertial();
  const ignition::math::Matrix3d moi = inertial.MassMatrix().Moi();
  ParsedInertial result;
  result.mass = inertial.MassMatrix().Mass();
  result.ixx = moi(0, 0);
  result.iyy = moi(1, 1);
  result.izz = moi(2, 2);
  result.ixy = moi(0, 1);
  result.ixz = moi(0, 2);
  result.iyz = moi(1, 2);
  result.X_BBcm = ToRigidTransform(inertial.Pose());
  const sdf::ElementPtr inertial_element = element->HasElement("inertial")
                                               ? element->GetElement("inertial")
                                               : element;
  result.line = SourceOf(inertial_element).line;
  if (!IsFinite(result.X_BBcm) ||
      !std::isfinite(result.mass + result.ixx + result.iyy + result.izz +
                     result.ixy + result.ixz + result.iyz)) {
    return Error(
        inertial_element,
        fmt::format("{}: its inertial values are not finite", context));
  }
  out->inertial = result;
  return true;
}

bool SdfReader::ReadGeometry(const sdf::Geometry& geometry,
                             const std::string& context, ParsedGeometry* out) {
  const sdf::ElementPtr element = geometry.Element();
  out->line = SourceOf(element).line;
  auto positive = [&](double value, const std::string& what) {
    if (!(value > 0.0) || !std::isfinite(value)) {
      return Error(element, fmt::format("{}: the {} must be positive and "
                                        "finite, but is {}",
                                        context, what, value));
    }
    return true;
  };
  switch (geometry.Type()) {
    case sdf::GeometryType::BOX: {
      out->type = ParsedGeometry::Type::kBox;
      out->size = ToVector(geometry.BoxShape()->Size());
      return positive(out->size.x(), "box size x") &&
             positive(out->size.y(), "box size y") &&
             positive(out->size.z(), "box size z");
    }
    case sdf::GeometryType::SPHERE:
      out->type = ParsedGeometry::Type::kSphere;
      out->radius = geometry.SphereShape()->Radius();
      return positive(out->radius, "sphere radius");
    case sdf::GeometryType::CYLINDER:
      out->type = ParsedGeometry::Type::kCylinder;
      out->radius = geometry.CylinderShape()->Radius();
      out->length = geometry.CylinderShape()->Length();
      return positive(out->radius, "cylinder radius") &&
             positive(out->length, "cylinder length");
    case sdf::GeometryType::CAPSULE:
      out->type = ParsedGeometry::Type::kCapsule;
      out->radius = geometry.CapsuleShape()->Radius();
      out->length = geometry.CapsuleShape()->Length();
      return positive(out->radius, "capsule radius") &&
             positive(out->length, "capsule length");
    case sdf::GeometryType::ELLIPSOID:
      out->type = ParsedGeometry::Type::kEllipsoid;
      out->semi_axes = ToVector(geometry.EllipsoidShape()->Radii());
      return positive(out->semi_axes.x(), "ellipsoid radius x") &&
             positive(out->semi_axes.y(), "ellipsoid radius y") &&
             positive(out->semi_axes.z(), "ellipsoid radius z");
    case sdf::GeometryType::PLANE: {
      // A half space whose boundary is the plane and whose outward normal
      // is the plane's normal (expressed in the geometry frame G); the
      // normal is kept in `size` until FoldPlaneNormal() turns it into the
      // pose of the half space's frame.
      out->type = ParsedGeometry::Type::kHalfSpace;
      const Eigen::Vector3d normal = ToVector(geometry.PlaneShape()->Normal());
      if (!(normal.norm() > 0.0) || !normal.allFinite()) {
        return Error(element, fmt::format("{}: the plane normal must be "
                                          "non-zero and finite",
                                          context));
      }
      out->size = normal.normalized();  // the unit normal, in G
      return true;
    }
    case sdf::GeometryType::MESH: {
      out->type = ParsedGeometry::Type::kMesh;
      const sdf::Mesh& mesh = *geometry.MeshShape();
      out->mesh_filename = mesh.Uri();
      out->mesh_scale = ToVector(mesh.Scale());
      if (!out->mesh_scale.allFinite() ||
          out->mesh_scale.cwiseAbs().minCoeff() == 0.0) {
        return Error(element, fmt::format("{}: the mesh scale has a zero or "
                                          "non-finite entry",
                                          context));
      }
      const sdf::ElementPtr mesh_element = element->GetElement("mesh");
      out->mesh_declared_convex =
          mesh_element != nullptr &&
          mesh_element->HasElement("drake:declare_convex");
      if (!mesh.Submesh().empty()) {
        Warning(mesh_element, fmt::format("{}: <submesh> is not supported; "
                                          "the whole mesh is used",
                                          context));
      }
      return ResolveMesh(mesh_element, context, out);
    }
    case sdf::GeometryType::EMPTY: {
      // Drake's <drake:capsule> and <drake:ellipsoid>.
      if (element->HasElement("drake:capsule")) {
        const sdf::ElementPtr shape = element->GetElement("drake:capsule");
        out->type = ParsedGeometry::Type::kCapsule;
        if (!shape->HasElement("drake:radius") ||
            !shape->HasElement("drake:length")) {
          return Error(shape, fmt::format("{}: <drake:capsule> needs "
                                          "<drake:radius> and <drake:length>",
                                          context));
        }
        const auto radius = Number(shape->GetElement("drake:radius"), context);
        const auto length = Number(shape->GetElement("drake:length"), context);
        if (!radius || !length) return false;
        out->radius = *radius;
        out->length = *length;
        return positive(out->radius, "capsule radius") &&
               positive(out->length, "capsule length");
      }
      if (element->HasElement("drake:ellipsoid")) {
        const sdf::ElementPtr shape = element->GetElement("drake:ellipsoid");
        out->type = ParsedGeometry::Type::kEllipsoid;
        for (int i = 0; i < 3; ++i) {
          const std::string axis = std::string("drake:") + "abc"[i];
          if (!shape->HasElement(axis)) {
            return Error(shape, fmt::format("{}: <drake:ellipsoid> needs "
                                            "<drake:a>, <drake:b> and "
                                            "<drake:c>",
                                            context));
          }
          const auto value = Number(shape->GetElement(axis), context);
          if (!value) return false;
          out->semi_axes[i] = *value;
          if (!positive(*value, "ellipsoid semi-axis " + axis)) return false;
        }
        return true;
      }
      return Error(element, fmt::format("{}: <geometry> holds no supported "
                                        "shape (box, sphere, cylinder, "
                                        "capsule, ellipsoid, plane, mesh)",
                                        context));
    }
    default:
      return Error(element, fmt::format("{}: this geometry type (heightmap, "
                                        "polyline, ...) is not supported",
                                        context));
  }
}

bool SdfReader::ResolveMesh(const sdf::ElementPtr& element,
                            const std::string& context,
                            ParsedGeometry* geometry, const char* what) {
  const std::string& filename = geometry->mesh_filename;
  std::string problem;
  if (filename.find("://") != std::string::npos) {
    try {
      geometry->mesh_resolved_path = package_map_.ResolveUrl(filename);
      return true;
    } catch (const std::exception& e) {
      problem = e.what();
    }
  } else {
    fs::path path(filename);
    if (path.is_relative()) {
      const std::string file = FileOf(element);
      if (file != source_name_ || source_.IsFilename()) {
        path = fs::absolute(fs::path(file)).parent_path() / path;
      } else {
        problem = "a relative path in text that has no folder";
      }
    }
    if (problem.empty()) {
      std::error_code ec;
      if (fs::exists(path, ec)) {
        geometry->mesh_resolved_path = path.lexically_normal().string();
        return true;
      }
      problem = fmt::format("'{}' does not exist", path.string());
    }
  }
  const bool is_mesh = std::string(what) == "mesh";
  Warning(element,
          fmt::format("{}: the {} '{}' cannot be resolved ({}); {}", context,
                      what, filename, problem,
                      is_mesh ? "the geometry is skipped"
                              : "it is kept with its unresolved name"));
  return false;
}

bool SdfReader::ReadProximity(const sdf::Collision& collision,
                              const std::string& context,
                              ParsedProximityProperties* proximity) {
  const sdf::ElementPtr element = collision.Element();
  // <surface><friction><ode><mu>/<mu2>: Drake reads mu as the static and
  // mu2 as the dynamic coefficient.
  if (element->HasElement("surface")) {
    const sdf::ElementPtr surface = element->GetElement("surface");
    if (surface->HasElement("friction") &&
        surface->GetElement("friction")->HasElement("ode")) {
      const sdf::ElementPtr ode =
          surface->GetElement("friction")->GetElement("ode");
      std::optional<double> mu;
      std::optional<double> mu2;
      if (ode->HasElement("mu") &&
          ode->GetElement("mu")->GetExplicitlySetInFile()) {
        mu = NonNegativeNumber(ode->GetElement("mu"), context);
        if (!mu) return false;
      }
      if (ode->HasElement("mu2") &&
          ode->GetElement("mu2")->GetExplicitlySetInFile()) {
        mu2 = NonNegativeNumber(ode->GetElement("mu2"), context);
        if (!mu2) return false;
      }
      if (mu || mu2) {
        proximity->mu_static = mu ? mu : mu2;
        proximity->mu_dynamic = mu2 ? mu2 : mu;
      }
    }
  }
  if (!element->HasElement("drake:proximity_properties")) return true;
  const sdf::ElementPtr node =
      element->GetElement("drake:proximity_properties");
  const std::pair<const char*, std::optional<double>*> values[] = {
      {"drake:mesh_resolution_hint", &proximity->mesh_resolution_hint},
      {"drake:hydroelastic_modulus", &proximity->hydroelastic_modulus},
      {"drake:hunt_crossley_dissipation",
       &proximity->hunt_crossley_dissipation},
      {"drake:relaxation_time", &proximity->relaxation_time},
      {"drake:point_contact_stiffness", &proximity->point_contact_stiffness},
      {"drake:hydroelastic_margin", &proximity->hydroelastic_margin},
      {"drake:mu_dynamic", &proximity->mu_dynamic},
      {"drake:mu_static", &proximity->mu_static},
  };
  for (sdf::ElementPtr child = node->GetFirstElement(); child != nullptr;
       child = child->GetNextElement()) {
    const std::string& tag = child->GetName();
    if (tag == "drake:rigid_hydroelastic") {
      proximity->rigid_hydroelastic = true;
      continue;
    }
    if (tag == "drake:compliant_hydroelastic" ||
        tag == "drake:soft_hydroelastic") {
      proximity->compliant_hydroelastic = true;
      continue;
    }
    for (const auto& [name, slot] : values) {
      if (tag != name) continue;
      const std::optional<double> value = NonNegativeNumber(child, context);
      if (!value) return false;
      *slot = *value;
    }
    // Unknown children were warned about by WarnUnsupported().
  }
  if (proximity->rigid_hydroelastic && proximity->compliant_hydroelastic) {
    return Error(node, fmt::format("{}: a geometry cannot be both rigid and "
                                   "compliant hydroelastic",
                                   context));
  }
  return true;
}

bool SdfReader::ResolveFrame(const sdf::Model& model, const std::string& scope,
                             const math::RigidTransformd& X_WM,
                             const std::string& name,
                             const sdf::ElementPtr& element,
                             const std::string& context, std::string* body,
                             math::RigidTransformd* X_WF) {
  if (name == "world") {
    *body = "world";
    *X_WF = math::RigidTransformd();
    return true;
  }
  // The frame's pose in the model frame, then the link it is attached to.
  const sdf::Frame* frame = model.FrameByName(name);
  const sdf::Link* link = model.LinkByName(name);
  math::RigidTransformd X_MF;
  std::string attached;
  if (link != nullptr) {
    if (!Resolve(link->SemanticPose(), "__model__", &X_MF, element, context)) {
      return false;
    }
    attached = name;
  } else if (frame != nullptr) {
    if (!Resolve(frame->SemanticPose(), "__model__", &X_MF, element, context)) {
      return false;
    }
    const sdf::Errors errors = frame->ResolveAttachedToBody(attached);
    if (!errors.empty()) {
      return Error(element,
                   fmt::format("{}: {}", context, errors.front().Message()));
    }
  } else {
    // A nested model's link or frame ("nested::name"), or "__model__".
    const size_t split = name.rfind("::");
    if (name == "__model__") {
      const auto [canonical, relative] = model.CanonicalLinkAndRelativeName();
      if (canonical == nullptr) {
        return Error(element, fmt::format("{}: the model has no link to "
                                          "attach '__model__' to",
                                          context));
      }
      *body = scope + "::" + relative;
      *X_WF = X_WM;
      return BodyPose(*body).has_value() ||
             Error(element,
                   fmt::format("{}: unknown link '{}'", context, *body));
    }
    if (split == std::string::npos) {
      return Error(element, fmt::format("{}: there is no frame or link "
                                        "named '{}'",
                                        context, name));
    }
    const std::string nested_name = name.substr(0, split);
    const std::string leaf = name.substr(split + 2);
    // Walk down the nested models.
    const sdf::Model* nested = &model;
    math::RigidTransformd X_WN = X_WM;
    std::string nested_scope = scope;
    size_t begin = 0;
    while (begin <= nested_name.size()) {
      size_t end = nested_name.find("::", begin);
      if (end == std::string::npos) end = nested_name.size();
      const std::string part = nested_name.substr(begin, end - begin);
      const sdf::Model* next = nested->ModelByName(part);
      if (next == nullptr) {
        return Error(element, fmt::format("{}: there is no model named '{}' "
                                          "for the frame '{}'",
                                          context, part, name));
      }
      math::RigidTransformd X_NNext;
      if (!Resolve(next->SemanticPose(), "__model__", &X_NNext, element,
                   context)) {
        return false;
      }
      X_WN = X_WN * X_NNext;
      nested_scope += "::" + part;
      nested = next;
      begin = end + 2;
    }
    return ResolveFrame(*nested, nested_scope, X_WN, leaf, element, context,
                        body, X_WF);
  }
  *X_WF = X_WM * X_MF;
  *body = attached == "world" ? "world" : scope + "::" + attached;
  if (!BodyPose(*body).has_value()) {
    return Error(element, fmt::format("{}: '{}' is not attached to a link "
                                      "(attached to '{}')",
                                      context, name, attached));
  }
  return true;
}

void SdfReader::ReadJoint(const sdf::Joint& joint, int model_index,
                          const std::string& scope,
                          const math::RigidTransformd& X_WM) {
  const sdf::ElementPtr element = joint.Element();
  const std::string context = fmt::format("joint '{}'", joint.Name());
  SdfJoint out;
  out.name = joint.Name();
  out.model = model_index;
  out.source = SourceOf(element);
  switch (joint.Type()) {
    case sdf::JointType::FIXED:
      out.type = SdfJoint::Type::kFixed;
      out.type_name = "fixed";
      break;
    case sdf::JointType::REVOLUTE:
      out.type = SdfJoint::Type::kRevolute;
      out.type_name = "revolute";
      break;
    case sdf::JointType::CONTINUOUS:
      out.type = SdfJoint::Type::kContinuous;
      out.type_name = "continuous";
      break;
    case sdf::JointType::PRISMATIC:
      out.type = SdfJoint::Type::kPrismatic;
      out.type_name = "prismatic";
      break;
    case sdf::JointType::BALL:
      out.type = SdfJoint::Type::kBall;
      out.type_name = "ball";
      break;
    case sdf::JointType::UNIVERSAL:
      out.type = SdfJoint::Type::kUniversal;
      out.type_name = "universal";
      break;
    case sdf::JointType::SCREW:
      out.type = SdfJoint::Type::kScrew;
      out.type_name = "screw";
      break;
    default:
      Error(element,
            fmt::format("{}: the joint type '{}' is not supported "
                        "(supported: fixed, revolute, continuous, "
                        "prismatic, ball, universal, screw)",
                        context, Attribute(element, "type").value_or("")));
      return;
  }
  // Parent and child bodies.
  std::string parent_link;
  std::string child_link;
  sdf::Errors errors = joint.ResolveParentLink(parent_link);
  if (errors.empty()) errors = joint.ResolveChildLink(child_link);
  if (!errors.empty()) {
    Error(element, fmt::format("{}: {}", context, errors.front().Message()));
    return;
  }
  out.parent = parent_link == "world" ? "world" : scope + "::" + parent_link;
  out.child = child_link == "world" ? "world" : scope + "::" + child_link;
  const std::optional<math::RigidTransformd> X_WP = BodyPose(out.parent);
  const std::optional<math::RigidTransformd> X_WC = BodyPose(out.child);
  if (!X_WP || !X_WC) {
    Error(element, fmt::format("{}: unknown parent '{}' or child '{}'", context,
                               out.parent, out.child));
    return;
  }
  if (out.child == "world") {
    Error(element,
          fmt::format("{}: the world cannot be a joint's child", context));
    return;
  }
  // The joint frame J, resolved in the model frame (its default is
  // relative to the child frame), gives F on the parent and M on the child.
  math::RigidTransformd X_MJ;
  if (!Resolve(joint.SemanticPose(), "__model__", &X_MJ, element, context)) {
    return;
  }
  const math::RigidTransformd X_WJ = X_WM * X_MJ;
  out.X_PF = X_WP->InvertAndCompose(X_WJ);
  out.X_CM = X_WC->InvertAndCompose(X_WJ);
  // Axis, limits, dynamics.
  const sdf::JointAxis* axis = joint.Axis(0);
  if (axis != nullptr) {
    ignition::math::Vector3d xyz;
    const sdf::Errors axis_errors = axis->ResolveXyz(xyz);
    if (!axis_errors.empty()) {
      Error(axis->Element(),
            fmt::format("{}: {}", context, axis_errors.front().Message()));
      return;
    }
    out.axis = ToVector(xyz);
    if (!(out.axis.norm() > 0.0) || !out.axis.allFinite()) {
      Error(axis->Element(), fmt::format("{}: the axis must be non-zero and "
                                         "finite",
                                         context));
      return;
    }
    out.axis.normalize();
    // SDFormat's defaults (±1e16) mean "no limit".
    out.lower = axis->Lower() <= -1e16 ? -kInfinity : axis->Lower();
    out.upper = axis->Upper() >= 1e16 ? kInfinity : axis->Upper();
    if (out.lower > out.upper) {
      Error(axis->Element(), fmt::format("{}: the lower limit {} exceeds the "
                                         "upper limit {}",
                                         context, out.lower, out.upper));
      return;
    }
    if (axis->MaxVelocity() >= 0.0) out.velocity = axis->MaxVelocity();
    out.effort = axis->Effort();
    out.damping.setConstant(axis->Damping());
    if (axis->Damping() < 0.0) {
      Error(axis->Element(), fmt::format("{}: the damping must be "
                                         "non-negative, but is {}",
                                         context, axis->Damping()));
      return;
    }
    out.spring_reference = axis->SpringReference();
    out.spring_stiffness = axis->SpringStiffness();
    const sdf::ElementPtr axis_element = axis->Element();
    if (axis_element->HasElement("limit") &&
        axis_element->GetElement("limit")->HasElement("drake:acceleration")) {
      const auto acceleration = NonNegativeNumber(
          axis_element->GetElement("limit")->GetElement("drake:acceleration"),
          context);
      if (!acceleration) return;
      out.acceleration = *acceleration;
    }
  }
  if (out.type == SdfJoint::Type::kContinuous) {
    out.lower = -std::numeric_limits<double>::infinity();
    out.upper = std::numeric_limits<double>::infinity();
  }
  if (out.type == SdfJoint::Type::kUniversal) {
    // Drake's universal joint turns about x of F, then y of M: F gets x
    // along <axis> and y along <axis2> when both are written.
    const sdf::JointAxis* axis2 = joint.Axis(1);
    if (axis != nullptr && axis2 != nullptr &&
        element->GetElement("axis")->HasElement("xyz") &&
        element->GetElement("axis")
            ->GetElement("xyz")
            ->GetExplicitlySetInFile()) {
      ignition::math::Vector3d xyz2;
      const sdf::Errors axis_errors = axis2->ResolveXyz(xyz2);
      Eigen::Vector3d y = ToVector(xyz2);
      if (!axis_errors.empty() || !(y.norm() > 0.0) || !y.allFinite()) {
        Error(element, fmt::format("{}: <axis2> is invalid", context));
        return;
      }
      y.normalize();
      const Eigen::Vector3d& x = out.axis;
      if (std::abs(x.dot(y)) > 1e-10) {
        Error(element, fmt::format("{}: the axes of a universal joint must be "
                                   "orthogonal, but axis·axis2 = {}",
                                   context, x.dot(y)));
        return;
      }
      Eigen::Matrix3d R;
      R.col(0) = x;
      R.col(1) = y;
      R.col(2) = x.cross(y);
      const math::RigidTransformd X_JF(math::RotationMatrixd(R),
                                       Eigen::Vector3d::Zero());
      out.X_PF = out.X_PF * X_JF;
      out.X_CM = out.X_CM * X_JF;
    }
  }
  if (out.type == SdfJoint::Type::kScrew) {
    // SDFormat 1.10's <screw_thread_pitch> (m per revolution) as Drake
    // reads it; the older <thread_pitch> (rad per m, Gazebo's sign) is
    // converted with screw_thread_pitch = -2π / thread_pitch.
    if (element->HasElement("screw_thread_pitch")) {
      const auto pitch =
          Number(element->GetElement("screw_thread_pitch"), context);
      if (!pitch) return;
      out.screw_thread_pitch = *pitch;
    } else if (element->HasElement("thread_pitch") &&
               element->GetElement("thread_pitch")->GetExplicitlySetInFile()) {
      const auto pitch = Number(element->GetElement("thread_pitch"), context);
      if (!pitch) return;
      if (*pitch == 0.0) {
        Error(element,
              fmt::format("{}: <thread_pitch> must not be zero", context));
        return;
      }
      out.screw_thread_pitch = -2.0 * M_PI / *pitch;
    } else {
      Error(element, fmt::format("{}: a screw joint needs "
                                 "<screw_thread_pitch> (m per revolution)",
                                 context));
      return;
    }
    if (out.screw_thread_pitch == 0.0) {
      Error(element,
            fmt::format("{}: <screw_thread_pitch> must not be zero", context));
      return;
    }
  }
  // Drake's actuator extensions.
  if (element->HasElement("drake:rotor_inertia")) {
    out.rotor_inertia =
        NonNegativeNumber(element->GetElement("drake:rotor_inertia"), context);
    if (!out.rotor_inertia) return;
  }
  if (element->HasElement("drake:gear_ratio")) {
    out.gear_ratio =
        NonNegativeNumber(element->GetElement("drake:gear_ratio"), context);
    if (!out.gear_ratio) return;
  }
  if (element->HasElement("drake:controller_gains")) {
    const sdf::ElementPtr gains = element->GetElement("drake:controller_gains");
    const std::optional<std::string> p = Attribute(gains, "p");
    const std::optional<std::string> d = Attribute(gains, "d");
    std::vector<double> p_value;
    std::vector<double> d_value;
    if (!p || !d || !ParseNumbers(*p, 1, &p_value) ||
        !ParseNumbers(*d, 1, &d_value) || p_value[0] <= 0.0 ||
        d_value[0] < 0.0) {
      Error(gains, fmt::format("{}: <drake:controller_gains> needs the "
                               "attributes p (> 0) and d (>= 0) as numbers",
                               context));
      return;
    }
    out.proportional_gain = p_value[0];
    out.derivative_gain = d_value[0];
  }
  doc_.joints.push_back(std::move(out));
}

void SdfReader::ReadDrakeJoint(const sdf::ElementPtr& element, int model_index,
                               const std::string& scope,
                               const sdf::Model& model,
                               const math::RigidTransformd& X_WM) {
  const std::optional<std::string> name = Attribute(element, "name");
  const std::optional<std::string> type = Attribute(element, "type");
  if (!name || name->empty() || !type) {
    Error(element, "<drake:joint> needs the attributes name and type");
    return;
  }
  const std::string context = fmt::format("drake:joint '{}'", *name);
  WarnUnsupported(element);
  if (*type != "planar") {
    Error(element, fmt::format("{}: the type '{}' is not supported (only "
                               "'planar' is)",
                               context, *type));
    return;
  }
  if (!element->HasElement("drake:parent") ||
      !element->HasElement("drake:child")) {
    Error(element,
          fmt::format("{}: needs <drake:parent> and <drake:child>", context));
    return;
  }
  SdfJoint out;
  out.name = *name;
  out.type = SdfJoint::Type::kPlanar;
  out.type_name = "planar";
  out.model = model_index;
  out.source = SourceOf(element);
  math::RigidTransformd X_WPf;
  math::RigidTransformd X_WCf;
  if (!ResolveFrame(model, scope, X_WM,
                    Text(element->GetElement("drake:parent")), element, context,
                    &out.parent, &X_WPf) ||
      !ResolveFrame(model, scope, X_WM,
                    Text(element->GetElement("drake:child")), element, context,
                    &out.child, &X_WCf)) {
    return;
  }
  // F is the parent frame and M the child frame (no <drake:pose>).
  if (element->HasElement("drake:pose")) {
    Warning(element->GetElement("drake:pose"),
            fmt::format("{}: <drake:pose> is not supported; the joint frames "
                        "are the parent and child frames",
                        context));
  }
  out.X_PF = BodyPose(out.parent)->InvertAndCompose(X_WPf);
  out.X_CM = BodyPose(out.child)->InvertAndCompose(X_WCf);
  if (element->HasElement("drake:damping")) {
    std::vector<double> values;
    const sdf::ElementPtr damping = element->GetElement("drake:damping");
    if (!ParseNumbers(Text(damping), 3, &values) || values[0] < 0.0 ||
        values[1] < 0.0 || values[2] < 0.0) {
      Error(damping, fmt::format("{}: <drake:damping> must hold three "
                                 "non-negative numbers, but holds '{}'",
                                 context, Text(damping)));
      return;
    }
    out.damping = Eigen::Vector3d(values[0], values[1], values[2]);
  }
  out.effort = 0.0;  // a planar joint is not actuated
  doc_.joints.push_back(std::move(out));
}

void SdfReader::ReadCollisionFilterGroup(const sdf::ElementPtr& element,
                                         int model_index,
                                         const std::string& scope) {
  const std::optional<std::string> name = Attribute(element, "name");
  if (!name || name->empty()) {
    Error(element, "<drake:collision_filter_group> needs a name attribute");
    return;
  }
  WarnUnsupported(element);
  SdfCollisionFilterGroup out;
  out.name = scope + "::" + *name;
  out.model = model_index;
  out.source = SourceOf(element);
  const std::optional<std::string> ignore = Attribute(element, "ignore");
  out.ignore = ignore && (*ignore == "true" || *ignore == "1");
  for (sdf::ElementPtr child = element->GetFirstElement(); child != nullptr;
       child = child->GetNextElement()) {
    const std::string text = Text(child);
    std::string scoped = scope;
    scoped.append("::").append(text);
    if (child->GetName() == "drake:member") {
      if (FindLink(scoped) == nullptr) {
        Error(child, fmt::format("collision filter group '{}': there is no "
                                 "link named '{}'",
                                 *name, text));
        return;
      }
      out.member_links.push_back(scoped);
    } else if (child->GetName() == "drake:member_group") {
      out.member_groups.push_back(scoped);
    } else if (child->GetName() == "drake:ignored_collision_filter_group") {
      out.ignored_groups.push_back(scoped);
    }
  }
  doc_.collision_filter_groups.push_back(std::move(out));
}

}  // namespace

SdfDocument ReadSdf(const DataSource& source, const PackageMap& package_map,
                    const DiagnosticPolicy& policy) {
  SdfReader reader(source, package_map, policy);
  return reader.Read();
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
