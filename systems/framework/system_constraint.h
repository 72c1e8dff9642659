#pragma once

/// @file
/// SystemConstraint<T>: a vector function of a Context that must be zero
/// (equality) or lie within bounds (inequality), declared by a system about
/// its own context (LeafSystem::DeclareEqualityConstraint() and
/// DeclareInequalityConstraint(), bounds on vector state, parameters and
/// ports) or added from outside (System::AddExternalConstraint()).

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace symbolic {
class Expression;
}  // namespace symbolic

namespace systems {

template <typename T>
class System;

/// The kind of a SystemConstraint.
enum class SystemConstraintType {
  kEquality = 0,    ///< f(x) = 0.
  kInequality = 1,  ///< lower_bound ≤ f(x) ≤ upper_bound.
};

/// The size and bounds of a SystemConstraint: an equality constraint (all
/// bounds zero) or an inequality constraint with elementwise lower and
/// upper bounds (±∞ where a side is unbounded).
class SystemConstraintBounds final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SystemConstraintBounds);

  /// An equality constraint of size zero.
  SystemConstraintBounds() : SystemConstraintBounds(0) {}

  /// An equality constraint f(x) = 0 with `size` elements.
  /// @throws std::exception if `size` is negative.
  static SystemConstraintBounds Equality(int size);

  /// An inequality constraint lower ≤ f(x) ≤ upper.
  /// @throws std::exception if the sizes differ, a bound is NaN, or
  /// lower(i) > upper(i).
  SystemConstraintBounds(const Eigen::Ref<const Eigen::VectorXd>& lower,
                         const Eigen::Ref<const Eigen::VectorXd>& upper);
  /// An inequality constraint lower ≤ f(x) (the upper bounds are +∞).
  SystemConstraintBounds(const Eigen::Ref<const Eigen::VectorXd>& lower,
                         std::nullopt_t);
  /// An inequality constraint f(x) ≤ upper (the lower bounds are −∞).
  SystemConstraintBounds(std::nullopt_t,
                         const Eigen::Ref<const Eigen::VectorXd>& upper);

  int size() const { return size_; }
  SystemConstraintType type() const { return type_; }
  const Eigen::VectorXd& lower() const { return lower_; }
  const Eigen::VectorXd& upper() const { return upper_; }

 private:
  explicit SystemConstraintBounds(int size);

  int size_{};
  SystemConstraintType type_{};
  Eigen::VectorXd lower_;
  Eigen::VectorXd upper_;
};

/// Computes a constraint's value from a Context.
template <typename T>
using ContextConstraintCalc =
    std::function<void(const Context<T>&, VectorX<T>* value)>;

/// Computes a constraint's value from a System and its Context.
template <typename T>
using SystemConstraintCalc =
    std::function<void(const System<T>&, const Context<T>&, VectorX<T>* value)>;

/// A constraint on the Context of one system: f(context) = 0 or
/// lower ≤ f(context) ≤ upper. The system owns its constraints
/// (System::get_constraint()).
///
/// @tparam_default_scalar
template <typename T>
class SystemConstraint final {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SystemConstraint);

  /// A constraint of size zero that is always satisfied (a placeholder, e.g.
  /// for an external constraint without a calc for this scalar type).
  SystemConstraint(const System<T>* system, std::string description);
  /// A constraint computed from the context by `calc_function`.
  /// @throws std::exception if `system` is null.
  SystemConstraint(const System<T>* system,
                   ContextConstraintCalc<T> calc_function,
                   SystemConstraintBounds bounds, std::string description);
  /// A constraint computed from the system and context by `calc_function`.
  /// @throws std::exception if `system` is null.
  SystemConstraint(const System<T>* system,
                   SystemConstraintCalc<T> calc_function,
                   SystemConstraintBounds bounds, std::string description);

  /// Evaluates the constraint into `value` (resized to size()).
  /// @throws std::exception if `context` belongs to another system, or the
  /// calc function writes a vector of another size.
  void Calc(const Context<T>& context, VectorX<T>* value) const;

  /// Whether the value is within `tol` of the bounds (elementwise, absolute;
  /// tol = 0 asks for exact satisfaction).
  /// @throws std::exception if `tol` is negative, or as Calc().
  boolean<T> CheckSatisfied(const Context<T>& context, double tol) const;

  const System<T>& get_system() const { return *system_; }
  const SystemConstraintBounds& bounds() const { return bounds_; }
  int size() const { return bounds_.size(); }
  SystemConstraintType type() const { return bounds_.type(); }
  bool is_equality_constraint() const {
    return bounds_.type() == SystemConstraintType::kEquality;
  }
  const Eigen::VectorXd& lower_bound() const { return bounds_.lower(); }
  const Eigen::VectorXd& upper_bound() const { return bounds_.upper(); }
  const std::string& description() const { return description_; }

  /// (Internal) The id of the system whose contexts this constraint accepts
  /// (set when the system takes ownership).
  const std::optional<internal::SystemId>& get_system_id() const {
    return system_id_;
  }
  void set_system_id(internal::SystemId id) { system_id_ = id; }

 private:
  void ThrowIfWrongContext(const Context<T>& context) const;

  const System<T>* const system_;
  const SystemConstraintCalc<T> system_calc_function_;
  const ContextConstraintCalc<T> context_calc_function_;
  const SystemConstraintBounds bounds_;
  const std::string description_;
  std::optional<internal::SystemId> system_id_;
};

/// A constraint added to a system from outside (System::AddExternalConstraint),
/// kept with one calc function per scalar type so that scalar-converted
/// copies of the system carry it too. A scalar type without a calc gets an
/// always-satisfied placeholder, described as disabled.
class ExternalSystemConstraint final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ExternalSystemConstraint);

  /// An empty constraint (size zero) described as "empty".
  ExternalSystemConstraint() : ExternalSystemConstraint("empty", {}, {}) {}

  ExternalSystemConstraint(
      std::string description, SystemConstraintBounds bounds,
      SystemConstraintCalc<double> calc_double,
      SystemConstraintCalc<AutoDiffXd> calc_autodiffxd = {},
      SystemConstraintCalc<symbolic::Expression> calc_expression = {})
      : description_(std::move(description)),
        bounds_(std::move(bounds)),
        calc_double_(std::move(calc_double)),
        calc_autodiffxd_(std::move(calc_autodiffxd)),
        calc_expression_(std::move(calc_expression)) {}

  /// A constraint whose `calc` is a generic callable (e.g. a lambda with
  /// `const auto&` parameters) used for every default scalar type (double,
  /// AutoDiffXd and symbolic::Expression).
  template <typename GenericSystemConstraintCalc>
  static ExternalSystemConstraint MakeForAllScalars(
      std::string description, SystemConstraintBounds bounds,
      GenericSystemConstraintCalc calc) {
    return ExternalSystemConstraint(std::move(description), std::move(bounds),
                                    calc, calc, calc);
  }

  /// A constraint whose `calc` is used for double and AutoDiffXd.
  template <typename GenericSystemConstraintCalc>
  static ExternalSystemConstraint MakeForNonsymbolicScalars(
      std::string description, SystemConstraintBounds bounds,
      GenericSystemConstraintCalc calc) {
    return ExternalSystemConstraint(std::move(description), std::move(bounds),
                                    calc, calc);
  }

  const std::string& description() const { return description_; }
  const SystemConstraintBounds& bounds() const { return bounds_; }

  /// The calc for scalar T (empty if there is none).
  template <typename T>
  const SystemConstraintCalc<T>& get_calc() const {
    if constexpr (std::is_same_v<T, double>) {
      return calc_double_;
    } else if constexpr (std::is_same_v<T, AutoDiffXd>) {
      return calc_autodiffxd_;
    } else {
      static_assert(std::is_same_v<T, symbolic::Expression>,
                    "ExternalSystemConstraint: unsupported scalar type");
      return calc_expression_;
    }
  }

 private:
  std::string description_;
  SystemConstraintBounds bounds_;
  SystemConstraintCalc<double> calc_double_;
  SystemConstraintCalc<AutoDiffXd> calc_autodiffxd_;
  SystemConstraintCalc<symbolic::Expression> calc_expression_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SystemConstraint)
