// Compiled as C++17 (websocketpp 0.8 does not compile as C++20); includes no
// Drake header.
#define ASIO_STANDALONE
#define _WEBSOCKETPP_CPP11_STL_

#include "meshcat_test_client.h"

#include <array>
#include <chrono>
#include <condition_variable>
#include <future>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include <websocketpp/client.hpp>
#include <websocketpp/config/asio_no_tls_client.hpp>

namespace drake {
namespace geometry {
namespace test {

using WsClient = websocketpp::client<websocketpp::config::asio_client>;

class MeshcatTestClient::Impl {
 public:
  Impl(const std::string& ws_url, double timeout, const std::string& origin) {
    client_.clear_access_channels(websocketpp::log::alevel::all);
    client_.clear_error_channels(websocketpp::log::elevel::all);
    client_.init_asio();
    client_.set_open_handler([this](websocketpp::connection_hdl) {
      std::lock_guard<std::mutex> lock(mutex_);
      open_ = true;
      changed_.notify_all();
    });
    auto on_end = [this](websocketpp::connection_hdl) {
      std::lock_guard<std::mutex> lock(mutex_);
      open_ = false;
      ended_ = true;
      changed_.notify_all();
    };
    client_.set_close_handler(on_end);
    client_.set_fail_handler(on_end);
    client_.set_message_handler(
        [this](websocketpp::connection_hdl, WsClient::message_ptr msg) {
          std::lock_guard<std::mutex> lock(mutex_);
          messages_.push_back(msg->get_payload());
          changed_.notify_all();
        });
    websocketpp::lib::error_code ec;
    connection_ = client_.get_connection(ws_url, ec);
    if (ec) throw std::runtime_error("bad url " + ws_url + ": " + ec.message());
    if (!origin.empty()) connection_->append_header("Origin", origin);
    client_.connect(connection_);
    // Perpetual: the io loop keeps running after the connection ends (the
    // server may drop it), so that work posted later (Close(), Send())
    // still runs; Stop() ends the loop.
    client_.start_perpetual();
    thread_ = std::thread([this]() { client_.run(); });
    std::unique_lock<std::mutex> lock(mutex_);
    if (!changed_.wait_for(lock, std::chrono::duration<double>(timeout),
                           [this]() { return open_ || ended_; }) ||
        !open_) {
      lock.unlock();
      Stop();
      throw std::runtime_error("cannot connect to " + ws_url);
    }
  }

  ~Impl() { Stop(); }

  void Stop() {
    if (!thread_.joinable()) return;
    asio::post(client_.get_io_service(), [this]() {
      websocketpp::lib::error_code ec;
      if (connection_->get_state() == websocketpp::session::state::open) {
        connection_->close(websocketpp::close::status::normal, "", ec);
      }
      client_.stop_perpetual();
    });
    // give the close handshake a moment, then stop
    {
      std::unique_lock<std::mutex> lock(mutex_);
      changed_.wait_for(lock, std::chrono::seconds(1),
                        [this]() { return ended_; });
    }
    client_.stop();
    thread_.join();
  }

  std::vector<std::string> WaitForMessages(size_t count, double timeout) {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait_for(lock, std::chrono::duration<double>(timeout),
                      [&]() { return messages_.size() >= count; });
    return messages_;
  }

  void Send(const std::string& bytes, bool binary) {
    asio::post(client_.get_io_service(), [this, bytes, binary]() {
      websocketpp::lib::error_code ec;
      client_.send(connection_, bytes,
                   binary ? websocketpp::frame::opcode::binary
                          : websocketpp::frame::opcode::text,
                   ec);
    });
  }

  bool is_open() {
    std::lock_guard<std::mutex> lock(mutex_);
    return open_;
  }

  void Close(bool abrupt) {
    // Shared with the posted work, which may outlive this call if it times
    // out.
    auto done = std::make_shared<std::promise<void>>();
    std::future<void> finished = done->get_future();
    asio::post(client_.get_io_service(), [this, abrupt, done]() {
      websocketpp::lib::error_code ec;
      if (abrupt) {
        asio::error_code aec;
        connection_->get_raw_socket().close(aec);
      } else {
        connection_->close(websocketpp::close::status::normal, "", ec);
      }
      done->set_value();
    });
    // A test fails rather than hangs if the io loop is gone.
    if (finished.wait_for(std::chrono::seconds(10)) !=
        std::future_status::ready) {
      throw std::runtime_error(
          "MeshcatTestClient::Close(): the client's io loop did not run the "
          "close within 10 s");
    }
  }

 private:
  WsClient client_;
  WsClient::connection_ptr connection_;
  std::thread thread_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  bool open_{false};
  bool ended_{false};
  std::vector<std::string> messages_;
};

MeshcatTestClient::MeshcatTestClient(const std::string& ws_url, double timeout,
                                     const std::string& origin)
    : impl_(std::make_unique<Impl>(ws_url, timeout, origin)) {}

MeshcatTestClient::~MeshcatTestClient() = default;

std::vector<std::string> MeshcatTestClient::WaitForMessages(
    size_t count, double timeout) const {
  return impl_->WaitForMessages(count, timeout);
}

std::vector<std::string> MeshcatTestClient::messages() const {
  return impl_->WaitForMessages(0, 0.0);
}

void MeshcatTestClient::Send(const std::string& bytes, bool binary) {
  impl_->Send(bytes, binary);
}

bool MeshcatTestClient::is_open() const { return impl_->is_open(); }

void MeshcatTestClient::Close(bool abrupt) { impl_->Close(abrupt); }

std::string SendRawTcp(int port, const std::string& bytes, double timeout) {
  asio::io_context io;
  asio::ip::tcp::socket socket(io);
  asio::error_code ec;
  socket.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"),
                                         static_cast<unsigned short>(port)),
                 ec);
  if (ec) return "";
  asio::write(socket, asio::buffer(bytes), ec);
  std::string received;
  std::array<char, 4096> chunk;
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout);
  socket.non_blocking(true, ec);
  while (std::chrono::steady_clock::now() < deadline) {
    const size_t n = socket.read_some(asio::buffer(chunk), ec);
    if (ec == asio::error::would_block) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      continue;
    }
    if (ec) break;
    received.append(chunk.data(), n);
  }
  socket.close(ec);
  return received;
}

std::pair<int, std::string> HttpGet(int port, const std::string& target) {
  const std::string response = SendRawTcp(
      port, "GET " + target + " HTTP/1.0\r\nHost: localhost\r\n\r\n", 5.0);
  // "HTTP/1.x NNN ..."
  if (response.size() < 12 || response.compare(0, 5, "HTTP/") != 0) {
    return {0, ""};
  }
  const int status = std::stoi(response.substr(9, 3));
  const size_t body = response.find("\r\n\r\n");
  return {status, body == std::string::npos ? "" : response.substr(body + 4)};
}

}  // namespace test
}  // namespace geometry
}  // namespace drake
