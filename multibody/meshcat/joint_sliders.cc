#include "drake/multibody/meshcat/joint_sliders.h"

#include <algorithm>
#include <chrono>
#include <set>
#include <stdexcept>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/common/text_logging.h"

namespace drake {
namespace multibody {
namespace meshcat {
namespace {

using Eigen::VectorXd;
using Limit = std::variant<std::monostate, double, VectorXd>;

// One value per position: `limit` broadcast or checked, or `fallback`.
VectorXd PerPosition(const char* what, const Limit& limit, double fallback,
                     int nq) {
  if (std::holds_alternative<std::monostate>(limit)) {
    return VectorXd::Constant(nq, fallback);
  }
  if (const double* value = std::get_if<double>(&limit)) {
    return VectorXd::Constant(nq, *value);
  }
  const VectorXd& values = std::get<VectorXd>(limit);
  if (values.size() != nq) {
    throw std::logic_error(fmt::format(
        "JointSliders: {} has {} values; the plant has {} positions", what,
        values.size(), nq));
  }
  return values;
}

// The slider name of each position (see the class comment).
template <typename T>
std::vector<std::string> SliderNames(const MultibodyPlant<T>& plant,
                                     bool with_model_instance) {
  std::vector<std::string> names(plant.num_positions());
  for (const JointIndex& index : plant.GetJointIndices()) {
    const Joint<T>& joint = plant.get_joint(index);
    for (int i = 0; i < joint.num_positions(); ++i) {
      std::string name =
          joint.num_positions() == 1
              ? joint.name()
              : fmt::format("{}_{}", joint.name(), joint.position_suffix(i));
      if (with_model_instance) {
        name += "/" + plant.GetModelInstanceName(joint.model_instance());
      }
      names.at(joint.position_start() + i) = std::move(name);
    }
  }
  return names;
}

bool AllDistinct(const std::vector<std::string>& names) {
  return std::set<std::string>(names.begin(), names.end()).size() ==
         names.size();
}

}  // namespace

template <typename T>
JointSliders<T>::JointSliders(std::shared_ptr<geometry::Meshcat> meshcat,
                              const MultibodyPlant<T>* plant,
                              const std::optional<VectorXd>& initial_value,
                              const Limit& lower_limit,
                              const Limit& upper_limit, const Limit& step,
                              std::vector<std::string> decrement_keycodes,
                              std::vector<std::string> increment_keycodes)
    : meshcat_(std::move(meshcat)), plant_(plant) {
  if (meshcat_ == nullptr || plant_ == nullptr) {
    throw std::logic_error(
        "JointSliders: the Meshcat and the plant are needed");
  }
  const int nq = plant_->num_positions();
  if (initial_value.has_value() && initial_value->size() != nq) {
    throw std::logic_error(fmt::format(
        "JointSliders: initial_value has {} values; the plant has {} positions",
        initial_value->size(), nq));
  }
  for (const auto* keycodes : {&decrement_keycodes, &increment_keycodes}) {
    if (!keycodes->empty() && static_cast<int>(keycodes->size()) != nq) {
      throw std::logic_error(
          fmt::format("JointSliders: {} has {} keycodes; expected none or {}",
                      keycodes == &decrement_keycodes ? "decrement_keycodes"
                                                      : "increment_keycodes",
                      keycodes->size(), nq));
    }
  }

  // the initial values: given, or the plant's defaults
  VectorXd initial(nq);
  if (initial_value.has_value()) {
    initial = *initial_value;
  } else {
    auto plant_context = plant_->CreateDefaultContext();
    const auto q = plant_->GetPositions(*plant_context);
    for (int i = 0; i < nq; ++i) initial[i] = ExtractDoubleOrThrow(q[i]);
  }
  const VectorXd lower = PerPosition("lower_limit", lower_limit, -10.0, nq);
  const VectorXd upper = PerPosition("upper_limit", upper_limit, 10.0, nq);
  const VectorXd steps = PerPosition("step", step, 0.01, nq);
  const VectorXd plant_lower = plant_->GetPositionLowerLimits();
  const VectorXd plant_upper = plant_->GetPositionUpperLimits();
  std::vector<std::string> names = SliderNames(*plant_, false);
  if (!AllDistinct(names)) names = SliderNames(*plant_, true);

  sliders_.resize(nq);
  for (int i = 0; i < nq; ++i) {
    Slider& slider = sliders_[i];
    slider.name = names[i];
    slider.min = std::max(lower[i], plant_lower[i]);
    slider.max = std::min(upper[i], plant_upper[i]);
    slider.step = steps[i];
    slider.initial = initial[i];
  }
  for (int i = 0; i < nq; ++i) {
    const Slider& slider = sliders_[i];
    meshcat_->AddSlider(
        slider.name, slider.min, slider.max, slider.step, slider.initial,
        decrement_keycodes.empty() ? "" : std::move(decrement_keycodes[i]),
        increment_keycodes.empty() ? "" : std::move(increment_keycodes[i]));
  }
  is_registered_ = true;

  // read the sliders at every evaluation (no caching)
  this->DeclareVectorOutputPort("positions", nq, &JointSliders<T>::CalcOutput)
      .disable_caching_by_default();
}

template <typename T>
void JointSliders<T>::Delete() {
  if (!is_registered_.exchange(false)) return;
  for (const Slider& slider : sliders_) {
    meshcat_->DeleteSlider(slider.name, /* strict = */ false);
  }
}

template <typename T>
JointSliders<T>::~JointSliders() {
  try {
    Delete();
  } catch (...) {
    // a destructor must not throw; DeleteSlider(strict = false) does not
  }
}

template <typename T>
void JointSliders<T>::CalcOutput(const systems::Context<T>&,
                                 systems::BasicVector<T>* output) const {
  const bool registered = is_registered_;
  for (int i = 0; i < static_cast<int>(sliders_.size()); ++i) {
    (*output)[i] = registered ? meshcat_->GetSliderValue(sliders_[i].name)
                              : sliders_[i].initial;
  }
}

template <typename T>
void JointSliders<T>::SetPositions(const VectorXd& q) {
  if (q.size() != static_cast<int>(sliders_.size())) {
    throw std::logic_error(fmt::format(
        "JointSliders::SetPositions(): q has {} values; the plant has {} "
        "positions",
        q.size(), sliders_.size()));
  }
  for (int i = 0; i < q.size(); ++i) {
    sliders_[i].initial = q[i];
    if (is_registered_) meshcat_->SetSliderValue(sliders_[i].name, q[i]);
  }
}

template <typename T>
VectorXd JointSliders<T>::Run(const systems::Diagram<T>& diagram,
                              std::optional<double> timeout,
                              std::string stop_button_keycode) const {
  auto root_context = diagram.CreateDefaultContext();
  const systems::Context<T>& my_context =
      this->GetMyContextFromRoot(*root_context);
  systems::Context<T>& plant_context =
      plant_->GetMyMutableContextFromRoot(root_context.get());

  const std::string button = "Stop JointSliders";
  drake::log()->info("Press the '{}' button in Meshcat{} to continue.", button,
                     stop_button_keycode.empty()
                         ? ""
                         : fmt::format(" or press '{}'", stop_button_keycode));
  meshcat_->AddButton(button, std::move(stop_button_keycode));
  struct RemoveButton {
    geometry::Meshcat* meshcat;
    const std::string& name;
    ~RemoveButton() { meshcat->DeleteButton(name, /* strict = */ false); }
  } remove_button{meshcat_.get(), button};

  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  diagram.ExecuteInitializationEvents(root_context.get());

  // publish the sliders' positions, then again each time they change
  auto read = [&]() {
    const VectorX<T> q = this->get_output_port().Eval(my_context);
    VectorXd q_double(q.size());
    for (int i = 0; i < q.size(); ++i) q_double[i] = ExtractDoubleOrThrow(q[i]);
    return q_double;
  };
  VectorXd published = read();
  plant_->SetPositions(&plant_context, published.template cast<T>());
  diagram.ForcedPublish(*root_context);
  while (meshcat_->GetButtonClicks(button) < 1) {
    if (timeout.has_value() &&
        std::chrono::duration<double>(Clock::now() - start).count() >=
            *timeout) {
      break;
    }
    std::this_thread::sleep_for(std::chrono::duration<double>(1.0 / 32));
    const VectorXd q = read();
    if (q != published) {
      published = q;
      plant_->SetPositions(&plant_context, published.template cast<T>());
      diagram.ForcedPublish(*root_context);
    }
  }
  return published;
}

}  // namespace meshcat
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::multibody::meshcat::JointSliders);
