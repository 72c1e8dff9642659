#include "drake/systems/framework/bus_value.h"

#include <map>
#include <memory>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/copyable_unique_ptr.h"

namespace drake {
namespace systems {

class BusValue::Impl {
 public:
  struct Signal {
    std::string name;
    copyable_unique_ptr<AbstractValue> value;
    bool present{false};
  };

  const Signal* Lookup(std::string_view name) const {
    const auto found = index_.find(name);
    return found == index_.end() ? nullptr : &signals_[found->second];
  }

  void Clear() {
    for (Signal& signal : signals_) signal.present = false;
  }

  void Set(std::string_view name, const AbstractValue& value) {
    const auto found = index_.find(name);
    if (found == index_.end()) {
      index_.emplace(std::string(name), signals_.size());
      signals_.push_back(Signal{std::string(name), value.Clone(), true});
      return;
    }
    Signal& signal = signals_[found->second];
    if (signal.value->type_info() != value.type_info()) {
      throw std::logic_error(fmt::format(
          "BusValue::Set(): signal '{}' holds values of type {}, so it cannot "
          "be set to a value of type {} (a name keeps the type of its first "
          "value).",
          name, signal.value->GetNiceTypeName(), value.GetNiceTypeName()));
    }
    signal.value->SetFrom(value);
    signal.present = true;
  }

  const std::vector<Signal>& signals() const { return signals_; }

 private:
  std::vector<Signal> signals_;
  std::map<std::string, size_t, std::less<>> index_;
};

BusValue::BusValue() = default;
BusValue::~BusValue() = default;
BusValue::BusValue(const BusValue& other)
    : impl_(other.impl_ == nullptr ? nullptr
                                   : std::make_unique<Impl>(*other.impl_)) {}
BusValue& BusValue::operator=(const BusValue& other) {
  if (this != &other) {
    impl_ =
        other.impl_ == nullptr ? nullptr : std::make_unique<Impl>(*other.impl_);
  }
  return *this;
}
BusValue::BusValue(BusValue&&) = default;
BusValue& BusValue::operator=(BusValue&&) = default;

BusValue::Iterator BusValue::begin() const {
  if (impl_ == nullptr) return end();
  return Iterator(impl_.get(), 0);
}

const AbstractValue* BusValue::Find(std::string_view name) const {
  if (impl_ == nullptr) return nullptr;
  const Impl::Signal* signal = impl_->Lookup(name);
  return (signal != nullptr && signal->present) ? signal->value.get() : nullptr;
}

void BusValue::Clear() {
  if (impl_ != nullptr) impl_->Clear();
}

void BusValue::Set(std::string_view name, const AbstractValue& value) {
  if (impl_ == nullptr) impl_ = std::make_unique<Impl>();
  impl_->Set(name, value);
}

BusValue::Iterator::Iterator(const Impl* impl, size_t index)
    : index_(index), impl_(impl) {
  SkipAbsent();
}

void BusValue::Iterator::SkipAbsent() {
  const auto& signals = impl_->signals();
  while (index_ < signals.size() && !signals[index_].present) ++index_;
  if (index_ >= signals.size()) {
    index_ = kEnd;
    impl_ = nullptr;
  }
}

BusValue::value_type BusValue::Iterator::operator*() const {
  if (impl_ == nullptr) {
    throw std::logic_error("BusValue::Iterator: dereferencing end().");
  }
  const Impl::Signal& signal = impl_->signals()[index_];
  return {std::string_view(signal.name), *signal.value};
}

BusValue::Iterator& BusValue::Iterator::operator++() {
  if (impl_ != nullptr) {
    ++index_;
    SkipAbsent();
  }
  return *this;
}

BusValue::Iterator BusValue::Iterator::operator++(int) {
  Iterator before = *this;
  ++*this;
  return before;
}

}  // namespace systems
}  // namespace drake
