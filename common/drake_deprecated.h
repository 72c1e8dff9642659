#pragma once

/// @file
/// DRAKE_DEPRECATED(removal_date, message): marks a declaration deprecated,
/// with a message saying what to use instead and the date ("YYYY-MM-DD")
/// after which it may be removed. Place it where C++ accepts [[deprecated]]:
///
///   DRAKE_DEPRECATED("2027-01-01", "Use Bar() instead.")
///   void Foo();
///
/// DRAKE_DEPRECATED_AUTOMATIC is defined (as in Drake) only for the
/// translation units that implement deprecated code; this project defines it
/// nowhere.

#define DRAKE_DEPRECATED(removal_date, message) \
  [[deprecated("\nDEPRECATED: " message         \
               "\nIt may be removed on or after " removal_date ".")]]
