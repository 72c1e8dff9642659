#include "drake/multibody/parsing/detail_mujoco_parser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include <Eigen/Geometry>
#include <fmt/format.h>
#include <tinyxml2.h>

#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/detail_parsing_common.h"
#include "drake/multibody/parsing/detail_pending_geometry.h"
#include "drake/multibody/parsing/detail_urdf_parser.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;
using Eigen::AngleAxisd;
using Eigen::Matrix3d;
using Eigen::Quaterniond;
using Eigen::Vector3d;
using Eigen::Vector4d;
using math::RigidTransformd;
using math::RotationMatrixd;
using tinyxml2::XMLAttribute;
using tinyxml2::XMLElement;

namespace {

namespace fs = std::filesystem;

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr std::array<const char*, 5> kOrientationAttributes = {
    "quat", "axisangle", "euler", "xyaxes", "zaxis"};

// ---------------------------------------------------------------------------
// The model as read, before anything is added to the plant.

// A geom G posed in its body's frame B.
struct MjGeom {
  std::string name;
  ParsedGeometry shape;
  RigidTransformd X_BG;
  // Drake's default color for MJCF geoms.
  Vector4d rgba{0.5, 0.5, 0.5, 1.0};
  // The sliding friction coefficient, when given.
  std::optional<double> friction;
  bool collision{true};
  bool visual{true};
  int line{0};
};

// A hinge, slide or ball joint, in its body's frame B (pos and axis).
struct MjJoint {
  enum class Kind { kHinge, kSlide, kBall };
  std::string name;
  Kind kind{Kind::kHinge};
  Vector3d pos{Vector3d::Zero()};
  Vector3d axis{Vector3d::UnitZ()};
  // Position limits in radians or meters.
  double lower{-kInfinity};
  double upper{kInfinity};
  double damping{0.0};
  // The position at which the body is at its written pose (radians/meters).
  double ref{0.0};
  std::optional<double> armature;
  int line{0};
};

struct MjBody {
  std::string name;
  // Index of the parent in MjModel::bodies; -1 for the world.
  int parent{-1};
  RigidTransformd X_PB;
  RigidTransformd X_WB;
  SpatialInertia<double> M_BBo_B{SpatialInertia<double>::Zero()};
  // Joints in file order; the first joints.size() - 1 have massless
  // intermediate bodies named dummy_names[i] as their children.
  std::vector<MjJoint> joints;
  std::vector<std::string> dummy_names;
  bool is_free{false};
  std::vector<MjGeom> geoms;
  int line{0};
};

struct MjActuator {
  std::string name;
  std::string joint;
  double effort_limit{kInfinity};
  std::optional<double> gear;
  std::optional<PdControllerGains> gains;
  int line{0};
};

struct MjModel {
  std::string name;
  std::optional<Vector3d> gravity;
  std::vector<MjGeom> world_geoms;
  std::vector<MjBody> bodies;
  std::vector<MjActuator> actuators;
};

// ---------------------------------------------------------------------------
// Attribute lists: what each element supports, what is ignored silently
// (MuJoCo solver settings with no Drake equivalent) and what is harmless when
// zero. Anything else draws a warning.

struct AttributeRules {
  std::set<std::string> supported;
  std::set<std::string> silent;
  std::set<std::string> zero_ok;
};

const std::map<std::string, AttributeRules>& Rules() {
  static const std::map<std::string, AttributeRules> rules = [] {
    std::map<std::string, AttributeRules> r;
    const std::set<std::string> pose = {"pos",   "quat",   "axisangle",
                                        "euler", "xyaxes", "zaxis"};
    auto with_pose = [&](std::set<std::string> names) {
      names.insert(pose.begin(), pose.end());
      return names;
    };
    r["mujoco"] = {{"model"}, {}, {}};
    r["compiler"] = {{"angle", "eulerseq", "autolimits", "inertiafromgeom",
                      "coordinate", "meshdir", "assetdir"},
                     {"usethread", "texturedir", "discardvisual"},
                     {}};
    r["option"] = {{"gravity", "timestep"},
                   {"apirate",           "impratio",         "o_margin",
                    "o_solref",          "o_solimp",         "o_friction",
                    "jacobian",          "solver",           "iterations",
                    "tolerance",         "ls_iterations",    "ls_tolerance",
                    "noslip_iterations", "noslip_tolerance", "mpr_iterations",
                    "mpr_tolerance",     "ccd_iterations",   "ccd_tolerance",
                    "sdf_iterations",    "sdf_tolerance",    "sdf_initpoints",
                    "collision"},
                   {"wind", "magnetic", "density", "viscosity"}};
    r["body"] = {with_pose({"name", "childclass"}), {}, {"gravcomp"}};
    r["worldbody"] = {{}, {}, {}};
    r["inertial"] = {with_pose({"mass", "diaginertia", "fullinertia"}), {}, {}};
    r["joint"] = {{"name", "class", "type", "pos", "axis", "range", "limited",
                   "damping", "ref", "armature"},
                  {"group", "solreflimit", "solimplimit", "solreffriction",
                   "solimpfriction", "margin"},
                  {"stiffness", "springref", "frictionloss"}};
    r["freejoint"] = {{"name"}, {"group"}, {}};
    r["geom"] = {
        with_pose({"name", "class", "type", "size", "fromto", "friction",
                   "mass", "density", "contype", "conaffinity", "condim",
                   "group", "material", "rgba", "mesh"}),
        {"priority", "solmix", "solref", "solimp", "margin", "gap"},
        {}};
    r["motor"] = {{"name", "class", "joint", "gear", "ctrlrange", "ctrllimited",
                   "forcerange", "forcelimited"},
                  {"group"},
                  {}};
    r["position"] = r["motor"];
    r["position"].supported.insert({"kp", "kv"});
    r["mesh"] = {{"name", "class", "file", "scale"}, {}, {}};
    r["material"] = {{"name", "class", "rgba"},
                     {"texture", "texrepeat", "texuniform", "emission",
                      "specular", "shininess", "reflectance"},
                     {}};
    return r;
  }();
  return rules;
}

enum class Read { kMissing, kOk, kBad };

// An element with the default class its attributes fall back to (empty for
// elements that take no defaults).
struct Element {
  const XMLElement* node{nullptr};
  std::string kind;
  std::string cls;
};

class MujocoReader {
 public:
  MujocoReader(const DataSource& source, const DiagnosticPolicy& policy)
      : source_(source), policy_(policy), name_(source.GetName("xml")) {}

  MjModel Run();
  const std::string& name() const { return name_; }

 private:
  // One `<default class>`: its parent class and its default elements by kind.
  struct DefaultClass {
    std::string parent;
    std::map<std::string, std::vector<const XMLElement*>> elements;
  };

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

  void WarnUnsupportedElement(const XMLElement* node) {
    const XMLElement* parent = node->Parent()->ToElement();
    Warning(node,
            fmt::format("ignoring the unsupported element <{}> in <{}>",
                        node->Name(), parent != nullptr ? parent->Name() : ""));
  }
  void CheckAttributes(const XMLElement* node, const std::string& kind);

  // The element `node` of `kind` with its class (its `class` attribute, else
  // `childclass`, else "main"); nullopt after an error for an unknown class.
  std::optional<Element> MakeElement(const XMLElement* node,
                                     const std::string& kind,
                                     const std::string& childclass);
  // The attribute's text: the element's own, else its class's (or its
  // ancestors'); null when none sets it.
  const char* Attr(const Element& e, const char* attr) const;
  Read ParseText(const XMLElement* node, const char* attr, const char* text,
                 int min_count, int max_count, std::vector<double>* values);
  Read ReadNumbers(const Element& e, const char* attr, int min_count,
                   int max_count, std::vector<double>* values) {
    return ParseText(e.node, attr, Attr(e, attr), min_count, max_count, values);
  }
  Read ReadScalar(const Element& e, const char* attr, double* value);
  Read ReadVector3(const Element& e, const char* attr, Vector3d* value);
  Read ReadInt(const Element& e, const char* attr, int* value);
  Read ReadBool(const Element& e, const char* attr, bool* value);
  bool ReadPose(const Element& e, RigidTransformd* X);
  bool ReadOrientation(const Element& e, RotationMatrixd* R);
  // Whether `limited_attr` ("true", "false", "auto") with `range_attr` makes
  // a limited range, and the range.
  bool ReadLimits(const Element& e, const char* limited_attr,
                  const char* range_attr, bool* limited, double* lower,
                  double* upper);

  void ReadCompiler(const XMLElement* node);
  void ReadOption(const XMLElement* node);
  void ReadDefault(const XMLElement* node, const std::string& parent);
  void ReadAsset(const XMLElement* node);
  void ReadWorldBody(const XMLElement* node);
  void ReadBody(const XMLElement* node, int parent, const RigidTransformd& X_WP,
                const std::string& childclass, bool parent_is_static);
  std::optional<MjJoint> ReadJoint(const Element& e, bool* is_free);
  // Reads a geom; adds its spatial inertia about Bo, expressed in B, to
  // `M_BBo_B` when not null. Returns nullopt when the geom is dropped.
  std::optional<MjGeom> ReadGeom(const Element& e, int index, bool is_static,
                                 SpatialInertia<double>* M_BBo_B);
  bool ReadInertial(const XMLElement* node, SpatialInertia<double>* M_BBo_B);
  void ReadActuator(const XMLElement* node);
  void CheckNames();

  const DataSource& source_;
  const DiagnosticPolicy& policy_;
  const std::string name_;
  MjModel model_;

  // Compiler settings.
  bool degrees_{true};
  std::string eulerseq_{"xyz"};
  bool autolimits_{true};
  // "auto", "true" or "false".
  std::string inertia_from_geom_{"auto"};
  std::optional<fs::path> meshdir_;

  std::map<std::string, DefaultClass> classes_;
  std::map<std::string, Element> materials_;
  // Mesh assets by name: the resolved file and scale.
  struct MeshAsset {
    std::string file;
    Vector3d scale{Vector3d::Ones()};
  };
  std::map<std::string, MeshAsset> meshes_;
};

void MujocoReader::CheckAttributes(const XMLElement* node,
                                   const std::string& kind) {
  const auto& rules = Rules();
  auto it = rules.find(kind);
  if (it == rules.end()) return;
  const AttributeRules& rule = it->second;
  for (const XMLAttribute* attr = node->FirstAttribute(); attr != nullptr;
       attr = attr->Next()) {
    const std::string attr_name = attr->Name();
    if (rule.supported.count(attr_name) > 0 || rule.silent.count(attr_name)) {
      continue;
    }
    if (rule.zero_ok.count(attr_name) > 0) {
      std::vector<double> values;
      if (SplitNumbers(attr->Value(), &values) &&
          std::all_of(values.begin(), values.end(),
                      [](double v) { return v == 0.0; })) {
        continue;
      }
    }
    Warning(node, fmt::format("ignoring the unsupported attribute '{}' of <{}>",
                              attr_name, node->Name()));
  }
}

std::optional<Element> MujocoReader::MakeElement(
    const XMLElement* node, const std::string& kind,
    const std::string& childclass) {
  const char* cls = node->Attribute("class");
  std::string class_name =
      cls != nullptr ? cls : (childclass.empty() ? "main" : childclass);
  if (cls != nullptr && classes_.count(class_name) == 0) {
    Error(node, fmt::format("<{}> refers to the unknown default class '{}'",
                            node->Name(), class_name));
    return std::nullopt;
  }
  CheckAttributes(node, kind);
  return Element{node, kind, class_name};
}

const char* MujocoReader::Attr(const Element& e, const char* attr) const {
  const char* own = e.node->Attribute(attr);
  if (own != nullptr) return own;
  std::string cls = e.cls;
  // Walk up the class chain (bounded: classes form a tree).
  for (size_t depth = 0; !cls.empty() && depth <= classes_.size(); ++depth) {
    auto it = classes_.find(cls);
    if (it == classes_.end()) break;
    auto kind = it->second.elements.find(e.kind);
    if (kind != it->second.elements.end()) {
      for (auto d = kind->second.rbegin(); d != kind->second.rend(); ++d) {
        if (const char* text = (*d)->Attribute(attr)) return text;
      }
    }
    cls = it->second.parent;
  }
  return nullptr;
}

Read MujocoReader::ParseText(const XMLElement* node, const char* attr,
                             const char* text, int min_count, int max_count,
                             std::vector<double>* values) {
  if (text == nullptr) return Read::kMissing;
  const bool parsed = SplitNumbers(text, values);
  const int count = static_cast<int>(values->size());
  const bool finite = std::all_of(values->begin(), values->end(),
                                  [](double v) { return std::isfinite(v); });
  if (!parsed || count < min_count || count > max_count || !finite) {
    const std::string expected =
        min_count == max_count ? fmt::format("{}", min_count)
                               : fmt::format("{} to {}", min_count, max_count);
    Error(node, fmt::format("the attribute '{}' of <{}> must be {} finite "
                            "number{}, but is '{}'",
                            attr, node->Name(), expected,
                            max_count == 1 ? "" : "s", text));
    return Read::kBad;
  }
  return Read::kOk;
}

Read MujocoReader::ReadScalar(const Element& e, const char* attr,
                              double* value) {
  std::vector<double> values;
  const Read result = ReadNumbers(e, attr, 1, 1, &values);
  if (result == Read::kOk) *value = values[0];
  return result;
}

Read MujocoReader::ReadVector3(const Element& e, const char* attr,
                               Vector3d* value) {
  std::vector<double> values;
  const Read result = ReadNumbers(e, attr, 3, 3, &values);
  if (result == Read::kOk) *value << values[0], values[1], values[2];
  return result;
}

Read MujocoReader::ReadInt(const Element& e, const char* attr, int* value) {
  double number = 0;
  const Read result = ReadScalar(e, attr, &number);
  if (result != Read::kOk) return result;
  if (number != std::floor(number) || std::abs(number) > 1e9) {
    Error(e.node, fmt::format("the attribute '{}' of <{}> must be an integer, "
                              "but is '{}'",
                              attr, e.node->Name(), Attr(e, attr)));
    return Read::kBad;
  }
  *value = static_cast<int>(number);
  return Read::kOk;
}

Read MujocoReader::ReadBool(const Element& e, const char* attr, bool* value) {
  const char* text = Attr(e, attr);
  if (text == nullptr) return Read::kMissing;
  const std::string_view word(text);
  if (word == "true") {
    *value = true;
  } else if (word == "false") {
    *value = false;
  } else {
    Error(e.node, fmt::format("the attribute '{}' of <{}> must be 'true' or "
                              "'false', but is '{}'",
                              attr, e.node->Name(), text));
    return Read::kBad;
  }
  return Read::kOk;
}

bool MujocoReader::ReadOrientation(const Element& e, RotationMatrixd* R) {
  *R = RotationMatrixd();
  // The element's own orientation wins over its classes' (MuJoCo applies a
  // default orientation only to elements that set none).
  auto count_on = [](const XMLElement* node, const char** which) {
    int count = 0;
    for (const char* attr : kOrientationAttributes) {
      if (node->Attribute(attr) != nullptr) {
        ++count;
        *which = attr;
      }
    }
    return count;
  };
  const XMLElement* holder = nullptr;
  const char* which = nullptr;
  int count = count_on(e.node, &which);
  if (count > 0) {
    holder = e.node;
  } else {
    std::string cls = e.cls;
    for (size_t depth = 0;
         !cls.empty() && depth <= classes_.size() && holder == nullptr;
         ++depth) {
      auto it = classes_.find(cls);
      if (it == classes_.end()) break;
      auto kind = it->second.elements.find(e.kind);
      if (kind != it->second.elements.end()) {
        for (auto d = kind->second.rbegin(); d != kind->second.rend(); ++d) {
          count = count_on(*d, &which);
          if (count > 0) {
            holder = *d;
            break;
          }
        }
      }
      cls = it->second.parent;
    }
  }
  if (holder == nullptr) return true;
  if (count > 1) {
    Error(e.node, fmt::format("<{}> has more than one orientation attribute "
                              "(perhaps through its default class); give at "
                              "most one of quat, axisangle, euler, xyaxes or "
                              "zaxis",
                              e.node->Name()));
    return false;
  }
  const std::string attr = which;
  const char* text = holder->Attribute(which);
  std::vector<double> v;
  auto bad_direction = [&](const char* what) {
    Error(e.node, fmt::format("the {} in the attribute '{}' of <{}> ('{}') is "
                              "zero",
                              what, attr, e.node->Name(), text));
    return false;
  };
  const double to_radians = degrees_ ? M_PI / 180.0 : 1.0;
  if (attr == "quat") {
    if (ParseText(e.node, which, text, 4, 4, &v) != Read::kOk) return false;
    const Quaterniond q(v[0], v[1], v[2], v[3]);  // MuJoCo: w, x, y, z.
    if (q.norm() < 1e-12) return bad_direction("quaternion");
    *R = RotationMatrixd(q.normalized());
  } else if (attr == "axisangle") {
    if (ParseText(e.node, which, text, 4, 4, &v) != Read::kOk) return false;
    const Vector3d axis(v[0], v[1], v[2]);
    if (axis.norm() < 1e-12) return bad_direction("axis");
    *R = RotationMatrixd(AngleAxisd(v[3] * to_radians, axis.normalized()));
  } else if (attr == "euler") {
    if (ParseText(e.node, which, text, 3, 3, &v) != Read::kOk) return false;
    // eulerseq: lowercase letters rotate about the moving (intrinsic) axes
    // (post-multiply), uppercase about the fixed (extrinsic) axes.
    Quaterniond q = Quaterniond::Identity();
    for (int i = 0; i < 3; ++i) {
      const char c = eulerseq_[i];
      const int index = std::tolower(static_cast<unsigned char>(c)) - 'x';
      const Quaterniond step(
          AngleAxisd(v[i] * to_radians, Vector3d::Unit(index)));
      q = std::islower(static_cast<unsigned char>(c)) ? q * step : step * q;
    }
    *R = RotationMatrixd(q.normalized());
  } else if (attr == "xyaxes") {
    if (ParseText(e.node, which, text, 6, 6, &v) != Read::kOk) return false;
    const Vector3d x(v[0], v[1], v[2]);
    const Vector3d y(v[3], v[4], v[5]);
    if (x.norm() < 1e-12) return bad_direction("x axis");
    const Vector3d x_unit = x.normalized();
    // Gram-Schmidt, as MuJoCo does.
    const Vector3d y_orthogonal = y - x_unit.dot(y) * x_unit;
    if (y_orthogonal.norm() < 1e-12) return bad_direction("y axis");
    Matrix3d m;
    m.col(0) = x_unit;
    m.col(1) = y_orthogonal.normalized();
    m.col(2) = m.col(0).cross(m.col(1));
    *R = RotationMatrixd(m);
  } else {  // zaxis
    if (ParseText(e.node, which, text, 3, 3, &v) != Read::kOk) return false;
    const Vector3d z(v[0], v[1], v[2]);
    if (z.norm() < 1e-12) return bad_direction("z axis");
    // The smallest rotation taking (0, 0, 1) onto the axis.
    *R = RotationMatrixd(
        Quaterniond::FromTwoVectors(Vector3d::UnitZ(), z.normalized()));
  }
  return true;
}

bool MujocoReader::ReadPose(const Element& e, RigidTransformd* X) {
  Vector3d pos = Vector3d::Zero();
  if (ReadVector3(e, "pos", &pos) == Read::kBad) return false;
  RotationMatrixd R;
  if (!ReadOrientation(e, &R)) return false;
  *X = RigidTransformd(R, pos);
  return true;
}

bool MujocoReader::ReadLimits(const Element& e, const char* limited_attr,
                              const char* range_attr, bool* limited,
                              double* lower, double* upper) {
  std::vector<double> range;
  const Read has_range = ReadNumbers(e, range_attr, 2, 2, &range);
  if (has_range == Read::kBad) return false;
  const char* text = Attr(e, limited_attr);
  const std::string mode = text != nullptr ? text : "auto";
  if (mode == "true") {
    *limited = true;
  } else if (mode == "false") {
    *limited = false;
  } else if (mode == "auto") {
    *limited = autolimits_ && has_range == Read::kOk;
    if (!autolimits_ && has_range == Read::kOk) {
      Error(e.node, fmt::format("<{}> has a '{}' but '{}' is 'auto' and the "
                                "compiler's autolimits is false; set '{}'",
                                e.node->Name(), range_attr, limited_attr,
                                limited_attr));
      return false;
    }
  } else {
    Error(e.node, fmt::format("the attribute '{}' of <{}> must be 'true', "
                              "'false' or 'auto', but is '{}'",
                              limited_attr, e.node->Name(), mode));
    return false;
  }
  // MuJoCo's default range is (0, 0).
  *lower = has_range == Read::kOk ? range[0] : 0.0;
  *upper = has_range == Read::kOk ? range[1] : 0.0;
  return true;
}

void MujocoReader::ReadCompiler(const XMLElement* node) {
  CheckAttributes(node, "compiler");
  const Element e{node, "compiler", ""};
  if (const char* angle = node->Attribute("angle")) {
    const std::string_view word(angle);
    if (word == "degree") {
      degrees_ = true;
    } else if (word == "radian") {
      degrees_ = false;
    } else {
      Error(node, fmt::format("the attribute 'angle' of <compiler> must be "
                              "'degree' or 'radian', but is '{}'",
                              angle));
    }
  }
  if (const char* seq = node->Attribute("eulerseq")) {
    const std::string text(seq);
    if (text.size() != 3 ||
        text.find_first_not_of("xyzXYZ") != std::string::npos) {
      Error(node, fmt::format("the attribute 'eulerseq' of <compiler> must "
                              "be three letters from x, y, z, X, Y, Z, but "
                              "is '{}'",
                              text));
    } else {
      eulerseq_ = text;
    }
  }
  ReadBool(e, "autolimits", &autolimits_);
  if (const char* inertia = node->Attribute("inertiafromgeom")) {
    const std::string text(inertia);
    if (text == "true" || text == "false" || text == "auto") {
      inertia_from_geom_ = text;
    } else {
      Error(node, fmt::format("the attribute 'inertiafromgeom' of <compiler> "
                              "must be 'true', 'false' or 'auto', but is "
                              "'{}'",
                              text));
    }
  }
  if (const char* coordinate = node->Attribute("coordinate")) {
    if (std::string_view(coordinate) != "local") {
      Error(node, fmt::format("the compiler coordinate '{}' is not supported; "
                              "only 'local' is",
                              coordinate));
    }
  }
  if (const char* assetdir = node->Attribute("assetdir")) meshdir_ = assetdir;
  if (const char* meshdir = node->Attribute("meshdir")) meshdir_ = meshdir;
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    WarnUnsupportedElement(child);
  }
}

void MujocoReader::ReadOption(const XMLElement* node) {
  CheckAttributes(node, "option");
  const Element e{node, "option", ""};
  Vector3d gravity;
  if (ReadVector3(e, "gravity", &gravity) == Read::kOk) {
    model_.gravity = gravity;
  }
  if (node->Attribute("timestep") != nullptr) {
    Warning(node,
            "ignoring the attribute 'timestep' of <option>; the time "
            "step is the MultibodyPlant's (e.g. "
            "MultibodyPlantConfig::time_step)");
  }
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    WarnUnsupportedElement(child);
  }
}

void MujocoReader::ReadDefault(const XMLElement* node,
                               const std::string& parent) {
  const char* cls = node->Attribute("class");
  std::string class_name;
  if (parent.empty()) {
    if (cls != nullptr && std::string_view(cls) != "main") {
      Error(node, fmt::format("the top-level <default> is the class 'main'; "
                              "its class attribute must be 'main' or absent, "
                              "but is '{}'",
                              cls));
      return;
    }
    class_name = "main";
  } else {
    if (cls == nullptr || cls[0] == '\0') {
      Error(node, "a nested <default> must have a 'class' attribute");
      return;
    }
    class_name = cls;
    if (classes_.count(class_name) > 0) {
      Error(node,
            fmt::format("the default class '{}' is defined twice", class_name));
      return;
    }
  }
  DefaultClass& entry = classes_[class_name];
  entry.parent = parent;
  static const std::set<std::string> kKinds = {"geom",     "joint", "motor",
                                               "position", "mesh",  "material"};
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string kind = child->Name();
    if (kind == "default") {
      ReadDefault(child, class_name);
    } else if (kKinds.count(kind) > 0) {
      CheckAttributes(child, kind);
      classes_[class_name].elements[kind].push_back(child);
    } else {
      WarnUnsupportedElement(child);
    }
  }
}

void MujocoReader::ReadAsset(const XMLElement* node) {
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string kind = child->Name();
    if (kind == "material") {
      const char* name = child->Attribute("name");
      if (name == nullptr || name[0] == '\0') {
        Error(child, "<material> is missing the required attribute 'name'");
        continue;
      }
      const std::optional<Element> e = MakeElement(child, "material", "");
      if (e) materials_[name] = *e;
    } else if (kind == "mesh") {
      const std::optional<Element> e = MakeElement(child, "mesh", "");
      if (!e) continue;
      const char* file = Attr(*e, "file");
      if (file == nullptr) {
        Warning(child,
                "ignoring a <mesh> without a 'file' attribute (meshes "
                "given by vertices are not supported)");
        continue;
      }
      const char* name = child->Attribute("name");
      const std::string mesh_name =
          name != nullptr ? std::string(name) : fs::path(file).stem().string();
      MeshAsset asset;
      if (ReadVector3(*e, "scale", &asset.scale) == Read::kBad) continue;
      // MuJoCo: an absolute file is used as is; otherwise meshdir (itself
      // absolute, or relative to the model file's folder) is prepended.
      fs::path path(file);
      if (!path.is_absolute()) {
        const fs::path base = source_.IsFilename()
                                  ? fs::path(source_.data()).parent_path()
                                  : fs::current_path();
        path = meshdir_ ? (meshdir_->is_absolute() ? *meshdir_ / path
                                                   : base / *meshdir_ / path)
                        : base / path;
      }
      std::error_code ec;
      if (!fs::is_regular_file(path, ec)) {
        Error(child, fmt::format("the mesh file '{}' of mesh '{}' does not "
                                 "exist",
                                 path.string(), mesh_name));
        continue;
      }
      std::string extension = path.extension().string();
      for (char& c : extension) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      }
      if (extension != ".obj") {
        Error(child, fmt::format("the mesh file '{}' is not an .obj file; only "
                                 ".obj meshes are supported (as in Drake)",
                                 path.string()));
        continue;
      }
      asset.file = fs::weakly_canonical(path, ec).string();
      meshes_[mesh_name] = asset;
    } else {
      WarnUnsupportedElement(child);
    }
  }
}

bool MujocoReader::ReadInertial(const XMLElement* node,
                                SpatialInertia<double>* M_BBo_B) {
  CheckAttributes(node, "inertial");
  const Element e{node, "inertial", ""};
  // F is MuJoCo's inertial frame: origin at the center of mass, axes along
  // the principal axes when diaginertia is given.
  RigidTransformd X_BF;
  if (!ReadPose(e, &X_BF)) return false;
  double mass = 0;
  const Read has_mass = ReadScalar(e, "mass", &mass);
  if (has_mass == Read::kBad) return false;
  if (has_mass == Read::kMissing) {
    Error(node, "<inertial> is missing the required attribute 'mass'");
    return false;
  }
  std::vector<double> values;
  RotationalInertia<double> I_BFo_B;
  const Read diag = ReadNumbers(e, "diaginertia", 3, 3, &values);
  if (diag == Read::kBad) return false;
  if (diag == Read::kOk) {
    // diaginertia is the inertia about Fo expressed in F.
    const Vector3d moments(values[0], values[1], values[2]);
    const Matrix3d R_BF = X_BF.rotation().matrix();
    const Matrix3d I = R_BF * moments.asDiagonal() * R_BF.transpose();
    I_BFo_B = RotationalInertia<double>(I(0, 0), I(1, 1), I(2, 2), I(0, 1),
                                        I(0, 2), I(1, 2));
  } else {
    // fullinertia (Ixx Iyy Izz Ixy Ixz Iyz) is about Fo, expressed in B
    // (MuJoCo diagonalizes it to find F's orientation).
    const Read full = ReadNumbers(e, "fullinertia", 6, 6, &values);
    if (full == Read::kBad) return false;
    if (full == Read::kMissing) {
      Error(node,
            "<inertial> needs a 'diaginertia' or a 'fullinertia' "
            "attribute");
      return false;
    }
    I_BFo_B = RotationalInertia<double>(values[0], values[1], values[2],
                                        values[3], values[4], values[5]);
  }
  try {
    *M_BBo_B = SpatialInertia<double>::MakeFromCentralInertia(
        mass, X_BF.translation(), I_BFo_B);
  } catch (const std::exception& error) {
    Error(node, fmt::format("<inertial> is not physically valid (mass {} "
                            "kg): {}",
                            mass, error.what()));
    return false;
  }
  return true;
}

std::optional<MjJoint> MujocoReader::ReadJoint(const Element& e,
                                               bool* is_free) {
  *is_free = false;
  MjJoint joint;
  joint.line = e.node->GetLineNum();
  if (const char* name = e.node->Attribute("name")) joint.name = name;
  const char* type_text = Attr(e, "type");
  const std::string type = type_text != nullptr ? type_text : "hinge";
  if (type == "free") {
    *is_free = true;
    double damping = 0;
    if (ReadScalar(e, "damping", &damping) == Read::kOk && damping != 0) {
      Warning(e.node,
              "ignoring the damping of a free joint (not supported "
              "for floating bodies)");
    }
    return joint;
  }
  if (type == "hinge") {
    joint.kind = MjJoint::Kind::kHinge;
  } else if (type == "slide") {
    joint.kind = MjJoint::Kind::kSlide;
  } else if (type == "ball") {
    joint.kind = MjJoint::Kind::kBall;
  } else {
    Error(e.node, fmt::format("the joint type '{}' is not supported; expected "
                              "hinge, slide, ball or free",
                              type));
    return std::nullopt;
  }
  if (ReadVector3(e, "pos", &joint.pos) == Read::kBad) return std::nullopt;
  if (ReadVector3(e, "axis", &joint.axis) == Read::kBad) return std::nullopt;
  if (joint.axis.norm() < 1e-12) {
    Error(e.node,
          fmt::format("the axis of the joint '{}' is zero", joint.name));
    return std::nullopt;
  }
  joint.axis.normalize();
  if (ReadScalar(e, "damping", &joint.damping) == Read::kBad) {
    return std::nullopt;
  }
  if (joint.damping < 0) {
    Error(e.node, fmt::format("the damping of the joint '{}' must be "
                              "non-negative, but is {}",
                              joint.name, joint.damping));
    return std::nullopt;
  }
  double armature = 0;
  const Read has_armature = ReadScalar(e, "armature", &armature);
  if (has_armature == Read::kBad) return std::nullopt;
  if (has_armature == Read::kOk) {
    if (armature < 0) {
      Error(e.node, fmt::format("the armature of the joint '{}' must be "
                                "non-negative, but is {}",
                                joint.name, armature));
      return std::nullopt;
    }
    joint.armature = armature;
  }
  const double to_radians = degrees_ ? M_PI / 180.0 : 1.0;
  const double unit = joint.kind == MjJoint::Kind::kSlide ? 1.0 : to_radians;
  if (ReadScalar(e, "ref", &joint.ref) == Read::kBad) return std::nullopt;
  joint.ref *= unit;
  bool limited = false;
  double lower = 0, upper = 0;
  if (!ReadLimits(e, "limited", "range", &limited, &lower, &upper)) {
    return std::nullopt;
  }
  if (limited) {
    if (joint.kind == MjJoint::Kind::kBall) {
      Warning(e.node, fmt::format("ignoring the range of the ball joint '{}' "
                                  "(ball joint limits are not supported)",
                                  joint.name));
    } else {
      if (lower > upper) {
        Error(e.node, fmt::format("the range of the joint '{}' has its lower "
                                  "limit above its upper limit ({} > {})",
                                  joint.name, lower, upper));
        return std::nullopt;
      }
      joint.lower = lower * unit;
      joint.upper = upper * unit;
    }
  }
  if (joint.kind == MjJoint::Kind::kBall && joint.ref != 0) {
    Warning(e.node, "ignoring the 'ref' of a ball joint");
    joint.ref = 0;
  }
  return joint;
}

std::optional<MjGeom> MujocoReader::ReadGeom(const Element& e, int index,
                                             bool is_static,
                                             SpatialInertia<double>* M_BBo_B) {
  MjGeom geom;
  geom.line = e.node->GetLineNum();
  // The name is not inherited from defaults.
  const char* name = e.node->Attribute("name");
  geom.name =
      name != nullptr ? std::string(name) : fmt::format("geom{}", index);
  const char* type_text = Attr(e, "type");
  const std::string type = type_text != nullptr ? type_text : "sphere";
  std::vector<double> size;
  if (ReadNumbers(e, "size", 1, 3, &size) == Read::kBad) return std::nullopt;
  for (double s : size) {
    if (s < 0) {
      Error(e.node, fmt::format("the size of geom '{}' must be non-negative, "
                                "but is '{}'",
                                geom.name, Attr(e, "size")));
      return std::nullopt;
    }
  }
  std::vector<double> fromto;
  const Read has_fromto = ReadNumbers(e, "fromto", 6, 6, &fromto);
  if (has_fromto == Read::kBad) return std::nullopt;
  double fromto_length = 0;
  if (has_fromto == Read::kOk) {
    const Vector3d from(fromto[0], fromto[1], fromto[2]);
    const Vector3d to(fromto[3], fromto[4], fromto[5]);
    fromto_length = (to - from).norm();
    if (type == "capsule" || type == "cylinder") {
      if (fromto_length < 1e-12) {
        Error(e.node, fmt::format("the fromto of geom '{}' has zero length",
                                  geom.name));
        return std::nullopt;
      }
      // The geom's z axis runs from `from` to `to`; its origin is midway.
      geom.X_BG =
          RigidTransformd(RotationMatrixd(Quaterniond::FromTwoVectors(
                              Vector3d::UnitZ(), (to - from) / fromto_length)),
                          (from + to) / 2);
    } else {
      Warning(e.node, fmt::format("ignoring geom '{}': fromto is supported for "
                                  "capsules and cylinders only",
                                  geom.name));
      return std::nullopt;
    }
  } else if (!ReadPose(e, &geom.X_BG)) {
    return std::nullopt;
  }
  const char* mesh = Attr(e, "mesh");
  if (mesh != nullptr && type != "mesh") {
    Error(e.node, fmt::format("geom '{}' of type '{}' has a mesh attribute; "
                              "fitting primitives to meshes is not supported",
                              geom.name, type));
    return std::nullopt;
  }
  auto need_size = [&](size_t count, const char* what) {
    if (size.size() >= count) return true;
    Error(e.node,
          fmt::format("the {} geom '{}' needs a size attribute with at "
                      "least {} number{} ({})",
                      type, geom.name, count, count == 1 ? "" : "s", what));
    return false;
  };
  using Type = ParsedGeometry::Type;
  ParsedGeometry& shape = geom.shape;
  shape.line = geom.line;
  // Volume and unit inertia about the geom's origin, in G.
  double volume = 0;
  UnitInertia<double> G_GGo_G(0, 0, 0);
  if (type == "plane") {
    if (!is_static) {
      Error(e.node, fmt::format("the plane geom '{}' must belong to the world "
                                "or to a body welded to it (planes are "
                                "half spaces)",
                                geom.name));
      return std::nullopt;
    }
    shape.type = Type::kHalfSpace;
  } else if (type == "sphere") {
    // MuJoCo's default size is zero; Drake allows a zero-radius sphere.
    shape.type = Type::kSphere;
    shape.radius = size.empty() ? 0.0 : size[0];
    volume = 4.0 / 3.0 * M_PI * std::pow(shape.radius, 3);
    G_GGo_G = UnitInertia<double>::SolidSphere(shape.radius);
  } else if (type == "capsule" || type == "cylinder") {
    const bool capsule = type == "capsule";
    if (has_fromto == Read::kOk) {
      if (!need_size(1, "the radius")) return std::nullopt;
      shape.length = fromto_length;
    } else {
      if (!need_size(2, "the radius and the half length")) return std::nullopt;
      shape.length = 2 * size[1];
    }
    shape.radius = size[0];
    shape.type = capsule ? Type::kCapsule : Type::kCylinder;
    const double r = shape.radius;
    const double length = shape.length;
    volume =
        M_PI * r * r * length + (capsule ? 4.0 / 3.0 * M_PI * r * r * r : 0.0);
    G_GGo_G =
        capsule
            ? UnitInertia<double>::SolidCapsule(r, length, Vector3d::UnitZ())
            : UnitInertia<double>::SolidCylinder(r, length, Vector3d::UnitZ());
  } else if (type == "box") {
    if (!need_size(3, "the half sizes")) return std::nullopt;
    shape.type = Type::kBox;
    shape.size = 2 * Vector3d(size[0], size[1], size[2]);
    volume = shape.size.prod();
    G_GGo_G = UnitInertia<double>::SolidBox(shape.size.x(), shape.size.y(),
                                            shape.size.z());
  } else if (type == "ellipsoid") {
    if (!need_size(3, "the semi-axes")) return std::nullopt;
    shape.type = Type::kEllipsoid;
    shape.semi_axes = Vector3d(size[0], size[1], size[2]);
    volume = 4.0 / 3.0 * M_PI * shape.semi_axes.prod();
    G_GGo_G = UnitInertia<double>::SolidEllipsoid(size[0], size[1], size[2]);
  } else if (type == "mesh") {
    if (mesh == nullptr) {
      Error(e.node,
            fmt::format("the mesh geom '{}' has no mesh attribute", geom.name));
      return std::nullopt;
    }
    auto it = meshes_.find(mesh);
    if (it == meshes_.end()) {
      Warning(e.node, fmt::format("ignoring geom '{}': it refers to the "
                                  "unknown mesh '{}'",
                                  geom.name, mesh));
      return std::nullopt;
    }
    shape.type = Type::kMesh;
    shape.mesh_filename = it->second.file;
    shape.mesh_resolved_path = it->second.file;
    shape.mesh_scale = it->second.scale;
  } else if (type == "hfield" || type == "sdf") {
    Warning(e.node, fmt::format("ignoring geom '{}': the geom type '{}' is not "
                                "supported",
                                geom.name, type));
    return std::nullopt;
  } else {
    Error(e.node, fmt::format("the geom type '{}' of geom '{}' is not "
                              "supported; expected plane, sphere, capsule, "
                              "cylinder, box, ellipsoid or mesh",
                              type, geom.name));
    return std::nullopt;
  }

  // Contact and visual settings.
  int contype = 1, conaffinity = 1, condim = 3, group = 0;
  if (ReadInt(e, "contype", &contype) == Read::kBad ||
      ReadInt(e, "conaffinity", &conaffinity) == Read::kBad ||
      ReadInt(e, "condim", &condim) == Read::kBad ||
      ReadInt(e, "group", &group) == Read::kBad) {
    return std::nullopt;
  }
  if (contype == 0 && conaffinity == 0) {
    // MJCF's usual way of saying "visual only".
    geom.collision = false;
  } else if (contype != 1 || conaffinity != 1) {
    Warning(e.node, fmt::format("geom '{}' has contype={} and conaffinity={}; "
                                "collision filtering by contype/conaffinity "
                                "is not supported (it collides with "
                                "everything)",
                                geom.name, contype, conaffinity));
  }
  if (condim != 3) {
    Warning(e.node, fmt::format("geom '{}' has condim={}, which is not "
                                "supported; condim=3 is used",
                                geom.name, condim));
  }
  // MuJoCo's viewer hides groups above 2: collision-only geometry.
  if (group > 2) geom.visual = false;
  if (const char* material = Attr(e, "material")) {
    auto it = materials_.find(material);
    if (it == materials_.end()) {
      Warning(e.node, fmt::format("geom '{}' refers to the unknown material "
                                  "'{}'",
                                  geom.name, material));
    } else {
      std::vector<double> rgba;
      if (ReadNumbers(it->second, "rgba", 4, 4, &rgba) == Read::kOk) {
        geom.rgba << rgba[0], rgba[1], rgba[2], rgba[3];
      }
    }
  }
  std::vector<double> values;
  const Read has_rgba = ReadNumbers(e, "rgba", 4, 4, &values);
  if (has_rgba == Read::kBad) return std::nullopt;
  if (has_rgba == Read::kOk) {
    geom.rgba << values[0], values[1], values[2], values[3];
  }
  const Read has_friction = ReadNumbers(e, "friction", 1, 3, &values);
  if (has_friction == Read::kBad) return std::nullopt;
  if (has_friction == Read::kOk) {
    if (values[0] < 0) {
      Error(e.node, fmt::format("the friction of geom '{}' must be "
                                "non-negative, but is {}",
                                geom.name, values[0]));
      return std::nullopt;
    }
    geom.friction = values[0];
    if ((values.size() > 1 && values[1] != 0) ||
        (values.size() > 2 && values[2] != 0)) {
      Warning(e.node, fmt::format("ignoring the torsional and rolling friction "
                                  "of geom '{}' (only sliding friction is "
                                  "supported)",
                                  geom.name));
    }
  }

  // Mass properties: the geom's mass, else density (default 1000 kg/m³)
  // times volume, spread uniformly.
  if (M_BBo_B != nullptr && shape.type != Type::kHalfSpace) {
    if (shape.type == Type::kMesh) {
      Error(e.node, fmt::format("cannot compute the inertia of the mesh geom "
                                "'{}'; give its body an <inertial>",
                                geom.name));
      return std::nullopt;
    }
    double mass = 0;
    const Read has_mass = ReadScalar(e, "mass", &mass);
    if (has_mass == Read::kBad) return std::nullopt;
    if (has_mass == Read::kMissing) {
      double density = 1000.0;
      if (ReadScalar(e, "density", &density) == Read::kBad) {
        return std::nullopt;
      }
      if (density < 0) {
        Error(e.node, fmt::format("the density of geom '{}' must be "
                                  "non-negative, but is {}",
                                  geom.name, density));
        return std::nullopt;
      }
      mass = density * volume;
    }
    if (mass < 0) {
      Error(e.node, fmt::format("the mass of geom '{}' must be non-negative, "
                                "but is {}",
                                geom.name, mass));
      return std::nullopt;
    }
    // M_GGo_G about the geom's center, re-expressed in B and shifted to Bo.
    const SpatialInertia<double> M_GGo_G(mass, Vector3d::Zero(), G_GGo_G,
                                         /* skip_validity_check = */ true);
    *M_BBo_B +=
        M_GGo_G.ReExpress(geom.X_BG.rotation()).Shift(-geom.X_BG.translation());
  }
  return geom;
}

void MujocoReader::ReadBody(const XMLElement* node, int parent,
                            const RigidTransformd& X_WP,
                            const std::string& parent_childclass,
                            bool parent_is_static) {
  CheckAttributes(node, "body");
  MjBody body;
  body.parent = parent;
  body.line = node->GetLineNum();
  const char* name = node->Attribute("name");
  body.name = name != nullptr ? std::string(name)
                              : fmt::format("body{}", model_.bodies.size() + 1);
  std::string childclass = parent_childclass;
  if (const char* cls = node->Attribute("childclass")) {
    if (classes_.count(cls) == 0) {
      Error(node, fmt::format("<body> '{}' refers to the unknown default "
                              "class '{}'",
                              body.name, cls));
      return;
    }
    childclass = cls;
  }
  if (!ReadPose(Element{node, "body", ""}, &body.X_PB)) return;
  body.X_WB = X_WP * body.X_PB;

  // Joints, in file order.
  bool ok = true;
  const XMLElement* free_node = nullptr;
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string kind = child->Name();
    if (kind == "freejoint") {
      CheckAttributes(child, "freejoint");
      free_node = child;
    } else if (kind == "joint") {
      const std::optional<Element> e = MakeElement(child, "joint", childclass);
      if (!e) {
        ok = false;
        continue;
      }
      bool is_free = false;
      std::optional<MjJoint> joint = ReadJoint(*e, &is_free);
      if (!joint) {
        ok = false;
      } else if (is_free) {
        free_node = child;
      } else {
        body.joints.push_back(std::move(*joint));
      }
    }
  }
  if (!ok) return;
  if (free_node != nullptr) {
    if (!body.joints.empty()) {
      Error(free_node, fmt::format("body '{}' has a free joint and other "
                                   "joints; a free joint must be the body's "
                                   "only joint",
                                   body.name));
      return;
    }
    if (parent != -1) {
      Error(free_node, fmt::format("body '{}' has a free joint but is not a "
                                   "child of <worldbody>; free joints are "
                                   "allowed in top-level bodies only",
                                   body.name));
      return;
    }
    body.is_free = true;
  }
  // Massless intermediate bodies for all joints but the last; default joint
  // names "<parent>-<child>" as in Drake.
  for (size_t i = 0; i + 1 < body.joints.size(); ++i) {
    body.dummy_names.push_back(fmt::format("{}{}", body.name, i));
  }
  const std::string parent_name =
      parent == -1 ? "world" : model_.bodies[parent].name;
  for (size_t i = 0; i < body.joints.size(); ++i) {
    if (!body.joints[i].name.empty()) continue;
    const std::string& p = i == 0 ? parent_name : body.dummy_names[i - 1];
    const std::string& c =
        i + 1 == body.joints.size() ? body.name : body.dummy_names[i];
    body.joints[i].name = fmt::format("{}-{}", p, c);
  }
  const bool is_static =
      parent_is_static && body.joints.empty() && !body.is_free;

  // Mass properties: <inertial>, or the geoms' (inertiafromgeom).
  const XMLElement* inertial = node->FirstChildElement("inertial");
  const bool from_geoms = inertia_from_geom_ == "true" ||
                          (inertia_from_geom_ == "auto" && inertial == nullptr);
  if (!from_geoms) {
    if (inertial == nullptr) {
      Error(node, fmt::format("body '{}' has no <inertial> and the compiler's "
                              "inertiafromgeom is false",
                              body.name));
      return;
    }
    if (!ReadInertial(inertial, &body.M_BBo_B)) return;
  }
  int geom_index = 0;
  for (const XMLElement* child = node->FirstChildElement("geom");
       child != nullptr; child = child->NextSiblingElement("geom")) {
    const std::optional<Element> e = MakeElement(child, "geom", childclass);
    if (!e) {
      ok = false;
      continue;
    }
    std::optional<MjGeom> geom = ReadGeom(*e, geom_index++, is_static,
                                          from_geoms ? &body.M_BBo_B : nullptr);
    if (geom) body.geoms.push_back(std::move(*geom));
  }
  if (!ok) return;
  if (from_geoms && !body.M_BBo_B.IsPhysicallyValid()) {
    Error(node,
          fmt::format("the inertia of body '{}' computed from its geoms "
                      "is not physically valid: {}",
                      body.name, body.M_BBo_B.CriticizeNotPhysicallyValid()));
    return;
  }
  static const std::set<std::string> kHandled = {"joint", "freejoint",
                                                 "inertial", "geom", "body"};
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    if (kHandled.count(child->Name()) == 0) WarnUnsupportedElement(child);
  }
  model_.bodies.push_back(std::move(body));
  const int index = static_cast<int>(model_.bodies.size()) - 1;
  const RigidTransformd X_WB = model_.bodies[index].X_WB;
  for (const XMLElement* child = node->FirstChildElement("body");
       child != nullptr; child = child->NextSiblingElement("body")) {
    ReadBody(child, index, X_WB, childclass, is_static);
  }
}

void MujocoReader::ReadWorldBody(const XMLElement* node) {
  CheckAttributes(node, "worldbody");
  int geom_index = static_cast<int>(model_.world_geoms.size());
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string kind = child->Name();
    if (kind == "geom") {
      const std::optional<Element> e = MakeElement(child, "geom", "");
      if (!e) continue;
      std::optional<MjGeom> geom = ReadGeom(*e, geom_index++, true, nullptr);
      if (geom) model_.world_geoms.push_back(std::move(*geom));
    } else if (kind == "body") {
      ReadBody(child, -1, RigidTransformd(), "", true);
    } else {
      WarnUnsupportedElement(child);
    }
  }
}

void MujocoReader::ReadActuator(const XMLElement* node) {
  for (const XMLElement* child = node->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    const std::string kind = child->Name();
    if (kind != "motor" && kind != "position") {
      WarnUnsupportedElement(child);
      continue;
    }
    const std::optional<Element> e = MakeElement(child, kind, "");
    if (!e) continue;
    MjActuator actuator;
    actuator.line = child->GetLineNum();
    const char* name = child->Attribute("name");
    actuator.name = name != nullptr
                        ? std::string(name)
                        : fmt::format("motor{}", model_.actuators.size());
    const char* joint = Attr(*e, "joint");
    if (joint == nullptr) {
      Warning(child, fmt::format("ignoring the actuator '{}': only actuators "
                                 "with a 'joint' transmission are supported",
                                 actuator.name));
      continue;
    }
    actuator.joint = joint;
    // The effort limit: the larger magnitude of ctrlrange and of forcerange
    // (the smaller of the two when both are given), as in Drake.
    bool limited = false;
    double lower = 0, upper = 0;
    bool bad = false;
    for (const auto& [limited_attr, range_attr] :
         {std::pair{"ctrllimited", "ctrlrange"},
          std::pair{"forcelimited", "forcerange"}}) {
      if (!ReadLimits(*e, limited_attr, range_attr, &limited, &lower, &upper)) {
        bad = true;
        break;
      }
      if (!limited) continue;
      if (lower > upper) {
        Warning(child, fmt::format("ignoring the {} of the actuator '{}': its "
                                   "lower limit is above its upper limit",
                                   range_attr, actuator.name));
        continue;
      }
      const double limit = std::max(upper, -lower);
      if (-lower != upper) {
        Warning(child, fmt::format("the {} of the actuator '{}' is not "
                                   "symmetric; the effort limit is the "
                                   "larger magnitude, {}",
                                   range_attr, actuator.name, limit));
      }
      actuator.effort_limit = std::min(actuator.effort_limit, limit);
    }
    if (bad) continue;
    if (!(actuator.effort_limit > 0)) {
      Error(child, fmt::format("the actuator '{}' has an effort limit of {}; "
                               "it must be positive",
                               actuator.name, actuator.effort_limit));
      continue;
    }
    std::vector<double> gear;
    const Read has_gear = ReadNumbers(*e, "gear", 1, 6, &gear);
    if (has_gear == Read::kBad) continue;
    if (has_gear == Read::kOk) {
      // Only the first value matters for a joint transmission.
      if (gear.size() != 1 && gear.size() != 6) {
        Warning(child, fmt::format("the gear of the actuator '{}' should have "
                                   "1 or 6 values; the first is used",
                                   actuator.name));
      }
      actuator.gear = gear[0];
    }
    if (kind == "position") {
      PdControllerGains gains{1.0, 0.0};  // MuJoCo's defaults.
      if (ReadScalar(*e, "kp", &gains.p) == Read::kBad ||
          ReadScalar(*e, "kv", &gains.d) == Read::kBad) {
        continue;
      }
      if (gains.p < 0 || gains.d < 0) {
        Error(child, fmt::format("the gains of the position actuator '{}' "
                                 "must be non-negative, but are kp={} kv={}",
                                 actuator.name, gains.p, gains.d));
        continue;
      }
      actuator.gains = gains;
    }
    model_.actuators.push_back(std::move(actuator));
  }
}

void MujocoReader::CheckNames() {
  // Bodies (and the intermediate bodies) share one namespace with "world".
  std::map<std::string, int> body_lines{{"world", 0}};
  std::map<std::string, int> joint_lines;
  std::map<std::string, const MjJoint*> joints;
  for (MjBody& body : model_.bodies) {
    if (!body_lines.emplace(body.name, body.line).second) {
      const int line = body_lines.at(body.name);
      DiagnosticDetail detail;
      detail.filename = name_;
      detail.line = body.line;
      detail.message = line == 0
                           ? fmt::format("a body must not be named 'world'")
                           : fmt::format(
                                 "the body name '{}' is used twice (first "
                                 "at line {})",
                                 body.name, line);
      policy_.Error(detail);
    }
    // Intermediate bodies take the first free name "<body><i>", "<body><i>_",
    // ... (they are added after the file's bodies are known).
    for (const MjJoint& joint : body.joints) {
      auto [it, inserted] = joint_lines.emplace(joint.name, joint.line);
      if (!inserted) {
        DiagnosticDetail detail;
        detail.filename = name_;
        detail.line = joint.line;
        detail.message = fmt::format(
            "the joint name '{}' is used twice "
            "(first at line {})",
            joint.name, it->second);
        policy_.Error(detail);
      }
      joints.emplace(joint.name, &joint);
    }
  }
  for (MjBody& body : model_.bodies) {
    for (std::string& dummy : body.dummy_names) {
      while (body_lines.count(dummy) > 0) dummy += "_";
      body_lines.emplace(dummy, body.line);
    }
  }
  std::map<std::string, int> actuator_lines;
  for (const MjActuator& actuator : model_.actuators) {
    DiagnosticDetail detail;
    detail.filename = name_;
    detail.line = actuator.line;
    auto [it, inserted] = actuator_lines.emplace(actuator.name, actuator.line);
    if (!inserted) {
      detail.message = fmt::format(
          "the actuator name '{}' is used twice "
          "(first at line {})",
          actuator.name, it->second);
      policy_.Error(detail);
      continue;
    }
    auto joint = joints.find(actuator.joint);
    if (joint == joints.end()) {
      detail.message = fmt::format(
          "the actuator '{}' refers to the unknown "
          "joint '{}'",
          actuator.name, actuator.joint);
      policy_.Error(detail);
    } else if (joint->second->kind == MjJoint::Kind::kBall) {
      detail.message = fmt::format(
          "the actuator '{}' drives the ball joint "
          "'{}'; only hinge and slide joints can be "
          "actuated",
          actuator.name, actuator.joint);
      policy_.Error(detail);
    }
  }
}

MjModel MujocoReader::Run() {
  tinyxml2::XMLDocument document;
  if (source_.IsFilename()) {
    document.LoadFile(source_.data().c_str());
  } else {
    document.Parse(source_.data().c_str(), source_.data().size());
  }
  if (document.Error()) {
    DiagnosticDetail detail;
    detail.filename = name_;
    if (document.ErrorLineNum() > 0) detail.line = document.ErrorLineNum();
    detail.message = fmt::format("malformed XML: {}", document.ErrorStr());
    policy_.Error(detail);
    return {};
  }
  const XMLElement* root = document.RootElement();
  if (root == nullptr || std::string_view(root->Name()) != "mujoco") {
    Error(root, fmt::format("the root element must be <mujoco>, but is <{}>",
                            root != nullptr ? root->Name() : ""));
    return {};
  }
  CheckAttributes(root, "mujoco");
  const char* model_name = root->Attribute("model");
  if (model_name == nullptr || model_name[0] == '\0') {
    Error(root,
          "<mujoco> is missing the attribute 'model' (the model "
          "instance name)");
    return {};
  }
  model_.name = model_name;
  // The compiler settings apply to the whole file; defaults come before the
  // assets and bodies that use them.
  for (const XMLElement* child = root->FirstChildElement("compiler");
       child != nullptr; child = child->NextSiblingElement("compiler")) {
    ReadCompiler(child);
  }
  for (const XMLElement* child = root->FirstChildElement("option");
       child != nullptr; child = child->NextSiblingElement("option")) {
    ReadOption(child);
  }
  for (const XMLElement* child = root->FirstChildElement("default");
       child != nullptr; child = child->NextSiblingElement("default")) {
    ReadDefault(child, "");
  }
  for (const XMLElement* child = root->FirstChildElement("asset");
       child != nullptr; child = child->NextSiblingElement("asset")) {
    ReadAsset(child);
  }
  for (const XMLElement* child = root->FirstChildElement("worldbody");
       child != nullptr; child = child->NextSiblingElement("worldbody")) {
    ReadWorldBody(child);
  }
  for (const XMLElement* child = root->FirstChildElement("actuator");
       child != nullptr; child = child->NextSiblingElement("actuator")) {
    ReadActuator(child);
  }
  static const std::set<std::string> kHandled = {
      "compiler", "option", "default", "asset", "worldbody", "actuator"};
  for (const XMLElement* child = root->FirstChildElement(); child != nullptr;
       child = child->NextSiblingElement()) {
    if (kHandled.count(child->Name()) == 0) WarnUnsupportedElement(child);
  }
  CheckNames();
  return std::move(model_);
}

// ---------------------------------------------------------------------------
// Adding the model to the plant.

class MujocoBuilder {
 public:
  MujocoBuilder(const MjModel& model, const std::string& source,
                const MujocoParseOptions& options,
                const DiagnosticPolicy& policy, MultibodyPlant<double>* plant)
      : model_(model),
        source_(source),
        options_(options),
        policy_(policy),
        plant_(plant) {}

  std::optional<ModelInstanceIndex> Build();

 private:
  std::string PickInstanceName() const;
  void AddJoints(const MjBody& body, const RigidBody<double>& parent,
                 const RigidBody<double>& child);
  void AddGeometry(ModelInstanceIndex instance);

  const MjModel& model_;
  const std::string& source_;
  const MujocoParseOptions& options_;
  const DiagnosticPolicy& policy_;
  MultibodyPlant<double>* plant_;
  std::vector<const RigidBody<double>*> bodies_;
  std::map<std::string, JointIndex> joints_;
  std::map<std::string, double> armatures_;
};

std::string MujocoBuilder::PickInstanceName() const {
  std::string base = options_.model_name_prefix.empty()
                         ? model_.name
                         : options_.model_name_prefix + "::" + model_.name;
  if (!plant_->HasModelInstanceNamed(base) || !options_.auto_rename) {
    return base;
  }
  for (int n = 1;; ++n) {
    std::string candidate = fmt::format("{}_{}", base, n);
    if (!plant_->HasModelInstanceNamed(candidate)) return candidate;
  }
}

void MujocoBuilder::AddJoints(const MjBody& body,
                              const RigidBody<double>& parent,
                              const RigidBody<double>& child) {
  const ModelInstanceIndex instance = child.model_instance();
  if (body.is_free) {
    // The plant adds the floating joint at Finalize(), as in Drake.
    plant_->SetDefaultFreeBodyPose(child, body.X_WB);
    return;
  }
  if (body.joints.empty()) {
    plant_->WeldFrames(parent.body_frame(), child.body_frame(), body.X_PB);
    return;
  }
  // Joint i connects link i to link i + 1 of the chain parent, dummy 0, ...,
  // dummy n-2, body. Every link's frame coincides with the body frame B at
  // zero configuration, so each joint's pos p and axis a (given in B) are
  // the same in both links: F = (X_PB for the first joint) · p on the inner
  // link and M = p on the outer one, i.e. the outer link turns about a
  // through p, after the joints before it (MuJoCo's order).
  const RigidBody<double>* inner = &parent;
  const int n = static_cast<int>(body.joints.size());
  for (int i = 0; i < n; ++i) {
    const MjJoint& joint = body.joints[i];
    const RigidBody<double>& outer =
        i + 1 == n ? child
                   : plant_->AddRigidBody(body.dummy_names[i], instance,
                                          SpatialInertia<double>::Zero());
    const RigidTransformd X_IF =
        (i == 0 ? body.X_PB : RigidTransformd()) * RigidTransformd(joint.pos);
    // With ref, the written pose is at q = ref: the child frame M is turned
    // (or shifted) by ref about the axis, so q = ref gives X_FM·X_MC = X_p.
    RigidTransformd X_OM(joint.pos);
    const Joint<double>* added = nullptr;
    switch (joint.kind) {
      case MjJoint::Kind::kHinge:
        X_OM = X_OM * RigidTransformd(
                          RotationMatrixd(AngleAxisd(joint.ref, joint.axis)),
                          Vector3d::Zero());
        added = &plant_->AddJoint<RevoluteJoint>(
            joint.name, *inner, X_IF, outer, X_OM, joint.axis, joint.lower,
            joint.upper, joint.damping);
        break;
      case MjJoint::Kind::kSlide:
        X_OM = RigidTransformd(joint.pos + joint.ref * joint.axis);
        added = &plant_->AddJoint<PrismaticJoint>(
            joint.name, *inner, X_IF, outer, X_OM, joint.axis, joint.lower,
            joint.upper, joint.damping);
        break;
      case MjJoint::Kind::kBall:
        added = &plant_->AddJoint<BallRpyJoint>(joint.name, *inner, X_IF, outer,
                                                X_OM, joint.damping);
        break;
    }
    if (joint.ref != 0) {
      plant_->get_mutable_joint(added->index())
          .set_default_positions(Vector1d(joint.ref));
    }
    joints_.emplace(joint.name, added->index());
    if (joint.armature) armatures_.emplace(joint.name, *joint.armature);
    inner = &outer;
  }
}

void MujocoBuilder::AddGeometry(ModelInstanceIndex instance) {
  // Through the URDF structures, which the registration code shares.
  auto convert = [](const std::vector<MjGeom>& geoms,
                    std::vector<ParsedVisual>* visuals,
                    std::vector<ParsedCollision>* collisions) {
    for (const MjGeom& geom : geoms) {
      if (geom.visual) {
        ParsedVisual visual;
        visual.name = geom.name;
        visual.X_BG = geom.X_BG;
        visual.geometry = geom.shape;
        visual.material =
            ParsedMaterial{"", geom.rgba, std::nullopt, geom.line};
        visual.line = geom.line;
        visuals->push_back(std::move(visual));
      }
      if (geom.collision) {
        ParsedCollision collision;
        collision.name = geom.name;
        collision.X_BG = geom.X_BG;
        collision.geometry = geom.shape;
        collision.proximity.mu_dynamic = geom.friction;
        collision.proximity.mu_static = geom.friction;
        collision.line = geom.line;
        collisions->push_back(std::move(collision));
      }
    }
  };
  const bool registered = plant_->geometry_source_is_registered();
  PendingPlantGeometry kept;
  auto add = [&](const std::string& link, const std::vector<MjGeom>& geoms,
                 const RigidBody<double>& body) {
    std::vector<ParsedVisual> visuals;
    std::vector<ParsedCollision> collisions;
    convert(geoms, &visuals, &collisions);
    if (registered) {
      RegisterLinkGeometry(source_, link, visuals, collisions, body, plant_);
    } else {
      KeepLinkGeometry(source_, visuals, collisions, body, &kept);
    }
  };
  add("world", model_.world_geoms, plant_->world_body());
  for (size_t i = 0; i < model_.bodies.size(); ++i) {
    add(model_.bodies[i].name, model_.bodies[i].geoms, *bodies_[i]);
  }
  // MuJoCo filters contacts between a body and its parent body (its default
  // `filterparent`; world's children are not filtered). The plant filters
  // bodies joined by one joint; a body with several joints hangs from its
  // parent through massless intermediate bodies, so the pair is filtered
  // here.
  for (size_t i = 0; i < model_.bodies.size(); ++i) {
    const MjBody& body = model_.bodies[i];
    if (body.parent < 0 || body.joints.size() < 2) continue;
    if (body.geoms.empty() || model_.bodies[body.parent].geoms.empty()) {
      continue;
    }
    const RigidBody<double>& parent = *bodies_[body.parent];
    const RigidBody<double>& child = *bodies_[i];
    const std::string parent_group =
        fmt::format("{}/{}:filterparent", parent.name(), child.name());
    const std::string child_group =
        fmt::format("{}/{}:filterchild", parent.name(), child.name());
    if (registered) {
      plant_->ExcludeCollisionGeometriesWithCollisionFilterGroupPair(
          {parent_group, plant_->CollectRegisteredGeometries({&parent})},
          {child_group, plant_->CollectRegisteredGeometries({&child})});
    } else {
      const std::string where = fmt::format("{}:{}", source_, body.line);
      kept.collision_filter_groups.push_back(
          {instance, parent_group, {parent.index()}, {}, {child_group}, where});
      kept.collision_filter_groups.push_back(
          {instance, child_group, {child.index()}, {}, {}, where});
    }
  }
  if (registered || kept.geometries.empty()) return;
  log()->info(
      "{}: model '{}' declares {} geometries; no SceneGraph is connected, so "
      "they are kept for registration later (not dropped)",
      source_, plant_->GetModelInstanceName(instance), kept.geometries.size());
  AddPendingGeometry(*plant_, std::move(kept));
}

std::optional<ModelInstanceIndex> MujocoBuilder::Build() {
  const std::string instance_name = PickInstanceName();
  if (plant_->HasModelInstanceNamed(instance_name)) {
    DiagnosticDetail detail;
    detail.filename = source_;
    detail.message = fmt::format(
        "the plant already has a model instance named '{}'; model instance "
        "names must be unique (enable auto-renaming or use a model name "
        "prefix to load the model again)",
        instance_name);
    policy_.Error(detail);
    return std::nullopt;
  }
  // Armature without an actuator has nowhere to go (Drake models it as the
  // actuator's rotor inertia); warn before touching the plant (strict mode).
  std::set<std::string> actuated;
  for (const MjActuator& actuator : model_.actuators) {
    actuated.insert(actuator.joint);
  }
  for (const MjBody& body : model_.bodies) {
    for (const MjJoint& joint : body.joints) {
      if (joint.armature && *joint.armature != 0 &&
          actuated.count(joint.name) == 0) {
        DiagnosticDetail detail;
        detail.filename = source_;
        detail.line = joint.line;
        detail.message = fmt::format(
            "ignoring the armature of the joint '{}': armature becomes the "
            "rotor inertia of an actuator, and no actuator drives this joint",
            joint.name);
        policy_.Warning(detail);
      }
    }
  }
  const ModelInstanceIndex instance = plant_->AddModelInstance(instance_name);
  if (model_.gravity) {
    // As in Drake, this sets the gravity of the whole plant.
    plant_->mutable_gravity_field().set_gravity_vector(*model_.gravity);
  }
  for (const MjBody& body : model_.bodies) {
    const RigidBody<double>& added =
        plant_->AddRigidBody(body.name, instance, body.M_BBo_B);
    const RigidBody<double>& parent =
        body.parent == -1 ? plant_->world_body() : *bodies_.at(body.parent);
    bodies_.push_back(&added);
    AddJoints(body, parent, added);
  }
  for (const MjActuator& actuator : model_.actuators) {
    const JointActuator<double>& added = plant_->AddJointActuator(
        actuator.name, plant_->get_joint(joints_.at(actuator.joint)),
        actuator.effort_limit);
    JointActuator<double>& mutable_actuator =
        plant_->get_mutable_joint_actuator(added.index());
    if (actuator.gear) mutable_actuator.set_default_gear_ratio(*actuator.gear);
    auto armature = armatures_.find(actuator.joint);
    if (armature != armatures_.end()) {
      // MuJoCo's armature is the reflected inertia ρ² I_rotor.
      const double gear = actuator.gear.value_or(1.0);
      if (gear != 0) {
        mutable_actuator.set_default_rotor_inertia(armature->second /
                                                   (gear * gear));
      }
    }
    if (actuator.gains) mutable_actuator.set_controller_gains(*actuator.gains);
  }
  AddGeometry(instance);
  return instance;
}

}  // namespace

std::optional<ModelInstanceIndex> AddModelFromMujocoXml(
    const DataSource& source, const MujocoParseOptions& options,
    const DiagnosticPolicy& policy, MultibodyPlant<double>* plant) {
  ThrowIfCannotAddModels(plant, "AddModelFromMujocoXml", source.GetName("xml"));
  // Count errors even when the policy's error action returns, so that a
  // model with errors is never added.
  int errors = 0;
  const DiagnosticPolicy counting = MakeErrorCountingPolicy(policy, &errors);
  MujocoReader reader(source, counting);
  const MjModel model = reader.Run();
  if (errors > 0) return std::nullopt;
  MujocoBuilder builder(model, reader.name(), options, counting, plant);
  return builder.Build();
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
