#include "drake/systems/framework/single_output_vector_source.h"

#include <memory>

#include <gtest/gtest.h>

namespace drake {
namespace systems {
namespace single_output_vector_source_test {

// y = [t, 2t, 3t].
template <typename T>
class Ramp final : public SingleOutputVectorSource<T> {
 public:
  Ramp() : SingleOutputVectorSource<T>(SystemTypeTag<Ramp>{}, 3) {}
  template <typename U>
  explicit Ramp(const Ramp<U>&) : Ramp() {}

 private:
  void DoCalcVectorOutput(const Context<T>& context,
                          Eigen::VectorBlock<VectorX<T>>* output) const final {
    const T t = context.get_time();
    *output = Vector3<T>(t, 2 * t, 3 * t);
  }
};

TEST(SingleOutputVectorSourceTest, Output) {
  Ramp<double> ramp;
  EXPECT_EQ(ramp.num_input_ports(), 0);
  EXPECT_EQ(ramp.num_output_ports(), 1);
  EXPECT_EQ(ramp.get_output_port().size(), 3);
  EXPECT_EQ(ramp.get_output_port().get_name(), "y0");
  auto context = ramp.CreateDefaultContext();
  context->SetTime(2.0);
  EXPECT_EQ(Eigen::VectorXd(ramp.get_output_port().Eval(*context)),
            Eigen::Vector3d(2, 4, 6));
  auto autodiff = ramp.ToAutoDiffXd();
  auto autodiff_context = autodiff->CreateDefaultContext();
  autodiff_context->SetTime(1.0);
  EXPECT_EQ(autodiff->get_output_port(0).Eval(*autodiff_context)(2).value(),
            3.0);
}

// A model vector sets the output's type and size; without a converter
// there is no scalar conversion.
class Constant final : public SingleOutputVectorSource<double> {
 public:
  Constant() : SingleOutputVectorSource<double>(BasicVector<double>({1, 2})) {}

 private:
  void DoCalcVectorOutput(const Context<double>&,
                          Eigen::VectorBlock<VectorX<double>>* output) const {
    output->setConstant(5);
  }
};

// A subclass that adds an input port breaks the invariant.
class WithInput final : public SingleOutputVectorSource<double> {
 public:
  WithInput() : SingleOutputVectorSource<double>(1) {
    this->DeclareVectorInputPort("u", 1);
  }

 private:
  void DoCalcVectorOutput(const Context<double>&,
                          Eigen::VectorBlock<VectorX<double>>*) const {}
};

TEST(SingleOutputVectorSourceTest, ModelVectorAndInvariant) {
  Constant constant;
  EXPECT_EQ(constant.get_output_port().size(), 2);
  auto context = constant.CreateDefaultContext();
  EXPECT_EQ(Eigen::VectorXd(constant.get_output_port().Eval(*context)),
            Eigen::Vector2d(5, 5));
  EXPECT_THROW(constant.ToAutoDiffXd(), std::exception);
  WithInput with_input;
  EXPECT_THROW(with_input.CreateDefaultContext(), std::exception);
}

}  // namespace single_output_vector_source_test
}  // namespace systems
}  // namespace drake
