#include "drake/systems/analysis/hermitian_dense_output.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/extract_double.h"
#include "drake/common/polynomial.h"

namespace drake {
namespace systems {

namespace {
// The values of times, states or trajectories of scalar T as doubles (the
// dense output stores doubles, as Drake's); AutoDiffXd drops derivatives,
// an Expression must be constant.
template <typename T>
std::vector<double> ToDoubles(const std::vector<T>& values) {
  std::vector<double> result;
  result.reserve(values.size());
  for (const T& value : values) result.push_back(ExtractDoubleOrThrow(value));
  return result;
}
template <typename T>
std::vector<MatrixX<double>> ToDoubles(const std::vector<MatrixX<T>>& values) {
  std::vector<MatrixX<double>> result;
  result.reserve(values.size());
  for (const MatrixX<T>& value : values) {
    result.push_back(ExtractDoubleOrThrow(value));
  }
  return result;
}

trajectories::PiecewisePolynomial<double> ToDouble(
    const trajectories::PiecewisePolynomial<double>& trajectory) {
  return trajectory;
}
template <typename T>
trajectories::PiecewisePolynomial<double> ToDouble(
    const trajectories::PiecewisePolynomial<T>& trajectory) {
  if (trajectory.empty()) return {};
  std::vector<MatrixX<Polynomiald>> segments;
  for (int i = 0; i < trajectory.get_number_of_segments(); ++i) {
    const auto polynomials = trajectory.getPolynomialMatrix(i);
    MatrixX<Polynomiald> segment(polynomials.rows(), polynomials.cols());
    for (Eigen::Index r = 0; r < polynomials.rows(); ++r) {
      for (Eigen::Index c = 0; c < polynomials.cols(); ++c) {
        segment(r, c) = Polynomiald(
            ExtractDoubleOrThrow(polynomials(r, c).GetCoefficients()));
      }
    }
    segments.push_back(std::move(segment));
  }
  return trajectories::PiecewisePolynomial<double>(
      segments, ToDoubles(trajectory.get_segment_times()));
}
}  // namespace

template <typename T>
HermitianDenseOutput<T>::IntegrationStep::IntegrationStep(
    const T& initial_time, MatrixX<T> initial_state,
    MatrixX<T> initial_state_derivative) {
  Extend(initial_time, std::move(initial_state),
         std::move(initial_state_derivative));
}

template <typename T>
void HermitianDenseOutput<T>::IntegrationStep::ThrowIfEmpty(
    const char* func) const {
  if (times_.empty()) {
    throw std::logic_error(fmt::format(
        "HermitianDenseOutput::IntegrationStep::{}(): the step is empty.",
        func));
  }
}

template <typename T>
const T& HermitianDenseOutput<T>::IntegrationStep::start_time() const {
  ThrowIfEmpty(__func__);
  return times_.front();
}

template <typename T>
const T& HermitianDenseOutput<T>::IntegrationStep::end_time() const {
  ThrowIfEmpty(__func__);
  return times_.back();
}

template <typename T>
int HermitianDenseOutput<T>::IntegrationStep::size() const {
  ThrowIfEmpty(__func__);
  return static_cast<int>(states_.back().rows());
}

template <typename T>
void HermitianDenseOutput<T>::IntegrationStep::CheckPoint(
    const T& time, const MatrixX<T>& state,
    const MatrixX<T>& state_derivative) const {
  if (state.cols() != 1) {
    throw std::runtime_error("Provided state for step is not a column matrix.");
  }
  if (state_derivative.cols() != 1) {
    throw std::runtime_error(
        "Provided state derivative for step is not a column matrix.");
  }
  if (state.rows() != state_derivative.rows()) {
    throw std::runtime_error(
        "Provided state and state derivative dimensions do not match.");
  }
  if (times_.empty()) return;
  if (time < times_.front()) {
    throw std::runtime_error("Step cannot be extended backwards in time.");
  }
  if (time <= times_.back()) {
    throw std::runtime_error("Step already extends up to the given time.");
  }
  if (states_.back().rows() != state.rows()) {
    throw std::runtime_error(
        "Provided state dimensions do not match that of the states in the "
        "step.");
  }
}

template <typename T>
void HermitianDenseOutput<T>::IntegrationStep::Extend(
    const T& time, MatrixX<T> state, MatrixX<T> state_derivative) {
  CheckPoint(time, state, state_derivative);
  times_.push_back(time);
  states_.push_back(std::move(state));
  state_derivatives_.push_back(std::move(state_derivative));
}

template <typename T>
HermitianDenseOutput<T>::HermitianDenseOutput(
    const trajectories::PiecewisePolynomial<T>& trajectory)
    : trajectory_(ToDouble(trajectory)) {
  if (!trajectory_.empty() && trajectory_.cols() != 1) {
    throw std::runtime_error(fmt::format(
        "HermitianDenseOutput: the trajectory's values must be columns, but "
        "they are {}x{}.",
        trajectory_.rows(), trajectory_.cols()));
  }
  if (!trajectory.empty()) {
    start_time_ = trajectory.start_time();
    end_time_ = trajectory.end_time();
  }
}

template <typename T>
HermitianDenseOutput<T>::~HermitianDenseOutput() = default;

template <typename T>
void HermitianDenseOutput<T>::CheckContinues(const IntegrationStep& next,
                                             const IntegrationStep& previous) {
  using std::abs;
  using std::max;
  if (next.size() != previous.size()) {
    throw std::runtime_error(
        "Provided step dimensions and previous step dimensions do not match.");
  }
  const double previous_end = ExtractDoubleOrThrow(previous.end_time());
  const double next_start = ExtractDoubleOrThrow(next.start_time());
  const double tolerance =
      max(abs(previous_end), 1.0) * std::numeric_limits<double>::epsilon();
  if (abs(previous_end - next_start) > tolerance) {
    throw std::runtime_error(
        "Provided step start time and previous step end time differ.");
  }
  // (Compared by value: an Expression state must be constant.)
  if (!ExtractDoubleOrThrow(previous.get_states().back())
           .isApprox(ExtractDoubleOrThrow(next.get_states().front()))) {
    throw std::runtime_error(
        "Provided step start state and previous step end state differ. "
        "Cannot ensure C0 continuity.");
  }
  if (!ExtractDoubleOrThrow(previous.get_state_derivatives().back())
           .isApprox(
               ExtractDoubleOrThrow(next.get_state_derivatives().front()))) {
    throw std::runtime_error(
        "Provided step start state derivative and previous step end state "
        "derivative differ. Cannot ensure C1 continuity.");
  }
}

template <typename T>
void HermitianDenseOutput<T>::Update(IntegrationStep step) {
  if (step.get_times().empty()) {
    throw std::runtime_error("Provided step is empty (it has no time).");
  }
  if (step.start_time() == step.end_time()) {
    throw std::runtime_error(
        "Provided step has zero length i.e. start time and end time are "
        "equal.");
  }
  if (!pending_steps_.empty()) {
    CheckContinues(step, pending_steps_.back());
  } else if (!trajectory_.empty() &&
             !last_consolidated_step_.get_times().empty()) {
    CheckContinues(step, last_consolidated_step_);
  } else if (!trajectory_.empty()) {
    // Built from a trajectory: continue where it ends.
    if (step.size() != trajectory_.rows()) {
      throw std::runtime_error(
          "Provided step dimensions and previous step dimensions do not "
          "match.");
    }
    const double end = trajectory_.end_time();
    const double start = ExtractDoubleOrThrow(step.start_time());
    if (std::abs(end - start) >
        std::max(std::abs(end), 1.0) * std::numeric_limits<double>::epsilon()) {
      throw std::runtime_error(
          "Provided step start time and previous step end time differ.");
    }
  }
  pending_steps_.push_back(std::move(step));
}

template <typename T>
void HermitianDenseOutput<T>::Rollback() {
  if (pending_steps_.empty()) {
    throw std::logic_error("No updates to rollback.");
  }
  pending_steps_.pop_back();
}

template <typename T>
void HermitianDenseOutput<T>::Consolidate() {
  if (pending_steps_.empty()) {
    throw std::logic_error("No updates to consolidate.");
  }
  for (const IntegrationStep& step : pending_steps_) {
    trajectory_.ConcatenateInTime(
        trajectories::PiecewisePolynomial<double>::CubicHermite(
            ToDoubles(step.get_times()), ToDoubles(step.get_states()),
            ToDoubles(step.get_state_derivatives())));
  }
  start_time_ = trajectory_.start_time();
  end_time_ = trajectory_.end_time();
  last_consolidated_step_ = std::move(pending_steps_.back());
  pending_steps_.clear();
}

template <typename T>
VectorX<T> HermitianDenseOutput<T>::DoEvaluate(const T& t) const {
  const MatrixX<double> value = trajectory_.value(ExtractDoubleOrThrow(t));
  return value.col(0).template cast<T>();
}

template <typename T>
T HermitianDenseOutput<T>::DoEvaluateNth(const T& t, int n) const {
  return T(trajectory_.scalarValue(ExtractDoubleOrThrow(t), n, 0));
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::HermitianDenseOutput)
