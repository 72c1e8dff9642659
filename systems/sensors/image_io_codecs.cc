// The JPEG (libjpeg-turbo's TurboJPEG API), PNG (libpng's simplified API) and
// TIFF (libtiff on memory streams) codecs of ImageIo. All three report errors
// as return codes and messages (TurboJPEG and libpng catch their own longjmp
// inside; libtiff calls the per-handle handlers below), so nothing unwinds
// through C code and every failure becomes one exception here.

#include <png.h>
#include <tiffio.h>
#include <turbojpeg.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/systems/sensors/image_io_internal.h"

namespace drake {
namespace systems {
namespace sensors {
namespace internal {
namespace {

using Metadata = ImageIo::Metadata;
using ByteSpan = ImageIo::ByteSpan;

int BytesPerChannel(PixelScalar scalar) {
  switch (scalar) {
    case PixelScalar::k8U:
      return 1;
    case PixelScalar::k16I:
    case PixelScalar::k16U:
      return 2;
    case PixelScalar::k32F:
      return 4;
  }
  DRAKE_UNREACHABLE();
}

[[noreturn]] void ThrowBad(const std::string& source, const std::string& what) {
  throw std::runtime_error(fmt::format("{}: {}", source, what));
}

// Refuses sizes whose pixel count does not fit Image<>'s int size() (and so
// bounds what a malformed header can make us allocate).
void CheckSize(const Metadata& metadata, const std::string& source) {
  if (metadata.width <= 0 || metadata.height <= 0) {
    ThrowBad(source, fmt::format("the image size {} × {} is not positive",
                                 metadata.width, metadata.height));
  }
  const int64_t values = int64_t{metadata.width} * metadata.height *
                         std::max(metadata.channels, 1) *
                         BytesPerChannel(metadata.scalar);
  if (values > INT_MAX) {
    ThrowBad(source,
             fmt::format("the image size {} × {} × {} channels is too large",
                         metadata.width, metadata.height, metadata.channels));
  }
}

size_t ByteCount(const Metadata& metadata) {
  return size_t{1} * metadata.width * metadata.height * metadata.channels *
         BytesPerChannel(metadata.scalar);
}

// Refuses to decode more pixel bytes than `encoded_size` bytes can hold, so
// that a short input whose header claims a huge image fails before its
// pixels are allocated. The codecs compress by at most about 1032:1
// (deflate, in PNG and TIFF), JPEG less, TIFF's LZW by at most about
// 2700:1; 4096:1 plus 16 MiB rejects no valid file.
void CheckDecodable(const Metadata& metadata, size_t encoded_size,
                    const std::string& source) {
  const uint64_t limit = uint64_t{4096} * encoded_size + (uint64_t{16} << 20);
  if (ByteCount(metadata) > limit) {
    ThrowBad(source,
             fmt::format("the header's image size {} × {} × {} channels "
                         "needs more data than the {} bytes given (truncated "
                         "or malformed)",
                         metadata.width, metadata.height, metadata.channels,
                         encoded_size));
  }
}

// ---- JPEG ------------------------------------------------------------------

struct TjDestroyer {
  void operator()(void* handle) const { tjDestroy(handle); }
};
using TjHandle = std::unique_ptr<void, TjDestroyer>;

TjHandle MakeTjHandle(bool compress) {
  TjHandle handle(compress ? tjInitCompress() : tjInitDecompress());
  if (handle == nullptr) {
    throw std::runtime_error(fmt::format(
        "ImageIo: cannot start libjpeg-turbo: {}", tjGetErrorStr2(nullptr)));
  }
  return handle;
}

// The header of a JPEG: size and colour space (grey → 1 channel, YCbCr or
// RGB → 3; CMYK and YCCK are refused).
Metadata JpegMetadata(void* handle, ByteSpan bytes, const std::string& source) {
  int width = 0;
  int height = 0;
  int subsampling = 0;
  int colorspace = 0;
  if (tjDecompressHeader3(handle, static_cast<const unsigned char*>(bytes.data),
                          bytes.size, &width, &height, &subsampling,
                          &colorspace) != 0) {
    ThrowBad(source,
             fmt::format("malformed JPEG header ({})", tjGetErrorStr2(handle)));
  }
  // Data that ends before a frame header "succeeds" with no size.
  if (width <= 0 || height <= 0) {
    ThrowBad(source, "malformed JPEG header (it gives no image size)");
  }
  Metadata metadata;
  metadata.format = ImageFileFormat::kJpeg;
  metadata.width = width;
  metadata.height = height;
  metadata.depth = 1;
  metadata.scalar = PixelScalar::k8U;
  if (colorspace == TJCS_GRAY) {
    metadata.channels = 1;
  } else if (colorspace == TJCS_RGB || colorspace == TJCS_YCbCr) {
    metadata.channels = 3;
  } else {
    ThrowBad(source,
             "a CMYK or YCCK JPEG is not supported (only greyscale "
             "and colour)");
  }
  CheckSize(metadata, source);
  return metadata;
}

DecodedImage JpegDecode(ByteSpan bytes, const std::string& source) {
  TjHandle handle = MakeTjHandle(false);
  DecodedImage result;
  result.metadata = JpegMetadata(handle.get(), bytes, source);
  CheckDecodable(result.metadata, bytes.size, source);
  result.bytes.resize(ByteCount(result.metadata));
  const int pixel_format = result.metadata.channels == 1 ? TJPF_GRAY : TJPF_RGB;
  // Warnings (e.g. premature end of data, which libjpeg would pad with grey)
  // are errors here: a truncated file must not load as a plausible image.
  if (tjDecompress2(handle.get(), static_cast<const unsigned char*>(bytes.data),
                    bytes.size, result.bytes.data(), result.metadata.width,
                    /* pitch = */ 0, result.metadata.height, pixel_format,
                    TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING) != 0) {
    ThrowBad(source, fmt::format("malformed or truncated JPEG data ({})",
                                 tjGetErrorStr2(handle.get())));
  }
  return result;
}

// Quality 95 (as VTK's writer, which Drake uses) without chroma subsampling.
void JpegEncode(const RawImage& image, const std::string& destination,
                std::vector<uint8_t>* output) {
  if (image.scalar != PixelScalar::k8U ||
      (image.channels != 1 && image.channels != 3)) {
    ThrowBad(destination,
             fmt::format("JPEG holds only 8-bit grey or RGB images, not {} "
                         "channel(s) of {}",
                         image.channels, image.scalar));
  }
  TjHandle handle = MakeTjHandle(true);
  unsigned char* jpeg = nullptr;
  unsigned long jpeg_size = 0;  // NOLINT(runtime/int): TurboJPEG's type.
  const bool grey = image.channels == 1;
  const int status = tjCompress2(
      handle.get(), static_cast<const unsigned char*>(image.data), image.width,
      /* pitch = */ 0, image.height, grey ? TJPF_GRAY : TJPF_RGB, &jpeg,
      &jpeg_size, grey ? TJSAMP_GRAY : TJSAMP_444, /* jpegQual = */ 95,
      TJFLAG_ACCURATEDCT);
  if (status != 0) {
    if (jpeg != nullptr) tjFree(jpeg);
    ThrowBad(destination, fmt::format("cannot encode JPEG ({})",
                                      tjGetErrorStr2(handle.get())));
  }
  output->assign(jpeg, jpeg + jpeg_size);
  tjFree(jpeg);
}

// ---- PNG -------------------------------------------------------------------

// Reading uses libpng's full API, not its simplified one: the simplified
// reader applies the file's gAMA chunk, which would change the values of
// depth and label images. Only lossless layout transforms are asked for
// (palette to RGB, tRNS to alpha, 1/2/4-bit grey to 8-bit, 16-bit to native
// byte order, de-interlacing). libpng reports errors by longjmp to the
// setjmp in PngReadHeader()/PngReadRows(), which hold only trivially
// destructible locals; everything C++ lives in their caller.

// The read state of one PNG: the input and where reading is, and the first
// error message (a fixed buffer: nothing may allocate or throw inside
// libpng's callbacks).
struct PngReader {
  PngReader() = default;
  PngReader(const PngReader&) = delete;
  PngReader& operator=(const PngReader&) = delete;
  ~PngReader() {
    if (png != nullptr) png_destroy_read_struct(&png, &info, nullptr);
  }
  ByteSpan bytes{};
  size_t offset{0};
  char error[256] = {};
  png_structp png{nullptr};
  png_infop info{nullptr};
};

void PngOnError(png_structp png, png_const_charp message) {
  auto* reader = static_cast<PngReader*>(png_get_error_ptr(png));
  std::snprintf(reader->error, sizeof(reader->error), "%s", message);
  png_longjmp(png, 1);
}

void PngOnWarning(png_structp, png_const_charp) {}

void PngOnRead(png_structp png, png_bytep out, png_size_t count) {
  auto* reader = static_cast<PngReader*>(png_get_io_ptr(png));
  if (count > reader->bytes.size - reader->offset) {
    png_error(png, "unexpected end of data");
  }
  std::memcpy(out,
              static_cast<const uint8_t*>(reader->bytes.data) + reader->offset,
              count);
  reader->offset += count;
}

// Reads the header and sets up the transforms; false (with `reader->error`)
// on failure. `metadata->channels` and `scalar` describe the pixels as they
// will be delivered; `*row_bytes` is one delivered row's size.
bool PngReadHeader(PngReader* reader, Metadata* metadata, size_t* row_bytes) {
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader,
                                       &PngOnError, &PngOnWarning);
  if (reader->png == nullptr) {
    std::snprintf(reader->error, sizeof(reader->error), "out of memory");
    return false;
  }
  reader->info = png_create_info_struct(reader->png);
  if (reader->info == nullptr) {
    std::snprintf(reader->error, sizeof(reader->error), "out of memory");
    return false;
  }
  png_structp png = reader->png;
  png_infop info = reader->info;
  if (setjmp(png_jmpbuf(png)) != 0) {
    return false;
  }
  png_set_read_fn(png, reader, &PngOnRead);
  png_read_info(png, info);
  const int color_type = png_get_color_type(png, info);
  const int bit_depth = png_get_bit_depth(png, info);
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) {
    png_set_expand_gray_1_2_4_to_8(png);
  }
  if (png_get_valid(png, info, PNG_INFO_tRNS) != 0) {
    png_set_tRNS_to_alpha(png);
  }
  if (bit_depth == 16 && std::endian::native == std::endian::little) {
    png_set_swap(png);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  metadata->format = ImageFileFormat::kPng;
  metadata->width = static_cast<int>(
      std::min<png_uint_32>(png_get_image_width(png, info), INT_MAX));
  metadata->height = static_cast<int>(
      std::min<png_uint_32>(png_get_image_height(png, info), INT_MAX));
  metadata->depth = 1;
  metadata->channels = png_get_channels(png, info);
  metadata->scalar =
      png_get_bit_depth(png, info) == 16 ? PixelScalar::k16U : PixelScalar::k8U;
  *row_bytes = png_get_rowbytes(png, info);
  return true;
}

// Reads the pixels into `rows` (one pointer per row) and the rest of the
// stream, through the IEND chunk; false (with `reader->error`) on failure.
bool PngReadRows(PngReader* reader, png_bytep* rows) {
  png_structp png = reader->png;
  if (setjmp(png_jmpbuf(png)) != 0) {
    return false;
  }
  png_read_image(png, rows);
  png_read_end(png, nullptr);
  return true;
}

Metadata PngMetadata(PngReader* reader, ByteSpan bytes,
                     const std::string& source, size_t* row_bytes) {
  reader->bytes = bytes;
  Metadata metadata;
  if (!PngReadHeader(reader, &metadata, row_bytes)) {
    ThrowBad(source, fmt::format("malformed PNG header ({})", reader->error));
  }
  CheckSize(metadata, source);
  return metadata;
}

DecodedImage PngDecode(ByteSpan bytes, const std::string& source) {
  PngReader reader;
  size_t row_bytes = 0;
  DecodedImage result;
  result.metadata = PngMetadata(&reader, bytes, source, &row_bytes);
  CheckDecodable(result.metadata, bytes.size, source);
  if (row_bytes * result.metadata.height != ByteCount(result.metadata)) {
    ThrowBad(source, "the PNG's row size does not match its header");
  }
  result.bytes.resize(ByteCount(result.metadata));
  std::vector<png_bytep> rows(result.metadata.height);
  for (int row = 0; row < result.metadata.height; ++row) {
    rows[row] = result.bytes.data() + row * row_bytes;
  }
  if (!PngReadRows(&reader, rows.data())) {
    ThrowBad(source,
             fmt::format("malformed or truncated PNG data ({})", reader.error));
  }
  return result;
}

// Writing uses libpng's simplified API (it reports errors as a return
// value). 8-bit images get its sRGB chunk, 16-bit ones a linear gAMA chunk;
// neither changes the stored values, and our reader ignores both.
// Frees a png_image's write state (a no-op once libpng has freed it).
struct PngImage {
  PngImage() {
    image.version = PNG_IMAGE_VERSION;
    image.opaque = nullptr;
  }
  ~PngImage() { png_image_free(&image); }
  PngImage(const PngImage&) = delete;
  PngImage& operator=(const PngImage&) = delete;
  png_image image{};
};

void PngEncode(const RawImage& image, const std::string& destination,
               std::vector<uint8_t>* output) {
  png_uint_32 format = 0;
  if (image.scalar == PixelScalar::k8U && image.channels == 1) {
    format = PNG_FORMAT_GRAY;
  } else if (image.scalar == PixelScalar::k8U && image.channels == 3) {
    format = PNG_FORMAT_RGB;
  } else if (image.scalar == PixelScalar::k8U && image.channels == 4) {
    format = PNG_FORMAT_RGBA;
  } else if (image.scalar == PixelScalar::k16U && image.channels == 1) {
    // Written as 16-bit with linear gamma, so it reads back unchanged.
    format = PNG_FORMAT_LINEAR_Y;
  } else {
    ThrowBad(destination,
             fmt::format("PNG holds only 8-bit grey/RGB/RGBA or 16-bit grey "
                         "images, not {} channel(s) of {}",
                         image.channels, image.scalar));
  }
  PngImage png;
  png.image.width = image.width;
  png.image.height = image.height;
  png.image.format = format;
  size_t size = PNG_IMAGE_PNG_SIZE_MAX(png.image);
  output->resize(size);
  if (png_image_write_to_memory(&png.image, output->data(), &size,
                                /* convert_to_8_bit = */ 0, image.data,
                                /* row_stride = */ 0,
                                /* colormap = */ nullptr) == 0) {
    output->clear();
    ThrowBad(destination,
             fmt::format("cannot encode PNG ({})", png.image.message));
  }
  output->resize(size);
}

// ---- TIFF ------------------------------------------------------------------

// A TIFF stream on memory: reads from `input`, or reads and writes `output`.
struct TiffStream {
  ByteSpan input{};
  std::vector<uint8_t>* output{};
  uint64_t position{0};
  std::string error{};

  uint64_t size() const { return output ? output->size() : input.size; }
  const uint8_t* data() const {
    return output ? output->data() : static_cast<const uint8_t*>(input.data);
  }
};

tmsize_t TiffRead(thandle_t handle, void* buffer, tmsize_t count) {
  auto* stream = static_cast<TiffStream*>(handle);
  if (count < 0 || stream->position >= stream->size()) return 0;
  const uint64_t available = stream->size() - stream->position;
  const uint64_t n = std::min<uint64_t>(available, count);
  std::memcpy(buffer, stream->data() + stream->position, n);
  stream->position += n;
  return static_cast<tmsize_t>(n);
}

tmsize_t TiffWrite(thandle_t handle, void* buffer, tmsize_t count) {
  auto* stream = static_cast<TiffStream*>(handle);
  if (stream->output == nullptr || count < 0) return -1;
  const uint64_t end = stream->position + count;
  if (end > stream->output->size()) stream->output->resize(end);
  std::memcpy(stream->output->data() + stream->position, buffer, count);
  stream->position = end;
  return count;
}

toff_t TiffSeek(thandle_t handle, toff_t offset, int whence) {
  auto* stream = static_cast<TiffStream*>(handle);
  uint64_t base = 0;
  if (whence == SEEK_CUR) base = stream->position;
  if (whence == SEEK_END) base = stream->size();
  stream->position = base + offset;
  return stream->position;
}

int TiffClose(thandle_t) { return 0; }

toff_t TiffSize(thandle_t handle) {
  return static_cast<TiffStream*>(handle)->size();
}

int TiffMap(thandle_t, void**, toff_t*) { return 0; }

void TiffUnmap(thandle_t, void*, toff_t) {}

// Keeps the first error libtiff reports for this handle.
int TiffOnError(TIFF*, void* user_data, const char* module, const char* fmt,
                va_list args) {
  auto* stream = static_cast<TiffStream*>(user_data);
  if (stream->error.empty()) {
    char message[512];
    std::vsnprintf(message, sizeof(message), fmt, args);
    stream->error = module != nullptr ? fmt::format("{}: {}", module, message)
                                      : std::string(message);
  }
  return 1;
}

// Warnings (e.g. unknown tags) are not failures; drop them.
int TiffOnWarning(TIFF*, void*, const char*, const char*, va_list) { return 1; }

struct TiffCloser {
  void operator()(TIFF* tiff) const { TIFFClose(tiff); }
};
using TiffHandle = std::unique_ptr<TIFF, TiffCloser>;

TiffHandle TiffOpen(TiffStream* stream, const char* mode,
                    const std::string& source) {
  TIFFOpenOptions* options = TIFFOpenOptionsAlloc();
  TIFFOpenOptionsSetErrorHandlerExtR(options, &TiffOnError, stream);
  TIFFOpenOptionsSetWarningHandlerExtR(options, &TiffOnWarning, stream);
  TiffHandle tiff(TIFFClientOpenExt("ImageIo", mode, stream, &TiffRead,
                                    &TiffWrite, &TiffSeek, &TiffClose,
                                    &TiffSize, &TiffMap, &TiffUnmap, options));
  TIFFOpenOptionsFree(options);
  if (tiff == nullptr) {
    ThrowBad(source, fmt::format("malformed TIFF header ({})", stream->error));
  }
  return tiff;
}

// The first directory's layout. Supported: one 8-bit, 16-bit unsigned or
// 32-bit float sample per channel, greyscale (1 channel) or RGB(A) (3 or 4),
// interleaved in strips.
Metadata TiffMetadata(TIFF* tiff, const TiffStream& stream,
                      const std::string& source) {
  uint32_t width = 0;
  uint32_t height = 0;
  uint32_t depth = 1;
  uint16_t bits = 0;
  uint16_t samples = 0;
  uint16_t sample_format = 0;
  uint16_t planar = 0;
  uint16_t photometric = 0;
  if (TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width) != 1 ||
      TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height) != 1 ||
      TIFFGetFieldDefaulted(tiff, TIFFTAG_BITSPERSAMPLE, &bits) != 1 ||
      TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLESPERPIXEL, &samples) != 1 ||
      TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLEFORMAT, &sample_format) != 1 ||
      TIFFGetFieldDefaulted(tiff, TIFFTAG_PLANARCONFIG, &planar) != 1 ||
      TIFFGetField(tiff, TIFFTAG_PHOTOMETRIC, &photometric) != 1) {
    ThrowBad(source, fmt::format("a TIFF tag is missing or malformed ({})",
                                 stream.error));
  }
  TIFFGetFieldDefaulted(tiff, TIFFTAG_IMAGEDEPTH, &depth);
  Metadata metadata;
  metadata.format = ImageFileFormat::kTiff;
  metadata.width = static_cast<int>(std::min<uint32_t>(width, INT_MAX));
  metadata.height = static_cast<int>(std::min<uint32_t>(height, INT_MAX));
  metadata.depth = static_cast<int>(std::min<uint32_t>(depth, INT_MAX));
  metadata.channels = samples;
  if (bits == 8 && sample_format == SAMPLEFORMAT_UINT) {
    metadata.scalar = PixelScalar::k8U;
  } else if (bits == 16 && sample_format == SAMPLEFORMAT_UINT) {
    metadata.scalar = PixelScalar::k16U;
  } else if (bits == 32 && sample_format == SAMPLEFORMAT_IEEEFP) {
    metadata.scalar = PixelScalar::k32F;
  } else {
    ThrowBad(source, fmt::format("a TIFF of {}-bit samples in sample format "
                                 "{} is not supported (only 8- or 16-bit "
                                 "unsigned and 32-bit float)",
                                 bits, sample_format));
  }
  if (depth != 1) {
    ThrowBad(source, fmt::format("a TIFF of depth {} is not supported", depth));
  }
  const bool grey = photometric == PHOTOMETRIC_MINISBLACK;
  const bool rgb = photometric == PHOTOMETRIC_RGB;
  if (!(grey || rgb)) {
    ThrowBad(source, fmt::format("a TIFF with photometric interpretation {} "
                                 "is not supported (only greyscale and RGB)",
                                 photometric));
  }
  if (samples < 1 || samples > 4) {
    ThrowBad(source,
             fmt::format("a TIFF with {} samples per pixel is not supported",
                         samples));
  }
  if (planar != PLANARCONFIG_CONTIG || TIFFIsTiled(tiff) != 0) {
    ThrowBad(source,
             "a tiled or planar TIFF is not supported (only "
             "interleaved strips)");
  }
  CheckSize(metadata, source);
  return metadata;
}

DecodedImage TiffDecode(ByteSpan bytes, const std::string& source) {
  TiffStream stream{.input = bytes};
  TiffHandle tiff = TiffOpen(&stream, "rm", source);
  DecodedImage result;
  result.metadata = TiffMetadata(tiff.get(), stream, source);
  CheckDecodable(result.metadata, bytes.size, source);
  const size_t row_bytes = ByteCount(result.metadata) / result.metadata.height;
  if (TIFFScanlineSize64(tiff.get()) != static_cast<uint64_t>(row_bytes)) {
    ThrowBad(source, "the TIFF's scanline size does not match its tags");
  }
  result.bytes.resize(ByteCount(result.metadata));
  for (int row = 0; row < result.metadata.height; ++row) {
    if (TIFFReadScanline(tiff.get(), result.bytes.data() + row * row_bytes, row,
                         0) < 0) {
      ThrowBad(source, fmt::format("malformed or truncated TIFF data in row "
                                   "{} ({})",
                                   row, stream.error));
    }
  }
  return result;
}

// Deflate-compressed (lossless), one strip of about 8 kB at a time.
void TiffEncode(const RawImage& image, const std::string& destination,
                std::vector<uint8_t>* output) {
  if (image.channels != 1 && image.channels != 3 && image.channels != 4) {
    ThrowBad(destination, fmt::format("TIFF holds 1, 3 or 4 channels, not {}",
                                      image.channels));
  }
  if (image.scalar == PixelScalar::k16I) {
    ThrowBad(destination, "TIFF saving takes 16-bit data as unsigned");
  }
  output->clear();
  TiffStream stream{.output = output};
  TiffHandle tiff = TiffOpen(&stream, "w", destination);
  TIFF* const t = tiff.get();
  const uint16_t bits = 8 * BytesPerChannel(image.scalar);
  const uint16_t sample_format = image.scalar == PixelScalar::k32F
                                     ? SAMPLEFORMAT_IEEEFP
                                     : SAMPLEFORMAT_UINT;
  TIFFSetField(t, TIFFTAG_IMAGEWIDTH, static_cast<uint32_t>(image.width));
  TIFFSetField(t, TIFFTAG_IMAGELENGTH, static_cast<uint32_t>(image.height));
  TIFFSetField(t, TIFFTAG_BITSPERSAMPLE, bits);
  TIFFSetField(t, TIFFTAG_SAMPLESPERPIXEL,
               static_cast<uint16_t>(image.channels));
  TIFFSetField(t, TIFFTAG_SAMPLEFORMAT, sample_format);
  TIFFSetField(t, TIFFTAG_PLANARCONFIG, PLANARCONFIG_CONTIG);
  TIFFSetField(t, TIFFTAG_PHOTOMETRIC,
               image.channels == 1 ? PHOTOMETRIC_MINISBLACK : PHOTOMETRIC_RGB);
  if (image.channels == 4) {
    const uint16_t extra[] = {EXTRASAMPLE_UNASSALPHA};
    TIFFSetField(t, TIFFTAG_EXTRASAMPLES, uint16_t{1}, extra);
  }
  TIFFSetField(t, TIFFTAG_COMPRESSION, COMPRESSION_ADOBE_DEFLATE);
  TIFFSetField(t, TIFFTAG_ROWSPERSTRIP, TIFFDefaultStripSize(t, 0));
  const size_t row_bytes =
      size_t{1} * image.width * image.channels * (bits / 8);
  const auto* pixels = static_cast<const uint8_t*>(image.data);
  // TIFFWriteScanline takes a mutable buffer but does not change it (it
  // copies before any in-place byte swapping or encoding).
  std::vector<uint8_t> row_buffer(row_bytes);
  for (int row = 0; row < image.height; ++row) {
    std::memcpy(row_buffer.data(), pixels + row * row_bytes, row_bytes);
    if (TIFFWriteScanline(t, row_buffer.data(), row, 0) < 0) {
      ThrowBad(destination, fmt::format("cannot encode TIFF row {} ({})", row,
                                        stream.error));
    }
  }
  if (TIFFWriteDirectory(t) != 1) {
    ThrowBad(destination, fmt::format("cannot encode TIFF ({})", stream.error));
  }
}

}  // namespace

std::optional<ImageFileFormat> GuessFileFormat(ByteSpan bytes) {
  if (bytes.size < 2 || bytes.data == nullptr) return std::nullopt;
  const auto* b = static_cast<const uint8_t*>(bytes.data);
  if (b[0] == 0xFF && b[1] == 0xD8) return ImageFileFormat::kJpeg;
  if (b[0] == 0x89 && b[1] == 0x50) return ImageFileFormat::kPng;
  if ((b[0] == 'I' && b[1] == 'I') || (b[0] == 'M' && b[1] == 'M')) {
    return ImageFileFormat::kTiff;
  }
  return std::nullopt;
}

std::optional<ImageFileFormat> FileFormatFromExtension(
    const std::filesystem::path& path) {
  std::string extension = path.extension().string();
  std::transform(
      extension.begin(), extension.end(), extension.begin(),
      [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (extension == ".jpg" || extension == ".jpeg") {
    return ImageFileFormat::kJpeg;
  }
  if (extension == ".png") return ImageFileFormat::kPng;
  if (extension == ".tif" || extension == ".tiff") {
    return ImageFileFormat::kTiff;
  }
  return std::nullopt;
}

Metadata DecodeMetadata(ImageFileFormat format, ByteSpan bytes,
                        const std::string& source) {
  switch (format) {
    case ImageFileFormat::kJpeg: {
      TjHandle handle = MakeTjHandle(false);
      return JpegMetadata(handle.get(), bytes, source);
    }
    case ImageFileFormat::kPng: {
      PngReader reader;
      size_t row_bytes = 0;
      return PngMetadata(&reader, bytes, source, &row_bytes);
    }
    case ImageFileFormat::kTiff: {
      TiffStream stream{.input = bytes};
      TiffHandle tiff = TiffOpen(&stream, "rm", source);
      return TiffMetadata(tiff.get(), stream, source);
    }
  }
  DRAKE_UNREACHABLE();
}

DecodedImage Decode(ImageFileFormat format, ByteSpan bytes,
                    const std::string& source) {
  switch (format) {
    case ImageFileFormat::kJpeg:
      return JpegDecode(bytes, source);
    case ImageFileFormat::kPng:
      return PngDecode(bytes, source);
    case ImageFileFormat::kTiff:
      return TiffDecode(bytes, source);
  }
  DRAKE_UNREACHABLE();
}

void Encode(ImageFileFormat format, const RawImage& image,
            const std::string& destination, std::vector<uint8_t>* output) {
  DRAKE_DEMAND(output != nullptr);
  if (image.width <= 0 || image.height <= 0) {
    ThrowBad(destination, "cannot save an empty (0 × 0) image");
  }
  switch (format) {
    case ImageFileFormat::kJpeg:
      JpegEncode(image, destination, output);
      return;
    case ImageFileFormat::kPng:
      PngEncode(image, destination, output);
      return;
    case ImageFileFormat::kTiff:
      TiffEncode(image, destination, output);
      return;
  }
  DRAKE_UNREACHABLE();
}

}  // namespace internal
}  // namespace sensors
}  // namespace systems
}  // namespace drake
