// libFuzzer target: the input bytes as a model directives (.dmd.yaml)
// document, loaded by LoadModelDirectivesFromString and applied by
// ProcessModelDirectives to a fresh plant, which is then finalized. The
// models the directives name are read from the repo (package://drake/...).

#include "tools/fuzzers/fuzz_parse.h"

#include "drake/multibody/parsing/model_directives.h"
#include "drake/multibody/parsing/process_model_directives.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  drake::multibody::fuzz::ParseAndFinalize(
      data, size,
      [](const std::string& document, drake::multibody::Parser* parser) {
        const drake::multibody::parsing::ModelDirectives directives =
            drake::multibody::parsing::LoadModelDirectivesFromString(document);
        drake::multibody::parsing::ProcessModelDirectives(directives, parser);
      });
  return 0;
}
