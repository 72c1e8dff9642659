#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include <Eigen/Dense>

#include "drake/common/eigen_types.h"
#include "drake/common/parallelism.h"
#include "drake/perception/point_cloud_flags.h"

namespace drake {
namespace perception {

/** A point cloud with contiguous storage: N points, each with any of the
fields xyz (float[3], in a frame C the user keeps track of), normal
(float[3]), rgb (uint8[3]) and a run-time descriptor (float[d]). Each field
is a 3×N (or d×N) column-major matrix; the accessors return references into
it, which a resize or a change of fields invalidates.

New values are "default": NaN for xyzs, normals and descriptors, 0 for
colors. Methods that need a field throw (std::exception naming the field)
when the cloud lacks it. The processing methods (Crop,
VoxelizedDownSample, EstimateNormals, FlipNormalsTowardPoint) work on the
xyzs in frame C. */
class PointCloud final {
 public:
  /// Geometric scalar type.
  using T = float;
  /// Color channel scalar type.
  using C = uint8_t;
  /// Descriptor scalar type.
  using D = T;

  /// The value of a new (uninitialized) xyz, normal or descriptor entry.
  static constexpr T kDefaultValue = std::numeric_limits<T>::quiet_NaN();
  /// The value of a new color channel.
  static constexpr C kDefaultColor{};
  /// Whether `value` is kDefaultValue (NaN).
  static bool IsDefaultValue(T value) { return std::isnan(value); }
  /// Whether `value` is not finite.
  static bool IsInvalidValue(T value) { return !std::isfinite(value); }

  /** A cloud of `new_size` points with `fields`, default-initialized unless
  `skip_initialize`.
  @throws std::exception if `fields` is empty or holds kInherit. */
  explicit PointCloud(int new_size = 0,
                      pc_flags::Fields fields = pc_flags::kXYZs,
                      bool skip_initialize = false);

  /// A copy of `other` (its fields and values).
  PointCloud(const PointCloud& other) : PointCloud(other, pc_flags::kInherit) {}

  /// Takes `other`'s values; `other` is left empty with the same fields.
  PointCloud(PointCloud&& other);

  /** A cloud of `other`'s size with `copy_fields` (kInherit: other's
  fields), whose values are copied from `other`.
  @throws std::exception if `other` lacks one of `copy_fields`. */
  PointCloud(const PointCloud& other, pc_flags::Fields copy_fields);

  PointCloud& operator=(const PointCloud& other);
  PointCloud& operator=(PointCloud&& other);
  ~PointCloud();

  /// The fields this cloud holds.
  pc_flags::Fields fields() const;

  /// The number of points.
  int size() const;

  /** Resizes to `new_size` points, keeping the first min(size, new_size)
  values; new points are default-initialized unless `skip_initialize`. */
  void resize(int new_size, bool skip_initialize = false);

  /// @name XYZs (3×N, in frame C)
  /// @{
  bool has_xyzs() const;
  Eigen::Ref<const Matrix3X<T>> xyzs() const;
  Eigen::Ref<Matrix3X<T>> mutable_xyzs();
  Vector3<T> xyz(int i) const { return xyzs().col(i); }
  Eigen::Ref<Vector3<T>> mutable_xyz(int i) { return mutable_xyzs().col(i); }
  /// @}

  /// @name Normals (3×N)
  /// @{
  bool has_normals() const;
  Eigen::Ref<const Matrix3X<T>> normals() const;
  Eigen::Ref<Matrix3X<T>> mutable_normals();
  Vector3<T> normal(int i) const { return normals().col(i); }
  Eigen::Ref<Vector3<T>> mutable_normal(int i) {
    return mutable_normals().col(i);
  }
  /// @}

  /// @name RGB colors (3×N, 0..255)
  /// @{
  bool has_rgbs() const;
  Eigen::Ref<const Matrix3X<C>> rgbs() const;
  Eigen::Ref<Matrix3X<C>> mutable_rgbs();
  Vector3<C> rgb(int i) const { return rgbs().col(i); }
  Eigen::Ref<Vector3<C>> mutable_rgb(int i) { return mutable_rgbs().col(i); }
  /// @}

  /// @name Run-time descriptors (d×N)
  /// @{
  bool has_descriptors() const;
  /// Whether the cloud has descriptors of `descriptor_type`.
  bool has_descriptors(const pc_flags::DescriptorType& descriptor_type) const;
  const pc_flags::DescriptorType& descriptor_type() const;
  Eigen::Ref<const MatrixX<D>> descriptors() const;
  Eigen::Ref<MatrixX<D>> mutable_descriptors();
  VectorX<D> descriptor(int i) const { return descriptors().col(i); }
  Eigen::Ref<VectorX<D>> mutable_descriptor(int i) {
    return mutable_descriptors().col(i);
  }
  /// @}

  /** Copies the values of `fields_in` (kInherit: every field of `other`)
  from `other`, resizing to other.size() if `allow_resize`.
  @throws std::exception if either cloud lacks one of the fields, or the
  sizes differ and `allow_resize` is false. */
  void SetFrom(const PointCloud& other,
               pc_flags::Fields fields_in = pc_flags::kInherit,
               bool allow_resize = true);

  /** Adds `add_size` points at the end, default-initialized unless
  `skip_initialization`.
  @throws std::exception if add_size < 0. */
  void Expand(int add_size, bool skip_initialization = false);

  /** Changes the fields to `new_fields`: kept fields keep their values,
  dropped ones are freed, new ones are allocated at size() and
  default-initialized unless `skip_initialize`.
  @throws std::exception if `new_fields` is empty or holds kInherit. */
  void SetFields(pc_flags::Fields new_fields, bool skip_initialize = false);

  /// Whether the cloud has every field of `fields_in`.
  bool HasFields(pc_flags::Fields fields_in) const;
  /// @throws std::exception naming the missing fields unless HasFields().
  void RequireFields(pc_flags::Fields fields_in) const;
  /// Whether the cloud's fields are exactly `fields_in`.
  bool HasExactFields(pc_flags::Fields fields_in) const;
  /// @throws std::exception naming both sets unless HasExactFields().
  void RequireExactFields(pc_flags::Fields field_set) const;

  /** The points whose xyz lies in the box lower_xyz <= xyz <= upper_xyz
  (inclusive, per axis), with all their fields, in their order.
  @throws std::exception if !has_xyzs() or lower_xyz > upper_xyz on an
  axis. */
  PointCloud Crop(const Eigen::Ref<const Vector3<T>>& lower_xyz,
                  const Eigen::Ref<const Vector3<T>>& upper_xyz);

  /** Negates each normal n_i with n_i · (p_CP - xyz_i) < 0, so that every
  normal points toward the point P (p_CP, in frame C).
  @throws std::exception if !has_xyzs() or !has_normals(). */
  void FlipNormalsTowardPoint(const Eigen::Ref<const Vector3<T>>& p_CP);

  /** Down-samples onto a grid of cubes of edge `voxel_size` (m), aligned
  with C's axes and with a corner at C's origin: each occupied cube gives
  one point at the centroid of its points' xyzs; the other fields are
  averaged over the cube's points whose values are finite (colors: the
  truncated mean; normals: the mean, normalized). Points with a non-finite
  xyz are ignored. The output's points are in the order of the cubes'
  first points. `parallelize` is accepted for Drake's signature (the work
  runs on one thread).
  @throws std::exception if !has_xyzs() or voxel_size <= 0. */
  PointCloud VoxelizedDownSample(double voxel_size,
                                 Parallelism parallelize = false) const;

  /** Estimates each point's normal from its neighborhood: up to
  `num_closest` points (the point itself included) within distance
  `radius`. With three or more, the normal is the direction of least
  variance of their xyzs (the eigenvector of the smallest eigenvalue of
  their covariance); with two, a unit vector orthogonal to the segment
  between them; with fewer, NaN. Signs are arbitrary (see
  FlipNormalsTowardPoint()). Adds the normals field if missing.
  `parallelize` is accepted for Drake's signature (one thread).
  @returns whether every point had three or more neighbors.
  @throws std::exception if !has_xyzs(), radius <= 0 or num_closest < 3. */
  bool EstimateNormals(double radius, int num_closest,
                       Parallelism parallelize = false);

 private:
  void SetDefault(int start, int num);

  class Storage;
  std::unique_ptr<Storage> storage_;
};

/** The points of every cloud of `clouds`, in order.
@throws std::exception if `clouds` is empty or their fields differ. */
PointCloud Concatenate(const std::vector<PointCloud>& clouds);

}  // namespace perception
}  // namespace drake
