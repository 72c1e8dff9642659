#pragma once

/* Test helpers that speak to a Meshcat server over the network: a WebSocket
client and raw HTTP/TCP. Their .cc is the only test file that sees
websocketpp (compiled as C++17, like the server), so this header includes
only the standard library. */

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace drake {
namespace geometry {
namespace test {

/* A WebSocket client on its own thread that keeps every binary message it
receives. */
class MeshcatTestClient {
 public:
  /* Connects to `ws_url` (sending `origin` as the Origin header, as a
  browser would, when not empty); throws if not open within `timeout`
  seconds. */
  explicit MeshcatTestClient(const std::string& ws_url, double timeout = 5.0,
                             const std::string& origin = "");
  ~MeshcatTestClient();

  MeshcatTestClient(const MeshcatTestClient&) = delete;
  MeshcatTestClient& operator=(const MeshcatTestClient&) = delete;

  /* Waits until at least `count` messages have arrived or `timeout` seconds
  have passed; returns every message received so far. */
  std::vector<std::string> WaitForMessages(size_t count,
                                           double timeout = 5.0) const;

  /* Waits until `predicate(messages)` holds or `timeout` passes; returns
  whether it held. */
  template <typename Predicate>
  bool WaitUntil(Predicate predicate, double timeout = 5.0) const;

  /* Every message received so far. */
  std::vector<std::string> messages() const;

  /* Sends a binary (or text) message. */
  void Send(const std::string& bytes, bool binary = true);

  /* Whether the connection is open. */
  bool is_open() const;

  /* Closes the connection now (abruptly when `abrupt`: the TCP socket is
  dropped without a close handshake). */
  void Close(bool abrupt = false);

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

/* GET `target` from localhost:`port` over HTTP/1.0; returns the status code
and body (status 0 if the connection failed). */
std::pair<int, std::string> HttpGet(int port, const std::string& target);

/* Opens a TCP connection to localhost:`port`, writes `bytes`, reads whatever
comes back for up to `timeout` seconds and closes; returns what was read. */
std::string SendRawTcp(int port, const std::string& bytes,
                       double timeout = 1.0);

template <typename Predicate>
bool MeshcatTestClient::WaitUntil(Predicate predicate, double timeout) const {
  const int steps = static_cast<int>(timeout * 1000);
  for (int i = 0; i <= steps; ++i) {
    if (predicate(messages())) return true;
    WaitForMessages(static_cast<size_t>(-1), 0.001);
  }
  return predicate(messages());
}

}  // namespace test
}  // namespace geometry
}  // namespace drake
