#pragma once

/// @file
/// Encoding and decoding of LCM messages (the classes lcm-gen makes, e.g.
/// drake::lcmt_viewer_draw) to and from bytes.

#include <cstddef>
#include <cstdint>
#include <typeinfo>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"

namespace drake {
namespace lcm {
namespace internal {
/* Throws std::runtime_error "Error <operation> message of type '<type>'". */
[[noreturn]] void ThrowLcmEncodeDecodeError(const char* operation,
                                            const std::type_info& message_type);
}  // namespace internal

/// Returns the bytes of `message` as LCM sends them.
/// @pre Each array has the size its length field says (lcm-gen's encoder
/// does not check it).
/// @throws std::exception if the generated encoder reports a failure.
template <typename Message>
std::vector<uint8_t> EncodeLcmMessage(const Message& message) {
  const int64_t num_bytes = message.getEncodedSize();
  if (num_bytes < 0) {
    internal::ThrowLcmEncodeDecodeError("encoding", typeid(Message));
  }
  std::vector<uint8_t> bytes(num_bytes);
  if (message.encode(bytes.data(), 0, num_bytes) != num_bytes) {
    internal::ThrowLcmEncodeDecodeError("encoding", typeid(Message));
  }
  return bytes;
}

/// Decodes a `Message` from `bytes`, which must hold exactly one message.
/// @throws std::exception if the bytes are not a `Message` (wrong type
/// fingerprint, truncated or trailing bytes).
template <typename Message>
Message DecodeLcmMessage(const std::vector<uint8_t>& bytes) {
  Message message{};
  const int64_t used = message.decode(bytes.data(), 0, bytes.size());
  if (used < 0 || static_cast<size_t>(used) != bytes.size()) {
    internal::ThrowLcmEncodeDecodeError("decoding", typeid(Message));
  }
  return message;
}

/// True if `a` and `b` encode to the same bytes.
template <typename Message>
bool AreLcmMessagesEqual(const Message& a, const Message& b) {
  return EncodeLcmMessage(a) == EncodeLcmMessage(b);
}

}  // namespace lcm
}  // namespace drake
