#pragma once

/// @file
/// SystemTypeTag<S>: names a System class template, e.g. to construct a
/// SystemScalarConverter: `LeafSystem<T>(SystemTypeTag<MySystem>{})`.

namespace drake {
namespace systems {

template <template <typename> class S>
struct SystemTypeTag {
  SystemTypeTag() = default;
};

}  // namespace systems
}  // namespace drake
