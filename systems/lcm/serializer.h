#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/nice_type_name.h"
#include "drake/common/value.h"

namespace drake {
namespace systems {
namespace lcm {

/// Converts between LCM message bytes and AbstractValue objects holding an
/// LCM message (e.g. Value<lcmt_drake_signal>). The const methods are
/// thread-safe. Serializer<LcmMessage> implements it for one message type.
class SerializerInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SerializerInterface);
  virtual ~SerializerInterface();

  /// A value-initialized (all zeros) message.
  virtual std::unique_ptr<AbstractValue> CreateDefaultValue() const = 0;

  /// Decodes `message_length` bytes into `abstract_value`.
  /// @throws std::exception if the bytes are not one message of the type.
  virtual void Deserialize(const void* message_bytes, int message_length,
                           AbstractValue* abstract_value) const = 0;

  /// Encodes the message held by `abstract_value` into `message_bytes`.
  virtual void Serialize(const AbstractValue& abstract_value,
                         std::vector<uint8_t>* message_bytes) const = 0;

 protected:
  SerializerInterface() = default;
};

/// The SerializerInterface of the LCM message class `LcmMessage`.
template <typename LcmMessage>
class Serializer : public SerializerInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Serializer);
  Serializer() = default;
  ~Serializer() override = default;

  std::unique_ptr<AbstractValue> CreateDefaultValue() const override {
    // LcmMessage{} (value-initialization) zeroes the plain fields.
    return std::make_unique<Value<LcmMessage>>(LcmMessage{});
  }

  void Deserialize(const void* message_bytes, int message_length,
                   AbstractValue* abstract_value) const override {
    DRAKE_THROW_UNLESS(abstract_value != nullptr);
    LcmMessage& message = abstract_value->get_mutable_value<LcmMessage>();
    if (message.decode(message_bytes, 0, message_length) != message_length) {
      throw std::runtime_error(fmt::format(
          "Serializer: {} bytes do not decode as one message of type '{}'",
          message_length, NiceTypeName::Get<LcmMessage>()));
    }
  }

  void Serialize(const AbstractValue& abstract_value,
                 std::vector<uint8_t>* message_bytes) const override {
    DRAKE_THROW_UNLESS(message_bytes != nullptr);
    const LcmMessage& message = abstract_value.get_value<LcmMessage>();
    const int size = message.getEncodedSize();
    message_bytes->resize(size);
    if (message.encode(message_bytes->data(), 0, size) != size) {
      throw std::runtime_error(
          fmt::format("Serializer: a message of type '{}' did not encode",
                      NiceTypeName::Get<LcmMessage>()));
    }
  }
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
