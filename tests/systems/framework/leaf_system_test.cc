// Tests of LeafSystem: declarations, caching and invalidation, port errors,
// direct feedthrough, scalar conversion, context cloning and allocation.

#include "drake/systems/framework/leaf_system.h"

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace systems {
namespace leaf_system_test {

// A system with one continuous state x (ẋ = -a x + u), a parameter a, a
// discrete group, and cache entries with narrow prerequisites. It counts
// how often each calculation runs.
template <typename T>
class Counter : public LeafSystem<T> {
 public:
  Counter() : LeafSystem<T>(SystemTypeTag<Counter>{}) {
    this->set_name("counter");
    u_ = &this->DeclareVectorInputPort("u", 1);
    this->DeclareVectorInputPort("unused", 2);
    this->DeclareContinuousState(1);
    xd_index_ = this->DeclareDiscreteState(Vector2<T>(3.0, 4.0));
    param_ = this->DeclareNumericParameter(BasicVector<T>({T(2.0)}));
    // Depends only on the parameter.
    param_entry_ = &this->DeclareCacheEntry(
        "twice a", &Counter::CalcTwiceA,
        {this->numeric_parameter_ticket(NumericParameterIndex(param_))});
    // Depends only on time.
    time_entry_ = &this->DeclareCacheEntry(
        "time squared", T(0), &Counter::CalcTimeSquared, {this->time_ticket()});
    // Output depends on x and the parameter entry, but not on inputs.
    this->DeclareVectorOutputPort("y", 1, &Counter::CalcY,
                                  {this->xc_ticket(), param_entry_->ticket()});
    // Output that depends on u (through all_input_ports).
    this->DeclareVectorOutputPort("feedthrough", 1, &Counter::CalcFeed,
                                  {this->all_input_ports_ticket()});
    // Output with the default prerequisites (all sources).
    this->DeclareAbstractOutputPort("label", std::string("none"),
                                    &Counter::CalcLabel);
  }

  template <typename U>
  explicit Counter(const Counter<U>&) : Counter() {}

  mutable int twice_a_count{0};
  mutable int time_count{0};
  mutable int y_count{0};
  mutable int feed_count{0};
  const CacheEntry* param_entry_{};
  const CacheEntry* time_entry_{};
  const InputPort<T>* u_{};
  DiscreteStateIndex xd_index_;
  int param_{};

 private:
  void CalcTwiceA(const Context<T>& context, T* out) const {
    ++twice_a_count;
    *out = 2.0 * context.get_numeric_parameter(param_)[0];
  }
  void CalcTimeSquared(const Context<T>& context, T* out) const {
    ++time_count;
    *out = context.get_time() * context.get_time();
  }
  void CalcY(const Context<T>& context, BasicVector<T>* out) const {
    ++y_count;
    (*out)[0] = param_entry_->template Eval<T>(context) *
                context.get_continuous_state_vector()[0];
  }
  void CalcFeed(const Context<T>& context, BasicVector<T>* out) const {
    ++feed_count;
    (*out)[0] = 10.0 * u_->Eval(context)[0];
  }
  void CalcLabel(const Context<T>&, std::string* out) const { *out = "hi"; }
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    const T& a = context.get_numeric_parameter(param_)[0];
    const T& x = context.get_continuous_state_vector()[0];
    const T& u = u_->Eval(context)[0];
    derivatives->get_mutable_vector()[0] = -a * x + u;
  }
};

class LeafSystemTest : public ::testing::Test {
 protected:
  void SetUp() override {
    context_ = dut_.CreateDefaultContext();
    context_->SetContinuousState(Vector1d(5.0));
  }
  Counter<double> dut_;
  std::unique_ptr<Context<double>> context_;
};

TEST_F(LeafSystemTest, DefaultsAndSizes) {
  EXPECT_EQ(dut_.num_input_ports(), 2);
  EXPECT_EQ(dut_.num_output_ports(), 3);
  EXPECT_EQ(dut_.num_continuous_states(), 1);
  EXPECT_EQ(dut_.num_discrete_state_groups(), 1);
  EXPECT_EQ(dut_.num_numeric_parameter_groups(), 1);
  auto fresh = dut_.CreateDefaultContext();
  EXPECT_EQ(fresh->get_continuous_state_vector()[0], 0.0);
  EXPECT_EQ(fresh->get_discrete_state(0).get_value(), Eigen::Vector2d(3, 4));
  EXPECT_EQ(fresh->get_numeric_parameter(0)[0], 2.0);
  EXPECT_EQ(dut_.GetSystemPathname(), "::counter");
  EXPECT_EQ(dut_.get_output_port(0).get_name(), "y");
  EXPECT_TRUE(dut_.HasInputPort("u"));
  EXPECT_FALSE(dut_.HasOutputPort("u"));
}

// An entry that depends on a parameter is computed once, and recomputed
// only after the parameter changes, not after time or state changes.
TEST_F(LeafSystemTest, CacheEntryRecomputedOnlyWhenPrerequisiteChanges) {
  EXPECT_EQ(dut_.param_entry_->Eval<double>(*context_), 4.0);
  EXPECT_EQ(dut_.param_entry_->Eval<double>(*context_), 4.0);
  EXPECT_EQ(dut_.twice_a_count, 1);
  context_->SetTime(3.0);
  context_->SetContinuousState(Vector1d(1.0));
  context_->get_mutable_discrete_state(0)[0] = 9.0;
  dut_.get_input_port(0).FixValue(context_.get(), 1.0);
  EXPECT_EQ(dut_.param_entry_->Eval<double>(*context_), 4.0);
  EXPECT_EQ(dut_.twice_a_count, 1);
  context_->get_mutable_numeric_parameter(0)[0] = 3.0;
  EXPECT_TRUE(dut_.param_entry_->is_out_of_date(*context_));
  EXPECT_EQ(dut_.param_entry_->Eval<double>(*context_), 6.0);
  EXPECT_EQ(dut_.twice_a_count, 2);
  // Bulk parameter access invalidates too.
  context_->get_mutable_parameters();
  dut_.param_entry_->Eval<double>(*context_);
  EXPECT_EQ(dut_.twice_a_count, 3);
}

TEST_F(LeafSystemTest, TimeEntry) {
  context_->SetTime(2.0);
  EXPECT_EQ(dut_.time_entry_->Eval<double>(*context_), 4.0);
  context_->SetContinuousState(Vector1d(7.0));
  context_->get_mutable_numeric_parameter(0)[0] = 1.0;
  EXPECT_EQ(dut_.time_entry_->Eval<double>(*context_), 4.0);
  EXPECT_EQ(dut_.time_count, 1);
  context_->SetTime(3.0);
  EXPECT_EQ(dut_.time_entry_->Eval<double>(*context_), 9.0);
  EXPECT_EQ(dut_.time_count, 2);
}

// An output whose calc depends on another entry is invalidated through it.
TEST_F(LeafSystemTest, OutputThroughCacheAndTransitiveEntry) {
  const auto& y = dut_.get_output_port(0);
  EXPECT_EQ(y.Eval(*context_)[0], 20.0);  // 2a x = 4 * 5
  EXPECT_EQ(y.Eval(*context_)[0], 20.0);
  EXPECT_EQ(dut_.y_count, 1);
  context_->SetTime(1.0);  // Not a prerequisite.
  dut_.get_input_port(0).FixValue(context_.get(), 3.0);
  EXPECT_EQ(y.Eval(*context_)[0], 20.0);
  EXPECT_EQ(dut_.y_count, 1);
  context_->get_mutable_numeric_parameter(0)[0] = 1.0;  // via "twice a".
  EXPECT_EQ(y.Eval(*context_)[0], 10.0);
  EXPECT_EQ(dut_.y_count, 2);
  context_->get_mutable_continuous_state_vector()[0] = 1.0;  // via xc.
  EXPECT_EQ(y.Eval(*context_)[0], 2.0);
  EXPECT_EQ(dut_.y_count, 3);
  // Calc computes afresh, without touching the cache.
  auto value = y.Allocate();
  y.Calc(*context_, value.get());
  EXPECT_EQ(value->get_value<BasicVector<double>>()[0], 2.0);
  EXPECT_EQ(dut_.y_count, 4);
  EXPECT_EQ(dut_.get_output_port(2).Eval<std::string>(*context_), "hi");
}

TEST_F(LeafSystemTest, InputChangeInvalidatesDependents) {
  const auto& port = dut_.get_input_port(0);
  auto& fixed = port.FixValue(context_.get(), 2.0);
  const auto& feed = dut_.get_output_port(1);
  EXPECT_EQ(feed.Eval(*context_)[0], 20.0);
  EXPECT_EQ(feed.Eval(*context_)[0], 20.0);
  EXPECT_EQ(dut_.feed_count, 1);
  EXPECT_EQ(&fixed.get_owning_context(),
            static_cast<const ContextBase*>(context_.get()));
  const int64_t serial = fixed.serial_number();
  // Drake's signatures: pointers to the value.
  BasicVector<double>* vector = fixed.GetMutableVectorData<double>();
  EXPECT_EQ(fixed.serial_number(), serial + 1);
  (*vector)[0] = 3.0;
  EXPECT_EQ(feed.Eval(*context_)[0], 30.0);
  AbstractValue* abstract = fixed.GetMutableData();
  EXPECT_EQ(&abstract->get_value<BasicVector<double>>(), vector);
  EXPECT_EQ(dut_.feed_count, 2);
  port.FixValue(context_.get(), Vector1d(4.0));
  EXPECT_EQ(feed.Eval(*context_)[0], 40.0);
  EXPECT_EQ(dut_.feed_count, 3);
  // Changing state does not affect it.
  context_->SetContinuousState(Vector1d(9.0));
  feed.Eval(*context_);
  EXPECT_EQ(dut_.feed_count, 3);
}

TEST_F(LeafSystemTest, DisableAndFreezeCache) {
  const auto& y = dut_.get_output_port(0);
  context_->DisableCaching();
  y.Eval(*context_);
  y.Eval(*context_);
  EXPECT_EQ(dut_.y_count, 2);
  EXPECT_EQ(dut_.twice_a_count, 2);  // Recomputed inside each CalcY.
  context_->EnableCaching();
  y.Eval(*context_);
  context_->FreezeCache();
  y.Eval(*context_);  // Up to date: fine.
  context_->SetContinuousState(Vector1d(1.0));
  EXPECT_THROW(y.Eval(*context_), std::logic_error);
  context_->UnfreezeCache();
  EXPECT_EQ(y.Eval(*context_)[0], 4.0);
}

TEST_F(LeafSystemTest, TimeDerivativesAndResidual) {
  dut_.get_input_port(0).FixValue(context_.get(), 1.0);
  const ContinuousState<double>& xdot = dut_.EvalTimeDerivatives(*context_);
  EXPECT_EQ(xdot[0], -2.0 * 5.0 + 1.0);
  auto derivatives = dut_.AllocateTimeDerivatives();
  dut_.CalcTimeDerivatives(*context_, derivatives.get());
  EXPECT_EQ((*derivatives)[0], -9.0);
  Eigen::VectorXd residual = dut_.AllocateImplicitTimeDerivativesResidual();
  (*derivatives)[0] = -8.0;
  dut_.CalcImplicitTimeDerivativesResidual(*context_, *derivatives, &residual);
  EXPECT_EQ(residual[0], 1.0);
  EXPECT_EQ(dut_.EvalPotentialEnergy(*context_), 0.0);
  EXPECT_EQ(dut_.EvalKineticEnergy(*context_), 0.0);
}

TEST_F(LeafSystemTest, DirectFeedthrough) {
  // "y" depends on xc and a parameter only; "feedthrough" on both inputs;
  // "label" (all sources) on both inputs.
  EXPECT_FALSE(dut_.HasDirectFeedthrough(0));
  EXPECT_TRUE(dut_.HasDirectFeedthrough(0, 1));
  EXPECT_TRUE(dut_.HasDirectFeedthrough(1, 1));
  EXPECT_TRUE(dut_.HasDirectFeedthrough(0, 2));
  EXPECT_EQ(dut_.GetDirectFeedthroughs().size(), 4);
  EXPECT_TRUE(dut_.HasAnyDirectFeedthrough());
}

TEST_F(LeafSystemTest, UnconnectedInputThrows) {
  EXPECT_FALSE(dut_.get_input_port(0).HasValue(*context_));
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut_.get_input_port(0).Eval(*context_),
      "InputPort::Eval\\(\\): required InputPort\\[0\\] \\(u\\) of System "
      "::counter \\(.*Counter<double>\\) is not connected and has no fixed "
      "value.*");
  // Through the dynamics too.
  EXPECT_THROW(dut_.EvalTimeDerivatives(*context_), std::logic_error);
}

TEST_F(LeafSystemTest, FixValueChecksTypeAndSize) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut_.get_input_port(1).FixValue(context_.get(), Eigen::Vector3d::Zero()),
      ".*expected value of type .*BasicVector<double> with size=2 for input "
      "port 'unused' \\(index 1\\) but the actual type was "
      ".*BasicVector<double> with size=3.*::counter.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut_.get_input_port(0).FixValue(context_.get(), std::string("x")),
      ".*input port 'u' \\(index 0\\) but the actual type was std::string.*");
}

TEST_F(LeafSystemTest, PortLookupErrors) {
  DRAKE_EXPECT_THROWS_MESSAGE(dut_.get_input_port(2),
                              ".*input port with index 2.*::counter.*2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(dut_.get_input_port(),
                              ".*::counter.*has 2 input ports.*");
  DRAKE_EXPECT_THROWS_MESSAGE(dut_.get_output_port(),
                              ".*::counter.*has 3 output ports.*");
  DRAKE_EXPECT_THROWS_MESSAGE(dut_.GetInputPort("nope"),
                              ".*counter does not have an input port named "
                              "'nope' \\(valid port names: 'u', 'unused'\\)");
  EXPECT_EQ(&dut_.GetOutputPort("label"), &dut_.get_output_port(2));
}

TEST_F(LeafSystemTest, WrongContextThrowsNamingBothSystems) {
  Counter<double> other;
  other.set_name("other");
  auto other_context = other.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut_.get_output_port(0).Eval(*other_context),
      ".*System ::counter .*was passed the Context of a different System, "
      "::other.*");
  EXPECT_THROW(dut_.EvalTimeDerivatives(*other_context), std::logic_error);
}

TEST_F(LeafSystemTest, CloneIsIndependent) {
  dut_.get_input_port(0).FixValue(context_.get(), 1.0);
  context_->SetTime(1.5);
  const double y_before = dut_.get_output_port(0).Eval(*context_)[0];
  std::unique_ptr<Context<double>> clone = context_->Clone();
  EXPECT_EQ(clone->get_time(), 1.5);
  EXPECT_EQ(clone->get_continuous_state_vector()[0], 5.0);
  EXPECT_EQ(dut_.get_input_port(0).Eval(*clone)[0], 1.0);
  clone->SetContinuousState(Vector1d(1.0));
  clone->get_mutable_numeric_parameter(0)[0] = 10.0;
  EXPECT_EQ(context_->get_continuous_state_vector()[0], 5.0);
  EXPECT_EQ(dut_.get_output_port(0).Eval(*context_)[0], y_before);
  EXPECT_EQ(dut_.get_output_port(0).Eval(*clone)[0], 20.0);
  // The clone's invalidation reaches its own cache, not the source's.
  clone->SetContinuousState(Vector1d(2.0));
  EXPECT_EQ(dut_.get_output_port(0).Eval(*clone)[0], 40.0);
}

// A discrete system x[n+1] = x[n] + 1 with a periodic update, a per-step
// publish, an initialization event and forced events.
class Ticker : public LeafSystem<double> {
 public:
  explicit Ticker(double period = 0.5) {
    set_name("ticker");
    DeclareDiscreteState(1);
    DeclarePeriodicDiscreteUpdateEvent(period, 0.25, &Ticker::Update);
    DeclarePeriodicPublishEvent(1.0, 0.0, &Ticker::Pub);
    DeclarePerStepPublishEvent(&Ticker::PubStatus);
    DeclareInitializationUnrestrictedUpdateEvent(&Ticker::Init);
    DeclareForcedPublishEvent(&Ticker::Pub);
    DeclareForcedDiscreteUpdateEvent(&Ticker::Update);
  }
  mutable int publish_count{0};

 private:
  EventStatus Update(const Context<double>& context,
                     DiscreteValues<double>* xd) const {
    (*xd)[0] = context.get_discrete_state(0)[0] + 1.0;
    return EventStatus::Succeeded();
  }
  void Pub(const Context<double>&) const { ++publish_count; }
  EventStatus PubStatus(const Context<double>&) const {
    return EventStatus::DidNothing();
  }
  EventStatus Init(const Context<double>&, State<double>* state) const {
    state->get_mutable_discrete_state(0)[0] = 100.0;
    return EventStatus::Succeeded();
  }
};

TEST(LeafEventsTest, PeriodicTimingAndHandlers) {
  Ticker ticker;
  auto context = ticker.CreateDefaultContext();
  auto events = ticker.AllocateCompositeEventCollection();
  // From t = 0: the update at 0.25 comes first.
  EXPECT_EQ(ticker.CalcNextUpdateTime(*context, events.get()), 0.25);
  EXPECT_TRUE(events->HasDiscreteUpdateEvents());
  EXPECT_FALSE(events->HasPublishEvents());
  auto xd = ticker.AllocateDiscreteVariables();
  ticker.CalcDiscreteVariableUpdate(
      *context, events->get_discrete_update_events(), xd.get());
  EXPECT_EQ((*xd)[0], 1.0);
  ticker.ApplyDiscreteVariableUpdate(events->get_discrete_update_events(),
                                     xd.get(), context.get());
  EXPECT_EQ(context->get_discrete_state(0)[0], 1.0);
  // At t = 0.25 exactly: the next one is strictly later (0.75).
  context->SetTime(0.25);
  EXPECT_EQ(ticker.CalcNextUpdateTime(*context, events.get()), 0.75);
  // At t = 0.8 both the publish (1.0) and... the update at 1.25: publish.
  context->SetTime(0.8);
  EXPECT_EQ(ticker.CalcNextUpdateTime(*context, events.get()), 1.0);
  EXPECT_TRUE(events->HasPublishEvents());
  ticker.Publish(*context, events->get_publish_events());
  EXPECT_EQ(ticker.publish_count, 1);

  const auto timing = ticker.MapPeriodicEventsByTiming();
  EXPECT_EQ(timing.size(), 2);
  EXPECT_EQ(timing.begin()->first.period_sec(), 0.5);
  EXPECT_EQ(timing.begin()->first.offset_sec(), 0.25);

  ticker.GetPerStepEvents(*context, events.get());
  EXPECT_TRUE(events->HasPublishEvents());
  EXPECT_FALSE(events->HasDiscreteUpdateEvents());

  ticker.ExecuteInitializationEvents(context.get());
  EXPECT_EQ(context->get_discrete_state(0)[0], 100.0);

  ticker.ExecuteForcedEvents(context.get());
  EXPECT_EQ(context->get_discrete_state(0)[0], 101.0);
  EXPECT_EQ(ticker.publish_count, 2);
  ticker.ForcedPublish(*context);
  EXPECT_EQ(ticker.publish_count, 3);
  double period = 0;
  // One periodic discrete update (publish events do not matter).
  EXPECT_TRUE(ticker.IsDifferenceEquationSystem(&period));
  EXPECT_EQ(period, 0.5);
}

TEST(LeafEventsTest, NonPositivePeriodThrowsNamingSystem) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      Ticker(0.0),
      "DeclarePeriodicEvent\\(\\): System ::ticker declared a periodic event "
      "with period_sec = 0, but the period must be greater than zero.");
  EXPECT_THROW(Ticker(-1.0), std::logic_error);
}

// A witness function on a falling state.
class Falling : public LeafSystem<double> {
 public:
  Falling() {
    DeclareContinuousState(1);
    witness_ = DeclareWitnessFunction(
        "height", WitnessFunctionDirection::kPositiveThenNonPositive,
        &Falling::Height, PublishEvent<double>());
  }
  const WitnessFunction<double>& witness() const { return *witness_; }

 private:
  double Height(const Context<double>& context) const {
    return context.get_continuous_state_vector()[0];
  }
  void DoCalcTimeDerivatives(const Context<double>&,
                             ContinuousState<double>* xcdot) const override {
    (*xcdot)[0] = -1.0;
  }
  void DoGetWitnessFunctions(
      const Context<double>&,
      std::vector<const WitnessFunction<double>*>* w) const override {
    w->push_back(witness_.get());
  }
  std::unique_ptr<WitnessFunction<double>> witness_;
};

TEST(WitnessTest, Values) {
  Falling falling;
  auto context = falling.CreateDefaultContext();
  context->SetContinuousState(Vector1d(2.0));
  std::vector<const WitnessFunction<double>*> witnesses;
  falling.GetWitnessFunctions(*context, &witnesses);
  ASSERT_EQ(witnesses.size(), 1);
  EXPECT_EQ(falling.CalcWitnessValue(*context, *witnesses[0]), 2.0);
  EXPECT_TRUE(witnesses[0]->should_trigger(1.0, 0.0));
  EXPECT_FALSE(witnesses[0]->should_trigger(-1.0, 1.0));
  ASSERT_NE(witnesses[0]->get_event(), nullptr);
  EXPECT_EQ(witnesses[0]->get_event()->get_trigger_type(),
            TriggerType::kWitness);
  auto events = falling.AllocateCompositeEventCollection();
  falling.AddTriggeredWitnessFunctionToCompositeEventCollection(
      falling.witness().get_event()->Clone().get(), events.get());
  EXPECT_TRUE(events->HasPublishEvents());
}

// Scalar conversion: ẋ = -a x + u in AutoDiffXd gives ∂ẋ/∂x = -a and
// ∂ẋ/∂u = 1 exactly.
TEST(ScalarConversionTest, AutoDiffDerivatives) {
  Counter<double> dut;
  std::unique_ptr<System<AutoDiffXd>> ad = dut.ToAutoDiffXd();
  EXPECT_EQ(ad->get_name(), "counter");
  auto typed = System<double>::ToAutoDiffXd<Counter>(dut);
  ASSERT_NE(typed, nullptr);
  auto context = ad->CreateDefaultContext();
  AutoDiffXd x(5.0, Eigen::Vector2d(1, 0));
  AutoDiffXd u(1.0, Eigen::Vector2d(0, 1));
  context->get_mutable_continuous_state_vector()[0] = x;
  ad->get_input_port(0).FixValue(context.get(),
                                 VectorX<AutoDiffXd>::Constant(1, u));
  const AutoDiffXd xdot = ad->EvalTimeDerivatives(*context)[0];
  EXPECT_EQ(xdot.value(), -9.0);
  EXPECT_EQ(xdot.derivatives()[0], -2.0);
  EXPECT_EQ(xdot.derivatives()[1], 1.0);
  // Back to double.
  auto back = ad->ToScalarType<double>();
  EXPECT_EQ(back->num_continuous_states(), 1);
  // A context copied across scalar types.
  auto double_context = dut.CreateDefaultContext();
  double_context->SetTime(2.0);
  double_context->SetContinuousState(Vector1d(3.0));
  context->SetTimeStateAndParametersFrom(*double_context);
  EXPECT_EQ(context->get_time().value(), 2.0);
  EXPECT_EQ(context->get_continuous_state_vector()[0].value(), 3.0);
}

TEST(ScalarConversionTest, UnsupportedThrows) {
  Ticker ticker;
  DRAKE_EXPECT_THROWS_MESSAGE(ticker.ToAutoDiffXd(),
                              "System ::ticker of type .*Ticker does not "
                              "support scalar conversion to type "
                              "drake::AutoDiffXd");
  EXPECT_EQ(ticker.ToAutoDiffXdMaybe(), nullptr);
}

TEST(StateOutputPortTest, CopiesState) {
  class WithStatePorts : public LeafSystem<double> {
   public:
    WithStatePorts() {
      DeclareContinuousState(2);
      auto xd = DeclareDiscreteState(Eigen::Vector3d(1, 2, 3));
      auto xa = DeclareAbstractState(Value<std::string>("abc"));
      DeclareStateOutputPort("xc", ContinuousStateIndex(0));
      DeclareStateOutputPort("xd", xd);
      DeclareStateOutputPort("xa", xa);
    }
  } dut;
  auto context = dut.CreateDefaultContext();
  context->SetContinuousState(Eigen::Vector2d(7, 8));
  EXPECT_EQ(dut.get_output_port(0).Eval(*context), Eigen::Vector2d(7, 8));
  EXPECT_EQ(dut.get_output_port(1).Eval(*context), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(dut.get_output_port(2).Eval<std::string>(*context), "abc");
  context->SetAbstractState(0, std::string("xyz"));
  EXPECT_EQ(dut.get_output_port(2).Eval<std::string>(*context), "xyz");
  EXPECT_FALSE(dut.HasAnyDirectFeedthrough());
}

}  // namespace leaf_system_test
}  // namespace systems
}  // namespace drake
