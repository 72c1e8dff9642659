#pragma once

/// @file
/// (Internal) The per-node step of every O(n) recursion of the tree, written
/// once. The compiled tree's flat loops (multibody_tree_algorithms.cc) and
/// the object view BodyNode (body_node.cc) both call these functions; they
/// differ only in how they fetch a node's inputs (depth-first arrays vs. the
/// node's accessors and the Context). Include from .cc files only: these
/// are inline templates over the mobilizer kernels.
///
/// Everything is expressed in the world frame W. For node B with parent P,
/// inboard frame F (fixed in P) and outboard frame M (fixed in B):
/// - p_PoBo_W and p_MoBo_W are the offsets of Bo from Po and Mo;
/// - H (6 × nv) is the across-node hinge matrix H_PB_W at Bo, with
///   V_PB_W = H·v_B;
/// - spatial vectors are stacked [rotational; translational];
/// - spatial inertias about Bo are kept as (m, h = m·p_BoBcm_W, I_BBo_W),
///   so M·A = [I·α + h×a; m·a − h×α] and the gyroscopic bias force is
///   Fb = [w×(I·w); w×(w×h)].
///
/// The hinge matrix H and the per-node outputs are Eigen expressions
/// (fixed-size blocks in the flat loops, so products unroll; dynamic-size
/// in BodyNode); outputs follow Eigen's `const MatrixBase&` idiom for
/// writable expressions.

#include <cmath>

#include "drake/common/drake_bool.h"
#include "drake/common/eigen_types.h"
#include "drake/math/cross_product.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/multibody_tree_caches.h"

// Each step is forced inline into its loop: out of line, the hinge and
// position steps cost the flat loops 15–25% more instructions (measured
// with callgrind on the iiwa14), as the compiler then also stops inlining
// Eigen's small fixed-size products.
#if defined(__GNUC__)
#define MALLARD_STEP_INLINE inline __attribute__((always_inline))
#else
#define MALLARD_STEP_INLINE inline
#endif

namespace drake {
namespace multibody {
namespace internal {
namespace body_node_steps {

// Writable view of an Eigen expression passed as `const MatrixBase&`.
template <typename Derived>
MALLARD_STEP_INLINE Eigen::MatrixBase<Derived>& Writable(
    const Eigen::MatrixBase<Derived>& x) {
  return const_cast<Eigen::MatrixBase<Derived>&>(x);
}

// ---------------------------------------------------------------------------
// Fused sums of products for AutoDiffXd.
//
// For double (and Expression) the steps keep their plain expressions. For
// AutoDiffXd each product and each sum of such an expression makes a
// temporary scalar (a call and a pass over the partials), and the result is
// then copied into its destination: in the iiwa14's AutoDiffXd mass matrix
// the scalar operators and copies took 60% of the time (perf). A
// ProductSum gathers Σ wᵢ·aᵢ·bᵢ (and terms w·a) and writes it into its
// destination in one call that forms the partials Σ wᵢ·(bᵢ·aᵢ' + aᵢ·bᵢ')
// in place.

/// Whether the steps use ProductSum for scalar T.
template <typename T>
inline constexpr bool kFuseProducts = std::is_same_v<T, AutoDiffXd>;

/// SetLinearCombination() for partials of size kN, known at compile time,
/// from the first operand with partials, x[first]: the sums stay in
/// registers (through a buffer on the stack, each operand's sum waited on
/// the previous one's store, a quarter of the function's time).
template <int kN>
__attribute__((always_inline)) inline void SetLinearCombinationFixed(
    AutoDiffXd* r, double value, int count, const double* w,
    const AutoDiffXd* const* x, int first) {
  double sum[kN];
  {
    const double* px = x[first]->partials_data();
    const double wk = w[first];
#pragma GCC unroll 16
    for (int i = 0; i < kN; ++i) sum[i] = wk * px[i];
  }
  for (int k = first + 1; k < count; ++k) {
    const int nk = x[k]->num_partials();
    if (nk == 0) continue;
    if (nk != kN) {
      ad::internal::ThrowPartialsSizeMismatch(kN, nk, "product sum");
    }
    const double* px = x[k]->partials_data();
    const double wk = w[k];
#pragma GCC unroll 16
    for (int i = 0; i < kN; ++i) sum[i] += wk * px[i];
  }
  double* pr = r->ResizePartials(kN);
#pragma GCC unroll 16
  for (int i = 0; i < kN; ++i) pr[i] = sum[i];
  r->value() = value;
}

/// Sets r to `value` with the partials Σₖ w[k]·x[k]' over the `count`
/// operands (empty partials count as zeros of the others' size).
/// r may be x[0] but no other operand. Throws std::runtime_error, as
/// AutoDiffXd's arithmetic does, for two non-empty partial vectors of different
/// sizes, before r changes. (Out of line and hidden: one direct call per
/// sum, not through the PLT.)
__attribute__((noinline, visibility("hidden"))) inline void
SetLinearCombination(AutoDiffXd* r, double value, int count, const double* w,
                     const AutoDiffXd* const* x) {
  // The first operand with partials sets their size; up to 8 partials are
  // summed in registers. r is written last, so it may be x[0], and when
  // x[0] is a constant it is skipped like any other.
  int first = 0;
  while (first < count && x[first]->num_partials() == 0) ++first;
  if (first == count) {
    r->ResizePartials(0);
    r->value() = value;
    return;
  }
  switch (x[first]->num_partials()) {
#define MALLARD_FIXED_CASE(N)                                   \
  case N:                                                       \
    SetLinearCombinationFixed<N>(r, value, count, w, x, first); \
    return;
    MALLARD_FIXED_CASE(1)
    MALLARD_FIXED_CASE(2)
    MALLARD_FIXED_CASE(3)
    MALLARD_FIXED_CASE(4)
    MALLARD_FIXED_CASE(5)
    MALLARD_FIXED_CASE(6)
    MALLARD_FIXED_CASE(7)
    MALLARD_FIXED_CASE(8)
#undef MALLARD_FIXED_CASE
    default:
      break;
  }
  // More partials: check the sizes (before r changes), then accumulate in
  // r itself from the first operand with partials (so a constant x[0] that
  // is r, whose resizing gives it n unspecified partials, is never read).
  int n = 0;
  for (int k = first; k < count; ++k) {
    const int nk = x[k]->num_partials();
    if (nk == 0 || nk == n) continue;
    if (n != 0) ad::internal::ThrowPartialsSizeMismatch(n, nk, "product sum");
    n = nk;
  }
  // (When r is x[0] with partials, resizing keeps them: their size is n.)
  double* pr = r->ResizePartials(n);
  bool first_written = false;
  for (int k = first; k < count; ++k) {
    if (x[k]->num_partials() == 0) continue;
    const double* px = x[k]->partials_data();
    const double wk = w[k];
    if (!first_written) {
      for (int i = 0; i < n; ++i) pr[i] = wk * px[i];
      first_written = true;
    } else {
      for (int i = 0; i < n; ++i) pr[i] += wk * px[i];
    }
  }
  r->value() = value;
}

/// Σ wᵢ·aᵢ·bᵢ + Σ wⱼ·cⱼ of up to kMaxOperands operands (two per product),
/// for AutoDiffXd; the value is accumulated in the order the terms are
/// added, as the plain expression would. The operands must stay alive and
/// unchanged until WriteTo(), whose destination may be only the first
/// operand added.
template <int kMaxOperands>
class ProductSum {
 public:
  /// + w·a·b.
  MALLARD_STEP_INLINE void AddProduct(const AutoDiffXd& a, const AutoDiffXd& b,
                                      double w = 1.0) {
    DRAKE_ASSERT(count_ + 2 <= kMaxOperands);
    const double av = a.value();
    const double bv = b.value();
    value_ += w * av * bv;
    weights_[count_] = w * bv;
    operands_[count_++] = &a;
    weights_[count_] = w * av;
    operands_[count_++] = &b;
  }
  /// − a·b.
  MALLARD_STEP_INLINE void SubtractProduct(const AutoDiffXd& a,
                                           const AutoDiffXd& b) {
    AddProduct(a, b, -1.0);
  }
  /// + w·a.
  MALLARD_STEP_INLINE void AddTerm(const AutoDiffXd& a, double w = 1.0) {
    DRAKE_ASSERT(count_ + 1 <= kMaxOperands);
    value_ += w * a.value();
    weights_[count_] = w;
    operands_[count_++] = &a;
  }
  MALLARD_STEP_INLINE void WriteTo(AutoDiffXd* out) const {
    SetLinearCombination(out, value_, count_, weights_, operands_);
  }

 private:
  double value_{0.0};
  int count_{0};
  double weights_[kMaxOperands];
  const AutoDiffXd* operands_[kMaxOperands];
};

/// a·b for two vectors of the same fixed size (matrices, or expressions
/// that give references to their coefficients, such as columns and blocks).
template <typename ADerived, typename BDerived>
MALLARD_STEP_INLINE typename ADerived::Scalar DotProduct(
    const Eigen::MatrixBase<ADerived>& a,
    const Eigen::MatrixBase<BDerived>& b) {
  using T = typename ADerived::Scalar;
  if constexpr (kFuseProducts<T>) {
    constexpr int kSize = ADerived::SizeAtCompileTime;
    static_assert(kSize > 0 && kSize <= 6);
    static_assert(std::is_lvalue_reference_v<decltype(a.coeff(0))> &&
                  std::is_lvalue_reference_v<decltype(b.coeff(0))>);
    ProductSum<2 * kSize> sum;
    for (int i = 0; i < kSize; ++i) sum.AddProduct(a.coeff(i), b.coeff(i));
    T result;
    sum.WriteTo(&result);
    return result;
  } else {
    return a.dot(b);
  }
}

// ---------------------------------------------------------------------------
// Small fixed-size products written out, so they are always inlined: left
// to Eigen, GCC 12 calls an out-of-line assignment loop for each 3 × 3
// product here (about 115 instructions a call, the largest single cost of
// the iiwa14's kinematics and inertia steps under callgrind).

/// *out = a × b for AutoDiffXd 3-vectors given by their coefficients (out
/// must not alias them).
MALLARD_STEP_INLINE void FusedCross(const AutoDiffXd& a0, const AutoDiffXd& a1,
                                    const AutoDiffXd& a2, const AutoDiffXd& b0,
                                    const AutoDiffXd& b1, const AutoDiffXd& b2,
                                    Vector3<AutoDiffXd>* out) {
  const AutoDiffXd* a[3] = {&a0, &a1, &a2};
  const AutoDiffXd* b[3] = {&b0, &b1, &b2};
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const int k = (i + 2) % 3;
    ProductSum<4> sum;
    sum.AddProduct(*a[j], *b[k]);
    sum.SubtractProduct(*a[k], *b[j]);
    sum.WriteTo(&(*out)[i]);
  }
}

/// a × b for 3-vectors (any Eigen expressions; evaluated first). Eigen's
/// `cross` is an out-of-line call here under GCC 12 (about 30 instructions
/// of overhead each, callgrind, iiwa14).
template <typename ADerived, typename BDerived>
requires(!kFuseProducts<typename ADerived::Scalar>)
    MALLARD_STEP_INLINE Vector3<typename ADerived::Scalar> Cross(
        const Eigen::MatrixBase<ADerived>& a_in,
        const Eigen::MatrixBase<BDerived>& b_in) {
  using T = typename ADerived::Scalar;
  // Plain vectors and blocks are read in place, expressions evaluated once.
  // Not copied into local Vector3s: GCC 12 stored such a copy as 16 + 8
  // bytes and read elements 1-2 back with one 16-byte load across both
  // stores, a store-forwarding stall per cross product that made the tree's
  // passes up to 1.6x slower (perf annotate; issue 16).
  const typename Eigen::internal::nested_eval<ADerived, 3>::type a(
      a_in.derived());
  const typename Eigen::internal::nested_eval<BDerived, 3>::type b(
      b_in.derived());
  // Copies on purpose: six scalars in registers. (References measured up
  // to 7% slower on forward dynamics, multibody_bench.)
  // NOLINTBEGIN(performance-unnecessary-copy-initialization)
  const T a0 = a.coeff(0), a1 = a.coeff(1), a2 = a.coeff(2);
  const T b0 = b.coeff(0), b1 = b.coeff(1), b2 = b.coeff(2);
  // NOLINTEND(performance-unnecessary-copy-initialization)
  return Vector3<T>(a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0);
}

/// a × b for AutoDiffXd 3-vectors, fused (see ProductSum).
template <typename ADerived, typename BDerived>
requires kFuseProducts<typename ADerived::Scalar> MALLARD_STEP_INLINE
    Vector3<AutoDiffXd>
    Cross(const Eigen::MatrixBase<ADerived>& a_in,
          const Eigen::MatrixBase<BDerived>& b_in) {
  const typename Eigen::internal::nested_eval<ADerived, 3>::type a(
      a_in.derived());
  const typename Eigen::internal::nested_eval<BDerived, 3>::type b(
      b_in.derived());
  // (coefficients returned by value live until the end of the call)
  Vector3<AutoDiffXd> result;
  FusedCross(a.coeff(0), a.coeff(1), a.coeff(2), b.coeff(0), b.coeff(1),
             b.coeff(2), &result);
  return result;
}

/// C = A·B for 3 × 3 matrices (C must not alias A or B). Every entry is
/// written out: GCC does not fully unroll the equivalent loops.
template <typename T>
MALLARD_STEP_INLINE void Multiply3x3(const Matrix3<T>& A, const Matrix3<T>& B,
                                     Matrix3<T>* C_out) {
  Matrix3<T>& C = *C_out;
  C(0, 0) = A(0, 0) * B(0, 0) + A(0, 1) * B(1, 0) + A(0, 2) * B(2, 0);
  C(1, 0) = A(1, 0) * B(0, 0) + A(1, 1) * B(1, 0) + A(1, 2) * B(2, 0);
  C(2, 0) = A(2, 0) * B(0, 0) + A(2, 1) * B(1, 0) + A(2, 2) * B(2, 0);
  C(0, 1) = A(0, 0) * B(0, 1) + A(0, 1) * B(1, 1) + A(0, 2) * B(2, 1);
  C(1, 1) = A(1, 0) * B(0, 1) + A(1, 1) * B(1, 1) + A(1, 2) * B(2, 1);
  C(2, 1) = A(2, 0) * B(0, 1) + A(2, 1) * B(1, 1) + A(2, 2) * B(2, 1);
  C(0, 2) = A(0, 0) * B(0, 2) + A(0, 1) * B(1, 2) + A(0, 2) * B(2, 2);
  C(1, 2) = A(1, 0) * B(0, 2) + A(1, 1) * B(1, 2) + A(1, 2) * B(2, 2);
  C(2, 2) = A(2, 0) * B(0, 2) + A(2, 1) * B(1, 2) + A(2, 2) * B(2, 2);
}

/// Multiply3x3 for AutoDiffXd, fused (see ProductSum).
MALLARD_STEP_INLINE void Multiply3x3(const Matrix3<AutoDiffXd>& A,
                                     const Matrix3<AutoDiffXd>& B,
                                     Matrix3<AutoDiffXd>* C_out) {
  Matrix3<AutoDiffXd>& C = *C_out;
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      ProductSum<6> sum;
      for (int k = 0; k < 3; ++k) sum.AddProduct(A(i, k), B(k, j));
      sum.WriteTo(&C(i, j));
    }
  }
}

/// R·S·Rᵀ for a rotation R and a symmetric S, written into the symmetric
/// *out (both triangles; out must not alias R or S).
template <typename T>
MALLARD_STEP_INLINE void RotateSymmetric3x3(const Matrix3<T>& R,
                                            const Matrix3<T>& S,
                                            Matrix3<T>* out_ptr) {
  Matrix3<T> RS;
  Multiply3x3(R, S, &RS);
  Matrix3<T>& out = *out_ptr;
  // out(i, j) = RS.row(i)·R.row(j), the upper triangle mirrored.
  out(0, 0) = RS(0, 0) * R(0, 0) + RS(0, 1) * R(0, 1) + RS(0, 2) * R(0, 2);
  out(1, 1) = RS(1, 0) * R(1, 0) + RS(1, 1) * R(1, 1) + RS(1, 2) * R(1, 2);
  out(2, 2) = RS(2, 0) * R(2, 0) + RS(2, 1) * R(2, 1) + RS(2, 2) * R(2, 2);
  out(0, 1) = out(1, 0) =
      RS(0, 0) * R(1, 0) + RS(0, 1) * R(1, 1) + RS(0, 2) * R(1, 2);
  out(0, 2) = out(2, 0) =
      RS(0, 0) * R(2, 0) + RS(0, 1) * R(2, 1) + RS(0, 2) * R(2, 2);
  out(1, 2) = out(2, 1) =
      RS(1, 0) * R(2, 0) + RS(1, 1) * R(2, 1) + RS(1, 2) * R(2, 2);
}

/// RotateSymmetric3x3 for AutoDiffXd, fused (see ProductSum).
MALLARD_STEP_INLINE void RotateSymmetric3x3(const Matrix3<AutoDiffXd>& R,
                                            const Matrix3<AutoDiffXd>& S,
                                            Matrix3<AutoDiffXd>* out_ptr) {
  Matrix3<AutoDiffXd> RS;
  Multiply3x3(R, S, &RS);
  Matrix3<AutoDiffXd>& out = *out_ptr;
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i <= j; ++i) {
      ProductSum<6> sum;
      for (int k = 0; k < 3; ++k) sum.AddProduct(RS(i, k), R(j, k));
      sum.WriteTo(&out(i, j));
      if (i != j) out(j, i) = out(i, j);
    }
  }
}

/// *out = p + R·t for AutoDiffXd, fused (out must not alias the operands).
MALLARD_STEP_INLINE void SetTranslated(const Vector3<AutoDiffXd>& p,
                                       const Matrix3<AutoDiffXd>& R,
                                       const Vector3<AutoDiffXd>& t,
                                       Vector3<AutoDiffXd>* out) {
  for (int i = 0; i < 3; ++i) {
    ProductSum<7> sum;
    sum.AddTerm(p[i]);
    for (int k = 0; k < 3; ++k) sum.AddProduct(R(i, k), t[k]);
    sum.WriteTo(&(*out)[i]);
  }
}

// ---------------------------------------------------------------------------
// Spatial algebra on (m, h, I) inertias and 6-vectors.

/// M·A for a spatial inertia M about Bo and a spatial acceleration A at Bo.
template <typename T>
MALLARD_STEP_INLINE Vector6<T> InertiaTimes(const SpatialInertiaInWorld<T>& M,
                                            const Vector6<T>& A) {
  const auto alpha = A.template head<3>();
  const auto a = A.template tail<3>();
  Vector6<T> F;
  F.template head<3>() = M.I * alpha + Cross(M.h, a);
  F.template tail<3>() = M.mass * a - Cross(M.h, alpha);
  return F;
}

/// InertiaTimes for AutoDiffXd, fused (see ProductSum): each entry of
/// [I·α + h×a; m·a − h×α] is one sum.
MALLARD_STEP_INLINE Vector6<AutoDiffXd> InertiaTimes(
    const SpatialInertiaInWorld<AutoDiffXd>& M, const Vector6<AutoDiffXd>& A) {
  const Vector3<AutoDiffXd>& h = M.h;
  Vector6<AutoDiffXd> F;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const int k = (i + 2) % 3;
    ProductSum<10> top;
    for (int c = 0; c < 3; ++c) top.AddProduct(M.I(i, c), A[c]);
    top.AddProduct(h[j], A[3 + k]);
    top.SubtractProduct(h[k], A[3 + j]);
    top.WriteTo(&F[i]);
    ProductSum<6> bottom;
    bottom.AddProduct(M.mass, A[3 + i]);
    bottom.SubtractProduct(h[j], A[k]);
    bottom.AddProduct(h[k], A[j]);
    bottom.WriteTo(&F[3 + i]);
  }
  return F;
}

/// The gyroscopic bias force [w×(I·w); w×(w×h)] of M at angular velocity w.
template <typename T>
MALLARD_STEP_INLINE Vector6<T> GyroscopicForce(
    const SpatialInertiaInWorld<T>& M, const Vector3<T>& w) {
  Vector6<T> Fb;
  Fb.template head<3>() = Cross(w, M.I * w);
  Fb.template tail<3>() = Cross(w, Cross(w, M.h));
  return Fb;
}

/// a += b for 6-vectors, written out: GCC leaves Eigen's operator+= on two
/// Vector6 out of line in the larger steps (a call per use; perf: 9% of an
/// iiwa14 inverse dynamics).
template <typename T>
MALLARD_STEP_INLINE void AddInPlace(const Vector6<T>& b, Vector6<T>* a) {
  for (int i = 0; i < 6; ++i) (*a)[i] += b[i];
}

/// Moves the force F applied at Bo to the equivalent force at Po, with
/// p = p_PoBo.
template <typename T>
MALLARD_STEP_INLINE void ShiftForceInPlace(const Vector3<T>& p_PoBo,
                                           Vector6<T>* F) {
  F->template head<3>() += Cross(p_PoBo, F->template tail<3>());
}

/// Re-expresses M (about Bo) about Po in place, with p = p_PoBo.
template <typename T>
MALLARD_STEP_INLINE void ShiftInertiaInPlace(const Vector3<T>& p,
                                             SpatialInertiaInWorld<T>* M) {
  // I += (m·|p|² + 2 p·h)·1 − m·p·pᵀ − p·hᵀ − h·pᵀ (symmetric; written
  // out, as Eigen's outer products are out-of-line calls here).
  const T& m = M->mass;
  const Vector3<T>& h = M->h;
  Matrix3<T>& I = M->I;
  const T diagonal = m * p.squaredNorm() + 2 * p.dot(h);
  for (int i = 0; i < 3; ++i) {
    I(i, i) += diagonal - m * p[i] * p[i] - 2 * p[i] * h[i];
  }
  const T I01 = m * p[0] * p[1] + p[0] * h[1] + h[0] * p[1];
  const T I02 = m * p[0] * p[2] + p[0] * h[2] + h[0] * p[2];
  const T I12 = m * p[1] * p[2] + p[1] * h[2] + h[1] * p[2];
  I(0, 1) -= I01;
  I(1, 0) -= I01;
  I(0, 2) -= I02;
  I(2, 0) -= I02;
  I(1, 2) -= I12;
  I(2, 1) -= I12;
  M->h += m * p;
}

/// ShiftInertiaInPlace for AutoDiffXd, fused (see ProductSum): Iᵢᵢ +=
/// m·(pⱼ² + pₖ²) + 2·(pⱼhⱼ + pₖhₖ) and Iᵢⱼ −= m·pᵢpⱼ + pᵢhⱼ + hᵢpⱼ, each
/// one sum (the entry itself its first term), with m·p formed once; then
/// h += m·p.
MALLARD_STEP_INLINE void ShiftInertiaInPlace(
    const Vector3<AutoDiffXd>& p, SpatialInertiaInWorld<AutoDiffXd>* M) {
  const AutoDiffXd& m = M->mass;
  Vector3<AutoDiffXd>& h = M->h;
  Matrix3<AutoDiffXd>& I = M->I;
  Vector3<AutoDiffXd> mp;
  for (int i = 0; i < 3; ++i) {
    ProductSum<2> sum;
    sum.AddProduct(m, p[i]);
    sum.WriteTo(&mp[i]);
  }
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const int k = (i + 2) % 3;
    ProductSum<9> diagonal;
    diagonal.AddTerm(I(i, i));
    diagonal.AddProduct(mp[j], p[j]);
    diagonal.AddProduct(mp[k], p[k]);
    diagonal.AddProduct(p[j], h[j], 2.0);
    diagonal.AddProduct(p[k], h[k], 2.0);
    diagonal.WriteTo(&I(i, i));
    ProductSum<7> off;
    off.AddTerm(I(i, j));
    off.AddProduct(mp[i], p[j], -1.0);
    off.AddProduct(p[i], h[j], -1.0);
    off.AddProduct(h[i], p[j], -1.0);
    off.WriteTo(&I(i, j));
    I(j, i) = I(i, j);
  }
  for (int i = 0; i < 3; ++i) h[i] += mp[i];
}

/// The 6 × 6 matrix of M: [I [h]×; −[h]× m·1].
template <typename T>
MALLARD_STEP_INLINE Matrix6<T> InertiaAsMatrix(
    const SpatialInertiaInWorld<T>& M) {
  Matrix6<T> P;
  const Matrix3<T> hx = math::VectorToSkewSymmetric(M.h);
  P.template topLeftCorner<3, 3>() = M.I;
  P.template topRightCorner<3, 3>() = hx;
  P.template bottomLeftCorner<3, 3>() = -hx;
  P.template bottomRightCorner<3, 3>() = M.mass * Matrix3<T>::Identity();
  return P;
}

/// Adds Φ·P·Φᵀ to *out, with Φ = [1 [p]×; 0 1]: the articulated inertia P
/// at Bo shifted to Po, p = p_PoBo.
template <typename T>
MALLARD_STEP_INLINE void AddShiftedArticulatedInertia(const Matrix6<T>& P,
                                                      const Vector3<T>& p,
                                                      Matrix6<T>* out) {
  const Matrix3<T> px = math::VectorToSkewSymmetric(p);
  const auto A = P.template topLeftCorner<3, 3>();
  const auto B = P.template topRightCorner<3, 3>();
  const auto C = P.template bottomRightCorner<3, 3>();
  const Matrix3<T> TR = B + px * C;
  const Matrix3<T> TL = A + px * B.transpose() - TR * px;
  out->template topLeftCorner<3, 3>() += TL;
  out->template topRightCorner<3, 3>() += TR;
  out->template bottomLeftCorner<3, 3>() += TR.transpose();
  out->template bottomRightCorner<3, 3>() += C;
}

// ---------------------------------------------------------------------------
// Inertia.

/// M_B_W, body B's spatial inertia about Bo in W, from its ten mass
/// parameters as the tree stores them (mass, p_BoBcm_B, then the unit
/// inertia G_BBo_B's Ixx, Iyy, Izz, Ixy, Ixz, Iyz) and R_WB.
template <typename T>
MALLARD_STEP_INLINE void SpatialInertiaStep(const T* params,
                                            const Matrix3<T>& R_WB,
                                            SpatialInertiaInWorld<T>* M_B_W) {
  const T& mass = params[0];
  Matrix3<T> I_B;
  I_B(0, 0) = params[4];
  I_B(1, 1) = params[5];
  I_B(2, 2) = params[6];
  I_B(0, 1) = I_B(1, 0) = params[7];
  I_B(0, 2) = I_B(2, 0) = params[8];
  I_B(1, 2) = I_B(2, 1) = params[9];
  I_B *= mass;
  const Eigen::Map<const Vector3<T>> p_BoBcm_B(params + 1);
  M_B_W->mass = mass;
  if constexpr (kFuseProducts<T>) {
    // h = R_WB·(m·p_BoBcm_B), each entry one fused sum of three products.
    const Vector3<T> h_B = mass * p_BoBcm_B;
    for (int i = 0; i < 3; ++i) {
      ProductSum<6> sum;
      for (int k = 0; k < 3; ++k) sum.AddProduct(R_WB(i, k), h_B[k]);
      sum.WriteTo(&M_B_W->h[i]);
    }
  } else {
    M_B_W->h = R_WB * (mass * p_BoBcm_B);
  }
  RotateSymmetric3x3(R_WB, I_B, &M_B_W->I);
}

// ---------------------------------------------------------------------------
// Position kinematics (base to tip).

/// X_WB = X_WP·X_PF·X_FM(q)·X_MB for `node`, given its parent's pose X_WP,
/// the fixed offsets X_PF and X_MB (with flags saying they are exactly the
/// identity, to skip the products) and the node's positions qm. Writes
/// R_WF (for the hinge step), X_WB and the offsets p_PoBo_W and p_MoBo_W.
template <typename T>
MALLARD_STEP_INLINE void PositionStep(
    const Mobod& node, const math::RigidTransform<T>& X_WP,
    const math::RigidTransform<T>& X_PF, bool X_PF_is_identity,
    const math::RigidTransform<T>& X_MB, bool X_MB_is_identity, const T* qm,
    Matrix3<T>* R_WF_out, math::RigidTransform<T>* X_WB, Vector3<T>* p_PoBo_W,
    Vector3<T>* p_MoBo_W) {
  using std::cos;
  using std::sin;
  // Raw rotation/translation arithmetic (no validation, all inline).
  Matrix3<T>& R_WF = *R_WF_out;
  Matrix3<T> R_WM, R_WB, R_FM;
  Vector3<T> p_WF, p_WM, p_WB;
  const Matrix3<T>& R_WP = X_WP.rotation().matrix();
  const Vector3<T>& p_WP = X_WP.translation();
  if (X_PF_is_identity) {
    R_WF = R_WP;
    p_WF = p_WP;
  } else {
    Multiply3x3(R_WP, X_PF.rotation().matrix(), &R_WF);
    if constexpr (kFuseProducts<T>) {
      SetTranslated(p_WP, R_WP, X_PF.translation(), &p_WF);
    } else {
      p_WF.noalias() = p_WP + R_WP * X_PF.translation();
    }
  }
  switch (node.kind) {
    case MobilizerKind::kWeld:
      R_WM = R_WF;
      p_WM = p_WF;
      break;
    case MobilizerKind::kRevolute: {
      const Vector3<double>& a = node.params.axis;
      const T c = cos(qm[0]);
      const T s = sin(qm[0]);
      p_WM = p_WF;
      // An axis along ±x̂, ±ŷ or ±ẑ of F (most models' joints): R_FM turns
      // only the other two columns, R_WM's columns i, j (cyclically after
      // the axis k) are c·Fᵢ + σs·Fⱼ and c·Fⱼ − σs·Fᵢ, σ = âₖ = ±1.
      const int k = (a.y() == 0 && a.z() == 0)   ? 0
                    : (a.x() == 0 && a.z() == 0) ? 1
                    : (a.x() == 0 && a.y() == 0) ? 2
                                                 : -1;
      if (k >= 0) {
        const int i = (k + 1) % 3;
        const int j = (k + 2) % 3;
        const T ss = a[k] > 0 ? s : T(-s);
        R_WM.col(k) = R_WF.col(k);
        if constexpr (kFuseProducts<T>) {
          for (int r = 0; r < 3; ++r) {
            ProductSum<4> col_i;
            col_i.AddProduct(c, R_WF(r, i));
            col_i.AddProduct(ss, R_WF(r, j));
            col_i.WriteTo(&R_WM(r, i));
            ProductSum<4> col_j;
            col_j.AddProduct(c, R_WF(r, j));
            col_j.SubtractProduct(ss, R_WF(r, i));
            col_j.WriteTo(&R_WM(r, j));
          }
        } else {
          R_WM.col(i) = c * R_WF.col(i) + ss * R_WF.col(j);
          R_WM.col(j) = c * R_WF.col(j) - ss * R_WF.col(i);
        }
        break;
      }
      // Rodrigues: R_FM = I + s[â]× + (1 − c)[â]×², â the unit axis.
      const T t = 1 - c;
      R_FM(0, 0) = t * a.x() * a.x() + c;
      R_FM(1, 1) = t * a.y() * a.y() + c;
      R_FM(2, 2) = t * a.z() * a.z() + c;
      const T txy = t * a.x() * a.y();
      const T txz = t * a.x() * a.z();
      const T tyz = t * a.y() * a.z();
      R_FM(0, 1) = txy - s * a.z();
      R_FM(1, 0) = txy + s * a.z();
      R_FM(0, 2) = txz + s * a.y();
      R_FM(2, 0) = txz - s * a.y();
      R_FM(1, 2) = tyz - s * a.x();
      R_FM(2, 1) = tyz + s * a.x();
      Multiply3x3(R_WF, R_FM, &R_WM);
      break;
    }
    case MobilizerKind::kPrismatic:
      R_WM = R_WF;
      p_WM.noalias() =
          p_WF + R_WF * (node.params.axis.template cast<T>() * qm[0]);
      break;
    default:
      VisitMobilizerKernel(node.kind, [&](auto kernel) {
        using Kernel = decltype(kernel);
        const math::RigidTransform<T> X_FM = Kernel::CalcX_FM(node.params, qm);
        Multiply3x3(R_WF, X_FM.rotation().matrix(), &R_WM);
        p_WM.noalias() = p_WF + R_WF * X_FM.translation();
      });
      break;
  }
  if constexpr (kFuseProducts<T>) {
    // Without copying R_WM and p_WM when X_MB is the identity (each
    // AutoDiffXd copy is a pass over its partials).
    if (!X_MB_is_identity) {
      Multiply3x3(R_WM, X_MB.rotation().matrix(), &R_WB);
      SetTranslated(p_WM, R_WM, X_MB.translation(), &p_WB);
    }
    const Matrix3<T>& R_final = X_MB_is_identity ? R_WM : R_WB;
    const Vector3<T>& p_final = X_MB_is_identity ? p_WM : p_WB;
    if (X_MB_is_identity) {
      p_MoBo_W->setZero();
    } else {
      *p_MoBo_W = p_WB - p_WM;
    }
    *p_PoBo_W = p_final - p_WP;
    X_WB->set_rotation(math::RotationMatrix<T>::MakeUnchecked(R_final));
    X_WB->set_translation(p_final);
  } else {
    if (X_MB_is_identity) {
      R_WB = R_WM;
      p_WB = p_WM;
    } else {
      Multiply3x3(R_WM, X_MB.rotation().matrix(), &R_WB);
      p_WB.noalias() = p_WM + R_WM * X_MB.translation();
    }
    *p_MoBo_W = p_WB - p_WM;
    *p_PoBo_W = p_WB - p_WP;
    X_WB->set_rotation(math::RotationMatrix<T>::MakeUnchecked(R_WB));
    X_WB->set_translation(p_WB);
  }
}

/// H_PB_W (6 × node.nv, written into H, which has that size): the
/// mobilizer's H_FM(q) rotated into W by R_WF and shifted from Mo to Bo.
/// Depends on q only. Does nothing for a node without velocities. Pass a
/// dynamic-width block: the step dispatches on the kind itself and works
/// on fixed-size columns.
template <typename T, typename HDerived>
MALLARD_STEP_INLINE void HingeStep(const Mobod& node, const Matrix3<T>& R_WF,
                                   const Vector3<T>& p_MoBo_W, const T* qm,
                                   const Eigen::MatrixBase<HDerived>& H_out) {
  auto& H = Writable(H_out);
  if (node.nv == 0) return;
  if (node.kind == MobilizerKind::kRevolute) {
    if constexpr (kFuseProducts<T>) {
      // w = R_WF·â written in place, each entry one fused sum over â's
      // non-zero components.
      const Vector3<double>& a = node.params.axis;
      for (int i = 0; i < 3; ++i) {
        ProductSum<3> sum;
        for (int k = 0; k < 3; ++k) {
          if (a[k] != 0) sum.AddTerm(R_WF(i, k), a[k]);
        }
        sum.WriteTo(&H(i, 0));
      }
      H.col(0).template tail<3>() =
          Cross(H.col(0).template head<3>(), p_MoBo_W);
    } else {
      const Vector3<T> w = R_WF * node.params.axis.template cast<T>();
      H.col(0).template head<3>() = w;
      H.col(0).template tail<3>() = Cross(w, p_MoBo_W);
    }
    return;
  }
  if (node.kind == MobilizerKind::kPrismatic) {
    H.col(0).template head<3>().setZero();
    H.col(0).template tail<3>() = R_WF * node.params.axis.template cast<T>();
    return;
  }
  VisitMobilizerKernel(node.kind, [&](auto kernel) {
    using Kernel = decltype(kernel);
    if constexpr (Kernel::kNv != 0) {
      auto Hk = H.template leftCols<Kernel::kNv>();
      Kernel::CalcH_FM(node.params, qm, MobilizerMatrixRef<T>(Hk));
      for (int k = 0; k < Kernel::kNv; ++k) {
        const Vector3<T> w = R_WF * Hk.col(k).template head<3>();
        const Vector3<T> v = R_WF * Hk.col(k).template tail<3>();
        Hk.col(k).template head<3>() = w;
        Hk.col(k).template tail<3>() = v + Cross(w, p_MoBo_W);
      }
    }
  });
}

// ---------------------------------------------------------------------------
// Velocity kinematics (base to tip).

/// V_PB_W = H·v_B and V_WB = V_WP shifted from Po to Bo + V_PB_W.
template <typename T, typename HDerived, typename VDerived>
MALLARD_STEP_INLINE void VelocityStep(const Eigen::MatrixBase<HDerived>& H,
                                      const Eigen::MatrixBase<VDerived>& v_B,
                                      const SpatialVelocity<T>& V_WP,
                                      const Vector3<T>& p_PoBo_W,
                                      SpatialVelocity<T>* V_PB_W,
                                      SpatialVelocity<T>* V_WB) {
  if constexpr (HDerived::ColsAtCompileTime == 0) {
    V_PB_W->SetZero();
  } else {
    if (H.cols() == 0) {
      V_PB_W->SetZero();
    } else {
      V_PB_W->get_mutable_coeffs().noalias() = H * v_B;
    }
  }
  V_WB->rotational() = V_WP.rotational() + V_PB_W->rotational();
  V_WB->translational() = V_WP.translational() +
                          Cross(V_WP.rotational(), p_PoBo_W) +
                          V_PB_W->translational();
}

// ---------------------------------------------------------------------------
// Accelerations (base to tip).

/// Ab_WB, the part of B's spatial acceleration (at Bo, in W) that does not
/// depend on v̇ given A_WP = 0: the across-mobilizer velocity product Ḣ·v
/// rotated into W (non-zero only for the universal joint, whose second
/// axis turns with the first, and the curvilinear joint, whose tangent
/// turns on an arc: ρ·ṡ²·My), the shift from Mo to Bo w_PB×(w_PB×p_MoBo),
/// and the Coriolis and centripetal terms of composing with the parent's
/// motion w_WP. R_WF = R_WP·R_PF is formed only when needed.
template <typename T>
MALLARD_STEP_INLINE Vector6<T> VelocityProductStep(
    const Mobod& node, const Matrix3<T>& R_WP, const Matrix3<T>& R_PF,
    const Vector3<T>& p_PoBo_W, const Vector3<T>& p_MoBo_W, const T* qm,
    const T* vm, const Vector3<T>& w_WP, const SpatialVelocity<T>& V_PB_W) {
  Vector6<T> Ab;
  Ab.setZero();
  if (node.nv > 0) {
    if (node.kind == MobilizerKind::kUniversal ||
        node.kind == MobilizerKind::kCurvilinear) {
      // Ḣ·v is A_FM_F at v̇ = 0.
      const T zeros[2] = {T(0), T(0)};
      const SpatialAcceleration<T> A_FM_F =
          node.kind == MobilizerKind::kUniversal
              ? UniversalKernel::CalcA_FM(node.params, qm, vm, zeros)
              : CurvilinearKernel::CalcA_FM(node.params, qm, vm, zeros);
      const Matrix3<T> R_WF = Matrix3<T>(R_WP * R_PF);
      Ab.template head<3>() = R_WF * A_FM_F.rotational();
      Ab.template tail<3>() = R_WF * A_FM_F.translational() +
                              Cross(Ab.template head<3>(), p_MoBo_W);
    }
    const Vector3<T>& w = V_PB_W.rotational();
    Ab.template tail<3>() += Cross(w, Cross(w, p_MoBo_W));
  }
  Ab.template head<3>() += Cross(w_WP, V_PB_W.rotational());
  Ab.template tail<3>() += Cross(w_WP, Cross(w_WP, p_PoBo_W)) +
                           2 * Cross(w_WP, V_PB_W.translational());
  return Ab;
}

/// A_WB = A_WP shifted rigidly from Po to Bo + H·v̇_B (+ Ab if not null).
template <typename T, typename HDerived, typename VdotDerived>
MALLARD_STEP_INLINE void AccelerationStep(
    const Vector6<T>& A_WP, const Vector3<T>& p_PoBo_W,
    const Eigen::MatrixBase<HDerived>& H,
    const Eigen::MatrixBase<VdotDerived>& vdot_B, const Vector6<T>* Ab,
    Vector6<T>* A_WB) {
  Vector6<T>& A = *A_WB;
  A.template head<3>() = A_WP.template head<3>();
  A.template tail<3>() =
      A_WP.template tail<3>() + Cross(A_WP.template head<3>(), p_PoBo_W);
  if constexpr (HDerived::ColsAtCompileTime != 0) {
    if (H.cols() != 0) A.noalias() += H * vdot_B;
  }
  if (Ab != nullptr) AddInPlace(*Ab, &A);
}

// ---------------------------------------------------------------------------
// Inverse dynamics (tip to base).

/// Newton–Euler at Bo: on entry *F_BBo_W holds the sum of the children's
/// mobilizer forces moved to Bo; on exit it is the force the inboard
/// mobilizer applies on B at Bo, F = M_B·A_WB (+ Fb(w_WB) if w_WB is not
/// null) − Fapplied (if not null) + children. Then τ_B = Hᵀ·F. The
/// reflected rotor inertias and generalized applied forces are not
/// included.
template <typename T, typename HDerived, typename TauDerived>
MALLARD_STEP_INLINE void InverseDynamicsStep(
    const SpatialInertiaInWorld<T>& M_B_W, const Vector6<T>& A_WB,
    const Vector3<T>* w_WB, const Vector6<T>* Fapplied_Bo_W,
    const Eigen::MatrixBase<HDerived>& H, Vector6<T>* F_BBo_W,
    const Eigen::MatrixBase<TauDerived>& tau_B) {
  Vector6<T>& F = *F_BBo_W;
  AddInPlace(InertiaTimes(M_B_W, A_WB), &F);
  if (w_WB != nullptr) AddInPlace(GyroscopicForce(M_B_W, *w_WB), &F);
  if (Fapplied_Bo_W != nullptr) F -= *Fapplied_Bo_W;
  if constexpr (HDerived::ColsAtCompileTime != 0) {
    if (H.cols() != 0) Writable(tau_B).noalias() = H.transpose() * F;
  }
}

// ---------------------------------------------------------------------------
// Articulated-body algorithm (tip to base, then base to tip).

/// The articulated-inertia step across B's mobilizer. P is B's articulated
/// inertia at Bo (its own inertia plus its children's Pplus moved to Bo).
/// Computes U = P·H, D = Hᵀ·U + diag(d) with d the reflected rotor inertias
/// `reflected_B` plus `extra_B` (if not null), D⁻¹, g = U·D⁻¹ and
/// Pplus = P − g·Uᵀ, the inertia B passes to its parent. For a node
/// without velocities Pplus = P and the other outputs are untouched.
/// Returns false if D is not positive definite (the outputs are then not
/// meaningful).
template <typename T, typename HDerived, typename UDerived, typename DDerived,
          typename DinvDerived, typename GDerived>
MALLARD_STEP_INLINE bool ArticulatedInertiaStep(
    const Matrix6<T>& P, const Eigen::MatrixBase<HDerived>& H,
    const T* reflected_B, const double* extra_B,
    const Eigen::MatrixBase<UDerived>& U_out,
    const Eigen::MatrixBase<DDerived>& D_out,
    const Eigen::MatrixBase<DinvDerived>& Dinv_out,
    const Eigen::MatrixBase<GDerived>& g_out, Matrix6<T>* Pplus) {
  if constexpr (HDerived::ColsAtCompileTime == 0) {
    *Pplus = P;
    return true;
  } else {
    const int nv = H.cols();
    if (nv == 0) {
      *Pplus = P;
      return true;
    }
    auto& U = Writable(U_out);
    auto& D = Writable(D_out);
    auto& Dinv = Writable(Dinv_out);
    auto& g = Writable(g_out);
    U.noalias() = P * H;
    D.noalias() = H.transpose() * U;
    for (int k = 0; k < nv; ++k) {
      D(k, k) += reflected_B[k];
      if (extra_B != nullptr) D(k, k) += extra_B[k];
    }
    // D⁻¹ is formed even when D is not positive definite: callers that
    // check (BodyNode) throw, the flat loops let non-finite values propagate.
    bool positive_definite = true;
    if (nv == 1) {
      // (Not decidable for a symbolic D, which is not checked, as Drake.)
      if constexpr (scalar_predicate<T>::is_bool) {
        positive_definite = D(0, 0) > 0;
      }
      Dinv(0, 0) = 1.0 / D(0, 0);
    } else {
      using DMatrix = typename DDerived::PlainObject;
      const Eigen::LLT<DMatrix> llt(D);
      positive_definite = llt.info() == Eigen::Success;
      Dinv = llt.solve(DMatrix::Identity(nv, nv));
    }
    g.noalias() = U * Dinv;
    Pplus->noalias() = P - g * U.transpose();
    return positive_definite;
  }
}

/// The bias-force step across B's mobilizer: with z B's articulated bias
/// force at Bo (its own plus its children's zplus moved to Bo), u = τ_B −
/// Hᵀ·z and zplus = z + Pplus·Ab + g·u, the bias B passes to its parent.
template <typename T, typename HDerived, typename GDerived, typename TauDerived,
          typename UDerived>
MALLARD_STEP_INLINE void ArticulatedBiasStep(
    const Matrix6<T>& Pplus, const Vector6<T>& z, const Vector6<T>& Ab,
    const Eigen::MatrixBase<HDerived>& H, const Eigen::MatrixBase<GDerived>& g,
    const Eigen::MatrixBase<TauDerived>& tau_B,
    const Eigen::MatrixBase<UDerived>& u_out, Vector6<T>* zplus) {
  *zplus = z + Pplus * Ab;
  if constexpr (HDerived::ColsAtCompileTime != 0) {
    if (H.cols() != 0) {
      auto& u = Writable(u_out);
      u = tau_B - H.transpose() * z;
      zplus->noalias() += g * u;
    }
  }
}

/// The acceleration step of the ABA: A' = A_WP shifted to Bo + Ab,
/// v̇_B = D⁻¹·(u − Uᵀ·A'), A_WB = A' + H·v̇_B.
template <typename T, typename HDerived, typename UDerived,
          typename DinvDerived, typename uDerived, typename VdotDerived>
MALLARD_STEP_INLINE void ArticulatedAccelerationStep(
    const Vector6<T>& A_WP, const Vector3<T>& p_PoBo_W, const Vector6<T>& Ab,
    const Eigen::MatrixBase<HDerived>& H, const Eigen::MatrixBase<UDerived>& U,
    const Eigen::MatrixBase<DinvDerived>& Dinv,
    const Eigen::MatrixBase<uDerived>& u,
    const Eigen::MatrixBase<VdotDerived>& vdot_out, Vector6<T>* A_WB) {
  Vector6<T>& A = *A_WB;
  A.template head<3>() = A_WP.template head<3>();
  A.template tail<3>() =
      A_WP.template tail<3>() + Cross(A_WP.template head<3>(), p_PoBo_W);
  AddInPlace(Ab, &A);
  if constexpr (HDerived::ColsAtCompileTime != 0) {
    if (H.cols() != 0) {
      auto& vdot_B = Writable(vdot_out);
      vdot_B.noalias() = Dinv * (u - U.transpose() * A);
      A.noalias() += H * vdot_B;
    }
  }
}

}  // namespace body_node_steps
}  // namespace internal
}  // namespace multibody
}  // namespace drake

#undef MALLARD_STEP_INLINE
