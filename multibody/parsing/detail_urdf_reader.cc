#include "drake/multibody/parsing/detail_urdf_reader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>
#include <tinyxml2.h>

#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/parsing/detail_parsing_common.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;
using tinyxml2::XMLElement;

const char* UrdfJointTypeName(UrdfJoint::Type type) {
  switch (type) {
    case UrdfJoint::Type::kRevolute:
      return "revolute";
    case UrdfJoint::Type::kContinuous:
      return "continuous";
    case UrdfJoint::Type::kPrismatic:
      return "prismatic";
    case UrdfJoint::Type::kFixed:
      return "fixed";
    case UrdfJoint::Type::kFloating:
      return "floating";
    case UrdfJoint::Type::kPlanar:
      return "planar";
    case UrdfJoint::Type::kBall:
      return "ball";
    case UrdfJoint::Type::kUniversal:
      return "universal";
    case UrdfJoint::Type::kScrew:
      return "screw";
  }
  return "unknown";
}

namespace {

namespace fs = std::filesystem;

// The outcome of reading an attribute.
enum class Read { kMissing, kOk, kBad };

std::string FormatVector(const Eigen::Ref<const Eigen::VectorXd>& v) {
  std::string text;
  for (int i = 0; i < v.size(); ++i) {
    if (i > 0) text += ' ';
    text += fmt::format("{}", v[i]);
  }
  return text;
}

class UrdfReader {
 public:
  UrdfReader(const DataSource& source, const PackageMap& package_map,
             const DiagnosticPolicy& policy)
      : source_(source),
        package_map_(package_map),
        policy_(policy),
        name_(source.GetName("urdf")) {}

  UrdfModel Run();

 private:
  // Diagnostics at an element's line (or at the document when null).
  void Error(const XMLElement* node, const std::string& message) const {
    policy_.Error(Detail(node, message));
  }
  void Warning(const XMLElement* node, const std::string& message) const {
    policy_.Warning(Detail(node, message));
  }
  DiagnosticDetail Detail(const XMLElement* node,
                          const std::string& message) const {
    return MakeXmlDetail(name_, node, message);
  }

  // Reads attribute `attr` of `node` as a list of numbers whose count is one
  // of `counts`; reports an error naming `context` when malformed.
  Read ReadNumbers(const XMLElement* node, const char* attr,
                   std::initializer_list<int> counts, bool allow_infinite,
                   const std::string& context, std::vector<double>* values) {
    const char* text = node->Attribute(attr);
    if (text == nullptr) return Read::kMissing;
    const bool parsed = SplitNumbers(text, values);
    const bool count_ok =
        std::find(counts.begin(), counts.end(),
                  static_cast<int>(values->size())) != counts.end();
    bool finite_ok = true;
    for (double value : *values) {
      if (std::isnan(value) || (!allow_infinite && std::isinf(value))) {
        finite_ok = false;
      }
    }
    if (!parsed || !count_ok || !finite_ok) {
      std::string expected;
      for (int count : counts) {
        if (!expected.empty()) expected += " or ";
        expected += std::to_string(count);
      }
      Error(node,
            fmt::format("{}: attribute '{}' of <{}> must be {} {}, but "
                        "is '{}'",
                        context, attr, node->Name(), expected,
                        allow_infinite ? "numbers" : "finite numbers", text));
      return Read::kBad;
    }
    return Read::kOk;
  }

  // One number; when `required` a missing attribute is an error.
  Read ReadScalar(const XMLElement* node, const char* attr, bool required,
                  bool allow_infinite, const std::string& context,
                  double* value) {
    std::vector<double> values;
    const Read result =
        ReadNumbers(node, attr, {1}, allow_infinite, context, &values);
    if (result == Read::kOk) *value = values[0];
    if (result == Read::kMissing && required) {
      Error(node, fmt::format("{}: <{}> is missing the required attribute "
                              "'{}'",
                              context, node->Name(), attr));
      return Read::kBad;
    }
    return result;
  }

  // Three numbers into `value` (left unchanged when missing).
  Read ReadVector3(const XMLElement* node, const char* attr,
                   const std::string& context, Eigen::Vector3d* value) {
    std::vector<double> values;
    const Read result = ReadNumbers(node, attr, {3}, false, context, &values);
    if (result == Read::kOk) *value << values[0], values[1], values[2];
    return result;
  }

  // The pose given by xyz/rpy attributes of `node`.
  bool ReadXyzRpy(const XMLElement* node, const std::string& context,
                  math::RigidTransformd* X) {
    Eigen::Vector3d xyz = Eigen::Vector3d::Zero();
    Eigen::Vector3d rpy = Eigen::Vector3d::Zero();
    if (ReadVector3(node, "xyz", context, &xyz) == Read::kBad) return false;
    if (ReadVector3(node, "rpy", context, &rpy) == Read::kBad) return false;
    *X = math::RigidTransformd(math::RollPitchYawd(rpy), xyz);
    return true;
  }

  // The pose of the <origin> child of `parent`; identity when absent.
  bool ReadOrigin(const XMLElement* parent, const std::string& context,
                  math::RigidTransformd* X) {
    *X = math::RigidTransformd();
    const XMLElement* origin = parent->FirstChildElement("origin");
    if (origin == nullptr) return true;
    return ReadXyzRpy(origin, context, X);
  }

  // The required, non-empty string attribute `attr`.
  std::optional<std::string> RequiredString(const XMLElement* node,
                                            const char* attr,
                                            const std::string& context) {
    const char* text = node->Attribute(attr);
    if (text == nullptr || text[0] == '\0') {
      Error(node, fmt::format("{}: <{}> is missing the required attribute "
                              "'{}'",
                              context, node->Name(), attr));
      return std::nullopt;
    }
    return std::string(text);
  }

  void WarnUnsupported(const XMLElement* node, const std::string& context) {
    Warning(node, fmt::format("{}: ignoring the unsupported element <{}>",
                              context, node->Name()));
  }

  void ReadRobotMaterials(const XMLElement* robot);
  std::optional<ParsedMaterial> ReadMaterial(const XMLElement* node,
                                             const std::string& context);
  bool ReadLink(const XMLElement* node);
  bool ReadInertial(const XMLElement* node, const std::string& context,
                    ParsedInertial* inertial);
  bool CheckInertia(const XMLElement* node, const std::string& link_name,
                    const ParsedInertial& inertial);
  bool ReadGeometry(const XMLElement* parent, const std::string& context,
                    ParsedGeometry* geometry);
  bool ResolveMesh(const XMLElement* node, const std::string& context,
                   ParsedGeometry* geometry);
  bool ReadProximity(const XMLElement* node, const std::string& context,
                     ParsedProximityProperties* proximity);
  bool ReadJoint(const XMLElement* node);
  bool ReadLimits(const XMLElement* node, const std::string& context,
                  UrdfJoint* joint);
  bool ReadTransmission(const XMLElement* node);
  bool ReadFrame(const XMLElement* node);
  bool ReadCollisionFilterGroup(const XMLElement* node);
  void CheckReferences();
  void CheckTree();

  bool LinkExists(const std::string& name) const {
    return name == "world" || link_lines_.count(name) > 0;
  }

  const DataSource& source_;
  const PackageMap& package_map_;
  const DiagnosticPolicy& policy_;
  const std::string name_;
  UrdfModel model_;
  // Robot-level materials by name.
  std::map<std::string, ParsedMaterial> materials_;
  // Lines of links, joints and groups by name (for duplicate checks).
  std::map<std::string, int> link_lines_;
  std::map<std::string, int> joint_lines_;
  std::map<std::string, int> group_lines_;
  // Elements kept for the reference checks at the end.
  std::vector<const XMLElement*> joint_elements_;
  std::vector<const XMLElement*> group_elements_;
};

UrdfModel UrdfReader::Run() {
  model_.source = name_;
  tinyxml2::XMLDocument document;
  tinyxml2::XMLError status;
  if (source_.IsFilename()) {
    status = document.LoadFile(source_.data().c_str());
  } else {
    status = document.Parse(source_.data().c_str(), source_.data().size());
  }
  if (status != tinyxml2::XML_SUCCESS) {
    DiagnosticDetail detail;
    detail.filename = name_;
    if (document.ErrorLineNum() > 0) detail.line = document.ErrorLineNum();
    detail.message =
        fmt::format("Failed to parse XML: {}", document.ErrorStr());
    policy_.Error(detail);
    return model_;
  }
  const XMLElement* robot = document.FirstChildElement("robot");
  if (robot == nullptr) {
    const XMLElement* root = document.RootElement();
    Error(root, fmt::format("URDF does not contain a <robot> element{}",
                            root != nullptr ? fmt::format(" (the root is <{}>)",
                                                          root->Name())
                                            : std::string()));
    return model_;
  }
  const char* robot_name = robot->Attribute("name");
  if (robot_name == nullptr || robot_name[0] == '\0') {
    Error(robot, "<robot> must have a non-empty 'name' attribute");
    return model_;
  }
  model_.name = robot_name;

  // Materials first: links may refer to ones defined after them.
  ReadRobotMaterials(robot);
  for (const XMLElement* child = robot->FirstChildElement("link");
       child != nullptr; child = child->NextSiblingElement("link")) {
    ReadLink(child);
  }
  for (const XMLElement* child = robot->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "joint" || tag == "drake:joint") ReadJoint(child);
  }
  for (const XMLElement* child = robot->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "link" || tag == "joint" || tag == "drake:joint" ||
        tag == "material") {
      continue;
    } else if (tag == "transmission") {
      ReadTransmission(child);
    } else if (tag == "frame") {
      ReadFrame(child);
    } else if (tag == "drake:collision_filter_group") {
      ReadCollisionFilterGroup(child);
    } else if (tag == "gazebo") {
      // ROS simulator settings; nothing for Drake here.
    } else {
      WarnUnsupported(child, fmt::format("robot '{}'", model_.name));
    }
  }
  CheckReferences();
  CheckTree();
  return model_;
}

void UrdfReader::ReadRobotMaterials(const XMLElement* robot) {
  for (const XMLElement* node = robot->FirstChildElement("material");
       node != nullptr; node = node->NextSiblingElement("material")) {
    const std::string context = fmt::format("robot '{}'", model_.name);
    if (!RequiredString(node, "name", context)) continue;
    std::optional<ParsedMaterial> material = ReadMaterial(node, context);
    if (!material) continue;
    auto iter = materials_.find(material->name);
    if (iter != materials_.end()) {
      if (iter->second.rgba != material->rgba ||
          iter->second.texture_filename != material->texture_filename) {
        Error(node, fmt::format("material '{}' is defined twice with "
                                "different properties (first at line {})",
                                material->name, iter->second.line));
      }
      continue;
    }
    materials_.emplace(material->name, *material);
    model_.materials.push_back(*material);
  }
}

std::optional<ParsedMaterial> UrdfReader::ReadMaterial(
    const XMLElement* node, const std::string& context) {
  ParsedMaterial material;
  material.line = node->GetLineNum();
  if (const char* name = node->Attribute("name")) material.name = name;
  const std::string where =
      material.name.empty()
          ? context
          : fmt::format("{}: material '{}'", context, material.name);
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "color") {
      std::vector<double> rgba;
      const Read read = ReadNumbers(child, "rgba", {4}, false, where, &rgba);
      if (read == Read::kBad) return std::nullopt;
      if (read == Read::kMissing) {
        Error(child, fmt::format("{}: <color> is missing the required "
                                 "attribute 'rgba'",
                                 where));
        return std::nullopt;
      }
      for (double value : rgba) {
        if (value < 0.0 || value > 1.0) {
          Error(child, fmt::format("{}: every rgba value must lie in [0, 1], "
                                   "but rgba is '{}'",
                                   where, child->Attribute("rgba")));
          return std::nullopt;
        }
      }
      material.rgba = Eigen::Vector4d(rgba[0], rgba[1], rgba[2], rgba[3]);
    } else if (tag == "texture") {
      const std::optional<std::string> filename =
          RequiredString(child, "filename", where);
      if (!filename) return std::nullopt;
      material.texture_filename = *filename;
    } else {
      WarnUnsupported(child, where);
    }
  }
  return material;
}

bool UrdfReader::ReadLink(const XMLElement* node) {
  const std::optional<std::string> name =
      RequiredString(node, "name", fmt::format("robot '{}'", model_.name));
  if (!name) return false;
  const std::string context = fmt::format("link '{}'", *name);
  if (auto iter = link_lines_.find(*name); iter != link_lines_.end()) {
    Error(node, fmt::format("{} is defined twice (first at line {})", context,
                            iter->second));
    return false;
  }
  link_lines_.emplace(*name, node->GetLineNum());
  UrdfLink link;
  link.name = *name;
  link.line = node->GetLineNum();
  const bool is_world = *name == "world";
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "inertial") {
      // The world's inertia means nothing; old files give it one anyway.
      if (is_world) continue;
      if (link.inertial) {
        Error(child, fmt::format("{} has more than one <inertial>", context));
        continue;
      }
      ParsedInertial inertial;
      if (ReadInertial(child, context, &inertial)) link.inertial = inertial;
    } else if (tag == "visual") {
      ParsedVisual visual;
      visual.line = child->GetLineNum();
      if (const char* visual_name = child->Attribute("name")) {
        visual.name = visual_name;
      }
      if (!ReadOrigin(child, context, &visual.X_BG)) continue;
      if (!ReadGeometry(child, context, &visual.geometry)) continue;
      if (const XMLElement* material_node =
              child->FirstChildElement("material")) {
        std::optional<ParsedMaterial> material =
            ReadMaterial(material_node, context);
        if (!material) continue;
        if (!material->name.empty()) {
          auto iter = materials_.find(material->name);
          const bool has_properties = material->rgba.has_value() ||
                                      material->texture_filename.has_value();
          if (iter == materials_.end() && !has_properties) {
            Error(material_node,
                  fmt::format("{}: material '{}' is used but not defined (it "
                              "has no color or texture and the robot has no "
                              "material of that name)",
                              context, material->name));
            continue;
          }
          if (iter != materials_.end() && has_properties &&
              (iter->second.rgba != material->rgba ||
               iter->second.texture_filename != material->texture_filename)) {
            Error(material_node,
                  fmt::format("{}: material '{}' conflicts with the robot's "
                              "material of the same name (line {})",
                              context, material->name, iter->second.line));
            continue;
          }
          if (iter != materials_.end() && !has_properties) {
            const int line = material->line;
            material = iter->second;
            material->line = line;
          }
        }
        visual.material = material;
      }
      for (const XMLElement* extra = child->FirstChildElement(); extra;
           extra = extra->NextSiblingElement()) {
        const std::string extra_tag = extra->Name();
        if (extra_tag != "origin" && extra_tag != "geometry" &&
            extra_tag != "material") {
          WarnUnsupported(extra, context);
        }
      }
      link.visuals.push_back(std::move(visual));
    } else if (tag == "collision") {
      ParsedCollision collision;
      collision.line = child->GetLineNum();
      if (const char* collision_name = child->Attribute("name")) {
        collision.name = collision_name;
      }
      if (!ReadOrigin(child, context, &collision.X_BG)) continue;
      if (!ReadGeometry(child, context, &collision.geometry)) continue;
      bool ok = true;
      for (const XMLElement* extra = child->FirstChildElement(); extra;
           extra = extra->NextSiblingElement()) {
        const std::string extra_tag = extra->Name();
        if (extra_tag == "drake:proximity_properties") {
          ok = ReadProximity(extra, context, &collision.proximity) && ok;
        } else if (extra_tag != "origin" && extra_tag != "geometry") {
          WarnUnsupported(extra, context);
        }
      }
      if (!ok) continue;
      link.collisions.push_back(std::move(collision));
    } else if (tag == "self_collision_checking") {
      // MoveIt's self-collision shapes; Drake uses <collision>.
    } else {
      WarnUnsupported(child, context);
    }
  }
  model_.links.push_back(std::move(link));
  return true;
}

bool UrdfReader::ReadInertial(const XMLElement* node,
                              const std::string& context,
                              ParsedInertial* inertial) {
  inertial->line = node->GetLineNum();
  if (!ReadOrigin(node, context, &inertial->X_BBcm)) return false;
  const XMLElement* mass = node->FirstChildElement("mass");
  if (mass == nullptr) {
    Warning(node,
            fmt::format("{}: <inertial> has no <mass>; using mass 0", context));
  } else {
    if (ReadScalar(mass, "value", true, false, context, &inertial->mass) !=
        Read::kOk) {
      return false;
    }
    if (inertial->mass < 0.0) {
      Error(mass, fmt::format("{} has a negative mass ({} kg)", context,
                              inertial->mass));
      return false;
    }
  }
  const XMLElement* inertia = node->FirstChildElement("inertia");
  if (inertia == nullptr) {
    Warning(node, fmt::format("{}: <inertial> has no <inertia>; using zero "
                              "moments of inertia",
                              context));
  } else {
    const std::pair<const char*, double*> entries[] = {
        {"ixx", &inertial->ixx}, {"ixy", &inertial->ixy},
        {"ixz", &inertial->ixz}, {"iyy", &inertial->iyy},
        {"iyz", &inertial->iyz}, {"izz", &inertial->izz}};
    for (const auto& [attr, value] : entries) {
      // Missing entries are zero, as in Drake.
      if (ReadScalar(inertia, attr, false, false, context, value) ==
          Read::kBad) {
        return false;
      }
    }
    if (!CheckInertia(inertia, context, *inertial)) return false;
  }
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag != "origin" && tag != "mass" && tag != "inertia") {
      WarnUnsupported(child, context);
    }
  }
  return true;
}

bool UrdfReader::CheckInertia(const XMLElement* node,
                              const std::string& context,
                              const ParsedInertial& inertial) {
  // The inertia matrix about Bcm: moments on the diagonal, the products
  // (as URDF gives them, i.e. already negated-free: I_xy = ixy) off it.
  Eigen::Matrix3d I;
  I << inertial.ixx, inertial.ixy, inertial.ixz,  // row x
      inertial.ixy, inertial.iyy, inertial.iyz,   // row y
      inertial.ixz, inertial.iyz, inertial.izz;   // row z
  const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(
      I, Eigen::EigenvaluesOnly);
  const Eigen::Vector3d& moments = solver.eigenvalues();  // ascending
  // Round-off in the eigen-solver and in the file's decimal digits: a few
  // ulps of the largest entry, plus the ~1e-10 relative error of values
  // printed with 10 significant digits.
  const double scale = std::max(I.cwiseAbs().maxCoeff(), 1e-300);
  const double tolerance = 1e-10 * scale;
  std::string problem;
  if (moments[0] < -tolerance) {
    problem = "its principal moments are not all non-negative";
  } else if (moments[0] + moments[1] < moments[2] - tolerance) {
    problem = "its principal moments violate the triangle inequality";
  }
  if (problem.empty()) return true;
  Error(node,
        fmt::format("{} has a non-physical inertia: {} (ixx={} iyy={} izz={} "
                    "ixy={} ixz={} iyz={}; principal moments {})",
                    context, problem, inertial.ixx, inertial.iyy, inertial.izz,
                    inertial.ixy, inertial.ixz, inertial.iyz,
                    FormatVector(moments)));
  return false;
}

bool UrdfReader::ReadGeometry(const XMLElement* parent,
                              const std::string& context,
                              ParsedGeometry* geometry) {
  const XMLElement* node = parent->FirstChildElement("geometry");
  if (node == nullptr) {
    Error(parent,
          fmt::format("{}: <{}> has no <geometry>", context, parent->Name()));
    return false;
  }
  const XMLElement* shape = node->FirstChildElement();
  if (shape == nullptr) {
    Error(node, fmt::format("{}: <geometry> is empty", context));
    return false;
  }
  if (shape->NextSiblingElement() != nullptr) {
    Error(shape->NextSiblingElement(),
          fmt::format("{}: <geometry> has more than one shape", context));
    return false;
  }
  geometry->line = shape->GetLineNum();
  const std::string tag = shape->Name();
  auto positive = [&](const char* attr, double* value) {
    if (ReadScalar(shape, attr, true, false, context, value) != Read::kOk) {
      return false;
    }
    if (!(*value > 0.0)) {
      Error(shape, fmt::format("{}: attribute '{}' of <{}> must be positive, "
                               "but is {}",
                               context, attr, tag, *value));
      return false;
    }
    return true;
  };
  auto positive3 = [&](const char* attr, Eigen::Vector3d* value) {
    const Read read = ReadVector3(shape, attr, context, value);
    if (read == Read::kMissing) {
      Error(shape, fmt::format("{}: <{}> is missing the required attribute "
                               "'{}'",
                               context, tag, attr));
    }
    if (read != Read::kOk) return false;
    if (!(value->minCoeff() > 0.0)) {
      Error(shape, fmt::format("{}: every value of attribute '{}' of <{}> "
                               "must be positive, but it is '{}'",
                               context, attr, tag, shape->Attribute(attr)));
      return false;
    }
    return true;
  };
  if (tag == "box") {
    geometry->type = ParsedGeometry::Type::kBox;
    return positive3("size", &geometry->size);
  } else if (tag == "sphere") {
    geometry->type = ParsedGeometry::Type::kSphere;
    return positive("radius", &geometry->radius);
  } else if (tag == "cylinder") {
    geometry->type = ParsedGeometry::Type::kCylinder;
    return positive("radius", &geometry->radius) &&
           positive("length", &geometry->length);
  } else if (tag == "capsule" || tag == "drake:capsule") {
    geometry->type = ParsedGeometry::Type::kCapsule;
    return positive("radius", &geometry->radius) &&
           positive("length", &geometry->length);
  } else if (tag == "drake:ellipsoid") {
    geometry->type = ParsedGeometry::Type::kEllipsoid;
    return positive("a", &geometry->semi_axes[0]) &&
           positive("b", &geometry->semi_axes[1]) &&
           positive("c", &geometry->semi_axes[2]);
  } else if (tag == "mesh") {
    geometry->type = ParsedGeometry::Type::kMesh;
    const std::optional<std::string> filename =
        RequiredString(shape, "filename", context);
    if (!filename) return false;
    geometry->mesh_filename = *filename;
    std::vector<double> scale;
    const Read read =
        ReadNumbers(shape, "scale", {1, 3}, false, context, &scale);
    if (read == Read::kBad) return false;
    if (read == Read::kOk) {
      geometry->mesh_scale =
          scale.size() == 1 ? Eigen::Vector3d::Constant(scale[0])
                            : Eigen::Vector3d(scale[0], scale[1], scale[2]);
      if (geometry->mesh_scale.cwiseAbs().minCoeff() == 0.0) {
        Error(shape, fmt::format("{}: the mesh scale '{}' has a zero entry",
                                 context, shape->Attribute("scale")));
        return false;
      }
    }
    for (const XMLElement* child = shape->FirstChildElement(); child;
         child = child->NextSiblingElement()) {
      if (std::string(child->Name()) == "drake:declare_convex") {
        geometry->mesh_declared_convex = true;
      } else {
        WarnUnsupported(child, context);
      }
    }
    return ResolveMesh(shape, context, geometry);
  }
  Error(shape, fmt::format("{}: unknown geometry <{}>; expected box, sphere, "
                           "cylinder, capsule, drake:capsule, drake:ellipsoid "
                           "or mesh",
                           context, tag));
  return false;
}

bool UrdfReader::ResolveMesh(const XMLElement* node, const std::string& context,
                             ParsedGeometry* geometry) {
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
      if (source_.IsFilename()) {
        path = fs::absolute(fs::path(source_.data())).parent_path() / path;
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
  // A geometry whose file cannot be found is skipped (SceneGraph could not
  // use it); in strict mode the warning is an error.
  Warning(node, fmt::format("{}: the mesh '{}' cannot be resolved ({}); the "
                            "geometry is skipped",
                            context, filename, problem));
  return false;
}

bool UrdfReader::ReadProximity(const XMLElement* node,
                               const std::string& context,
                               ParsedProximityProperties* proximity) {
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
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "drake:rigid_hydroelastic") {
      proximity->rigid_hydroelastic = true;
      continue;
    }
    if (tag == "drake:compliant_hydroelastic") {
      proximity->compliant_hydroelastic = true;
      continue;
    }
    bool known = false;
    for (const auto& [name, slot] : values) {
      if (tag != name) continue;
      known = true;
      double value = 0.0;
      if (ReadScalar(child, "value", true, false, context, &value) !=
          Read::kOk) {
        return false;
      }
      if (value < 0.0) {
        Error(child, fmt::format("{}: <{}> must be non-negative, but is {}",
                                 context, tag, value));
        return false;
      }
      *slot = value;
    }
    if (!known) WarnUnsupported(child, context);
  }
  if (proximity->rigid_hydroelastic && proximity->compliant_hydroelastic) {
    Error(node, fmt::format("{}: a geometry cannot be both rigid and "
                            "compliant hydroelastic",
                            context));
    return false;
  }
  return true;
}

bool UrdfReader::ReadJoint(const XMLElement* node) {
  const std::string element = node->Name();
  const std::optional<std::string> name =
      RequiredString(node, "name", fmt::format("robot '{}'", model_.name));
  if (!name) return false;
  const std::string context = fmt::format("joint '{}'", *name);
  if (auto iter = joint_lines_.find(*name); iter != joint_lines_.end()) {
    Error(node, fmt::format("{} is defined twice (first at line {})", context,
                            iter->second));
    return false;
  }
  joint_lines_.emplace(*name, node->GetLineNum());
  const std::optional<std::string> type_name =
      RequiredString(node, "type", context);
  if (!type_name) return false;

  UrdfJoint joint;
  joint.name = *name;
  joint.type_name = *type_name;
  joint.line = node->GetLineNum();
  static const std::map<std::string, std::pair<UrdfJoint::Type, bool>> kTypes =
      {
          // name → (type, needs <drake:joint>)
          {"revolute", {UrdfJoint::Type::kRevolute, false}},
          {"continuous", {UrdfJoint::Type::kContinuous, false}},
          {"prismatic", {UrdfJoint::Type::kPrismatic, false}},
          {"fixed", {UrdfJoint::Type::kFixed, false}},
          {"floating", {UrdfJoint::Type::kFloating, false}},
          {"planar", {UrdfJoint::Type::kPlanar, false}},
          {"ball", {UrdfJoint::Type::kBall, true}},
          {"universal", {UrdfJoint::Type::kUniversal, true}},
          {"screw", {UrdfJoint::Type::kScrew, true}},
      };
  auto type_iter = kTypes.find(*type_name);
  if (type_iter == kTypes.end()) {
    if (*type_name == "curvilinear") {
      Error(node, fmt::format("{} has the type 'curvilinear', which is not "
                              "supported yet",
                              context));
    } else {
      Error(node, fmt::format("{} has the unknown type '{}'; expected one of "
                              "revolute, continuous, prismatic, fixed, "
                              "floating, planar (in <joint>) or ball, "
                              "universal, screw (in <drake:joint>)",
                              context, *type_name));
    }
    return false;
  }
  joint.type = type_iter->second.first;
  const bool needs_drake_joint = type_iter->second.second;
  if (needs_drake_joint && element != "drake:joint") {
    Error(node, fmt::format("{} has the Drake-specific type '{}' and must be "
                            "written as <drake:joint>",
                            context, *type_name));
    return false;
  }
  if (!needs_drake_joint && element == "drake:joint") {
    Error(node, fmt::format("{} has the standard type '{}' and must be "
                            "written as <joint>, not <drake:joint>",
                            context, *type_name));
    return false;
  }

  const XMLElement* parent = node->FirstChildElement("parent");
  const XMLElement* child = node->FirstChildElement("child");
  if (parent == nullptr || child == nullptr) {
    Error(node, fmt::format("{} is missing its <{}> element", context,
                            parent == nullptr ? "parent" : "child"));
    return false;
  }
  const std::optional<std::string> parent_link =
      RequiredString(parent, "link", context);
  const std::optional<std::string> child_link =
      RequiredString(child, "link", context);
  if (!parent_link || !child_link) return false;
  joint.parent = *parent_link;
  joint.child = *child_link;
  if (!ReadOrigin(node, context, &joint.X_PJ)) return false;

  const bool has_axis = joint.type == UrdfJoint::Type::kRevolute ||
                        joint.type == UrdfJoint::Type::kContinuous ||
                        joint.type == UrdfJoint::Type::kPrismatic ||
                        joint.type == UrdfJoint::Type::kPlanar ||
                        joint.type == UrdfJoint::Type::kScrew;
  if (const XMLElement* axis = node->FirstChildElement("axis")) {
    if (has_axis) {
      const Read read = ReadVector3(axis, "xyz", context, &joint.axis);
      if (read == Read::kBad) return false;
      // stableNorm: the entries may be near the overflow limit (1e308).
      const double norm = joint.axis.stableNorm();
      if (!(norm > 1e-10)) {
        Error(axis, fmt::format("{}: the axis '{}' has (near) zero length",
                                context, axis->Attribute("xyz")));
        return false;
      }
      joint.axis /= norm;
    }
  }
  if (!ReadLimits(node, context, &joint)) return false;

  if (const XMLElement* dynamics = node->FirstChildElement("dynamics")) {
    std::vector<double> damping;
    const bool planar = joint.type == UrdfJoint::Type::kPlanar;
    const Read read =
        planar
            ? ReadNumbers(dynamics, "damping", {1, 3}, false, context, &damping)
            : ReadNumbers(dynamics, "damping", {1}, false, context, &damping);
    if (read == Read::kBad) return false;
    if (read == Read::kOk) {
      joint.damping = damping.size() == 3
                          ? Eigen::Vector3d(damping[0], damping[1], damping[2])
                          : Eigen::Vector3d::Constant(damping[0]);
      if (joint.damping.minCoeff() < 0.0) {
        Error(dynamics, fmt::format("{}: the damping '{}' must be "
                                    "non-negative",
                                    context, dynamics->Attribute("damping")));
        return false;
      }
    }
    double friction = 0.0;
    if (ReadScalar(dynamics, "friction", false, false, context, &friction) ==
        Read::kBad) {
      return false;
    }
    if (friction != 0.0) {
      Warning(dynamics, fmt::format("{}: joint friction ({}) is not supported "
                                    "and is ignored",
                                    context, friction));
    }
  }

  if (joint.type == UrdfJoint::Type::kScrew) {
    const XMLElement* pitch =
        node->FirstChildElement("drake:screw_thread_pitch");
    if (pitch == nullptr) {
      Error(node, fmt::format("{}: a screw joint needs a "
                              "<drake:screw_thread_pitch value=...> element",
                              context));
      return false;
    }
    if (ReadScalar(pitch, "value", true, false, context,
                   &joint.screw_thread_pitch) != Read::kOk) {
      return false;
    }
    if (joint.screw_thread_pitch == 0.0) {
      Error(pitch, fmt::format("{}: the screw thread pitch must be non-zero",
                               context));
      return false;
    }
  }

  if (const XMLElement* mimic = node->FirstChildElement("mimic")) {
    UrdfMimic data;
    data.line = mimic->GetLineNum();
    const std::optional<std::string> target =
        RequiredString(mimic, "joint", context);
    if (!target) return false;
    data.joint = *target;
    if (ReadScalar(mimic, "multiplier", false, false, context,
                   &data.multiplier) == Read::kBad ||
        ReadScalar(mimic, "offset", false, false, context, &data.offset) ==
            Read::kBad) {
      return false;
    }
    joint.mimic = data;
  }

  for (const XMLElement* extra = node->FirstChildElement(); extra != nullptr;
       extra = extra->NextSiblingElement()) {
    const std::string tag = extra->Name();
    if (tag == "parent" || tag == "child" || tag == "origin" || tag == "axis" ||
        tag == "limit" || tag == "dynamics" || tag == "mimic" ||
        tag == "drake:screw_thread_pitch") {
      continue;
    }
    WarnUnsupported(extra, context);
  }
  joint_elements_.push_back(node);
  model_.joints.push_back(std::move(joint));
  return true;
}

bool UrdfReader::ReadLimits(const XMLElement* node, const std::string& context,
                            UrdfJoint* joint) {
  const XMLElement* limit = node->FirstChildElement("limit");
  if (limit == nullptr) return true;
  const bool movable = joint->type == UrdfJoint::Type::kRevolute ||
                       joint->type == UrdfJoint::Type::kContinuous ||
                       joint->type == UrdfJoint::Type::kPrismatic ||
                       joint->type == UrdfJoint::Type::kScrew;
  if (!movable) {
    Warning(limit, fmt::format("{}: <limit> is ignored for {} joints", context,
                               joint->type_name));
    return true;
  }
  // Continuous joints have no position limits (URDF says to ignore them).
  if (joint->type != UrdfJoint::Type::kContinuous) {
    if (ReadScalar(limit, "lower", false, true, context, &joint->lower) ==
            Read::kBad ||
        ReadScalar(limit, "upper", false, true, context, &joint->upper) ==
            Read::kBad) {
      return false;
    }
    if (joint->lower > joint->upper) {
      Error(limit, fmt::format("{}: the lower limit ({}) exceeds the upper "
                               "limit ({})",
                               context, joint->lower, joint->upper));
      return false;
    }
  }
  const std::pair<const char*, double*> rates[] = {
      {"velocity", &joint->velocity},
      {"effort", &joint->effort},
      {"drake:acceleration", &joint->acceleration}};
  for (const auto& [attr, value] : rates) {
    if (ReadScalar(limit, attr, false, true, context, value) == Read::kBad) {
      return false;
    }
    if (*value < 0.0) {
      Error(limit, fmt::format("{}: the {} limit must be non-negative, but is "
                               "{}",
                               context, attr, *value));
      return false;
    }
  }
  return true;
}

bool UrdfReader::ReadTransmission(const XMLElement* node) {
  UrdfTransmission transmission;
  transmission.line = node->GetLineNum();
  if (const char* name = node->Attribute("name")) transmission.name = name;
  const std::string context =
      transmission.name.empty()
          ? std::string("transmission")
          : fmt::format("transmission '{}'", transmission.name);
  std::string type;
  if (const char* type_attribute = node->Attribute("type")) {
    type = type_attribute;
  } else if (const XMLElement* type_node = node->FirstChildElement("type")) {
    if (type_node->GetText() != nullptr) type = type_node->GetText();
  }
  if (type.empty()) {
    Error(node, fmt::format("{} has no type (a 'type' attribute or a <type> "
                            "element)",
                            context));
    return false;
  }
  if (type.find("SimpleTransmission") == std::string::npos) {
    Warning(node, fmt::format("{} has the type '{}'; only SimpleTransmission "
                              "is supported, so it is ignored",
                              context, type));
    return false;
  }
  const XMLElement* joint = node->FirstChildElement("joint");
  const XMLElement* actuator = node->FirstChildElement("actuator");
  if (joint == nullptr || actuator == nullptr) {
    Error(node, fmt::format("{} is missing its <{}> element", context,
                            joint == nullptr ? "joint" : "actuator"));
    return false;
  }
  const std::optional<std::string> joint_name =
      RequiredString(joint, "name", context);
  const std::optional<std::string> actuator_name =
      RequiredString(actuator, "name", context);
  if (!joint_name || !actuator_name) return false;
  transmission.joint = *joint_name;
  transmission.actuator = *actuator_name;
  const UrdfJoint* target = model_.FindJoint(*joint_name);
  if (target == nullptr) {
    Error(joint, fmt::format("{} refers to the joint '{}', which is not "
                             "defined",
                             context, *joint_name));
    return false;
  }
  if (target->type == UrdfJoint::Type::kFixed) {
    Error(joint, fmt::format("{} actuates the joint '{}', which is fixed",
                             context, *joint_name));
    return false;
  }
  for (const UrdfTransmission& other : model_.transmissions) {
    if (other.actuator == *actuator_name) {
      Error(actuator, fmt::format("{}: the actuator '{}' is defined twice "
                                  "(first at line {})",
                                  context, *actuator_name, other.line));
      return false;
    }
  }
  for (const XMLElement* child = actuator->FirstChildElement(); child;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    double value = 0.0;
    if (tag == "drake:rotor_inertia" || tag == "drake:gear_ratio") {
      if (ReadScalar(child, "value", true, false, context, &value) !=
          Read::kOk) {
        return false;
      }
      if (value < 0.0) {
        Error(child, fmt::format("{}: <{}> must be non-negative, but is {}",
                                 context, tag, value));
        return false;
      }
      (tag == "drake:rotor_inertia" ? transmission.rotor_inertia
                                    : transmission.gear_ratio) = value;
    } else if (tag == "drake:controller_gains") {
      double p = 0.0;
      double d = 0.0;
      if (ReadScalar(child, "p", true, false, context, &p) != Read::kOk ||
          ReadScalar(child, "d", true, false, context, &d) != Read::kOk) {
        return false;
      }
      if (p <= 0.0 || d < 0.0) {
        Error(child, fmt::format("{}: controller gains need p > 0 and d >= 0, "
                                 "but p={} d={}",
                                 context, p, d));
        return false;
      }
      transmission.proportional_gain = p;
      transmission.derivative_gain = d;
    } else if (tag == "mechanicalReduction" || tag == "hardwareInterface") {
      // ROS control settings; not used by Drake.
    } else {
      WarnUnsupported(child, context);
    }
  }
  model_.transmissions.push_back(std::move(transmission));
  return true;
}

bool UrdfReader::ReadFrame(const XMLElement* node) {
  const std::string robot = fmt::format("robot '{}'", model_.name);
  const std::optional<std::string> name = RequiredString(node, "name", robot);
  if (!name) return false;
  const std::string context = fmt::format("frame '{}'", *name);
  const std::optional<std::string> link = RequiredString(node, "link", context);
  if (!link) return false;
  if (!LinkExists(*link)) {
    Error(node, fmt::format("{} is attached to the link '{}', which is not "
                            "defined",
                            context, *link));
    return false;
  }
  for (const UrdfFrame& other : model_.frames) {
    if (other.name == *name) {
      Error(node, fmt::format("{} is defined twice (first at line {})", context,
                              other.line));
      return false;
    }
  }
  UrdfFrame frame;
  frame.name = *name;
  frame.link = *link;
  frame.line = node->GetLineNum();
  if (!ReadXyzRpy(node, context, &frame.X_LF)) return false;
  model_.frames.push_back(std::move(frame));
  return true;
}

bool UrdfReader::ReadCollisionFilterGroup(const XMLElement* node) {
  const std::optional<std::string> name =
      RequiredString(node, "name", fmt::format("robot '{}'", model_.name));
  if (!name) return false;
  const std::string context = fmt::format("collision filter group '{}'", *name);
  if (auto iter = group_lines_.find(*name); iter != group_lines_.end()) {
    Error(node, fmt::format("{} is defined twice (first at line {})", context,
                            iter->second));
    return false;
  }
  group_lines_.emplace(*name, node->GetLineNum());
  UrdfCollisionFilterGroup group;
  group.name = *name;
  group.line = node->GetLineNum();
  if (const char* ignore = node->Attribute("ignore")) {
    const std::string text = ignore;
    if (text == "true" || text == "1") {
      group.ignore = true;
    } else if (text != "false" && text != "0") {
      Error(node, fmt::format("{}: attribute 'ignore' must be true or false, "
                              "but is '{}'",
                              context, text));
      return false;
    }
  }
  for (const XMLElement* child = node->FirstChildElement(); child;
       child = child->NextSiblingElement()) {
    const std::string tag = child->Name();
    if (tag == "drake:member") {
      const std::optional<std::string> link =
          RequiredString(child, "link", context);
      if (!link) return false;
      if (!LinkExists(*link)) {
        Error(child, fmt::format("{} has the member link '{}', which is not "
                                 "defined",
                                 context, *link));
        return false;
      }
      group.member_links.push_back(*link);
    } else if (tag == "drake:member_group") {
      const std::optional<std::string> member =
          RequiredString(child, "name", context);
      if (!member) return false;
      group.member_groups.push_back(*member);
    } else if (tag == "drake:ignored_collision_filter_group") {
      const std::optional<std::string> ignored =
          RequiredString(child, "name", context);
      if (!ignored) return false;
      group.ignored_groups.push_back(*ignored);
    } else {
      WarnUnsupported(child, context);
    }
  }
  group_elements_.push_back(node);
  model_.collision_filter_groups.push_back(std::move(group));
  return true;
}

void UrdfReader::CheckReferences() {
  // Joints: both links exist, the child is not the world, no self-joint.
  std::vector<UrdfJoint> kept;
  for (size_t i = 0; i < model_.joints.size(); ++i) {
    const UrdfJoint& joint = model_.joints[i];
    const XMLElement* node = joint_elements_[i];
    const std::string context = fmt::format("joint '{}'", joint.name);
    bool ok = true;
    if (!LinkExists(joint.parent)) {
      Error(node, fmt::format("{} refers to the parent link '{}', which is "
                              "not defined",
                              context, joint.parent));
      ok = false;
    } else if (!LinkExists(joint.child)) {
      Error(node, fmt::format("{} refers to the child link '{}', which is not "
                              "defined",
                              context, joint.child));
      ok = false;
    } else if (joint.child == "world") {
      Error(node, fmt::format("{} has the world as its child link", context));
      ok = false;
    } else if (joint.child == joint.parent) {
      Error(node, fmt::format("{} connects the link '{}' to itself", context,
                              joint.child));
      ok = false;
    }
    if (ok) kept.push_back(joint);
  }
  // Mimic targets exist.
  for (const UrdfJoint& joint : kept) {
    if (joint.mimic && model_.FindJoint(joint.mimic->joint) == nullptr) {
      DiagnosticDetail detail;
      detail.filename = name_;
      detail.line = joint.mimic->line;
      detail.message =
          fmt::format("joint '{}' mimics the joint '{}', which is not defined",
                      joint.name, joint.mimic->joint);
      policy_.Error(detail);
    }
  }
  model_.joints = std::move(kept);
  // Group references: member and ignored groups exist.
  for (size_t i = 0; i < model_.collision_filter_groups.size(); ++i) {
    const UrdfCollisionFilterGroup& group = model_.collision_filter_groups[i];
    for (const auto* list : {&group.member_groups, &group.ignored_groups}) {
      for (const std::string& other : *list) {
        if (group_lines_.count(other) == 0) {
          Error(group_elements_[i],
                fmt::format("collision filter group '{}' refers to the group "
                            "'{}', which is not defined",
                            group.name, other));
        }
      }
    }
  }
}

void UrdfReader::CheckTree() {
  // Each link has at most one parent joint.
  std::map<std::string, const UrdfJoint*> parent_joint;
  for (const UrdfJoint& joint : model_.joints) {
    auto [iter, inserted] = parent_joint.emplace(joint.child, &joint);
    if (!inserted) {
      DiagnosticDetail detail;
      detail.filename = name_;
      detail.line = joint.line;
      detail.message = fmt::format(
          "link '{}' is the child of two joints, '{}' (line {}) and '{}' "
          "(line {}); a URDF model must be a tree",
          joint.child, iter->second->name, iter->second->line, joint.name,
          joint.line);
      policy_.Error(detail);
      return;
    }
  }
  // Following parent joints from any link must reach a root; coming back to
  // a link already on the path means the joints form a loop.
  std::set<std::string> finished;
  for (const UrdfLink& link : model_.links) {
    std::vector<const UrdfJoint*> path;
    std::set<std::string> on_path;
    std::string current = link.name;
    while (finished.count(current) == 0) {
      if (!on_path.insert(current).second) {
        // Report the joints of the loop, starting where it closes.
        std::string names;
        int line = 0;
        bool in_loop = false;
        for (const UrdfJoint* joint : path) {
          if (joint->child == current) in_loop = true;
          if (!in_loop) continue;
          if (!names.empty()) names += " -> ";
          names += fmt::format("'{}' (line {})", joint->name, joint->line);
          if (line == 0) line = joint->line;
        }
        DiagnosticDetail detail;
        detail.filename = name_;
        detail.line = line;
        detail.message = fmt::format(
            "the joints {} form a loop through the link '{}'; a URDF model "
            "must be a tree",
            names, current);
        policy_.Error(detail);
        return;
      }
      auto iter = parent_joint.find(current);
      if (iter == parent_joint.end()) break;
      path.push_back(iter->second);
      current = iter->second->parent;
    }
    for (const std::string& name : on_path) finished.insert(name);
  }
}

}  // namespace

UrdfModel ReadUrdf(const DataSource& source, const PackageMap& package_map,
                   const DiagnosticPolicy& policy) {
  UrdfReader reader(source, package_map, policy);
  return reader.Run();
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
