#pragma once

/// @file
/// DiagramDiscreteValues: the discrete state of a Diagram, as views of (or
/// owners of) its subsystems' discrete values, their groups concatenated in
/// subsystem order.

#include <memory>
#include <utility>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/discrete_values.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

/// The discrete values of a Diagram: one DiscreteValues per subsystem, and
/// as a DiscreteValues the concatenation of their groups.
template <typename T>
class DiagramDiscreteValues final : public DiscreteValues<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramDiscreteValues);

  /// Views of `subdiscretes` (not owned; they must outlive this object).
  /// Throws std::exception if one is null.
  explicit DiagramDiscreteValues(std::vector<DiscreteValues<T>*> subdiscretes)
      : DiscreteValues<T>(Flatten(subdiscretes)),
        subdiscretes_(std::move(subdiscretes)) {}
  /// Owns `subdiscretes`. Throws std::exception if one is null.
  explicit DiagramDiscreteValues(
      std::vector<std::unique_ptr<DiscreteValues<T>>> owned_subdiscretes)
      : DiagramDiscreteValues(Pointers(owned_subdiscretes)) {
    owned_subdiscretes_ = std::move(owned_subdiscretes);
  }
  ~DiagramDiscreteValues() override = default;

  /// A deep copy with the same structure, owning clones of the
  /// subsystems' values.
  /// A deep copy; it and each of its parts keep their system ids.
  std::unique_ptr<DiagramDiscreteValues> Clone() const {
    std::unique_ptr<DiagramDiscreteValues> result(CloneTree());
    result->set_system_id(this->get_system_id());
    return result;
  }

  /// The number of subsystems.
  int num_subdiscretes() const {
    return static_cast<int>(subdiscretes_.size());
  }
  /// The discrete values of subsystem `index`. Throws std::out_of_range if
  /// the index is not in [0, num_subdiscretes()).
  const DiscreteValues<T>& get_subdiscrete(SubsystemIndex index) const {
    return *subdiscretes_.at(index);
  }
  DiscreteValues<T>& get_mutable_subdiscrete(SubsystemIndex index) {
    return *subdiscretes_.at(index);
  }

 private:
  DiagramDiscreteValues* CloneTree() const {
    std::vector<std::unique_ptr<DiscreteValues<T>>> clones;
    clones.reserve(subdiscretes_.size());
    for (const DiscreteValues<T>* sub : subdiscretes_) {
      clones.push_back(sub->Clone());
    }
    return new DiagramDiscreteValues(std::move(clones));
  }
  std::unique_ptr<DiscreteValues<T>> DoClone() const final {
    return std::unique_ptr<DiscreteValues<T>>(CloneTree());
  }
  static std::vector<DiscreteValues<T>*> Pointers(
      const std::vector<std::unique_ptr<DiscreteValues<T>>>& owned) {
    std::vector<DiscreteValues<T>*> result;
    result.reserve(owned.size());
    for (const auto& sub : owned) result.push_back(sub.get());
    return result;
  }
  static std::vector<BasicVector<T>*> Flatten(
      const std::vector<DiscreteValues<T>*>& subs) {
    std::vector<BasicVector<T>*> groups;
    for (const DiscreteValues<T>* sub : subs) {
      DRAKE_THROW_UNLESS(sub != nullptr);
      for (BasicVector<T>* group : sub->get_data()) groups.push_back(group);
    }
    return groups;
  }

  std::vector<DiscreteValues<T>*> subdiscretes_;
  std::vector<std::unique_ptr<DiscreteValues<T>>> owned_subdiscretes_;
};

}  // namespace systems
}  // namespace drake
