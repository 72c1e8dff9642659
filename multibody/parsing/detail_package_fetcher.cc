#include "drake/multibody/parsing/detail_package_fetcher.h"

#include <archive.h>
#include <archive_entry.h>
#include <stdlib.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <utility>
#include <vector>

#include <curl/curl.h>
#include <fmt/format.h>

#include "drake/common/network_policy.h"
#include "drake/common/scope_exit.h"
#include "drake/common/sha256.h"
#include "drake/common/text_logging.h"

namespace drake {
namespace multibody {
namespace internal {

namespace fs = std::filesystem;

namespace {

bool StartsWith(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

bool EndsWith(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() &&
         text.substr(text.size() - suffix.size()) == suffix;
}

bool IsFileUrl(std::string_view url) { return StartsWith(url, "file://"); }

// The path part of `url`: after the scheme and authority, before any query
// or fragment ("" when there is none).
std::string_view UrlPath(std::string_view url) {
  const size_t scheme_end = url.find("://");
  std::string_view rest =
      scheme_end == std::string_view::npos ? url : url.substr(scheme_end + 3);
  rest = rest.substr(0, rest.find_first_of("?#"));
  const size_t slash = rest.find('/');
  return slash == std::string_view::npos ? std::string_view()
                                         : rest.substr(slash);
}

// The file name that ends the path of `url`, or "download" when it has none.
std::string UrlFileName(std::string_view url) {
  const std::string_view path = UrlPath(url);
  const std::string_view name = path.substr(path.rfind('/') + 1);
  return name.empty() ? std::string("download") : std::string(name);
}

// `text` with each %XX escape replaced by its byte.
std::string PercentDecode(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  auto hex = [](char ch) -> int {
    if ('0' <= ch && ch <= '9') return ch - '0';
    if ('a' <= ch && ch <= 'f') return ch - 'a' + 10;
    if ('A' <= ch && ch <= 'F') return ch - 'A' + 10;
    return -1;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && hex(text[i + 1]) >= 0 &&
        hex(text[i + 2]) >= 0) {
      result.push_back(
          static_cast<char>(hex(text[i + 1]) * 16 + hex(text[i + 2])));
      i += 2;
    } else {
      result.push_back(text[i]);
    }
  }
  return result;
}

// Stage "download" for a file:// URL: copies the file it names to
// `destination`. Returns "" on success, else the reason.
std::string CopyFileUrl(const std::string& url, const fs::path& destination) {
  std::string_view rest = std::string_view(url).substr(7);
  if (StartsWith(rest, "localhost/")) rest.remove_prefix(9);
  if (rest.empty() || rest.front() != '/') {
    return "a file:// URL must name an absolute path (file:///path/to/file)";
  }
  const std::string source = PercentDecode(rest);
  std::error_code ec;
  if (!fs::is_regular_file(source, ec)) {
    return fmt::format("'{}' is not an existing file", source);
  }
  fs::copy_file(source, destination, fs::copy_options::overwrite_existing, ec);
  if (ec) {
    return fmt::format("could not copy '{}': {}", source, ec.message());
  }
  return {};
}

// libcurl's write callback: appends the bytes to the FILE* `user`.
size_t WriteToFile(char* data, size_t size, size_t count, void* user) {
  return std::fwrite(data, 1, size * count, static_cast<std::FILE*>(user));
}

// Stage "download" for an http(s) URL, with libcurl: follows redirects (to
// http(s) only), fails on an HTTP error status, and gives up after 30 s of
// connecting or of receiving nothing. Returns "" on success, else the reason.
std::string DownloadHttp(const std::string& url, const fs::path& destination) {
  static std::once_flag curl_initialized;
  std::call_once(curl_initialized,
                 []() { curl_global_init(CURL_GLOBAL_DEFAULT); });
  std::FILE* file = std::fopen(destination.c_str(), "wb");
  if (file == nullptr) {
    return fmt::format("could not write '{}': {}", destination.string(),
                       std::strerror(errno));
  }
  ScopeExit close_file([&file]() {
    if (file != nullptr) std::fclose(file);
  });
  CURL* curl = curl_easy_init();
  if (curl == nullptr) return "libcurl could not start a transfer";
  ScopeExit cleanup_curl([curl]() { curl_easy_cleanup(curl); });
  char error[CURL_ERROR_SIZE] = "";
  curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
  curl_easy_setopt(curl, CURLOPT_MAXREDIRS, 10L);
  curl_easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 30L);
  curl_easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
  curl_easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, 30L);
  curl_easy_setopt(curl, CURLOPT_USERAGENT, "drake-package-map");
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, &WriteToFile);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, file);
  const CURLcode code = curl_easy_perform(curl);
  if (code != CURLE_OK) {
    return error[0] != '\0' ? std::string(error)
                            : std::string(curl_easy_strerror(code));
  }
  const int closed = std::fclose(file);
  file = nullptr;
  if (closed != 0) {
    return fmt::format("could not write '{}': {}", destination.string(),
                       std::strerror(errno));
  }
  return {};
}

// What stage "download" found: the verified archive and its URL.
struct Downloaded {
  fs::path file;
  std::string url;
};

// Stage "download": tries each allowed URL in turn into `temp_dir` and
// returns the first whose SHA-256 matches; throws listing every failure.
Downloaded DownloadAndVerify(const std::string& package_name,
                             const PackageMap::RemoteParams& params,
                             const fs::path& temp_dir) {
  const bool network_allowed =
      drake::internal::IsNetworkingAllowed("package_map");
  const std::optional<Sha256> expected = Sha256::Parse(params.sha256);
  if (!expected.has_value()) {
    throw std::logic_error(
        fmt::format("PackageMap: package '{}' has the invalid sha256 '{}'",
                    package_name, params.sha256));
  }
  std::vector<std::string> failures;
  for (size_t i = 0; i < params.urls.size(); ++i) {
    const std::string& url = params.urls[i];
    if (!IsFileUrl(url) && !network_allowed) {
      const char* policy = std::getenv("DRAKE_ALLOW_NETWORK");
      failures.push_back(fmt::format(
          "{} was not tried: DRAKE_ALLOW_NETWORK='{}' does not allow "
          "package_map to use the network (only file:// URLs and the cache)",
          url, policy != nullptr ? policy : ""));
      continue;
    }
    const fs::path file = temp_dir / fmt::format("{}_{}", i, UrlFileName(url));
    log()->info("PackageMap: Downloading {}", url);
    const std::string reason =
        IsFileUrl(url) ? CopyFileUrl(url, file) : DownloadHttp(url, file);
    if (!reason.empty()) {
      failures.push_back(fmt::format("{} failed: {}", url, reason));
      continue;
    }
    std::ifstream input(file, std::ios::binary);
    const Sha256 actual = Sha256::Checksum(&input);
    if (!input.eof() && input.fail()) {
      failures.push_back(fmt::format("{} failed: could not read back '{}'", url,
                                     file.string()));
      continue;
    }
    if (actual != *expected) {
      failures.push_back(fmt::format(
          "{} failed: Checksum mismatch; the file's SHA-256 is {} but "
          "RemoteParams::sha256 is {}",
          url, actual.to_string(), params.sha256));
      continue;
    }
    return {file, url};
  }
  std::string list;
  for (const std::string& failure : failures) {
    list += "\n  - " + failure;
  }
  throw std::runtime_error(fmt::format(
      "PackageMap: when downloading '{}', the downloader experienced an "
      "error: no URL gave the archive:{}",
      package_name, list));
}

// Whether `name` (an archive entry's path) is relative and stays inside the
// extraction folder (no ".." component).
bool IsSafeEntryPath(const char* name) {
  if (name == nullptr || name[0] == '\0') return false;
  const fs::path path(name);
  if (path.is_absolute()) return false;
  for (const fs::path& part : path) {
    if (part == "..") return false;
  }
  return true;
}

// Stage "extract": unpacks `archive_file` as `archive_type` into the folder
// `destination` with libarchive. As Python's shutil (Drake's downloader),
// the tar types accept any of gzip, bzip2 and xz compression (or none).
// Entries with an absolute path or a ".." component are refused, no file is
// written through a symbolic link, and modes are masked by the umask (no
// set-user-ID bits, even for root). Returns "" or the reason.
std::string ExtractArchive(const fs::path& archive_file,
                           const std::string& archive_type,
                           const fs::path& destination) {
  archive* reader = archive_read_new();
  ScopeExit free_reader([reader]() { archive_read_free(reader); });
  if (archive_type == "zip") {
    archive_read_support_format_zip(reader);
  } else {
    archive_read_support_format_tar(reader);
    archive_read_support_filter_gzip(reader);
    archive_read_support_filter_bzip2(reader);
    archive_read_support_filter_xz(reader);
    archive_read_support_filter_lzma(reader);
  }
  if (archive_read_open_filename(reader, archive_file.c_str(), 1 << 16) !=
      ARCHIVE_OK) {
    return archive_error_string(reader);
  }
  archive* writer = archive_write_disk_new();
  ScopeExit free_writer([writer]() { archive_write_free(writer); });
  archive_write_disk_set_options(writer, ARCHIVE_EXTRACT_TIME |
                                             ARCHIVE_EXTRACT_SECURE_SYMLINKS |
                                             ARCHIVE_EXTRACT_SECURE_NODOTDOT);
  archive_write_disk_set_standard_lookup(writer);
  auto error_of = [](archive* a) {
    const char* text = archive_error_string(a);
    return std::string(text != nullptr ? text : "unknown libarchive error");
  };
  while (true) {
    archive_entry* entry = nullptr;
    const int status = archive_read_next_header(reader, &entry);
    if (status == ARCHIVE_EOF) break;
    if (status < ARCHIVE_WARN) return error_of(reader);

    // every entry lands below `destination`
    const char* name = archive_entry_pathname(entry);
    if (!IsSafeEntryPath(name)) {
      return fmt::format(
          "the entry '{}' has an absolute path or a '..' component",
          name != nullptr ? name : "");
    }
    archive_entry_set_pathname(entry, (destination / name).c_str());
    if (const char* link = archive_entry_hardlink(entry)) {
      if (!IsSafeEntryPath(link)) {
        return fmt::format("the hard link '{}' -> '{}' leaves the archive",
                           name, link);
      }
      archive_entry_set_hardlink(entry, (destination / link).c_str());
    }

    // the entry, then its data blocks
    if (archive_write_header(writer, entry) < ARCHIVE_WARN) {
      return error_of(writer);
    }
    const void* block = nullptr;
    size_t size = 0;
    la_int64_t offset = 0;
    int read_status;
    while ((read_status = archive_read_data_block(reader, &block, &size,
                                                  &offset)) == ARCHIVE_OK) {
      if (archive_write_data_block(writer, block, size, offset) <
          ARCHIVE_WARN) {
        return error_of(writer);
      }
    }
    if (read_status != ARCHIVE_EOF) return error_of(reader);
    if (archive_write_finish_entry(writer) < ARCHIVE_WARN) {
      return error_of(writer);
    }
  }
  if (archive_write_close(writer) < ARCHIVE_WARN) return error_of(writer);
  return {};
}

// The README written beside a fetched package.
std::string ReadmeText(const std::string& package_name,
                       const PackageMap::RemoteParams& params,
                       const std::string& url, const fs::path& package_dir) {
  return fmt::format(
      "The folder ./{} holds package://{}, fetched by drake::PackageMap from\n"
      "  {}\nThe parameters it was declared with:\n  {}\n",
      package_dir.filename().string(), package_name, url, params.ToJson());
}

}  // namespace

std::optional<std::string> DeduceArchiveType(std::string_view url) {
  const std::string name = UrlFileName(url);
  // the extensions Python's shutil.unpack_archive knows
  static const std::pair<const char*, const char*> kExtensions[] = {
      {".zip", "zip"},      {".tar", "tar"},       {".tar.gz", "gztar"},
      {".tgz", "gztar"},    {".tar.bz2", "bztar"}, {".tbz2", "bztar"},
      {".tar.xz", "xztar"}, {".txz", "xztar"}};
  for (const auto& [extension, type] : kExtensions) {
    if (EndsWith(name, extension)) return std::string(type);
  }
  return std::nullopt;
}

void FetchRemotePackage(const std::string& package_name,
                        const PackageMap::RemoteParams& params,
                        const fs::path& package_dir) {
  // a scratch folder beside the destination (one file system, so the final
  // rename is atomic), removed whatever happens
  const fs::path cache_dir = package_dir.parent_path();
  std::string temp_name =
      (cache_dir /
       fmt::format(".fetch.{}.XXXXXX", package_dir.filename().string()))
          .string();
  if (::mkdtemp(temp_name.data()) == nullptr) {
    throw std::runtime_error(fmt::format(
        "PackageMap: when downloading '{}', could not create a temporary "
        "folder in the cache folder '{}': {}",
        package_name, cache_dir.string(), std::strerror(errno)));
  }
  const fs::path temp_dir(temp_name);
  ScopeExit remove_temp([&temp_dir]() {
    std::error_code ec;
    fs::remove_all(temp_dir, ec);
  });

  // download
  const Downloaded downloaded =
      DownloadAndVerify(package_name, params, temp_dir);

  // extract
  std::optional<std::string> archive_type = params.archive_type;
  if (!archive_type.has_value())
    archive_type = DeduceArchiveType(downloaded.url);
  for (size_t i = 0; !archive_type.has_value() && i < params.urls.size(); ++i) {
    // the mirrors hold the same bytes: any URL's extension names the type
    archive_type = DeduceArchiveType(params.urls[i]);
  }
  if (!archive_type.has_value()) {
    throw std::runtime_error(fmt::format(
        "PackageMap: when downloading '{}', the archive type of {} is not "
        "known: set RemoteParams::archive_type",
        package_name, downloaded.url));
  }
  const fs::path unpack_dir = temp_dir / "unpack";
  std::error_code ec;
  fs::create_directory(unpack_dir, ec);
  const std::string extract_error =
      ec ? ec.message()
         : ExtractArchive(downloaded.file, *archive_type, unpack_dir);
  if (!extract_error.empty()) {
    throw std::runtime_error(fmt::format(
        "PackageMap: when downloading '{}', could not extract {} as a {} "
        "archive: {}",
        package_name, downloaded.url, *archive_type, extract_error));
  }

  // strip_prefix
  const fs::path package_source = unpack_dir / params.strip_prefix.value_or("");
  if (!fs::is_directory(package_source, ec)) {
    throw std::runtime_error(fmt::format(
        "PackageMap: when downloading '{}', the strip_prefix='{}' does not "
        "exist within {} (downloaded from {})",
        package_name, params.strip_prefix.value_or(""),
        UrlFileName(downloaded.url), downloaded.url));
  }

  // publish: one rename; a copy another process published first is as good
  fs::rename(package_source, package_dir, ec);
  if (ec && !fs::is_directory(package_dir)) {
    throw std::runtime_error(fmt::format(
        "PackageMap: when downloading '{}', could not move the extracted "
        "folder into the cache as '{}': {}",
        package_name, package_dir.string(), ec.message()));
  }
  const fs::path readme_temp = temp_dir / "README";
  std::ofstream(readme_temp)
      << ReadmeText(package_name, params, downloaded.url, package_dir);
  fs::rename(readme_temp, package_dir.string() + ".README", ec);
  if (ec) {
    log()->debug("PackageMap: could not write {}.README: {}",
                 package_dir.string(), ec.message());
  }
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
