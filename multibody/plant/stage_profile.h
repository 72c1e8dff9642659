#pragma once

/// @file
/// (Internal) Time spent per stage of the plant's computations, as MuJoCo's
/// `testspeed` prints it: kinematics, forces, mass matrix, forward dynamics,
/// contact query, constraint setup, factorization and Newton iterations.
/// The timers are compiled in only when the library is configured with
/// -DMALLARD_STAGE_PROFILE=ON (a benchmark build); otherwise each
/// MALLARD_PROFILE_STAGE(...) expands to nothing and costs nothing.
///
/// Times are exclusive: a stage entered inside another (kinematics
/// evaluated while computing forces) pauses the outer one, so the stages
/// add up to the time spent in any of them. Totals are per thread, in
/// nanoseconds of the thread's CPU time (a system call per timer end, a
/// fraction of a microsecond).

#include <array>
#include <cstdint>

namespace drake {
namespace multibody {
namespace internal {

enum class Stage : int {
  kKinematics = 0,    ///< Position and velocity kinematics caches.
  kForces,            ///< Applied forces (force elements, actuation, inputs).
  kMassMatrix,        ///< The mass matrix of a discrete step.
  kForwardDynamics,   ///< v̇ of the free motion (ABA or factored M).
  kContactQuery,      ///< Geometry queries for contact (point pairs, etc.).
  kConstraintSetup,   ///< Building the step's constraints (SAP problem).
  kFactorization,     ///< Factorizing the solver's Newton matrix.
  kNewtonIterations,  ///< The rest of the contact solver's iterations.
  kNumStages,
};

/// The stage's name in snake case ("mass_matrix").
const char* StageName(Stage stage);

/// Totals per stage (indexed by Stage) since the last reset, this thread.
struct StageProfile {
  std::array<int64_t, static_cast<int>(Stage::kNumStages)> nanoseconds{};
  std::array<int64_t, static_cast<int>(Stage::kNumStages)> calls{};
};

/// Whether this build records stage times (MALLARD_STAGE_PROFILE).
bool StageProfileCompiledIn();
/// This thread's totals (all zero unless compiled in).
const StageProfile& GetStageProfile();
/// Zeroes this thread's totals.
void ResetStageProfile();

#ifdef MALLARD_STAGE_PROFILE
/// Times its scope as `stage` (see the file comment). Not copyable.
class ScopedStage {
 public:
  explicit ScopedStage(Stage stage);
  ~ScopedStage();
  ScopedStage(const ScopedStage&) = delete;
  ScopedStage& operator=(const ScopedStage&) = delete;

 private:
  Stage stage_;
  ScopedStage* outer_;
  int64_t start_;
};
#define MALLARD_PROFILE_STAGE_CONCAT2(a, b) a##b
#define MALLARD_PROFILE_STAGE_CONCAT(a, b) MALLARD_PROFILE_STAGE_CONCAT2(a, b)
#define MALLARD_PROFILE_STAGE(stage)                                      \
  ::drake::multibody::internal::ScopedStage MALLARD_PROFILE_STAGE_CONCAT( \
      mallard_stage_, __LINE__)(::drake::multibody::internal::Stage::stage)
#else
#define MALLARD_PROFILE_STAGE(stage) static_cast<void>(0)
#endif

}  // namespace internal
}  // namespace multibody
}  // namespace drake
