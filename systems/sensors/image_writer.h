#pragma once

/// @file
/// Writing images to disk: the functions SaveToPng() and SaveToTiff(), and
/// the ImageWriter system, which writes the images on its input ports
/// periodically during a simulation (or all at once on a forced publish).

#include <string>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace systems {
namespace sensors {

/// @name Writing one image to a file
/// Each writes `image` to `file_path` in the format its name says, whatever
/// the path's extension. The path is not validated first.
/// @throws std::exception naming the file if it cannot be written.
//@{

/// Writes an 8-bit RGBA image as a PNG file.
void SaveToPng(const ImageRgba8U& image, const std::string& file_path);

/// Writes a 32-bit float depth image (meters) as a TIFF file. PNG holds at
/// most 16-bit integers; see ConvertDepth32FTo16U() to save it as PNG.
void SaveToTiff(const ImageDepth32F& image, const std::string& file_path);

/// Writes a 16-bit depth image (millimeters) as a 16-bit greyscale PNG file.
void SaveToPng(const ImageDepth16U& image, const std::string& file_path);

/// Writes a 16-bit label image as a 16-bit greyscale PNG file (the int16_t
/// bits as uint16_t: a negative label l is stored as 65536 + l; ImageIo loads
/// it back into an ImageLabel16I unchanged).
void SaveToPng(const ImageLabel16I& image, const std::string& file_path);

/// Writes an 8-bit greyscale image as a PNG file.
void SaveToPng(const ImageGrey8U& image, const std::string& file_path);
//@}

/// A system that writes the images on its input ports to files, each port at
/// its own period and start time, and all of them on ForcedPublish().
///
/// @system
/// name: ImageWriter
/// input_ports:
/// - (user assigned port name)
/// - ...
/// - (user assigned port name)
/// @endsystem
///
/// It has no ports until DeclareImageInputPort() adds them; each takes an
/// abstract Image<kPixelType> value and must be connected (writing from an
/// unconnected port throws). Supported pixel types, and how they are
/// written: ImageRgba8U ("color", .png), ImageDepth32F ("depth", .tiff),
/// ImageDepth16U ("depth", .png), ImageLabel16I ("label", .png) and
/// ImageGrey8U ("grey_scale", .png).
///
/// A forced publish (`ForcedPublish(context)`, e.g. outside a simulation)
/// writes every port's image once, with the context's time; repeating it
/// with the same context overwrites the same files unless the file name
/// format uses `count`.
///
/// Difference from Drake: a `file_name_format` without any '/' names a file
/// in the current directory (Drake takes the whole format as the directory
/// and refuses it), and a format fmt cannot parse is refused when the port
/// is declared (Drake fails when writing).
class ImageWriter : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImageWriter);

  /// Constructs a writer with no image ports.
  ImageWriter();

  /// Declares an image input port named `port_name` whose image is written
  /// at times `start_time + k · publish_period`, k = 0, 1, 2, ... (seconds)
  /// to the file named by `file_name_format`.
  ///
  /// `file_name_format` is an fmt format string with these named arguments:
  /// - `port_name`: the port's name;
  /// - `image_type`: "color", "depth", "label" or "grey_scale" (see the class
  ///   comment);
  /// - `time_double`: the context's time in seconds (a double);
  /// - `time_usec`: that time in microseconds, rounded (a 64-bit integer);
  /// - `time_msec`: that time in milliseconds, rounded (an int);
  /// - `count`: how many images this port has written since construction or
  ///   the last ResetAllImageCounts() (0 for the first).
  ///
  /// E.g. "/tmp/images/{port_name}/{time_msec:05}" for a color port named
  /// "rgb" with start time 1 s and period 0.02 s writes
  /// /tmp/images/rgb/01000.png, /tmp/images/rgb/01020.png, ... The extension
  /// (.png, or .tiff for ImageDepth32F) is appended when the format does not
  /// end with it. The directory (the part before the last '/') may use only
  /// `port_name` and `image_type`, and must exist and be writable.
  ///
  /// @param pixel_type one of kRgba8U, kDepth32F, kDepth16U, kLabel16I,
  /// kGrey8U.
  /// @throws std::exception if `pixel_type` is not supported, if
  /// `publish_period` is not positive or `start_time` is negative, if the
  /// format is empty, ends with '/', uses time or count in its directory, or
  /// fails to format, if the directory does not exist, is a file or is not
  /// writable (each message names the format and the directory), or if
  /// `port_name` is already a port's name.
  const InputPort<double>& DeclareImageInputPort(PixelType pixel_type,
                                                 std::string port_name,
                                                 std::string file_name_format,
                                                 double publish_period,
                                                 double start_time);

  /// (Advanced) The same, with the pixel type as a template argument.
  template <PixelType kPixelType>
  const InputPort<double>& DeclareImageInputPort(std::string port_name,
                                                 std::string file_name_format,
                                                 double publish_period,
                                                 double start_time);

  /// Resets every port's `count` to zero.
  void ResetAllImageCounts() const;

 private:
  // One image input port's configuration; port_info_[i] belongs to input
  // port i.
  struct PortInfo {
    std::string format;
    PixelType pixel_type{};
    // How many images the port has written. Mutable: counting writes is not
    // part of the simulation's state (as in Drake).
    mutable int count{0};
  };

  // Writes the image on input port `index` (of pixel type kPixelType).
  template <PixelType kPixelType>
  void WriteImage(const Context<double>& context, int index) const;

  // Writes the image on input port `index`, whatever its pixel type.
  void WriteImageOfPort(const Context<double>& context, int index) const;

  // The forced publish handler: writes every port's image.
  EventStatus WriteAllImages(const Context<double>& context) const;

  // The file name `format` gives for these argument values.
  static std::string MakeFileName(const std::string& format,
                                  PixelType pixel_type, double time,
                                  const std::string& port_name, int count);

  // The directory `format` names (without a trailing '/'), after checking
  // that it uses neither time nor count.
  static std::string DirectoryFromFormat(const std::string& format,
                                         const std::string& port_name,
                                         PixelType pixel_type);

  std::vector<PortInfo> port_info_;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
