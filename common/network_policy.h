#pragma once

/// @file
/// DRAKE_ALLOW_NETWORK: the environment variable that limits which
/// components may use the network.
///
/// Its value is a ':'-separated list of component names. Unset or empty
/// allows every component; "none" (alone or anywhere in the list) allows
/// none; otherwise only the listed components are allowed. The components
/// are "lcm" (drake::lcm::DrakeLcm), "meshcat" (drake::geometry::Meshcat)
/// and "package_map" (drake::multibody::PackageMap::AddRemote()). A
/// component's other channels (files, memory) are never limited.
///
/// Example: `export DRAKE_ALLOW_NETWORK=lcm:meshcat` lets those two use the
/// network and keeps PackageMap to file:// URLs and its download cache.

#include <string_view>

namespace drake {
namespace internal {

/// Whether `component` may use the network under the current value of
/// DRAKE_ALLOW_NETWORK (read on every call).
/// @throws std::exception if `component` is empty, is "none", or has a
///   character other than a-z, 0-9 and '_'.
bool IsNetworkingAllowed(std::string_view component);

}  // namespace internal
}  // namespace drake
