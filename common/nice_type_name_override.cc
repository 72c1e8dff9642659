#include "drake/common/nice_type_name_override.h"

#include <mutex>
#include <typeindex>
#include <unordered_map>
#include <utility>

#include "drake/common/drake_throw.h"
#include "drake/common/never_destroyed.h"

namespace drake {
namespace internal {
namespace {

NiceTypeNamePtrOverride& MutablePtrOverride() {
  static never_destroyed<NiceTypeNamePtrOverride> storage;
  return storage.access();
}

struct AliasRegistry {
  std::mutex mutex;
  std::unordered_map<std::type_index, const std::type_info*> aliases;
};

AliasRegistry& GetAliasRegistry() {
  static never_destroyed<AliasRegistry> registry;
  return registry.access();
}

}  // namespace

void SetNiceTypeNamePtrOverride(NiceTypeNamePtrOverride new_ptr_override) {
  DRAKE_THROW_UNLESS(MutablePtrOverride() == nullptr);
  DRAKE_THROW_UNLESS(new_ptr_override != nullptr);
  MutablePtrOverride() = std::move(new_ptr_override);
}

const NiceTypeNamePtrOverride& GetNiceTypeNamePtrOverride() {
  return MutablePtrOverride();
}

void AddTypeInfoAlias(const std::type_info& alias_type,
                      const std::type_info* bound_type) {
  DRAKE_THROW_UNLESS(bound_type != nullptr);
  AliasRegistry& registry = GetAliasRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.aliases[std::type_index(alias_type)] = bound_type;
}

const std::type_info* GetTypeInfoAlias(const std::type_info* query) {
  DRAKE_THROW_UNLESS(query != nullptr);
  AliasRegistry& registry = GetAliasRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  const auto found = registry.aliases.find(std::type_index(*query));
  return found == registry.aliases.end() ? query : found->second;
}

}  // namespace internal
}  // namespace drake
