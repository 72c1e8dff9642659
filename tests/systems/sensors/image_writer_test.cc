// SaveToPng / SaveToTiff, and ImageWriter: in a Simulator run, exactly the
// expected files appear (names from every named format argument, the
// extension added where missing) at start_time + k · period, and each file
// reads back equal to the image its port saw at that time; ForcedPublish
// writes every port; ResetAllImageCounts; and each declaration mistake
// throws Drake's message.

#include "drake/systems/sensors/image_writer.h"

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/temp_directory.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/sensors/image_io.h"

namespace drake {
namespace systems {
namespace sensors {
namespace image_writer_test {

namespace fs = std::filesystem;

// A fresh, empty directory under the test's temporary directory.
std::string MakeDirectory(const std::string& name) {
  const fs::path path = fs::path(temp_directory()) / name;
  fs::remove_all(path);
  fs::create_directories(path);
  return path.string();
}

// The names of the regular files under `directory` (recursively, relative).
std::set<std::string> ListFiles(const std::string& directory) {
  std::set<std::string> result;
  for (const auto& entry : fs::recursive_directory_iterator(directory)) {
    if (entry.is_regular_file()) {
      result.insert(fs::relative(entry.path(), directory).string());
    }
  }
  return result;
}

// The image a source shows at time t: a 4 × 3 image whose every channel
// depends on the pixel, the channel and round(1000 t), so images of
// different publish times differ.
template <PixelType kPixelType>
Image<kPixelType> ImageAt(double time) {
  using T = typename Image<kPixelType>::T;
  const int msec = static_cast<int>(std::lround(time * 1000));
  Image<kPixelType> image(4, 3);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) {
      for (int c = 0; c < Image<kPixelType>::kNumChannels; ++c) {
        const int value = msec / 10 + 17 * x + 5 * y + 60 * c;
        if constexpr (std::is_same_v<T, float>) {
          image.at(x, y)[c] = 0.001f * static_cast<float>(value);
        } else if constexpr (std::is_same_v<T, int16_t>) {
          image.at(x, y)[c] = static_cast<int16_t>(-value);
        } else if constexpr (std::is_same_v<T, uint16_t>) {
          image.at(x, y)[c] = static_cast<uint16_t>(1000 * value);
        } else {
          image.at(x, y)[c] = static_cast<uint8_t>(value % 256);
        }
      }
    }
  }
  return image;
}

// Outputs ImageAt<kPixelType>(t) on its port "image".
template <PixelType kPixelType>
class TimedImageSource final : public LeafSystem<double> {
 public:
  TimedImageSource() {
    DeclareAbstractOutputPort("image", &TimedImageSource::CalcImage);
  }

 private:
  void CalcImage(const Context<double>& context,
                 Image<kPixelType>* image) const {
    *image = ImageAt<kPixelType>(context.get_time());
  }
};

template <PixelType kPixelType>
void ExpectFileHolds(const std::string& path, double time) {
  SCOPED_TRACE(path);
  ASSERT_TRUE(fs::exists(path));
  Image<kPixelType> loaded;
  ImageIo{}.Load(path, &loaded);
  EXPECT_EQ(loaded, ImageAt<kPixelType>(time));
}

GTEST_TEST(SaveToFileTest, EachFunctionWritesItsFormat) {
  const std::string dir = MakeDirectory("save_to");
  // The extension does not decide the format: the function's name does.
  const auto rgba = ImageAt<PixelType::kRgba8U>(0.5);
  SaveToPng(rgba, dir + "/rgba.dat");
  const auto depth32 = ImageAt<PixelType::kDepth32F>(0.5);
  SaveToTiff(depth32, dir + "/depth32.dat");
  const auto depth16 = ImageAt<PixelType::kDepth16U>(0.5);
  SaveToPng(depth16, dir + "/depth16.dat");
  const auto label = ImageAt<PixelType::kLabel16I>(0.5);
  SaveToPng(label, dir + "/label.dat");
  const auto grey = ImageAt<PixelType::kGrey8U>(0.5);
  SaveToPng(grey, dir + "/grey.dat");

  const ImageIo io;
  ImageRgba8U rgba_loaded;
  io.Load(dir + "/rgba.dat", ImageFileFormat::kPng, &rgba_loaded);
  EXPECT_EQ(rgba_loaded, rgba);
  ImageDepth32F depth32_loaded;
  io.Load(dir + "/depth32.dat", ImageFileFormat::kTiff, &depth32_loaded);
  EXPECT_EQ(depth32_loaded, depth32);
  ImageDepth16U depth16_loaded;
  io.Load(dir + "/depth16.dat", ImageFileFormat::kPng, &depth16_loaded);
  EXPECT_EQ(depth16_loaded, depth16);
  ImageLabel16I label_loaded;
  io.Load(dir + "/label.dat", ImageFileFormat::kPng, &label_loaded);
  EXPECT_EQ(label_loaded, label);
  EXPECT_LT(label_loaded.at(0, 0)[0], 0);  // Negative labels survive.
  ImageGrey8U grey_loaded;
  io.Load(dir + "/grey.dat", ImageFileFormat::kPng, &grey_loaded);
  EXPECT_EQ(grey_loaded, grey);
  DRAKE_EXPECT_THROWS_MESSAGE(SaveToPng(grey, dir + "/no/such/dir.png"),
                              ".*no/such/dir.png.*cannot be opened.*");
}

// Five ports, one per supported pixel type, with different periods, start
// times and file name formats, wired to time-dependent sources and run to
// t = 0.5 s. Publish times are start + k · period up to and including 0.5.
GTEST_TEST(ImageWriterTest, SimulatorWritesTheExpectedFilesAtTheExpectedTimes) {
  const std::string dir = MakeDirectory("simulated");
  fs::create_directories(dir + "/depth32");
  DiagramBuilder<double> builder;
  auto* writer = builder.AddSystem<ImageWriter>();
  const auto& color = writer->DeclareImageInputPort(
      PixelType::kRgba8U, "rgba", dir + "/{image_type}_{port_name}_{count:03}",
      0.1, 0.0);
  const auto& depth32 = writer->DeclareImageInputPort<PixelType::kDepth32F>(
      "depth32", dir + "/{port_name}/{time_msec:05}", 0.25, 0.2);
  const auto& label = writer->DeclareImageInputPort(
      PixelType::kLabel16I, "label", dir + "/label_{time_usec}.png", 0.2, 0.05);
  const auto& depth16 =
      writer->DeclareImageInputPort(PixelType::kDepth16U, "depth16",
                                    dir + "/{image_type}16_{count}", 0.3, 0.1);
  const auto& grey = writer->DeclareImageInputPort(
      PixelType::kGrey8U, "grey", dir + "/grey_{time_double:.3f}.x", 0.5, 0.0);
  EXPECT_EQ(writer->num_input_ports(), 5);
  EXPECT_EQ(color.get_name(), "rgba");
  EXPECT_EQ(grey.get_index(), 4);

  builder.Connect(builder.AddSystem<TimedImageSource<PixelType::kRgba8U>>()
                      ->get_output_port(0),
                  color);
  builder.Connect(builder.AddSystem<TimedImageSource<PixelType::kDepth32F>>()
                      ->get_output_port(0),
                  depth32);
  builder.Connect(builder.AddSystem<TimedImageSource<PixelType::kLabel16I>>()
                      ->get_output_port(0),
                  label);
  builder.Connect(builder.AddSystem<TimedImageSource<PixelType::kDepth16U>>()
                      ->get_output_port(0),
                  depth16);
  builder.Connect(builder.AddSystem<TimedImageSource<PixelType::kGrey8U>>()
                      ->get_output_port(0),
                  grey);
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(0.5);

  // color: t = 0, 0.1, ..., 0.5 (count 0..5); depth32: t = 0.2, 0.45;
  // label: t = 0.05, 0.25, 0.45; depth16: t = 0.1, 0.4 (count 0, 1);
  // grey: t = 0, 0.5 ("grey_0.000.x" gets ".png" appended).
  const std::set<std::string> expected = {
      "color_rgba_000.png", "color_rgba_001.png", "color_rgba_002.png",
      "color_rgba_003.png", "color_rgba_004.png", "color_rgba_005.png",
      "depth32/00200.tiff", "depth32/00450.tiff", "label_50000.png",
      "label_250000.png",   "label_450000.png",   "depth16_0.png",
      "depth16_1.png",      "grey_0.000.x.png",   "grey_0.500.x.png"};
  EXPECT_EQ(ListFiles(dir), expected);
  for (int k = 0; k <= 5; ++k) {
    ExpectFileHolds<PixelType::kRgba8U>(
        fmt::format("{}/color_rgba_{:03}.png", dir, k), 0.1 * k);
  }
  ExpectFileHolds<PixelType::kDepth32F>(dir + "/depth32/00200.tiff", 0.2);
  ExpectFileHolds<PixelType::kDepth32F>(dir + "/depth32/00450.tiff", 0.45);
  ExpectFileHolds<PixelType::kLabel16I>(dir + "/label_50000.png", 0.05);
  ExpectFileHolds<PixelType::kLabel16I>(dir + "/label_250000.png", 0.25);
  ExpectFileHolds<PixelType::kLabel16I>(dir + "/label_450000.png", 0.45);
  ExpectFileHolds<PixelType::kDepth16U>(dir + "/depth16_0.png", 0.1);
  ExpectFileHolds<PixelType::kDepth16U>(dir + "/depth16_1.png", 0.4);
  ExpectFileHolds<PixelType::kGrey8U>(dir + "/grey_0.000.x.png", 0.0);
  ExpectFileHolds<PixelType::kGrey8U>(dir + "/grey_0.500.x.png", 0.5);
  // The TIFF really is a TIFF, the others PNGs.
  EXPECT_EQ(ImageIo{}.LoadMetadata(dir + "/depth32/00200.tiff")->format,
            ImageFileFormat::kTiff);
  EXPECT_EQ(ImageIo{}.LoadMetadata(dir + "/label_50000.png")->format,
            ImageFileFormat::kPng);
}

// A forced publish writes every port once, at the context's time; the same
// context again overwrites the same time-named files, while `count` moves
// on until ResetAllImageCounts().
GTEST_TEST(ImageWriterTest, ForcedPublishWritesAllPorts) {
  const std::string dir = MakeDirectory("forced");
  ImageWriter writer;
  writer.DeclareImageInputPort(PixelType::kRgba8U, "a",
                               dir + "/{port_name}_{time_msec}_{count}", 1.0,
                               0.0);
  writer.DeclareImageInputPort(PixelType::kDepth32F, "b",
                               dir + "/{port_name}_{time_msec}", 1.0, 0.0);
  auto context = writer.CreateDefaultContext();
  context->SetTime(1.234);
  writer.get_input_port(0).FixValue(context.get(),
                                    ImageAt<PixelType::kRgba8U>(1.234));
  writer.get_input_port(1).FixValue(context.get(),
                                    ImageAt<PixelType::kDepth32F>(1.234));
  writer.ForcedPublish(*context);
  EXPECT_EQ(ListFiles(dir),
            (std::set<std::string>{"a_1234_0.png", "b_1234.tiff"}));
  ExpectFileHolds<PixelType::kRgba8U>(dir + "/a_1234_0.png", 1.234);
  ExpectFileHolds<PixelType::kDepth32F>(dir + "/b_1234.tiff", 1.234);
  writer.ForcedPublish(*context);
  EXPECT_EQ(
      ListFiles(dir),
      (std::set<std::string>{"a_1234_0.png", "a_1234_1.png", "b_1234.tiff"}));
  writer.ResetAllImageCounts();
  fs::remove(dir + "/a_1234_0.png");
  writer.ForcedPublish(*context);
  EXPECT_TRUE(fs::exists(dir + "/a_1234_0.png"));

  // An unconnected (unfixed) port throws when written.
  ImageWriter lonely;
  lonely.DeclareImageInputPort(PixelType::kGrey8U, "g", dir + "/g", 1.0, 0.0);
  auto lonely_context = lonely.CreateDefaultContext();
  EXPECT_THROW(lonely.ForcedPublish(*lonely_context), std::exception);
}

GTEST_TEST(ImageWriterTest, PortsAreAbstractImagePorts) {
  const std::string dir = MakeDirectory("ports");
  ImageWriter writer;
  const auto& port = writer.DeclareImageInputPort<PixelType::kDepth16U>(
      "d", dir + "/d", 0.5, 0.0);
  EXPECT_EQ(port.get_data_type(), kAbstractValued);
  auto value = port.Allocate();
  EXPECT_NO_THROW(value->get_value<ImageDepth16U>());
  // Each port has its own periodic publish event (period 0.5, offset 0).
  const auto periodic = writer.GetPeriodicEvents();
  ASSERT_EQ(periodic.size(), 1);
  EXPECT_EQ(periodic.begin()->first.period_sec(), 0.5);
  EXPECT_EQ(periodic.begin()->first.offset_sec(), 0.0);
}

GTEST_TEST(ImageWriterTest, DeclarationErrors) {
  const std::string dir = MakeDirectory("errors");
  ImageWriter writer;
  const PixelType kColor = PixelType::kRgba8U;
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/x", 0.0, 0.0),
      "ImageWriter: publish period must be positive.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/x", -1.0, 0.0),
      "ImageWriter: publish period must be positive.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/x", 1.0, -0.5),
      ".*start time of port 'p' must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", "", 1.0, 0.0),
      "ImageWriter: The file_name_format cannot be empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/", 1.0, 0.0),
      "ImageWriter: The file_name_format '.*/' cannot end with a '/'");
  for (const char* bad : {"/{time_usec}/x", "/{time_msec:05}/x",
                          "/{time_double}/x", "/{count}/x"}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        writer.DeclareImageInputPort(kColor, "p", dir + bad, 1.0, 0.0),
        "ImageWriter: The directory path cannot include time or image "
        "count.*");
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/missing/x", 1.0, 0.0),
      "ImageWriter: The format string `.*/missing/x` implied the invalid "
      "directory: '.*/missing'; the directory does not exist");
  std::ofstream(dir + "/a_file") << "not a directory";
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/a_file/x", 1.0, 0.0),
      ".*implied the invalid directory: '.*/a_file'; the directory is "
      "actually a file");
  // The directory may use the port name and image type.
  fs::create_directories(dir + "/q/color");
  EXPECT_NO_THROW(writer.DeclareImageInputPort(
      kColor, "q", dir + "/{port_name}/{image_type}/x", 1.0, 0.0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "r", dir + "/{port_name}/x", 1.0,
                                   0.0),
      ".*implied the invalid directory: '.*/r'; the directory does not "
      "exist");
  if (::geteuid() != 0) {  // root may write anywhere.
    const std::string locked = dir + "/locked";
    fs::create_directories(locked);
    fs::permissions(locked, fs::perms::owner_read | fs::perms::owner_exec);
    DRAKE_EXPECT_THROWS_MESSAGE(
        writer.DeclareImageInputPort(kColor, "p", locked + "/x", 1.0, 0.0),
        ".*'.*/locked'; no permissions to write the directory");
    fs::permissions(locked, fs::perms::owner_all);
  }
  for (PixelType unsupported :
       {PixelType::kRgb8U, PixelType::kBgr8U, PixelType::kBgra8U}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        writer.DeclareImageInputPort(unsupported, "p", dir + "/x", 1.0, 0.0),
        "ImageWriter::DeclareImageInputPort does not support pixel_type=.*");
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "p", dir + "/{nonsense}", 1.0, 0.0),
      ".*file name format `.*/\\{nonsense\\}.png` of port 'p' is not a "
      "valid format string.*");
  // A port name can be used only once.
  DRAKE_EXPECT_THROWS_MESSAGE(
      writer.DeclareImageInputPort(kColor, "q", dir + "/y", 1.0, 0.0),
      ".*already has an input port named 'q'.*");
  // None of the failures declared a port.
  EXPECT_EQ(writer.num_input_ports(), 1);
}

// A format without a '/' names a file in the current directory.
GTEST_TEST(ImageWriterTest, FormatWithoutDirectory) {
  const std::string dir = MakeDirectory("cwd");
  const fs::path old_cwd = fs::current_path();
  fs::current_path(dir);
  ImageWriter writer;
  writer.DeclareImageInputPort(PixelType::kGrey8U, "g", "frame_{count}", 1.0,
                               0.0);
  auto context = writer.CreateDefaultContext();
  writer.get_input_port(0).FixValue(context.get(),
                                    ImageAt<PixelType::kGrey8U>(0));
  writer.ForcedPublish(*context);
  fs::current_path(old_cwd);
  EXPECT_EQ(ListFiles(dir), std::set<std::string>{"frame_0.png"});
}

}  // namespace image_writer_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
