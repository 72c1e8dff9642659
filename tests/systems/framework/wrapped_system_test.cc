#include "drake/systems/framework/wrapped_system.h"

#include <memory>

#include <gtest/gtest.h>

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace wrapped_system_test {

// y = k·u, with an extra output z = u + 1.
template <typename T>
class Scaler final : public LeafSystem<T> {
 public:
  explicit Scaler(double k) : LeafSystem<T>(SystemTypeTag<Scaler>{}), k_(k) {
    this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorOutputPort("y", 1, &Scaler::CalcY);
    this->DeclareVectorOutputPort("z", 1, &Scaler::CalcZ);
  }
  template <typename U>
  explicit Scaler(const Scaler<U>& other) : Scaler(other.k()) {}
  double k() const { return k_; }

 private:
  void CalcY(const Context<T>& context, BasicVector<T>* y) const {
    (*y)[0] = k_ * this->get_input_port(0).Eval(context)[0];
  }
  void CalcZ(const Context<T>& context, BasicVector<T>* z) const {
    (*z)[0] = this->get_input_port(0).Eval(context)[0] + 1;
  }
  double k_;
};

// A system without scalar conversion.
class DoubleOnly final : public LeafSystem<double> {
 public:
  DoubleOnly() { this->DeclareVectorOutputPort("y", 1, &DoubleOnly::Calc); }

 private:
  void Calc(const Context<double>&, BasicVector<double>* y) const {
    (*y)[0] = 7;
  }
};

TEST(WrappedSystemTest, ForwardsEverything) {
  auto scaler = std::make_shared<Scaler<double>>(3.0);
  scaler->set_name("scaler");
  const internal::WrappedSystem<double> wrapped(scaler);
  EXPECT_EQ(wrapped.get_name(), "scaler");
  EXPECT_EQ(&wrapped.unwrap(), scaler.get());
  EXPECT_EQ(wrapped.unwrap().get_name(), "wrapped");
  ASSERT_EQ(wrapped.num_input_ports(), 1);
  ASSERT_EQ(wrapped.num_output_ports(), 2);
  EXPECT_EQ(wrapped.get_input_port(0).get_name(), "wrapped_u");
  EXPECT_EQ(wrapped.get_output_port(0).get_name(), "wrapped_y");
  EXPECT_EQ(wrapped.get_output_port(1).get_name(), "wrapped_z");
  auto context = wrapped.CreateDefaultContext();
  wrapped.get_input_port(0).FixValue(context.get(), Vector1d(2.0));
  EXPECT_EQ(wrapped.get_output_port(0).Eval(*context)[0], 6.0);
  EXPECT_EQ(wrapped.get_output_port(1).Eval(*context)[0], 3.0);
  // The wrapper shares ownership: dropping our pointer keeps the system.
  const Scaler<double>* raw = scaler.get();
  scaler.reset();
  EXPECT_EQ(&wrapped.unwrap(), raw);
  EXPECT_EQ(wrapped.get_output_port(0).Eval(*context)[0], 6.0);
}

TEST(WrappedSystemTest, ScalarConversion) {
  const internal::WrappedSystem<double> wrapped(
      std::make_shared<Scaler<double>>(3.0));
  std::unique_ptr<System<AutoDiffXd>> converted = wrapped.ToAutoDiffXd();
  auto* as_wrapped =
      dynamic_cast<internal::WrappedSystem<AutoDiffXd>*>(converted.get());
  ASSERT_NE(as_wrapped, nullptr);
  auto context = as_wrapped->CreateDefaultContext();
  as_wrapped->get_input_port(0).FixValue(context.get(),
                                         Vector1<AutoDiffXd>(2.0));
  EXPECT_EQ(as_wrapped->get_output_port(0).Eval(*context)[0].value(), 6.0);
  EXPECT_NE(dynamic_cast<const Scaler<AutoDiffXd>*>(&as_wrapped->unwrap()),
            nullptr);

  // A wrapped system without conversion makes the wrapper unconvertible.
  const internal::WrappedSystem<double> fixed(std::make_shared<DoubleOnly>());
  EXPECT_EQ(fixed.ToScalarTypeMaybe<AutoDiffXd>(), nullptr);
}

TEST(WrappedSystemTest, Errors) {
  EXPECT_THROW(internal::WrappedSystem<double>(nullptr), std::exception);
  // A system that already belongs to a diagram cannot be wrapped.
  auto shared = std::make_shared<Scaler<double>>(1.0);
  DiagramBuilder<double> builder;
  builder.AddSystem(shared);
  auto diagram = builder.Build();
  EXPECT_THROW(internal::WrappedSystem<double>{shared}, std::exception);
}

}  // namespace wrapped_system_test
}  // namespace systems
}  // namespace drake
