// Stateless primitives: Adder, Gain, PassThrough, Multiplexer,
// Demultiplexer, Saturation, ConstantVectorSource, ConstantValueSource,
// Sine. (One translation unit for all of them keeps the build short.)

#include <cmath>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/constant_value_source.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/gain.h"
#include "drake/systems/primitives/multiplexer.h"
#include "drake/systems/primitives/pass_through.h"
#include "drake/systems/primitives/saturation.h"
#include "drake/systems/primitives/sine.h"

namespace drake {
namespace systems {

// ---- Adder
// -------------------------------------------------------------------

template <typename T>
Adder<T>::Adder(int num_inputs, int size)
    : LeafSystem<T>(SystemTypeTag<Adder>{}) {
  DRAKE_THROW_UNLESS(num_inputs >= 0 && size >= 0);
  for (int i = 0; i < num_inputs; ++i) {
    this->DeclareVectorInputPort(kUseDefaultName, size);
  }
  this->DeclareVectorOutputPort("sum", size, &Adder<T>::CalcSum);
}

template <typename T>
void Adder<T>::CalcSum(const Context<T>& context, BasicVector<T>* sum) const {
  auto y = sum->get_mutable_value();
  y.setZero();
  for (int i = 0; i < this->num_input_ports(); ++i) {
    y += this->get_input_port(i).Eval(context);
  }
}

// ---- Gain
// --------------------------------------------------------------------

template <typename T>
Gain<T>::Gain(double k, int size) : Gain(Eigen::VectorXd::Constant(size, k)) {}

template <typename T>
Gain<T>::Gain(const Eigen::VectorXd& k)
    : LeafSystem<T>(SystemTypeTag<Gain>{}), k_(k) {
  this->DeclareVectorInputPort("u", k.size());
  this->DeclareVectorOutputPort("y", k.size(), &Gain<T>::CalcGainOutput);
}

template <typename T>
double Gain<T>::get_gain() const {
  if (k_.size() > 0 && !k_.isConstant(k_[0])) {
    throw std::logic_error(fmt::format(
        "Gain::get_gain(): the gains are not all the same ({} elements); "
        "use get_gain_vector().",
        k_.size()));
  }
  return k_.size() > 0 ? k_[0] : 0.0;
}

template <typename T>
void Gain<T>::CalcGainOutput(const Context<T>& context,
                             BasicVector<T>* y) const {
  const VectorX<T>& u = this->get_input_port(0).Eval(context);
  auto out = y->get_mutable_value();
  for (int i = 0; i < out.size(); ++i) out[i] = k_[i] * u[i];
}

// ---- PassThrough
// ---------------------------------------------------------------

template <typename T>
PassThrough<T>::PassThrough(int vector_size)
    : PassThrough(Eigen::VectorXd::Zero(vector_size)) {}

template <typename T>
PassThrough<T>::PassThrough(const Eigen::Ref<const Eigen::VectorXd>& value)
    : LeafSystem<T>(SystemTypeTag<PassThrough>{}) {
  InitVector(value);
}

template <typename T>
PassThrough<T>::PassThrough(const AbstractValue& abstract_model_value)
    : LeafSystem<T>(SystemTypeTag<PassThrough>{}) {
  InitAbstract(abstract_model_value);
}

template <typename T>
void PassThrough<T>::InitVector(const Eigen::VectorXd& value) {
  vector_model_ = std::make_unique<Eigen::VectorXd>(value);
  const int n = static_cast<int>(value.size());
  this->DeclareVectorInputPort("u", n);
  BasicVector<T> model(n);
  for (int i = 0; i < n; ++i) model[i] = T(value[i]);
  this->DeclareVectorOutputPort(
      "y", model,
      [this](const Context<T>& context, BasicVector<T>* y) {
        DoCalcVectorOutput(context, y);
      },
      {this->input_port_ticket(InputPortIndex(0))});
}

template <typename T>
void PassThrough<T>::InitAbstract(const AbstractValue& abstract_model_value) {
  abstract_model_ = abstract_model_value.Clone();
  this->DeclareAbstractInputPort("u", abstract_model_value);
  this->DeclareAbstractOutputPort(
      "y", [this]() { return abstract_model_->Clone(); },
      [this](const Context<T>& context, AbstractValue* y) {
        DoCalcAbstractOutput(context, y);
      },
      {this->input_port_ticket(InputPortIndex(0))});
}

template <typename T>
void PassThrough<T>::DoCalcVectorOutput(const Context<T>& context,
                                        BasicVector<T>* y) const {
  y->SetFromVector(get_input_port().Eval(context));
}

template <typename T>
void PassThrough<T>::DoCalcAbstractOutput(const Context<T>& context,
                                          AbstractValue* y) const {
  y->SetFrom(get_input_port().template Eval<AbstractValue>(context));
}

// ---- Multiplexer
// ---------------------------------------------------------------

template <typename T>
Multiplexer<T>::Multiplexer(int num_scalar_inputs)
    : Multiplexer(std::vector<int>(num_scalar_inputs, 1)) {}

template <typename T>
Multiplexer<T>::Multiplexer(std::vector<int> input_sizes)
    : Multiplexer(input_sizes,
                  BasicVector<T>(std::accumulate(input_sizes.begin(),
                                                 input_sizes.end(), 0))) {}

template <typename T>
Multiplexer<T>::Multiplexer(const BasicVector<T>& model_vector)
    : Multiplexer(std::vector<int>(model_vector.size(), 1), model_vector) {}

template <typename T>
Multiplexer<T>::Multiplexer(std::vector<int> input_sizes,
                            const BasicVector<T>& model)
    : LeafSystem<T>(SystemTypeTag<Multiplexer>{}),
      input_sizes_(std::move(input_sizes)) {
  for (int size : input_sizes_) {
    DRAKE_THROW_UNLESS(size >= 0);
    this->DeclareVectorInputPort(kUseDefaultName, size);
  }
  this->DeclareVectorOutputPort(kUseDefaultName, model,
                                &Multiplexer<T>::CombineInputsToOutput);
}

template <typename T>
void Multiplexer<T>::CombineInputsToOutput(const Context<T>& context,
                                           BasicVector<T>* output) const {
  auto y = output->get_mutable_value();
  int start = 0;
  for (int i = 0; i < this->num_input_ports(); ++i) {
    const VectorX<T>& u = this->get_input_port(i).Eval(context);
    y.segment(start, u.size()) = u;
    start += static_cast<int>(u.size());
  }
}

// ---- Demultiplexer
// -------------------------------------------------------------

namespace {
std::vector<int> EqualParts(int size, int part) {
  if (part <= 0 || size % part != 0) {
    throw std::logic_error(fmt::format(
        "Demultiplexer: the output port size {} must be positive and divide "
        "the input size {}.",
        part, size));
  }
  return std::vector<int>(size / part, part);
}
}  // namespace

template <typename T>
Demultiplexer<T>::Demultiplexer(int size, int output_ports_size)
    : Demultiplexer(EqualParts(size, output_ports_size)) {}

template <typename T>
Demultiplexer<T>::Demultiplexer(const std::vector<int>& output_ports_sizes)
    : LeafSystem<T>(SystemTypeTag<Demultiplexer>{}),
      output_ports_sizes_(output_ports_sizes) {
  const int total =
      std::accumulate(output_ports_sizes.begin(), output_ports_sizes.end(), 0);
  this->DeclareVectorInputPort(kUseDefaultName, total);
  int start = 0;
  for (int size : output_ports_sizes_) {
    DRAKE_THROW_UNLESS(size >= 0);
    this->DeclareVectorOutputPort(
        kUseDefaultName, size,
        [this, start](const Context<T>& context, BasicVector<T>* y) {
          CopyToOutput(context, start, y);
        },
        {this->input_port_ticket(InputPortIndex(0))});
    start += size;
  }
}

template <typename T>
void Demultiplexer<T>::CopyToOutput(const Context<T>& context, int start,
                                    BasicVector<T>* y) const {
  const VectorX<T>& u = this->get_input_port(0).Eval(context);
  y->get_mutable_value() = u.segment(start, y->size());
}

// ---- Saturation
// ------------------------------------------------------------------

template <typename T>
Saturation<T>::Saturation(const VectorX<T>& min_value,
                          const VectorX<T>& max_value)
    : LeafSystem<T>(SystemTypeTag<Saturation>{}),
      input_size_(static_cast<int>(min_value.size())),
      min_max_ports_enabled_(false) {
  Init(min_value, max_value);
}

template <typename T>
Saturation<T>::Saturation(int input_size)
    : LeafSystem<T>(SystemTypeTag<Saturation>{}),
      input_size_(input_size),
      min_max_ports_enabled_(true) {
  Init(VectorX<T>(), VectorX<T>());
}

template <typename T>
void Saturation<T>::Init(const VectorX<T>& min_value,
                         const VectorX<T>& max_value) {
  if (!min_max_ports_enabled_) {
    if (min_value.size() != max_value.size()) {
      throw std::logic_error(fmt::format(
          "Saturation: the limits have different sizes ({} and {}).",
          min_value.size(), max_value.size()));
    }
    for (int i = 0; i < input_size_; ++i) {
      if (min_value[i] > max_value[i]) {
        throw std::logic_error(fmt::format(
            "Saturation: min_value[{}] = {} is greater than max_value[{}] = "
            "{}.",
            i, ExtractDoubleOrThrow(min_value[i]), i,
            ExtractDoubleOrThrow(max_value[i])));
      }
    }
    min_value_ = min_value;
    max_value_ = max_value;
  }
  input_port_index_ =
      this->DeclareVectorInputPort("u0", input_size_).get_index();
  if (min_max_ports_enabled_) {
    min_value_port_index_ =
        this->DeclareVectorInputPort("min_value", input_size_).get_index();
    max_value_port_index_ =
        this->DeclareVectorInputPort("max_value", input_size_).get_index();
  }
  this->DeclareVectorOutputPort("y0", input_size_,
                                &Saturation<T>::CalcSaturatedOutput);
}

namespace {
template <typename T, typename U>
VectorX<T> ConvertVector(const VectorX<U>& from) {
  VectorX<T> result(from.size());
  for (int i = 0; i < from.size(); ++i) {
    result[i] = T(ExtractDoubleOrThrow(from[i]));
  }
  return result;
}
}  // namespace

template <typename T>
const InputPort<T>& Saturation<T>::get_min_value_port() const {
  if (!min_max_ports_enabled_) {
    throw std::logic_error(
        "Saturation::get_min_value_port(): this saturation has constant "
        "limits and no limit ports.");
  }
  return System<T>::get_input_port(min_value_port_index_);
}

template <typename T>
const InputPort<T>& Saturation<T>::get_max_value_port() const {
  if (!min_max_ports_enabled_) {
    throw std::logic_error(
        "Saturation::get_max_value_port(): this saturation has constant "
        "limits and no limit ports.");
  }
  return System<T>::get_input_port(max_value_port_index_);
}

template <typename T>
void Saturation<T>::CalcSaturatedOutput(const Context<T>& context,
                                        BasicVector<T>* y) const {
  const VectorX<T>& u = get_input_port().Eval(context);
  auto out = y->get_mutable_value();
  out = u;
  const double inf = std::numeric_limits<double>::infinity();
  for (int i = 0; i < input_size_; ++i) {
    T lower(-inf), upper(inf);
    if (min_max_ports_enabled_) {
      const auto& min_port = get_min_value_port();
      const auto& max_port = get_max_value_port();
      if (min_port.HasValue(context)) lower = min_port.Eval(context)[i];
      if (max_port.HasValue(context)) upper = max_port.Eval(context)[i];
      if (lower > upper) {
        throw std::logic_error(fmt::format(
            "Saturation: the min_value input ({}) exceeds the max_value "
            "input ({}) at element {}.",
            ExtractDoubleOrThrow(lower), ExtractDoubleOrThrow(upper), i));
      }
    } else {
      lower = min_value_[i];
      upper = max_value_[i];
    }
    if (out[i] < lower) out[i] = lower;
    if (out[i] > upper) out[i] = upper;
  }
}

// ---- ConstantVectorSource
// --------------------------------------------------------

template <typename T>
ConstantVectorSource<T>::ConstantVectorSource(
    const Eigen::Ref<const VectorX<T>>& source_value)
    : ConstantVectorSource(BasicVector<T>(VectorX<T>(source_value))) {}

template <typename T>
ConstantVectorSource<T>::ConstantVectorSource(const T& source_value)
    : ConstantVectorSource(
          BasicVector<T>(VectorX<T>::Constant(1, source_value))) {}

template <typename T>
ConstantVectorSource<T>::ConstantVectorSource(
    const BasicVector<T>& source_value)
    : LeafSystem<T>(SystemTypeTag<ConstantVectorSource>{}) {
  source_value_index_ = this->DeclareNumericParameter(source_value);
  this->DeclareVectorOutputPort(
      kUseDefaultName, source_value, &ConstantVectorSource<T>::CalcSourceOutput,
      {this->numeric_parameter_ticket(
          NumericParameterIndex(source_value_index_))});
}

template <typename T>
template <typename U>
ConstantVectorSource<T>::ConstantVectorSource(
    const ConstantVectorSource<U>& other)
    : ConstantVectorSource(
          ConvertVector<T>(other.get_output_port(0)
                               .Allocate()
                               ->template get_value<BasicVector<U>>()
                               .value())) {
  // The default value is the other's default parameter.
}

template <typename T>
const BasicVector<T>& ConstantVectorSource<T>::get_source_value(
    const Context<T>& context) const {
  return this->GetNumericParameter(context, source_value_index_);
}

template <typename T>
BasicVector<T>& ConstantVectorSource<T>::get_mutable_source_value(
    Context<T>* context) const {
  return this->GetMutableNumericParameter(context, source_value_index_);
}

template <typename T>
void ConstantVectorSource<T>::CalcSourceOutput(const Context<T>& context,
                                               BasicVector<T>* y) const {
  y->SetFrom(get_source_value(context));
}

// ---- ConstantValueSource
// ---------------------------------------------------------

template <typename T>
ConstantValueSource<T>::ConstantValueSource(const AbstractValue& value)
    : LeafSystem<T>(SystemTypeTag<ConstantValueSource>{}),
      source_value_(value.Clone()) {
  this->DeclareAbstractOutputPort(
      kUseDefaultName, [this]() { return source_value_->Clone(); },
      [this](const Context<T>&, AbstractValue* y) {
        y->SetFrom(*source_value_);
      },
      {SystemBase::nothing_ticket()});
}

// ---- Sine
// --------------------------------------------------------------------------

template <typename T>
Sine<T>::Sine(double amplitude, double frequency, double phase, int size,
              bool is_time_based)
    : Sine(Eigen::VectorXd::Constant(size, amplitude),
           Eigen::VectorXd::Constant(size, frequency),
           Eigen::VectorXd::Constant(size, phase), is_time_based) {}

template <typename T>
Sine<T>::Sine(const Eigen::VectorXd& amplitudes,
              const Eigen::VectorXd& frequencies, const Eigen::VectorXd& phases,
              bool is_time_based)
    : LeafSystem<T>(SystemTypeTag<Sine>{}),
      amplitude_(amplitudes),
      frequency_(frequencies),
      phase_(phases),
      is_time_based_(is_time_based) {
  const int n = static_cast<int>(amplitudes.size());
  if (frequencies.size() != n || phases.size() != n) {
    throw std::logic_error(fmt::format(
        "Sine: amplitudes ({}), frequencies ({}) and phases ({}) must have "
        "the same size.",
        n, frequencies.size(), phases.size()));
  }
  std::set<DependencyTicket> prerequisites = {SystemBase::time_ticket()};
  if (!is_time_based_) {
    this->DeclareVectorInputPort(kUseDefaultName, n);
    prerequisites = {this->input_port_ticket(InputPortIndex(0))};
  }
  for (int derivative = 0; derivative < 3; ++derivative) {
    this->DeclareVectorOutputPort(
        kUseDefaultName, n,
        [this, derivative](const Context<T>& context, BasicVector<T>* y) {
          CalcOutput(context, derivative, y);
        },
        prerequisites);
  }
}

namespace {
double SameValue(const Eigen::VectorXd& v, const char* what) {
  if (v.size() == 0 || !v.isConstant(v[0])) {
    throw std::logic_error(
        fmt::format("Sine::{}(): the elements do not all have the same {}; use "
                    "{}_vector().",
                    what, what, what));
  }
  return v[0];
}
}  // namespace

template <typename T>
double Sine<T>::amplitude() const {
  return SameValue(amplitude_, "amplitude");
}
template <typename T>
double Sine<T>::frequency() const {
  return SameValue(frequency_, "frequency");
}
template <typename T>
double Sine<T>::phase() const {
  return SameValue(phase_, "phase");
}

template <typename T>
void Sine<T>::CalcOutput(const Context<T>& context, int derivative,
                         BasicVector<T>* y) const {
  using std::cos;
  using std::sin;
  auto out = y->get_mutable_value();
  for (int i = 0; i < out.size(); ++i) {
    const T t = is_time_based_ ? context.get_time()
                               : T(this->get_input_port(0).Eval(context)[i]);
    const T angle = frequency_[i] * t + phase_[i];
    const double a = amplitude_[i];
    const double w = frequency_[i];
    switch (derivative) {
      case 0:
        out[i] = a * sin(angle);
        break;
      case 1:
        out[i] = a * w * cos(angle);
        break;
      default:
        out[i] = -a * w * w * sin(angle);
        break;
    }
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Adder)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Gain)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::PassThrough)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Multiplexer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Demultiplexer)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Saturation)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ConstantVectorSource)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ConstantValueSource)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Sine)
