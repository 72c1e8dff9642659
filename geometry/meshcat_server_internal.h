#pragma once

/* The HTTP + WebSocket server under Meshcat. This header is internal: it
includes only the standard library (the server's .cc is the one translation
unit that sees websocketpp and asio, and it is compiled as C++17 because
websocketpp 0.8 does not compile as C++20), so Meshcat's public header stays
light. */

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace drake {
namespace geometry {
namespace internal {

/* One HTTP response: its MIME type and body, and (when not empty) its
Content-Disposition header (e.g. a download's file name). */
struct MeshcatHttpResponse {
  std::string content_type;
  std::string body;
  std::string content_disposition{};
};

/* A server thread that answers HTTP GETs through a callback and broadcasts
binary WebSocket messages to every connected client.

Flow control: Send() only appends to a queue (under a mutex), so the caller
never waits for the network nor wakes the server thread. While a client is
connected, the server thread drains the queue every kDrainPeriodMs, and then
asks the `take_latest` handler for the messages of state that changed since
(e.g. the latest transform of each path that moved, which the caller marked
without encoding anything). A message sent with a non-empty `coalesce_key`
replaces a not-yet-sent message with the same key. Per client, coalescable
messages (those with a key, and those of take_latest) are skipped while more
than kSkipCoalescableBytes are waiting in its socket buffer, and a client with
more than kMaxBufferedBytes waiting is closed (its browser reconnects and
receives the whole scene again). While no client is connected (or
connecting), Send() drops its message (see has_listeners()) and the server
thread sleeps: on_open gives a later client the whole scene. */
class MeshcatServer {
 public:
  struct Handlers {
    /* Answers GET `resource` (the path without the query string);
    std::nullopt means 404. Runs on the server thread. */
    std::function<std::optional<MeshcatHttpResponse>(const std::string&)> http;
    /* Returns the messages that bring a new client up to date (the scene).
    Runs on the server thread, before any later broadcast reaches the client. */
    std::function<std::vector<std::string>()> on_open;
    /* Handles one message from the client numbered `client` (1, 2, ... in
    the order they connected). Runs on the server thread; must not throw
    (exceptions are caught and the message is dropped). */
    std::function<void(const std::string& message, int64_t client)> on_message;
    /* Told that client `client` disconnected (optional). Runs on the server
    thread. */
    std::function<void(int64_t client)> on_close;
    /* Appends to `messages` the latest state that changed since the last
    call (optional; see the class comment). Runs on the server thread at
    each drain, after the queued messages are sent; what it returns is sent
    after them, coalescable. */
    std::function<void(std::vector<std::string>* messages)> take_latest;
  };

  static constexpr int kDrainPeriodMs = 2;
  static constexpr size_t kSkipCoalescableBytes = 1 << 20;
  static constexpr size_t kMaxBufferedBytes = 64 << 20;
  static constexpr size_t kMaxIncomingMessageBytes = 1 << 20;

  /* Starts listening on `host` ("*" or "" for every interface) and `port`
  (std::nullopt: the first free one in [port_min, port_max]; 0: an ephemeral
  port).
  @throws std::exception naming the host and port(s) when none is free. */
  MeshcatServer(const std::string& host, std::optional<int> port, int port_min,
                int port_max, Handlers handlers);
  ~MeshcatServer();

  MeshcatServer(const MeshcatServer&) = delete;
  MeshcatServer& operator=(const MeshcatServer&) = delete;

  /* The port the server listens on. */
  int port() const;

  /* The number of open WebSocket connections. */
  int num_connections() const;

  /* Whether a client is connected or connecting: what is sent (or left for
  take_latest) now will reach someone. Thread-safe, lock-free. */
  bool has_listeners() const;

  /* Queues `message` for every client; thread-safe and never blocks on the
  network. See the class comment for `coalesce_key`. */
  void Send(std::string message, const std::string& coalesce_key = "");

  /* Blocks until every queued message has been written to every client's
  socket, or `timeout_seconds` has passed. */
  void Flush(double timeout_seconds) const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace internal
}  // namespace geometry
}  // namespace drake
