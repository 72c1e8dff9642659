#pragma once

// Test helpers shared by the simulate tool's command-line tests: start the
// program in a folder, wait for text in a file, wait for its exit status.

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace drake {
namespace tools {
namespace simulate {
namespace test {

// Starts `program args` in `dir` (created empty), its output going to
// out.txt and err.txt there; returns its process id.
inline pid_t StartProgramIn(const std::string& program,
                            const std::filesystem::path& dir,
                            const std::vector<std::string>& args) {
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  // Everything the child needs is prepared before fork(): after it, only
  // async-signal-safe calls.
  const std::string out = (dir / "out.txt").string();
  const std::string err = (dir / "err.txt").string();
  const std::string cwd = dir.string();
  std::vector<char*> argv{const_cast<char*>(program.c_str())};
  for (const std::string& arg : args) {
    argv.push_back(const_cast<char*>(arg.c_str()));
  }
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    const int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out_fd < 0 || err_fd < 0 || chdir(cwd.c_str()) != 0 ||
        dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) {
      _exit(126);
    }
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

// Waits (up to `seconds` of wall time) until `path` holds `text`.
inline bool WaitForText(const std::filesystem::path& path,
                        const std::string& text, double seconds) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(path);
    std::stringstream contents;
    contents << in.rdbuf();
    if (contents.str().find(text) != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

// The exit status of the process, or -1 if a signal killed it (-2 if it
// cannot be waited for).
inline int WaitForExit(pid_t pid) {
  int raw = 0;
  if (waitpid(pid, &raw, 0) != pid) return -2;
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

}  // namespace test
}  // namespace simulate
}  // namespace tools
}  // namespace drake
