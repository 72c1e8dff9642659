#include "drake/systems/framework/system_constraint.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {
namespace {

void ThrowUnlessValidBounds(const Eigen::VectorXd& lower,
                            const Eigen::VectorXd& upper) {
  if (lower.size() != upper.size()) {
    throw std::logic_error(fmt::format(
        "SystemConstraintBounds: the lower bound has {} elements but the upper "
        "bound has {}; they must have the same size.",
        lower.size(), upper.size()));
  }
  for (int i = 0; i < lower.size(); ++i) {
    if (std::isnan(lower(i)) || std::isnan(upper(i)) || lower(i) > upper(i)) {
      throw std::logic_error(fmt::format(
          "SystemConstraintBounds: element {} has bounds [{}, {}]; expected "
          "lower ≤ upper (and neither NaN).",
          i, lower(i), upper(i)));
    }
  }
}

}  // namespace

SystemConstraintBounds::SystemConstraintBounds(int size)
    : size_(size),
      type_(SystemConstraintType::kEquality),
      lower_(Eigen::VectorXd::Zero(size)),
      upper_(Eigen::VectorXd::Zero(size)) {}

SystemConstraintBounds SystemConstraintBounds::Equality(int size) {
  if (size < 0) {
    throw std::logic_error(fmt::format(
        "SystemConstraintBounds::Equality(): the size must be non-negative, "
        "not {}.",
        size));
  }
  return SystemConstraintBounds(size);
}

SystemConstraintBounds::SystemConstraintBounds(
    const Eigen::Ref<const Eigen::VectorXd>& lower,
    const Eigen::Ref<const Eigen::VectorXd>& upper)
    : size_(static_cast<int>(lower.size())),
      type_(SystemConstraintType::kInequality),
      lower_(lower),
      upper_(upper) {
  ThrowUnlessValidBounds(lower_, upper_);
}

SystemConstraintBounds::SystemConstraintBounds(
    const Eigen::Ref<const Eigen::VectorXd>& lower, std::nullopt_t)
    : SystemConstraintBounds(
          lower, Eigen::VectorXd::Constant(
                     lower.size(), std::numeric_limits<double>::infinity())) {}

SystemConstraintBounds::SystemConstraintBounds(
    std::nullopt_t, const Eigen::Ref<const Eigen::VectorXd>& upper)
    : SystemConstraintBounds(
          Eigen::VectorXd::Constant(upper.size(),
                                    -std::numeric_limits<double>::infinity()),
          upper) {}

namespace {

template <typename T>
void NoopSystemConstraintCalc(const System<T>&, const Context<T>&,
                              VectorX<T>*) {}

template <typename T>
const System<T>* NonNullSystem(const System<T>* system,
                               const std::string& description) {
  if (system == nullptr) {
    throw std::logic_error(fmt::format(
        "SystemConstraint '{}': the system must not be null.", description));
  }
  return system;
}

}  // namespace

template <typename T>
SystemConstraint<T>::SystemConstraint(const System<T>* system,
                                      std::string description)
    : SystemConstraint(system,
                       SystemConstraintCalc<T>(&NoopSystemConstraintCalc<T>),
                       SystemConstraintBounds{}, std::move(description)) {}

template <typename T>
SystemConstraint<T>::SystemConstraint(const System<T>* system,
                                      ContextConstraintCalc<T> calc_function,
                                      SystemConstraintBounds bounds,
                                      std::string description)
    : system_(NonNullSystem(system, description)),
      context_calc_function_(std::move(calc_function)),
      bounds_(std::move(bounds)),
      description_(std::move(description)) {}

template <typename T>
SystemConstraint<T>::SystemConstraint(const System<T>* system,
                                      SystemConstraintCalc<T> calc_function,
                                      SystemConstraintBounds bounds,
                                      std::string description)
    : system_(NonNullSystem(system, description)),
      system_calc_function_(std::move(calc_function)),
      bounds_(std::move(bounds)),
      description_(std::move(description)) {}

template <typename T>
void SystemConstraint<T>::ThrowIfWrongContext(const Context<T>& context) const {
  if (system_id_.has_value() && *system_id_ != context.get_system_id()) {
    throw std::logic_error(fmt::format(
        "SystemConstraint '{}' of System {}: the Context was not created for "
        "this system.",
        description_, system_->GetSystemPathname()));
  }
}

template <typename T>
void SystemConstraint<T>::Calc(const Context<T>& context,
                               VectorX<T>* value) const {
  DRAKE_THROW_UNLESS(value != nullptr);
  ThrowIfWrongContext(context);
  value->resize(size());
  if (context_calc_function_) {
    context_calc_function_(context, value);
  } else {
    system_calc_function_(*system_, context, value);
  }
  if (value->size() != size()) {
    throw std::logic_error(fmt::format(
        "SystemConstraint '{}' of System {}: the calc function produced {} "
        "values; the constraint has {}.",
        description_, system_->GetSystemPathname(), value->size(), size()));
  }
}

template <typename T>
boolean<T> SystemConstraint<T>::CheckSatisfied(const Context<T>& context,
                                               double tol) const {
  if (!(tol >= 0.0)) {
    throw std::logic_error(fmt::format(
        "SystemConstraint '{}'::CheckSatisfied(): the tolerance must be "
        "non-negative, not {}.",
        description_, tol));
  }
  VectorX<T> value(size());
  Calc(context, &value);
  using std::abs;
  if constexpr (!scalar_predicate<T>::is_bool) {
    // Symbolic: the conjunction of each element's relation (infinite bounds
    // add nothing).
    boolean<T> result{true};
    for (int i = 0; i < size(); ++i) {
      if (type() == SystemConstraintType::kEquality) {
        result =
            result && (tol == 0.0 ? value(i) == 0.0 : abs(value(i)) <= tol);
      } else {
        if (!std::isinf(lower_bound()(i))) {
          result = result && value(i) >= lower_bound()(i) - tol;
        }
        if (!std::isinf(upper_bound()(i))) {
          result = result && value(i) <= upper_bound()(i) + tol;
        }
      }
    }
    return result;
  } else {
    bool satisfied = true;
    for (int i = 0; i < size() && satisfied; ++i) {
      if (type() == SystemConstraintType::kEquality) {
        satisfied = tol == 0.0 ? value(i) == 0.0 : abs(value(i)) <= tol;
      } else {
        satisfied = value(i) - lower_bound()(i) >= -tol &&
                    upper_bound()(i) - value(i) >= -tol;
      }
    }
    return satisfied;
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SystemConstraint)
