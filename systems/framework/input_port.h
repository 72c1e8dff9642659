#pragma once

/// @file
/// InputPort<T>: an input port of a System<T>.

#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/port_base.h"
#include "drake/systems/framework/system_base.h"

namespace drake {
namespace systems {

template <typename T>
class System;

namespace internal {
/// The default template argument of InputPort::Eval and OutputPort::Eval:
/// a vector port yields `const VectorX<T>&`.
struct EvalDefault {};
}  // namespace internal

template <typename T>
class InputPort final : public InputPortBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(InputPort);

  /// (Framework) Use the Declare*InputPort methods of LeafSystem or
  /// DiagramBuilder::ExportInput.
  InputPort(const System<T>* system, SystemBase* system_base,
            InputPortIndex index, std::string name, DependencyTicket ticket,
            PortDataType data_type, int size,
            std::optional<RandomDistribution> random_type,
            std::unique_ptr<AbstractValue> model_value)
      : InputPortBase(system_base, index, std::move(name), ticket, data_type,
                      size, random_type, std::move(model_value)),
        system_(system) {}

  /// The port's value. With no template argument, a vector port yields
  /// `const VectorX<T>&`; `Eval<BasicVector<T>>` (or a subclass) yields the
  /// vector object; any other ValueType must be the port's value type.
  /// Throws std::logic_error if the port is neither connected nor fixed, or
  /// if ValueType is wrong.
  template <typename ValueType = internal::EvalDefault>
  const auto& Eval(const Context<T>& context) const {
    const AbstractValue& abstract = EvalRequired(context);
    if constexpr (std::is_same_v<ValueType, internal::EvalDefault>) {
      ThrowIfAbstract("Eval");
      return abstract.get_value<BasicVector<T>>().value();
    } else if constexpr (std::is_same_v<ValueType, AbstractValue>) {
      return abstract;
    } else if constexpr (std::is_base_of_v<BasicVector<T>, ValueType>) {
      const auto& vector = abstract.get_value<BasicVector<T>>();
      if constexpr (std::is_same_v<ValueType, BasicVector<T>>) {
        return vector;
      } else {
        const auto* typed = dynamic_cast<const ValueType*>(&vector);
        if (typed == nullptr)
          ThrowWrongVectorType(NiceTypeName::Get<ValueType>());
        return *typed;
      }
    } else {
      return abstract.get_value<ValueType>();
    }
  }

  /// True if the port has a value (it is fixed or connected to a source
  /// with a value).
  bool HasValue(const Context<T>& context) const {
    return get_system_base().EvalAbstractInput(context, get_index()) != nullptr;
  }

  /// Fixes this port's value in `context` to a copy of `value` and returns
  /// the FixedInputPortValue. `value` may be an AbstractValue, a
  /// BasicVector<T> (vector ports), an Eigen vector (vector ports) or a
  /// value of the port's type. Throws std::logic_error naming the port if
  /// the type or size is wrong.
  template <typename ValueType>
  FixedInputPortValue& FixValue(Context<T>* context,
                                const ValueType& value) const {
    DRAKE_THROW_UNLESS(context != nullptr);
    get_system_base().ValidateContext(*context);
    std::unique_ptr<AbstractValue> abstract = MakeAbstract(value);
    CheckFixValue(*abstract);
    return context->FixInputPort(get_index(), *abstract);
  }

  /// A new value of this port's type (the model value).
  std::unique_ptr<AbstractValue> Allocate() const { return AllocateModel(); }

  /// The owning system.
  const System<T>& get_system() const { return *system_; }

 private:
  const AbstractValue& EvalRequired(const Context<T>& context) const {
    const AbstractValue* value =
        get_system_base().EvalAbstractInput(context, get_index());
    if (value == nullptr) ThrowRequiredMissing();
    return *value;
  }

  template <typename ValueType>
  std::unique_ptr<AbstractValue> MakeAbstract(const ValueType& value) const {
    if constexpr (std::is_base_of_v<AbstractValue, ValueType>) {
      return value.Clone();
    } else if constexpr (std::is_base_of_v<BasicVector<T>, ValueType>) {
      return std::make_unique<Value<BasicVector<T>>>(value.Clone());
    } else if constexpr (std::is_arithmetic_v<ValueType> ||
                         std::is_same_v<ValueType, T>) {
      // A scalar for a vector port means a vector of size 1.
      if (get_data_type() == kVectorValued) {
        return std::make_unique<Value<BasicVector<T>>>(
            std::make_unique<BasicVector<T>>(
                VectorX<T>::Constant(1, T(value))));
      }
      return std::make_unique<Value<ValueType>>(value);
    } else if constexpr (std::is_base_of_v<Eigen::EigenBase<ValueType>,
                                           ValueType>) {
      if (get_data_type() == kVectorValued) {
        VectorX<T> vec(value.rows());
        for (int i = 0; i < value.rows(); ++i) vec[i] = T(value(i));
        return std::make_unique<Value<BasicVector<T>>>(
            std::make_unique<BasicVector<T>>(std::move(vec)));
      }
      using Plain = typename ValueType::PlainObject;
      return std::make_unique<Value<Plain>>(Plain(value));
    } else if constexpr (std::is_convertible_v<ValueType, std::string> &&
                         !std::is_same_v<ValueType, std::string>) {
      return std::make_unique<Value<std::string>>(std::string(value));
    } else {
      return std::make_unique<Value<ValueType>>(value);
    }
  }

  void ThrowIfAbstract(const char* func) const {
    if (get_data_type() != kVectorValued) {
      throw std::logic_error(fmt::format(
          "InputPort::{}(): {} is abstract-valued; give the value type as a "
          "template argument, e.g. Eval<MyType>(context).",
          func, GetFullDescription()));
    }
  }
  [[noreturn]] void ThrowRequiredMissing() const {
    throw std::logic_error(fmt::format(
        "InputPort::Eval(): required {} is not connected and has no fixed "
        "value (it is neither connected nor fixed).",
        GetFullDescription()));
  }
  [[noreturn]] void ThrowWrongVectorType(const std::string& requested) const {
    throw std::logic_error(
        fmt::format("InputPort::Eval(): {} holds a vector that is not a {}.",
                    GetFullDescription(), requested));
  }

  const System<T>* system_;
};

}  // namespace systems
}  // namespace drake
