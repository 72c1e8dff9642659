#include "drake/multibody/plant/stage_profile.h"

#include <time.h>

namespace drake {
namespace multibody {
namespace internal {
namespace {

StageProfile& MutableProfile() {
  thread_local StageProfile profile;
  return profile;
}

}  // namespace

const char* StageName(Stage stage) {
  switch (stage) {
    case Stage::kKinematics:
      return "kinematics";
    case Stage::kForces:
      return "forces";
    case Stage::kMassMatrix:
      return "mass_matrix";
    case Stage::kForwardDynamics:
      return "forward_dynamics";
    case Stage::kContactQuery:
      return "contact_query";
    case Stage::kConstraintSetup:
      return "constraint_setup";
    case Stage::kFactorization:
      return "factorization";
    case Stage::kNewtonIterations:
      return "newton_iterations";
    case Stage::kNumStages:
      break;
  }
  return "unknown";
}

bool StageProfileCompiledIn() {
#ifdef MALLARD_STAGE_PROFILE
  return true;
#else
  return false;
#endif
}

const StageProfile& GetStageProfile() { return MutableProfile(); }

void ResetStageProfile() { MutableProfile() = StageProfile{}; }

#ifdef MALLARD_STAGE_PROFILE
namespace {

// This thread's CPU time: on a shared machine, wall time would count other
// processes' time slices into whichever stage was running.
int64_t NowNs() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return int64_t{t.tv_sec} * 1000000000 + t.tv_nsec;
}

ScopedStage*& Innermost() {
  thread_local ScopedStage* innermost = nullptr;
  return innermost;
}

}  // namespace

ScopedStage::ScopedStage(Stage stage)
    : stage_(stage), outer_(Innermost()), start_(NowNs()) {
  // Pause the enclosing stage: its time so far is its own.
  if (outer_ != nullptr) {
    MutableProfile().nanoseconds[static_cast<int>(outer_->stage_)] +=
        start_ - outer_->start_;
  }
  Innermost() = this;
}

ScopedStage::~ScopedStage() {
  const int64_t now = NowNs();
  StageProfile& profile = MutableProfile();
  profile.nanoseconds[static_cast<int>(stage_)] += now - start_;
  ++profile.calls[static_cast<int>(stage_)];
  // Resume the enclosing stage from now.
  if (outer_ != nullptr) outer_->start_ = now;
  Innermost() = outer_;
}
#endif

}  // namespace internal
}  // namespace multibody
}  // namespace drake
