// Finite-horizon LQR: the Riccati differential equation integrated
// backwards in time by a Simulator (continuous time), or the Riccati
// difference equation (discrete time), about nominal trajectories.

#include "drake/systems/controllers/finite_horizon_linear_quadratic_regulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"
#include "drake/common/trajectories/discrete_time_trajectory.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace controllers {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using trajectories::DiscreteTimeTrajectory;
using trajectories::PiecewisePolynomial;
using trajectories::Trajectory;

namespace {

constexpr const char* kWho = "FiniteHorizonLinearQuadraticRegulator";

[[noreturn]] void Fail(const std::string& message) {
  throw std::logic_error(fmt::format("{}: {}", kWho, message));
}

void CheckSize(const char* name, const Eigen::Ref<const MatrixXd>& M,
               Eigen::Index rows, Eigen::Index cols) {
  if (M.rows() != rows || M.cols() != cols) {
    Fail(fmt::format("{} must be {} x {}; got {} x {}.", name, rows, cols,
                     M.rows(), M.cols()));
  }
}

// Symmetric within 1e-8 (relative to max(1, max |M_ij|)), and positive
// semi-definite (min eigenvalue ≥ −1e-8·scale) or positive definite (min
// eigenvalue > ε·scale, scale = max(1, max |λ|)).
void CheckSymmetricPositive(const char* name,
                            const Eigen::Ref<const MatrixXd>& M,
                            bool definite) {
  const double kSymmetryTolerance = 1e-8;
  const double magnitude = std::max(1.0, M.cwiseAbs().maxCoeff());
  if ((M - M.transpose()).cwiseAbs().maxCoeff() >
      kSymmetryTolerance * magnitude) {
    Fail(fmt::format("{} must be symmetric.", name));
  }
  const Eigen::SelfAdjointEigenSolver<MatrixXd> eig(M);
  const double scale = std::max(1.0, eig.eigenvalues().cwiseAbs().maxCoeff());
  const double lambda_min = eig.eigenvalues().minCoeff();
  if (definite &&
      !(lambda_min > std::numeric_limits<double>::epsilon() * scale)) {
    Fail(fmt::format(
        "{} must be positive definite; its smallest eigenvalue is {}.", name,
        lambda_min));
  }
  if (!definite && lambda_min < -kSymmetryTolerance * scale) {
    Fail(fmt::format(
        "{} must be positive semi-definite; its smallest eigenvalue is {}.",
        name, lambda_min));
  }
}

void CheckCovers(const char* name, const Trajectory<double>& traj, double t0,
                 double tf, Eigen::Index rows) {
  if (traj.start_time() > t0 || traj.end_time() < tf) {
    Fail(
        fmt::format("options.{} spans [{}, {}], which does not cover [t0, tf] "
                    "= [{}, {}].",
                    name, traj.start_time(), traj.end_time(), t0, tf));
  }
  if (traj.rows() != rows || traj.cols() != 1) {
    Fail(fmt::format("options.{} must be {} x 1; got {} x {}.", name, rows,
                     traj.rows(), traj.cols()));
  }
}

// The validated data of one design, and the linearization of the system
// (by AutoDiffXd) about the nominal trajectories.
class Problem {
 public:
  Problem(const System<double>& system, const Context<double>& context,
          bool discrete, double t0, double tf,
          const Eigen::Ref<const MatrixXd>& Q,
          const Eigen::Ref<const MatrixXd>& R,
          const FiniteHorizonLinearQuadraticRegulatorOptions& options)
      : discrete_(discrete), options_(options) {
    if (!(tf > t0)) {
      Fail(fmt::format("tf ({}) must be greater than t0 ({}).", tf, t0));
    }
    const InputPort<double>* input =
        system.get_input_port_selection(options.input_port_index);
    if (input == nullptr) {
      Fail(fmt::format("System '{}' has no input port to design for.",
                       system.GetSystemPathname()));
    }
    if (input->get_data_type() != kVectorValued) {
      Fail(fmt::format(
          "input port '{}' is abstract-valued; only vector-valued input "
          "ports are supported (set options.input_port_index?).",
          input->get_name()));
    }
    n_ = discrete ? context.get_discrete_state(0).size()
                  : context.num_continuous_states();
    m_ = input->size();
    if (n_ == 0 || m_ == 0) {
      Fail("the system must have at least one state and one input.");
    }
    CheckSize("Q", Q, n_, n_);
    CheckSymmetricPositive("Q", Q, false);
    CheckSize("R", R, m_, m_);
    CheckSymmetricPositive("R", R, true);
    Q_ = Q;
    R_ = R;
    Rinv_ = R.inverse();
    N_ = MatrixXd::Zero(n_, m_);
    if (options.N) {
      CheckSize("options.N", *options.N, n_, m_);
      N_ = *options.N;
    }
    Qf_ = MatrixXd::Zero(n_, n_);
    if (options.Qf) {
      CheckSize("options.Qf", *options.Qf, n_, n_);
      CheckSymmetricPositive("options.Qf", *options.Qf,
                             options.use_square_root_method);
      Qf_ = *options.Qf;
    }

    if (options.x0 != nullptr) {
      CheckCovers("x0", *options.x0, t0, tf, n_);
      if (!discrete && !options.x0->has_derivative()) {
        Fail("options.x0 must have a derivative (has_derivative()).");
      }
      x0_ = options.x0->Clone();
    } else {
      x0_ = std::make_unique<PiecewisePolynomial<double>>(
          discrete ? VectorXd(context.get_discrete_state(0).value())
                   : context.get_continuous_state_vector().CopyToVector());
    }
    if (options.u0 != nullptr) {
      CheckCovers("u0", *options.u0, t0, tf, m_);
      u0_ = options.u0->Clone();
    } else {
      if (!input->HasValue(context)) {
        Fail(fmt::format(
            "input port '{}' has no value in the context; fix it at the "
            "nominal input or set options.u0.",
            input->get_name()));
      }
      u0_ = std::make_unique<PiecewisePolynomial<double>>(
          VectorXd(input->Eval(context)));
    }
    if (options.xd != nullptr) CheckCovers("xd", *options.xd, t0, tf, n_);
    if (options.ud != nullptr) CheckCovers("ud", *options.ud, t0, tf, m_);

    ad_system_ = system.ToAutoDiffXd();
    ad_input_ = &ad_system_->get_input_port(input->get_index());
    ad_context_ = ad_system_->CreateDefaultContext();
    ad_context_->SetTimeStateAndParametersFrom(context);
    ad_system_->FixInputPortsFrom(system, context, ad_context_.get());
  }

  int n() const { return n_; }
  int m() const { return m_; }
  const MatrixXd& Q() const { return Q_; }
  const MatrixXd& R() const { return R_; }
  const MatrixXd& Rinv() const { return Rinv_; }
  const MatrixXd& N() const { return N_; }
  const MatrixXd& Qf() const { return Qf_; }
  const Trajectory<double>& x0() const { return *x0_; }
  std::unique_ptr<Trajectory<double>> release_x0() { return std::move(x0_); }
  std::unique_ptr<Trajectory<double>> release_u0() { return std::move(u0_); }

  // xd(t) − x₀(t) and ud(t) − u₀(t) (zero when xd, ud are unset).
  VectorXd xd0(double t) const {
    return options_.xd != nullptr
               ? VectorXd(options_.xd->value(t) - x0_->value(t))
               : VectorXd::Zero(n_);
  }
  VectorXd ud0(double t) const {
    return options_.ud != nullptr
               ? VectorXd(options_.ud->value(t) - u0_->value(t))
               : VectorXd::Zero(m_);
  }

  // At time t about (x₀(t), u₀(t)): A = ∂f/∂x, B = ∂f/∂u and f, where f is
  // ẋ (continuous) or x[n+1] (discrete).
  void Linearize(double t, MatrixXd* A, MatrixXd* B, VectorXd* f) const {
    const VectorXd x0 = x0_->value(t);
    const VectorXd u0 = u0_->value(t);
    const int num_vars = n_ + m_;
    auto seeded = [num_vars](const VectorXd& values, int offset) {
      VectorX<AutoDiffXd> result(values.size());
      for (int i = 0; i < values.size(); ++i) {
        result[i] = AutoDiffXd(values[i], VectorXd::Unit(num_vars, offset + i));
      }
      return result;
    };
    ad_context_->SetTime(t);
    ad_input_->FixValue(ad_context_.get(), seeded(u0, n_));
    VectorX<AutoDiffXd> next;
    if (discrete_) {
      ad_context_->SetDiscreteState(0, seeded(x0, 0));
      auto events = ad_system_->AllocateCompositeEventCollection();
      ad_system_->CalcNextUpdateTime(*ad_context_, events.get());
      auto updated = ad_system_->AllocateDiscreteVariables();
      updated->SetFrom(ad_context_->get_discrete_state());
      ad_system_->CalcDiscreteVariableUpdate(
          *ad_context_, events->get_discrete_update_events(), updated.get());
      next = updated->get_vector(0).value();
    } else {
      ad_context_->SetContinuousState(seeded(x0, 0));
      next = ad_system_->EvalTimeDerivatives(*ad_context_).CopyToVector();
    }
    A->resize(n_, n_);
    B->resize(n_, m_);
    f->resize(n_);
    for (int i = 0; i < n_; ++i) {
      (*f)[i] = next[i].value();
      const auto d = next[i].derivatives();
      // An entry that does not depend on x or u has no derivatives.
      for (int j = 0; j < num_vars; ++j) {
        const double dij = j < d.size() ? d[j] : 0.0;
        if (j < n_) {
          (*A)(i, j) = dij;
        } else {
          (*B)(i, j - n_) = dij;
        }
      }
    }
  }

  // ẋ₀(t) (continuous time).
  VectorXd x0dot(double t) const { return x0_->EvalDerivative(t, 1); }

 private:
  bool discrete_{};
  const FiniteHorizonLinearQuadraticRegulatorOptions& options_;
  int n_{};
  int m_{};
  MatrixXd Q_, R_, Rinv_, N_, Qf_;
  std::unique_ptr<Trajectory<double>> x0_;
  std::unique_ptr<Trajectory<double>> u0_;
  std::unique_ptr<System<AutoDiffXd>> ad_system_;
  const InputPort<AutoDiffXd>* ad_input_{};
  // Reused by every linearization (not thread safe; private to a call).
  std::unique_ptr<Context<AutoDiffXd>> ad_context_;
};

// The Riccati differential equation in reversed time τ = −t, so that a
// Simulator integrates it forward from τ = −tf to τ = −t0. Its state is
// [vec(S) (or vec(P), S = P·Pᵀ, for the square-root method); sx; s0]
// (column-major); its derivative is −d/dt of those.
class RiccatiSystem final : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RiccatiSystem);

  RiccatiSystem(const Problem* problem, bool square_root)
      : problem_(problem), square_root_(square_root) {
    const int n = problem_->n();
    this->DeclareContinuousState(n * n + n + 1);
  }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const Problem& p = *problem_;
    const int n = p.n();
    const double t = -context.get_time();
    const VectorXd state = context.get_continuous_state_vector().CopyToVector();
    const Eigen::Map<const MatrixXd> M(state.data(), n, n);
    const VectorXd sx = state.segment(n * n, n);

    MatrixXd A, B;
    VectorXd f;
    p.Linearize(t, &A, &B, &f);
    const VectorXd c = f - p.x0dot(t);
    const VectorXd xd0 = p.xd0(t);
    const VectorXd ud0 = p.ud0(t);

    VectorXd minus_dot(state.size());
    Eigen::Map<MatrixXd> minus_Mdot(minus_dot.data(), n, n);
    MatrixXd S;
    if (square_root_) {
      // S = P·Pᵀ; −Ṗ = AᵀP − ½(N + SB)R⁻¹(BᵀP + NᵀP⁻ᵀ) + ½QP⁻ᵀ gives
      // −Ṡ = −ṖPᵀ − PṖᵀ, the Riccati equation below.
      S = M * M.transpose();
      const MatrixXd P_invT = M.inverse().transpose();
      minus_Mdot = A.transpose() * M -
                   0.5 * (p.N() + S * B) * p.Rinv() *
                       (B.transpose() * M + p.N().transpose() * P_invT) +
                   0.5 * p.Q() * P_invT;
    } else {
      S = M;
      const MatrixXd NSB = p.N() + S * B;
      minus_Mdot =
          S * A + A.transpose() * S - NSB * p.Rinv() * NSB.transpose() + p.Q();
    }
    // The affine terms: with r = −R·ud0 − Nᵀ·xd0 + Bᵀ·sx,
    // −ṡx = −Q·xd0 − N·ud0 + Aᵀ·sx + S·c − (N + SB)R⁻¹r,
    // −ṡ0 = xd0ᵀQxd0 + 2xd0ᵀN·ud0 + ud0ᵀR·ud0 + 2sxᵀc − rᵀR⁻¹r.
    const VectorXd r =
        -p.R() * ud0 - p.N().transpose() * xd0 + B.transpose() * sx;
    minus_dot.segment(n * n, n) = -p.Q() * xd0 - p.N() * ud0 +
                                  A.transpose() * sx + S * c -
                                  (p.N() + S * B) * (p.Rinv() * r);
    minus_dot[n * n + n] = xd0.dot(p.Q() * xd0) + 2 * xd0.dot(p.N() * ud0) +
                           ud0.dot(p.R() * ud0) + 2 * sx.dot(c) -
                           r.dot(p.Rinv() * r);
    derivatives->SetFromVector(minus_dot);
  }

  const Problem* const problem_;
  const bool square_root_;
};

FiniteHorizonLinearQuadraticRegulatorResult ContinuousTime(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const MatrixXd>& Q,
    const Eigen::Ref<const MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options) {
  const bool square_root = options.use_square_root_method;
  if (square_root && !options.Qf) {
    Fail(
        "options.use_square_root_method requires options.Qf (symmetric "
        "positive definite).");
  }
  Problem problem(system, context, false, t0, tf, Q, R, options);
  const int n = problem.n();

  // The state at tf: S = Qf (P = Qf^½), sx = −Qf·xd0, s0 = xd0ᵀQf·xd0.
  VectorXd final_state = VectorXd::Zero(n * n + n + 1);
  Eigen::Map<MatrixXd> M_f(final_state.data(), n, n);
  if (square_root) {
    const Eigen::SelfAdjointEigenSolver<MatrixXd> eig(problem.Qf());
    M_f = eig.operatorSqrt();
  } else {
    M_f = problem.Qf();
  }
  const VectorXd xd0_f = problem.xd0(tf);
  final_state.segment(n * n, n) = -problem.Qf() * xd0_f;
  final_state[n * n + n] = xd0_f.dot(problem.Qf() * xd0_f);

  RiccatiSystem riccati(&problem, square_root);
  Simulator<double> simulator(riccati);
  ApplySimulatorConfig(options.simulator_config, &simulator);
  Context<double>& riccati_context = simulator.get_mutable_context();
  riccati_context.SetContinuousState(final_state);
  riccati_context.SetTime(-tf);
  simulator.Initialize();
  IntegratorBase<double>& integrator = simulator.get_mutable_integrator();
  integrator.StartDenseIntegration();
  simulator.AdvanceTo(-t0);
  std::unique_ptr<PiecewisePolynomial<double>> solution =
      integrator.StopDenseIntegration();
  solution->ReverseTime();

  FiniteHorizonLinearQuadraticRegulatorResult result;
  PiecewisePolynomial<double> M = solution->Block(0, 0, n * n, 1);
  M.Reshape(n, n);
  auto S = std::make_unique<PiecewisePolynomial<double>>(
      square_root ? M * M.Transpose() : M);
  auto sx = std::make_unique<PiecewisePolynomial<double>>(
      solution->Block(n * n, 0, n, 1));
  result.s0 = std::make_unique<PiecewisePolynomial<double>>(
      solution->Block(n * n + n, 0, 1, 1));

  // K = R⁻¹(N + SB)ᵀ and k0 = −ud0 + R⁻¹(Bᵀsx − Nᵀxd0) need B(t), which
  // has no dense form: on each segment of S, a cubic through four equally
  // spaced samples (S's dense output is cubic too).
  PiecewisePolynomial<double> K, k0;
  const std::vector<double>& breaks = S->get_segment_times();
  const int kSamples = 4;
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    std::vector<double> times(kSamples);
    std::vector<MatrixXd> K_samples(kSamples), k0_samples(kSamples);
    for (int j = 0; j < kSamples; ++j) {
      const double s = static_cast<double>(j) / (kSamples - 1);
      const double t = j == kSamples - 1
                           ? breaks[i + 1]
                           : (1 - s) * breaks[i] + s * breaks[i + 1];
      times[j] = t;
      MatrixXd A, B;
      VectorXd f;
      problem.Linearize(t, &A, &B, &f);
      const MatrixXd S_t = S->value(t);
      K_samples[j] = problem.Rinv() * (problem.N() + S_t * B).transpose();
      k0_samples[j] =
          -problem.ud0(t) +
          problem.Rinv() * (B.transpose() * sx->value(t) -
                            problem.N().transpose() * problem.xd0(t));
    }
    K.ConcatenateInTime(
        PiecewisePolynomial<double>::LagrangeInterpolatingPolynomial(
            times, K_samples));
    k0.ConcatenateInTime(
        PiecewisePolynomial<double>::LagrangeInterpolatingPolynomial(
            times, k0_samples));
  }
  result.K = std::make_unique<PiecewisePolynomial<double>>(std::move(K));
  result.k0 = std::make_unique<PiecewisePolynomial<double>>(std::move(k0));
  result.S = std::move(S);
  result.sx = std::move(sx);
  result.x0 = problem.release_x0();
  result.u0 = problem.release_u0();
  return result;
}

FiniteHorizonLinearQuadraticRegulatorResult DiscreteTime(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const MatrixXd>& Q,
    const Eigen::Ref<const MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options) {
  if (options.use_square_root_method) {
    Fail(
        "the square-root method is not supported for discrete-time systems "
        "(as in Drake).");
  }
  double period = 0.0;
  if (!system.IsDifferenceEquationSystem(&period)) {
    Fail(fmt::format(
        "System '{}' has discrete state but is not a difference equation "
        "system (one discrete group updated by one periodic event).",
        system.GetSystemPathname()));
  }
  const double offset =
      system.GetUniquePeriodicDiscreteUpdateAttribute()->offset_sec();
  const double kTimeTolerance = 1e-10;
  for (double t : {t0, tf}) {
    if (std::abs(std::remainder(t - offset, period)) > kTimeTolerance) {
      Fail(fmt::format(
          "t0 and tf must be sample times of the system (offset {} + k·{}); "
          "got {}.",
          offset, period, t));
    }
  }
  Problem problem(system, context, true, t0, tf, Q, R, options);
  const int num_times = static_cast<int>(std::round((tf - t0) / period)) + 1;
  std::vector<double> times(num_times);
  for (int k = 0; k < num_times; ++k) times[k] = t0 + period * k;

  std::vector<MatrixXd> S(num_times), sx(num_times), s0(num_times);
  std::vector<MatrixXd> K(num_times - 1), k0(num_times - 1);
  const MatrixXd& Qm = problem.Q();
  const MatrixXd& Rm = problem.R();
  const MatrixXd& Nm = problem.N();
  const VectorXd xd0_f = problem.xd0(tf);
  S.back() = problem.Qf();
  sx.back() = -problem.Qf() * xd0_f;
  s0.back() = MatrixXd::Constant(1, 1, xd0_f.dot(problem.Qf() * xd0_f));
  for (int k = num_times - 2; k >= 0; --k) {
    const double t = times[k];
    MatrixXd A, B;
    VectorXd f;
    problem.Linearize(t, &A, &B, &f);
    // x̃[k+1] = A·x̃ + B·ũ + c, c = f(x₀[k], u₀[k]) − x₀[k+1].
    const VectorXd c = f - problem.x0().value(times[k + 1]);
    const VectorXd xd0 = problem.xd0(t);
    const VectorXd ud0 = problem.ud0(t);
    const MatrixXd& S1 = S[k + 1];
    const VectorXd sx1 = sx[k + 1];
    // Minimizing over ũ the quadratic ũᵀ·H·ũ + 2ũᵀ(G·x̃ + g):
    const MatrixXd H = Rm + B.transpose() * S1 * B;
    const MatrixXd G = Nm.transpose() + B.transpose() * S1 * A;
    const VectorXd g =
        -Rm * ud0 - Nm.transpose() * xd0 + B.transpose() * (S1 * c + sx1);
    const Eigen::LDLT<MatrixXd> H_ldlt(H);
    K[k] = H_ldlt.solve(G);
    k0[k] = H_ldlt.solve(g);
    S[k] = Qm + A.transpose() * S1 * A - G.transpose() * K[k];
    sx[k] = -Qm * xd0 - Nm * ud0 + A.transpose() * (S1 * c + sx1) -
            G.transpose() * k0[k];
    s0[k] = MatrixXd::Constant(1, 1,
                               xd0.dot(Qm * xd0) + 2 * xd0.dot(Nm * ud0) +
                                   ud0.dot(Rm * ud0) + c.dot(S1 * c) +
                                   2 * c.dot(sx1) + s0[k + 1](0, 0) -
                                   g.dot(k0[k].col(0)));
  }

  FiniteHorizonLinearQuadraticRegulatorResult result;
  result.S =
      std::make_unique<DiscreteTimeTrajectory<double>>(times, std::move(S));
  result.sx =
      std::make_unique<DiscreteTimeTrajectory<double>>(times, std::move(sx));
  result.s0 =
      std::make_unique<DiscreteTimeTrajectory<double>>(times, std::move(s0));
  times.pop_back();
  result.K =
      std::make_unique<DiscreteTimeTrajectory<double>>(times, std::move(K));
  result.k0 =
      std::make_unique<DiscreteTimeTrajectory<double>>(times, std::move(k0));
  result.x0 = problem.release_x0();
  result.u0 = problem.release_u0();
  return result;
}

// u = u₀(t) − K(t)(x − x₀(t)) − k0(t), from the result's trajectories.
template <typename T>
class Controller final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Controller);

  Controller(std::unique_ptr<Trajectory<double>> x0,
             std::unique_ptr<Trajectory<double>> u0,
             std::unique_ptr<Trajectory<double>> K,
             std::unique_ptr<Trajectory<double>> k0)
      : LeafSystem<T>(SystemTypeTag<Controller>{}),
        x0_(std::move(x0)),
        u0_(std::move(u0)),
        K_(std::move(K)),
        k0_(std::move(k0)) {
    this->DeclareVectorInputPort("plant_state", K_->cols());
    this->DeclareVectorOutputPort("command", K_->rows(),
                                  &Controller<T>::CalcCommand);
  }

  template <typename U>
  explicit Controller(const Controller<U>& other)
      : Controller(other.x0_->Clone(), other.u0_->Clone(), other.K_->Clone(),
                   other.k0_->Clone()) {}

 private:
  template <typename U>
  friend class Controller;

  void CalcCommand(const Context<T>& context, BasicVector<T>* command) const {
    const double t = ExtractDoubleOrThrow(context.get_time());
    const VectorX<T>& x = this->get_input_port(0).Eval(context);
    const VectorX<T> x_tilde = x - x0_->value(t).template cast<T>();
    command->SetFromVector(u0_->value(t).template cast<T>() -
                           K_->value(t).template cast<T>() * x_tilde -
                           k0_->value(t).template cast<T>());
  }

  std::unique_ptr<Trajectory<double>> x0_;
  std::unique_ptr<Trajectory<double>> u0_;
  std::unique_ptr<Trajectory<double>> K_;
  std::unique_ptr<Trajectory<double>> k0_;
};

}  // namespace

FiniteHorizonLinearQuadraticRegulatorResult
FiniteHorizonLinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const MatrixXd>& Q,
    const Eigen::Ref<const MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options) {
  system.ValidateContext(context);
  if (context.num_abstract_states() == 0 &&
      context.has_only_continuous_state()) {
    return ContinuousTime(system, context, t0, tf, Q, R, options);
  }
  if (context.num_abstract_states() == 0 &&
      context.num_continuous_states() == 0 &&
      context.num_discrete_state_groups() == 1) {
    return DiscreteTime(system, context, t0, tf, Q, R, options);
  }
  Fail(fmt::format(
      "System '{}' must have only continuous state or only one group of "
      "discrete state.",
      system.GetSystemPathname()));
}

std::unique_ptr<System<double>> MakeFiniteHorizonLinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const MatrixXd>& Q,
    const Eigen::Ref<const MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options) {
  FiniteHorizonLinearQuadraticRegulatorResult result =
      FiniteHorizonLinearQuadraticRegulator(system, context, t0, tf, Q, R,
                                            options);
  return std::make_unique<Controller<double>>(
      result.x0->Clone(), result.u0->Clone(), result.K->Clone(),
      result.k0->Clone());
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake
