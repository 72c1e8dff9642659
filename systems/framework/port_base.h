#pragma once

/// @file
/// PortBase, InputPortBase, OutputPortBase: the scalar-independent parts of
/// a System's ports.

#include <memory>
#include <optional>
#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/random.h"
#include "drake/common/value.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

class SystemBase;

// A random input port's distribution is Drake's drake::RandomDistribution
// (drake/common/random.h), as in Drake.

class PortBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PortBase);
  virtual ~PortBase();

  /// The port's name, unique among the system's ports of that direction.
  const std::string& get_name() const { return name_; }
  /// E.g. "InputPort[0] (u0) of System ::diagram::foo (Foo<double>)".
  std::string GetFullDescription() const;
  PortDataType get_data_type() const { return data_type_; }
  /// The vector size (0 for abstract ports).
  int size() const { return size_; }
  DependencyTicket ticket() const { return ticket_; }
  /// (Framework) The owning system.
  const SystemBase& get_system_base() const { return *owning_system_; }

 protected:
  PortBase(const char* kind_string, SystemBase* owning_system, int index,
           std::string name, DependencyTicket ticket, PortDataType data_type,
           int size);
  int get_int_index() const { return index_; }

 private:
  const char* kind_string_;
  SystemBase* owning_system_;
  int index_;
  std::string name_;
  DependencyTicket ticket_;
  PortDataType data_type_;
  int size_;
};

class InputPortBase : public PortBase {
 public:
  ~InputPortBase() override;
  InputPortIndex get_index() const { return InputPortIndex(get_int_index()); }
  /// True when the port's value is drawn from a random distribution.
  bool is_random() const { return random_type_.has_value(); }
  std::optional<RandomDistribution> get_random_type() const {
    return random_type_;
  }
  /// (Framework) A new value of this port's type (a copy of the model).
  std::unique_ptr<AbstractValue> AllocateModel() const {
    return model_value_->Clone();
  }
  const AbstractValue& model_value() const { return *model_value_; }

 protected:
  InputPortBase(SystemBase* owning_system, InputPortIndex index,
                std::string name, DependencyTicket ticket,
                PortDataType data_type, int size,
                std::optional<RandomDistribution> random_type,
                std::unique_ptr<AbstractValue> model_value);

  /// Throws naming the port when `value` has the wrong type or size.
  void CheckFixValue(const AbstractValue& value) const;

 private:
  std::optional<RandomDistribution> random_type_;
  std::unique_ptr<AbstractValue> model_value_;
};

class OutputPortBase : public PortBase {
 public:
  ~OutputPortBase() override;
  OutputPortIndex get_index() const { return OutputPortIndex(get_int_index()); }

  /// (Framework) What this port's value depends on: a ticket of the owning
  /// system (child unset), or, for a diagram, an output of child `child`.
  struct Prerequisite {
    std::optional<SubsystemIndex> child;
    DependencyTicket dependency;
  };
  virtual Prerequisite GetPrerequisite() const = 0;

 protected:
  OutputPortBase(SystemBase* owning_system, OutputPortIndex index,
                 std::string name, DependencyTicket ticket,
                 PortDataType data_type, int size);
};

}  // namespace systems
}  // namespace drake
