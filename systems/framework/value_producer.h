#pragma once

/// @file
/// ValueProducer: the pair of callbacks (allocate a value; calculate it from
/// a Context) behind a cache entry or output port.

#include <functional>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "drake/common/value.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/context_base.h"

namespace drake {
namespace systems {

template <typename T>
class Context;

namespace internal {
template <typename SomeContext>
struct ContextScalar {};
template <typename T>
struct ContextScalar<Context<T>> {
  using type = T;
};
// True when Output is BasicVector<T> or derived from it (stored as a
// Value<BasicVector<T>>).
template <typename SomeContext, typename Output, typename = void>
struct IsVectorOutput : std::false_type {};
template <typename SomeContext, typename Output>
struct IsVectorOutput<SomeContext, Output,
                      std::void_t<typename ContextScalar<SomeContext>::type>>
    : std::is_base_of<BasicVector<typename ContextScalar<SomeContext>::type>,
                      Output> {};
}  // namespace internal

class ValueProducer {
 public:
  /// Returns a fresh value of the right type (and size).
  using AllocateCallback = std::function<std::unique_ptr<AbstractValue>()>;
  /// Computes the value from the Context into the given storage.
  using CalcCallback = std::function<void(const ContextBase&, AbstractValue*)>;

  /// An invalid (empty) producer.
  ValueProducer() = default;
  /// From the two callbacks; throws if either is null.
  ValueProducer(AllocateCallback allocate, CalcCallback calc)
      : allocate_(std::move(allocate)), calc_(std::move(calc)) {
    if (!allocate_ || !calc_) {
      throw std::logic_error("ValueProducer(): a callback is null.");
    }
  }

  /// `model_value` copied per allocation; `calc` is a const member function
  /// of `instance` (which must outlive the producer).
  template <class SomeInstance, typename SomeClass, typename SomeContext,
            typename SomeOutput>
  ValueProducer(const SomeInstance* instance, const SomeOutput& model_value,
                void (SomeClass::*calc)(const SomeContext&, SomeOutput*) const)
      : ValueProducer(MakeAllocate<SomeContext>(model_value),
                      MakeCalc<SomeContext, SomeOutput>(
                          [instance, calc](const SomeContext& context,
                                           SomeOutput* output) {
                            (static_cast<const SomeClass*>(instance)->*calc)(
                                context, output);
                          })) {
    DRAKE_THROW_UNLESS(instance != nullptr);
  }

  /// As above, with a default-constructed model value.
  template <class SomeInstance, typename SomeClass, typename SomeContext,
            typename SomeOutput>
  ValueProducer(const SomeInstance* instance,
                void (SomeClass::*calc)(const SomeContext&, SomeOutput*) const)
      : ValueProducer(instance, SomeOutput{}, calc) {}

  /// `model_value` copied per allocation; `calc` any callable.
  template <typename SomeContext, typename SomeOutput>
  ValueProducer(const SomeOutput& model_value,
                std::function<void(const SomeContext&, SomeOutput*)> calc)
      : ValueProducer(MakeAllocate<SomeContext>(model_value),
                      MakeCalc<SomeContext, SomeOutput>(std::move(calc))) {}

  bool is_valid() const { return allocate_ && calc_; }

  /// A new value; throws if this producer is invalid.
  std::unique_ptr<AbstractValue> Allocate() const {
    if (!allocate_) throw std::logic_error("ValueProducer: no allocator.");
    return allocate_();
  }
  /// Computes into `output` (which must come from Allocate()).
  void Calc(const ContextBase& context, AbstractValue* output) const {
    if (!calc_) throw std::logic_error("ValueProducer: no calc function.");
    calc_(context, output);
  }

  /// (Framework) An allocator that clones `model_value`.
  template <typename SomeContext, typename SomeOutput>
  static AllocateCallback MakeAllocate(const SomeOutput& model_value) {
    if constexpr (std::is_base_of_v<AbstractValue, SomeOutput>) {
      std::shared_ptr<const AbstractValue> model(model_value.Clone());
      return [model]() { return model->Clone(); };
    } else if constexpr (internal::IsVectorOutput<SomeContext,
                                                  SomeOutput>::value) {
      using T = typename internal::ContextScalar<SomeContext>::type;
      std::shared_ptr<const BasicVector<T>> model(model_value.Clone());
      return [model]() -> std::unique_ptr<AbstractValue> {
        return std::make_unique<Value<BasicVector<T>>>(model->Clone());
      };
    } else {
      auto model = std::make_shared<const SomeOutput>(model_value);
      return [model]() -> std::unique_ptr<AbstractValue> {
        return std::make_unique<Value<SomeOutput>>(*model);
      };
    }
  }

  /// (Framework) A calc callback that unwraps the context and output.
  template <typename SomeContext, typename SomeOutput>
  static CalcCallback MakeCalc(
      std::function<void(const SomeContext&, SomeOutput*)> calc) {
    DRAKE_THROW_UNLESS(calc != nullptr);
    return [calc = std::move(calc)](const ContextBase& context_base,
                                    AbstractValue* output) {
      const auto& context = static_cast<const SomeContext&>(context_base);
      if constexpr (std::is_base_of_v<AbstractValue, SomeOutput>) {
        calc(context, output);
      } else if constexpr (internal::IsVectorOutput<SomeContext,
                                                    SomeOutput>::value) {
        using T = typename internal::ContextScalar<SomeContext>::type;
        auto& vector = output->get_mutable_value<BasicVector<T>>();
        if constexpr (std::is_same_v<SomeOutput, BasicVector<T>>) {
          calc(context, &vector);
        } else {
          auto* typed = dynamic_cast<SomeOutput*>(&vector);
          if (typed == nullptr) {
            throw std::logic_error(
                "ValueProducer: the output vector is not a " +
                NiceTypeName::Get<SomeOutput>());
          }
          calc(context, typed);
        }
      } else {
        calc(context, &output->get_mutable_value<SomeOutput>());
      }
    };
  }

 private:
  AllocateCallback allocate_;
  CalcCallback calc_;
};

}  // namespace systems
}  // namespace drake
