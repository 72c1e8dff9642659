#include "drake/multibody/tree/mobilizer.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
Mobilizer<T>::Mobilizer(const Frame<T>& inboard_frame,
                        const Frame<T>& outboard_frame)
    : inboard_frame_(&inboard_frame), outboard_frame_(&outboard_frame) {
  if (&inboard_frame == &outboard_frame) {
    throw std::runtime_error(fmt::format(
        "Mobilizer: the inboard and outboard frames must be different frames, "
        "but both are the frame '{}'.",
        inboard_frame.name()));
  }
  topology_.inboard_body = inboard_frame.body().index();
  topology_.outboard_body = outboard_frame.body().index();
  if (inboard_frame.has_parent_tree()) {
    topology_.inboard_frame = inboard_frame.index();
  }
  if (outboard_frame.has_parent_tree()) {
    topology_.outboard_frame = outboard_frame.index();
  }
}

template <typename T>
Mobilizer<T>::~Mobilizer() = default;

template <typename T>
void Mobilizer<T>::ThrowIfNoTree(const char* func) const {
  if (!this->has_parent_tree()) {
    throw std::logic_error(fmt::format(
        "{}::{}(): this mobilizer (inboard frame '{}', outboard frame '{}') "
        "belongs to no MultibodyTree; only the mobilizers a plant creates at "
        "Finalize() (MultibodyTree::get_mobilizer()) have a place in q and v.",
        type_name(), func, inboard_frame_->name(), outboard_frame_->name()));
  }
}

template <typename T>
void Mobilizer<T>::ThrowUnlessSize(const char* func, const char* what, int size,
                                   int expected) const {
  if (size != expected) {
    throw std::logic_error(
        fmt::format("{}::{}(): {} has size {}, but {} was expected.",
                    type_name(), func, what, size, expected));
  }
}

template <typename T>
int Mobilizer<T>::position_start_in_q() const {
  ThrowIfNoTree("position_start_in_q");
  return topology_.positions_start;
}

template <typename T>
int Mobilizer<T>::velocity_start_in_v() const {
  ThrowIfNoTree("velocity_start_in_v");
  return topology_.velocities_start_in_v;
}

template <typename T>
Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>> Mobilizer<T>::SegmentOf(
    const Eigen::Ref<const VectorX<T>>& array, bool positions,
    const char* func) const {
  ThrowIfNoTree(func);
  const MultibodyTree<T>& tree = this->get_parent_tree();
  const int expected = positions ? tree.num_positions() : tree.num_velocities();
  ThrowUnlessSize(func, "the array", array.size(), expected);
  return positions
             ? array.segment(topology_.positions_start, num_positions())
             : array.segment(topology_.velocities_start_in_v, num_velocities());
}

template <typename T>
Eigen::VectorBlock<Eigen::Ref<VectorX<T>>> Mobilizer<T>::MutableSegmentOf(
    EigenPtr<VectorX<T>> array, bool positions, const char* func) const {
  ThrowIfNoTree(func);
  if (array == nullptr) {
    throw std::logic_error(
        fmt::format("{}::{}(): the array is null.", type_name(), func));
  }
  const MultibodyTree<T>& tree = this->get_parent_tree();
  const int expected = positions ? tree.num_positions() : tree.num_velocities();
  ThrowUnlessSize(func, "the array", array->size(), expected);
  return positions ? array->segment(topology_.positions_start, num_positions())
                   : array->segment(topology_.velocities_start_in_v,
                                    num_velocities());
}

template <typename T>
Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
Mobilizer<T>::get_positions_from_array(
    const Eigen::Ref<const VectorX<T>>& q_array) const {
  return SegmentOf(q_array, true, "get_positions_from_array");
}

template <typename T>
Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
Mobilizer<T>::get_mutable_positions_from_array(
    EigenPtr<VectorX<T>> q_array) const {
  return MutableSegmentOf(q_array, true, "get_mutable_positions_from_array");
}

template <typename T>
Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
Mobilizer<T>::get_velocities_from_array(
    const Eigen::Ref<const VectorX<T>>& v_array) const {
  return SegmentOf(v_array, false, "get_velocities_from_array");
}

template <typename T>
Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
Mobilizer<T>::get_mutable_velocities_from_array(
    EigenPtr<VectorX<T>> v_array) const {
  return MutableSegmentOf(v_array, false, "get_mutable_velocities_from_array");
}

template <typename T>
Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
Mobilizer<T>::get_accelerations_from_array(
    const Eigen::Ref<const VectorX<T>>& vdot_array) const {
  return SegmentOf(vdot_array, false, "get_accelerations_from_array");
}

template <typename T>
Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
Mobilizer<T>::get_mutable_accelerations_from_array(
    EigenPtr<VectorX<T>> vdot_array) const {
  return MutableSegmentOf(vdot_array, false,
                          "get_mutable_accelerations_from_array");
}

template <typename T>
Eigen::VectorBlock<const Eigen::Ref<const VectorX<T>>>
Mobilizer<T>::get_generalized_forces_from_array(
    const Eigen::Ref<const VectorX<T>>& tau_array) const {
  return SegmentOf(tau_array, false, "get_generalized_forces_from_array");
}

template <typename T>
Eigen::VectorBlock<Eigen::Ref<VectorX<T>>>
Mobilizer<T>::get_mutable_generalized_forces_from_array(
    EigenPtr<VectorX<T>> tau_array) const {
  return MutableSegmentOf(tau_array, false,
                          "get_mutable_generalized_forces_from_array");
}

template <typename T>
const T* Mobilizer<T>::GetPositionsPointer(const systems::Context<T>& context,
                                           const char* func) const {
  ThrowIfNoTree(func);
  const MultibodyTree<T>& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_positions(context).data();
}

template <typename T>
const T* Mobilizer<T>::GetVelocitiesPointer(const systems::Context<T>& context,
                                            const char* func) const {
  ThrowIfNoTree(func);
  const MultibodyTree<T>& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_velocities(context).data();
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> Mobilizer<T>::GetMutablePositionsAndVelocities(
    const systems::Context<T>& context, systems::State<T>* state,
    const char* func) const {
  ThrowIfNoTree(func);
  if (state == nullptr) {
    throw std::logic_error(
        fmt::format("{}::{}(): the state is null.", type_name(), func));
  }
  const MultibodyTree<T>& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_mutable_positions_and_velocities(context, state);
}

template <typename T>
void Mobilizer<T>::set_zero_configuration(systems::Context<T>* context) const {
  if (context == nullptr) {
    throw std::logic_error(fmt::format(
        "{}::set_zero_configuration(): the context is null.", type_name()));
  }
  set_zero_state(*context, &context->get_mutable_state());
}

template <typename T>
void Mobilizer<T>::CalcNMatrix(const systems::Context<T>& context,
                               EigenPtr<MatrixX<T>> N) const {
  if (N == nullptr) {
    throw std::logic_error(fmt::format(
        "{}::CalcNMatrix(): the output matrix N is null.", type_name()));
  }
  if (N->rows() != num_positions() || N->cols() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "{}::CalcNMatrix(): N is {}×{}, but nq × nv = {}×{} was expected.",
        type_name(), N->rows(), N->cols(), num_positions(), num_velocities()));
  }
  DoCalcNMatrix(context, N);
}

template <typename T>
void Mobilizer<T>::CalcNplusMatrix(const systems::Context<T>& context,
                                   EigenPtr<MatrixX<T>> Nplus) const {
  if (Nplus == nullptr) {
    throw std::logic_error(
        fmt::format("{}::CalcNplusMatrix(): the output matrix Nplus is null.",
                    type_name()));
  }
  if (Nplus->rows() != num_velocities() || Nplus->cols() != num_positions()) {
    throw std::logic_error(fmt::format(
        "{}::CalcNplusMatrix(): Nplus is {}×{}, but nv × nq = {}×{} was "
        "expected.",
        type_name(), Nplus->rows(), Nplus->cols(), num_velocities(),
        num_positions()));
  }
  DoCalcNplusMatrix(context, Nplus);
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::Mobilizer)
