#pragma once

/// @file
/// drake::Sha256, a SHA-256 checksum (FIPS 180-4), computed with OpenSSL's
/// libcrypto.

#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"

namespace drake {

/// A SHA-256 cryptographic checksum (32 bytes). See
/// https://en.wikipedia.org/wiki/SHA-2.
class Sha256 final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Sha256);

  /// The all-zero checksum. This is NOT the checksum of empty data (that is
  /// `Checksum("")`, e3b0c442...).
  Sha256() { bytes_.fill(0); }

  /// Returns the checksum of the bytes of `data`.
  static Sha256 Checksum(std::string_view data);

  /// Returns the checksum of everything `stream` yields from its current
  /// position to its end. Reads through the stream's buffer; stream errors
  /// are not checked (that is the caller's job).
  /// @throws std::exception if `stream` is nullptr.
  static Sha256 Checksum(std::istream* stream);

  /// Parses a checksum from its 64 hex digits (upper or lower case).
  /// Returns std::nullopt when `sha256` is not exactly 64 hex digits.
  static std::optional<Sha256> Parse(std::string_view sha256);

  /// Returns the 64 lower-case hex digits of this checksum.
  std::string to_string() const;

  /// @name Comparisons (lexicographic on the bytes, for ordered containers).
  //@{
  bool operator==(const Sha256& other) const { return bytes_ == other.bytes_; }
  bool operator!=(const Sha256& other) const { return bytes_ != other.bytes_; }
  bool operator<(const Sha256& other) const { return bytes_ < other.bytes_; }
  //@}

 private:
  friend struct std::hash<Sha256>;

  std::array<uint8_t, 32> bytes_;
};

}  // namespace drake

namespace std {
/// Hashes a Sha256 for unordered containers: the checksum is already well
/// mixed, so its four 64-bit words are xor'ed together.
template <>
struct hash<drake::Sha256> {
  size_t operator()(const drake::Sha256& x) const noexcept {
    static_assert(sizeof(x.bytes_) % sizeof(size_t) == 0);
    size_t result = 0;
    for (size_t offset = 0; offset < sizeof(x.bytes_);
         offset += sizeof(size_t)) {
      size_t word;
      std::memcpy(&word, x.bytes_.data() + offset, sizeof(word));
      result ^= word;
    }
    return result;
  }
};
}  // namespace std
