// libFuzzer target: the input bytes as a MuJoCo MJCF document, parsed by
// Parser::AddModelsFromString into a fresh plant, which is then finalized.

#include "tools/fuzzers/fuzz_parse.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  drake::multibody::fuzz::ParseAndFinalize(
      data, size,
      [](const std::string& document, drake::multibody::Parser* parser) {
        parser->AddModelsFromString(document, "xml");
      });
  return 0;
}
