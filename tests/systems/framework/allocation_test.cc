// After warm-up, evaluating a vector output port and the time derivatives
// of a vector system allocates nothing, even when values are invalidated
// and recomputed.

#include <gtest/gtest.h>

#include "drake/systems/framework/leaf_system.h"
#include "test_utilities/limit_malloc.h"

namespace drake {
namespace systems {
namespace {

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
  {
    mallard::test::AllocationCounter counter;
    for (int k = 0; k < 10; ++k) {
      // Cached evaluation.
      sum += dut.get_output_port(0).Eval(*context)[0];
      // Invalidate through state and time, then recompute.
      context->SetContinuousState(x * k);
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

}  // namespace
}  // namespace systems
}  // namespace drake
