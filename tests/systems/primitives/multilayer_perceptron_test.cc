// MultilayerPerceptron: ports and sizes, the parameter layout, outputs of a
// hand-computed network, sin/cos input features, Backpropagation against
// central differences and AutoDiffXd, the mean squared error, BatchOutput
// and its input gradient, LeCun initialization, scalar conversion, bad input.

#include "drake/systems/primitives/multilayer_perceptron.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/random.h"

namespace drake {
namespace systems {
namespace multilayer_perceptron_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// Central differences use this step; their truncation error is O(h²)·f'''
// (~1e-12 here) and their rounding error ~1e-16·|f|/h (~1e-10), so 1e-8
// leaves two orders of magnitude of margin and still catches any wrong
// gradient entry (the entries are O(0.01..1)).
constexpr double kStep = 1e-6;
constexpr double kFiniteDifferenceTol = 1e-8;

// A loss with a non-trivial gradient: Σ C∘Y + ½ Σ Y², so ∂loss/∂Y = C + Y.
MatrixXd LossWeights(int rows, int cols) {
  MatrixXd C(rows, cols);
  for (int k = 0; k < C.size(); ++k) C(k) = 0.3 * k - 0.7;
  return C;
}
double Loss(const MatrixXd& C, const MatrixXd& Y) {
  return (C.cwiseProduct(Y)).sum() + 0.5 * Y.squaredNorm();
}

// The network's outputs on X for the parameter vector `params`, through
// BatchOutput (so finite differences do not rely on Backpropagation).
MatrixXd Outputs(const MultilayerPerceptron<double>& mlp,
                 Context<double>* context, const VectorXd& params,
                 const MatrixXd& X) {
  mlp.SetParameters(context, params);
  MatrixXd Y(mlp.layers().back(), X.cols());
  mlp.BatchOutput(*context, X, &Y);
  return Y;
}

// Central differences of Loss(C, Outputs(params)) w.r.t. each parameter.
VectorXd LossGradientByDifferences(const MultilayerPerceptron<double>& mlp,
                                   const VectorXd& params, const MatrixXd& X,
                                   const MatrixXd& C) {
  auto context = mlp.CreateDefaultContext();
  VectorXd gradient(params.size());
  for (int k = 0; k < params.size(); ++k) {
    VectorXd plus = params, minus = params;
    plus[k] += kStep;
    minus[k] -= kStep;
    gradient[k] = (Loss(C, Outputs(mlp, context.get(), plus, X)) -
                   Loss(C, Outputs(mlp, context.get(), minus, X))) /
                  (2 * kStep);
  }
  return gradient;
}

// Parameters drawn by SetRandomContext with a fixed seed, scaled up so that
// tanh works away from its linear range.
VectorXd SomeParameters(const MultilayerPerceptron<double>& mlp, int seed) {
  auto context = mlp.CreateDefaultContext();
  RandomGenerator generator(seed);
  mlp.SetRandomContext(context.get(), &generator);
  return 2.0 * mlp.GetParameters(*context);
}

MatrixXd SomeInputs(int rows, int cols) {
  MatrixXd X(rows, cols);
  for (int k = 0; k < X.size(); ++k) X(k) = std::sin(1.3 * k + 0.2) * 1.5;
  return X;
}

TEST(MultilayerPerceptronTest, PortsAndSizes) {
  const MultilayerPerceptron<double> mlp({2, 3, 1});
  EXPECT_EQ(mlp.get_input_port().get_name(), "x");
  EXPECT_EQ(mlp.get_output_port().get_name(), "y");
  EXPECT_EQ(mlp.get_input_port().size(), 2);
  EXPECT_EQ(mlp.get_output_port().size(), 1);
  EXPECT_TRUE(mlp.HasDirectFeedthrough(0, 0));
  EXPECT_EQ(mlp.layers(), std::vector<int>({2, 3, 1}));
  // (3·2 + 3) + (1·3 + 1).
  EXPECT_EQ(mlp.num_parameters(), 13);
  // default: tanh in the hidden layer, identity in the output layer.
  EXPECT_EQ(mlp.activation_type(0), kTanh);
  EXPECT_EQ(mlp.activation_type(1), kIdentity);
  EXPECT_EQ(mlp.num_numeric_parameter_groups(), 1);

  const MultilayerPerceptron<double> relu({4, 5, 6, 2}, kReLU);
  EXPECT_EQ(relu.activation_type(0), kReLU);
  EXPECT_EQ(relu.activation_type(1), kReLU);
  EXPECT_EQ(relu.activation_type(2), kIdentity);
  EXPECT_EQ(relu.num_parameters(), (5 * 4 + 5) + (6 * 5 + 6) + (2 * 6 + 2));

  const MultilayerPerceptron<double> each({4, 5, 2}, {kIdentity, kTanh});
  EXPECT_EQ(each.activation_type(0), kIdentity);
  EXPECT_EQ(each.activation_type(1), kTanh);
  // as in C++ overload resolution for Drake's: a one-element braced list
  // picks the single-activation constructor.
  const MultilayerPerceptron<double> single({4, 5, 2}, {kReLU});
  EXPECT_EQ(single.activation_type(0), kReLU);
  EXPECT_EQ(single.activation_type(1), kIdentity);

  // sin/cos features: 3 inputs, 2 of them expanded, so 5 features.
  const MultilayerPerceptron<double> features({true, false, true}, {4, 2},
                                              {kReLU, kTanh});
  EXPECT_EQ(features.get_input_port().size(), 3);
  EXPECT_EQ(features.get_output_port().size(), 2);
  EXPECT_EQ(features.layers(), std::vector<int>({5, 4, 2}));
  EXPECT_EQ(features.num_parameters(), (4 * 5 + 4) + (2 * 4 + 2));
  EXPECT_EQ(features.activation_type(0), kReLU);
  EXPECT_EQ(features.activation_type(1), kTanh);

  // default parameters are zeros; SetRandomContext changes them.
  auto context = mlp.CreateDefaultContext();
  EXPECT_EQ(mlp.GetParameters(*context), VectorXd::Zero(13));
}

// SetWeights / SetBiases land at the documented offsets: per layer, W
// column-major, then b.
TEST(MultilayerPerceptronTest, ParameterLayout) {
  const MultilayerPerceptron<double> mlp({2, 3, 2});
  auto context = mlp.CreateDefaultContext();
  MatrixXd W0(3, 2);
  W0 << 1, 2, 3, 4, 5, 6;
  const VectorXd b0 = (VectorXd(3) << 7, 8, 9).finished();
  MatrixXd W1(2, 3);
  W1 << 10, 11, 12, 13, 14, 15;
  const VectorXd b1 = (VectorXd(2) << 16, 17).finished();
  mlp.SetWeights(context.get(), 0, W0);
  mlp.SetBiases(context.get(), 0, b0);
  mlp.SetWeights(context.get(), 1, W1);
  mlp.SetBiases(context.get(), 1, b1);

  const VectorXd expected =
      (VectorXd(17) << 1, 3, 5, 2, 4, 6,  // W0 by columns: offsets 0..5
       7, 8, 9,                           // b0: offsets 6..8
       10, 13, 11, 14, 12, 15,            // W1 by columns: offsets 9..14
       16, 17)                            // b1: offsets 15, 16
          .finished();
  const VectorXd& params = mlp.GetParameters(*context);
  EXPECT_EQ(params, expected);

  // the getters read the same places (both overloads).
  EXPECT_EQ(MatrixXd(mlp.GetWeights(*context, 0)), W0);
  EXPECT_EQ(VectorXd(mlp.GetBiases(*context, 0)), b0);
  EXPECT_EQ(MatrixXd(mlp.GetWeights(params, 1)), W1);
  EXPECT_EQ(VectorXd(mlp.GetBiases(params, 1)), b1);

  // the parameter-vector setters write the same layout.
  VectorXd vector = VectorXd::Zero(17);
  mlp.SetWeights(&vector, 0, W0);
  mlp.SetBiases(&vector, 0, b0);
  mlp.SetWeights(&vector, 1, W1);
  mlp.SetBiases(&vector, 1, b1);
  EXPECT_EQ(vector, expected);

  // SetParameters / GetMutableParameters, and the output follows them.
  auto other = mlp.CreateDefaultContext();
  mlp.get_input_port().FixValue(other.get(), VectorXd::Zero(2));
  EXPECT_EQ(mlp.get_output_port().Eval(*other), VectorXd::Zero(2));
  mlp.SetParameters(other.get(), expected);
  EXPECT_EQ(mlp.GetParameters(*other), expected);
  // x = 0: y = W1 tanh(b0) + b1.
  const VectorXd y = W1 * b0.array().tanh().matrix() + b1;
  EXPECT_TRUE(mlp.get_output_port().Eval(*other).isApprox(y, 1e-15));
  mlp.GetMutableParameters(other.get())[16] = -1.0;
  EXPECT_EQ(mlp.GetBiases(*other, 1)[1], -1.0);
  EXPECT_NEAR(mlp.get_output_port().Eval(*other)[1], y[1] - 18.0, 1e-13);
}

// A 2-2-1 network worked by hand: x = (1, 2), W0 = [1 −2; 0.5 1],
// b0 = (0.5, −1), so z0 = (−2.5, 1.5); W1 = [2 −1], b1 = 0.25.
TEST(MultilayerPerceptronTest, HandComputedOutputs) {
  MatrixXd W0(2, 2);
  W0 << 1, -2, 0.5, 1;
  const VectorXd b0 = (VectorXd(2) << 0.5, -1).finished();
  MatrixXd W1(1, 2);
  W1 << 2, -1;
  const VectorXd b1 = VectorXd::Constant(1, 0.25);
  const VectorXd x = (VectorXd(2) << 1, 2).finished();
  struct Case {
    std::vector<PerceptronActivationType> activations;
    double y;
  };
  const std::vector<Case> cases{
      // ReLU: h = (0, 1.5); y = tanh(−1.5 + 0.25) = tanh(−1.25).
      {{kReLU, kTanh}, -0.8482836399575129},
      // tanh: y = 2 tanh(−2.5) − tanh(1.5) + 0.25.
      {{kTanh, kIdentity}, -2.628376849947727},
      // identity: y = 2(−2.5) − 1.5 + 0.25.
      {{kIdentity, kIdentity}, -6.25},
  };
  for (const Case& c : cases) {
    const MultilayerPerceptron<double> mlp({2, 2, 1}, c.activations);
    auto context = mlp.CreateDefaultContext();
    mlp.SetWeights(context.get(), 0, W0);
    mlp.SetBiases(context.get(), 0, b0);
    mlp.SetWeights(context.get(), 1, W1);
    mlp.SetBiases(context.get(), 1, b1);
    mlp.get_input_port().FixValue(context.get(), x);
    EXPECT_NEAR(mlp.get_output_port().Eval(*context)[0], c.y, 1e-15);
  }
  // the single-activation constructor with kTanh is the second case.
  const MultilayerPerceptron<double> mlp({2, 2, 1});
  auto context = mlp.CreateDefaultContext();
  mlp.SetWeights(context.get(), 0, W0);
  mlp.SetBiases(context.get(), 0, b0);
  mlp.SetWeights(context.get(), 1, W1);
  mlp.SetBiases(context.get(), 1, b1);
  mlp.get_input_port().FixValue(context.get(), x);
  EXPECT_NEAR(mlp.get_output_port().Eval(*context)[0], -2.628376849947727,
              1e-15);
}

// [x0, x1, x2] → features [sin x0, cos x0, x1, sin x2, cos x2].
TEST(MultilayerPerceptronTest, SinCosFeatures) {
  const MultilayerPerceptron<double> mlp({true, false, true}, {2, 1},
                                         {kIdentity, kIdentity});
  auto context = mlp.CreateDefaultContext();
  MatrixXd W0(2, 5);
  W0 << 1, 2, 3, 4, 5, -1, 0.5, 0.25, -2, 1.5;
  MatrixXd W1(1, 2);
  W1 << 1, -3;
  mlp.SetWeights(context.get(), 0, W0);
  mlp.SetWeights(context.get(), 1, W1);
  mlp.SetBiases(context.get(), 1, VectorXd::Constant(1, 0.5));
  const VectorXd x = (VectorXd(3) << 0.3, -0.7, 2.0).finished();
  mlp.get_input_port().FixValue(context.get(), x);
  const VectorXd features = (VectorXd(5) << std::sin(0.3), std::cos(0.3), -0.7,
                             std::sin(2.0), std::cos(2.0))
                                .finished();
  const double expected = (W1 * W0 * features)[0] + 0.5;
  EXPECT_NEAR(mlp.get_output_port().Eval(*context)[0], expected, 1e-14);

  // 2π-periodic in x0 and x2, not in x1.
  VectorXd shifted = x;
  shifted[0] += 2 * M_PI;
  shifted[2] -= 4 * M_PI;
  mlp.get_input_port().FixValue(context.get(), shifted);
  EXPECT_NEAR(mlp.get_output_port().Eval(*context)[0], expected, 1e-13);
  shifted[1] += 2 * M_PI;
  mlp.get_input_port().FixValue(context.get(), shifted);
  // x1 enters linearly: y changes by (W1 W0)(:, 2) · 2π.
  EXPECT_NEAR(mlp.get_output_port().Eval(*context)[0],
              expected + (W1 * W0)(0, 2) * 2 * M_PI, 1e-12);
}

struct Network {
  std::vector<bool> sin_cos;  // empty: the layers constructor
  std::vector<int> layers;
  std::vector<PerceptronActivationType> activations;
};

std::unique_ptr<MultilayerPerceptron<double>> Make(const Network& n) {
  if (n.sin_cos.empty()) {
    return std::make_unique<MultilayerPerceptron<double>>(n.layers,
                                                          n.activations);
  }
  return std::make_unique<MultilayerPerceptron<double>>(n.sin_cos, n.layers,
                                                        n.activations);
}

const std::vector<Network>& Networks() {
  static const std::vector<Network> networks{
      {{}, {3, 5, 4, 2}, {kTanh, kReLU, kIdentity}},
      {{}, {2, 3, 1}, {kTanh, kTanh}},
      {{true, false}, {4, 2}, {kTanh, kIdentity}},
  };
  return networks;
}

// The smallest |z| over all ReLU layers' pre-activations for the batch, so
// that the finite differences below stay on one side of ReLU's kink.
double SmallestReluMargin(const MultilayerPerceptron<double>& mlp,
                          const VectorXd& params, const MatrixXd& X) {
  double margin = std::numeric_limits<double>::infinity();
  for (int j = 0; j < X.cols(); ++j) {
    VectorXd a(X.col(j));
    if (mlp.layers()[0] != X.rows()) {
      // the only featured network here: [sin x0, cos x0, x1].
      a = (VectorXd(3) << std::sin(X(0, j)), std::cos(X(0, j)), X(1, j))
              .finished();
    }
    for (int i = 0; i + 1 < static_cast<int>(mlp.layers().size()); ++i) {
      const VectorXd z =
          mlp.GetWeights(params, i) * a + mlp.GetBiases(params, i);
      if (mlp.activation_type(i) == kReLU) {
        margin = std::min(margin, z.cwiseAbs().minCoeff());
        a = z.cwiseMax(0.0);
      } else if (mlp.activation_type(i) == kTanh) {
        a = z.array().tanh().matrix();
      } else {
        a = z;
      }
    }
  }
  return margin;
}

TEST(MultilayerPerceptronTest, BackpropagationMatchesFiniteDifferences) {
  for (const Network& network : Networks()) {
    const auto mlp = Make(network);
    const int num_inputs = mlp->get_input_port().size();
    const VectorXd params = SomeParameters(*mlp, 7);
    const MatrixXd X = SomeInputs(num_inputs, 4);
    const MatrixXd C = LossWeights(mlp->layers().back(), 4);
    ASSERT_GT(SmallestReluMargin(*mlp, params, X), 1e-3);

    auto context = mlp->CreateDefaultContext();
    mlp->SetParameters(context.get(), params);
    VectorXd gradient(mlp->num_parameters());
    int calls = 0;
    const double loss = mlp->Backpropagation(
        *context, X,
        [&C, &calls](const Eigen::Ref<const MatrixXd>& Y,
                     EigenPtr<MatrixXd> dloss_dY) {
          ++calls;
          EXPECT_EQ(dloss_dY->rows(), Y.rows());
          EXPECT_EQ(dloss_dY->cols(), Y.cols());
          *dloss_dY = C + Y;
          return Loss(C, Y);
        },
        &gradient);
    EXPECT_EQ(calls, 1);
    EXPECT_NEAR(loss, Loss(C, Outputs(*mlp, context.get(), params, X)), 1e-13);
    const VectorXd expected = LossGradientByDifferences(*mlp, params, X, C);
    EXPECT_GT(expected.cwiseAbs().maxCoeff(), 0.1);
    for (int k = 0; k < gradient.size(); ++k) {
      EXPECT_NEAR(gradient[k], expected[k], kFiniteDifferenceTol)
          << "parameter " << k;
    }
  }
}

// Backpropagation against forward-mode AutoDiffXd of the same loss (one
// derivative per parameter); both are exact up to rounding.
TEST(MultilayerPerceptronTest, BackpropagationMatchesAutoDiff) {
  for (const Network& network : Networks()) {
    const auto mlp = Make(network);
    const int num_inputs = mlp->get_input_port().size();
    const int n = mlp->num_parameters();
    const VectorXd params = SomeParameters(*mlp, 11);
    const MatrixXd X = SomeInputs(num_inputs, 3);
    const MatrixXd C = LossWeights(mlp->layers().back(), 3);

    auto context = mlp->CreateDefaultContext();
    mlp->SetParameters(context.get(), params);
    VectorXd gradient(n);
    mlp->Backpropagation(
        *context, X,
        [&C](const Eigen::Ref<const MatrixXd>& Y, EigenPtr<MatrixXd> dloss_dY) {
          *dloss_dY = C + Y;
          return Loss(C, Y);
        },
        &gradient);

    const auto ad = System<double>::ToAutoDiffXd(*mlp);
    auto ad_context = ad->CreateDefaultContext();
    VectorX<AutoDiffXd> ad_params(n);
    for (int k = 0; k < n; ++k) {
      ad_params[k] = AutoDiffXd(params[k], VectorXd::Unit(n, k));
    }
    ad->SetParameters(ad_context.get(), ad_params);
    MatrixX<AutoDiffXd> Y(ad->layers().back(), X.cols());
    ad->BatchOutput(*ad_context, X.cast<AutoDiffXd>(), &Y);
    AutoDiffXd loss = 0.0;
    for (int k = 0; k < Y.size(); ++k) {
      loss += C(k) * Y(k) + 0.5 * Y(k) * Y(k);
    }
    ASSERT_EQ(loss.derivatives().size(), n);
    EXPECT_TRUE(gradient.isApprox(loss.derivatives(), 1e-12))
        << gradient.transpose() << "\n"
        << loss.derivatives().transpose();

    // Backpropagation on the AutoDiffXd system: its values are the double
    // gradient's.
    VectorX<AutoDiffXd> ad_gradient(n);
    const AutoDiffXd ad_loss = ad->Backpropagation(
        *ad_context, X.cast<AutoDiffXd>(),
        [&C](const Eigen::Ref<const MatrixX<AutoDiffXd>>& Yad,
             EigenPtr<MatrixX<AutoDiffXd>> dloss_dY) {
          AutoDiffXd l = 0.0;
          for (int c = 0; c < Yad.cols(); ++c) {
            for (int r = 0; r < Yad.rows(); ++r) {
              (*dloss_dY)(r, c) = C(r, c) + Yad(r, c);
              l += C(r, c) * Yad(r, c) + 0.5 * Yad(r, c) * Yad(r, c);
            }
          }
          return l;
        },
        &ad_gradient);
    EXPECT_NEAR(ad_loss.value(), loss.value(), 1e-13);
    EXPECT_TRUE(ad_loss.derivatives().isApprox(loss.derivatives(), 1e-13));
    for (int k = 0; k < n; ++k) {
      EXPECT_NEAR(ad_gradient[k].value(), gradient[k], 1e-13);
    }
  }
}

// loss = (1/N) Σⱼ |yⱼ − yᵈⱼ|², and its gradient is Backpropagation's with
// that loss written out here.
TEST(MultilayerPerceptronTest, MeanSquaredError) {
  const MultilayerPerceptron<double> mlp({3, 4, 2}, kTanh);
  const VectorXd params = SomeParameters(mlp, 3);
  auto context = mlp.CreateDefaultContext();
  mlp.SetParameters(context.get(), params);
  const MatrixXd X = SomeInputs(3, 5);
  MatrixXd Y_desired(2, 5);
  Y_desired << 1, -1, 0.5, 0, 2, -0.5, 0.25, 1, -2, 0;

  VectorXd gradient(mlp.num_parameters());
  const double loss =
      mlp.BackpropagationMeanSquaredError(*context, X, Y_desired, &gradient);

  const MatrixXd Y = Outputs(mlp, context.get(), params, X);
  double definition = 0;
  for (int j = 0; j < 5; ++j) {
    definition += (Y.col(j) - Y_desired.col(j)).squaredNorm();
  }
  definition /= 5;
  EXPECT_GT(definition, 0.1);
  EXPECT_NEAR(loss, definition, 1e-14);

  VectorXd expected(mlp.num_parameters());
  mlp.Backpropagation(
      *context, X,
      [&Y_desired](const Eigen::Ref<const MatrixXd>& Yb,
                   EigenPtr<MatrixXd> dloss_dY) {
        *dloss_dY = 2.0 / 5.0 * (Yb - Y_desired);
        return (Yb - Y_desired).squaredNorm() / 5.0;
      },
      &expected);
  EXPECT_TRUE(gradient.isApprox(expected, 1e-15));

  // and against central differences of the definition.
  auto fd_context = mlp.CreateDefaultContext();
  for (int k = 0; k < mlp.num_parameters(); ++k) {
    VectorXd plus = params, minus = params;
    plus[k] += kStep;
    minus[k] -= kStep;
    const double fd =
        ((Outputs(mlp, fd_context.get(), plus, X) - Y_desired).squaredNorm() -
         (Outputs(mlp, fd_context.get(), minus, X) - Y_desired).squaredNorm()) /
        5.0 / (2 * kStep);
    EXPECT_NEAR(gradient[k], fd, kFiniteDifferenceTol) << "parameter " << k;
  }
}

// The scratch storage is reused across calls and batch sizes; results do not
// depend on earlier calls. A loss that leaves dloss_dY unset gives NaN.
TEST(MultilayerPerceptronTest, RepeatedCallsAndBatchSizes) {
  const MultilayerPerceptron<double> mlp({2, 3, 1}, kTanh);
  const VectorXd params = SomeParameters(mlp, 5);
  auto context = mlp.CreateDefaultContext();
  mlp.SetParameters(context.get(), params);
  const MatrixXd X3 = SomeInputs(2, 3);
  const MatrixXd X6 = SomeInputs(2, 6);
  const MatrixXd Y3 = MatrixXd::Ones(1, 3);
  const MatrixXd Y6 = MatrixXd::Zero(1, 6);

  VectorXd first(mlp.num_parameters()), again(mlp.num_parameters()),
      other(mlp.num_parameters()), fresh(mlp.num_parameters());
  const double l1 =
      mlp.BackpropagationMeanSquaredError(*context, X3, Y3, &first);
  mlp.BackpropagationMeanSquaredError(*context, X6, Y6, &other);
  MatrixXd Y(1, 6);
  mlp.BatchOutput(*context, X6, &Y);
  const double l2 =
      mlp.BackpropagationMeanSquaredError(*context, X3, Y3, &again);
  EXPECT_EQ(l1, l2);
  EXPECT_EQ(first, again);
  auto new_context = mlp.CreateDefaultContext();
  mlp.SetParameters(new_context.get(), params);
  mlp.BackpropagationMeanSquaredError(*new_context, X6, Y6, &fresh);
  EXPECT_EQ(other, fresh);
  EXPECT_FALSE(first.isApprox(other));

  VectorXd nan_gradient(mlp.num_parameters());
  const double loss = mlp.Backpropagation(
      *context, X3,
      [](const Eigen::Ref<const MatrixXd>&, EigenPtr<MatrixXd>) { return 1.5; },
      &nan_gradient);
  EXPECT_EQ(loss, 1.5);
  EXPECT_TRUE(nan_gradient.array().isNaN().all());
}

// BatchOutput column j equals CalcOutput on X.col(j); dYdX against central
// differences of BatchOutput in each input.
TEST(MultilayerPerceptronTest, BatchOutputAndGradient) {
  for (const Network& network : Networks()) {
    const auto mlp = Make(network);
    const int num_inputs = mlp->get_input_port().size();
    const int num_outputs = mlp->layers().back();
    const VectorXd params = SomeParameters(*mlp, 13);
    auto context = mlp->CreateDefaultContext();
    mlp->SetParameters(context.get(), params);
    const MatrixXd X = SomeInputs(num_inputs, 5);
    ASSERT_GT(SmallestReluMargin(*mlp, params, X), 1e-3);

    MatrixXd Y(num_outputs, 5);
    mlp->BatchOutput(*context, X, &Y);
    EXPECT_GT(Y.cwiseAbs().maxCoeff(), 0.1);
    for (int j = 0; j < 5; ++j) {
      mlp->get_input_port().FixValue(context.get(), VectorXd(X.col(j)));
      EXPECT_TRUE(mlp->get_output_port().Eval(*context).isApprox(
          VectorXd(Y.col(j)), 1e-15))
          << "column " << j;
    }
    if (num_outputs != 1) {
      MatrixXd dYdX(num_inputs, 5);
      DRAKE_EXPECT_THROWS_MESSAGE(
          mlp->BatchOutput(*context, X, &Y, &dYdX),
          ".*BatchOutput\\(\\): dYdX is only available when the network has "
          "a single output; this one has 2\\.");
      continue;
    }
    MatrixXd dYdX(num_inputs, 5);
    mlp->BatchOutput(*context, X, &Y, &dYdX);
    for (int i = 0; i < num_inputs; ++i) {
      MatrixXd plus = X, minus = X;
      plus.row(i).array() += kStep;
      minus.row(i).array() -= kStep;
      MatrixXd Yp(1, 5), Ym(1, 5);
      mlp->BatchOutput(*context, plus, &Yp);
      mlp->BatchOutput(*context, minus, &Ym);
      const MatrixXd fd = (Yp - Ym) / (2 * kStep);
      for (int j = 0; j < 5; ++j) {
        EXPECT_NEAR(dYdX(i, j), fd(0, j), kFiniteDifferenceTol)
            << "input " << i << ", column " << j;
      }
    }
    EXPECT_GT(dYdX.cwiseAbs().maxCoeff(), 0.05);
  }
}

// LeCun initialization: layer i's weights and biases are m·U(−1, 1) with
// m = √(3/layers[i]), drawn in parameter order from the generator.
TEST(MultilayerPerceptronTest, SetRandomParameters) {
  const MultilayerPerceptron<double> mlp({200, 100, 1});
  auto context = mlp.CreateDefaultContext();
  RandomGenerator generator(42);
  mlp.SetRandomContext(context.get(), &generator);
  const VectorXd params = mlp.GetParameters(*context);

  // identical to direct draws from an equally seeded engine.
  RandomGenerator same(42);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  const double m0 = std::sqrt(3.0 / 200.0);
  const double m1 = std::sqrt(3.0 / 100.0);
  ASSERT_EQ(params.size(), 100 * 200 + 100 + 100 + 1);
  for (int k = 0; k < params.size(); ++k) {
    const double m = k < 100 * 200 + 100 ? m0 : m1;
    ASSERT_EQ(params[k], m * uniform(same)) << "parameter " << k;
  }

  // statistics of layer 0 (20100 samples): mean 0 ± 5σ/√N with σ² = 1/200,
  // variance 1/200 ± 5·√((μ₄ − σ⁴)/N) with μ₄ = m⁴/5 for U(−m, m).
  const VectorXd layer0 = params.head(100 * 200 + 100);
  const double N = static_cast<double>(layer0.size());
  const double sigma2 = 1.0 / 200.0;
  const double mean = layer0.mean();
  const double variance = (layer0.array() - mean).square().sum() / (N - 1);
  EXPECT_NEAR(mean, 0.0, 5 * std::sqrt(sigma2 / N));
  EXPECT_NEAR(variance, sigma2,
              5 * std::sqrt((std::pow(m0, 4) / 5 - sigma2 * sigma2) / N));
  EXPECT_LE(layer0.cwiseAbs().maxCoeff(), m0);
  EXPECT_GT(layer0.cwiseAbs().maxCoeff(), 0.99 * m0);
  // layer 1's range is the wider √(3/100).
  const VectorXd layer1 = params.tail(101);
  EXPECT_LE(layer1.cwiseAbs().maxCoeff(), m1);
  EXPECT_GT(layer1.cwiseAbs().maxCoeff(), m0);

  // SetDefaultContext restores zeros; the same seed repeats the draws.
  mlp.SetDefaultContext(context.get());
  EXPECT_EQ(mlp.GetParameters(*context), VectorXd::Zero(params.size()));
  RandomGenerator again(42);
  mlp.SetRandomParameters(*context, &context->get_mutable_parameters(), &again);
  EXPECT_EQ(mlp.GetParameters(*context), params);
}

TEST(MultilayerPerceptronTest, ScalarConversion) {
  const MultilayerPerceptron<double> mlp({true, false}, {3, 1}, {kReLU, kTanh});
  auto context = mlp.CreateDefaultContext();
  const VectorXd params = SomeParameters(mlp, 17);
  mlp.SetParameters(context.get(), params);
  const VectorXd x = (VectorXd(2) << 0.4, -1.2).finished();
  mlp.get_input_port().FixValue(context.get(), x);
  const double y = mlp.get_output_port().Eval(*context)[0];
  ASSERT_GT(std::abs(y), 0.01);

  const std::unique_ptr<MultilayerPerceptron<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(mlp);
  EXPECT_EQ(ad->layers(), mlp.layers());
  EXPECT_EQ(ad->num_parameters(), mlp.num_parameters());
  EXPECT_EQ(ad->activation_type(0), kReLU);
  EXPECT_EQ(ad->activation_type(1), kTanh);
  EXPECT_EQ(ad->get_input_port().size(), 2);
  auto ad_context = ad->CreateDefaultContext();
  ad_context->SetTimeStateAndParametersFrom(*context);
  for (int k = 0; k < params.size(); ++k) {
    EXPECT_EQ(ad->GetParameters(*ad_context)[k].value(), params[k]);
  }
  // ∂y/∂x by AutoDiffXd equals BatchOutput's dYdX.
  VectorX<AutoDiffXd> x_ad(2);
  x_ad[0] = AutoDiffXd(x[0], VectorXd::Unit(2, 0));
  x_ad[1] = AutoDiffXd(x[1], VectorXd::Unit(2, 1));
  ad->get_input_port().FixValue(ad_context.get(), x_ad);
  const AutoDiffXd y_ad = ad->get_output_port().Eval(*ad_context)[0];
  EXPECT_NEAR(y_ad.value(), y, 1e-15);
  MatrixXd Y(1, 1), dYdX(2, 1);
  mlp.BatchOutput(*context, x, &Y, &dYdX);
  EXPECT_NEAR(y_ad.derivatives()[0], dYdX(0, 0), 1e-14);
  EXPECT_NEAR(y_ad.derivatives()[1], dYdX(1, 0), 1e-14);
  EXPECT_GT(dYdX.cwiseAbs().maxCoeff(), 0.01);

  // and back to double.
  const std::unique_ptr<MultilayerPerceptron<double>> back =
      System<AutoDiffXd>::ToScalarType<double>(*ad);
  EXPECT_EQ(back->layers(), mlp.layers());
  auto back_context = back->CreateDefaultContext();
  back_context->SetTimeStateAndParametersFrom(*context);
  EXPECT_EQ(back->GetParameters(*back_context), params);
  back->get_input_port().FixValue(back_context.get(), x);
  EXPECT_EQ(back->get_output_port().Eval(*back_context)[0], y);
}

TEST(MultilayerPerceptronTest, BadConstruction) {
  using Layers = std::vector<int>;
  using Activations = std::vector<PerceptronActivationType>;
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{}),
      "MultilayerPerceptron\\(\\): the layers argument has too few elements: "
      "0 given, at least 2 expected \\(the number of inputs and the number "
      "of outputs\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(MultilayerPerceptron<double>(Layers{3}, kReLU),
                              ".*too few elements: 1 given, at least 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{3}, Activations{}),
      ".*too few elements: 1 given, at least 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{0, 2}),
      "MultilayerPerceptron\\(\\): layers\\[0\\] is 0; every layer needs at "
      "least one unit\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{2, 3, -1, 1}),
      "MultilayerPerceptron\\(\\): layers\\[2\\] is -1; every layer needs at "
      "least one unit\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{2, 3, 1}, Activations{kTanh}),
      "MultilayerPerceptron\\(\\): 1 activation types given; 2 expected "
      "\\(one per layer after the input layer\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>({true}, {2, 1}, {kTanh, kTanh, kTanh}),
      ".*3 activation types given; 2 expected.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(std::vector<bool>{}, {2, 1}, {kTanh, kTanh}),
      "MultilayerPerceptron\\(\\): use_sin_cos_for_input is empty; one "
      "element per input \\(at least one\\) expected\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>({true}, Layers{}, {}),
      "MultilayerPerceptron\\(\\): remaining_layers is empty; at least one "
      "element \\(the number of outputs\\) expected\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(
          Layers{2, 1}, Activations{static_cast<PerceptronActivationType>(7)}),
      ".*unknown activation type 7; kIdentity, kReLU or kTanh expected\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      MultilayerPerceptron<double>(Layers{2, 3, 1},
                                   static_cast<PerceptronActivationType>(9)),
      ".*unknown activation type 9;.*");
}

TEST(MultilayerPerceptronTest, BadArguments) {
  const MultilayerPerceptron<double> mlp({2, 3, 2});
  auto context = mlp.CreateDefaultContext();
  VectorXd params = VectorXd::Zero(mlp.num_parameters());
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.activation_type(2),
      "MultilayerPerceptron::activation_type\\(\\): layer 2 is out of "
      "range; 0 <= layer < 2 expected \\(one less than the number of "
      "layers\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.activation_type(-1),
                              ".*layer -1 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.GetWeights(*context, 2),
                              ".*GetWeights\\(\\): layer 2 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.GetBiases(params, -1),
                              ".*GetBiases\\(\\): layer -1 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.SetWeights(context.get(), 2, MatrixXd::Zero(2, 3)),
      ".*SetWeights\\(\\): layer 2 is out of range.*");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.SetBiases(&params, 5, VectorXd::Zero(2)),
                              ".*SetBiases\\(\\): layer 5 is out of range.*");

  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.SetWeights(context.get(), 0, MatrixXd::Zero(2, 3)),
      "MultilayerPerceptron::SetWeights\\(\\): W is 2×3; 3×2 expected for "
      "layer 0\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.SetWeights(&params, 1, MatrixXd::Zero(3, 2)),
                              ".*W is 3×2; 2×3 expected for layer 1\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.SetBiases(context.get(), 1, VectorXd::Zero(3)),
      "MultilayerPerceptron::SetBiases\\(\\): b has 3 elements; 2 expected "
      "for layer 1\\.");

  const VectorXd short_params = VectorXd::Zero(5);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.SetParameters(context.get(), short_params),
      "MultilayerPerceptron::SetParameters\\(\\): the parameter vector has 5 "
      "elements; 17 expected \\(num_parameters\\(\\)\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.GetWeights(short_params, 0),
                              ".*GetWeights\\(\\): the parameter vector has 5 "
                              "elements; 17 expected.*");
  VectorXd long_params = VectorXd::Zero(18);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.SetBiases(&long_params, 0, VectorXd::Zero(3)),
      ".*SetBiases\\(\\): the parameter vector has 18 elements; 17 "
      "expected.*");
  // nothing was written by the failed calls.
  EXPECT_EQ(mlp.GetParameters(*context), VectorXd::Zero(17));
  EXPECT_EQ(long_params, VectorXd::Zero(18));

  // batch methods.
  const MatrixXd X = MatrixXd::Zero(2, 4);
  const MatrixXd bad_X = MatrixXd::Zero(3, 4);
  VectorXd gradient(17), bad_gradient(16);
  const MatrixXd Y_desired = MatrixXd::Zero(2, 4);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BackpropagationMeanSquaredError(*context, bad_X, MatrixXd::Zero(2, 4),
                                          &gradient),
      "MultilayerPerceptron::Backpropagation\\(\\): X has 3 rows; 2 expected "
      "\\(the number of inputs\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BackpropagationMeanSquaredError(*context, X, Y_desired,
                                          &bad_gradient),
      ".*Backpropagation\\(\\): the parameter vector has 16 elements; 17 "
      "expected.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BackpropagationMeanSquaredError(*context, X, Y_desired, nullptr),
      ".*Backpropagation\\(\\): dloss_dparams is null; a vector of "
      "num_parameters\\(\\) elements expected\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BackpropagationMeanSquaredError(*context, X, MatrixXd::Zero(2, 3),
                                          &gradient),
      "MultilayerPerceptron::BackpropagationMeanSquaredError\\(\\): "
      "Y_desired is 2×3; 2×4 expected \\(outputs × X's columns\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.Backpropagation(*context, X, nullptr, &gradient),
      ".*Backpropagation\\(\\): the loss function is empty\\.");

  MatrixXd Y(2, 4), bad_Y(1, 4);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BatchOutput(*context, bad_X, &Y),
      ".*BatchOutput\\(\\): X has 3 rows; 2 expected.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      mlp.BatchOutput(*context, X, &bad_Y),
      "MultilayerPerceptron::BatchOutput\\(\\): Y is 1×4; 2×4 expected "
      "\\(outputs × X's columns\\)\\.");
  DRAKE_EXPECT_THROWS_MESSAGE(mlp.BatchOutput(*context, X, nullptr),
                              ".*BatchOutput\\(\\): Y is null.*");
  const MultilayerPerceptron<double> scalar({2, 3, 1});
  auto scalar_context = scalar.CreateDefaultContext();
  MatrixXd Y1(1, 4), bad_dYdX(2, 3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scalar.BatchOutput(*scalar_context, X, &Y1, &bad_dYdX),
      "MultilayerPerceptron::BatchOutput\\(\\): dYdX is 2×3; 2×4 expected "
      "\\(X's size\\)\\.");

  // another system's context.
  const MultilayerPerceptron<double> other({2, 3, 2});
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(mlp.GetParameters(*other_context), std::exception);
  EXPECT_THROW(mlp.SetWeights(other_context.get(), 0, MatrixXd::Zero(3, 2)),
               std::exception);
  EXPECT_THROW(mlp.BatchOutput(*other_context, X, &Y), std::exception);
}

}  // namespace multilayer_perceptron_test
}  // namespace systems
}  // namespace drake
