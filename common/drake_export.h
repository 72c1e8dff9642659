#pragma once

/// @file
/// DRAKE_NO_EXPORT: hidden linker visibility, for a namespace, a class or a
/// function that must not be exported from Drake's shared libraries, e.g.
///
///   namespace internal DRAKE_NO_EXPORT { ... }
///   class DRAKE_NO_EXPORT Foo { ... };
///   DRAKE_NO_EXPORT void CalcFoo(double arg);
///
/// (Drake defines only this macro; everything else keeps the default
/// visibility.)

#define DRAKE_NO_EXPORT __attribute__((visibility("hidden")))
