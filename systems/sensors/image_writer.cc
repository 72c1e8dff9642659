#include "drake/systems/sensors/image_writer.h"

#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>

#include "drake/common/drake_assert.h"
#include "drake/systems/sensors/image_io.h"

namespace drake {
namespace systems {
namespace sensors {

void SaveToPng(const ImageRgba8U& image, const std::string& file_path) {
  ImageIo{}.Save(image, file_path, ImageFileFormat::kPng);
}

void SaveToTiff(const ImageDepth32F& image, const std::string& file_path) {
  ImageIo{}.Save(image, file_path, ImageFileFormat::kTiff);
}

void SaveToPng(const ImageDepth16U& image, const std::string& file_path) {
  ImageIo{}.Save(image, file_path, ImageFileFormat::kPng);
}

void SaveToPng(const ImageLabel16I& image, const std::string& file_path) {
  ImageIo{}.Save(image, file_path, ImageFileFormat::kPng);
}

void SaveToPng(const ImageGrey8U& image, const std::string& file_path) {
  ImageIo{}.Save(image, file_path, ImageFileFormat::kPng);
}

namespace {

// The `image_type` name and file extension of each supported pixel type.
struct PixelTypeFile {
  const char* image_type;
  const char* extension;
};

std::optional<PixelTypeFile> GetPixelTypeFile(PixelType pixel_type) {
  switch (pixel_type) {
    case PixelType::kRgba8U:
      return PixelTypeFile{"color", ".png"};
    case PixelType::kDepth32F:
      return PixelTypeFile{"depth", ".tiff"};
    case PixelType::kDepth16U:
      return PixelTypeFile{"depth", ".png"};
    case PixelType::kLabel16I:
      return PixelTypeFile{"label", ".png"};
    case PixelType::kGrey8U:
      return PixelTypeFile{"grey_scale", ".png"};
    case PixelType::kRgb8U:
    case PixelType::kBgr8U:
    case PixelType::kBgra8U:
      return std::nullopt;
  }
  DRAKE_UNREACHABLE();
}

// Why a directory cannot take the images, or nullptr if it can.
const char* DirectoryProblem(const std::string& directory) {
  std::error_code error;
  const std::filesystem::path path(directory);
  if (!std::filesystem::exists(path, error)) {
    return "the directory does not exist";
  }
  if (!std::filesystem::is_directory(path, error)) {
    return "the directory is actually a file";
  }
  if (::access(directory.c_str(), W_OK) != 0) {
    return "no permissions to write the directory";
  }
  return nullptr;
}

}  // namespace

ImageWriter::ImageWriter() {
  DeclareForcedPublishEvent(&ImageWriter::WriteAllImages);
}

template <PixelType kPixelType>
const InputPort<double>& ImageWriter::DeclareImageInputPort(
    std::string port_name, std::string file_name_format, double publish_period,
    double start_time) {
  const std::optional<PixelTypeFile> file = GetPixelTypeFile(kPixelType);
  DRAKE_DEMAND(file.has_value());  // Only the supported types instantiate.
  if (!(publish_period > 0)) {
    throw std::logic_error(fmt::format(
        "ImageWriter: publish period must be positive (port '{}' was given "
        "{})",
        port_name, publish_period));
  }
  if (!(start_time >= 0)) {
    throw std::logic_error(fmt::format(
        "ImageWriter: the start time of port '{}' must be non-negative, not {}",
        port_name, start_time));
  }

  // The directory must exist and be writable now.
  const std::string directory =
      DirectoryFromFormat(file_name_format, port_name, kPixelType);
  if (const char* problem = DirectoryProblem(directory)) {
    throw std::logic_error(
        fmt::format("ImageWriter: The format string `{}` implied the invalid "
                    "directory: '{}'; {}",
                    file_name_format, directory, problem));
  }
  if (!file_name_format.ends_with(file->extension)) {
    file_name_format += file->extension;
  }
  // Refuse a format fmt cannot parse now rather than at the first write.
  try {
    MakeFileName(file_name_format, kPixelType, 0.0, port_name, 0);
  } catch (const fmt::format_error& e) {
    throw std::logic_error(
        fmt::format("ImageWriter: the file name format `{}` of port '{}' is "
                    "not a valid format string: {}",
                    file_name_format, port_name, e.what()));
  }

  const InputPort<double>& port =
      DeclareAbstractInputPort(port_name, Value<Image<kPixelType>>());
  const int index = port.get_index();
  PublishEvent<double> event(
      TriggerType::kPeriodic,
      [index](const System<double>& system, const Context<double>& context,
              const PublishEvent<double>&) {
        static_cast<const ImageWriter&>(system).WriteImage<kPixelType>(context,
                                                                       index);
        return EventStatus::Succeeded();
      });
  DeclarePeriodicEvent(publish_period, start_time, event);
  port_info_.push_back(PortInfo{std::move(file_name_format), kPixelType, 0});
  DRAKE_DEMAND(static_cast<int>(port_info_.size()) == num_input_ports());
  return port;
}

const InputPort<double>& ImageWriter::DeclareImageInputPort(
    PixelType pixel_type, std::string port_name, std::string file_name_format,
    double publish_period, double start_time) {
  switch (pixel_type) {
    case PixelType::kRgba8U:
      return DeclareImageInputPort<PixelType::kRgba8U>(
          std::move(port_name), std::move(file_name_format), publish_period,
          start_time);
    case PixelType::kDepth32F:
      return DeclareImageInputPort<PixelType::kDepth32F>(
          std::move(port_name), std::move(file_name_format), publish_period,
          start_time);
    case PixelType::kDepth16U:
      return DeclareImageInputPort<PixelType::kDepth16U>(
          std::move(port_name), std::move(file_name_format), publish_period,
          start_time);
    case PixelType::kLabel16I:
      return DeclareImageInputPort<PixelType::kLabel16I>(
          std::move(port_name), std::move(file_name_format), publish_period,
          start_time);
    case PixelType::kGrey8U:
      return DeclareImageInputPort<PixelType::kGrey8U>(
          std::move(port_name), std::move(file_name_format), publish_period,
          start_time);
    case PixelType::kRgb8U:
    case PixelType::kBgr8U:
    case PixelType::kBgra8U:
      break;
  }
  throw std::logic_error(fmt::format(
      "ImageWriter::DeclareImageInputPort does not support pixel_type={} "
      "(port '{}'); supported: Rgba8U, Depth32F, Depth16U, Label16I, Grey8U",
      pixel_type, port_name));
}

void ImageWriter::ResetAllImageCounts() const {
  for (const PortInfo& info : port_info_) {
    info.count = 0;
  }
}

template <PixelType kPixelType>
void ImageWriter::WriteImage(const Context<double>& context, int index) const {
  const InputPort<double>& port = get_input_port(index);
  const PortInfo& info = port_info_.at(index);
  const Image<kPixelType>& image = port.Eval<Image<kPixelType>>(context);
  const std::string file_name = MakeFileName(
      info.format, kPixelType, context.get_time(), port.get_name(), info.count);
  ImageIo{}.Save(image, file_name,
                 ImageTraits<kPixelType>::kPixelScalar == PixelScalar::k32F
                     ? ImageFileFormat::kTiff
                     : ImageFileFormat::kPng);
  ++info.count;
}

void ImageWriter::WriteImageOfPort(const Context<double>& context,
                                   int index) const {
  switch (port_info_.at(index).pixel_type) {
    case PixelType::kRgba8U:
      return WriteImage<PixelType::kRgba8U>(context, index);
    case PixelType::kDepth32F:
      return WriteImage<PixelType::kDepth32F>(context, index);
    case PixelType::kDepth16U:
      return WriteImage<PixelType::kDepth16U>(context, index);
    case PixelType::kLabel16I:
      return WriteImage<PixelType::kLabel16I>(context, index);
    case PixelType::kGrey8U:
      return WriteImage<PixelType::kGrey8U>(context, index);
    case PixelType::kRgb8U:
    case PixelType::kBgr8U:
    case PixelType::kBgra8U:
      break;
  }
  DRAKE_UNREACHABLE();
}

EventStatus ImageWriter::WriteAllImages(const Context<double>& context) const {
  for (int i = 0; i < num_input_ports(); ++i) {
    WriteImageOfPort(context, i);
  }
  return EventStatus::Succeeded();
}

std::string ImageWriter::MakeFileName(const std::string& format,
                                      PixelType pixel_type, double time,
                                      const std::string& port_name, int count) {
  const std::optional<PixelTypeFile> file = GetPixelTypeFile(pixel_type);
  DRAKE_DEMAND(file.has_value());
  // Rounded to the nearest microsecond and millisecond (times are
  // non-negative).
  const int64_t time_usec = std::llround(time * 1e6);
  const int time_msec = static_cast<int>(std::lround(time * 1e3));
  return fmt::format(
      fmt::runtime(format), fmt::arg("port_name", port_name),
      fmt::arg("image_type", file->image_type), fmt::arg("time_double", time),
      fmt::arg("time_usec", time_usec), fmt::arg("time_msec", time_msec),
      fmt::arg("count", count));
}

std::string ImageWriter::DirectoryFromFormat(const std::string& format,
                                             const std::string& port_name,
                                             PixelType pixel_type) {
  if (format.empty()) {
    throw std::logic_error("ImageWriter: The file_name_format cannot be empty");
  }
  if (format.back() == '/') {
    throw std::logic_error(fmt::format(
        "ImageWriter: The file_name_format '{}' cannot end with a '/'",
        format));
  }
  const size_t slash = format.rfind('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  const std::string directory_format = format.substr(0, slash);
  for (const char* name :
       {"{count", "{time_double", "{time_usec", "{time_msec"}) {
    if (directory_format.find(name) != std::string::npos) {
      throw std::logic_error(fmt::format(
          "ImageWriter: The directory path cannot include time or image "
          "count (file_name_format '{}')",
          format));
    }
  }
  try {
    return MakeFileName(directory_format, pixel_type, 0.0, port_name, 0);
  } catch (const fmt::format_error& e) {
    throw std::logic_error(
        fmt::format("ImageWriter: the directory of the file name format `{}` "
                    "is not a valid format string: {}",
                    format, e.what()));
  }
}

// The supported pixel types (the template is defined here only).
template const InputPort<double>&
ImageWriter::DeclareImageInputPort<PixelType::kRgba8U>(std::string, std::string,
                                                       double, double);
template const InputPort<double>&
ImageWriter::DeclareImageInputPort<PixelType::kDepth32F>(std::string,
                                                         std::string, double,
                                                         double);
template const InputPort<double>&
ImageWriter::DeclareImageInputPort<PixelType::kDepth16U>(std::string,
                                                         std::string, double,
                                                         double);
template const InputPort<double>&
ImageWriter::DeclareImageInputPort<PixelType::kLabel16I>(std::string,
                                                         std::string, double,
                                                         double);
template const InputPort<double>&
ImageWriter::DeclareImageInputPort<PixelType::kGrey8U>(std::string, std::string,
                                                       double, double);

}  // namespace sensors
}  // namespace systems
}  // namespace drake
