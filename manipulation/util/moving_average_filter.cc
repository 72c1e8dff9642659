#include "drake/manipulation/util/moving_average_filter.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/eigen_types.h"

namespace drake {
namespace manipulation {
namespace util {
namespace {

int SampleSize(double) { return 1; }
int SampleSize(const VectorX<double>& sample) {
  return static_cast<int>(sample.size());
}

}  // namespace

template <typename T>
MovingAverageFilter<T>::MovingAverageFilter(int window_size)
    : window_size_(window_size) {
  if (window_size <= 0) {
    throw std::logic_error(fmt::format(
        "MovingAverageFilter: the window size must be positive; got {}",
        window_size));
  }
}

template <typename T>
T MovingAverageFilter<T>::Update(const T& new_data) {
  if (window_.empty()) {
    // The first sample fixes the size (for vectors) of the running sum.
    sum_ = new_data;
  } else {
    const int expected = SampleSize(window_.front());
    if (SampleSize(new_data) != expected) {
      throw std::logic_error(fmt::format(
          "MovingAverageFilter::Update(): a sample of size {} given to a "
          "filter whose samples have size {}",
          SampleSize(new_data), expected));
    }
    sum_ += new_data;
  }
  window_.push(new_data);
  if (static_cast<int>(window_.size()) > window_size_) {
    sum_ -= window_.front();
    window_.pop();
  }
  return moving_average();
}

template class MovingAverageFilter<double>;
template class MovingAverageFilter<VectorX<double>>;

}  // namespace util
}  // namespace manipulation
}  // namespace drake
