#pragma once

/// @file
/// PerceptronActivationType and MultilayerPerceptron<T>: a fully connected
/// feed-forward neural network as a System, its weights and biases held in
/// the Context as one numeric parameter.

#include <functional>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// The activation function σ() of a layer. (Its underlying type is fixed
/// as int, so that any int cast to it is a value the constructors can check
/// and refuse; Drake leaves it unspecified.)
enum PerceptronActivationType : int {
  kIdentity,  ///< σ(z) = z
  kReLU,      ///< σ(z) = max(z, 0)
  kTanh,      ///< σ(z) = tanh(z)
};

namespace internal {
// The layers' values and scratch storage of the batch computations (defined
// in the .cc).
template <typename T>
struct MultilayerPerceptronWorkspace;
}  // namespace internal

/// A multilayer perceptron: layer i maps its input a (the input features for
/// i = 0, else the previous layer's output) to σᵢ(Wᵢ a + bᵢ), and the output
/// "y" is the last layer's value.
///
/// Ports: input "x" (num inputs elements), output "y" (layers().back()
/// elements), direct feedthrough.
///
/// Parameters: one numeric parameter of num_parameters() elements. For each
/// layer i = 0, 1, ... in turn it holds Wᵢ (layers()[i+1] × layers()[i],
/// column-major) followed by bᵢ (layers()[i+1] elements). Default contexts
/// hold zeros; SetRandomContext draws them with SetRandomParameters().
///
/// Input features: with `use_sin_cos_for_input`, each flagged input x_j is
/// replaced by the two features sin(x_j), cos(x_j) (in that order, in place),
/// so layers()[0] = inputs + number of flagged inputs.
///
/// Bad arguments (sizes, layer indices, too few layers) throw
/// std::logic_error naming what was expected.
///
/// Scalars: double, AutoDiffXd (symbolic::Expression is not supported).
template <typename T>
class MultilayerPerceptron final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(MultilayerPerceptron);

  /// A network with `layers` units per layer (layers[0] inputs, layers.back()
  /// outputs), `activation_type` in every hidden layer and kIdentity in the
  /// output layer. Throws if layers has fewer than 2 elements or one is < 1.
  MultilayerPerceptron(const std::vector<int>& layers,
                       PerceptronActivationType activation_type = kTanh);

  /// As above with one activation per non-input layer (the output layer's
  /// included): `activation_types` has layers.size() − 1 elements.
  MultilayerPerceptron(
      const std::vector<int>& layers,
      const std::vector<PerceptronActivationType>& activation_types);

  /// A network on use_sin_cos_for_input.size() inputs whose flagged inputs
  /// enter as [sin x, cos x] (see the class comment); `remaining_layers` are
  /// the sizes of the layers after the features (the last: the outputs), and
  /// `activation_types` has one element per remaining layer.
  MultilayerPerceptron(
      const std::vector<bool>& use_sin_cos_for_input,
      const std::vector<int>& remaining_layers,
      const std::vector<PerceptronActivationType>& activation_types);

  /// Scalar-converting copy constructor: same layers, activations and input
  /// features (parameters live in the Context, not the System).
  template <typename U>
  explicit MultilayerPerceptron(const MultilayerPerceptron<U>& other)
      : MultilayerPerceptron(
            other.use_sin_cos_for_input_,
            std::vector<int>(other.layers_.begin() + 1, other.layers_.end()),
            other.activation_types_) {}

  ~MultilayerPerceptron() final;

  /// LeCun initialization: every weight and bias of layer i is drawn from
  /// the uniform distribution on [−m, m] with m = √(3 / layers()[i]) (mean
  /// 0, standard deviation √(1 / layers()[i])), in parameter-vector order.
  void SetRandomParameters(const Context<T>& context, Parameters<T>* parameters,
                           RandomGenerator* generator) const final;

  /// The total number of weights and biases.
  int num_parameters() const { return num_parameters_; }

  /// The number of units in each layer; layers()[0] counts the input
  /// features (so it differs from the input size with sin/cos features).
  const std::vector<int>& layers() const { return layers_; }

  /// The activation of the mapping from `layer` to `layer+1`; throws unless
  /// 0 ≤ layer < layers().size() − 1.
  PerceptronActivationType activation_type(int layer) const;

  /// All weights and biases (the layout is in the class comment).
  const VectorX<T>& GetParameters(const Context<T>& context) const;

  /// All weights and biases, writeable.
  Eigen::VectorBlock<VectorX<T>> GetMutableParameters(
      Context<T>* context) const;

  /// Sets all weights and biases; `params` has num_parameters() elements.
  void SetParameters(Context<T>* context,
                     const Eigen::Ref<const VectorX<T>>& params) const;

  /// W of the mapping from `layer` to `layer+1` (layers()[layer+1] ×
  /// layers()[layer]), a view into the context's parameters.
  Eigen::Map<const MatrixX<T>> GetWeights(const Context<T>& context,
                                          int layer) const;

  /// b of the mapping from `layer` to `layer+1` (layers()[layer+1]
  /// elements), a view into the context's parameters.
  Eigen::Map<const VectorX<T>> GetBiases(const Context<T>& context,
                                         int layer) const;

  /// Sets W of the mapping from `layer` to `layer+1` in the context.
  void SetWeights(Context<T>* context, int layer,
                  const Eigen::Ref<const MatrixX<T>>& W) const;

  /// Sets b of the mapping from `layer` to `layer+1` in the context.
  void SetBiases(Context<T>* context, int layer,
                 const Eigen::Ref<const VectorX<T>>& b) const;

  /// W of `layer` as a view into `params` (num_parameters() elements), which
  /// must outlive the view: pass a vector, not a temporary expression.
  Eigen::Map<const MatrixX<T>> GetWeights(
      const Eigen::Ref<const VectorX<T>>& params, int layer) const;

  /// b of `layer` as a view into `params` (as GetWeights).
  Eigen::Map<const VectorX<T>> GetBiases(
      const Eigen::Ref<const VectorX<T>>& params, int layer) const;

  /// Sets W of `layer` in `params` (num_parameters() elements).
  void SetWeights(EigenPtr<VectorX<T>> params, int layer,
                  const Eigen::Ref<const MatrixX<T>>& W) const;

  /// Sets b of `layer` in `params` (num_parameters() elements).
  void SetBiases(EigenPtr<VectorX<T>> params, int layer,
                 const Eigen::Ref<const VectorX<T>>& b) const;

  /// A scalar loss of the batch output Y (one column per sample); it returns
  /// the loss and writes ∂loss/∂Y into `dloss_dY` (allocated to Y's size).
  using ScalarLossFunction = std::function<T(
      const Eigen::Ref<const MatrixX<T>>& Y, EigenPtr<MatrixX<T>> dloss_dY)>;

  /// Evaluates the network on the batch `X` (num inputs × N), calls `loss`
  /// on the outputs, writes ∂loss/∂params (num_parameters() elements, the
  /// parameter layout) into `dloss_dparams` by backpropagation, and returns
  /// the loss. Scratch storage lives in the context's cache (reused while N
  /// stays the same). Throws on wrong sizes or a null `dloss_dparams`.
  T Backpropagation(const Context<T>& context,
                    const Eigen::Ref<const MatrixX<T>>& X,
                    const ScalarLossFunction& loss,
                    EigenPtr<VectorX<T>> dloss_dparams) const;

  /// Backpropagation with the mean squared error
  /// loss = (1/N) Σⱼ |yⱼ − Y_desired.col(j)|²; Y_desired is outputs × N.
  T BackpropagationMeanSquaredError(
      const Context<T>& context, const Eigen::Ref<const MatrixX<T>>& X,
      const Eigen::Ref<const MatrixX<T>>& Y_desired,
      EigenPtr<VectorX<T>> dloss_dparams) const;

  /// Evaluates the network on each column of `X` (num inputs × N) into the
  /// same column of `Y` (outputs × N, allocated by the caller). With a
  /// non-null `dYdX` (X's size) and a single output, also writes
  /// dYdX(i, j) = ∂Y(0, j)/∂X(i, j). Throws if `dYdX` is given and the
  /// network has more than one output, or on wrong sizes.
  void BatchOutput(const Context<T>& context,
                   const Eigen::Ref<const MatrixX<T>>& X,
                   EigenPtr<MatrixX<T>> Y,
                   EigenPtr<MatrixX<T>> dYdX = nullptr) const;

 private:
  template <typename>
  friend class MultilayerPerceptron;

  using Workspace = internal::MultilayerPerceptronWorkspace<T>;

  void CalcOutput(const Context<T>& context, BasicVector<T>* y) const;

  // The layers' values for the input port's value (cache entry
  // "calc_layers", which the output reads).
  void CalcLayers(const Context<T>& context, Workspace* layers) const;

  // Fills ws->features (when there are sin/cos features) and the layers'
  // values for the batch X; with `derivatives`, also σ'(z) per layer.
  void ForwardPass(const Context<T>& context,
                   const Eigen::Ref<const MatrixX<T>>& X, bool derivatives,
                   Workspace* ws) const;

  Workspace& GetWorkspace(const Context<T>& context) const;
  void CheckLayer(const char* method, int layer) const;
  void CheckParams(const char* method, int rows) const;
  void CheckBatchInput(const char* method,
                       const Eigen::Ref<const MatrixX<T>>& X) const;

  int num_weights_{};     // layers_.size() − 1
  int num_parameters_{};  // Σ layers_[i+1] · (layers_[i] + 1)
  std::vector<int> layers_;
  std::vector<PerceptronActivationType> activation_types_;
  std::vector<bool> use_sin_cos_for_input_;
  bool has_input_features_{false};
  // The offsets of each Wᵢ and bᵢ in the parameter vector.
  std::vector<int> weight_indices_;
  std::vector<int> bias_indices_;
  const CacheEntry* calc_layers_entry_{};
  const CacheEntry* workspace_entry_{};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::MultilayerPerceptron)
