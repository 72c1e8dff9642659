#include "drake/lcm/drake_lcm.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <lcm/lcm.h>

#include "drake/common/drake_throw.h"
#include "drake/common/scope_exit.h"

namespace drake {
namespace lcm {
namespace {

// LCM's own default (lcm.c); the library offers no call that returns it.
constexpr char kLcmDefaultUrl[] = "udpm://239.255.76.67:7667?ttl=0";

// Drake's DRAKE_ALLOW_NETWORK policy for the "lcm" component: unset or empty
// allows everything, "none" (alone or in the list) nothing, otherwise a
// colon-separated list of the allowed components.
bool IsLcmNetworkingAllowed() {
  const char* const env = std::getenv("DRAKE_ALLOW_NETWORK");
  if (env == nullptr || *env == '\0') return true;
  const std::string_view policy(env);
  bool allowed = false;
  size_t start = 0;
  while (start <= policy.size()) {
    size_t end = policy.find(':', start);
    if (end == std::string_view::npos) end = policy.size();
    const std::string_view token = policy.substr(start, end - start);
    if (token == "none") return false;
    if (token == "lcm") allowed = true;
    start = end + 1;
  }
  return allowed;
}

// A regex (LCM's, PCRE-like) that matches exactly `literal`: every ASCII
// character other than a letter or digit is escaped; bytes of multi-byte
// UTF-8 characters are literals already.
std::string EscapeForLcmRegex(std::string_view literal) {
  std::string result;
  result.reserve(2 * literal.size());
  for (const char ch : literal) {
    const auto byte = static_cast<unsigned char>(ch);
    const bool is_alnum = (ch >= 'a' && ch <= 'z') ||
                          (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    if (!is_alnum && byte < 0x80) result.push_back('\\');
    result.push_back(ch);
  }
  return result;
}

[[noreturn]] void ThrowLcmError(const std::string& what,
                                const std::string& url) {
  throw std::runtime_error(fmt::format(
      "DrakeLcm: {} (LCM URL '{}'). For udpm:// URLs the likely cause is the "
      "network configuration (multicast routing), see "
      "https://lcm-proj.github.io/lcm/content/multicast-setup.html",
      what, url));
}

}  // namespace

// One subscription as the LCM library sees it. Owned by DrakeLcm::Impl while
// subscribed; the handle returned to the caller only refers to it.
namespace internal {
struct NativeSubscription {
  std::string regex;
  DrakeLcmInterface::MultichannelHandlerFunction handler;
  lcm_subscription_t* native{};
  int queue_capacity{1};
  // Where a handler's exception is recorded (it must not unwind through
  // LCM's C code); HandleSubscriptions() rethrows it.
  std::string* error_message{};
};
}  // namespace internal

using internal::NativeSubscription;

class DrakeLcm::Impl {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Impl);

  explicit Impl(const DrakeLcmParams& params)
      : url_(params.lcm_url),
        channel_suffix_(params.channel_suffix),
        deferred_(params.defer_initialization) {
    if (url_.empty()) {
      const char* const env_url = std::getenv("LCM_DEFAULT_URL");
      url_ =
          (env_url != nullptr && *env_url != '\0') ? env_url : kLcmDefaultUrl;
    }
    if (!url_.starts_with("memq://") && !IsLcmNetworkingAllowed()) {
      throw std::runtime_error(fmt::format(
          "LCM URL {} has been disabled via the DRAKE_ALLOW_NETWORK "
          "environment variable",
          url_));
    }
    lcm_ = ::lcm_create(url_.c_str());
    if (lcm_ == nullptr) {
      throw std::runtime_error(fmt::format(
          "DrakeLcm: LCM cannot open the URL '{}' (the provider must be one "
          "of memq://, udpm://, file://, tcpq://, with a valid address and "
          "options)",
          url_));
    }
  }

  ~Impl() {
    for (const auto& sub : subscriptions_) {
      if (sub->native != nullptr) ::lcm_unsubscribe(lcm_, sub->native);
    }
    ::lcm_destroy(lcm_);
  }

  void Attach(NativeSubscription* sub) {
    if (sub->native != nullptr) return;
    sub->native =
        ::lcm_subscribe(lcm_, sub->regex.c_str(), &Impl::OnNativeMessage, sub);
    if (sub->native == nullptr) {
      ThrowLcmError(fmt::format("cannot subscribe to '{}'", sub->regex), url_);
    }
    ::lcm_subscription_set_queue_capacity(sub->native, sub->queue_capacity);
  }

  std::shared_ptr<NativeSubscription> Add(
      std::string regex, DrakeLcmInterface::MultichannelHandlerFunction h) {
    auto sub = std::make_shared<NativeSubscription>();
    sub->regex = std::move(regex);
    sub->handler = std::move(h);
    sub->error_message = &error_message_;
    if (!deferred_) Attach(sub.get());
    subscriptions_.push_back(sub);
    return sub;
  }

  // Ends `sub`; while handlers run, the removal waits until they are done (a
  // handler's own closure must outlive its call).
  void Remove(NativeSubscription* sub) {
    auto it = std::find_if(subscriptions_.begin(), subscriptions_.end(),
                           [sub](const auto& s) { return s.get() == sub; });
    if (it == subscriptions_.end()) return;
    if (sub->native != nullptr) {
      ::lcm_unsubscribe(lcm_, sub->native);
      sub->native = nullptr;
    }
    if (handling_) {
      graveyard_.push_back(*it);
    }
    subscriptions_.erase(it);
  }

  static void OnNativeMessage(const lcm_recv_buf_t* buffer, const char* channel,
                              void* user_data) {
    auto* sub = static_cast<NativeSubscription*>(user_data);
    if (!sub->handler) return;
    try {
      sub->handler(channel, buffer->data, static_cast<int>(buffer->data_size));
    } catch (const std::exception& e) {
      *sub->error_message = fmt::format(
          "Error from message handler callback on {}: {}", channel, e.what());
    }
  }

  std::string url_;
  const std::string channel_suffix_;
  bool deferred_{};
  lcm_t* lcm_{};
  std::vector<std::shared_ptr<NativeSubscription>> subscriptions_;
  std::vector<std::shared_ptr<NativeSubscription>> graveyard_;
  bool handling_{false};
  std::string error_message_;
};

namespace {

// The handle returned by DrakeLcm's Subscribe*(). It does not keep the
// subscription alive (DrakeLcm::Impl does); dropping it unsubscribes only
// when asked to.
class DrakeSubscription final : public DrakeSubscriptionInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeSubscription);

  // `remove` ends the subscription (a no-op once DrakeLcm is gone).
  DrakeSubscription(std::weak_ptr<NativeSubscription> sub,
                    std::function<void()> remove)
      : sub_(std::move(sub)), remove_(std::move(remove)) {}

  ~DrakeSubscription() final {
    if (unsubscribe_on_delete_) remove_();
  }

  void set_unsubscribe_on_delete(bool enabled) final {
    unsubscribe_on_delete_ = enabled;
  }

  void set_queue_capacity(int capacity) final {
    DRAKE_THROW_UNLESS(capacity >= 0);
    const auto sub = sub_.lock();
    if (sub == nullptr) return;
    sub->queue_capacity = capacity;
    if (sub->native != nullptr) {
      ::lcm_subscription_set_queue_capacity(sub->native, capacity);
    }
  }

 private:
  std::weak_ptr<NativeSubscription> sub_;
  std::function<void()> remove_;
  bool unsubscribe_on_delete_{false};
};

}  // namespace

DrakeLcm::DrakeLcm() : DrakeLcm(std::string{}) {}

DrakeLcm::DrakeLcm(std::string lcm_url)
    : DrakeLcm(DrakeLcmParams{.lcm_url = std::move(lcm_url),
                              .channel_suffix = {},
                              .defer_initialization = false}) {}

DrakeLcm::DrakeLcm(const DrakeLcmParams& params)
    : impl_(std::make_shared<Impl>(params)) {
  if (!params.defer_initialization && ::lcm_get_fileno(impl_->lcm_) < 0) {
    ThrowLcmError("LCM failed to start", impl_->url_);
  }
}

DrakeLcm::~DrakeLcm() = default;

std::string DrakeLcm::get_lcm_url() const { return impl_->url_; }

void* DrakeLcm::get_native_lcm_handle_for_unit_testing() { return impl_->lcm_; }

void DrakeLcm::Publish(const std::string& channel, const void* data,
                       int data_size, std::optional<double>) {
  DRAKE_THROW_UNLESS(!channel.empty());
  DRAKE_THROW_UNLESS(data_size >= 0);
  DRAKE_THROW_UNLESS(data != nullptr || data_size == 0);
  const std::string actual = channel + impl_->channel_suffix_;
  if (::lcm_publish(impl_->lcm_, actual.c_str(), data, data_size) < 0) {
    ThrowLcmError(
        fmt::format("publishing {} bytes on '{}' failed", data_size, actual),
        impl_->url_);
  }
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcm::MakeHandle(
    const std::shared_ptr<NativeSubscription>& sub) {
  return std::make_shared<DrakeSubscription>(
      sub, [weak_impl = std::weak_ptr<Impl>(impl_),
            weak_sub = std::weak_ptr<NativeSubscription>(sub)]() {
        const auto impl = weak_impl.lock();
        const auto native = weak_sub.lock();
        if (impl != nullptr && native != nullptr) impl->Remove(native.get());
      });
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcm::Subscribe(
    const std::string& channel, HandlerFunction handler) {
  DRAKE_THROW_UNLESS(!channel.empty());
  DRAKE_THROW_UNLESS(handler != nullptr);
  auto sub = impl_->Add(
      EscapeForLcmRegex(channel + impl_->channel_suffix_),
      [handler = std::move(handler)](std::string_view, const void* data,
                                     int size) { handler(data, size); });
  return MakeHandle(sub);
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcm::SubscribeMultichannel(
    std::string_view regex, MultichannelHandlerFunction handler) {
  DRAKE_THROW_UNLESS(!regex.empty());
  DRAKE_THROW_UNLESS(handler != nullptr);
  const size_t suffix_size = impl_->channel_suffix_.size();
  if (suffix_size > 0) {
    // Hand the channel to the handler without the suffix.
    handler = [suffix_size, inner = std::move(handler)](
                  std::string_view channel, const void* data, int size) {
      DRAKE_DEMAND(channel.size() >= suffix_size);
      channel.remove_suffix(suffix_size);
      inner(channel, data, size);
    };
  }
  // The suffix goes outside the caller's regex: "A|B" must become
  // "(?:A|B)_SUFFIX", not "A|B_SUFFIX".
  std::string full_regex =
      suffix_size > 0 ? fmt::format("(?:{}){}", regex,
                                    EscapeForLcmRegex(impl_->channel_suffix_))
                      : std::string(regex);
  auto sub = impl_->Add(std::move(full_regex), std::move(handler));
  return MakeHandle(sub);
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcm::SubscribeAllChannels(
    MultichannelHandlerFunction handler) {
  return SubscribeMultichannel(".*", std::move(handler));
}

int DrakeLcm::HandleSubscriptions(int timeout_millis) {
  Impl& impl = *impl_;
  if (impl.deferred_) {
    for (const auto& sub : impl.subscriptions_) impl.Attach(sub.get());
    impl.deferred_ = false;
  }
  int handled = 0;
  int status = 0;
  {
    impl.handling_ = true;
    ScopeExit done([&impl]() {
      impl.handling_ = false;
      impl.graveyard_.clear();
    });
    status = ::lcm_handle_timeout(impl.lcm_, std::max(timeout_millis, 0));
    while (status > 0) {
      ++handled;
      status = ::lcm_handle_timeout(impl.lcm_, 0);
    }
  }
  if (status < 0) {
    impl.error_message_.clear();
    ThrowLcmError("receiving messages failed", impl.url_);
  }
  if (!impl.error_message_.empty()) {
    std::string message = std::move(impl.error_message_);
    impl.error_message_.clear();
    throw std::runtime_error(message);
  }
  return handled;
}

void DrakeLcm::OnHandleSubscriptionsError(const std::string& error_message) {
  DRAKE_DEMAND(!error_message.empty());
  // The last error wins; HandleSubscriptions() throws it.
  impl_->error_message_ = error_message;
}

bool DrakeLcm::available() { return true; }

}  // namespace lcm
}  // namespace drake
