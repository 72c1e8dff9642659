#pragma once

/// @file
/// Parallelism: how many threads an operation may use (Drake's
/// drake/common/parallelism.h).

#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"

namespace drake {

/// The degree of parallelism asked of a parallelized operation: a number of
/// threads, 1 (none) by default. Converts implicitly from `bool`: `false` is
/// None(), `true` is Max(). How the operation runs its threads is its own
/// business (Mallard uses std::thread).
///
/// Max() is the hardware's concurrency (std::thread::hardware_concurrency())
/// unless the environment asks for fewer: `DRAKE_NUM_THREADS`, or if that is
/// unset `OMP_NUM_THREADS`, set to a positive base-10 integer no larger than
/// the hardware's concurrency. A value that is not such an integer is
/// ignored (an invalid `DRAKE_NUM_THREADS` is logged as an error). The value
/// is read the first time Max() is called and kept for the life of the
/// process.
class Parallelism {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Parallelism);

  /// No parallelism: one thread.
  static Parallelism None() { return Parallelism(); }

  /// As many threads as the process may use (see the class comment).
  static Parallelism Max();

  /// One thread.
  Parallelism() = default;

  /// Max() if `parallelize`, else None(). Implicit, so that `true` and
  /// `false` can be passed where a Parallelism is expected.
  Parallelism(bool parallelize)  // NOLINT(google-explicit-constructor)
      : num_threads_(parallelize ? Max().num_threads() : 1) {}

  /// Exactly `num_threads` threads (more than the hardware has is allowed,
  /// but runs slower, not faster).
  /// @throws std::exception if num_threads < 1.
  explicit Parallelism(int num_threads) : num_threads_(num_threads) {
    DRAKE_THROW_UNLESS(num_threads >= 1);
  }

  /// The number of threads, ≥ 1.
  int num_threads() const { return num_threads_; }

 private:
  int num_threads_{1};
};

namespace internal {

/// The number of threads Max() means, given the values of the environment
/// variables DRAKE_NUM_THREADS and OMP_NUM_THREADS (null when unset).
/// Exposed for testing.
int ConfigureMaxNumThreads(const char* drake_num_threads,
                           const char* omp_num_threads);

}  // namespace internal
}  // namespace drake
