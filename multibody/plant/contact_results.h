#pragma once

/// @file
/// ContactResults: every contact a MultibodyPlant computed for one state.

#include <functional>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/multibody/plant/hydroelastic_contact_info.h"
#include "drake/multibody/plant/point_pair_contact_info.h"

namespace drake {
namespace multibody {

template <typename T>
class MultibodyPlant;

/// The contacts of a MultibodyPlant at one state: point-pair contacts and
/// hydroelastic contacts (deformable contact is not modeled, so that count
/// is zero). The plant's contact_results output port produces one.
template <typename T>
class ContactResults {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ContactResults);

  ContactResults() = default;
  explicit ContactResults(
      std::vector<PointPairContactInfo<T>> point_pair_contact_info,
      const MultibodyPlant<T>* plant = nullptr)
      : point_pairs_(std::move(point_pair_contact_info)), plant_(plant) {}

  int num_point_pair_contacts() const {
    return static_cast<int>(point_pairs_.size());
  }
  /// @throws std::out_of_range if i is not in [0, num_point_pair_contacts()).
  const PointPairContactInfo<T>& point_pair_contact_info(int i) const {
    if (i < 0 || i >= num_point_pair_contacts()) {
      throw std::out_of_range(fmt::format(
          "ContactResults::point_pair_contact_info(): index {} is out of "
          "range; there are {} point-pair contacts.",
          i, num_point_pair_contacts()));
    }
    return point_pairs_[i];
  }
  int num_hydroelastic_contacts() const {
    return static_cast<int>(hydroelastic_.size());
  }
  /// @throws std::out_of_range if i is not in
  /// [0, num_hydroelastic_contacts()).
  const HydroelasticContactInfo<T>& hydroelastic_contact_info(int i) const {
    if (i < 0 || i >= num_hydroelastic_contacts()) {
      throw std::out_of_range(fmt::format(
          "ContactResults::hydroelastic_contact_info(): index {} is out of "
          "range; there are {} hydroelastic contacts.",
          i, num_hydroelastic_contacts()));
    }
    return hydroelastic_[i];
  }
  int num_deformable_contacts() const { return 0; }

  /// The plant that produced these results (null when unset).
  const MultibodyPlant<T>* plant() const { return plant_; }
  void set_plant(const MultibodyPlant<T>* plant) { plant_ = plant; }

  /// Appends one point-pair contact.
  void AddContactInfo(const PointPairContactInfo<T>& point_pair_info) {
    point_pairs_.push_back(point_pair_info);
  }
  /// Appends one hydroelastic contact.
  void AddContactInfo(HydroelasticContactInfo<T> hydroelastic_info) {
    hydroelastic_.push_back(std::move(hydroelastic_info));
  }
  /// A copy with only the hydroelastic contacts that `selector` accepts
  /// (every point-pair contact is kept), for the same plant.
  ContactResults<T> SelectHydroelastic(
      std::function<bool(const HydroelasticContactInfo<T>&)> selector) const {
    ContactResults<T> selected(point_pairs_, plant_);
    for (const HydroelasticContactInfo<T>& info : hydroelastic_) {
      if (selector(info)) selected.hydroelastic_.push_back(info);
    }
    return selected;
  }
  /// Removes every contact (keeps the capacity and the plant).
  void Clear() {
    point_pairs_.clear();
    hydroelastic_.clear();
  }

 private:
  std::vector<PointPairContactInfo<T>> point_pairs_;
  std::vector<HydroelasticContactInfo<T>> hydroelastic_;
  const MultibodyPlant<T>* plant_{nullptr};
};

}  // namespace multibody
}  // namespace drake
