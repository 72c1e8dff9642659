#include "drake/systems/framework/system_constraint.h"

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace system_constraint_test {

constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(SystemConstraintBoundsTest, EqualityAndInequality) {
  const SystemConstraintBounds empty;
  EXPECT_EQ(empty.size(), 0);
  EXPECT_EQ(empty.type(), SystemConstraintType::kEquality);

  const auto equality = SystemConstraintBounds::Equality(3);
  EXPECT_EQ(equality.size(), 3);
  EXPECT_EQ(equality.type(), SystemConstraintType::kEquality);
  EXPECT_EQ(equality.lower(), Eigen::Vector3d::Zero());
  EXPECT_EQ(equality.upper(), Eigen::Vector3d::Zero());

  const SystemConstraintBounds both(Eigen::Vector2d(-1, 0),
                                    Eigen::Vector2d(1, kInf));
  EXPECT_EQ(both.size(), 2);
  EXPECT_EQ(both.type(), SystemConstraintType::kInequality);
  EXPECT_EQ(both.upper()(1), kInf);

  const SystemConstraintBounds lower_only(Eigen::Vector2d(1, 2), std::nullopt);
  EXPECT_EQ(lower_only.lower(), Eigen::Vector2d(1, 2));
  EXPECT_EQ(lower_only.upper(), Eigen::Vector2d::Constant(kInf));
  const SystemConstraintBounds upper_only(std::nullopt, Eigen::Vector2d(1, 2));
  EXPECT_EQ(upper_only.lower(), Eigen::Vector2d::Constant(-kInf));
  EXPECT_EQ(upper_only.upper(), Eigen::Vector2d(1, 2));
}

TEST(SystemConstraintBoundsTest, BadBoundsThrow) {
  DRAKE_EXPECT_THROWS_MESSAGE(SystemConstraintBounds::Equality(-1),
                              ".*non-negative, not -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SystemConstraintBounds(Eigen::Vector2d(0, 0), Eigen::Vector3d(1, 1, 1)),
      ".*lower bound has 2 elements but the upper bound has 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SystemConstraintBounds(Eigen::Vector2d(0, 2), Eigen::Vector2d(1, 1)),
      ".*element 1 has bounds \\[2, 1\\].*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      SystemConstraintBounds(Eigen::Vector2d(0, std::nan("")),
                             Eigen::Vector2d(1, 1)),
      ".*element 1 .*neither NaN.*");
}

// A vector whose first element must lie in [0, 1] and whose third must be
// at most 5 (the second is unbounded): as a generated Drake vector with
// element bounds.
template <typename T>
class BoundedVector final : public BasicVector<T> {
 public:
  BoundedVector() : BasicVector<T>(VectorX<T>::Constant(3, 0.5)) {}
  void GetElementBounds(Eigen::VectorXd* lower,
                        Eigen::VectorXd* upper) const final {
    *lower = Eigen::Vector3d(0, -kInf, -kInf);
    *upper = Eigen::Vector3d(1, kInf, 5);
  }

 private:
  BoundedVector* DoClone() const final { return new BoundedVector; }
};

// A unit-circle constraint on the continuous state (x² + y² − 1 = 0), a
// declared inequality on x (x ≥ 0.25) and bounded vectors everywhere
// LeafSystem declares their bounds as constraints.
template <typename T>
class Constrained final : public LeafSystem<T> {
 public:
  Constrained() : LeafSystem<T>(SystemTypeTag<Constrained>{}) {
    this->DeclareContinuousState(2);
    this->DeclareEqualityConstraint(&Constrained::CalcCircle, 1, "circle");
    this->DeclareInequalityConstraint(
        [](const Context<T>& context, VectorX<T>* value) {
          *value =
              VectorX<T>::Constant(1, context.get_continuous_state_vector()[0]);
        },
        SystemConstraintBounds(Vector1d(0.25), std::nullopt), "x at least 1/4");
  }
  template <typename U>
  explicit Constrained(const Constrained<U>&) : Constrained() {}

 private:
  void CalcCircle(const Context<T>& context, VectorX<T>* value) const {
    const auto& x = context.get_continuous_state_vector();
    (*value)(0) = x[0] * x[0] + x[1] * x[1] - 1.0;
  }
};

TEST(SystemConstraintTest, DeclaredConstraints) {
  const Constrained<double> system;
  ASSERT_EQ(system.num_constraints(), 2);
  const SystemConstraint<double>& circle =
      system.get_constraint(SystemConstraintIndex(0));
  EXPECT_EQ(circle.description(), "circle");
  EXPECT_TRUE(circle.is_equality_constraint());
  EXPECT_EQ(circle.size(), 1);
  EXPECT_EQ(&circle.get_system(), &system);
  const SystemConstraint<double>& lower =
      system.get_constraint(SystemConstraintIndex(1));
  EXPECT_EQ(lower.type(), SystemConstraintType::kInequality);
  EXPECT_EQ(lower.lower_bound()(0), 0.25);
  EXPECT_EQ(lower.upper_bound()(0), kInf);

  auto context = system.CreateDefaultContext();
  // (0.6, 0.8) is on the circle (exactly, to rounding) with x ≥ 1/4.
  context->SetContinuousState(Eigen::Vector2d(0.6, 0.8));
  Eigen::VectorXd value;
  circle.Calc(*context, &value);
  ASSERT_EQ(value.size(), 1);
  // 0.36 + 0.64 − 1 is zero up to the rounding of the squares (one ulp of
  // 1 per operation).
  EXPECT_NEAR(value(0), 0.0, 4e-16);
  EXPECT_TRUE(system.CheckSystemConstraintsSatisfied(*context, 1e-12));

  // Off the circle by 0.01·(2·0.8) + 0.0001 = 0.0161 in the value.
  context->SetContinuousState(Eigen::Vector2d(0.6, 0.81));
  circle.Calc(*context, &value);
  EXPECT_NEAR(value(0), 0.0161, 1e-15);
  EXPECT_FALSE(circle.CheckSatisfied(*context, 0.016));
  EXPECT_TRUE(circle.CheckSatisfied(*context, 0.0162));
  EXPECT_FALSE(system.CheckSystemConstraintsSatisfied(*context));  // 1e-6
  EXPECT_TRUE(system.CheckSystemConstraintsSatisfied(*context, 0.02));

  // The inequality: x = 0.2 violates x ≥ 0.25 by 0.05.
  context->SetContinuousState(Eigen::Vector2d(0.2, std::sqrt(1 - 0.04)));
  EXPECT_TRUE(circle.CheckSatisfied(*context, 1e-12));
  EXPECT_FALSE(lower.CheckSatisfied(*context, 0.04));
  EXPECT_TRUE(lower.CheckSatisfied(*context, 0.06));
  // Exactly on the bound satisfies it with zero tolerance.
  context->SetContinuousState(Eigen::Vector2d(0.25, 0.0));
  EXPECT_TRUE(lower.CheckSatisfied(*context, 0.0));
}

TEST(SystemConstraintTest, BadUseThrows) {
  const Constrained<double> system;
  const Constrained<double> other;
  auto other_context = other.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      system.get_constraint(SystemConstraintIndex(2)),
      ".*has 2 constraints; there is no constraint 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      system.get_constraint(SystemConstraintIndex(0))
          .CheckSatisfied(*system.CreateDefaultContext(), -1.0),
      ".*tolerance must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(system.CheckSystemConstraintsSatisfied(
                                  *system.CreateDefaultContext(), -1e-3),
                              ".*tolerance must be non-negative.*");
  Eigen::VectorXd value;
  DRAKE_EXPECT_THROWS_MESSAGE(
      system.get_constraint(SystemConstraintIndex(0))
          .Calc(*other_context, &value),
      ".*'circle'.*Context was not created for this system.*");
  DRAKE_EXPECT_THROWS_MESSAGE(SystemConstraint<double>(nullptr, "orphan"),
                              ".*'orphan'.*system must not be null.*");
}

// A system with a bounded vector as continuous state, discrete state,
// parameter, input and output.
class BoundedEverywhere final : public LeafSystem<double> {
 public:
  BoundedEverywhere() {
    DeclareContinuousState(BoundedVector<double>());
    DeclareDiscreteState(BoundedVector<double>());
    DeclareNumericParameter(BoundedVector<double>());
    DeclareVectorInputPort("u", BoundedVector<double>());
    DeclareVectorOutputPort("y", BoundedVector<double>(),
                            &BoundedEverywhere::CalcY);
  }

 private:
  void CalcY(const Context<double>& context, BoundedVector<double>* y) const {
    y->SetFromVector(get_input_port(0).Eval(context));
  }
};

TEST(SystemConstraintTest, ElementBoundsBecomeConstraints) {
  const BoundedEverywhere system;
  ASSERT_EQ(system.num_constraints(), 5);
  const char* kinds[] = {"continuous state", "discrete state", "parameter 0",
                         "input 0", "output 0"};
  for (int i = 0; i < 5; ++i) {
    const auto& constraint = system.get_constraint(SystemConstraintIndex(i));
    EXPECT_EQ(constraint.description().rfind(kinds[i], 0), 0u)
        << constraint.description();
    EXPECT_NE(constraint.description().find("BoundedVector"),
              std::string::npos);
    // Only elements 0 and 2 have a finite bound.
    ASSERT_EQ(constraint.size(), 2);
    EXPECT_EQ(constraint.lower_bound(), Eigen::Vector2d(0, -kInf));
    EXPECT_EQ(constraint.upper_bound(), Eigen::Vector2d(1, 5));
  }
  auto context = system.CreateDefaultContext();
  system.get_input_port(0).FixValue(context.get(),
                                    Eigen::Vector3d(0.5, -100, 4));
  EXPECT_TRUE(system.CheckSystemConstraintsSatisfied(*context, 0.0));
  // The input's first element leaves [0, 1]: the input and output
  // constraints (the output copies the input) fail.
  system.get_input_port(0).FixValue(context.get(), Eigen::Vector3d(1.5, 0, 4));
  Eigen::VectorXd value;
  system.get_constraint(SystemConstraintIndex(3)).Calc(*context, &value);
  EXPECT_EQ(value, Eigen::Vector2d(1.5, 4));
  EXPECT_FALSE(system.get_constraint(SystemConstraintIndex(3))
                   .CheckSatisfied(*context, 0.4));
  EXPECT_FALSE(system.get_constraint(SystemConstraintIndex(4))
                   .CheckSatisfied(*context, 0.4));
  EXPECT_TRUE(system.get_constraint(SystemConstraintIndex(0))
                  .CheckSatisfied(*context, 0.0));
  // The state's third element above 5.
  context->get_mutable_continuous_state_vector().SetAtIndex(2, 6.0);
  EXPECT_FALSE(system.get_constraint(SystemConstraintIndex(0))
                   .CheckSatisfied(*context, 0.5));
}

TEST(SystemConstraintTest, DiagramGathersSubsystemConstraints) {
  DiagramBuilder<double> builder;
  builder.AddNamedSystem<Constrained>("a");
  auto* b = builder.AddNamedSystem<Constrained>("b");
  auto diagram = builder.Build();
  ASSERT_EQ(diagram->num_constraints(), 4);
  EXPECT_EQ(diagram->get_constraint(SystemConstraintIndex(0)).description(),
            "a:circle");
  EXPECT_EQ(diagram->get_constraint(SystemConstraintIndex(3)).description(),
            "b:x at least 1/4");
  auto context = diagram->CreateDefaultContext();
  diagram->GetMutableSubsystemContext(*b, context.get())
      .SetContinuousState(Eigen::Vector2d(0.0, 2.0));
  // b's circle value is 0 + 4 − 1 = 3, evaluated on b's subcontext.
  Eigen::VectorXd value;
  diagram->get_constraint(SystemConstraintIndex(2)).Calc(*context, &value);
  EXPECT_EQ(value, Vector1d(3.0));
  EXPECT_FALSE(diagram->CheckSystemConstraintsSatisfied(*context, 1.0));
}

TEST(SystemConstraintTest, ExternalConstraintsFollowScalarConversion) {
  Constrained<double> system;
  // y ≤ 0.5, for every scalar type.
  const SystemConstraintIndex index =
      system.AddExternalConstraint(ExternalSystemConstraint::MakeForAllScalars(
          "y at most 1/2", SystemConstraintBounds(std::nullopt, Vector1d(0.5)),
          [](const auto& sys, const auto& context, auto* value) {
            EXPECT_EQ(sys.num_continuous_states(), 2);
            value->resize(1);
            (*value)(0) = context.get_continuous_state_vector()[1];
          }));
  EXPECT_EQ(index, 2);
  // A double-only constraint.
  system.AddExternalConstraint(ExternalSystemConstraint(
      "double only", SystemConstraintBounds::Equality(1),
      [](const System<double>&, const Context<double>&,
         Eigen::VectorXd* value) { *value = Vector1d(1.0); }));
  ASSERT_EQ(system.num_constraints(), 4);
  auto context = system.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(0.6, 0.8));
  // y = 0.8 exceeds 0.5 by 0.3 (0.30000000000000004 in doubles).
  EXPECT_FALSE(system.get_constraint(index).CheckSatisfied(*context, 0.29));
  EXPECT_TRUE(system.get_constraint(index).CheckSatisfied(*context, 0.31));

  auto autodiff = system.ToAutoDiffXd();
  ASSERT_EQ(autodiff->num_constraints(), 4);
  const auto& converted = autodiff->get_constraint(index);
  EXPECT_EQ(converted.description(), "y at most 1/2");
  auto ad_context = autodiff->CreateDefaultContext();
  ad_context->SetContinuousState(Eigen::Vector2d(0.6, 0.8).cast<AutoDiffXd>());
  AutoDiffVecXd value;
  converted.Calc(*ad_context, &value);
  EXPECT_EQ(value(0).value(), 0.8);
  const auto& disabled = autodiff->get_constraint(SystemConstraintIndex(3));
  EXPECT_EQ(disabled.description(),
            "double only (disabled for this scalar type)");
  EXPECT_EQ(disabled.size(), 0);
  EXPECT_TRUE(disabled.CheckSatisfied(*ad_context, 0.0));
  // And back to double: both calcs exist again.
  auto back = autodiff->ToScalarType<double>();
  ASSERT_EQ(back->num_constraints(), 4);
  EXPECT_EQ(back->get_constraint(SystemConstraintIndex(3)).size(), 1);
}

}  // namespace system_constraint_test
}  // namespace systems
}  // namespace drake
