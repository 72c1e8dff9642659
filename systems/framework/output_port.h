#pragma once

/// @file
/// OutputPort<T>: an output port of a System<T>; values are computed
/// through the owning system's cache.

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/input_port.h"
#include "drake/systems/framework/port_base.h"
#include "drake/systems/framework/system_base.h"

namespace drake {
namespace systems {

template <typename T>
class System;

template <typename T>
class OutputPort : public OutputPortBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(OutputPort);
  ~OutputPort() override = default;

  /// The value, computed through the cache (recomputed only when a
  /// prerequisite changed). The reference stays valid until then. With no
  /// template argument a vector port yields `const VectorX<T>&`.
  template <typename ValueType = internal::EvalDefault>
  const auto& Eval(const Context<T>& context) const {
    const AbstractValue& abstract = EvalAbstract(context);
    if constexpr (std::is_same_v<ValueType, internal::EvalDefault>) {
      if (get_data_type() != kVectorValued) {
        throw std::logic_error(fmt::format(
            "OutputPort::Eval(): {} is abstract-valued; give the value type "
            "as a template argument.",
            GetFullDescription()));
      }
      return abstract.get_value<BasicVector<T>>().value();
    } else if constexpr (std::is_same_v<ValueType, AbstractValue>) {
      return abstract;
    } else if constexpr (std::is_base_of_v<BasicVector<T>, ValueType>) {
      const auto& vector = abstract.get_value<BasicVector<T>>();
      if constexpr (std::is_same_v<ValueType, BasicVector<T>>) {
        return vector;
      } else {
        const auto* typed = dynamic_cast<const ValueType*>(&vector);
        if (typed == nullptr) {
          throw std::logic_error(fmt::format(
              "OutputPort::Eval(): {} holds a vector that is not a {}.",
              GetFullDescription(), NiceTypeName::Get<ValueType>()));
        }
        return *typed;
      }
    } else {
      return abstract.get_value<ValueType>();
    }
  }

  /// The value as an AbstractValue (through the cache).
  const AbstractValue& EvalAbstract(const Context<T>& context) const {
    get_system_base().ValidateContext(context);
    return DoEval(context);
  }
  /// Computes the value afresh into `value` (from Allocate()).
  void Calc(const Context<T>& context, AbstractValue* value) const {
    DRAKE_THROW_UNLESS(value != nullptr);
    get_system_base().ValidateContext(context);
    DoCalc(context, value);
  }
  /// A new value of this port's type.
  std::unique_ptr<AbstractValue> Allocate() const { return DoAllocate(); }

  const System<T>& get_system() const { return *system_; }

 protected:
  OutputPort(const System<T>* system, SystemBase* system_base,
             OutputPortIndex index, std::string name, DependencyTicket ticket,
             PortDataType data_type, int size)
      : OutputPortBase(system_base, index, std::move(name), ticket, data_type,
                       size),
        system_(system) {}

  virtual std::unique_ptr<AbstractValue> DoAllocate() const = 0;
  virtual void DoCalc(const Context<T>& context,
                      AbstractValue* value) const = 0;
  virtual const AbstractValue& DoEval(const Context<T>& context) const = 0;

 private:
  const System<T>* system_;
};

/// An output port of a LeafSystem, backed by one of its cache entries.
template <typename T>
class LeafOutputPort final : public OutputPort<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LeafOutputPort);

  using AllocCallback = ValueProducer::AllocateCallback;
  using CalcCallback = std::function<void(const Context<T>&, AbstractValue*)>;
  using CalcVectorCallback =
      std::function<void(const Context<T>&, BasicVector<T>*)>;

  /// (Framework) Use LeafSystem::Declare*OutputPort.
  LeafOutputPort(const System<T>* system, SystemBase* system_base,
                 OutputPortIndex index, std::string name,
                 DependencyTicket ticket, PortDataType data_type, int size,
                 const CacheEntry* cache_entry)
      : OutputPort<T>(system, system_base, index, std::move(name), ticket,
                      data_type, size),
        cache_entry_(cache_entry) {
    DRAKE_DEMAND(cache_entry_ != nullptr);
  }

  /// The cache entry holding this port's value.
  const CacheEntry& cache_entry() const { return *cache_entry_; }
  /// Turns caching off for this port in new contexts.
  void disable_caching_by_default() {
    const_cast<CacheEntry*>(cache_entry_)->disable_caching_by_default();
  }

  OutputPortBase::Prerequisite GetPrerequisite() const final {
    return {std::nullopt, cache_entry_->ticket()};
  }

 private:
  std::unique_ptr<AbstractValue> DoAllocate() const final {
    return cache_entry_->Allocate();
  }
  void DoCalc(const Context<T>& context, AbstractValue* value) const final {
    cache_entry_->Calc(context, value);
  }
  const AbstractValue& DoEval(const Context<T>& context) const final {
    return cache_entry_->EvalAbstract(context);
  }

  const CacheEntry* cache_entry_;
};

}  // namespace systems
}  // namespace drake
