// The one translation unit that sees websocketpp and asio (standalone asio,
// no Boost). websocketpp 0.8.2 does not compile as C++20 (template-id
// destructors), so the build compiles this file as C++17; it includes no
// Drake header for that reason.
#define ASIO_STANDALONE
#define _WEBSOCKETPP_CPP11_STL_

#include "drake/geometry/meshcat_server_internal.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <unordered_map>
#include <utility>

#include <websocketpp/config/asio_no_tls.hpp>
#include <websocketpp/server.hpp>

namespace drake {
namespace geometry {
namespace internal {
namespace {

using WsServer = websocketpp::server<websocketpp::config::asio>;
using ConnectionHdl = websocketpp::connection_hdl;

struct Outgoing {
  std::shared_ptr<const std::string> bytes;
  bool coalescable{false};
};

}  // namespace

class MeshcatServer::Impl {
 public:
  Impl(const std::string& host, std::optional<int> port, int port_min,
       int port_max, Handlers handlers)
      : handlers_(std::move(handlers)) {
    server_.clear_access_channels(websocketpp::log::alevel::all);
    server_.clear_error_channels(websocketpp::log::elevel::all);
    server_.init_asio();
    drain_timer_ =
        std::make_unique<asio::steady_timer>(server_.get_io_service());
    server_.set_reuse_addr(true);
    server_.set_max_message_size(kMaxIncomingMessageBytes);
    // a client that does not answer the close handshake (e.g. one dropped
    // for being too slow) is cut off after 1 s
    server_.set_close_handshake_timeout(1000);
    server_.set_http_handler([this](const ConnectionHdl& hdl) { OnHttp(hdl); });
    server_.set_open_handler([this](const ConnectionHdl& hdl) { OnOpen(hdl); });
    server_.set_close_handler(
        [this](const ConnectionHdl& hdl) { OnClose(hdl); });
    server_.set_fail_handler(
        [this](const ConnectionHdl& hdl) { OnClose(hdl); });
    server_.set_validate_handler(
        [this](const ConnectionHdl& hdl) { return OnValidate(hdl); });
    server_.set_message_handler(
        [this](const ConnectionHdl& hdl, const WsServer::message_ptr& msg) {
          OnMessage(hdl, msg);
        });

    // the address to bind: every interface, or the host's first address
    // (IPv4 preferred, so that "localhost" means 127.0.0.1)
    asio::ip::address address;
    if (host.empty() || host == "*") {
      address = asio::ip::address_v4::any();
    } else {
      asio::error_code ec;
      asio::ip::tcp::resolver resolver(server_.get_io_service());
      auto results = resolver.resolve(host, "", ec);
      if (ec || results.empty()) {
        throw std::runtime_error("Meshcat: cannot resolve the host '" + host +
                                 "' to listen on: " + ec.message());
      }
      address = results.begin()->endpoint().address();
      for (const auto& entry : results) {
        if (entry.endpoint().address().is_v4()) {
          address = entry.endpoint().address();
          break;
        }
      }
    }

    // the given port, or the first free one in the range
    const int first = port.has_value() ? *port : port_min;
    const int last = port.has_value() ? *port : port_max;
    std::string last_error;
    for (int candidate = first; candidate <= last; ++candidate) {
      websocketpp::lib::error_code ec;
      server_.listen(asio::ip::tcp::endpoint(
                         address, static_cast<unsigned short>(candidate)),
                     ec);
      if (!ec) {
        asio::error_code local_ec;
        port_ = server_.get_local_endpoint(local_ec).port();
        break;
      }
      last_error = ec.message();
    }
    if (port_ == 0) {
      const std::string where =
          port.has_value() ? "port " + std::to_string(*port)
                           : "any port in " + std::to_string(port_min) + ".." +
                                 std::to_string(port_max);
      throw std::runtime_error("Meshcat: cannot listen on " + where +
                               " of host '" + host + "' (" + last_error +
                               "); the port is taken or not allowed");
    }
    server_.start_accept();
    thread_ = std::thread([this]() { Run(); });
  }

  ~Impl() {
    asio::post(server_.get_io_service(), [this]() {
      websocketpp::lib::error_code ec;
      server_.stop_listening(ec);
      for (const auto& hdl : connections_) {
        server_.close(hdl, websocketpp::close::status::going_away, "", ec);
      }
      connections_.clear();
      num_connections_ = 0;
      server_.stop();
    });
    thread_.join();
  }

  int port() const { return port_; }
  int num_connections() const { return num_connections_.load(); }
  bool has_listeners() const {
    return num_connections_.load() + opening_.load() > 0;
  }

  void Send(std::string message, const std::string& coalesce_key) {
    // Nobody to send to: dropped (a client that opens later gets the scene
    // from on_open). A client counts from before its snapshot is taken
    // (opening_), so a message whose state the snapshot missed is queued.
    // The server thread's periodic drain (running while a client is
    // connected) sends it.
    if (!has_listeners()) return;
    auto bytes = std::make_shared<const std::string>(std::move(message));
    {
      std::lock_guard<std::mutex> lock(queue_mutex_);
      if (!coalesce_key.empty()) {
        auto found = pending_index_.find(coalesce_key);
        if (found != pending_index_.end()) {
          queue_[found->second - queue_offset_].bytes = std::move(bytes);
          return;
        }
        pending_index_[coalesce_key] = queue_offset_ + queue_.size();
      } else {
        // a later message may depend on the order of earlier ones (a delete
        // after a transform), so only transforms queued after it coalesce
        pending_index_.clear();
      }
      queue_.push_back(Outgoing{std::move(bytes), !coalesce_key.empty()});
    }
  }

  void Flush(double timeout_seconds) {
    const auto deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration<double>(std::max(0.0, timeout_seconds));
    while (true) {
      auto promise = std::make_shared<std::promise<size_t>>();
      std::future<size_t> future = promise->get_future();
      asio::post(server_.get_io_service(), [this, promise]() {
        Drain();
        size_t buffered = 0;
        for (const auto& hdl : connections_) {
          websocketpp::lib::error_code ec;
          auto con = server_.get_con_from_hdl(hdl, ec);
          if (!ec) buffered += con->get_buffered_amount();
        }
        promise->set_value(buffered);
      });
      if (future.wait_until(deadline) != std::future_status::ready) return;
      if (future.get() == 0) return;
      if (std::chrono::steady_clock::now() >= deadline) return;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }

 private:
  void Run() {
    // an exception escaping a handler must not end the server thread
    while (true) {
      try {
        server_.run();
        return;
      } catch (...) {
        if (server_.stopped()) return;
      }
    }
  }

  // Drains every kDrainPeriodMs while a client is connected (server
  // thread); started by OnOpen, stops when the last client has gone.
  void ScheduleDrain() {
    if (drain_running_) return;
    drain_running_ = true;
    drain_timer_->expires_after(std::chrono::milliseconds(kDrainPeriodMs));
    drain_timer_->async_wait([this](const asio::error_code& ec) {
      drain_running_ = false;
      if (ec) return;
      Drain();
      if (!connections_.empty() || opening_.load() > 0) ScheduleDrain();
    });
  }

  // Sends every queued message, then take_latest's, to every client (server
  // thread).
  void Drain() {
    std::deque<Outgoing> batch;
    {
      std::lock_guard<std::mutex> lock(queue_mutex_);
      batch.swap(queue_);
      queue_offset_ += batch.size();
      pending_index_.clear();
    }
    if (handlers_.take_latest) {
      latest_.clear();
      try {
        handlers_.take_latest(&latest_);
      } catch (...) {
        latest_.clear();
      }
      for (std::string& message : latest_) {
        batch.push_back(Outgoing{
            std::make_shared<const std::string>(std::move(message)), true});
      }
    }
    if (connections_.empty()) return;
    std::vector<ConnectionHdl> to_close;
    for (const auto& hdl : connections_) {
      websocketpp::lib::error_code ec;
      auto con = server_.get_con_from_hdl(hdl, ec);
      if (ec) continue;
      for (const Outgoing& message : batch) {
        const size_t buffered = con->get_buffered_amount();
        if (buffered > kMaxBufferedBytes) {
          to_close.push_back(hdl);
          break;
        }
        if (message.coalescable && buffered > kSkipCoalescableBytes) continue;
        ec = con->send(message.bytes->data(), message.bytes->size(),
                       websocketpp::frame::opcode::binary);
        if (ec) break;
      }
    }
    for (const auto& hdl : to_close) {
      // it gets nothing more, and no longer counts as connected
      connections_.erase(hdl);
      websocketpp::lib::error_code ec;
      server_.close(hdl, websocketpp::close::status::try_again_later,
                    "client too slow", ec);
    }
    num_connections_ = static_cast<int>(connections_.size());
  }

  void OnHttp(const ConnectionHdl& hdl) {
    websocketpp::lib::error_code ec;
    auto con = server_.get_con_from_hdl(hdl, ec);
    if (ec) return;
    std::string resource = con->get_resource();
    const size_t query = resource.find_first_of("?#");
    if (query != std::string::npos) resource.resize(query);
    std::optional<MeshcatHttpResponse> response;
    try {
      if (con->get_request().get_method() == "GET") {
        response = handlers_.http(resource);
      }
    } catch (...) {
      response.reset();
    }
    if (response.has_value()) {
      con->set_status(websocketpp::http::status_code::ok);
      con->replace_header("Content-Type", response->content_type);
      con->replace_header("Cache-Control", "no-cache");
      if (!response->content_disposition.empty()) {
        con->replace_header("Content-Disposition",
                            response->content_disposition);
      }
      con->set_body(response->body);
    } else {
      con->set_status(websocketpp::http::status_code::not_found);
      con->replace_header("Content-Type", "text/plain");
      con->set_body("404 Not Found\n");
    }
  }

  // Accepts a WebSocket only from a page of this server (its Origin names
  // the host the request was sent to) or from a client that is not a
  // browser (no Origin). Browsers let any web site open a WebSocket to
  // localhost; this keeps other sites from pressing buttons and moving
  // sliders.
  bool OnValidate(const ConnectionHdl& hdl) {
    websocketpp::lib::error_code ec;
    auto con = server_.get_con_from_hdl(hdl, ec);
    if (ec) return false;
    const std::string& origin = con->get_request_header("Origin");
    if (origin.empty()) return true;
    const size_t scheme_end = origin.find("://");
    if (scheme_end == std::string::npos) return false;
    const std::string origin_host = origin.substr(scheme_end + 3);
    const std::string& host = con->get_request_header("Host");
    if (!host.empty() && origin_host == host) return true;
    con->set_status(websocketpp::http::status_code::forbidden);
    return false;
  }

  void OnOpen(const ConnectionHdl& hdl) {
    ++opening_;
    struct Opened {
      std::atomic<int>* opening;
      ~Opened() { --*opening; }
    } opened{&opening_};
    websocketpp::lib::error_code ec;
    auto con = server_.get_con_from_hdl(hdl, ec);
    if (ec) return;
    // messages queued before this point are reflected in the snapshot, and
    // re-applying them after it is harmless (each one is idempotent)
    std::vector<std::string> scene;
    try {
      scene = handlers_.on_open();
    } catch (...) {
      scene.clear();
    }
    for (const std::string& message : scene) {
      ec = con->send(message.data(), message.size(),
                     websocketpp::frame::opcode::binary);
      if (ec) return;
    }
    connections_.insert(hdl);
    client_ids_[hdl] = ++last_client_id_;
    num_connections_ = static_cast<int>(connections_.size());
    ScheduleDrain();
  }

  void OnClose(const ConnectionHdl& hdl) {
    connections_.erase(hdl);
    num_connections_ = static_cast<int>(connections_.size());
    auto found = client_ids_.find(hdl);
    if (found == client_ids_.end()) return;
    const int64_t id = found->second;
    client_ids_.erase(found);
    if (!handlers_.on_close) return;
    try {
      handlers_.on_close(id);
    } catch (...) {
      // (the handler must not throw; nothing to undo if it does)
    }
  }

  void OnMessage(const ConnectionHdl& hdl, const WsServer::message_ptr& msg) {
    auto found = client_ids_.find(hdl);
    const int64_t id = found == client_ids_.end() ? 0 : found->second;
    try {
      handlers_.on_message(msg->get_payload(), id);
    } catch (...) {
      // garbage from a client is dropped
    }
  }

  const Handlers handlers_;
  WsServer server_;
  int port_{0};
  std::thread thread_;

  // server-thread state
  std::set<ConnectionHdl, std::owner_less<ConnectionHdl>> connections_;
  // each open connection's number (the on_message/on_close `client`)
  std::map<ConnectionHdl, int64_t, std::owner_less<ConnectionHdl>> client_ids_;
  int64_t last_client_id_{0};
  std::atomic<int> num_connections_{0};
  // the periodic drain (server thread only)
  std::unique_ptr<asio::steady_timer> drain_timer_;
  bool drain_running_{false};
  std::vector<std::string> latest_;
  // clients between the start of OnOpen and their counting as connected
  std::atomic<int> opening_{0};

  // the outgoing queue, shared with the caller's thread; `pending_index_`
  // maps a coalesce key to its message's absolute position (queue_offset_
  // counts the messages already drained)
  std::mutex queue_mutex_;
  std::deque<Outgoing> queue_;
  std::unordered_map<std::string, size_t> pending_index_;
  size_t queue_offset_{0};
};

MeshcatServer::MeshcatServer(const std::string& host, std::optional<int> port,
                             int port_min, int port_max, Handlers handlers)
    : impl_(std::make_unique<Impl>(host, port, port_min, port_max,
                                   std::move(handlers))) {}

MeshcatServer::~MeshcatServer() = default;

int MeshcatServer::port() const { return impl_->port(); }

int MeshcatServer::num_connections() const { return impl_->num_connections(); }

bool MeshcatServer::has_listeners() const { return impl_->has_listeners(); }

void MeshcatServer::Send(std::string message, const std::string& coalesce_key) {
  impl_->Send(std::move(message), coalesce_key);
}

void MeshcatServer::Flush(double timeout_seconds) const {
  impl_->Flush(timeout_seconds);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
