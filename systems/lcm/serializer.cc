#include "drake/systems/lcm/serializer.h"

namespace drake {
namespace systems {
namespace lcm {

SerializerInterface::~SerializerInterface() = default;

}  // namespace lcm
}  // namespace systems
}  // namespace drake
