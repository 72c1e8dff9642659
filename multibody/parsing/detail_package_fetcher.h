#pragma once

/// @file
/// (Internal) The fetcher behind PackageMap::AddRemote(): download (libcurl,
/// or the file system for file:// URLs), SHA-256 check, extraction
/// (libarchive), strip_prefix, and the atomic move into the cache. Only
/// package_map.cc and the tests include this header; it includes neither
/// curl's nor libarchive's.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "drake/multibody/parsing/package_map.h"

namespace drake {
namespace multibody {
namespace internal {

/// The archive type ("zip", "tar", "gztar", "bztar", "xztar") named by the
/// extension of the file name that ends the path of `url` (its query and
/// fragment ignored), or nullopt when the extension names none.
std::optional<std::string> DeduceArchiveType(std::string_view url);

/// Fetches the remote package `package_name` described by `params` (already
/// validated by AddRemote()) into the folder `package_dir`, whose parent is
/// the cache folder. On success `package_dir` exists, complete, and a file
/// `<package_dir>.README` beside it says where it came from. The URLs that
/// DRAKE_ALLOW_NETWORK does not allow are skipped. Work happens in a
/// temporary folder inside the parent, removed on return; `package_dir`
/// appears by one rename. If another process creates `package_dir` first,
/// that copy is kept and this is a success.
/// @throws std::runtime_error naming the package, every URL tried or skipped
///   and why it failed (checksum mismatches give both checksums), or why the
///   archive could not be extracted or lacks `strip_prefix`.
void FetchRemotePackage(const std::string& package_name,
                        const PackageMap::RemoteParams& params,
                        const std::filesystem::path& package_dir);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
