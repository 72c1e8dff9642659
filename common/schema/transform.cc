#include "drake/common/schema/transform.h"

namespace drake {
namespace schema {

bool Transform::IsDeterministic() const {
  return schema::IsDeterministic(translation) && rotation.IsDeterministic();
}

Eigen::Vector3d Transform::GetDeterministicTranslation() const {
  return schema::GetDeterministicValue(translation);
}

}  // namespace schema
}  // namespace drake
