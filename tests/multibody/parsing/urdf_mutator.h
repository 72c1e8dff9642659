#pragma once

// Random mutations of URDF text for the robustness tests of the URDF reader
// and the Parser (byte edits, deleted/duplicated spans, inserted XML
// fragments and hostile numbers).

#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace drake {
namespace multibody {
namespace internal {
namespace test {

// Fragments that tend to reach deep into the reader when spliced in.
inline const std::vector<std::string>& Fragments() {
  static const std::vector<std::string> fragments = {
      "<",
      ">",
      "/>",
      "\"",
      "'",
      " ",
      "=",
      "-1",
      "0",
      "nan",
      "inf",
      "-inf",
      "1e400",
      "1e-400",
      "0x10",
      "+",
      "world",
      "</link>",
      "</joint>",
      "<link name=\"x\"/>",
      "<joint name=\"j\" type=\"fixed\"><parent "
      "link=\"world\"/><child link=\"x\"/></joint>",
      "<inertial><mass value=\"-1\"/></inertial>",
      "<inertia ixx=\"1\" iyy=\"1\" izz=\"5\"/>",
      "type=\"ball\"",
      "type=\"screw\"",
      "type=\"planar\"",
      "type=\"floating\"",
      "<axis xyz=\"0 0 0\"/>",
      "<limit lower=\"2\" upper=\"1\"/>",
      "<mesh filename=\"package://nowhere/x.obj\"/>",
      "<mesh filename=\"../../../../etc/passwd\"/>",
      "<drake:proximity_properties><drake:rigid_hydroelastic/>"
      "</drake:proximity_properties>",
      "<transmission type=\"SimpleTransmission\"><joint name=\"elbow\"/>"
      "<actuator name=\"elbow\"/></transmission>",
      "<frame name=\"hand\" link=\"nowhere\"/>",
      "<![CDATA[x]]>",
      "<!-- -->",
      "&amp;",
      "&bogus;",
      "\xff\xfe",
      std::string(1, '\0'),
  };
  return fragments;
}

// The seed in the environment variable MALLARD_FUZZ_SEED, else `fallback`.
inline unsigned SeedFromEnvironment(unsigned fallback) {
  const char* text = std::getenv("MALLARD_FUZZ_SEED");
  return text != nullptr
             ? static_cast<unsigned>(std::strtoul(text, nullptr, 10))
             : fallback;
}

// Applies between 1 and `max_edits` random edits to `text`.
inline std::string Mutate(const std::string& text, std::mt19937* generator,
                          int max_edits = 6) {
  std::string result = text;
  std::uniform_int_distribution<int> how_many(1, max_edits);
  const int edits = how_many(*generator);
  for (int e = 0; e < edits; ++e) {
    if (result.empty()) result.push_back('<');
    std::uniform_int_distribution<size_t> position(0, result.size() - 1);
    std::uniform_int_distribution<int> kind(0, 5);
    const size_t at = position(*generator);
    switch (kind(*generator)) {
      case 0: {  // flip a byte
        std::uniform_int_distribution<int> byte(1, 255);
        result[at] = static_cast<char>(byte(*generator));
        break;
      }
      case 1: {  // delete a span
        std::uniform_int_distribution<size_t> length(1, 40);
        result.erase(at, length(*generator));
        break;
      }
      case 2: {  // duplicate a span
        std::uniform_int_distribution<size_t> length(1, 200);
        result.insert(at, result.substr(at, length(*generator)));
        break;
      }
      case 3:
      case 4: {  // insert a fragment
        std::uniform_int_distribution<size_t> pick(0, Fragments().size() - 1);
        result.insert(at, Fragments()[pick(*generator)]);
        break;
      }
      case 5: {  // replace a number-looking run with a hostile number
        size_t start = at;
        while (start < result.size() &&
               !(result[start] >= '0' && result[start] <= '9')) {
          ++start;
        }
        size_t end = start;
        while (end < result.size() &&
               ((result[end] >= '0' && result[end] <= '9') ||
                result[end] == '.' || result[end] == '-')) {
          ++end;
        }
        static const char* numbers[] = {"nan", "-0",    "1e308", "-1e308",
                                        "inf", "1.2.3", "",      "--1",
                                        "0e",  "1e-320"};
        std::uniform_int_distribution<int> pick(0, 9);
        result.replace(start, end - start, numbers[pick(*generator)]);
        break;
      }
    }
  }
  return result;
}

}  // namespace test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
