#include "drake/geometry/meshcat_files_internal.h"

#include <zip.h>

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace internal {

const std::vector<std::string>& MeshcatThreeFiles() {
  static const std::vector<std::string> files{
      "build/three.module.js",
      "examples/jsm/controls/OrbitControls.js",
      "examples/jsm/loaders/OBJLoader.js",
      "examples/jsm/loaders/GLTFLoader.js",
      "examples/jsm/loaders/MTLLoader.js",
  };
  return files;
}

std::filesystem::path MeshcatThreeJsDir() {
  if (const char* dir = std::getenv("MALLARD_THREE_JS_DIR")) return dir;
#ifdef MALLARD_THREE_JS_DIR
  return MALLARD_THREE_JS_DIR;
#else
  return "/usr/share/javascript/three";
#endif
}

std::optional<std::string> ReadMeshcatThreeFile(const std::string& name) {
  std::optional<std::string> source = ReadFileBytes(MeshcatThreeJsDir() / name);
  if (!source.has_value()) return std::nullopt;
  // e.g. `from "../../../build/three.module.js"` → `from "three"`
  static const std::regex kImport(
      R"(from\s+(['"])(\.\./)+build/three\.module\.js(['"]))");
  return std::regex_replace(*source, kImport, "from $1three$3");
}

std::string MeshcatPageHtml(
    const std::function<std::string(const std::string&)>& three_url,
    const std::function<std::string(const std::string&)>& page_url,
    const std::string& static_data) {
  const std::vector<std::string>& three = MeshcatThreeFiles();
  std::string html(*GetMeshcatPageFile("index.html"));
  const std::string import_map = fmt::format(
      R"({{"imports": {{"three": "{}", "three/OrbitControls": "{}", )"
      R"("three/OBJLoader": "{}", "three/GLTFLoader": "{}", )"
      R"("three/MTLLoader": "{}", )"
      R"("mallard/msgpack.js": "{}", "mallard/viewer.js": "{}"}}}})",
      three_url(three[0]), three_url(three[1]), three_url(three[2]),
      three_url(three[3]), three_url(three[4]), page_url("msgpack.js"),
      page_url("viewer.js"));
  ReplaceAll(&html, "{{IMPORT_MAP}}", import_map);
  ReplaceAll(&html, "{{STATIC_DATA}}", static_data);
  return html;
}

std::string MeshcatContentType(std::string_view name) {
  auto ends_with = [&](std::string_view suffix) {
    return name.size() >= suffix.size() &&
           name.substr(name.size() - suffix.size()) == suffix;
  };
  if (ends_with(".html")) return "text/html; charset=utf-8";
  if (ends_with(".js")) return "text/javascript; charset=utf-8";
  if (ends_with(".css")) return "text/css";
  if (ends_with(".png")) return "image/png";
  if (ends_with(".jpg") || ends_with(".jpeg")) return "image/jpeg";
  if (ends_with(".gltf")) return "model/gltf+json";
  return "application/octet-stream";
}

std::optional<std::string> ReadFileBytes(
    const std::filesystem::path& filename) {
  std::ifstream in(filename, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return contents.str();
}

std::string Base64Encode(std::string_view bytes) {
  static constexpr char kDigits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  auto byte = [&](size_t i) {
    return static_cast<uint32_t>(uint8_t(bytes[i]));
  };
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  // whole groups of 3 bytes → 4 digits
  for (; i + 2 < bytes.size(); i += 3) {
    const uint32_t n = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += kDigits[(n >> 6) & 63];
    out += kDigits[n & 63];
  }
  // 1 or 2 bytes left → 2 or 3 digits and padding
  if (i + 1 == bytes.size()) {
    const uint32_t n = byte(i) << 16;
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += "==";
  } else if (i + 2 == bytes.size()) {
    const uint32_t n = (byte(i) << 16) | (byte(i + 1) << 8);
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += kDigits[(n >> 6) & 63];
    out += '=';
  }
  return out;
}

std::string ContentHash(std::string_view bytes) {
  // 8 bytes per step (a mesh file of a few MB is hashed at every
  // SetObject, i.e. at every simulation's initialization): xor, rotate,
  // multiply by an odd constant, so that every input bit reaches every hash
  // bit; then the tail byte by byte. A content address for the user's own
  // files, not a cryptographic hash.
  uint64_t hash = 14695981039346656037ull ^ bytes.size();
  constexpr uint64_t kMultiplier = 0x9e3779b97f4a7c15ull;
  size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    uint64_t word;
    std::memcpy(&word, bytes.data() + i, sizeof(word));
    hash = std::rotl(hash ^ word, 29) * kMultiplier;
  }
  for (; i < bytes.size(); ++i) {
    hash = std::rotl(hash ^ static_cast<unsigned char>(bytes[i]), 29) *
           kMultiplier;
  }
  hash ^= hash >> 32;
  return fmt::format("{:016x}", hash);
}

std::string MakeZip(
    const std::vector<std::pair<std::string, std::string>>& files) {
  // the archive is written into a growing memory buffer (a zip_source),
  // kept alive past zip_close() to be read back
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
  auto fail = [&](std::string_view what) {
    const std::string message =
        fmt::format("Meshcat: cannot build a zip archive ({}: {})", what,
                    zip_error_strerror(&error));
    zip_error_fini(&error);
    return std::runtime_error(message);
  };
  if (buffer == nullptr) throw fail("buffer");
  zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
  if (archive == nullptr) {
    zip_source_free(buffer);
    throw fail("open");
  }
  zip_source_keep(buffer);
  for (const auto& [name, contents] : files) {
    zip_source_t* source =
        zip_source_buffer(archive, contents.data(), contents.size(), 0);
    if (source == nullptr ||
        zip_file_add(archive, name.c_str(), source, ZIP_FL_ENC_UTF_8) < 0) {
      zip_error_set(&error, zip_error_code_zip(zip_get_error(archive)), 0);
      if (source != nullptr) zip_source_free(source);
      zip_discard(archive);
      zip_source_free(buffer);
      throw fail(name);
    }
  }
  if (zip_close(archive) < 0) {
    zip_error_set(&error, zip_error_code_zip(zip_get_error(archive)), 0);
    zip_discard(archive);
    zip_source_free(buffer);
    throw fail("close");
  }
  // read the finished archive back
  std::string bytes;
  zip_stat_t stat;
  if (zip_source_open(buffer) < 0 || zip_source_stat(buffer, &stat) < 0) {
    zip_source_free(buffer);
    throw fail("read");
  }
  bytes.resize(stat.size);
  const zip_int64_t read = zip_source_read(buffer, bytes.data(), stat.size);
  zip_source_close(buffer);
  zip_source_free(buffer);
  zip_error_fini(&error);
  if (read != static_cast<zip_int64_t>(stat.size)) {
    throw std::runtime_error("Meshcat: cannot read back the zip archive");
  }
  return bytes;
}

void ReplaceAll(std::string* s, std::string_view from, std::string_view to) {
  for (size_t at = s->find(from); at != std::string::npos;
       at = s->find(from, at + to.size())) {
    s->replace(at, from.size(), to);
  }
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
