#include "drake/geometry/proximity/hydroelastic_contact.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"
#include "drake/geometry/proximity/polygon_fan.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

using Eigen::Matrix3d;
using Eigen::Vector3d;

// cos(5π/8): a face pair is used when the angle between the rigid face's
// normal (or the plane normal) and the pressure gradient is below 5π/8.
const double kCosAlpha = std::cos(5 * M_PI / 8);

// True when the angle between two vectors u and v is at least α = 5π/8,
// u⋅v ≤ cos(α)⋅|u|⋅|v|, from u⋅v, |u|² and |v|² (no square root: cos(α) < 0,
// so it holds only when u⋅v ≤ 0, and then it compares squares).
bool AngleAtLeastAlpha(double u_dot_v, double u2, double v2) {
  return u_dot_v <= 0 && u_dot_v * u_dot_v >= kCosAlpha * kCosAlpha * u2 * v2;
}

// Vertices closer than this (m) are merged within a polygon.
constexpr double kDuplicateDistance = 1e-14;

template <typename T>
double ToDouble(const T& value) {
  return ExtractDoubleOrThrow(value);
}

// A double vector as T, by value.
template <typename T>
Vector3<T> ToScalar(const Vector3d& v) {
  return v.template cast<T>();
}

// A convex polygon of at most kCapacity vertices, kept in place so that the
// clipping loops allocate nothing. The capacity bounds every polygon the
// queries below make even when round-off makes the signs of a clip
// alternate: a clip of n vertices keeps k of them and adds one vertex per
// sign change, at most 2·min(k, n − k), so at most 1.5·n vertices; a slice
// of a tetrahedron (≤ 4) clipped by four planes gives ≤ 4 → 6 → 9 → 13 →
// 19, a triangle clipped by one plane ≤ 4.
template <typename T>
struct SmallPolygon {
  static constexpr int kCapacity = 20;
  std::array<Vector3<T>, kCapacity> p;
  int size{0};

  void clear() { size = 0; }
  void push_back(const Vector3<T>& v) {
    DRAKE_ASSERT(size < kCapacity);
    p[size++] = v;
  }
  const Vector3<T>& operator[](int i) const { return p[i]; }
  Vector3<T>& operator[](int i) { return p[i]; }
  // Swaps the vertices in use only.
  void swap(SmallPolygon& other) {
    const int n = std::max(size, other.size);
    for (int i = 0; i < n; ++i) std::swap(p[i], other.p[i]);
    std::swap(size, other.size);
  }
};

// Sutherland–Hodgman, for a chain of clips: keeps the part of the convex
// polygon `*in` (ordered) where n·(p − p_A) ≥ 0, keeping its winding. A
// polygon the plane does not cut (most are, for most of a tetrahedron's
// faces) is left in `*in`, or emptied there when wholly outside; a cut one
// is written to `*out` and the two pointers are exchanged. So `*in` always
// holds the result. Each vertex's signed distance is computed once, as
// n·(p − p_A): exactly zero for a vertex on the plane when the two differ
// only across n (faces of aligned boxes), where n·p − n·p_A would leave
// round-off and make sliver faces.
template <typename T>
void ClipChained(const Vector3<T>& n, const Vector3<T>& p_A,
                 SmallPolygon<T>** in, SmallPolygon<T>** out) {
  const SmallPolygon<T>& p = **in;
  const int size = p.size;
  if (size == 0) return;
  std::array<T, SmallPolygon<T>::kCapacity> s;
  int inside = 0;
  for (int i = 0; i < size; ++i) {
    s[i] = n.dot(p[i] - p_A);
    inside += s[i] >= 0;
  }
  if (inside == size) return;
  if (inside == 0) {
    (*in)->clear();
    return;
  }
  SmallPolygon<T>& q = **out;
  q.clear();
  for (int i = 0; i < size; ++i) {
    const int j = i + 1 == size ? 0 : i + 1;
    const T& sp = s[i];
    const T& sq = s[j];
    if (sp >= 0) q.push_back(p[i]);
    if ((sp >= 0) != (sq >= 0)) {
      q.push_back(p[i] + (sp / (sp - sq)) * (p[j] - p[i]));
    }
  }
  std::swap(*in, *out);
}

// One clip in place: `*polygon` becomes its part where n·(p − p_A) ≥ 0
// (`scratch` is reused).
template <typename T>
void ClipInPlace(const Vector3<T>& n, const Vector3<T>& p_A,
                 SmallPolygon<T>* polygon, SmallPolygon<T>* scratch) {
  SmallPolygon<T>* in = polygon;
  SmallPolygon<T>* out = scratch;
  ClipChained(n, p_A, &in, &out);
  if (in != polygon) polygon->swap(*scratch);
}

// Removes consecutive (cyclically) near-duplicate vertices.
template <typename T>
void RemoveDuplicates(SmallPolygon<T>* polygon) {
  SmallPolygon<T>& p = *polygon;
  if (p.size == 0) return;
  constexpr double kDuplicateDistance2 =
      kDuplicateDistance * kDuplicateDistance;
  // (The differences as values: Eigen's expression for one did not inline.)
  const auto distance2 = [&p](int i, int j) {
    const Vector3<T> d = p[i] - p[j];
    return ToDouble(d.squaredNorm());
  };
  int kept = 1;
  for (int i = 1; i < p.size; ++i) {
    if (distance2(i, kept - 1) > kDuplicateDistance2) {
      if (kept != i) p[kept] = p[i];
      ++kept;
    }
  }
  while (kept > 1 && distance2(kept - 1, 0) <= kDuplicateDistance2) {
    --kept;
  }
  p.size = kept;
}

// Collects contact polygons (each given in a frame F with X_WF, ordered
// counter-clockwise about its normal, with its affine pressure in F) into
// the scratch's surface vectors, in W, in either representation.
template <typename T>
class SurfaceBuilder {
 public:
  SurfaceBuilder(HydroelasticContactRepresentation representation,
                 ContactSurfaceScratch<T>* scratch)
      : triangles_(representation ==
                   HydroelasticContactRepresentation::kTriangle),
        s_(*scratch) {
    s_.ClearSurface();
  }

  // `pressure_at(p_F)` evaluates the (affine) pressure at a point of F;
  // grad_M_W and grad_N_W are the constituent gradients for this face
  // (grad_N_W may be null); the pressure on the face is M's field, so
  // grad_M_W is also the pressure's gradient.
  template <typename PressureAt>
  void AddPolygon(const SmallPolygon<T>& p_F,
                  const math::RigidTransform<T>& X_WF,
                  const PressureAt& pressure_at, const Vector3<T>& grad_M_W,
                  const Vector3<T>* grad_N_W) {
    const int n = p_F.size;
    if (n < 3) return;
    SmallPolygon<T>& p_W = polygon_W_;
    p_W.clear();
    for (int k = 0; k < n; ++k) p_W.push_back(X_WF * p_F[k]);
    const auto vertex = [&p_W](int k) -> const Vector3<T>& { return p_W[k]; };
    const Vector3<T> mean = PolygonMean<T>(n, vertex);
    const Vector3<T> area_vector = PolygonAreaVector<T>(n, vertex, mean);
    // Skip slivers of negligible area (twice the area below 1e-28 m²), so
    // that every kept face has a normal and a field gradient.
    if (!(ToDouble(area_vector.squaredNorm()) > 1e-56)) return;
    const int base = static_cast<int>(s_.vertices.size());
    for (int k = 0; k < n; ++k) {
      s_.vertices.push_back(p_W[k]);
      s_.values.push_back(pressure_at(p_F[k]));
    }
    if (!triangles_) {
      s_.face_data.push_back(n);
      for (int k = 0; k < n; ++k) s_.face_data.push_back(base + k);
      s_.grad_M.push_back(grad_M_W);
      if (grad_N_W != nullptr) s_.grad_N.push_back(*grad_N_W);
      // The face's area, normal and centroid by PolygonSurfaceMesh's
      // formulas (polygon_fan.h), and the pressure's gradient in the face's
      // plane: the gradient of its linear interpolation there.
      using std::sqrt;
      const T twice_area = sqrt(area_vector.squaredNorm());
      const Vector3<T> normal = PolygonNormal(area_vector, twice_area);
      s_.face_areas.push_back(twice_area / 2);
      s_.face_normals.push_back(normal);
      s_.face_centroids.push_back(PolygonCentroid<T>(n, vertex, mean, normal));
      s_.face_gradients.push_back(grad_M_W - grad_M_W.dot(normal) * normal);
      return;
    }
    // Fan about the area centroid.
    const Vector3<T> centroid =
        PolygonCentroid<T>(n, vertex, mean, area_vector);
    const int c = static_cast<int>(s_.vertices.size());
    s_.vertices.push_back(centroid);
    s_.values.push_back(pressure_at(Vector3<T>(X_WF.inverse() * centroid)));
    for (int k = 0; k < n; ++k) {
      s_.triangles.emplace_back(c, base + k, base + (k + 1) % n);
      s_.grad_M.push_back(grad_M_W);
      if (grad_N_W != nullptr) s_.grad_N.push_back(*grad_N_W);
    }
  }

  // True if a face was added.
  bool has_faces() const { return !s_.vertices.empty(); }

 private:
  bool triangles_{};
  ContactSurfaceScratch<T>& s_;
  SmallPolygon<T> polygon_W_;
};

// The polygon where the plane {p : n·p = d} cuts the tetrahedron of
// vertices p[0..3] (n, d and p in one frame), ordered counter-clockwise
// about n. Empty if the plane misses it.
template <typename T>
void SliceTetWithPlane(const std::array<const Vector3<T>*, 4>& p,
                       const Vector3<T>& n, const T& d,
                       SmallPolygon<T>* polygon) {
  polygon->clear();
  std::array<T, 4> s;
  for (int i = 0; i < 4; ++i) s[i] = n.dot(*p[i]) - d;
  // The plane misses the tetrahedron (all four on one side).
  if ((s[0] > 0 && s[1] > 0 && s[2] > 0 && s[3] > 0) ||
      (s[0] < 0 && s[1] < 0 && s[2] < 0 && s[3] < 0)) {
    return;
  }
  for (int i = 0; i < 4; ++i) {
    if (s[i] == 0) polygon->push_back(*p[i]);
    for (int j = i + 1; j < 4; ++j) {
      if ((s[i] < 0 && s[j] > 0) || (s[i] > 0 && s[j] < 0)) {
        polygon->push_back(*p[i] + (s[i] / (s[i] - s[j])) * (*p[j] - *p[i]));
      }
    }
  }
  if (polygon->size < 3) {
    polygon->clear();
    return;
  }
  // Order the three or four points counter-clockwise about n (a slice of
  // a tetrahedron is a triangle or a convex quadrilateral).
  const Vector3d n_d = ExtractDoubleOrThrow(n);
  SmallPolygon<T>& q = *polygon;
  auto orient = [&](int a, int b, int c) {
    return n_d.dot(ExtractDoubleOrThrow(Vector3<T>(q[b] - q[a]))
                       .cross(ExtractDoubleOrThrow(Vector3<T>(q[c] - q[a]))));
  };
  if (q.size == 4) {
    // q[k] is opposite q[0] when the other two lie on either side of the
    // line q[0]q[k]; then the order is 0, i, k, j.
    for (int k = 1; k < 4; ++k) {
      const int i = k == 1 ? 2 : 1;
      const int j = 6 - k - i;
      if ((orient(0, k, i) > 0) != (orient(0, k, j) > 0)) {
        const Vector3<T> q_i = q[i], q_k = q[k], q_j = q[j];
        q[1] = q_i;
        q[2] = q_k;
        q[3] = q_j;
        break;
      }
    }
    if (orient(0, 1, 2) < 0) std::swap(q[1], q[3]);
  } else if (orient(0, 1, 2) < 0) {
    std::swap(q[1], q[2]);
  }
}

// The slice of tetrahedron e of `mesh` (in the mesh's frame).
template <typename T>
void SliceMeshTetWithPlane(const VolumeMesh<double>& mesh, int e,
                           const Vector3<T>& n, const T& d,
                           SmallPolygon<T>* polygon) {
  std::array<Vector3<T>, 4> vertices;
  std::array<const Vector3<T>*, 4> p;
  for (int i = 0; i < 4; ++i) {
    vertices[i] = mesh.vertex(mesh.element(e).vertex(i)).template cast<T>();
    p[i] = &vertices[i];
  }
  SliceTetWithPlane(p, n, d, polygon);
}

// The tetrahedra of a mesh M posed in frame A: vertices, inward face
// normals, each tetrahedron's axis-aligned box in A and, for a pressure
// field on M, each tetrahedron's affine pressure e(p_A) = g·p_A + c in A,
// computed once per query (a BVH traversal meets each tetrahedron many
// times, and its leaves pair every element of one leaf with every element
// of the other).
template <typename T>
struct PosedTetrahedra {
  // Fills the vectors (reusing their capacity) for `field`'s mesh posed at
  // X_AM.
  void Pose(const VolumeMeshFieldLinear<double, double>& field,
            const math::RigidTransform<T>& X_AM) {
    const VolumeMesh<double>& mesh = field.mesh();
    const Matrix3<T> R_AM = X_AM.rotation().matrix();
    const Vector3<T>& p_AMo = X_AM.translation();
    const Matrix3d R_AM_d = ExtractDoubleOrThrow(R_AM);
    // Mo's position in A and A's origin's in M.
    const Vector3<T> p_MAo = -(R_AM.transpose() * p_AMo);
    vertices_A.resize(mesh.num_vertices());
    for (int v = 0; v < mesh.num_vertices(); ++v) {
      vertices_A[v] = R_AM * mesh.vertex(v).template cast<T>() + p_AMo;
    }
    const int num_elements = mesh.num_elements();
    normals_A.resize(num_elements);
    lower_A.resize(num_elements);
    upper_A.resize(num_elements);
    gradient_A.resize(num_elements);
    gradient_A_d.resize(num_elements);
    gradient_norm2.resize(num_elements);
    value_at_Ao.resize(num_elements);
    mesh_lower_A = Vector3d::Constant(kInf);
    mesh_upper_A = -mesh_lower_A;
    for (int e = 0; e < num_elements; ++e) {
      Vector3d lower = Vector3d::Constant(kInf), upper = -lower;
      for (int f = 0; f < 4; ++f) {
        normals_A[e][f] = R_AM * mesh.inward_normal(e, f).template cast<T>();
        const Vector3d p =
            ExtractDoubleOrThrow(vertices_A[mesh.element(e).vertex(f)]);
        lower = lower.cwiseMin(p);
        upper = upper.cwiseMax(p);
      }
      lower_A[e] = lower;
      upper_A[e] = upper;
      mesh_lower_A = mesh_lower_A.cwiseMin(lower);
      mesh_upper_A = mesh_upper_A.cwiseMax(upper);
      const Vector3d g_M = field.EvaluateGradient(e);
      gradient_A[e] = R_AM * g_M.template cast<T>();
      gradient_A_d[e] = R_AM_d * g_M;
      gradient_norm2[e] = g_M.squaredNorm();
      value_at_Ao[e] = field.EvaluateCartesian(e, p_MAo);
    }
  }
  // Collects into `near` the tetrahedra whose boxes meet the box
  // [lower, upper] (in A).
  void CollectNear(const Vector3d& lower, const Vector3d& upper) {
    near.clear();
    for (int e = 0; e < static_cast<int>(lower_A.size()); ++e) {
      if ((lower_A[e].array() <= upper.array()).all() &&
          (lower.array() <= upper_A[e].array()).all()) {
        near.push_back(e);
      }
    }
  }
  // Vertex i of tetrahedron e, posed.
  const Vector3<T>& vertex(const VolumeMesh<double>& mesh, int e, int i) const {
    return vertices_A[mesh.element(e).vertex(i)];
  }
  static constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<Vector3<T>> vertices_A;
  std::vector<std::array<Vector3<T>, 4>> normals_A;
  std::vector<Vector3d> lower_A;
  std::vector<Vector3d> upper_A;
  std::vector<Vector3<T>> gradient_A;
  std::vector<Vector3d> gradient_A_d;
  std::vector<double> gradient_norm2;  // |g|², (Pa/m)²
  std::vector<T> value_at_Ao;
  // The box of all the tetrahedra, in A.
  Vector3d mesh_lower_A;
  Vector3d mesh_upper_A;
  // CollectNear()'s result.
  std::vector<int> near;
};

// The per-thread buffers for posing the two meshes of a compliant pair
// (no allocation once they have grown to the largest mesh).
template <typename T>
PosedTetrahedra<T>& ThreadPosedTetrahedra(int which) {
  static thread_local std::array<PosedTetrahedra<T>, 2> posed;
  return posed[which];
}

// True if the plane {p : n·p = d} leaves the four vertices of
// tetrahedron e of `mesh` (posed in `posed`) strictly on one side.
template <typename T>
bool PlaneMissesTet(const VolumeMesh<double>& mesh, int e,
                    const PosedTetrahedra<T>& posed, const Vector3<T>& n,
                    const T& d) {
  int above = 0, below = 0;
  for (int i = 0; i < 4; ++i) {
    const T s = n.dot(posed.vertex(mesh, e, i)) - d;
    above += s > 0;
    below += s < 0;
  }
  return above == 4 || below == 4;
}

// Clips `polygon` (in frame A) by the four faces of tetrahedron e of
// `mesh`, whose vertices and inward normals `posed` holds in A; `scratch`
// is reused.
template <typename T>
void ClipByPosedTet(const VolumeMesh<double>& mesh, int e,
                    const PosedTetrahedra<T>& posed, SmallPolygon<T>* polygon,
                    SmallPolygon<T>* scratch) {
  SmallPolygon<T>* in = polygon;
  SmallPolygon<T>* out = scratch;
  for (int f = 0; f < 4 && in->size >= 3; ++f) {
    // Face f is opposite vertex f; vertex (f + 1) % 4 lies on it.
    ClipChained(posed.normals_A[e][f], posed.vertex(mesh, e, (f + 1) % 4), &in,
                &out);
  }
  if (in != polygon) {
    polygon->size = in->size;
    for (int i = 0; i < in->size; ++i) (*polygon)[i] = (*in)[i];
  }
}

// True if the polygon's axis-aligned box and the box [lower, upper] (all
// in one frame) are strictly apart on some axis: then they cannot meet.
template <typename T>
bool SliceMissesBox(const SmallPolygon<T>& polygon, const Vector3d& lower,
                    const Vector3d& upper) {
  Vector3d p = ExtractDoubleOrThrow(polygon[0]);
  Vector3d low = p, high = p;
  for (int i = 1; i < polygon.size; ++i) {
    p = ExtractDoubleOrThrow(polygon[i]);
    low = low.cwiseMin(p);
    high = high.cwiseMax(p);
  }
  return (low.array() > upper.array()).any() ||
         (lower.array() > high.array()).any();
}

}  // namespace

template <typename T>
bool CalcContactSurfaceFromSoftVolumeRigidSurface(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work) {
  const VolumeMesh<double>& mesh_S = field_S.mesh();
  const math::RigidTransform<T> X_SR = X_WS.InvertAndCompose(X_WR);
  const math::RigidTransform<double> X_SR_d = X_SR.template cast<double>();
  SurfaceBuilder<T> builder(representation, work);
  SmallPolygon<T> polygon, scratch;
  bvh_S.Collide(bvh_R, X_SR_d, [&](int tet, int tri) {
    const Vector3d grad_S = field_S.EvaluateGradient(tet);
    const Vector3d n_S = X_SR_d.rotation() * mesh_R.face_normal(tri);
    if (n_S.dot(grad_S) <= kCosAlpha * grad_S.norm()) {
      return BvttCallbackResult::Continue;
    }
    // The tetrahedron's slice by the triangle's plane (counter-clockwise
    // about the triangle's normal), clipped to the triangle's three edges.
    std::array<Vector3<T>, 3> p_SV;
    for (int i = 0; i < 3; ++i) {
      p_SV[i] = X_SR *
                mesh_R.vertex(mesh_R.element(tri).vertex(i)).template cast<T>();
    }
    const Vector3<T> normal_S =
        X_SR.rotation() * mesh_R.face_normal(tri).template cast<T>();
    SliceMeshTetWithPlane(mesh_S, tet, normal_S, T(normal_S.dot(p_SV[0])),
                          &polygon);
    for (int i = 0; i < 3 && polygon.size >= 3; ++i) {
      const Vector3<T> inward = normal_S.cross(p_SV[(i + 1) % 3] - p_SV[i]);
      ClipInPlace(inward, p_SV[i], &polygon, &scratch);
    }
    RemoveDuplicates(&polygon);
    if (polygon.size < 3) return BvttCallbackResult::Continue;
    const Vector3<T> grad_W = X_WS.rotation() * grad_S.template cast<T>();
    builder.AddPolygon(
        polygon, X_WS,
        [&](const Vector3<T>& p_S) {
          return field_S.EvaluateCartesian(tet, p_S);
        },
        grad_W, nullptr);
    return BvttCallbackResult::Continue;
  });
  return builder.has_faces();
}

template <typename T>
bool CalcContactSurfaceFromSoftVolumeRigidHalfSpace(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work) {
  const VolumeMesh<double>& mesh_S = field_S.mesh();
  const math::RigidTransform<T> X_SR = X_WS.InvertAndCompose(X_WR);
  const Vector3<T> n_S = X_SR.rotation().matrix().col(2);
  const T d = n_S.dot(X_SR.translation());
  SurfaceBuilder<T> builder(representation, work);
  SmallPolygon<T> polygon;
  bvh_S.CollidePlane(
      ExtractDoubleOrThrow(n_S), ExtractDoubleOrThrow(d), [&](int tet) {
        SliceMeshTetWithPlane(mesh_S, tet, n_S, d, &polygon);
        RemoveDuplicates(&polygon);
        if (polygon.size < 3) return;
        const Vector3<T> grad_W =
            X_WS.rotation() * field_S.EvaluateGradient(tet).template cast<T>();
        builder.AddPolygon(
            polygon, X_WS,
            [&](const Vector3<T>& p_S) {
              return field_S.EvaluateCartesian(tet, p_S);
            },
            grad_W, nullptr);
      });
  return builder.has_faces();
}

template <typename T>
bool CalcContactSurfaceFromSoftHalfSpaceRigidSurface(
    GeometryId id_S, double pressure_per_depth,
    const math::RigidTransform<T>& X_WS, GeometryId id_R,
    const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work, double margin) {
  const math::RigidTransform<T> X_RS = X_WR.InvertAndCompose(X_WS);
  // S's outward normal and plane offset in R: inside the (inflated) half
  // space is n·p <= d; its pressure is still measured from the plane
  // d − margin.
  const Vector3<T> n_R = X_RS.rotation().matrix().col(2);
  const T d = n_R.dot(X_RS.translation()) + margin;
  const Vector3<T> n_W = X_WS.rotation().matrix().col(2);
  // Pressure grows with depth: ∇e_S = −(E/h)·n.
  const Vector3<T> grad_W = -pressure_per_depth * n_W;
  const Vector3d n_R_d = ExtractDoubleOrThrow(n_R);
  // The depth below S's surface of a point p of R is (d − margin) − n·p.
  const T surface_offset = d - margin;
  SurfaceBuilder<T> builder(representation, work);
  SmallPolygon<T> polygon, scratch;
  const Vector3<T> minus_n = -n_R;
  const Vector3<T> on_plane = d * n_R;
  bvh_R.CollideHalfSpace(n_R_d, ExtractDoubleOrThrow(d), [&](int tri) {
    // The rigid face must look into S: its normal within 5π/8 of −n.
    if (-mesh_R.face_normal(tri).dot(n_R_d) <= kCosAlpha) return;
    polygon.clear();
    for (int i = 0; i < 3; ++i) {
      polygon.push_back(
          mesh_R.vertex(mesh_R.element(tri).vertex(i)).template cast<T>());
    }
    ClipInPlace(minus_n, on_plane, &polygon, &scratch);
    RemoveDuplicates(&polygon);
    if (polygon.size < 3) return;
    builder.AddPolygon(
        polygon, X_WR,
        [&](const Vector3<T>& p_R) {
          return T(pressure_per_depth * (surface_offset - n_R.dot(p_R)));
        },
        grad_W, nullptr);
  });
  return builder.has_faces();
}

template <typename T>
bool CalcContactSurfaceFromSoftVolumeSoftHalfSpace(
    GeometryId id_V, const VolumeMeshFieldLinear<double, double>& field_V,
    const Bvh<VolumeMesh<double>>& bvh_V, const math::RigidTransform<T>& X_WV,
    GeometryId id_H, double pressure_per_depth,
    const math::RigidTransform<T>& X_WH,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work, double margin) {
  const VolumeMesh<double>& mesh_V = field_V.mesh();
  const math::RigidTransform<T> X_VH = X_WV.InvertAndCompose(X_WH);
  // H's outward normal and offset in V: H's pressure is k·(d − n·p) with
  // k = E/thickness; inside its surface, inflated by the margin, is
  // n·p <= d + margin.
  const Vector3<T> n = X_VH.rotation().matrix().col(2);
  const T d = n.dot(X_VH.translation());
  const double k = pressure_per_depth;
  const Vector3<T> g_H = -k * n;
  const Vector3d g_H_d = ExtractDoubleOrThrow(g_H);
  const Vector3<T> minus_n = -n;
  const Vector3<T> on_plane = (d + margin) * n;
  SurfaceBuilder<T> builder(representation, work);
  SmallPolygon<T> polygon, scratch;
  bvh_V.CollideHalfSpace(
      ExtractDoubleOrThrow(n), ExtractDoubleOrThrow(d) + margin, [&](int tet) {
        const Vector3d g_V = field_V.EvaluateGradient(tet);
        const Vector3d n_d = g_V - g_H_d;
        const double n_norm = n_d.norm();
        if (!(n_norm > 0)) return;
        if (g_V.dot(n_d) <= kCosAlpha * g_V.norm() * n_norm ||
            -g_H_d.dot(n_d) <= kCosAlpha * g_H_d.norm() * n_norm) {
          return;
        }
        // g·p + c = k·d − k·n·p  ⇔  (g + k·n)·p = k·d − c.
        const Vector3<T> g = ToScalar<T>(g_V);
        const T c =
            field_V.EvaluateCartesian(tet, Vector3<T>(Vector3<T>::Zero()));
        const Vector3<T> normal = g - g_H;
        SliceMeshTetWithPlane(mesh_V, tet, normal, T(k * d - c), &polygon);
        if (polygon.size < 3) return;
        ClipInPlace(minus_n, on_plane, &polygon, &scratch);
        RemoveDuplicates(&polygon);
        if (polygon.size < 3) return;
        const Vector3<T> grad_V_W = X_WV.rotation() * g;
        const Vector3<T> grad_H_W = X_WV.rotation() * g_H;
        builder.AddPolygon(
            polygon, X_WV,
            [&](const Vector3<T>& p_V) {
              return field_V.EvaluateCartesian(tet, p_V);
            },
            grad_V_W, &grad_H_W);
      });
  return builder.has_faces();
}

template <typename T>
bool CalcContactSurfaceFromCompliantVolumes(
    GeometryId id_A, const VolumeMeshFieldLinear<double, double>& field_A,
    const Bvh<VolumeMesh<double>>& bvh_A, const math::RigidTransform<T>& X_WA,
    GeometryId id_B, const VolumeMeshFieldLinear<double, double>& field_B,
    const Bvh<VolumeMesh<double>>& bvh_B, const math::RigidTransform<T>& X_WB,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work) {
  const VolumeMesh<double>& mesh_A = field_A.mesh();
  const VolumeMesh<double>& mesh_B = field_B.mesh();
  const math::RigidTransform<T> X_AB = X_WA.InvertAndCompose(X_WB);
  const math::RigidTransform<double> X_AB_d = X_AB.template cast<double>();
  SurfaceBuilder<T> builder(representation, work);
  SmallPolygon<T> polygon, scratch;
  // Both meshes' tetrahedra and pressures in A (A's own at the identity),
  // for their boxes, the equal-pressure planes and B's clipping planes.
  PosedTetrahedra<T>& posed_A = ThreadPosedTetrahedra<T>(0);
  PosedTetrahedra<T>& posed_B = ThreadPosedTetrahedra<T>(1);
  posed_A.Pose(field_A, math::RigidTransform<T>());
  posed_B.Pose(field_B, X_AB);
  auto visit = [&](int a, int b) {
    // The leaves pair all their elements: drop pairs whose own boxes in A
    // are apart.
    if ((posed_A.lower_A[a].array() > posed_B.upper_A[b].array()).any() ||
        (posed_B.lower_A[b].array() > posed_A.upper_A[a].array()).any()) {
      return BvttCallbackResult::Continue;
    }
    const Vector3d& g_A = posed_A.gradient_A_d[a];
    const Vector3d& g_B_A = posed_B.gradient_A_d[b];
    // The plane normal, out of B into A, is along g_A − g_B; each
    // gradient must point (within 5π/8) into its own geometry.
    const Vector3d n_d = g_A - g_B_A;
    const double n2 = n_d.squaredNorm();
    if (!(n2 > 0)) return BvttCallbackResult::Continue;
    if (AngleAtLeastAlpha(g_A.dot(n_d), posed_A.gradient_norm2[a], n2) ||
        AngleAtLeastAlpha(-g_B_A.dot(n_d), posed_B.gradient_norm2[b], n2)) {
      return BvttCallbackResult::Continue;
    }
    // e_A(p) = g_A·p + c_A and e_B(p) = g_B·p + c_B in A: the plane
    // (g_A − g_B)·p = c_B − c_A.
    const Vector3<T> n = posed_A.gradient_A[a] - posed_B.gradient_A[b];
    const T d = posed_B.value_at_Ao[b] - posed_A.value_at_Ao[a];
    // The cheaper rejection first: the plane must cross tetrahedron b.
    if (PlaneMissesTet(mesh_B, b, posed_B, n, d)) {
      return BvttCallbackResult::Continue;
    }
    SliceTetWithPlane<T>(
        {&posed_A.vertex(mesh_A, a, 0), &posed_A.vertex(mesh_A, a, 1),
         &posed_A.vertex(mesh_A, a, 2), &posed_A.vertex(mesh_A, a, 3)},
        n, d, &polygon);
    if (polygon.size < 3) return BvttCallbackResult::Continue;
    // The slice's box must meet tetrahedron b's (in the ten-box stack this
    // drops two thirds of the slices the four clips below would empty).
    if (SliceMissesBox(polygon, posed_B.lower_A[b], posed_B.upper_A[b])) {
      return BvttCallbackResult::Continue;
    }
    ClipByPosedTet(mesh_B, b, posed_B, &polygon, &scratch);
    RemoveDuplicates(&polygon);
    if (polygon.size < 3) return BvttCallbackResult::Continue;
    const Vector3<T> grad_A_W = X_WA.rotation() * posed_A.gradient_A[a];
    const Vector3<T> grad_B_W = X_WA.rotation() * posed_B.gradient_A[b];
    const Vector3<T>& g_A_T = posed_A.gradient_A[a];
    const T& c_A = posed_A.value_at_Ao[a];
    builder.AddPolygon(
        polygon, X_WA,
        [&](const Vector3<T>& p_A) { return T(c_A + g_A_T.dot(p_A)); },
        grad_A_W, &grad_B_W);
    return BvttCallbackResult::Continue;
  };
  // The candidate pairs: when few tetrahedra of each mesh meet the other
  // mesh's box (coarse meshes, such as a compliant Box's 24, or a shallow
  // overlap), all their pairs, whose boxes `visit` tests at once; otherwise
  // the pairs of the two BVHs' overlapping leaves (which transforms B's
  // node boxes into A at every step of the traversal).
  constexpr int kMaxDirectPairs = 1024;
  posed_A.CollectNear(posed_B.mesh_lower_A, posed_B.mesh_upper_A);
  posed_B.CollectNear(posed_A.mesh_lower_A, posed_A.mesh_upper_A);
  const int64_t direct_pairs = static_cast<int64_t>(posed_A.near.size()) *
                               static_cast<int64_t>(posed_B.near.size());
  if (direct_pairs <= kMaxDirectPairs) {
    for (const int a : posed_A.near) {
      for (const int b : posed_B.near) visit(a, b);
    }
  } else {
    bvh_A.Collide(bvh_B, X_AB_d, visit);
  }
  return builder.has_faces();
}

// Rewrites a ContactSurface (and its mesh and field) in place; a friend of
// each, declared in their headers.
template <typename T>
class ContactSurfaceWriter {
 public:
  static void Rewrite(GeometryId id_M, GeometryId id_N, bool has_grad_N,
                      ContactSurfaceScratch<T>* work,
                      ContactSurface<T>* surface) {
    // The surface's own per-face vectors (not swapped with the scratch's)
    // get half again the most faces any surface built in this scratch has
    // had (at least n) when they must grow: surfaces are reused for any
    // pair, so each ends with room for the largest, and the number of faces
    // wandering up a little allocates nothing.
    const size_t most_faces = work->most_faces;
    const auto room_for = [most_faces](auto* v, int n) {
      const size_t size = static_cast<size_t>(n);
      if (v->capacity() < size) {
        const size_t most = std::max(size, most_faces);
        v->reserve(most + most / 2);
      }
    };
    surface->id_M_ = id_M;
    surface->id_N_ = id_N;
    if (surface->is_triangle()) {
      auto& mesh =
          *std::get<std::unique_ptr<TriangleSurfaceMesh<T>>>(surface->mesh_W_);
      auto& field =
          *std::get<std::unique_ptr<TriangleSurfaceMeshFieldLinear<T, T>>>(
              surface->e_MN_);
      std::swap(mesh.triangles_, work->triangles);
      std::swap(mesh.vertices_M_, work->vertices);
      room_for(&mesh.area_, mesh.num_triangles());
      room_for(&mesh.face_normals_, mesh.num_triangles());
      mesh.ComputePositionDependentQuantities();
      // As the constructor with MeshGradientMode::kNone.
      std::swap(field.values_, work->values);
      field.gradients_.clear();
      field.values_at_Mo_.clear();
      field.is_gradient_field_degenerate_ = false;
      room_for(&field.min_values_, mesh.num_triangles());
      room_for(&field.max_values_, mesh.num_triangles());
      field.CalcMinAndMaxValues();
    } else {
      auto& mesh =
          *std::get<std::unique_ptr<PolygonSurfaceMesh<T>>>(surface->mesh_W_);
      auto& field =
          *std::get<std::unique_ptr<PolygonSurfaceMeshFieldLinear<T, T>>>(
              surface->e_MN_);
      std::swap(mesh.face_data_, work->face_data);
      std::swap(mesh.vertices_M_, work->vertices);
      // The face data is ours (well formed): index the polygons.
      mesh.poly_indices_.clear();
      room_for(&mesh.poly_indices_, static_cast<int>(work->face_areas.size()));
      for (int i = 0; i < static_cast<int>(mesh.face_data_.size());
           i += mesh.face_data_[i] + 1) {
        mesh.poly_indices_.push_back(i);
      }
      // The per-face quantities the builder computed: the areas, normals
      // and centroids by the mesh's own formulas, and the field's
      // gradients as the pressure's gradient in each face's plane (as
      // MakeContactSurface() uses them). Every face has twice its area
      // above 1e-28 m², so none is degenerate.
      std::swap(mesh.areas_, work->face_areas);
      std::swap(mesh.face_normals_, work->face_normals);
      std::swap(mesh.element_centroid_M_, work->face_centroids);
      DRAKE_DEMAND(static_cast<int>(mesh.areas_.size()) == mesh.num_faces());
      mesh.total_area_ = T(0);
      Vector3<T> weighted = Vector3<T>::Zero();
      for (int f = 0; f < mesh.num_faces(); ++f) {
        mesh.total_area_ += mesh.areas_[f];
        weighted += mesh.areas_[f] * mesh.element_centroid_M_[f];
      }
      mesh.p_MSc_ = mesh.total_area_ > 0
                        ? Vector3<T>(weighted / mesh.total_area_)
                        : Vector3<T>(Vector3<T>::Zero());
      std::swap(field.values_, work->values);
      field.is_gradient_field_degenerate_ = false;
      std::swap(field.gradients_, work->face_gradients);
      room_for(&field.values_at_Mo_, mesh.num_faces());
      room_for(&field.min_values_, mesh.num_faces());
      room_for(&field.max_values_, mesh.num_faces());
      field.CalcValuesAtMo();
      field.CalcMinAndMaxValues();
    }
    // The gradient vectors: reuse whichever the surface owns.
    std::unique_ptr<std::vector<Vector3<T>>> first =
        std::move(surface->grad_eM_W_);
    std::unique_ptr<std::vector<Vector3<T>>> second =
        std::move(surface->grad_eN_W_);
    if (first == nullptr) std::swap(first, second);
    if (first == nullptr) first = std::make_unique<std::vector<Vector3<T>>>();
    std::swap(*first, work->grad_M);
    surface->grad_eM_W_ = std::move(first);
    if (has_grad_N) {
      if (second == nullptr) {
        second = std::make_unique<std::vector<Vector3<T>>>();
      }
      std::swap(*second, work->grad_N);
      surface->grad_eN_W_ = std::move(second);
    }
    if (id_N < id_M) surface->SwapMAndN();
  }
};

template <typename T>
std::unique_ptr<ContactSurface<T>> MakeContactSurface(
    GeometryId id_M, GeometryId id_N, bool has_grad_N,
    HydroelasticContactRepresentation representation,
    ContactSurfaceScratch<T>* work) {
  DRAKE_DEMAND(!work->vertices.empty());
  auto grad_M =
      std::make_unique<std::vector<Vector3<T>>>(std::move(work->grad_M));
  std::unique_ptr<std::vector<Vector3<T>>> grad_N;
  if (has_grad_N) {
    grad_N = std::make_unique<std::vector<Vector3<T>>>(std::move(work->grad_N));
  }
  if (representation == HydroelasticContactRepresentation::kTriangle) {
    auto mesh = std::make_unique<TriangleSurfaceMesh<T>>(
        std::move(work->triangles), std::move(work->vertices));
    auto field = std::make_unique<TriangleSurfaceMeshFieldLinear<T, T>>(
        std::move(work->values), mesh.get(), MeshGradientMode::kNone);
    return std::make_unique<ContactSurface<T>>(
        id_M, id_N, std::move(mesh), std::move(field), std::move(grad_M),
        std::move(grad_N));
  }
  auto mesh = std::make_unique<PolygonSurfaceMesh<T>>(
      std::move(work->face_data), std::move(work->vertices));
  // Per-face gradients make EvaluateCartesian() available: the builder's,
  // as RewriteContactSurface() uses them (no face is degenerate), so that a
  // pooled surface equals a new one.
  DRAKE_DEMAND(static_cast<int>(work->face_gradients.size()) ==
               mesh->num_faces());
  auto field = std::make_unique<PolygonSurfaceMeshFieldLinear<T, T>>(
      std::move(work->values), mesh.get(), std::move(work->face_gradients));
  return std::make_unique<ContactSurface<T>>(
      id_M, id_N, std::move(mesh), std::move(field), std::move(grad_M),
      std::move(grad_N));
}

template <typename T>
void RewriteContactSurface(GeometryId id_M, GeometryId id_N, bool has_grad_N,
                           ContactSurfaceScratch<T>* work,
                           ContactSurface<T>* surface) {
  DRAKE_DEMAND(!work->vertices.empty());
  ContactSurfaceWriter<T>::Rewrite(id_M, id_N, has_grad_N, work, surface);
}

// The one-shot forms: a fresh scratch, and a new surface.

template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeRigidSurface(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation) {
  ContactSurfaceScratch<T> work;
  if (!CalcContactSurfaceFromSoftVolumeRigidSurface(id_S, field_S, bvh_S, X_WS,
                                                    id_R, mesh_R, bvh_R, X_WR,
                                                    representation, &work)) {
    return nullptr;
  }
  return MakeContactSurface(id_S, id_R, false, representation, &work);
}

template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeRigidHalfSpace(
    GeometryId id_S, const VolumeMeshFieldLinear<double, double>& field_S,
    const Bvh<VolumeMesh<double>>& bvh_S, const math::RigidTransform<T>& X_WS,
    GeometryId id_R, const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation) {
  ContactSurfaceScratch<T> work;
  if (!CalcContactSurfaceFromSoftVolumeRigidHalfSpace(
          id_S, field_S, bvh_S, X_WS, id_R, X_WR, representation, &work)) {
    return nullptr;
  }
  return MakeContactSurface(id_S, id_R, false, representation, &work);
}

template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftHalfSpaceRigidSurface(
    GeometryId id_S, double pressure_per_depth,
    const math::RigidTransform<T>& X_WS, GeometryId id_R,
    const TriangleSurfaceMesh<double>& mesh_R,
    const Bvh<TriangleSurfaceMesh<double>>& bvh_R,
    const math::RigidTransform<T>& X_WR,
    HydroelasticContactRepresentation representation, double margin) {
  ContactSurfaceScratch<T> work;
  if (!CalcContactSurfaceFromSoftHalfSpaceRigidSurface(
          id_S, pressure_per_depth, X_WS, id_R, mesh_R, bvh_R, X_WR,
          representation, &work, margin)) {
    return nullptr;
  }
  return MakeContactSurface(id_S, id_R, false, representation, &work);
}

template <typename T>
std::unique_ptr<ContactSurface<T>>
ComputeContactSurfaceFromSoftVolumeSoftHalfSpace(
    GeometryId id_V, const VolumeMeshFieldLinear<double, double>& field_V,
    const Bvh<VolumeMesh<double>>& bvh_V, const math::RigidTransform<T>& X_WV,
    GeometryId id_H, double pressure_per_depth,
    const math::RigidTransform<T>& X_WH,
    HydroelasticContactRepresentation representation, double margin) {
  ContactSurfaceScratch<T> work;
  if (!CalcContactSurfaceFromSoftVolumeSoftHalfSpace(
          id_V, field_V, bvh_V, X_WV, id_H, pressure_per_depth, X_WH,
          representation, &work, margin)) {
    return nullptr;
  }
  return MakeContactSurface(id_V, id_H, true, representation, &work);
}

template <typename T>
std::unique_ptr<ContactSurface<T>> ComputeContactSurfaceFromCompliantVolumes(
    GeometryId id_A, const VolumeMeshFieldLinear<double, double>& field_A,
    const Bvh<VolumeMesh<double>>& bvh_A, const math::RigidTransform<T>& X_WA,
    GeometryId id_B, const VolumeMeshFieldLinear<double, double>& field_B,
    const Bvh<VolumeMesh<double>>& bvh_B, const math::RigidTransform<T>& X_WB,
    HydroelasticContactRepresentation representation) {
  ContactSurfaceScratch<T> work;
  if (!CalcContactSurfaceFromCompliantVolumes(id_A, field_A, bvh_A, X_WA, id_B,
                                              field_B, bvh_B, X_WB,
                                              representation, &work)) {
    return nullptr;
  }
  return MakeContactSurface(id_A, id_B, true, representation, &work);
}

#define MALLARD_INSTANTIATE_HYDRO(T)                                           \
  template std::unique_ptr<ContactSurface<T>>                                  \
  ComputeContactSurfaceFromSoftVolumeRigidSurface<T>(                          \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const TriangleSurfaceMesh<double>&,                          \
      const Bvh<TriangleSurfaceMesh<double>>&, const math::RigidTransform<T>&, \
      HydroelasticContactRepresentation);                                      \
  template std::unique_ptr<ContactSurface<T>>                                  \
  ComputeContactSurfaceFromSoftVolumeRigidHalfSpace<T>(                        \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const math::RigidTransform<T>&,                              \
      HydroelasticContactRepresentation);                                      \
  template std::unique_ptr<ContactSurface<T>>                                  \
  ComputeContactSurfaceFromSoftHalfSpaceRigidSurface<T>(                       \
      GeometryId, double, const math::RigidTransform<T>&, GeometryId,          \
      const TriangleSurfaceMesh<double>&,                                      \
      const Bvh<TriangleSurfaceMesh<double>>&, const math::RigidTransform<T>&, \
      HydroelasticContactRepresentation, double);                              \
  template std::unique_ptr<ContactSurface<T>>                                  \
  ComputeContactSurfaceFromSoftVolumeSoftHalfSpace<T>(                         \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, double, const math::RigidTransform<T>&,                      \
      HydroelasticContactRepresentation, double);                              \
  template std::unique_ptr<ContactSurface<T>>                                  \
  ComputeContactSurfaceFromCompliantVolumes<T>(                                \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      HydroelasticContactRepresentation);

#define MALLARD_INSTANTIATE_HYDRO_CALC(T)                                      \
  template bool CalcContactSurfaceFromSoftVolumeRigidSurface<T>(               \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const TriangleSurfaceMesh<double>&,                          \
      const Bvh<TriangleSurfaceMesh<double>>&, const math::RigidTransform<T>&, \
      HydroelasticContactRepresentation, ContactSurfaceScratch<T>*);           \
  template bool CalcContactSurfaceFromSoftVolumeRigidHalfSpace<T>(             \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const math::RigidTransform<T>&,                              \
      HydroelasticContactRepresentation, ContactSurfaceScratch<T>*);           \
  template bool CalcContactSurfaceFromSoftHalfSpaceRigidSurface<T>(            \
      GeometryId, double, const math::RigidTransform<T>&, GeometryId,          \
      const TriangleSurfaceMesh<double>&,                                      \
      const Bvh<TriangleSurfaceMesh<double>>&, const math::RigidTransform<T>&, \
      HydroelasticContactRepresentation, ContactSurfaceScratch<T>*, double);   \
  template bool CalcContactSurfaceFromSoftVolumeSoftHalfSpace<T>(              \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, double, const math::RigidTransform<T>&,                      \
      HydroelasticContactRepresentation, ContactSurfaceScratch<T>*, double);   \
  template bool CalcContactSurfaceFromCompliantVolumes<T>(                     \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      GeometryId, const VolumeMeshFieldLinear<double, double>&,                \
      const Bvh<VolumeMesh<double>>&, const math::RigidTransform<T>&,          \
      HydroelasticContactRepresentation, ContactSurfaceScratch<T>*);           \
  template std::unique_ptr<ContactSurface<T>> MakeContactSurface<T>(           \
      GeometryId, GeometryId, bool, HydroelasticContactRepresentation,         \
      ContactSurfaceScratch<T>*);                                              \
  template void RewriteContactSurface<T>(GeometryId, GeometryId, bool,         \
                                         ContactSurfaceScratch<T>*,            \
                                         ContactSurface<T>*);

MALLARD_INSTANTIATE_HYDRO(double)
MALLARD_INSTANTIATE_HYDRO(AutoDiffXd)
MALLARD_INSTANTIATE_HYDRO_CALC(double)
MALLARD_INSTANTIATE_HYDRO_CALC(AutoDiffXd)
#undef MALLARD_INSTANTIATE_HYDRO_CALC
#undef MALLARD_INSTANTIATE_HYDRO

}  // namespace internal
}  // namespace geometry
}  // namespace drake
