#include "drake/common/scoped_singleton.h"

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace scoped_singleton_test {

// Counts live instances and constructions.
struct Resource {
  Resource() {
    ++live;
    ++made;
  }
  ~Resource() { --live; }
  static inline std::atomic<int> live{0};
  static inline std::atomic<int> made{0};
};

GTEST_TEST(ScopedSingletonTest, SharedWhileHeld) {
  Resource::live = 0;
  Resource::made = 0;
  {
    std::shared_ptr<Resource> a = GetScopedSingleton<Resource>();
    std::shared_ptr<Resource> b = GetScopedSingleton<Resource>();
    EXPECT_EQ(a.get(), b.get());
    EXPECT_EQ(Resource::live, 1);
    EXPECT_EQ(Resource::made, 1);
    a.reset();
    EXPECT_EQ(Resource::live, 1);  // b still holds it.
  }
  // Released by everyone: destroyed.
  EXPECT_EQ(Resource::live, 0);
  // The next request makes a new one.
  std::shared_ptr<Resource> c = GetScopedSingleton<Resource>();
  EXPECT_EQ(Resource::live, 1);
  EXPECT_EQ(Resource::made, 2);
}

struct OtherTag {};

GTEST_TEST(ScopedSingletonTest, UniqueTagsAreIndependent) {
  Resource::live = 0;
  Resource::made = 0;
  auto plain = GetScopedSingleton<Resource>();
  auto tagged = GetScopedSingleton<Resource, OtherTag>();
  EXPECT_NE(plain.get(), tagged.get());
  EXPECT_EQ(Resource::live, 2);
}

GTEST_TEST(ScopedSingletonTest, Threads) {
  Resource::live = 0;
  Resource::made = 0;
  auto held = GetScopedSingleton<Resource>();
  constexpr int kThreads = 8;
  std::vector<Resource*> seen(kThreads, nullptr);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&seen, i]() {
      for (int k = 0; k < 100; ++k) {
        seen[i] = GetScopedSingleton<Resource>().get();
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (Resource* p : seen) EXPECT_EQ(p, held.get());
  EXPECT_EQ(Resource::made, 1);
}

}  // namespace scoped_singleton_test
}  // namespace drake
