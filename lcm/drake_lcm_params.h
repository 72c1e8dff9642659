#pragma once

#include <string>

#include "drake/common/name_value.h"

namespace drake {
namespace lcm {

/// The parameters of a DrakeLcm.
struct DrakeLcmParams {
  /// Passes this object to an Archive (YAML serialization).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(lcm_url));
    a->Visit(DRAKE_NVP(channel_suffix));
    a->Visit(DRAKE_NVP(defer_initialization));
  }

  /// The LCM URL; empty means LCM's default (the LCM_DEFAULT_URL environment
  /// variable if set, else "udpm://239.255.76.67:7667?ttl=0").
  std::string lcm_url;

  /// Appended to every channel name this DrakeLcm publishes or subscribes to:
  /// with "_ALT", publishing on "FOO" sends on "FOO_ALT", and subscribing to
  /// "BAR" receives what is sent on "BAR_ALT". Multichannel subscriptions
  /// only see channels ending with the suffix, and their handlers receive the
  /// channel name without it.
  std::string channel_suffix;

  /// (Advanced) When true, subscriptions reach the LCM library (and its
  /// receive machinery starts) only at the first HandleSubscriptions() call
  /// instead of in the constructor and Subscribe*().
  bool defer_initialization{false};
};

}  // namespace lcm
}  // namespace drake
