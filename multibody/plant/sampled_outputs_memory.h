#pragma once

/// @file
/// (Internal) SampledOutputsMemory: the abstract state in which a discrete
/// MultibodyPlant with sampled output ports keeps the outputs of its last
/// step. Used by multibody_plant.cc only; not part of Drake's API.

#include <memory>
#include <utility>

#include "drake/common/value.h"

namespace drake {
namespace multibody {
namespace internal {

// The abstract state of a discrete plant with sampled output ports: the
// outputs of its last step, a Value<MultibodyPlant<T>::Sample> of whichever
// scalar type T stored it. It is not templated on the scalar type, so that a
// Context can be copied into the Context of the plant converted to another
// scalar type (Context::SetTimeStateAndParametersFrom(), as in Drake); a
// plant that finds another scalar's sample converts it when reading.
class SampledOutputsMemory {
 public:
  SampledOutputsMemory() = default;
  explicit SampledOutputsMemory(std::unique_ptr<AbstractValue> sample)
      : sample_(std::move(sample)) {}
  SampledOutputsMemory(const SampledOutputsMemory& other)
      : sample_(other.sample_ ? other.sample_->Clone() : nullptr) {}
  // Copies in place (no allocation) when both hold the same scalar's sample.
  SampledOutputsMemory& operator=(const SampledOutputsMemory& other) {
    if (this == &other) return *this;
    if (sample_ != nullptr && other.sample_ != nullptr &&
        sample_->type_hash() == other.sample_->type_hash()) {
      sample_->SetFrom(*other.sample_);
    } else {
      sample_ = other.sample_ ? other.sample_->Clone() : nullptr;
    }
    return *this;
  }
  SampledOutputsMemory(SampledOutputsMemory&&) = default;
  SampledOutputsMemory& operator=(SampledOutputsMemory&&) = default;

  // The stored sample; null only for a default-constructed memory.
  const AbstractValue* sample() const { return sample_.get(); }
  AbstractValue* mutable_sample() { return sample_.get(); }
  void set_sample(std::unique_ptr<AbstractValue> sample) {
    sample_ = std::move(sample);
  }

 private:
  std::unique_ptr<AbstractValue> sample_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
