#pragma once

/* The files Meshcat serves and inlines: the page's own files (embedded in the
library at build time), three.js (read from Debian's libjs-three at run
time), and helpers to name, encode and assemble them. Internal to Meshcat;
includes only the standard library. */

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace drake {
namespace geometry {
namespace internal {

/* The page's own file `name` ("index.html", "viewer.js", "msgpack.js"),
embedded from geometry/meshcat_page/ (generated source, see CMakeLists.txt);
std::nullopt for any other name. */
std::optional<std::string_view> GetMeshcatPageFile(std::string_view name);

/* The three.js files the page imports, relative to the three.js folder:
the core module, then OrbitControls, OBJLoader, GLTFLoader and
MTLLoader. Meshcat
serves these and nothing else of three.js. */
const std::vector<std::string>& MeshcatThreeFiles();

/* The three.js folder: $MALLARD_THREE_JS_DIR, else the one found when the
library was configured. */
std::filesystem::path MeshcatThreeJsDir();

/* The three.js file `name` (one of MeshcatThreeFiles()) with the examples'
relative import of the core rewritten to the bare specifier "three" (which
the page's import map resolves, also from data: URLs); std::nullopt if it
cannot be read. */
std::optional<std::string> ReadMeshcatThreeFile(const std::string& name);

/* The page's HTML with its import map: `three_url(name)` is the URL of each
of MeshcatThreeFiles(), `page_url(name)` of each of the page's modules, and
`static_data` the JavaScript value given to the page's start() ("null" for
a live page). */
std::string MeshcatPageHtml(
    const std::function<std::string(const std::string&)>& three_url,
    const std::function<std::string(const std::string&)>& page_url,
    const std::string& static_data);

/* The MIME type of a file name (by extension). */
std::string MeshcatContentType(std::string_view name);

/* The bytes of a file; std::nullopt if it cannot be read. */
std::optional<std::string> ReadFileBytes(const std::filesystem::path& filename);

/* Base64 (RFC 4648, with padding). */
std::string Base64Encode(std::string_view bytes);

/* 64-bit FNV-1a of `bytes` as 16 hex digits (names a served asset). */
std::string ContentHash(std::string_view bytes);

/* The bytes of a ZIP archive holding `files` (name, contents), in order,
deflated (libzip). */
std::string MakeZip(
    const std::vector<std::pair<std::string, std::string>>& files);

/* Replaces every `from` in `s` by `to`. */
void ReplaceAll(std::string* s, std::string_view from, std::string_view to);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
