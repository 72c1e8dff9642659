// MultibodyPlant's legacy spellings: the older MultibodyTree API that the
// reference pages name (Isometry3 poses, World-frame Jacobians), each
// computed by the current member its deprecation message names. Their
// instantiations are listed at the end (see multibody_plant.cc).

#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"

// (These definitions are the deprecated members themselves.)
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace drake {
namespace multibody {

namespace {

// Throws unless `matrix` is non-null and rows × cols, naming the function,
// the output and the sizes.
template <typename T>
void CheckOutput(const char* func, const char* name,
                 const EigenPtr<MatrixX<T>>& matrix, Eigen::Index rows,
                 Eigen::Index cols) {
  if (matrix == nullptr) {
    throw std::logic_error(
        fmt::format("MultibodyPlant::{}(): {} is null.", func, name));
  }
  if (matrix->rows() != rows || matrix->cols() != cols) {
    throw std::logic_error(
        fmt::format("MultibodyPlant::{}(): {} is {} × {}; expected {} × {}.",
                    func, name, matrix->rows(), matrix->cols(), rows, cols));
  }
}

// Throws unless the point list has 3 rows.
template <typename T>
void CheckPointList(const char* func, const char* name,
                    const Eigen::Ref<const MatrixX<T>>& list) {
  if (list.rows() != 3) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant::{}(): {} has {} rows; expected 3 (one column per "
        "point).",
        func, name, list.rows()));
  }
}

}  // namespace

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPoseOrThrow(
    const RigidBody<T>& body, const Isometry3<T>& X_WB,
    systems::Context<T>* context) const {
  SetFreeBodyPose(context, body, math::RigidTransform<T>(X_WB));
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodyPoseOrThrow(
    const RigidBody<T>& body, const Isometry3<T>& X_WB,
    const systems::Context<T>& context, systems::State<T>* state) const {
  SetFreeBodyPose(context, state, body, math::RigidTransform<T>(X_WB));
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodySpatialVelocityOrThrow(
    const RigidBody<T>& body, const SpatialVelocity<T>& V_WB,
    systems::Context<T>* context) const {
  SetFreeBodySpatialVelocity(context, body, V_WB);
}

template <typename T>
void MultibodyPlant<T>::SetFreeBodySpatialVelocityOrThrow(
    const RigidBody<T>& body, const SpatialVelocity<T>& V_WB,
    const systems::Context<T>& context, systems::State<T>* state) const {
  SetFreeBodySpatialVelocity(context, state, body, V_WB);
}

template <typename T>
void MultibodyPlant<T>::CalcPointsGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const MatrixX<T>>& p_FP_list,
    EigenPtr<MatrixX<T>> p_WP_list, EigenPtr<MatrixX<T>> Jv_WFp) const {
  constexpr char kFunc[] = "CalcPointsGeometricJacobianExpressedInWorld";
  CheckPointList<T>(kFunc, "p_FP_list", p_FP_list);
  const Eigen::Index np = p_FP_list.cols();
  CheckOutput<T>(kFunc, "p_WP_list", p_WP_list, 3, np);
  CheckOutput<T>(kFunc, "Jv_WFp", Jv_WFp, 3 * np, num_velocities());
  CalcPointsPositions(context, frame_F, p_FP_list, world_frame(), p_WP_list);
  CalcJacobianTranslationalVelocity(context, JacobianWrtVariable::kV, frame_F,
                                    p_FP_list, world_frame(), world_frame(),
                                    Jv_WFp);
}

template <typename T>
void MultibodyPlant<T>::CalcPointsGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const MatrixX<T>>& p_WP_list,
    EigenPtr<MatrixX<T>> Jv_WFp) const {
  constexpr char kFunc[] = "CalcPointsGeometricJacobianExpressedInWorld";
  CheckPointList<T>(kFunc, "p_WP_list", p_WP_list);
  const Eigen::Index np = p_WP_list.cols();
  CheckOutput<T>(kFunc, "Jv_WFp", Jv_WFp, 3 * np, num_velocities());
  // The points' fixed positions in F.
  MatrixX<T> p_FP_list(3, np);
  CalcPointsPositions(context, world_frame(), p_WP_list, frame_F, &p_FP_list);
  CalcJacobianTranslationalVelocity(context, JacobianWrtVariable::kV, frame_F,
                                    p_FP_list, world_frame(), world_frame(),
                                    Jv_WFp);
}

template <typename T>
void MultibodyPlant<T>::CalcPointsAnalyticalJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const MatrixX<T>>& p_FP_list,
    EigenPtr<MatrixX<T>> p_WP_list, EigenPtr<MatrixX<T>> Jq_WFp) const {
  constexpr char kFunc[] = "CalcPointsAnalyticalJacobianExpressedInWorld";
  CheckPointList<T>(kFunc, "p_FP_list", p_FP_list);
  const Eigen::Index np = p_FP_list.cols();
  CheckOutput<T>(kFunc, "p_WP_list", p_WP_list, 3, np);
  CheckOutput<T>(kFunc, "Jq_WFp", Jq_WFp, 3 * np, num_positions());
  CalcPointsPositions(context, frame_F, p_FP_list, world_frame(), p_WP_list);
  CalcJacobianTranslationalVelocity(context, JacobianWrtVariable::kQDot,
                                    frame_F, p_FP_list, world_frame(),
                                    world_frame(), Jq_WFp);
}

template <typename T>
VectorX<T>
MultibodyPlant<T>::CalcBiasForPointsGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const MatrixX<T>>& p_FP_list) const {
  CheckPointList<T>("CalcBiasForPointsGeometricJacobianExpressedInWorld",
                    "p_FP_list", p_FP_list);
  const Matrix3X<T> b = CalcBiasTranslationalAcceleration(
      context, JacobianWrtVariable::kV, frame_F, p_FP_list, world_frame(),
      world_frame());
  // Stacked: point i in entries 3i to 3i + 2 (b is column-major).
  return Eigen::Map<const VectorX<T>>(b.data(), b.size());
}

template <typename T>
void MultibodyPlant<T>::CalcFrameGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const Vector3<T>>& p_FP,
    EigenPtr<MatrixX<T>> Jv_WFp) const {
  CheckOutput<T>("CalcFrameGeometricJacobianExpressedInWorld", "Jv_WFp", Jv_WFp,
                 6, num_velocities());
  CalcJacobianSpatialVelocity(context, JacobianWrtVariable::kV, frame_F, p_FP,
                              world_frame(), world_frame(), Jv_WFp);
}

template <typename T>
Vector6<T> MultibodyPlant<T>::CalcBiasForFrameGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const Frame<T>& frame_F,
    const Eigen::Ref<const Vector3<T>>& p_FP) const {
  return CalcBiasSpatialAcceleration(context, JacobianWrtVariable::kV, frame_F,
                                     p_FP, world_frame(), world_frame())
      .get_coeffs();
}

template <typename T>
void MultibodyPlant<T>::CalcRelativeFrameGeometricJacobian(
    const systems::Context<T>& context, const Frame<T>& frame_B,
    const Eigen::Ref<const Vector3<T>>& p_BP, const Frame<T>& frame_A,
    const Frame<T>& frame_E, EigenPtr<MatrixX<T>> Jv_ABp_E) const {
  CheckOutput<T>("CalcRelativeFrameGeometricJacobian", "Jv_ABp_E", Jv_ABp_E, 6,
                 num_velocities());
  CalcJacobianSpatialVelocity(context, JacobianWrtVariable::kV, frame_B, p_BP,
                              frame_A, frame_E, Jv_ABp_E);
}

template <typename T>
void MultibodyPlant<T>::CalcAllBodyPosesInWorld(
    const systems::Context<T>& context, std::vector<Isometry3<T>>* X_WB) const {
  if (X_WB == nullptr) {
    throw std::logic_error(
        "MultibodyPlant::CalcAllBodyPosesInWorld(): X_WB is null.");
  }
  X_WB->resize(num_bodies());
  for (BodyIndex b(0); b < num_bodies(); ++b) {
    (*X_WB)[b] = EvalBodyPoseInWorld(context, get_body(b)).GetAsIsometry3();
  }
}

template <typename T>
void MultibodyPlant<T>::CalcAllBodySpatialVelocitiesInWorld(
    const systems::Context<T>& context,
    std::vector<SpatialVelocity<T>>* V_WB) const {
  if (V_WB == nullptr) {
    throw std::logic_error(
        "MultibodyPlant::CalcAllBodySpatialVelocitiesInWorld(): V_WB is "
        "null.");
  }
  V_WB->resize(num_bodies());
  for (BodyIndex b(0); b < num_bodies(); ++b) {
    (*V_WB)[b] = EvalBodySpatialVelocityInWorld(context, get_body(b));
  }
}

template <typename T>
MatrixX<double> MultibodyPlant<T>::MakeStateSelectorMatrixFromJointNames(
    const std::vector<std::string>& selected_joints) const {
  std::vector<JointIndex> indices;
  indices.reserve(selected_joints.size());
  for (const std::string& name : selected_joints) {
    indices.push_back(GetJointByName(name).index());
  }
  return MakeStateSelectorMatrix(indices);
}

#define MALLARD_INSTANTIATE_LEGACY_MEMBERS(T)                                  \
  template void MultibodyPlant<T>::SetFreeBodyPoseOrThrow(                     \
      const RigidBody<T>&, const Isometry3<T>&, systems::Context<T>*) const;   \
  template void MultibodyPlant<T>::SetFreeBodyPoseOrThrow(                     \
      const RigidBody<T>&, const Isometry3<T>&, const systems::Context<T>&,    \
      systems::State<T>*) const;                                               \
  template void MultibodyPlant<T>::SetFreeBodySpatialVelocityOrThrow(          \
      const RigidBody<T>&, const SpatialVelocity<T>&, systems::Context<T>*)    \
      const;                                                                   \
  template void MultibodyPlant<T>::SetFreeBodySpatialVelocityOrThrow(          \
      const RigidBody<T>&, const SpatialVelocity<T>&,                          \
      const systems::Context<T>&, systems::State<T>*) const;                   \
  template void                                                                \
  MultibodyPlant<T>::CalcPointsGeometricJacobianExpressedInWorld(              \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const MatrixX<T>>&, EigenPtr<MatrixX<T>>,               \
      EigenPtr<MatrixX<T>>) const;                                             \
  template void                                                                \
  MultibodyPlant<T>::CalcPointsGeometricJacobianExpressedInWorld(              \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const MatrixX<T>>&, EigenPtr<MatrixX<T>>) const;        \
  template void                                                                \
  MultibodyPlant<T>::CalcPointsAnalyticalJacobianExpressedInWorld(             \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const MatrixX<T>>&, EigenPtr<MatrixX<T>>,               \
      EigenPtr<MatrixX<T>>) const;                                             \
  template VectorX<T>                                                          \
  MultibodyPlant<T>::CalcBiasForPointsGeometricJacobianExpressedInWorld(       \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const MatrixX<T>>&) const;                              \
  template void MultibodyPlant<T>::CalcFrameGeometricJacobianExpressedInWorld( \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const Vector3<T>>&, EigenPtr<MatrixX<T>>) const;        \
  template Vector6<T>                                                          \
  MultibodyPlant<T>::CalcBiasForFrameGeometricJacobianExpressedInWorld(        \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const Vector3<T>>&) const;                              \
  template void MultibodyPlant<T>::CalcRelativeFrameGeometricJacobian(         \
      const systems::Context<T>&, const Frame<T>&,                             \
      const Eigen::Ref<const Vector3<T>>&, const Frame<T>&, const Frame<T>&,   \
      EigenPtr<MatrixX<T>>) const;                                             \
  template void MultibodyPlant<T>::CalcAllBodyPosesInWorld(                    \
      const systems::Context<T>&, std::vector<Isometry3<T>>*) const;           \
  template void MultibodyPlant<T>::CalcAllBodySpatialVelocitiesInWorld(        \
      const systems::Context<T>&, std::vector<SpatialVelocity<T>>*) const;     \
  template MatrixX<double>                                                     \
  MultibodyPlant<T>::MakeStateSelectorMatrixFromJointNames(                    \
      const std::vector<std::string>&) const;

MALLARD_INSTANTIATE_LEGACY_MEMBERS(double)
MALLARD_INSTANTIATE_LEGACY_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_LEGACY_MEMBERS(symbolic::Expression)
#undef MALLARD_INSTANTIATE_LEGACY_MEMBERS

}  // namespace multibody
}  // namespace drake
