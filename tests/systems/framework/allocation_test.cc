// After warm-up, evaluating a vector output port and the time derivatives
// of a vector system allocates nothing, even when values are invalidated
// and recomputed; in a Diagram, too, where the warm-up only evaluates and
// the first changes of time, of a subsystem's continuous and discrete state
// and of a parameter come inside the counted region (their dependency
// lists are resolved when the Context is built).

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace allocation_test {

// ẋ = A x + u with A = -diag(1, 2, 3); y = 2 x + u.
class Linear final : public LeafSystem<double> {
 public:
  Linear() {
    u_ = &DeclareVectorInputPort("u", 3);
    DeclareContinuousState(3);
    DeclareVectorOutputPort("y", 3, &Linear::CalcY);
  }

 private:
  void CalcY(const Context<double>& context, BasicVector<double>* y) const {
    const auto& x = context.get_continuous_state_vector();
    const Eigen::VectorXd& u = u_->Eval(context);
    for (int i = 0; i < 3; ++i) (*y)[i] = 2.0 * x[i] + u[i];
  }
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* xcdot) const override {
    const auto& x = context.get_continuous_state_vector();
    const Eigen::VectorXd& u = u_->Eval(context);
    auto& out = xcdot->get_mutable_vector();
    for (int i = 0; i < 3; ++i) out[i] = -(i + 1.0) * x[i] + u[i];
  }
  const InputPort<double>* u_{};
};

TEST(AllocationTest, EvalAndDerivativesDoNotAllocate) {
  Linear dut;
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), Eigen::Vector3d(1, 2, 3));
  auto derivatives = dut.AllocateTimeDerivatives();
  const Eigen::Vector3d x(4, 5, 6);
  // Warm up.
  dut.get_output_port(0).Eval(*context);
  dut.EvalTimeDerivatives(*context);
  double sum = 0;
  // Binding an expression to the setter's Eigen::Ref would allocate a
  // temporary VectorXd; the caller's vector is preallocated instead.
  Eigen::VectorXd xk(3);
  {
    mallard::test::AllocationCounter counter;
    for (int k = 0; k < 10; ++k) {
      // Cached evaluation.
      sum += dut.get_output_port(0).Eval(*context)[0];
      // Invalidate through state and time, then recompute.
      xk = x * k;
      context->SetContinuousState(xk);
      context->SetTime(0.1 * k);
      sum += dut.get_output_port(0).Eval(*context)[1];
      sum += dut.EvalTimeDerivatives(*context)[2];
      dut.CalcTimeDerivatives(*context, derivatives.get());
      sum += (*derivatives)[0];
    }
    EXPECT_EQ(counter.count(), 0);
  }
  // y = 2 x + u at k = 9: y[1] = 2 * 45 + 2.
  EXPECT_EQ(dut.get_output_port(0).Eval(*context)[1], 92.0);
  EXPECT_NE(sum, 0.0);
}

// y = x_d + 10 x_c: a discrete group and a continuous state, both 1-vectors.
class Mixed final : public LeafSystem<double> {
 public:
  Mixed() {
    DeclareContinuousState(1);
    DeclareDiscreteState(1);
    DeclareVectorOutputPort("y", 1, &Mixed::CalcY, {xc_ticket(), xd_ticket()});
  }

 private:
  void CalcY(const Context<double>& context, BasicVector<double>* y) const {
    (*y)[0] = context.get_discrete_state(0)[0] +
              10.0 * context.get_continuous_state_vector()[0];
  }
};

TEST(AllocationTest, FirstChangesInDiagramDoNotAllocate) {
  DiagramBuilder<double> builder;
  const auto* source = builder.AddSystem<ConstantVectorSource<double>>(
      Eigen::Vector3d(1.0, 2.0, 3.0));
  const auto* linear = builder.AddSystem<Linear>();
  const auto* mixed = builder.AddSystem<Mixed>();
  builder.Connect(source->get_output_port(0), linear->get_input_port(0));
  builder.ExportOutput(linear->get_output_port(0), "y_linear");
  builder.ExportOutput(mixed->get_output_port(0), "y_mixed");
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  // Warm-up: evaluations only.
  const OutputPort<double>& y_linear = diagram->get_output_port(0);
  const OutputPort<double>& y_mixed = diagram->get_output_port(1);
  EXPECT_EQ(y_linear.Eval(*context)[2], 3.0);  // 2 · 0 + 3
  EXPECT_EQ(y_mixed.Eval(*context)[0], 0.0);
  Context<double>& mixed_context =
      mixed->GetMyMutableContextFromRoot(context.get());
  Context<double>& source_context =
      source->GetMyMutableContextFromRoot(context.get());
  double mixed_value = 0.0;
  double linear_value = 0.0;
  long allocations = -1;
  {
    mallard::test::AllocationCounter counter;
    context->SetTime(1.0);
    mixed_context.get_mutable_discrete_state(0)[0] = 5.0;
    mixed_context.get_mutable_continuous_state_vector()[0] = 0.5;
    source->get_mutable_source_value(&source_context)[2] = 4.0;
    mixed_value = y_mixed.Eval(*context)[0];
    linear_value = y_linear.Eval(*context)[2];
    allocations = counter.count();
  }
  EXPECT_EQ(allocations, 0);
  EXPECT_EQ(mixed_value, 10.0);  // 5 + 10 · 0.5
  EXPECT_EQ(linear_value, 4.0);  // 2 · 0 + 4
}

}  // namespace allocation_test
}  // namespace systems
}  // namespace drake
