// Tests of the value containers: BasicVector, Subvector, Supervector,
// ContinuousState, DiscreteValues, AbstractValues, State, Parameters.

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/framework/parameters.h"
#include "drake/systems/framework/state.h"
#include "drake/systems/framework/supervector.h"

namespace drake {
namespace systems {
namespace vectors_and_state_test {

TEST(BasicVectorTest, Basics) {
  BasicVector<double> v{1.0, 2.0, 3.0};
  EXPECT_EQ(v.size(), 3);
  EXPECT_EQ(v.get_value(), Eigen::Vector3d(1, 2, 3));
  v.SetAtIndex(1, 5.0);
  EXPECT_EQ(v[1], 5.0);
  EXPECT_THROW(v.GetAtIndex(3), std::out_of_range);
  EXPECT_THROW(v.SetFromVector(Eigen::Vector2d::Zero()), std::logic_error);
  BasicVector<double> w(3);
  EXPECT_TRUE(std::isnan(w[0]));  // Drake initializes to NaN.
  w.SetFrom(v);
  w.PlusEqScaled(2.0, v);
  EXPECT_EQ(w.get_value(), Eigen::Vector3d(3, 15, 9));
  EXPECT_EQ(w.NormInf(), 15.0);
  auto clone = w.Clone();
  (*clone)[0] = 100;
  EXPECT_EQ(w[0], 3.0);
  auto made = BasicVector<double>::Make(1, 2);
  EXPECT_EQ(made->get_value(), Eigen::Vector2d(1, 2));
  Eigen::VectorXd out(3);
  w.CopyToPreSizedVector(&out);
  EXPECT_EQ(out, Eigen::Vector3d(3, 15, 9));
}

TEST(SubvectorTest, WindowAndSupervector) {
  BasicVector<double> v{1, 2, 3, 4};
  Subvector<double> sub(&v, 1, 2);
  EXPECT_EQ(sub.CopyToVector(), Eigen::Vector2d(2, 3));
  sub[0] = 20;
  EXPECT_EQ(v[1], 20);
  EXPECT_THROW(Subvector<double>(&v, 3, 2), std::logic_error);
  BasicVector<double> a{1, 2};
  BasicVector<double> empty(0);
  BasicVector<double> b{3};
  Supervector<double> super({&a, &empty, &b});
  EXPECT_EQ(super.size(), 3);
  EXPECT_EQ(super.CopyToVector(), Eigen::Vector3d(1, 2, 3));
  super[2] = 30;
  EXPECT_EQ(b[0], 30);
}

TEST(ContinuousStateTest, Partition) {
  ContinuousState<double> xc(std::make_unique<BasicVector<double>>(
                                 Eigen::VectorXd::LinSpaced(6, 0, 5)),
                             2, 1, 3);
  EXPECT_EQ(xc.num_q(), 2);
  EXPECT_EQ(xc.num_v(), 1);
  EXPECT_EQ(xc.num_z(), 3);
  EXPECT_EQ(xc.get_generalized_position().CopyToVector(),
            Eigen::Vector2d(0, 1));
  EXPECT_EQ(xc.get_generalized_velocity()[0], 2.0);
  EXPECT_EQ(xc.get_misc_continuous_state()[2], 5.0);
  xc.get_mutable_generalized_velocity()[0] = 7;
  EXPECT_EQ(xc[2], 7.0);
  auto clone = xc.Clone();
  EXPECT_EQ(clone->num_q(), 2);
  (*clone)[0] = 9;
  EXPECT_EQ(xc[0], 0.0);
  EXPECT_THROW(ContinuousState<double>(std::make_unique<BasicVector<double>>(3),
                                       1, 2, 1),
               std::logic_error);
  ContinuousState<AutoDiffXd> ad(std::make_unique<BasicVector<AutoDiffXd>>(6),
                                 2, 1, 3);
  ad.SetFrom(xc);
  EXPECT_EQ(ad[2].value(), 7.0);
}

TEST(DiscreteValuesTest, Groups) {
  std::vector<std::unique_ptr<BasicVector<double>>> groups;
  groups.push_back(
      std::make_unique<BasicVector<double>>(Eigen::Vector2d(1, 2)));
  groups.push_back(
      std::make_unique<BasicVector<double>>(Eigen::Vector3d(3, 4, 5)));
  DiscreteValues<double> xd(std::move(groups));
  EXPECT_EQ(xd.num_groups(), 2);
  EXPECT_EQ(xd.value(1), Eigen::Vector3d(3, 4, 5));
  EXPECT_THROW(xd.get_vector(), std::logic_error);  // Needs exactly one.
  EXPECT_THROW(xd.get_vector(2), std::logic_error);
  auto clone = xd.Clone();
  clone->get_mutable_vector(0)[0] = 10;
  EXPECT_EQ(xd.get_vector(0)[0], 1.0);
  xd.SetFrom(*clone);
  EXPECT_EQ(xd.get_vector(0)[0], 10.0);
}

TEST(StateTest, AbstractAndParameters) {
  State<double> state;
  std::vector<std::unique_ptr<AbstractValue>> values;
  values.push_back(AbstractValue::Make<std::string>("a"));
  state.set_abstract_state(std::make_unique<AbstractValues>(std::move(values)));
  EXPECT_EQ(state.get_abstract_state<std::string>(0), "a");
  state.get_mutable_abstract_state<std::string>(0) = "b";
  EXPECT_EQ(state.get_abstract_state().get_value(0).get_value<std::string>(),
            "b");
  EXPECT_THROW(state.get_abstract_state<int>(0), std::logic_error);

  std::vector<std::unique_ptr<BasicVector<double>>> numeric;
  numeric.push_back(std::make_unique<BasicVector<double>>(Vector1d(4.0)));
  std::vector<std::unique_ptr<AbstractValue>> abstract;
  abstract.push_back(AbstractValue::Make<int>(7));
  Parameters<double> params(std::move(numeric), std::move(abstract));
  EXPECT_EQ(params.get_numeric_parameter(0)[0], 4.0);
  EXPECT_EQ(params.get_abstract_parameter<int>(0), 7);
  auto clone = params.Clone();
  clone->get_mutable_abstract_parameter<int>(0) = 8;
  EXPECT_EQ(params.get_abstract_parameter<int>(0), 7);
  Parameters<AutoDiffXd> ad;
  std::vector<std::unique_ptr<BasicVector<AutoDiffXd>>> ad_numeric;
  ad_numeric.push_back(std::make_unique<BasicVector<AutoDiffXd>>(1));
  ad.set_numeric_parameters(
      std::make_unique<DiscreteValues<AutoDiffXd>>(std::move(ad_numeric)));
  std::vector<std::unique_ptr<AbstractValue>> ad_abstract;
  ad_abstract.push_back(AbstractValue::Make<int>(0));
  ad.set_abstract_parameters(
      std::make_unique<AbstractValues>(std::move(ad_abstract)));
  ad.SetFrom(params);
  EXPECT_EQ(ad.get_numeric_parameter(0)[0].value(), 4.0);
  EXPECT_EQ(ad.get_abstract_parameter<int>(0), 7);
}

}  // namespace vectors_and_state_test
}  // namespace systems
}  // namespace drake
