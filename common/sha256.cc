#include "drake/common/sha256.h"

#include <istream>
#include <memory>
#include <stdexcept>

#include <openssl/evp.h>

#include "drake/common/drake_throw.h"

namespace drake {
namespace {

struct MdCtxDeleter {
  void operator()(EVP_MD_CTX* context) const { EVP_MD_CTX_free(context); }
};
using MdCtxPtr = std::unique_ptr<EVP_MD_CTX, MdCtxDeleter>;

// Throws when a libcrypto call reports failure (it does so only when out of
// memory or misconfigured).
void Check(int ok, const char* call) {
  if (ok != 1) {
    throw std::runtime_error(std::string("Sha256: OpenSSL's ") + call +
                             " failed");
  }
}

MdCtxPtr StartDigest() {
  MdCtxPtr context(EVP_MD_CTX_new());
  if (context == nullptr) throw std::bad_alloc();
  Check(EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr),
        "EVP_DigestInit_ex");
  return context;
}

void FinishDigest(EVP_MD_CTX* context, std::array<uint8_t, 32>* bytes) {
  static_assert(sizeof(*bytes) == 32);  // EVP_MD_size(EVP_sha256()).
  unsigned int size = 0;
  Check(EVP_DigestFinal_ex(context, bytes->data(), &size),
        "EVP_DigestFinal_ex");
  if (size != bytes->size()) {
    throw std::runtime_error(
        "Sha256: OpenSSL returned a digest of the wrong "
        "size");
  }
}

int HexValue(char digit) {
  if (digit >= '0' && digit <= '9') return digit - '0';
  if (digit >= 'a' && digit <= 'f') return digit - 'a' + 10;
  if (digit >= 'A' && digit <= 'F') return digit - 'A' + 10;
  return -1;
}

}  // namespace

Sha256 Sha256::Checksum(std::string_view data) {
  Sha256 result;
  MdCtxPtr context = StartDigest();
  Check(EVP_DigestUpdate(context.get(), data.data(), data.size()),
        "EVP_DigestUpdate");
  FinishDigest(context.get(), &result.bytes_);
  return result;
}

Sha256 Sha256::Checksum(std::istream* stream) {
  DRAKE_THROW_UNLESS(stream != nullptr);
  Sha256 result;
  MdCtxPtr context = StartDigest();
  // Reads the stream's buffer directly (as an istreambuf_iterator would):
  // the stream's state flags are left alone.
  std::streambuf* buffer = stream->rdbuf();
  if (buffer != nullptr) {
    std::array<char, 16384> chunk;
    std::streamsize count = 0;
    while ((count = buffer->sgetn(chunk.data(), chunk.size())) > 0) {
      Check(EVP_DigestUpdate(context.get(), chunk.data(), count),
            "EVP_DigestUpdate");
    }
  }
  FinishDigest(context.get(), &result.bytes_);
  return result;
}

std::optional<Sha256> Sha256::Parse(std::string_view sha256) {
  Sha256 result;
  if (sha256.size() != 2 * result.bytes_.size()) return std::nullopt;
  for (size_t i = 0; i < result.bytes_.size(); ++i) {
    const int high = HexValue(sha256[2 * i]);
    const int low = HexValue(sha256[2 * i + 1]);
    if (high < 0 || low < 0) return std::nullopt;
    result.bytes_[i] = static_cast<uint8_t>((high << 4) | low);
  }
  return result;
}

std::string Sha256::to_string() const {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string result;
  result.reserve(2 * bytes_.size());
  for (const uint8_t byte : bytes_) {
    result.push_back(kDigits[byte >> 4]);
    result.push_back(kDigits[byte & 0x0f]);
  }
  return result;
}

}  // namespace drake
