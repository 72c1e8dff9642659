#include "drake/common/test_utilities/limit_malloc.h"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/sha256.h"
#include "drake/common/test_utilities/expect_throws_message.h"
// Mallard's own per-thread counter, on the same hooks (this program includes
// both headers, which the weak definitions allow).
#include "test_utilities/limit_malloc.h"

namespace drake {
namespace test {
namespace limit_malloc_test {

// Keeps the optimizer from removing an allocation whose result is unused
// (GCC deletes matched malloc/free and new/delete pairs).
void Escape(void* pointer) { asm volatile("" : : "g"(pointer) : "memory"); }

// Every count below is exact: the code under each guard makes a known
// number of allocation calls (a vector reserve is one operator new, which is
// one malloc). Only the tests through other libraries (OpenSSL) and threads
// check a lower bound, as their internals may allocate more than once.

class LimitMallocTest : public testing::Test {
 protected:
  void SetUp() override {
    if (!LimitMalloc::IsSupportedConfiguration()) {
      GTEST_SKIP() << "LimitMalloc is a no-op in this configuration";
    }
  }
};

LimitMallocParams Params(int max, int min, bool ignore_realloc_noops) {
  LimitMallocParams params;
  params.max_num_allocations = max;
  params.min_num_allocations = min;
  params.ignore_realloc_noops = ignore_realloc_noops;
  return params;
}

TEST_F(LimitMallocTest, DefaultParams) {
  const LimitMallocParams params;
  EXPECT_EQ(params.max_num_allocations, -1);
  EXPECT_EQ(params.min_num_allocations, -1);
  EXPECT_FALSE(params.ignore_realloc_noops);
  // Drake's tests write the parameters with designated initializers.
  LimitMalloc guard({.max_num_allocations = 5,
                     .min_num_allocations = -1,
                     .ignore_realloc_noops = false});
  EXPECT_EQ(guard.params().max_num_allocations, 5);
}

TEST_F(LimitMallocTest, CountsVectorReserve) {
  std::vector<int> outside;
  LimitMalloc guard(Params(-1, -1, false));
  EXPECT_EQ(guard.num_allocations(), 0);
  std::vector<int> values;
  values.reserve(1);
  Escape(values.data());
  EXPECT_EQ(guard.num_allocations(), 1);
  values.reserve(100);
  Escape(values.data());
  EXPECT_EQ(guard.num_allocations(), 2);
  // No allocation: stack storage, and reserving what is already there.
  int on_stack[16] = {};
  Escape(on_stack);
  values.reserve(50);
  EXPECT_EQ(guard.num_allocations(), 2);
}

TEST_F(LimitMallocTest, CountsMallocCallocRealloc) {
  LimitMalloc guard(Params(-1, -1, false));
  void* a = std::malloc(10);
  Escape(a);
  void* b = std::calloc(4, 8);
  Escape(b);
  void* c = std::realloc(nullptr, 16);  // An allocation.
  Escape(c);
  EXPECT_EQ(guard.num_allocations(), 3);
  std::free(a);
  std::free(b);
  std::free(c);
  EXPECT_EQ(guard.num_allocations(), 3);  // free() is not counted.
}

TEST_F(LimitMallocTest, Params) {
  LimitMalloc guard(Params(7, 0, true));
  EXPECT_EQ(guard.params().max_num_allocations, 7);
  EXPECT_EQ(guard.params().min_num_allocations, 0);
  EXPECT_TRUE(guard.params().ignore_realloc_noops);
}

TEST_F(LimitMallocTest, DefaultAllowsNone) {
  LimitMalloc guard;
  EXPECT_EQ(guard.params().max_num_allocations, 0);
  EXPECT_EQ(guard.params().min_num_allocations, -1);
  int on_stack[8] = {};
  Escape(on_stack);
  EXPECT_EQ(guard.num_allocations(), 0);
}

TEST_F(LimitMallocTest, UpToTheMaximumIsFine) {
  LimitMalloc guard(Params(2, -1, false));
  std::vector<int> a;
  a.reserve(1);
  Escape(a.data());
  std::vector<int> b;
  b.reserve(1);
  Escape(b.data());
  EXPECT_EQ(guard.num_allocations(), 2);
}

TEST_F(LimitMallocTest, CannotNest) {
  LimitMalloc outer(Params(-1, -1, false));
  DRAKE_EXPECT_THROWS_MESSAGE(LimitMalloc(Params(-1, -1, false)),
                              "Cannot nest LimitMalloc guards");
  // The outer guard is still the active one.
  std::vector<int> values;
  values.reserve(1);
  Escape(values.data());
  EXPECT_GE(outer.num_allocations(), 1);  // Plus the exception's allocation.
}

TEST_F(LimitMallocTest, SequentialGuardsStartFromZero) {
  {
    LimitMalloc first(Params(-1, -1, false));
    void* p = std::malloc(8);
    Escape(p);
    std::free(p);
    EXPECT_EQ(first.num_allocations(), 1);
  }
  // Allocations between guards are not limited.
  std::vector<int> between(100);
  Escape(between.data());
  LimitMalloc second(Params(-1, -1, false));
  EXPECT_EQ(second.num_allocations(), 0);
}

TEST_F(LimitMallocTest, ReallocNoops) {
  void* block = std::malloc(256);
  Escape(block);
  {
    LimitMalloc guard(Params(-1, -1, true));
    // glibc shrinks a block in place (the same pointer back); ASan's realloc
    // always moves it. Only an in-place realloc is ignored.
    void* shrunk = std::realloc(block, 128);
    Escape(shrunk);
    EXPECT_EQ(guard.num_allocations(), shrunk == block ? 0 : 1);
    block = shrunk;
  }
  {
    LimitMalloc guard(Params(-1, -1, false));
    void* shrunk = std::realloc(block, 64);
    Escape(shrunk);
    EXPECT_EQ(guard.num_allocations(), 1);  // Counted either way.
    block = shrunk;
  }
  std::free(block);
}

// Allocations made inside shared libraries (here libcrypto, through
// libmallard_common) count too: the program's malloc replaces the C
// library's everywhere.
TEST_F(LimitMallocTest, CountsAllocationsInSharedLibraries) {
  LimitMalloc guard(Params(-1, -1, false));
  const Sha256 checksum = Sha256::Checksum("abc");
  EXPECT_EQ(checksum.to_string().size(), 64u);
  EXPECT_GE(guard.num_allocations(), 1);  // EVP_MD_CTX_new at least.
}

// As Drake's, the guard counts every thread's allocations; Mallard's
// AllocationCounter counts only its own thread's.
TEST_F(LimitMallocTest, CountsOtherThreads) {
  constexpr int kInThread = 5;
  mallard::test::AllocationCounter this_thread;
  LimitMalloc guard(Params(-1, -1, false));
  std::thread worker([]() {
    for (int i = 0; i < kInThread; ++i) {
      void* p = std::malloc(32);
      Escape(p);
      std::free(p);
    }
  });
  worker.join();
  EXPECT_GE(guard.num_allocations(), kInThread);
  EXPECT_LT(this_thread.count(), kInThread);  // Only std::thread's own state.
}

TEST_F(LimitMallocTest, AllocationCounterSharesTheHooks) {
  mallard::test::AllocationCounter counter;
  std::vector<int> values;
  values.reserve(1);
  Escape(values.data());
  EXPECT_EQ(counter.count(), 1);
  void* p = std::calloc(2, 2);
  Escape(p);
  std::free(p);
  EXPECT_EQ(counter.count(), 2);
}

// The failure paths abort, as Drake documents; each runs in a death-test
// child process.
using LimitMallocDeathTest = LimitMallocTest;

void AllocateOnce() {
  std::vector<int> values;
  values.reserve(1);
  Escape(values.data());
}

TEST_F(LimitMallocDeathTest, ExceedingTheMaximumAborts) {
  EXPECT_DEATH(
      {
        LimitMalloc guard;
        AllocateOnce();
      },
      "abort due to malloc #1 while max_num_allocations = 0 in effect");
  EXPECT_DEATH(
      {
        LimitMalloc guard(Params(2, -1, false));
        AllocateOnce();
        AllocateOnce();
        AllocateOnce();
      },
      "abort due to malloc #3 while max_num_allocations = 2 in effect");
}

TEST_F(LimitMallocDeathTest, MissingTheMinimumAborts) {
  EXPECT_DEATH(
      { LimitMalloc guard(Params(-1, 1, false)); },
      "abort due to scope end with 0 mallocs while min_num_allocations = 1 "
      "in effect");
  EXPECT_DEATH(
      {
        LimitMalloc guard(Params(-1, 3, false));
        AllocateOnce();
        AllocateOnce();
      },
      "abort due to scope end with 2 mallocs while min_num_allocations = 3 "
      "in effect");
  // Reaching the minimum is fine.
  LimitMalloc guard(Params(-1, 1, false));
  AllocateOnce();
}

}  // namespace limit_malloc_test
}  // namespace test
}  // namespace drake
