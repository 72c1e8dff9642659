// MultilayerPerceptron: forward pass, parameter layout, backpropagation and
// batch input gradients.

#include "drake/systems/primitives/multilayer_perceptron.h"

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/drake_bool.h"

namespace drake {
namespace systems {
namespace internal {

// Per-layer matrices of a batch of N samples (one column each). Layer i has
// layers[i+1] rows.
template <typename T>
struct MultilayerPerceptronWorkspace {
  explicit MultilayerPerceptronWorkspace(int num_weights = 0)
      : z(num_weights),
        a(num_weights),
        dadz(num_weights),
        dloss_da(num_weights),
        dloss_dz(num_weights) {}

  MatrixX<T> features;               // layers[0] × N (sin/cos features only)
  std::vector<MatrixX<T>> z;         // Wᵢ aᵢ₋₁ + bᵢ
  std::vector<MatrixX<T>> a;         // σᵢ(zᵢ)
  std::vector<MatrixX<T>> dadz;      // σᵢ'(zᵢ), elementwise
  std::vector<MatrixX<T>> dloss_da;  // ∂(loss or y)/∂aᵢ
  std::vector<MatrixX<T>> dloss_dz;  // ∂(loss or y)/∂zᵢ
  MatrixX<T> dloss_dfeatures;        // ∂y/∂features (BatchOutput)
};

}  // namespace internal

namespace {

// Checks the `layers` argument of the layers constructors (before it is
// split into inputs and the remaining layers).
const std::vector<int>& CheckLayersArgument(const std::vector<int>& layers) {
  if (layers.size() < 2) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron(): the layers argument has too few elements: {} "
        "given, at least 2 expected (the number of inputs and the number of "
        "outputs).",
        layers.size()));
  }
  if (layers[0] < 1) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron(): layers[0] is {}; every layer needs at least "
        "one unit.",
        layers[0]));
  }
  return layers;
}

std::vector<PerceptronActivationType> HiddenThenIdentity(
    const std::vector<int>& layers, PerceptronActivationType hidden) {
  std::vector<PerceptronActivationType> types(layers.size() - 1, hidden);
  types.back() = kIdentity;
  return types;
}

// y = σ(z) elementwise, and σ'(z) when `dydz` is not null. ReLU's derivative
// at 0 is taken as 0.
template <typename T>
void Activate(PerceptronActivationType type, const MatrixX<T>& z, MatrixX<T>* y,
              MatrixX<T>* dydz) {
  y->resize(z.rows(), z.cols());
  if (dydz != nullptr) dydz->resize(z.rows(), z.cols());
  switch (type) {
    case kIdentity:
      *y = z;
      if (dydz != nullptr) dydz->setOnes();
      return;
    case kReLU:
      for (Eigen::Index k = 0; k < z.size(); ++k) {
        if constexpr (scalar_predicate<T>::is_bool) {
          const bool positive = z(k) > 0;
          (*y)(k) = positive ? z(k) : T(0.0);
          if (dydz != nullptr) (*dydz)(k) = positive ? 1.0 : 0.0;
        } else {
          // Symbolic: max(z, 0) and its derivative as expressions.
          (*y)(k) = max(z(k), T(0.0));
          if (dydz != nullptr) {
            (*dydz)(k) = if_then_else(z(k) > 0, T(1.0), T(0.0));
          }
        }
      }
      return;
    case kTanh:
      for (Eigen::Index k = 0; k < z.size(); ++k) {
        using std::tanh;
        (*y)(k) = tanh(z(k));
        if (dydz != nullptr) (*dydz)(k) = 1.0 - (*y)(k) * (*y)(k);
      }
      return;
  }
  throw std::logic_error(
      fmt::format("MultilayerPerceptron: unknown activation type {}.",
                  static_cast<int>(type)));
}

}  // namespace

template <typename T>
MultilayerPerceptron<T>::MultilayerPerceptron(
    const std::vector<int>& layers, PerceptronActivationType activation_type)
    : MultilayerPerceptron(
          layers,
          HiddenThenIdentity(CheckLayersArgument(layers), activation_type)) {}

template <typename T>
MultilayerPerceptron<T>::MultilayerPerceptron(
    const std::vector<int>& layers,
    const std::vector<PerceptronActivationType>& activation_types)
    : MultilayerPerceptron(
          std::vector<bool>(CheckLayersArgument(layers)[0], false),
          std::vector<int>(layers.begin() + 1, layers.end()),
          activation_types) {}

template <typename T>
MultilayerPerceptron<T>::MultilayerPerceptron(
    const std::vector<bool>& use_sin_cos_for_input,
    const std::vector<int>& remaining_layers,
    const std::vector<PerceptronActivationType>& activation_types)
    : LeafSystem<T>(SystemTypeTag<MultilayerPerceptron>{}),
      activation_types_(activation_types),
      use_sin_cos_for_input_(use_sin_cos_for_input) {
  if (use_sin_cos_for_input.empty()) {
    throw std::logic_error(
        "MultilayerPerceptron(): use_sin_cos_for_input is empty; one element "
        "per input (at least one) expected.");
  }
  if (remaining_layers.empty()) {
    throw std::logic_error(
        "MultilayerPerceptron(): remaining_layers is empty; at least one "
        "element (the number of outputs) expected.");
  }
  int num_features = 0;
  for (const bool sin_cos : use_sin_cos_for_input) {
    num_features += sin_cos ? 2 : 1;
    has_input_features_ = has_input_features_ || sin_cos;
  }
  layers_.push_back(num_features);
  layers_.insert(layers_.end(), remaining_layers.begin(),
                 remaining_layers.end());
  num_weights_ = static_cast<int>(remaining_layers.size());
  for (int i = 1; i < static_cast<int>(layers_.size()); ++i) {
    if (layers_[i] < 1) {
      throw std::logic_error(fmt::format(
          "MultilayerPerceptron(): layers[{}] is {}; every layer needs at "
          "least one unit.",
          i, layers_[i]));
    }
  }
  if (static_cast<int>(activation_types.size()) != num_weights_) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron(): {} activation types given; {} expected (one "
        "per layer after the input layer).",
        activation_types.size(), num_weights_));
  }
  for (const PerceptronActivationType type : activation_types) {
    if (type != kIdentity && type != kReLU && type != kTanh) {
      throw std::logic_error(fmt::format(
          "MultilayerPerceptron(): unknown activation type {}; kIdentity, "
          "kReLU or kTanh expected.",
          static_cast<int>(type)));
    }
  }

  for (int i = 0; i < num_weights_; ++i) {
    weight_indices_.push_back(num_parameters_);
    num_parameters_ += layers_[i + 1] * layers_[i];
    bias_indices_.push_back(num_parameters_);
    num_parameters_ += layers_[i + 1];
  }
  this->DeclareNumericParameter(
      BasicVector<T>(VectorX<T>::Zero(num_parameters_)));
  this->DeclareVectorInputPort("x",
                               static_cast<int>(use_sin_cos_for_input.size()));
  this->DeclareVectorOutputPort("y", layers_.back(),
                                &MultilayerPerceptron<T>::CalcOutput);
  // The output's single-sample forward pass, cached (and its storage reused)
  // until the input or the parameters change.
  calc_layers_entry_ = &this->DeclareCacheEntry(
      "calc_layers", Workspace(num_weights_),
      &MultilayerPerceptron<T>::CalcLayers,
      {this->all_input_ports_ticket(), this->all_parameters_ticket()});
  // Scratch storage for BatchOutput and Backpropagation: never computed,
  // only written by those methods (so its value is always "out of date").
  const int num_weights = num_weights_;
  workspace_entry_ = &this->DeclareCacheEntry(
      "multilayer perceptron workspace",
      ValueProducer(
          [num_weights]() {
            return AbstractValue::Make(Workspace(num_weights));
          },
          [](const ContextBase&, AbstractValue*) {}),
      {this->nothing_ticket()});
}

template <typename T>
MultilayerPerceptron<T>::~MultilayerPerceptron() = default;

template <typename T>
PerceptronActivationType MultilayerPerceptron<T>::activation_type(
    int layer) const {
  CheckLayer("activation_type", layer);
  return activation_types_[layer];
}

template <typename T>
void MultilayerPerceptron<T>::CheckLayer(const char* method, int layer) const {
  if (layer < 0 || layer >= num_weights_) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::{}(): layer {} is out of range; 0 <= layer < {} "
        "expected (one less than the number of layers).",
        method, layer, num_weights_));
  }
}

template <typename T>
void MultilayerPerceptron<T>::CheckParams(const char* method, int rows) const {
  if (rows != num_parameters_) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::{}(): the parameter vector has {} elements; {} "
        "expected (num_parameters()).",
        method, rows, num_parameters_));
  }
}

template <typename T>
void MultilayerPerceptron<T>::CheckBatchInput(
    const char* method, const Eigen::Ref<const MatrixX<T>>& X) const {
  const int num_inputs = static_cast<int>(use_sin_cos_for_input_.size());
  if (X.rows() != num_inputs) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::{}(): X has {} rows; {} expected (the number "
        "of inputs).",
        method, X.rows(), num_inputs));
  }
}

template <typename T>
void MultilayerPerceptron<T>::SetRandomParameters(
    const Context<T>&, Parameters<T>* parameters,
    RandomGenerator* generator) const {
  DRAKE_THROW_UNLESS(parameters != nullptr);
  DRAKE_THROW_UNLESS(generator != nullptr);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  auto params =
      parameters->get_mutable_numeric_parameter(0).get_mutable_value();
  for (int i = 0; i < num_weights_; ++i) {
    // uniform(−m, m) has variance m²/3, so m = √(3/n) gives variance 1/n
    // for n incoming connections.
    const double m = std::sqrt(3.0 / layers_[i]);
    const int end = bias_indices_[i] + layers_[i + 1];
    for (int k = weight_indices_[i]; k < end; ++k) {
      params[k] = m * uniform(*generator);
    }
  }
}

template <typename T>
const VectorX<T>& MultilayerPerceptron<T>::GetParameters(
    const Context<T>& context) const {
  this->ValidateContext(context);
  return context.get_numeric_parameter(0).value();
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> MultilayerPerceptron<T>::GetMutableParameters(
    Context<T>* context) const {
  this->ValidateContext(context);
  return context->get_mutable_numeric_parameter(0).get_mutable_value();
}

template <typename T>
void MultilayerPerceptron<T>::SetParameters(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& params) const {
  this->ValidateContext(context);
  CheckParams("SetParameters", static_cast<int>(params.rows()));
  context->get_mutable_numeric_parameter(0).SetFromVector(params);
}

template <typename T>
Eigen::Map<const MatrixX<T>> MultilayerPerceptron<T>::GetWeights(
    const Context<T>& context, int layer) const {
  this->ValidateContext(context);
  return GetWeights(context.get_numeric_parameter(0).value(), layer);
}

template <typename T>
Eigen::Map<const VectorX<T>> MultilayerPerceptron<T>::GetBiases(
    const Context<T>& context, int layer) const {
  this->ValidateContext(context);
  return GetBiases(context.get_numeric_parameter(0).value(), layer);
}

template <typename T>
void MultilayerPerceptron<T>::SetWeights(
    Context<T>* context, int layer,
    const Eigen::Ref<const MatrixX<T>>& W) const {
  this->ValidateContext(context);
  Eigen::VectorBlock<VectorX<T>> params =
      context->get_mutable_numeric_parameter(0).get_mutable_value();
  SetWeights(&params, layer, W);
}

template <typename T>
void MultilayerPerceptron<T>::SetBiases(
    Context<T>* context, int layer,
    const Eigen::Ref<const VectorX<T>>& b) const {
  this->ValidateContext(context);
  Eigen::VectorBlock<VectorX<T>> params =
      context->get_mutable_numeric_parameter(0).get_mutable_value();
  SetBiases(&params, layer, b);
}

template <typename T>
Eigen::Map<const MatrixX<T>> MultilayerPerceptron<T>::GetWeights(
    const Eigen::Ref<const VectorX<T>>& params, int layer) const {
  CheckLayer("GetWeights", layer);
  CheckParams("GetWeights", static_cast<int>(params.rows()));
  return Eigen::Map<const MatrixX<T>>(params.data() + weight_indices_[layer],
                                      layers_[layer + 1], layers_[layer]);
}

template <typename T>
Eigen::Map<const VectorX<T>> MultilayerPerceptron<T>::GetBiases(
    const Eigen::Ref<const VectorX<T>>& params, int layer) const {
  CheckLayer("GetBiases", layer);
  CheckParams("GetBiases", static_cast<int>(params.rows()));
  return Eigen::Map<const VectorX<T>>(params.data() + bias_indices_[layer],
                                      layers_[layer + 1]);
}

template <typename T>
void MultilayerPerceptron<T>::SetWeights(
    EigenPtr<VectorX<T>> params, int layer,
    const Eigen::Ref<const MatrixX<T>>& W) const {
  DRAKE_THROW_UNLESS(params != nullptr);
  CheckLayer("SetWeights", layer);
  CheckParams("SetWeights", static_cast<int>(params->rows()));
  if (W.rows() != layers_[layer + 1] || W.cols() != layers_[layer]) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::SetWeights(): W is {}×{}; {}×{} expected for "
        "layer {}.",
        W.rows(), W.cols(), layers_[layer + 1], layers_[layer], layer));
  }
  Eigen::Map<MatrixX<T>>(params->data() + weight_indices_[layer],
                         layers_[layer + 1], layers_[layer]) = W;
}

template <typename T>
void MultilayerPerceptron<T>::SetBiases(
    EigenPtr<VectorX<T>> params, int layer,
    const Eigen::Ref<const VectorX<T>>& b) const {
  DRAKE_THROW_UNLESS(params != nullptr);
  CheckLayer("SetBiases", layer);
  CheckParams("SetBiases", static_cast<int>(params->rows()));
  if (b.rows() != layers_[layer + 1]) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::SetBiases(): b has {} elements; {} expected "
        "for layer {}.",
        b.rows(), layers_[layer + 1], layer));
  }
  params->segment(bias_indices_[layer], layers_[layer + 1]) = b;
}

template <typename T>
typename MultilayerPerceptron<T>::Workspace&
MultilayerPerceptron<T>::GetWorkspace(const Context<T>& context) const {
  return workspace_entry_->get_mutable_cache_entry_value(context)
      .template GetMutableValueOrThrow<Workspace>();
}

template <typename T>
void MultilayerPerceptron<T>::ForwardPass(const Context<T>& context,
                                          const Eigen::Ref<const MatrixX<T>>& X,
                                          bool derivatives,
                                          Workspace* ws) const {
  const VectorX<T>& params = GetParameters(context);
  if (has_input_features_) {
    ws->features.resize(layers_[0], X.cols());
    int row = 0;
    for (int j = 0; j < X.rows(); ++j) {
      if (use_sin_cos_for_input_[j]) {
        ws->features.row(row++) = X.row(j).array().sin().matrix();
        ws->features.row(row++) = X.row(j).array().cos().matrix();
      } else {
        ws->features.row(row++) = X.row(j);
      }
    }
  }
  for (int i = 0; i < num_weights_; ++i) {
    const auto W = GetWeights(params, i);
    const auto b = GetBiases(params, i);
    MatrixX<T>& z = ws->z[i];
    if (i > 0) {
      z.noalias() = W * ws->a[i - 1];
    } else if (has_input_features_) {
      z.noalias() = W * ws->features;
    } else {
      z.noalias() = W * X;
    }
    z.colwise() += b;
    Activate<T>(activation_types_[i], z, &ws->a[i],
                derivatives ? &ws->dadz[i] : nullptr);
  }
}

template <typename T>
void MultilayerPerceptron<T>::CalcLayers(const Context<T>& context,
                                         Workspace* layers) const {
  ForwardPass(context, this->get_input_port().Eval(context), false, layers);
}

template <typename T>
void MultilayerPerceptron<T>::CalcOutput(const Context<T>& context,
                                         BasicVector<T>* y) const {
  y->SetFromVector(
      calc_layers_entry_->Eval<Workspace>(context).a.back().col(0));
}

template <typename T>
T MultilayerPerceptron<T>::Backpropagation(
    const Context<T>& context, const Eigen::Ref<const MatrixX<T>>& X,
    const ScalarLossFunction& loss, EigenPtr<VectorX<T>> dloss_dparams) const {
  this->ValidateContext(context);
  CheckBatchInput("Backpropagation", X);
  if (!loss) {
    throw std::logic_error(
        "MultilayerPerceptron::Backpropagation(): the loss function is "
        "empty.");
  }
  if (dloss_dparams == nullptr) {
    throw std::logic_error(
        "MultilayerPerceptron::Backpropagation(): dloss_dparams is null; a "
        "vector of num_parameters() elements expected.");
  }
  CheckParams("Backpropagation", static_cast<int>(dloss_dparams->rows()));
  Workspace& ws = GetWorkspace(context);
  ForwardPass(context, X, true, &ws);

  const int last = num_weights_ - 1;
  ws.dloss_da[last].resize(layers_.back(), X.cols());
  // A loss that leaves part of dloss_dY unset yields NaN gradients.
  ws.dloss_da[last].setConstant(std::numeric_limits<double>::quiet_NaN());
  T result = loss(ws.a[last], &ws.dloss_da[last]);

  const VectorX<T>& params = GetParameters(context);
  for (int i = last; i >= 0; --i) {
    ws.dloss_dz[i] = ws.dloss_da[i].cwiseProduct(ws.dadz[i]);
    Eigen::Map<MatrixX<T>> dloss_dW(dloss_dparams->data() + weight_indices_[i],
                                    layers_[i + 1], layers_[i]);
    if (i > 0) {
      dloss_dW.noalias() = ws.dloss_dz[i] * ws.a[i - 1].transpose();
    } else if (has_input_features_) {
      dloss_dW.noalias() = ws.dloss_dz[i] * ws.features.transpose();
    } else {
      dloss_dW.noalias() = ws.dloss_dz[i] * X.transpose();
    }
    dloss_dparams->segment(bias_indices_[i], layers_[i + 1]) =
        ws.dloss_dz[i].rowwise().sum();
    if (i > 0) {
      ws.dloss_da[i - 1].noalias() =
          GetWeights(params, i).transpose() * ws.dloss_dz[i];
    }
  }
  return result;
}

template <typename T>
T MultilayerPerceptron<T>::BackpropagationMeanSquaredError(
    const Context<T>& context, const Eigen::Ref<const MatrixX<T>>& X,
    const Eigen::Ref<const MatrixX<T>>& Y_desired,
    EigenPtr<VectorX<T>> dloss_dparams) const {
  if (Y_desired.rows() != layers_.back() || Y_desired.cols() != X.cols()) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::BackpropagationMeanSquaredError(): Y_desired "
        "is {}×{}; {}×{} expected (outputs × X's columns).",
        Y_desired.rows(), Y_desired.cols(), layers_.back(), X.cols()));
  }
  const ScalarLossFunction mean_squared_error =
      [&Y_desired](const Eigen::Ref<const MatrixX<T>>& Y,
                   EigenPtr<MatrixX<T>> dloss_dY) -> T {
    const double N = static_cast<double>(Y.cols());
    dloss_dY->noalias() = (2.0 / N) * (Y - Y_desired);
    return (Y - Y_desired).squaredNorm() / N;
  };
  return Backpropagation(context, X, mean_squared_error, dloss_dparams);
}

template <typename T>
void MultilayerPerceptron<T>::BatchOutput(const Context<T>& context,
                                          const Eigen::Ref<const MatrixX<T>>& X,
                                          EigenPtr<MatrixX<T>> Y,
                                          EigenPtr<MatrixX<T>> dYdX) const {
  this->ValidateContext(context);
  CheckBatchInput("BatchOutput", X);
  if (Y == nullptr) {
    throw std::logic_error(
        "MultilayerPerceptron::BatchOutput(): Y is null; a matrix of outputs "
        "× X's columns expected.");
  }
  if (Y->rows() != layers_.back() || Y->cols() != X.cols()) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::BatchOutput(): Y is {}×{}; {}×{} expected "
        "(outputs × X's columns).",
        Y->rows(), Y->cols(), layers_.back(), X.cols()));
  }
  const bool gradients = dYdX != nullptr;
  if (gradients && layers_.back() != 1) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::BatchOutput(): dYdX is only available when the "
        "network has a single output; this one has {}.",
        layers_.back()));
  }
  if (gradients && (dYdX->rows() != X.rows() || dYdX->cols() != X.cols())) {
    throw std::logic_error(fmt::format(
        "MultilayerPerceptron::BatchOutput(): dYdX is {}×{}; {}×{} expected "
        "(X's size).",
        dYdX->rows(), dYdX->cols(), X.rows(), X.cols()));
  }
  Workspace& ws = GetWorkspace(context);
  ForwardPass(context, X, gradients, &ws);
  const int last = num_weights_ - 1;
  *Y = ws.a[last];
  if (!gradients) return;

  // Backward pass of y itself (one output, so ∂y/∂a_last = 1 per sample).
  const VectorX<T>& params = GetParameters(context);
  ws.dloss_da[last].setOnes(1, X.cols());
  for (int i = last; i >= 0; --i) {
    ws.dloss_dz[i] = ws.dloss_da[i].cwiseProduct(ws.dadz[i]);
    if (i > 0) {
      ws.dloss_da[i - 1].noalias() =
          GetWeights(params, i).transpose() * ws.dloss_dz[i];
    }
  }
  if (!has_input_features_) {
    dYdX->noalias() = GetWeights(params, 0).transpose() * ws.dloss_dz[0];
    return;
  }
  ws.dloss_dfeatures.noalias() =
      GetWeights(params, 0).transpose() * ws.dloss_dz[0];
  int row = 0;
  for (int j = 0; j < X.rows(); ++j) {
    if (use_sin_cos_for_input_[j]) {
      // d/dx [sin x, cos x] = [cos x, −sin x].
      dYdX->row(j) =
          (ws.dloss_dfeatures.row(row).array() * X.row(j).array().cos() -
           ws.dloss_dfeatures.row(row + 1).array() * X.row(j).array().sin())
              .matrix();
      row += 2;
    } else {
      dYdX->row(j) = ws.dloss_dfeatures.row(row++);
    }
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::MultilayerPerceptron)
