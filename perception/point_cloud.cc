#include "drake/perception/point_cloud.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

namespace drake {
namespace perception {

using pc_flags::Fields;

namespace {

// The fields a cloud may be given: not empty, no kInherit.
void CheckStorableFields(const Fields& fields, const char* caller) {
  if (fields.empty()) {
    throw std::logic_error(
        fmt::format("PointCloud::{}: the fields must not be empty", caller));
  }
  if ((fields.base_fields() & pc_flags::kInherit) != 0) {
    throw std::logic_error(fmt::format(
        "PointCloud::{}: kInherit is not a field a cloud can hold", caller));
  }
}

}  // namespace

// ---- flags ------------------------------------------------------------------

namespace pc_flags {

namespace {
constexpr BaseFieldT kAllBaseFields = kInherit | kXYZs | kNormals | kRGBs;

void CheckBaseFields(BaseFieldT base_fields) {
  if (base_fields < 0 || (base_fields & ~kAllBaseFields) != 0) {
    throw std::runtime_error(
        fmt::format("pc_flags::Fields: {} is not a set of BaseField bits "
                    "(kInherit, kXYZs, kNormals, kRGBs)",
                    base_fields));
  }
}
}  // namespace

Fields::Fields(BaseFieldT base_fields, DescriptorType descriptor_type)
    : base_fields_(base_fields), descriptor_type_(descriptor_type) {
  CheckBaseFields(base_fields);
}

Fields::Fields(BaseFieldT base_fields) : base_fields_(base_fields) {
  CheckBaseFields(base_fields);
}

Fields& Fields::operator|=(const Fields& rhs) {
  if (has_descriptor() && rhs.has_descriptor()) {
    throw std::runtime_error(fmt::format(
        "pc_flags::Fields: cannot combine two descriptors ({} and {}); a "
        "cloud has at most one",
        descriptor_type_.name(), rhs.descriptor_type_.name()));
  }
  base_fields_ |= rhs.base_fields_;
  if (rhs.has_descriptor()) descriptor_type_ = rhs.descriptor_type_;
  return *this;
}

Fields& Fields::operator&=(const Fields& rhs) {
  base_fields_ &= rhs.base_fields_;
  if (descriptor_type_ != rhs.descriptor_type_) {
    descriptor_type_ = kDescriptorNone;
  }
  return *this;
}

std::string to_string(const Fields& fields) {
  std::string out;
  auto add = [&](std::string_view name) {
    if (!out.empty()) out += " | ";
    out += name;
  };
  const BaseFieldT base = fields.base_fields();
  if (base & kInherit) add("kInherit");
  if (base & kXYZs) add("kXYZs");
  if (base & kNormals) add("kNormals");
  if (base & kRGBs) add("kRGBs");
  if (fields.has_descriptor()) add(fields.descriptor_type().name());
  if (out.empty()) out = "kNone";
  return "(" + out + ")";
}

}  // namespace pc_flags

// ---- storage ----------------------------------------------------------------

// The field matrices (N columns each; a field that is absent has 0 rows).
class PointCloud::Storage {
 public:
  Storage(int size, const Fields& fields) : size_(size), fields_(fields) {
    Allocate();
  }

  int size() const { return size_; }
  const Fields& fields() const { return fields_; }

  // Keeps the first min(size, new_size) columns; new columns are garbage.
  void Resize(int new_size) {
    size_ = new_size;
    if (fields_.contains(pc_flags::kXYZs)) xyzs_.conservativeResize(3, size_);
    if (fields_.contains(pc_flags::kNormals)) {
      normals_.conservativeResize(3, size_);
    }
    if (fields_.contains(pc_flags::kRGBs)) rgbs_.conservativeResize(3, size_);
    if (fields_.has_descriptor()) {
      descriptors_.conservativeResize(fields_.descriptor_type().size(), size_);
    }
  }

  // Drops the fields not in `fields`, allocates the new ones (garbage).
  void SetFields(const Fields& fields) {
    fields_ = fields;
    if (!fields_.contains(pc_flags::kXYZs)) xyzs_.resize(3, 0);
    if (!fields_.contains(pc_flags::kNormals)) normals_.resize(3, 0);
    if (!fields_.contains(pc_flags::kRGBs)) rgbs_.resize(3, 0);
    if (!fields_.has_descriptor()) descriptors_.resize(0, 0);
    Allocate();
  }

  Matrix3X<T> xyzs_;
  Matrix3X<T> normals_;
  Matrix3X<C> rgbs_;
  MatrixX<D> descriptors_;

 private:
  void Allocate() {
    if (fields_.contains(pc_flags::kXYZs) && xyzs_.cols() != size_) {
      xyzs_.conservativeResize(3, size_);
    }
    if (fields_.contains(pc_flags::kNormals) && normals_.cols() != size_) {
      normals_.conservativeResize(3, size_);
    }
    if (fields_.contains(pc_flags::kRGBs) && rgbs_.cols() != size_) {
      rgbs_.conservativeResize(3, size_);
    }
    const int d = fields_.descriptor_type().size();
    if (fields_.has_descriptor() &&
        (descriptors_.rows() != d || descriptors_.cols() != size_)) {
      if (descriptors_.rows() != d) descriptors_.resize(d, 0);
      descriptors_.conservativeResize(d, size_);
    }
  }

  int size_{};
  Fields fields_;
};

// ---- PointCloud -------------------------------------------------------------

PointCloud::PointCloud(int new_size, Fields fields, bool skip_initialize) {
  CheckStorableFields(fields, "PointCloud");
  if (new_size < 0) {
    throw std::logic_error(
        fmt::format("PointCloud: the size must be >= 0, not {}", new_size));
  }
  storage_ = std::make_unique<Storage>(new_size, fields);
  if (!skip_initialize) SetDefault(0, new_size);
}

PointCloud::PointCloud(PointCloud&& other) : PointCloud(0, other.fields()) {
  std::swap(storage_, other.storage_);
}

PointCloud::PointCloud(const PointCloud& other, Fields copy_fields)
    : PointCloud(other.size(),
                 copy_fields.contains(pc_flags::kInherit) ? other.fields()
                                                          : copy_fields,
                 true) {
  SetFrom(other, fields());
}

PointCloud& PointCloud::operator=(const PointCloud& other) {
  if (this != &other) {
    storage_->SetFields(other.fields());
    SetFrom(other);
  }
  return *this;
}

PointCloud& PointCloud::operator=(PointCloud&& other) {
  if (this != &other) {
    storage_ = std::move(other.storage_);
    other.storage_ = std::make_unique<Storage>(0, fields());
  }
  return *this;
}

PointCloud::~PointCloud() = default;

Fields PointCloud::fields() const { return storage_->fields(); }
int PointCloud::size() const { return storage_->size(); }

void PointCloud::resize(int new_size, bool skip_initialize) {
  if (new_size < 0) {
    throw std::logic_error(fmt::format(
        "PointCloud::resize: the size must be >= 0, not {}", new_size));
  }
  const int old_size = size();
  storage_->Resize(new_size);
  if (new_size > old_size && !skip_initialize) {
    SetDefault(old_size, new_size - old_size);
  }
}

void PointCloud::SetDefault(int start, int num) {
  if (num <= 0) return;
  if (has_xyzs()) {
    storage_->xyzs_.middleCols(start, num).setConstant(kDefaultValue);
  }
  if (has_normals()) {
    storage_->normals_.middleCols(start, num).setConstant(kDefaultValue);
  }
  if (has_rgbs()) {
    storage_->rgbs_.middleCols(start, num).setConstant(kDefaultColor);
  }
  if (has_descriptors()) {
    storage_->descriptors_.middleCols(start, num).setConstant(kDefaultValue);
  }
}

bool PointCloud::has_xyzs() const { return HasFields(pc_flags::kXYZs); }
Eigen::Ref<const Matrix3X<PointCloud::T>> PointCloud::xyzs() const {
  RequireFields(pc_flags::kXYZs);
  return storage_->xyzs_;
}
Eigen::Ref<Matrix3X<PointCloud::T>> PointCloud::mutable_xyzs() {
  RequireFields(pc_flags::kXYZs);
  return storage_->xyzs_;
}

bool PointCloud::has_normals() const { return HasFields(pc_flags::kNormals); }
Eigen::Ref<const Matrix3X<PointCloud::T>> PointCloud::normals() const {
  RequireFields(pc_flags::kNormals);
  return storage_->normals_;
}
Eigen::Ref<Matrix3X<PointCloud::T>> PointCloud::mutable_normals() {
  RequireFields(pc_flags::kNormals);
  return storage_->normals_;
}

bool PointCloud::has_rgbs() const { return HasFields(pc_flags::kRGBs); }
Eigen::Ref<const Matrix3X<PointCloud::C>> PointCloud::rgbs() const {
  RequireFields(pc_flags::kRGBs);
  return storage_->rgbs_;
}
Eigen::Ref<Matrix3X<PointCloud::C>> PointCloud::mutable_rgbs() {
  RequireFields(pc_flags::kRGBs);
  return storage_->rgbs_;
}

bool PointCloud::has_descriptors() const { return fields().has_descriptor(); }
bool PointCloud::has_descriptors(
    const pc_flags::DescriptorType& descriptor_type) const {
  return has_descriptors() && fields().descriptor_type() == descriptor_type;
}
const pc_flags::DescriptorType& PointCloud::descriptor_type() const {
  return storage_->fields().descriptor_type();
}
Eigen::Ref<const MatrixX<PointCloud::D>> PointCloud::descriptors() const {
  if (!has_descriptors()) {
    throw std::logic_error("PointCloud::descriptors: the cloud has none");
  }
  return storage_->descriptors_;
}
Eigen::Ref<MatrixX<PointCloud::D>> PointCloud::mutable_descriptors() {
  if (!has_descriptors()) {
    throw std::logic_error(
        "PointCloud::mutable_descriptors: the cloud has none");
  }
  return storage_->descriptors_;
}

void PointCloud::SetFrom(const PointCloud& other, Fields fields_in,
                         bool allow_resize) {
  const Fields fields_resolved =
      fields_in.contains(pc_flags::kInherit) ? other.fields() : fields_in;
  if (!other.HasFields(fields_resolved) || !HasFields(fields_resolved)) {
    throw std::logic_error(fmt::format(
        "PointCloud::SetFrom: both clouds must have the fields {}; this one "
        "has {} and the other {}",
        pc_flags::to_string(fields_resolved), pc_flags::to_string(fields()),
        pc_flags::to_string(other.fields())));
  }
  if (other.size() != size()) {
    if (!allow_resize) {
      throw std::logic_error(fmt::format(
          "PointCloud::SetFrom: the other cloud has {} points and this one "
          "{}, and allow_resize is false",
          other.size(), size()));
    }
    resize(other.size(), true);
  }
  if (fields_resolved.contains(pc_flags::kXYZs)) {
    storage_->xyzs_ = other.storage_->xyzs_;
  }
  if (fields_resolved.contains(pc_flags::kNormals)) {
    storage_->normals_ = other.storage_->normals_;
  }
  if (fields_resolved.contains(pc_flags::kRGBs)) {
    storage_->rgbs_ = other.storage_->rgbs_;
  }
  if (fields_resolved.has_descriptor()) {
    storage_->descriptors_ = other.storage_->descriptors_;
  }
}

void PointCloud::Expand(int add_size, bool skip_initialization) {
  if (add_size < 0) {
    throw std::logic_error(fmt::format(
        "PointCloud::Expand: add_size must be >= 0, not {}", add_size));
  }
  resize(size() + add_size, skip_initialization);
}

void PointCloud::SetFields(Fields new_fields, bool skip_initialize) {
  CheckStorableFields(new_fields, "SetFields");
  const Fields old_fields = fields();
  storage_->SetFields(new_fields);
  if (skip_initialize) return;
  // default-initialize the fields that are new
  if (new_fields.contains(pc_flags::kXYZs) &&
      !old_fields.contains(pc_flags::kXYZs)) {
    storage_->xyzs_.setConstant(kDefaultValue);
  }
  if (new_fields.contains(pc_flags::kNormals) &&
      !old_fields.contains(pc_flags::kNormals)) {
    storage_->normals_.setConstant(kDefaultValue);
  }
  if (new_fields.contains(pc_flags::kRGBs) &&
      !old_fields.contains(pc_flags::kRGBs)) {
    storage_->rgbs_.setConstant(kDefaultColor);
  }
  if (new_fields.has_descriptor() &&
      new_fields.descriptor_type() != old_fields.descriptor_type()) {
    storage_->descriptors_.setConstant(kDefaultValue);
  }
}

bool PointCloud::HasFields(Fields fields_in) const {
  return fields().contains(fields_in);
}

void PointCloud::RequireFields(Fields fields_in) const {
  if (!HasFields(fields_in)) {
    throw std::logic_error(fmt::format(
        "PointCloud: the cloud has the fields {}, not the required {}",
        pc_flags::to_string(fields()), pc_flags::to_string(fields_in)));
  }
}

bool PointCloud::HasExactFields(Fields fields_in) const {
  return fields() == fields_in;
}

void PointCloud::RequireExactFields(Fields field_set) const {
  if (!HasExactFields(field_set)) {
    throw std::logic_error(fmt::format(
        "PointCloud: the cloud has the fields {}, not exactly {}",
        pc_flags::to_string(fields()), pc_flags::to_string(field_set)));
  }
}

// ---- processing -------------------------------------------------------------

PointCloud PointCloud::Crop(const Eigen::Ref<const Vector3<T>>& lower_xyz,
                            const Eigen::Ref<const Vector3<T>>& upper_xyz) {
  RequireFields(pc_flags::kXYZs);
  if (!(lower_xyz.array() <= upper_xyz.array()).all()) {
    throw std::logic_error(fmt::format(
        "PointCloud::Crop: lower_xyz ({}) must not exceed upper_xyz ({}) on "
        "any axis",
        fmt::join(lower_xyz.data(), lower_xyz.data() + 3, ", "),
        fmt::join(upper_xyz.data(), upper_xyz.data() + 3, ", ")));
  }
  std::vector<int> kept;
  const Matrix3X<T>& xyzs = storage_->xyzs_;
  for (int i = 0; i < size(); ++i) {
    if ((xyzs.col(i).array() >= lower_xyz.array()).all() &&
        (xyzs.col(i).array() <= upper_xyz.array()).all()) {
      kept.push_back(i);
    }
  }
  const int n = static_cast<int>(kept.size());
  PointCloud crop(n, fields(), true);
  for (int j = 0; j < n; ++j) {
    const int i = kept[j];
    crop.storage_->xyzs_.col(j) = xyzs.col(i);
    if (has_normals()) crop.storage_->normals_.col(j) = normals().col(i);
    if (has_rgbs()) crop.storage_->rgbs_.col(j) = rgbs().col(i);
    if (has_descriptors()) {
      crop.storage_->descriptors_.col(j) = descriptors().col(i);
    }
  }
  return crop;
}

void PointCloud::FlipNormalsTowardPoint(
    const Eigen::Ref<const Vector3<T>>& p_CP) {
  RequireFields(pc_flags::kXYZs | pc_flags::kNormals);
  Matrix3X<T>& normals = storage_->normals_;
  for (int i = 0; i < size(); ++i) {
    if (normals.col(i).dot(p_CP - storage_->xyzs_.col(i)) < 0) {
      normals.col(i) *= -1;
    }
  }
}

namespace {

// A voxel's integer coordinates, hashed for unordered_map.
using VoxelKey = std::array<int64_t, 3>;
struct VoxelHash {
  size_t operator()(const VoxelKey& key) const {
    // large odd multipliers mix the three coordinates
    return static_cast<size_t>(key[0] * 73856093LL ^ key[1] * 19349663LL ^
                               key[2] * 83492791LL);
  }
};

VoxelKey VoxelOf(const Vector3<float>& p, double voxel_size) {
  return {static_cast<int64_t>(std::floor(p.x() / voxel_size)),
          static_cast<int64_t>(std::floor(p.y() / voxel_size)),
          static_cast<int64_t>(std::floor(p.z() / voxel_size))};
}

}  // namespace

PointCloud PointCloud::VoxelizedDownSample(double voxel_size,
                                           Parallelism parallelize) const {
  (void)parallelize;
  RequireFields(pc_flags::kXYZs);
  if (!(voxel_size > 0)) {
    throw std::logic_error(fmt::format(
        "PointCloud::VoxelizedDownSample: voxel_size must be > 0, not {}",
        voxel_size));
  }
  // the points of each voxel, voxels in the order of their first points
  std::unordered_map<VoxelKey, int, VoxelHash> voxel_index;
  std::vector<std::vector<int>> voxels;
  const Matrix3X<T>& xyzs = storage_->xyzs_;
  for (int i = 0; i < size(); ++i) {
    if (!xyzs.col(i).allFinite()) continue;
    const auto [it, added] = voxel_index.try_emplace(
        VoxelOf(xyzs.col(i), voxel_size), static_cast<int>(voxels.size()));
    if (added) voxels.emplace_back();
    voxels[it->second].push_back(i);
  }
  const int n = static_cast<int>(voxels.size());
  PointCloud down(n, fields(), true);
  const int d = descriptor_type().size();
  for (int v = 0; v < n; ++v) {
    const std::vector<int>& points = voxels[v];
    Eigen::Vector3d xyz = Eigen::Vector3d::Zero();
    Eigen::Vector3d normal = Eigen::Vector3d::Zero();
    Eigen::Vector3d rgb = Eigen::Vector3d::Zero();
    Eigen::VectorXd descriptor = Eigen::VectorXd::Zero(d);
    int num_normals = 0, num_descriptors = 0;
    for (int i : points) {
      xyz += xyzs.col(i).cast<double>();
      if (has_normals() && storage_->normals_.col(i).allFinite()) {
        normal += storage_->normals_.col(i).cast<double>();
        ++num_normals;
      }
      if (has_rgbs()) rgb += storage_->rgbs_.col(i).cast<double>();
      if (has_descriptors() && storage_->descriptors_.col(i).allFinite()) {
        descriptor += storage_->descriptors_.col(i).cast<double>();
        ++num_descriptors;
      }
    }
    const double count = static_cast<double>(points.size());
    down.storage_->xyzs_.col(v) = (xyz / count).cast<T>();
    if (has_normals()) {
      down.storage_->normals_.col(v) =
          num_normals > 0
              ? Vector3<T>((normal / num_normals).normalized().cast<T>())
              : Vector3<T>::Constant(kDefaultValue);
    }
    if (has_rgbs()) {
      // truncated toward zero, as a cast does
      down.storage_->rgbs_.col(v) = (rgb / count).cast<C>();
    }
    if (has_descriptors()) {
      down.storage_->descriptors_.col(v) =
          num_descriptors > 0 ? (descriptor / num_descriptors).cast<D>().eval()
                              : VectorX<D>::Constant(d, kDefaultValue);
    }
  }
  return down;
}

bool PointCloud::EstimateNormals(double radius, int num_closest,
                                 Parallelism parallelize) {
  (void)parallelize;
  RequireFields(pc_flags::kXYZs);
  if (!(radius > 0) || num_closest < 3) {
    throw std::logic_error(fmt::format(
        "PointCloud::EstimateNormals: needs radius > 0 and num_closest >= 3, "
        "not {} and {}",
        radius, num_closest));
  }
  if (!has_normals()) SetFields(fields() | pc_flags::kNormals);
  const Matrix3X<T>& xyzs = storage_->xyzs_;
  Matrix3X<T>& normals = storage_->normals_;
  // a hash grid of cubes of edge `radius`: a point's neighbors within
  // `radius` are in its cube or the 26 around it
  std::unordered_map<VoxelKey, std::vector<int>, VoxelHash> grid;
  for (int i = 0; i < size(); ++i) {
    if (xyzs.col(i).allFinite())
      grid[VoxelOf(xyzs.col(i), radius)].push_back(i);
  }
  const double radius_squared = radius * radius;
  bool all_estimated = true;
  std::vector<std::pair<double, int>> neighbors;
  for (int i = 0; i < size(); ++i) {
    const Eigen::Vector3d p = xyzs.col(i).cast<double>();
    neighbors.clear();
    if (p.allFinite()) {
      const VoxelKey center = VoxelOf(xyzs.col(i), radius);
      for (int64_t dx = -1; dx <= 1; ++dx) {
        for (int64_t dy = -1; dy <= 1; ++dy) {
          for (int64_t dz = -1; dz <= 1; ++dz) {
            auto found =
                grid.find({center[0] + dx, center[1] + dy, center[2] + dz});
            if (found == grid.end()) continue;
            for (int j : found->second) {
              const double distance_squared =
                  (xyzs.col(j).cast<double>() - p).squaredNorm();
              if (distance_squared <= radius_squared) {
                neighbors.emplace_back(distance_squared, j);
              }
            }
          }
        }
      }
    }
    // the num_closest nearest (ties by index, for determinism)
    if (static_cast<int>(neighbors.size()) > num_closest) {
      std::partial_sort(neighbors.begin(), neighbors.begin() + num_closest,
                        neighbors.end());
      neighbors.resize(num_closest);
    }
    const int count = static_cast<int>(neighbors.size());
    if (count < 3) all_estimated = false;
    if (count < 2) {
      normals.col(i).setConstant(kDefaultValue);
      continue;
    }
    if (count == 2) {
      // orthogonal to the segment: its cross product with the coordinate
      // axis it is least aligned with
      const Eigen::Vector3d segment =
          xyzs.col(neighbors[1].second).cast<double>() -
          xyzs.col(neighbors[0].second).cast<double>();
      Eigen::Index axis;
      segment.cwiseAbs().minCoeff(&axis);
      const Eigen::Vector3d n =
          segment.cross(Eigen::Vector3d::Unit(axis)).normalized();
      normals.col(i) = n.cast<T>();
      continue;
    }
    Eigen::Vector3d mean = Eigen::Vector3d::Zero();
    for (const auto& [unused, j] : neighbors)
      mean += xyzs.col(j).cast<double>();
    mean /= count;
    Eigen::Matrix3d covariance = Eigen::Matrix3d::Zero();
    for (const auto& [unused, j] : neighbors) {
      const Eigen::Vector3d r = xyzs.col(j).cast<double>() - mean;
      covariance += r * r.transpose();
    }
    // eigenvalues in increasing order: the first eigenvector is the normal
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(covariance);
    normals.col(i) = solver.eigenvectors().col(0).cast<T>();
  }
  return all_estimated;
}

PointCloud Concatenate(const std::vector<PointCloud>& clouds) {
  if (clouds.empty()) {
    throw std::logic_error("Concatenate: no point clouds were given");
  }
  const pc_flags::Fields fields = clouds[0].fields();
  int total = 0;
  for (size_t k = 0; k < clouds.size(); ++k) {
    if (clouds[k].fields() != fields) {
      throw std::logic_error(fmt::format(
          "Concatenate: cloud {} has the fields {}, cloud 0 has {}; all must "
          "be the same",
          k, pc_flags::to_string(clouds[k].fields()),
          pc_flags::to_string(fields)));
    }
    total += clouds[k].size();
  }
  PointCloud result(total, fields, true);
  int start = 0;
  for (const PointCloud& cloud : clouds) {
    const int n = cloud.size();
    if (cloud.has_xyzs())
      result.mutable_xyzs().middleCols(start, n) = cloud.xyzs();
    if (cloud.has_normals()) {
      result.mutable_normals().middleCols(start, n) = cloud.normals();
    }
    if (cloud.has_rgbs())
      result.mutable_rgbs().middleCols(start, n) = cloud.rgbs();
    if (cloud.has_descriptors()) {
      result.mutable_descriptors().middleCols(start, n) = cloud.descriptors();
    }
    start += n;
  }
  return result;
}

}  // namespace perception
}  // namespace drake
