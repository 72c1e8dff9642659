// System::AllocateOutput() and SystemOutput: one value per output port,
// allocated by the port, filled by OutputPort::Calc(), deep-copied on copy,
// with index and type errors reported.

#include "drake/systems/framework/system_output.h"

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace system_output_test {

// Output 0: y = 2 x (a 2-vector); output 1: a string naming the time.
class TwoOutputs final : public LeafSystem<double> {
 public:
  TwoOutputs() {
    this->DeclareContinuousState(2);
    this->DeclareVectorOutputPort("twice", 2, &TwoOutputs::CalcTwice);
    this->DeclareAbstractOutputPort("label", std::string(),
                                    &TwoOutputs::CalcLabel);
  }

 private:
  void CalcTwice(const Context<double>& context, BasicVector<double>* y) const {
    y->set_value(2.0 * context.get_continuous_state_vector().CopyToVector());
  }
  void CalcLabel(const Context<double>& context, std::string* label) const {
    *label = "t=" + std::to_string(static_cast<int>(context.get_time()));
  }
};

GTEST_TEST(SystemOutputTest, AllocateAndCalc) {
  TwoOutputs system;
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(1.5, -2.0));
  context->SetTime(3.0);
  std::unique_ptr<SystemOutput<double>> output = system.AllocateOutput();
  ASSERT_EQ(output->num_ports(), 2);
  // Allocated with the ports' shapes.
  ASSERT_NE(output->get_vector_data(0), nullptr);
  EXPECT_EQ(output->get_vector_data(0)->size(), 2);
  EXPECT_EQ(output->get_data(1)->get_value<std::string>(), "");

  for (int i = 0; i < output->num_ports(); ++i) {
    system.get_output_port(i).Calc(*context, output->GetMutableData(i));
  }
  EXPECT_EQ(output->get_vector_data(0)->get_value(),
            Eigen::Vector2d(3.0, -4.0));
  EXPECT_EQ(output->get_data(1)->get_value<std::string>(), "t=3");

  // A copy is deep: changing it leaves the original alone.
  SystemOutput<double> copy(*output);
  (*copy.GetMutableVectorData(0))[0] = 99.0;
  copy.GetMutableData(1)->set_value<std::string>("changed");
  EXPECT_EQ(output->get_vector_data(0)->get_value()[0], 3.0);
  EXPECT_EQ(output->get_data(1)->get_value<std::string>(), "t=3");
  EXPECT_EQ(copy.get_vector_data(0)->get_value()[0], 99.0);
  // Copy assignment, too.
  copy = *output;
  EXPECT_EQ(copy.get_vector_data(0)->get_value()[0], 3.0);
  EXPECT_EQ(copy.get_data(1)->get_value<std::string>(), "t=3");
}

GTEST_TEST(SystemOutputTest, Diagram) {
  // A diagram's output ports allocate through the subsystems' ports.
  DiagramBuilder<double> builder;
  const auto* system = builder.AddSystem<TwoOutputs>();
  builder.ExportOutput(system->get_output_port(1), "label");
  builder.ExportOutput(system->get_output_port(0), "twice");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(0.5, 0.25));
  auto output = diagram->AllocateOutput();
  ASSERT_EQ(output->num_ports(), 2);
  diagram->get_output_port(0).Calc(*context, output->GetMutableData(0));
  diagram->get_output_port(1).Calc(*context, output->GetMutableData(1));
  EXPECT_EQ(output->get_data(0)->get_value<std::string>(), "t=0");
  EXPECT_EQ(output->get_vector_data(1)->get_value(), Eigen::Vector2d(1.0, 0.5));
}

GTEST_TEST(SystemOutputTest, Errors) {
  TwoOutputs system;
  auto output = system.AllocateOutput();
  DRAKE_EXPECT_THROWS_MESSAGE(
      output->get_data(2),
      "SystemOutput: there is no output port 2; there are 2 port\\(s\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      output->GetMutableData(-1),
      "SystemOutput: there is no output port -1; there are 2 port\\(s\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(output->get_vector_data(5),
                              "SystemOutput: there is no output port 5.*");
  // Port 1 holds a string, not a vector.
  DRAKE_EXPECT_THROWS_MESSAGE(output->get_vector_data(1),
                              "AbstractValue: a request to access a value of "
                              "type .*BasicVector.* failed.*");
  DRAKE_EXPECT_THROWS_MESSAGE(output->GetMutableVectorData(1),
                              "AbstractValue: .*BasicVector.*");
}

}  // namespace system_output_test
}  // namespace systems
}  // namespace drake
