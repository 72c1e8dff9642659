#include "drake/common/schema/transform.h"

#include <stdexcept>

namespace drake {
namespace schema {

using symbolic::Expression;
using symbolic::Variable;

bool Transform::IsDeterministic() const {
  return schema::IsDeterministic(translation) && rotation.IsDeterministic();
}

Eigen::Vector3d Transform::GetDeterministicTranslation() const {
  return schema::GetDeterministicValue(translation);
}

Eigen::Matrix<double, 3, 4> Transform::CalcMeanMatrix() const {
  Eigen::Matrix<double, 3, 4> X;
  X.col(3) = ToDistributionVector(translation)->Mean();
  if (rotation.IsDeterministic()) {
    X.leftCols<3>() = rotation.GetDeterministicMatrix();
    return X;
  }
  // Every random variable at its mean: U[0, 1) → 1/2, N(0, 1) → 0,
  // Exp(1) → 1.
  const Matrix3<Expression> R = rotation.ToSymbolicMatrix();
  symbolic::Environment env;
  for (const Variable& var : symbolic::GetVariables(R)) {
    switch (var.get_type()) {
      case Variable::Type::RANDOM_UNIFORM:
        env.insert(var, 0.5);
        break;
      case Variable::Type::RANDOM_GAUSSIAN:
        env.insert(var, 0.0);
        break;
      case Variable::Type::RANDOM_EXPONENTIAL:
        env.insert(var, 1.0);
        break;
      default:
        break;
    }
  }
  X.leftCols<3>() = symbolic::Evaluate(R, env);
  return X;
}

Eigen::Matrix<double, 3, 4> Transform::CalcSampleMatrix(
    RandomGenerator* generator) const {
  Eigen::Matrix<double, 3, 4> X;
  if (IsDeterministic()) {
    X.leftCols<3>() = rotation.GetDeterministicMatrix();
    X.col(3) = GetDeterministicTranslation();
    return X;
  }
  if (generator == nullptr) {
    throw std::logic_error(
        "schema::Transform::Sample(): a random transform needs a "
        "RandomGenerator");
  }
  X.col(3) = ToDistributionVector(translation)->Sample(generator);
  if (rotation.IsDeterministic()) {
    X.leftCols<3>() = rotation.GetDeterministicMatrix();
  } else {
    X.leftCols<3>() =
        symbolic::Evaluate(rotation.ToSymbolicMatrix(), {}, generator);
  }
  return X;
}

}  // namespace schema
}  // namespace drake
