// PackageMap::AddRemote: RemoteParams (ToJson, ==, Serialize), the checks
// on bad params (each message), lazy fetching of tar.gz and zip archives
// built here with libarchive and served by file:// URLs (and one by an HTTP
// server on the loopback interface), strip_prefix, the cache and its reuse,
// checksum mismatches, DRAKE_ALLOW_NETWORK, the map operations on remote
// entries, and a URDF whose mesh lives in a remote package. The machine has
// no network: nothing here leaves 127.0.0.1.

#include <archive.h>
#include <archive_entry.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <arpa/inet.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <netinet/in.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_cache.h"
#include "drake/common/sha256.h"
#include "drake/common/test_utilities/set_env.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/shape_specification.h"
#include "drake/multibody/parsing/detail_package_fetcher.h"
#include "drake/multibody/parsing/package_map.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace package_map_remote_test {

namespace fs = std::filesystem;
using RemoteParams = PackageMap::RemoteParams;
using Files = std::vector<std::pair<std::string, std::string>>;

std::string ReadAll(const fs::path& file) {
  std::ifstream input(file, std::ios::binary);
  std::stringstream buffer;
  buffer << input.rdbuf();
  return buffer.str();
}

std::string Sha256Of(const std::string& bytes) {
  return Sha256::Checksum(bytes).to_string();
}

// Writes `files` (path in the archive -> contents) as the archive `path`:
// type "zip", or "tar"/"gztar"/"bztar"/"xztar" (pax tar, compressed as
// named), with libarchive's writer. Returns the archive's bytes.
std::string WriteArchive(const fs::path& path, const std::string& type,
                         const Files& files) {
  archive* writer = archive_write_new();
  if (type == "zip") {
    archive_write_set_format_zip(writer);
  } else {
    archive_write_set_format_pax_restricted(writer);
    if (type == "gztar") archive_write_add_filter_gzip(writer);
    if (type == "bztar") archive_write_add_filter_bzip2(writer);
    if (type == "xztar") archive_write_add_filter_xz(writer);
  }
  EXPECT_EQ(archive_write_open_filename(writer, path.c_str()), ARCHIVE_OK);
  for (const auto& [name, contents] : files) {
    archive_entry* entry = archive_entry_new();
    archive_entry_set_pathname(entry, name.c_str());
    archive_entry_set_size(entry, contents.size());
    archive_entry_set_filetype(entry, AE_IFREG);
    archive_entry_set_perm(entry, 0644);
    EXPECT_EQ(archive_write_header(writer, entry), ARCHIVE_OK);
    EXPECT_EQ(archive_write_data(writer, contents.data(), contents.size()),
              static_cast<la_ssize_t>(contents.size()));
    archive_entry_free(entry);
  }
  EXPECT_EQ(archive_write_close(writer), ARCHIVE_OK);
  archive_write_free(writer);
  return ReadAll(path);
}

constexpr char kPackageXml[] = R"""(<?xml version="1.0"?>
<package format="2"><name>remote_pkg</name></package>
)""";

// A tetrahedron (OBJ) for the mesh of the URDF test.
constexpr char kTetrahedronObj[] =
    "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\n"
    "f 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n";

// The package's files under "remote_pkg-1.0/", plus one file outside it
// (which strip_prefix drops).
Files PackageFiles() {
  return {{"remote_pkg-1.0/package.xml", kPackageXml},
          {"remote_pkg-1.0/meshes/tetrahedron.obj", kTetrahedronObj},
          {"remote_pkg-1.0/README", "remote package, version 1.0\n"},
          {"outside.txt", "not part of the package\n"}};
}

// Each test gets its own scratch folder and its own empty cache
// ($XDG_CACHE_HOME, with $TEST_TMPDIR unset so that it is the one used), and
// runs with the network policy unset.
class PackageMapRemoteTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ =
        fs::temp_directory_path() /
        fmt::format("package_map_remote_test_{}_{}", ::getpid(), info->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "cache");
    fs::create_directories(root_ / "archives");
    root_ = fs::canonical(root_);
    xdg_ = std::make_unique<test::SetEnv>("XDG_CACHE_HOME",
                                          (root_ / "cache").string());
    test_tmpdir_ = std::make_unique<test::SetEnv>("TEST_TMPDIR", std::nullopt);
    network_ =
        std::make_unique<test::SetEnv>("DRAKE_ALLOW_NETWORK", std::nullopt);
  }

  void TearDown() override {
    network_.reset();
    test_tmpdir_.reset();
    xdg_.reset();
    fs::remove_all(root_);
  }

  fs::path package_cache() const {
    return root_ / "cache" / "drake" / "package_map";
  }

  // Writes the archive `name` of PackageFiles() and returns params naming it
  // by a file:// URL, with its checksum and strip_prefix "remote_pkg-1.0".
  RemoteParams MakeParams(const std::string& name = "remote_pkg.tar.gz",
                          const std::string& type = "gztar") {
    const fs::path file = root_ / "archives" / name;
    const std::string bytes = WriteArchive(file, type, PackageFiles());
    RemoteParams params;
    params.urls = {"file://" + file.string()};
    params.sha256 = Sha256Of(bytes);
    params.strip_prefix = "remote_pkg-1.0";
    return params;
  }

  // The cache folder Drake's layout gives `params`.
  fs::path CacheFolderOf(const RemoteParams& params) const {
    return package_cache() /
           fmt::format("{}-{}", params.sha256,
                       Sha256Of(params.strip_prefix.value_or("")));
  }

  fs::path root_;
  std::unique_ptr<test::SetEnv> xdg_;
  std::unique_ptr<test::SetEnv> test_tmpdir_;
  std::unique_ptr<test::SetEnv> network_;
};

// ToJson: sorted keys on one line, the unset optionals left out, '"' and
// '\' escaped as \u00XX (as Drake's JSON writer); == compares every field.
TEST_F(PackageMapRemoteTest, RemoteParamsJsonAndEquality) {
  const std::string sha(64, 'a');
  RemoteParams full{.urls = {"https://example.com/a.zip", "file:///b/a.zip"},
                    .sha256 = sha,
                    .archive_type = "zip",
                    .strip_prefix = "a-1"};
  EXPECT_EQ(full.ToJson(),
            "{\"archive_type\":\"zip\",\"sha256\":\"" + sha +
                "\",\"strip_prefix\":\"a-1\",\"urls\":[\"https://example.com/"
                "a.zip\",\"file:///b/a.zip\"]}");
  RemoteParams minimal{.urls = {"http://x/\"q\\.tar"}, .sha256 = sha};
  EXPECT_EQ(minimal.ToJson(), "{\"sha256\":\"" + sha +
                                  "\",\"urls\":[\"http://x/\\u0022q\\u005c."
                                  "tar\"]}");
  RemoteParams empty;
  EXPECT_EQ(empty.ToJson(), "{\"sha256\":\"\",\"urls\":[]}");

  EXPECT_TRUE(full == full);
  RemoteParams other = full;
  other.urls.pop_back();
  EXPECT_FALSE(full == other);
  other = full;
  other.sha256.back() = 'b';
  EXPECT_FALSE(full == other);
  other = full;
  other.archive_type.reset();
  EXPECT_FALSE(full == other);
  other = full;
  other.strip_prefix = "a-2";
  EXPECT_FALSE(full == other);
}

// An archive that records the names it visits.
struct NameRecorder {
  template <typename NameValuePair>
  void Visit(const NameValuePair& nvp) {
    names.push_back(nvp.name());
  }
  std::vector<std::string> names;
};

// Serialize visits Drake's four fields in Drake's order.
TEST_F(PackageMapRemoteTest, RemoteParamsSerialize) {
  NameRecorder recorder;
  RemoteParams params;
  params.Serialize(&recorder);
  EXPECT_EQ(recorder.names,
            (std::vector<std::string>{"urls", "sha256", "archive_type",
                                      "strip_prefix"}));
}

// Each malformed argument is refused with a message naming the package and
// the bad value; nothing is added.
TEST_F(PackageMapRemoteTest, BadParams) {
  PackageMap dut = PackageMap::MakeEmpty();
  const std::string sha(64, '0');
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote("", {.urls = {"https://a/b.zip"}, .sha256 = sha}),
      "PackageMap::AddRemote requires a non-empty package name");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote("foo", RemoteParams{}),
      "PackageMap::AddRemote on 'foo' requires at least one URL");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote(
          "foo", {.urls = {"https://a/b.zip", "ftp://a/b.zip"}, .sha256 = sha}),
      "PackageMap::AddRemote on 'foo' has unsupported URL 'ftp://a/b.zip' "
      "\\(expected http://, https:// or file://\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote("foo", {.urls = {"https://a/b.zip"}, .sha256 = "256"}),
      "PackageMap::AddRemote on 'foo' has invalid sha256 '256' \\(expected 64 "
      "hexadecimal digits\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote(
          "foo", {.urls = {"https://a/b.zip"}, .sha256 = std::string(64, 'X')}),
      "PackageMap::AddRemote on 'foo' has invalid sha256 'X{64}'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote(
          "foo",
          {.urls = {"https://a/b.zip"}, .sha256 = sha, .archive_type = "arj"}),
      "PackageMap::AddRemote on 'foo' has unsupported archive type 'arj' "
      "\\(expected zip, tar, gztar, bztar or xztar\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.AddRemote(
          "foo", {.urls = {"https://a/b", "file:///c/d.rar"}, .sha256 = sha}),
      "PackageMap::AddRemote on 'foo' has no archive_type and no URL whose "
      "file name ends in .zip, .tar, .tar.gz, .tgz, .tar.bz2, .tbz2, .tar.xz "
      "or .txz; set archive_type");
  for (const char* prefix : {"/abs", "a/../../b", ".."}) {
    DRAKE_EXPECT_THROWS_MESSAGE(
        dut.AddRemote("foo", {.urls = {"https://a/b.zip"},
                              .sha256 = sha,
                              .strip_prefix = prefix}),
        fmt::format("PackageMap::AddRemote on 'foo' has invalid strip_prefix "
                    "'{}' \\(expected a relative folder inside the archive, "
                    "without '..'\\)",
                    prefix));
  }
  EXPECT_EQ(dut.size(), 0);
  // an extension-less URL is fine once archive_type says the type
  EXPECT_NO_THROW(dut.AddRemote(
      "foo", {.urls = {"https://a/b"}, .sha256 = sha, .archive_type = "tar"}));
  EXPECT_EQ(dut.size(), 1);
}

TEST_F(PackageMapRemoteTest, DeduceArchiveType) {
  using internal::DeduceArchiveType;
  EXPECT_EQ(DeduceArchiveType("https://h/p/a.zip"), "zip");
  EXPECT_EQ(DeduceArchiveType("https://h/p/a.tar"), "tar");
  EXPECT_EQ(DeduceArchiveType("https://h/p/a.tar.gz?x=1#f"), "gztar");
  EXPECT_EQ(DeduceArchiveType("file:///p/a.tgz"), "gztar");
  EXPECT_EQ(DeduceArchiveType("file:///p/a.tar.bz2"), "bztar");
  EXPECT_EQ(DeduceArchiveType("file:///p/a.tbz2"), "bztar");
  EXPECT_EQ(DeduceArchiveType("file:///p/a.tar.xz"), "xztar");
  EXPECT_EQ(DeduceArchiveType("file:///p/a.txz"), "xztar");
  EXPECT_EQ(DeduceArchiveType("https://h/a.gz"), std::nullopt);
  EXPECT_EQ(DeduceArchiveType("https://h.zip"), std::nullopt);  // a host
  EXPECT_EQ(DeduceArchiveType("https://h/p.zip/"), std::nullopt);
}

// A tar.gz fetched by file:// URL on the first GetPath (not at AddRemote),
// into Drake's cache layout, with strip_prefix applied: the package's files
// have their contents, the file outside the prefix is gone, and a README
// sits beside the folder. URLs resolve against the fetched folder.
TEST_F(PackageMapRemoteTest, FetchTarGzWithStripPrefix) {
  const RemoteParams params = MakeParams();
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  EXPECT_TRUE(dut.Contains("remote_pkg"));
  EXPECT_EQ(dut.size(), 1);
  EXPECT_EQ(dut.GetPackageNames(), std::vector<std::string>{"remote_pkg"});
  EXPECT_FALSE(fs::exists(CacheFolderOf(params)));  // nothing fetched yet

  const fs::path path = dut.GetPath("remote_pkg");
  EXPECT_EQ(path, CacheFolderOf(params));
  EXPECT_EQ(ReadAll(path / "package.xml"), kPackageXml);
  EXPECT_EQ(ReadAll(path / "meshes" / "tetrahedron.obj"), kTetrahedronObj);
  EXPECT_EQ(ReadAll(path / "README"), "remote package, version 1.0\n");
  EXPECT_FALSE(fs::exists(path / "outside.txt"));
  EXPECT_FALSE(fs::exists(path.parent_path() / "outside.txt"));
  EXPECT_NE(ReadAll(path.string() + ".README").find(params.urls[0]),
            std::string::npos);
  EXPECT_EQ(dut.ResolveUrl("package://remote_pkg/meshes/tetrahedron.obj"),
            (path / "meshes" / "tetrahedron.obj").string());
  // the scratch folder is gone: only the package and its README remain
  int num_entries = 0;
  for (const auto& entry : fs::directory_iterator(package_cache())) {
    (void)entry;
    ++num_entries;
  }
  EXPECT_EQ(num_entries, 2);
}

// A zip without strip_prefix keeps the archive's own top folder; a tar.bz2
// and a tar.xz behind extension-less URLs need archive_type.
TEST_F(PackageMapRemoteTest, FetchZipBzipXz) {
  RemoteParams zip = MakeParams("remote_pkg.zip", "zip");
  zip.strip_prefix.reset();
  RemoteParams bz = MakeParams("bz_blob", "bztar");
  bz.archive_type = "bztar";
  RemoteParams xz = MakeParams("xz_blob", "xztar");
  xz.archive_type = "xztar";
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("zip_pkg", zip);
  dut.AddRemote("bz_pkg", bz);
  dut.AddRemote("xz_pkg", xz);
  const fs::path zip_path = dut.GetPath("zip_pkg");
  EXPECT_EQ(zip_path, CacheFolderOf(zip));
  EXPECT_EQ(ReadAll(zip_path / "remote_pkg-1.0" / "meshes" / "tetrahedron.obj"),
            kTetrahedronObj);
  EXPECT_EQ(ReadAll(zip_path / "outside.txt"), "not part of the package\n");
  for (const char* name : {"bz_pkg", "xz_pkg"}) {
    EXPECT_EQ(ReadAll(fs::path(dut.GetPath(name)) / "package.xml"),
              kPackageXml);
  }
}

// A second map (another program, as far as the cache can tell) finds the
// fetched copy: the archive is deleted and a file added to the cached folder
// is still there, so nothing was fetched or extracted again.
TEST_F(PackageMapRemoteTest, CacheIsReused) {
  const RemoteParams params = MakeParams();
  PackageMap first = PackageMap::MakeEmpty();
  first.AddRemote("remote_pkg", params);
  const fs::path path = first.GetPath("remote_pkg");
  std::ofstream(path / "marker") << "kept";
  fs::remove(root_ / "archives" / "remote_pkg.tar.gz");

  PackageMap second = PackageMap::MakeEmpty();
  second.AddRemote("remote_pkg", params);
  EXPECT_EQ(second.GetPath("remote_pkg"), path.string());
  EXPECT_EQ(ReadAll(path / "marker"), "kept");
  EXPECT_EQ(ReadAll(path / "package.xml"), kPackageXml);

  // the same archive with another strip_prefix is another cache entry
  RemoteParams unstripped = params;
  unstripped.strip_prefix.reset();
  PackageMap third = PackageMap::MakeEmpty();
  third.AddRemote("remote_pkg", unstripped);
  DRAKE_EXPECT_THROWS_MESSAGE(third.GetPath("remote_pkg"),
                              ".*'remote_pkg'[^]*file://.*is not an existing "
                              "file.*");
}

// A checksum mismatch names the package, the URL and both checksums; no
// cache entry (nor scratch folder) is left, so a retry fails the same way.
TEST_F(PackageMapRemoteTest, ChecksumMismatch) {
  RemoteParams params = MakeParams();
  const std::string actual = params.sha256;
  params.sha256 = std::string(64, 'f');
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  const std::string expected_message = fmt::format(
      "PackageMap: when downloading 'remote_pkg', the downloader experienced "
      "an error: no URL gave the archive:\n  - {} failed: Checksum mismatch; "
      "the file's SHA-256 is {} but RemoteParams::sha256 is {}",
      params.urls[0], actual, params.sha256);
  for (int attempt = 0; attempt < 2; ++attempt) {
    try {
      dut.GetPath("remote_pkg");
      ADD_FAILURE() << "GetPath did not throw";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), expected_message);
    }
  }
  EXPECT_TRUE(fs::is_empty(package_cache()));
}

// The URLs are tried in order: a missing file, then a wrong archive, then
// the good one. When all fail, each failure is listed.
TEST_F(PackageMapRemoteTest, UrlsTriedInOrder) {
  RemoteParams params = MakeParams();
  const std::string good = params.urls[0];
  const fs::path wrong = root_ / "archives" / "wrong.tar.gz";
  WriteArchive(wrong, "gztar", {{"remote_pkg-1.0/x", "x"}});
  const std::string missing = "file://" + (root_ / "nothing.tar.gz").string();
  params.urls = {missing, "file://" + wrong.string(), good};
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  EXPECT_EQ(ReadAll(fs::path(dut.GetPath("remote_pkg")) / "package.xml"),
            kPackageXml);

  params.urls = {missing, "file://relative/x.zip"};
  params.strip_prefix = "other";  // another cache entry
  PackageMap failing = PackageMap::MakeEmpty();
  failing.AddRemote("remote_pkg", params);
  DRAKE_EXPECT_THROWS_MESSAGE(
      failing.GetPath("remote_pkg"),
      fmt::format(".*no URL gave the archive:\n  - {} failed: '{}' is not an "
                  "existing file\n  - file://relative/x.zip failed: a file:// "
                  "URL must name an absolute path \\(file:///path/to/file\\)",
                  missing, (root_ / "nothing.tar.gz").string()));
}

// A strip_prefix the archive lacks, and bytes that are no archive, fail
// with the reason and the URL.
TEST_F(PackageMapRemoteTest, ExtractionErrors) {
  RemoteParams params = MakeParams();
  params.strip_prefix = "remote_pkg-2.0";
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.GetPath("remote_pkg"),
      fmt::format("PackageMap: when downloading 'remote_pkg', the "
                  "strip_prefix='remote_pkg-2.0' does not exist within "
                  "remote_pkg.tar.gz \\(downloaded from {}\\)",
                  params.urls[0]));

  const fs::path text = root_ / "archives" / "text.zip";
  std::ofstream(text) << "this is not a zip file";
  PackageMap bad = PackageMap::MakeEmpty();
  bad.AddRemote("bad", {.urls = {"file://" + text.string()},
                        .sha256 = Sha256Of("this is not a zip file")});
  DRAKE_EXPECT_THROWS_MESSAGE(
      bad.GetPath("bad"),
      fmt::format("PackageMap: when downloading 'bad', could not extract "
                  "file://{} as a zip archive: .+",
                  text.string()));

  // an entry that climbs out of the extraction folder is refused
  const fs::path evil = root_ / "archives" / "evil.tar";
  const std::string bytes = WriteArchive(evil, "tar", {{"../escape", "x"}});
  PackageMap evil_map = PackageMap::MakeEmpty();
  evil_map.AddRemote(
      "evil", {.urls = {"file://" + evil.string()}, .sha256 = Sha256Of(bytes)});
  DRAKE_EXPECT_THROWS_MESSAGE(
      evil_map.GetPath("evil"),
      ".*could not extract .* as a tar archive: the entry '../escape' has an "
      "absolute path or a '..' component");
  EXPECT_FALSE(fs::exists(package_cache() / "escape"));
  EXPECT_FALSE(fs::exists(package_cache().parent_path() / "escape"));
}

// A loopback TCP listener that never accepts: connection attempts would
// queue on it, so an empty queue proves no connection was tried.
class SilentListener {
 public:
  SilentListener() {
    fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    EXPECT_EQ(
        ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    EXPECT_EQ(::listen(fd_, 4), 0);
    socklen_t length = sizeof(address);
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &length);
    port_ = ntohs(address.sin_port);
  }
  ~SilentListener() { ::close(fd_); }
  int port() const { return port_; }
  // Whether a connection is waiting.
  bool WasContacted() const {
    const int client = ::accept(fd_, nullptr, nullptr);
    if (client >= 0) ::close(client);
    return client >= 0;
  }

 private:
  int fd_{-1};
  int port_{0};
};

// DRAKE_ALLOW_NETWORK without package_map: AddRemote refuses http-only
// params at once (unless the cache has the package), file:// URLs still
// work, and an http URL is skipped (never contacted) at fetch time.
TEST_F(PackageMapRemoteTest, NetworkDenied) {
  SilentListener listener;
  const std::string http_url =
      fmt::format("http://127.0.0.1:{}/remote_pkg.tar.gz", listener.port());
  RemoteParams params = MakeParams();
  const std::string file_url = params.urls[0];

  for (const char* policy : {"none", "lcm:meshcat", "package_map:none"}) {
    test::SetEnv network("DRAKE_ALLOW_NETWORK", policy);
    PackageMap dut = PackageMap::MakeEmpty();
    RemoteParams http_only = params;
    http_only.urls = {http_url};
    DRAKE_EXPECT_THROWS_MESSAGE(
        dut.AddRemote("remote_pkg", http_only),
        "PackageMap::AddRemote on 'remote_pkg' only provides network URLs "
        "\\(i.e., no file:// fallbacks\\) but PackageMap networking has been "
        "disabled via the DRAKE_ALLOW_NETWORK environment variable and the "
        "download cache does not contain any matching file .*");
    EXPECT_FALSE(dut.Contains("remote_pkg"));
  }

  test::SetEnv network("DRAKE_ALLOW_NETWORK", "none");
  // http first, then file: the http URL is skipped, the file one used
  RemoteParams mixed = params;
  mixed.urls = {http_url, file_url};
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", mixed);
  EXPECT_EQ(dut.GetPath("remote_pkg"), CacheFolderOf(params).string());
  EXPECT_FALSE(listener.WasContacted());

  // now cached: http-only params are accepted and resolve to the cache
  RemoteParams http_only = params;
  http_only.urls = {http_url};
  PackageMap cached = PackageMap::MakeEmpty();
  cached.AddRemote("remote_pkg", http_only);
  EXPECT_EQ(cached.GetPath("remote_pkg"), CacheFolderOf(params).string());

  // added while allowed, fetched while denied: the error says why
  RemoteParams uncached = http_only;
  uncached.strip_prefix.reset();
  PackageMap later = PackageMap::MakeEmpty();
  {
    test::SetEnv allowed("DRAKE_ALLOW_NETWORK", "lcm:package_map");
    later.AddRemote("remote_pkg", uncached);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      later.GetPath("remote_pkg"),
      fmt::format("PackageMap: when downloading 'remote_pkg', the downloader "
                  "experienced an error: no URL gave the archive:\n  - {} was "
                  "not tried: DRAKE_ALLOW_NETWORK='none' does not allow "
                  "package_map to use the network \\(only file:// URLs and "
                  "the cache\\)",
                  http_url));
  EXPECT_FALSE(listener.WasContacted());
}

// A one-shot HTTP/1.0 server on 127.0.0.1: answers each of up to
// `max_requests` connections (waiting at most 10 s for each) with `body` for
// the path `path` and 404 otherwise.
class TinyHttpServer {
 public:
  TinyHttpServer(std::string path, std::string body, int max_requests)
      : path_(std::move(path)), body_(std::move(body)) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    EXPECT_EQ(
        ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    EXPECT_EQ(::listen(fd_, 4), 0);
    socklen_t length = sizeof(address);
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &length);
    port_ = ntohs(address.sin_port);
    thread_ = std::thread([this, max_requests]() { Serve(max_requests); });
  }
  ~TinyHttpServer() {
    thread_.join();
    ::close(fd_);
  }
  int port() const { return port_; }

 private:
  void Serve(int max_requests) {
    for (int i = 0; i < max_requests; ++i) {
      pollfd waiting{fd_, POLLIN, 0};
      if (::poll(&waiting, 1, 10000) <= 0) return;
      const int client = ::accept(fd_, nullptr, nullptr);
      if (client < 0) return;
      std::string request;
      char buffer[1024];
      while (request.find("\r\n\r\n") == std::string::npos) {
        const ssize_t n = ::recv(client, buffer, sizeof(buffer), 0);
        if (n <= 0) break;
        request.append(buffer, n);
      }
      const bool found = request.rfind("GET " + path_ + " ", 0) == 0;
      const std::string response =
          found ? fmt::format("HTTP/1.0 200 OK\r\nContent-Length: {}\r\n\r\n",
                              body_.size()) +
                      body_
                : std::string(
                      "HTTP/1.0 404 Not Found\r\n"
                      "Content-Length: 0\r\n\r\n");
      size_t sent = 0;
      while (sent < response.size()) {
        const ssize_t n = ::send(client, response.data() + sent,
                                 response.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) break;
        sent += n;
      }
      ::close(client);
    }
  }

  std::string path_;
  std::string body_;
  int fd_{-1};
  int port_{0};
  std::thread thread_;
};

// The http path (libcurl) against a loopback server: a 404 mirror first,
// then the archive.
TEST_F(PackageMapRemoteTest, FetchOverHttpLoopback) {
  RemoteParams params = MakeParams();
  const std::string bytes = ReadAll(root_ / "archives" / "remote_pkg.tar.gz");
  TinyHttpServer server("/pkg/remote_pkg.tar.gz", bytes, 2);
  const std::string missing_url =
      fmt::format("http://127.0.0.1:{}/missing.tar.gz", server.port());
  params.urls = {
      missing_url,
      fmt::format("http://127.0.0.1:{}/pkg/remote_pkg.tar.gz", server.port())};
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  const fs::path path = dut.GetPath("remote_pkg");
  EXPECT_EQ(path, CacheFolderOf(params));
  EXPECT_EQ(ReadAll(path / "meshes" / "tetrahedron.obj"), kTetrahedronObj);
}

// Duplicates, AddMap, Add, copies, Remove, and the printed form.
TEST_F(PackageMapRemoteTest, MapOperations) {
  const RemoteParams params = MakeParams();
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", params);
  EXPECT_NO_THROW(dut.AddRemote("remote_pkg", params));  // the same: no-op
  RemoteParams different = params;
  different.urls.push_back(params.urls[0]);
  // (the JSON texts are compared as text: they hold regex characters)
  try {
    dut.AddRemote("remote_pkg", different);
    ADD_FAILURE() << "AddRemote did not throw";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              fmt::format("PackageMap::AddRemote() cannot add 'remote_pkg' "
                          "because the remote package parameters differ ({} "
                          "vs {})",
                          params.ToJson(), different.ToJson()));
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.Add("remote_pkg", root_.string()),
      ".*cannot add 'remote_pkg' because the existing path is remote.*");
  PackageMap local = PackageMap::MakeEmpty();
  local.Add("remote_pkg", root_.string());
  DRAKE_EXPECT_THROWS_MESSAGE(
      local.AddRemote("remote_pkg", params),
      ".*cannot add 'remote_pkg' because the existing path is local.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      local.AddMap(dut),
      ".*cannot merge the package definition for 'remote_pkg' because the "
      "existing path is local.*but the new path is remote.*");
  PackageMap other = PackageMap::MakeEmpty();
  other.AddRemote("remote_pkg", different);
  DRAKE_EXPECT_THROWS_MESSAGE(dut.AddMap(other),
                              ".*remote package parameters differ.*");

  // printing shows the first URL
  const std::string expected_text =
      fmt::format("PackageMap:\n  - remote_pkg: {}\n", params.urls[0]);
  EXPECT_EQ(dut.to_string(), expected_text);
  EXPECT_EQ(fmt::format("{}", dut), expected_text);
  std::ostringstream stream;
  stream << dut;
  EXPECT_EQ(stream.str(), expected_text);

  // a merged or copied remote entry fetches (once, into the same folder)
  PackageMap merged = PackageMap::MakeEmpty();
  merged.AddMap(dut);
  merged.AddMap(dut);
  EXPECT_EQ(merged.size(), 1);
  PackageMap copy(dut);
  EXPECT_EQ(merged.GetPath("remote_pkg"), CacheFolderOf(params).string());
  EXPECT_EQ(copy.GetPath("remote_pkg"), CacheFolderOf(params).string());
  EXPECT_EQ(dut.to_string(), expected_text);  // still the URL once fetched

  dut.SetDeprecated("remote_pkg", "use another");
  std::optional<std::string> message;
  EXPECT_EQ(dut.GetPath("remote_pkg", &message),
            CacheFolderOf(params).string());
  EXPECT_EQ(message, "use another");
  dut.Remove("remote_pkg");
  EXPECT_FALSE(dut.Contains("remote_pkg"));
}

// Several threads asking one map, and several maps (as several programs
// would), for the same package at once all get the one cache folder, with
// complete contents.
TEST_F(PackageMapRemoteTest, ConcurrentFetches) {
  const RemoteParams params = MakeParams();
  PackageMap shared = PackageMap::MakeEmpty();
  shared.AddRemote("remote_pkg", params);
  constexpr int kThreads = 4;
  std::vector<PackageMap> separate(kThreads, PackageMap::MakeEmpty());
  for (PackageMap& map : separate) map.AddRemote("remote_pkg", params);
  std::vector<std::string> shared_paths(kThreads);
  std::vector<std::string> separate_paths(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&, i]() {
      shared_paths[i] = shared.GetPath("remote_pkg");
      separate_paths[i] = separate[i].GetPath("remote_pkg");
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int i = 0; i < kThreads; ++i) {
    EXPECT_EQ(shared_paths[i], CacheFolderOf(params).string());
    EXPECT_EQ(separate_paths[i], CacheFolderOf(params).string());
  }
  EXPECT_EQ(ReadAll(CacheFolderOf(params) / "meshes" / "tetrahedron.obj"),
            kTetrahedronObj);
  // no scratch folder is left behind: the package and its README only
  int num_entries = 0;
  for (const auto& entry : fs::directory_iterator(package_cache())) {
    (void)entry;
    ++num_entries;
  }
  EXPECT_EQ(num_entries, 2);
}

// No usable cache folder: the fetch fails naming the package.
TEST_F(PackageMapRemoteTest, NoCacheFolder) {
  test::SetEnv xdg("XDG_CACHE_HOME", std::nullopt);
  test::SetEnv home("HOME", (root_ / "no_such_home").string());
  PackageMap dut = PackageMap::MakeEmpty();
  dut.AddRemote("remote_pkg", MakeParams());
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.GetPath("remote_pkg"),
      "PackageMap: when downloading 'remote_pkg', could not create temporary "
      "cache directory: no cache folder: .*");
}

// A URDF whose mesh is package://remote_pkg/... parses after AddRemote: the
// mesh geometry names the file in the fetched package.
TEST_F(PackageMapRemoteTest, ParseUrdfWithRemoteMesh) {
  const RemoteParams params = MakeParams();
  MultibodyPlant<double> plant(0.0);
  geometry::SceneGraph<double> scene_graph;
  plant.RegisterAsSourceForSceneGraph(&scene_graph);
  Parser parser(&plant);
  parser.package_map().AddRemote("remote_pkg", params);
  parser.AddModelsFromString(R"""(
<robot name="tetra">
  <link name="body">
    <inertial><mass value="1"/>
      <inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>
    <visual><geometry>
      <mesh filename="package://remote_pkg/meshes/tetrahedron.obj"/>
    </geometry></visual>
  </link>
</robot>)""",
                             "urdf");
  plant.Finalize();
  const auto ids =
      plant.GetVisualGeometriesForBody(plant.GetBodyByName("body"));
  ASSERT_EQ(ids.size(), 1u);
  const auto& mesh = dynamic_cast<const geometry::Mesh&>(
      scene_graph.model_inspector().GetShape(ids[0]));
  EXPECT_EQ(mesh.filename(),
            (CacheFolderOf(params) / "meshes" / "tetrahedron.obj").string());
}

}  // namespace package_map_remote_test
}  // namespace multibody
}  // namespace drake
