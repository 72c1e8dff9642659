// libFuzzer target: the input bytes as a .vtk file, read by
// ReadVtkToVolumeMesh; a mesh that reads is converted to its boundary
// surface and given its pressure field, as a compliant hydroelastic Mesh
// is. std::exception is the expected outcome for bad input; anything else
// (an abort, a sanitizer report, a hang) is a finding.

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>

#include "drake/geometry/proximity/make_mesh_field.h"
#include "drake/geometry/proximity/volume_to_surface_mesh.h"
#include "drake/geometry/proximity/vtk_to_volume_mesh.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using drake::geometry::internal::MakeVolumeMeshPressureField;
  using drake::geometry::internal::ReadVtkToVolumeMesh;
  // (The reader takes a file name; one file per fuzzing process.)
  static const std::string path =
      "/tmp/mallard_vtk_fuzzer_" + std::to_string(getpid()) + ".vtk";
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char*>(data),
               static_cast<std::streamsize>(size));
  }
  try {
    const auto mesh = ReadVtkToVolumeMesh(std::filesystem::path(path));
    drake::geometry::ConvertVolumeToSurfaceMesh(mesh);
    MakeVolumeMeshPressureField(&mesh, 1e6);
  } catch (const std::exception&) {
    // expected for invalid files
  }
  return 0;
}
