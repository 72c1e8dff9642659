#pragma once

/// @file
/// ImageIo: reads and writes Image<PixelType> as JPEG, PNG or TIFF, from and
/// to files or memory buffers.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <type_traits>
#include <variant>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/systems/sensors/image.h"
#include "drake/systems/sensors/image_file_format.h"

namespace drake {
namespace systems {
namespace sensors {

/// Reads and writes images, from and to files or memory buffers, in the
/// JPEG, PNG and TIFF formats. Which images each format holds:
///
/// | format | 8-bit grey | 8-bit RGB | 8-bit RGBA | 16-bit grey | float grey |
/// |--------|------------|-----------|------------|-------------|------------|
/// | JPEG   | yes        | yes       | no         | no          | no         |
/// | PNG    | yes        | yes       | yes        | yes         | no         |
/// | TIFF   | yes        | yes       | yes        | yes         | yes        |
///
/// So ImageGrey8U, ImageRgb8U and ImageBgr8U save to every format;
/// ImageRgba8U and ImageBgra8U to PNG and TIFF; ImageDepth16U and
/// ImageLabel16I (its bits, as unsigned 16-bit grey) to PNG and TIFF;
/// ImageDepth32F to TIFF only. Saving an image a format cannot hold throws
/// (e.g. a float image to PNG or JPEG). BGR(A) images are written as RGB(A)
/// and swizzled back when loaded into a BGR(A) image. Loading into an
/// Image<kPixelType> requires the file's channel type to match (16-bit
/// unsigned data also loads into ImageLabel16I) and its channel count to
/// match, except that an 8-bit RGB file loads into an RGBA image (alpha
/// 255) and an RGBA file into an RGB image (alpha dropped).
///
/// The file format of an input is decided by its first bytes (JPEG FF D8,
/// PNG 89 50, TIFF "II" or "MM"), never by a file name's extension. Values
/// load as stored: a PNG's gAMA/sRGB chunks are ignored; palette PNGs load as
/// RGB(A), 1/2/4-bit grey PNGs scaled to 8 bits. An input whose header
/// claims more pixel bytes than 4096 times its size plus 16 MiB (beyond any
/// supported codec's compression ratio) throws before anything is allocated.
///
/// Differences from Drake: Drake encodes with VTK, this class with libpng,
/// libjpeg-turbo and libtiff; TIFF also saves to and loads from memory
/// (Drake: saving TIFF to memory throws); error messages are this library's.
class ImageIo {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImageIo);

  /// Some characteristics of an image file. Image<> can only express
  /// `depth == 1`.
  struct Metadata {
    /// Passes this object to an Archive (see YAML serialization).
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(format));
      a->Visit(DRAKE_NVP(width));
      a->Visit(DRAKE_NVP(height));
      a->Visit(DRAKE_NVP(depth));
      a->Visit(DRAKE_NVP(channels));
      a->Visit(DRAKE_NVP(scalar));
    }

    /// The file format.
    ImageFileFormat format{ImageFileFormat::kJpeg};
    /// The width in pixels.
    int width{};
    /// The height in pixels.
    int height{};
    /// The number of slices (1 for every file ImageIo reads).
    int depth{};
    /// The number of channels per pixel.
    int channels{};
    /// The channel type.
    PixelScalar scalar{PixelScalar::k8U};
  };

  /// A read-only span of bytes (borrowed) holding an encoded image.
  struct ByteSpan {
    /// Pointer to the first byte of the span.
    const void* data{};
    /// Total number of bytes in the span.
    size_t size{};
  };

  /// Default constructor.
  ImageIo() = default;

  /// Returns the metadata of the image file at `path`, or nullopt if the
  /// file cannot be read, its format cannot be determined, or it is not an
  /// image ImageIo can describe (nothing throws). Only the file's contents
  /// decide its format, never the extension.
  std::optional<Metadata> LoadMetadata(
      const std::filesystem::path& path) const {
    return LoadMetadataImpl(&path);
  }

  /// Returns the metadata of the encoded image in `buffer`, or nullopt as
  /// for the file overload.
  std::optional<Metadata> LoadMetadata(ByteSpan buffer) const {
    return LoadMetadataImpl(buffer);
  }

  /// Loads and returns the image in the file at `path`, as the ImageAny
  /// alternative its channels imply: 8-bit grey/RGB/RGBA as
  /// ImageGrey8U/ImageRgb8U/ImageRgba8U, 16-bit grey as ImageDepth16U, float
  /// grey as ImageDepth32F.
  /// @param format if set, the format the file must have; otherwise the
  /// contents decide it (never the extension).
  /// @throws std::exception naming the file if it cannot be read, is not of
  /// the required format, is malformed or truncated, or holds an image no
  /// Image<> type can express (e.g. 16-bit RGB).
  ImageAny Load(const std::filesystem::path& path,
                std::optional<ImageFileFormat> format = std::nullopt) const {
    return LoadImpl(&path, format);
  }

  /// Loads and returns the image encoded in `buffer`; as the file overload.
  ImageAny Load(ByteSpan buffer,
                std::optional<ImageFileFormat> format = std::nullopt) const {
    return LoadImpl(buffer, format);
  }

  /// Loads the image in the file at `path` into `image` (overwritten). The
  /// contents decide the format.
  /// @throws std::exception as Load(path), or if the file's channel type or
  /// count does not fit kPixelType (see the class comment).
  template <PixelType kPixelType>
  void Load(const std::filesystem::path& path, Image<kPixelType>* image) const {
    LoadImpl(&path, std::nullopt, image);
  }

  /// Loads the image in the file at `path`, which must have `format`, into
  /// `image` (overwritten).
  /// @throws std::exception as the overload without `format`, or if the file
  /// has another format.
  template <PixelType kPixelType>
  void Load(const std::filesystem::path& path, ImageFileFormat format,
            Image<kPixelType>* image) const {
    LoadImpl(&path, format, image);
  }

  /// Loads the image encoded in `buffer` into `image` (overwritten).
  /// @throws std::exception as the file overload.
  template <PixelType kPixelType>
  void Load(ByteSpan buffer, Image<kPixelType>* image) const {
    LoadImpl(buffer, std::nullopt, image);
  }

  /// Loads the image encoded in `buffer`, which must have `format`, into
  /// `image` (overwritten).
  /// @throws std::exception as the file overload.
  template <PixelType kPixelType>
  void Load(ByteSpan buffer, ImageFileFormat format,
            Image<kPixelType>* image) const {
    LoadImpl(buffer, format, image);
  }

  /// Saves `image` to the file at `path` (replacing it).
  /// @param format if unset, the extension decides: `.jpg`/`.jpeg`, `.png`
  /// or `.tif`/`.tiff` (any case).
  /// @throws std::exception if no format is given and the extension implies
  /// none, if the format cannot hold this pixel type (see the class comment),
  /// if the image is empty, or if the file cannot be written (naming it).
  template <PixelType kPixelType>
  void Save(const Image<kPixelType>& image, const std::filesystem::path& path,
            std::optional<ImageFileFormat> format = std::nullopt) const {
    SaveImpl(&image, format, &path);
  }

  /// Saves `image` encoded as `format` to a new memory buffer and returns it.
  /// @throws std::exception as the file overload.
  template <PixelType kPixelType>
  std::vector<uint8_t> Save(const Image<kPixelType>& image,
                            ImageFileFormat format) const {
    std::vector<uint8_t> result;
    SaveImpl(&image, format, &result);
    return result;
  }

  /// Saves `image` encoded as `format` into `buffer` (overwritten).
  /// @throws std::exception as the file overload.
  template <PixelType kPixelType>
  void Save(const Image<kPixelType>& image, ImageFileFormat format,
            std::vector<uint8_t>* buffer) const {
    SaveImpl(&image, format, buffer);
  }

 private:
  // ImageAny with each alternative `Image<kPixelType>` turned into a const
  // (ImageAnyConstPtr) or mutable (ImageAnyMutablePtr) pointer to it.
  template <typename Variant>
  struct VariantOfPointers;
  template <typename... Images>
  struct VariantOfPointers<std::variant<Images...>> {
    using Const = std::variant<const Images*...>;
    using Mutable = std::variant<Images*...>;
  };
  using ImageAnyConstPtr = VariantOfPointers<ImageAny>::Const;
  using ImageAnyMutablePtr = VariantOfPointers<ImageAny>::Mutable;

  // An input is a file (by path) or a memory buffer; an output is a file or
  // a growable memory buffer. The pointers are borrowed.
  using InputAny = std::variant<const std::filesystem::path*, ByteSpan>;
  using OutputAny =
      std::variant<const std::filesystem::path*, std::vector<uint8_t>*>;

  std::optional<Metadata> LoadMetadataImpl(InputAny input_any) const;
  ImageAny LoadImpl(InputAny input_any,
                    std::optional<ImageFileFormat> format) const;
  void LoadImpl(InputAny input_any, std::optional<ImageFileFormat> format,
                ImageAnyMutablePtr image_any) const;
  void SaveImpl(ImageAnyConstPtr image_any,
                std::optional<ImageFileFormat> format,
                OutputAny output_any) const;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
