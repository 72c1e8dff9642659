# Shared by tools/run, tools/test and tools/bench. Sourced, not executed.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc 2>/dev/null || echo 2)"
generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  # Builds with debug info (the sanitizer and fuzz builds) would otherwise
  # hash their build folder's path, so that no worktree or fresh clone
  # reuses another's objects (with base_dir, below, the other paths are
  # relative).
  export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
  # Paths inside the checkout are hashed relative to the build folder, so a
  # worktree or a second clone reuses the objects of the first.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
  # The test programs use precompiled headers (tests/CMakeLists.txt), which
  # ccache caches only with these relaxations (its manual's recipe for GCC's
  # PCHs); without them every test file would be recompiled on every build.
  export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
fi
# configure BUILD_DIR BUILD_TYPE [extra cmake args...]
configure() {
  local dir="$1" type="$2"; shift 2
  cmake -S "$root" -B "$dir" "${generator[@]}" "${launcher[@]}" \
    -DCMAKE_BUILD_TYPE="$type" "$@" >/dev/null
}
