// Tests of Context: the dependency tickets each mutator notifies (exactly
// the dependents of what it changes), bulk changes, built-in aggregate
// tickets (configuration, kinematics), and one Context per thread.

#include <thread>

#include <gtest/gtest.h>

#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace context_test {

// One cache entry per ticket of interest; each counts its computations.
class Probe : public LeafSystem<double> {
 public:
  Probe() {
    DeclareContinuousState(2, 1, 1);  // q: 2, v: 1, z: 1
    DeclareDiscreteState(1);
    DeclareDiscreteState(1);
    DeclareAbstractState(Value<int>(0));
    DeclareNumericParameter(BasicVector<double>(Vector1d(1.0)));
    DeclareAbstractParameter(Value<int>(0));
    DeclareVectorInputPort("u", 1);
    auto add = [this](const std::string& name, DependencyTicket ticket) {
      const int index = static_cast<int>(counts_.size());
      counts_.push_back(0);
      entries_[name] = &DeclareCacheEntry(
          name,
          ValueProducer(
              []() { return AbstractValue::Make<int>(0); },
              [this, index](const ContextBase&, AbstractValue* value) {
                ++counts_[index];
                value->get_mutable_value<int>() = counts_[index];
              }),
          {ticket});
      names_.push_back(name);
    };
    add("time", time_ticket());
    add("accuracy", accuracy_ticket());
    add("q", q_ticket());
    add("v", v_ticket());
    add("z", z_ticket());
    add("xc", xc_ticket());
    add("xd0", discrete_state_ticket(DiscreteStateIndex(0)));
    add("xd1", discrete_state_ticket(DiscreteStateIndex(1)));
    add("xd", xd_ticket());
    add("xa0", abstract_state_ticket(AbstractStateIndex(0)));
    add("x", all_state_ticket());
    add("pn0", numeric_parameter_ticket(NumericParameterIndex(0)));
    add("pa0", abstract_parameter_ticket(AbstractParameterIndex(0)));
    add("p", all_parameters_ticket());
    add("u0", input_port_ticket(InputPortIndex(0)));
    add("configuration", configuration_ticket());
    add("kinematics", kinematics_ticket());
    add("nothing", nothing_ticket());
    add("all_sources", all_sources_ticket());
  }

  // Evaluates every entry; returns the names of those recomputed.
  std::set<std::string> Recomputed(const Context<double>& context) const {
    std::vector<int> before = counts_;
    for (const auto& [name, entry] : entries_) entry->Eval<int>(context);
    std::set<std::string> result;
    for (size_t i = 0; i < names_.size(); ++i) {
      if (counts_[i] != before[i]) result.insert(names_[i]);
    }
    return result;
  }

 private:
  mutable std::vector<int> counts_;
  std::vector<std::string> names_;
  std::map<std::string, const CacheEntry*> entries_;
};

using Names = std::set<std::string>;

TEST(ContextTest, EachChangeInvalidatesExactlyItsDependents) {
  Probe probe;
  auto context = probe.CreateDefaultContext();
  probe.get_input_port(0).FixValue(context.get(), 0.0);
  probe.Recomputed(*context);
  EXPECT_EQ(probe.Recomputed(*context), Names{});

  context->SetTime(1.0);
  EXPECT_EQ(probe.Recomputed(*context), (Names{"time", "all_sources"}));
  context->SetAccuracy(1e-3);
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"accuracy", "configuration", "kinematics", "all_sources"}));
  context->get_mutable_discrete_state(1)[0] = 3;
  EXPECT_EQ(
      probe.Recomputed(*context),
      (Names{"xd1", "xd", "x", "configuration", "kinematics", "all_sources"}));
  context->get_mutable_abstract_state<int>(0) = 3;
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"xa0", "x", "configuration", "kinematics", "all_sources"}));
  context->get_mutable_numeric_parameter(0)[0] = 2;
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"pn0", "p", "configuration", "kinematics", "all_sources"}));
  context->get_mutable_abstract_parameter(0).get_mutable_value<int>() = 2;
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"pa0", "p", "configuration", "kinematics", "all_sources"}));
  probe.get_input_port(0).FixValue(context.get(), 1.0);
  EXPECT_EQ(probe.Recomputed(*context), (Names{"u0", "all_sources"}));
  // Continuous state is notified as a whole (q, v and z).
  context->SetContinuousState(Eigen::Vector4d(1, 2, 3, 4));
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"q", "v", "z", "xc", "x", "configuration", "kinematics",
                   "all_sources"}));
  // Bulk discrete change notifies every group.
  context->get_mutable_discrete_state();
  EXPECT_EQ(probe.Recomputed(*context),
            (Names{"xd0", "xd1", "xd", "x", "configuration", "kinematics",
                   "all_sources"}));
  context->get_mutable_parameters();
  EXPECT_EQ(
      probe.Recomputed(*context),
      (Names{"pn0", "pa0", "p", "configuration", "kinematics", "all_sources"}));
  EXPECT_EQ(probe.Recomputed(*context), Names{});
}

TEST(ContextTest, SetTimeStateAndParametersFrom) {
  Probe probe;
  auto source = probe.CreateDefaultContext();
  source->SetTime(2.0);
  source->SetContinuousState(Eigen::Vector4d(1, 2, 3, 4));
  source->get_mutable_discrete_state(1)[0] = 5;
  source->get_mutable_abstract_state<int>(0) = 6;
  source->get_mutable_numeric_parameter(0)[0] = 7;
  auto target = probe.CreateDefaultContext();
  probe.get_input_port(0).FixValue(target.get(), 0.0);
  probe.Recomputed(*target);
  target->SetTimeStateAndParametersFrom(*source);
  EXPECT_EQ(target->get_time(), 2.0);
  EXPECT_EQ(target->get_continuous_state().get_generalized_velocity()[0], 3.0);
  EXPECT_EQ(target->get_discrete_state(1)[0], 5.0);
  EXPECT_EQ(target->get_abstract_state<int>(0), 6);
  EXPECT_EQ(target->get_numeric_parameter(0)[0], 7.0);
  // Everything but u0 and "nothing" is recomputed.
  const Names recomputed = probe.Recomputed(*target);
  EXPECT_EQ(recomputed.count("u0"), 0);
  EXPECT_EQ(recomputed.count("nothing"), 0);
  EXPECT_EQ(recomputed.size(), 17);
}

// One context per thread: evaluations in parallel agree with serial ones.
TEST(ContextTest, OneContextPerThread) {
  class Square : public LeafSystem<double> {
   public:
    Square() {
      DeclareContinuousState(1);
      DeclareVectorOutputPort("y", 1, &Square::CalcY, {xc_ticket()});
    }
    void CalcY(const Context<double>& context, BasicVector<double>* y) const {
      const double x = context.get_continuous_state_vector()[0];
      (*y)[0] = x * x;
    }
  } square;
  std::vector<std::unique_ptr<Context<double>>> contexts;
  for (int i = 0; i < 4; ++i) contexts.push_back(square.CreateDefaultContext());
  std::vector<double> sums(4, 0.0);
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i) {
    threads.emplace_back([&, i]() {
      for (int k = 0; k < 2000; ++k) {
        contexts[i]->SetContinuousState(Vector1d(i + k * 1e-3));
        sums[i] += square.get_output_port(0).Eval(*contexts[i])[0];
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (int i = 0; i < 4; ++i) {
    double expected = 0;
    for (int k = 0; k < 2000; ++k) {
      const double x = i + k * 1e-3;
      expected += x * x;
    }
    EXPECT_EQ(sums[i], expected);
  }
}

}  // namespace context_test
}  // namespace systems
}  // namespace drake
