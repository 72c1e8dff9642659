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
  # reuses another's objects (with ccache's base_dir set, the other paths
  # are already relative).
  export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
fi
# configure BUILD_DIR BUILD_TYPE [extra cmake args...]
configure() {
  local dir="$1" type="$2"; shift 2
  cmake -S "$root" -B "$dir" "${generator[@]}" "${launcher[@]}" \
    -DCMAKE_BUILD_TYPE="$type" "$@" >/dev/null
}
