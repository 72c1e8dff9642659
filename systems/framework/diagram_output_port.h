#pragma once

/// @file
/// DiagramOutputPort<T>: an output port of a Diagram that forwards an
/// output port of one of its subsystems.

#include <memory>
#include <string>

#include "drake/systems/framework/diagram_context.h"
#include "drake/systems/framework/output_port.h"

namespace drake {
namespace systems {

template <typename T>
class DiagramOutputPort final : public OutputPort<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramOutputPort);

  /// (Framework) Made by Diagram.
  DiagramOutputPort(const System<T>* diagram, SystemBase* diagram_base,
                    OutputPortIndex index, std::string name,
                    DependencyTicket ticket, const OutputPort<T>* source,
                    SubsystemIndex source_subsystem)
      : OutputPort<T>(diagram, diagram_base, index, std::move(name), ticket,
                      source->get_data_type(), source->size()),
        source_(source),
        source_subsystem_(source_subsystem) {}

  /// The subsystem port this one forwards.
  const OutputPort<T>& get_source_output_port() const { return *source_; }

  OutputPortBase::Prerequisite GetPrerequisite() const final {
    return {source_subsystem_, source_->ticket()};
  }

 private:
  const Context<T>& SubContext(const Context<T>& context) const {
    return static_cast<const DiagramContext<T>&>(context).GetSubsystemContext(
        source_subsystem_);
  }
  std::unique_ptr<AbstractValue> DoAllocate() const final {
    return source_->Allocate();
  }
  void DoCalc(const Context<T>& context, AbstractValue* value) const final {
    source_->Calc(SubContext(context), value);
  }
  const AbstractValue& DoEval(const Context<T>& context) const final {
    return source_->EvalAbstract(SubContext(context));
  }

  const OutputPort<T>* source_;
  SubsystemIndex source_subsystem_;
};

}  // namespace systems
}  // namespace drake
