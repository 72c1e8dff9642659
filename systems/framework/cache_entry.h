#pragma once

/// @file
/// CacheEntry: a System's declaration of a cached computation; its value
/// lives in each Context (CacheEntryValue).

#include <memory>
#include <set>
#include <string>

#include "drake/systems/framework/context_base.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/value_producer.h"

namespace drake {
namespace systems {

class SystemBase;

class CacheEntry {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(CacheEntry);

  /// (Framework) Use SystemBase::DeclareCacheEntry().
  CacheEntry(const SystemBase* owning_system, CacheIndex index,
             DependencyTicket ticket, std::string description,
             ValueProducer value_producer,
             std::set<DependencyTicket> prerequisites_of_calc);

  /// The tickets this entry's computation depends on.
  const std::set<DependencyTicket>& prerequisites() const {
    return prerequisites_of_calc_;
  }

  /// A new value of this entry's type.
  std::unique_ptr<AbstractValue> Allocate() const {
    return value_producer_.Allocate();
  }
  /// Computes the value afresh into `value`, without touching the cache.
  void Calc(const ContextBase& context, AbstractValue* value) const;

  /// The value, recomputed first only if a prerequisite changed since the
  /// last computation. The reference stays valid until the entry is
  /// recomputed. Throws if `context` is not of this entry's system, if the
  /// value is not a ValueType, or if the cache is frozen and the value is
  /// out of date.
  template <typename ValueType>
  const ValueType& Eval(const ContextBase& context) const {
    return EvalAbstract(context).get_value<ValueType>();
  }
  const AbstractValue& EvalAbstract(const ContextBase& context) const {
    const CacheEntryValue& value = get_cache_entry_value(context);
    if (value.needs_recomputation()) UpdateValue(context);
    return value.get_abstract_value();
  }

  /// The value, which must be up to date (throws otherwise).
  template <typename ValueType>
  const ValueType& GetKnownUpToDate(const ContextBase& context) const {
    return GetKnownUpToDateAbstract(context).get_value<ValueType>();
  }
  const AbstractValue& GetKnownUpToDateAbstract(
      const ContextBase& context) const;

  bool is_out_of_date(const ContextBase& context) const {
    return get_cache_entry_value(context).is_out_of_date();
  }
  bool is_cache_entry_disabled(const ContextBase& context) const {
    return get_cache_entry_value(context).is_cache_entry_disabled();
  }
  void disable_caching(const ContextBase& context) const {
    get_mutable_cache_entry_value(context).disable_caching();
  }
  void enable_caching(const ContextBase& context) const {
    get_mutable_cache_entry_value(context).enable_caching();
  }
  /// New contexts start with caching of this entry disabled.
  void disable_caching_by_default() { is_disabled_by_default_ = true; }
  bool is_disabled_by_default() const { return is_disabled_by_default_; }

  const std::string& description() const { return description_; }
  CacheIndex cache_index() const { return cache_index_; }
  DependencyTicket ticket() const { return ticket_; }
  /// True if the prerequisites are just all_sources (the default).
  bool has_default_prerequisites() const;

  /// This entry's value in `context` (with a check that `context` belongs
  /// to the owning system).
  const CacheEntryValue& get_cache_entry_value(
      const ContextBase& context) const {
    CheckContext(context);
    return context.get_cache().get_cache_entry_value(cache_index_);
  }
  CacheEntryValue& get_mutable_cache_entry_value(
      const ContextBase& context) const {
    CheckContext(context);
    return context.get_mutable_cache().get_mutable_cache_entry_value(
        cache_index_);
  }

 private:
  void CheckContext(const ContextBase& context) const {
    if (!(context.get_system_id() == system_id_)) ThrowWrongContext(context);
  }
  [[noreturn]] void ThrowWrongContext(const ContextBase& context) const;
  void UpdateValue(const ContextBase& context) const;

  const SystemBase* owning_system_;
  CacheIndex cache_index_;
  DependencyTicket ticket_;
  std::string description_;
  ValueProducer value_producer_;
  std::set<DependencyTicket> prerequisites_of_calc_;
  internal::SystemId system_id_;
  bool is_disabled_by_default_{false};
};

}  // namespace systems
}  // namespace drake
