// Meshcat's server and protocol, checked from the outside: a WebSocket client
// decodes the msgpack messages the server sends (shape types and sizes,
// transforms, the scene a late client receives, controls) and HTTP requests
// check what is served. Poses are packed as float64, so a received transform
// equals the one given bit for bit (tolerance 0).

#include "drake/geometry/meshcat.h"

#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <thread>

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>

#define MSGPACK_NO_BOOST
#include <zip.h>

#include <msgpack.hpp>

#include "meshcat_test_client.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/meshcat_files_internal.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/perception/point_cloud.h"

namespace drake {
namespace geometry {
namespace meshcat_test {

using test::HttpGet;
using test::MeshcatTestClient;
using test::SendRawTcp;

const std::string kTestData =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/meshcat/";

// A decoded message; `root` refers into `handle`.
struct Decoded {
  msgpack::object_handle handle;
  const msgpack::object& root() const { return handle.get(); }
};

Decoded Decode(const std::string& bytes) {
  return Decoded{msgpack::unpack(bytes.data(), bytes.size())};
}

// The value of `key` in the map `object`; fails the test if absent.
const msgpack::object& At(const msgpack::object& object, std::string_view key) {
  static const msgpack::object kNil;
  EXPECT_EQ(object.type, msgpack::type::MAP);
  if (object.type != msgpack::type::MAP) return kNil;
  for (uint32_t i = 0; i < object.via.map.size; ++i) {
    const msgpack::object_kv& kv = object.via.map.ptr[i];
    if (kv.key.type == msgpack::type::STR &&
        std::string_view(kv.key.via.str.ptr, kv.key.via.str.size) == key) {
      return kv.val;
    }
  }
  ADD_FAILURE() << "no key " << key;
  return kNil;
}

std::string Str(const msgpack::object& object) {
  return object.as<std::string>();
}
double Num(const msgpack::object& object) { return object.as<double>(); }

// The type and path of a message, e.g. "set_object /drake/box".
std::string Summary(const std::string& bytes) {
  const Decoded message = Decode(bytes);
  std::string summary = Str(At(message.root(), "type"));
  for (uint32_t i = 0; i < message.root().via.map.size; ++i) {
    const auto& kv = message.root().via.map.ptr[i];
    if (kv.key.as<std::string>() == "path") {
      summary += " " + kv.val.as<std::string>();
    } else if (kv.key.as<std::string>() == "name") {
      summary += " " + kv.val.as<std::string>();
    } else if (kv.key.as<std::string>() == "property") {
      summary += " " + kv.val.as<std::string>();
    }
  }
  return summary;
}

std::vector<std::string> Summaries(const std::vector<std::string>& messages) {
  std::vector<std::string> result;
  for (const std::string& message : messages) {
    result.push_back(Summary(message));
  }
  return result;
}

// The geometry map of a set_object message (the first geometry).
const msgpack::object& Geometry(const Decoded& message) {
  return At(At(message.root(), "object"), "geometries").via.array.ptr[0];
}

Eigen::Matrix4d ObjectMatrix(const Decoded& message) {
  const msgpack::object& matrix =
      At(At(At(message.root(), "object"), "object"), "matrix");
  EXPECT_EQ(matrix.via.array.size, 16u);
  Eigen::Matrix4d result;
  for (int i = 0; i < 16; ++i) result.data()[i] = Num(matrix.via.array.ptr[i]);
  return result;
}

Eigen::Matrix4d TransformMatrix(const std::string& bytes) {
  const Decoded message = Decode(bytes);
  EXPECT_EQ(Str(At(message.root(), "type")), "set_transform");
  const msgpack::object& matrix = At(message.root(), "matrix");
  Eigen::Matrix4d result;
  for (int i = 0; i < 16; ++i) result.data()[i] = Num(matrix.via.array.ptr[i]);
  return result;
}

std::string PackMap(const std::map<std::string, msgpack::object>& fields) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(fields.size());
  for (const auto& [key, value] : fields) {
    o.pack(key);
    o.pack(value);
  }
  return std::string(buffer.data(), buffer.size());
}

std::string ButtonClick(const std::string& name) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(2);
  o.pack("type");
  o.pack("button");
  o.pack("name");
  o.pack(name);
  return std::string(buffer.data(), buffer.size());
}

std::string SliderMove(const std::string& name, double value) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(3);
  o.pack("type");
  o.pack("slider");
  o.pack("name");
  o.pack(name);
  o.pack("value");
  o.pack(value);
  return std::string(buffer.data(), buffer.size());
}

// Polls `condition` for up to 5 s.
template <typename Condition>
bool Eventually(Condition condition) {
  for (int i = 0; i < 5000; ++i) {
    if (condition()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return condition();
}

// Binds (and listens on) 127.0.0.1:port with a plain socket; -1 if taken.
int HoldPort(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  // as the server does, so that a port left in TIME_WAIT (by an earlier
  // connection) is held too
  const int reuse = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, sizeof(reuse));
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 ||
      ::listen(fd, 1) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

GTEST_TEST(MeshcatTest, PortsAndUrls) {
  Meshcat meshcat;
  EXPECT_GE(meshcat.port(), 7000);
  EXPECT_LE(meshcat.port(), 7999);
  EXPECT_EQ(meshcat.web_url(),
            "http://localhost:" + std::to_string(meshcat.port()));
  EXPECT_EQ(meshcat.ws_url(),
            "ws://localhost:" + std::to_string(meshcat.port()));
  EXPECT_EQ(meshcat.GetNumActiveConnections(), 0);

  // a second server takes the next free port
  Meshcat second;
  EXPECT_NE(second.port(), meshcat.port());

  // the port of another server is taken: the error names it
  DRAKE_EXPECT_THROWS_MESSAGE(
      Meshcat(meshcat.port()),
      fmt::format(".*port {} .*taken.*", meshcat.port()));

  // port 0: an ephemeral port
  Meshcat ephemeral(0);
  EXPECT_GE(ephemeral.port(), 1024);

  DRAKE_EXPECT_THROWS_MESSAGE(Meshcat(80), ".*port 80 is not allowed.*");

  // the URL pattern and host
  MeshcatParams params;
  params.port = 0;
  params.host = "127.0.0.1";
  params.web_url_pattern = "http://viewer.example:{port}/{host}";
  Meshcat patterned(params);
  EXPECT_EQ(
      patterned.web_url(),
      fmt::format("http://viewer.example:{}/127.0.0.1", patterned.port()));
  EXPECT_EQ(patterned.ws_url(),
            fmt::format("ws://viewer.example:{}/127.0.0.1", patterned.port()));

  // every port of 7000..7999 taken: hold the free ones (this test case is
  // the only one of this program that uses the range, so that ctest may run
  // the others in parallel with it; they use ephemeral ports)
  std::vector<int> held;
  for (int port = 7000; port <= 7999; ++port) {
    const int fd = HoldPort(port);
    if (fd >= 0) held.push_back(fd);
  }
  DRAKE_EXPECT_THROWS_MESSAGE(Meshcat(),
                              ".*any port in 7000..7999 of host 'localhost'.*");
  for (int fd : held) ::close(fd);
}

GTEST_TEST(MeshcatTest, ShapesAsSetObject) {
  Meshcat meshcat(0);
  meshcat.SetObject("box", Box(1, 2, 3), Rgba(1, 0, 0, 0.5));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("box"));
    EXPECT_EQ(Str(At(message.root(), "type")), "set_object");
    EXPECT_EQ(Str(At(message.root(), "path")), "/drake/box");
    const msgpack::object& geometry = Geometry(message);
    EXPECT_EQ(Str(At(geometry, "type")), "BoxGeometry");
    // three.js's width, height, depth are the box's x, y, z extents (the
    // page's root turns y-up into Drake's z-up)
    EXPECT_EQ(Num(At(geometry, "width")), 1.0);
    EXPECT_EQ(Num(At(geometry, "height")), 2.0);
    EXPECT_EQ(Num(At(geometry, "depth")), 3.0);
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_EQ(At(material, "color").as<int>(), 0xff0000);
    EXPECT_EQ(Num(At(material, "opacity")), 0.5);
    EXPECT_TRUE(At(material, "transparent").as<bool>());
    EXPECT_TRUE(ObjectMatrix(message).isIdentity(0.0));
  }

  meshcat.SetObject("/sphere", Sphere(0.25));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("/sphere"));
    EXPECT_EQ(Str(At(message.root(), "path")), "/sphere");
    EXPECT_EQ(Str(At(Geometry(message), "type")), "SphereGeometry");
    EXPECT_EQ(Num(At(Geometry(message), "radius")), 0.25);
  }

  // cylinders and capsules run along three.js's y; the object matrix turns
  // y into z: its second column (the image of y) is +z
  meshcat.SetObject("cylinder", Cylinder(0.1, 0.7));
  meshcat.SetObject("capsule", Capsule(0.2, 0.5));
  for (const char* path : {"cylinder", "capsule"}) {
    const Decoded message = Decode(meshcat.GetPackedObject(path));
    const msgpack::object& geometry = Geometry(message);
    const Eigen::Matrix4d matrix = ObjectMatrix(message);
    EXPECT_TRUE(matrix.col(1).isApprox(Eigen::Vector4d(0, 0, 1, 0), 0.0));
    EXPECT_TRUE(matrix.col(2).isApprox(Eigen::Vector4d(0, -1, 0, 0), 0.0));
    if (std::string(path) == "cylinder") {
      EXPECT_EQ(Str(At(geometry, "type")), "CylinderGeometry");
      EXPECT_EQ(Num(At(geometry, "radiusTop")), 0.1);
      EXPECT_EQ(Num(At(geometry, "radiusBottom")), 0.1);
      EXPECT_EQ(Num(At(geometry, "height")), 0.7);
    } else {
      EXPECT_EQ(Str(At(geometry, "type")), "CapsuleGeometry");
      EXPECT_EQ(Num(At(geometry, "radius")), 0.2);
      EXPECT_EQ(Num(At(geometry, "height")), 0.5);
    }
  }

  // an ellipsoid is a unit sphere scaled by its semi-axes
  meshcat.SetObject("ellipsoid", Ellipsoid(0.1, 0.2, 0.3));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("ellipsoid"));
    EXPECT_EQ(Num(At(Geometry(message), "radius")), 1.0);
    EXPECT_TRUE(ObjectMatrix(message).diagonal().isApprox(
        Eigen::Vector4d(0.1, 0.2, 0.3, 1), 0.0));
  }

  // a MeshcatCone, drawn as Drake draws it: three.js's cylinder with
  // radiusBottom 0 and radiusTop 1, mapped so that its apex (0, −h/2, 0) is
  // at So and its top rim is the ellipse (a, b) at z = h. The mapping has
  // only exact entries (0, ±1, a, b, h/2), so the images are exact.
  meshcat.SetObject("cone", MeshcatCone(0.6, 0.2, 0.3));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("cone"));
    const msgpack::object& geometry = Geometry(message);
    EXPECT_EQ(Str(At(geometry, "type")), "CylinderGeometry");
    EXPECT_EQ(Num(At(geometry, "radiusBottom")), 0.0);
    EXPECT_EQ(Num(At(geometry, "radiusTop")), 1.0);
    EXPECT_EQ(Num(At(geometry, "height")), 0.6);
    const Eigen::Matrix4d X = ObjectMatrix(message);
    const auto image = [&X](double x, double y, double z) {
      return Eigen::Vector3d((X * Eigen::Vector4d(x, y, z, 1)).head<3>());
    };
    EXPECT_TRUE(image(0, -0.3, 0).isZero(1e-15));
    EXPECT_TRUE(image(1, 0.3, 0).isApprox(Eigen::Vector3d(0.2, 0, 0.6), 1e-15));
    EXPECT_TRUE(
        image(0, 0.3, 1).isApprox(Eigen::Vector3d(0, -0.3, 0.6), 1e-15));
    // a point halfway up the slanted side, at 45° around the axis, is on the
    // cone √(x²/a² + y²/b²) = z/h
    const double c = std::sqrt(0.5);
    const Eigen::Vector3d p = image(0.5 * c, 0, 0.5 * c);
    EXPECT_NEAR(std::hypot(p.x() / 0.2, p.y() / 0.3), p.z() / 0.6, 1e-15);
  }

  // a half space is a 100 m × 100 m × 1 cm slab with its top face at z = 0
  meshcat.SetObject("ground", HalfSpace());
  {
    const Decoded message = Decode(meshcat.GetPackedObject("ground"));
    const msgpack::object& geometry = Geometry(message);
    EXPECT_EQ(Str(At(geometry, "type")), "BoxGeometry");
    EXPECT_EQ(Num(At(geometry, "width")), 100.0);
    EXPECT_EQ(Num(At(geometry, "depth")), 0.01);
    EXPECT_EQ(ObjectMatrix(message)(2, 3) + 0.5 * 0.01, 0.0);
  }

  // an .obj mesh travels inline, scaled by the object matrix
  meshcat.SetObject("mesh", Mesh(kTestData + "tetrahedron.obj", 2.0),
                    Rgba(0, 1, 0));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("mesh"));
    const msgpack::object& geometry = Geometry(message);
    EXPECT_EQ(Str(At(geometry, "type")), "_meshfile_geometry");
    EXPECT_EQ(Str(At(geometry, "format")), "obj");
    EXPECT_NE(Str(At(geometry, "data")).find("f 2 3 4"), std::string::npos);
    EXPECT_EQ(ObjectMatrix(message)(0, 0), 2.0);
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_EQ(At(material, "color").as<int>(), 0x00ff00);
  }
  // a Convex is drawn as its convex hull: the cube's corners (scaled by 2),
  // 12 triangles, and not its centre
  meshcat.SetObject("convex",
                    Convex(kTestData + "cube_with_interior_point.obj", 2.0));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("convex"));
    const msgpack::object& geometry = Geometry(message);
    EXPECT_EQ(Str(At(geometry, "type")), "BufferGeometry");
    const msgpack::object& data = At(geometry, "data");
    EXPECT_EQ(At(At(data, "index"), "array").via.ext.size,
              12 * 3 * sizeof(uint32_t));
    const msgpack::object& array =
        At(At(At(data, "attributes"), "position"), "array");
    ASSERT_EQ(array.via.ext.size, 8 * 3 * sizeof(float));
    float position[24];
    std::memcpy(position, array.via.ext.data(), sizeof(position));
    for (float coordinate : position) {
      EXPECT_TRUE(coordinate == 0.0f || coordinate == 2.0f) << coordinate;
    }
  }

  // a .gltf travels inline; the files it refers to are served
  meshcat.SetObject("gltf", Mesh(kTestData + "triangle.gltf"));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("gltf"));
    const msgpack::object& object = At(At(message.root(), "object"), "object");
    EXPECT_EQ(Str(At(object, "type")), "_meshfile_object");
    EXPECT_EQ(Str(At(object, "format")), "gltf");
    const std::string url = Str(At(At(object, "resources"), "triangle.bin"));
    const auto [status, body] = HttpGet(meshcat.port(), url);
    EXPECT_EQ(status, 200);
    EXPECT_EQ(body.size(), 36u);
  }

  // lines and triangle meshes
  Eigen::Matrix3Xd vertices(3, 3);
  vertices << 0, 1, 0, 0, 0, 1, 0, 0, 0;
  meshcat.SetLine("line", vertices, 2.0);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("line"));
    EXPECT_EQ(Str(At(At(At(message.root(), "object"), "object"), "type")),
              "Line");
    const msgpack::object& array =
        At(At(At(At(Geometry(message), "data"), "attributes"), "position"),
           "array");
    EXPECT_EQ(array.type, msgpack::type::EXT);
    EXPECT_EQ(array.via.ext.type(), 0x17);  // Float32Array
    ASSERT_EQ(array.via.ext.size, 9 * sizeof(float));
    float position[9];
    std::memcpy(position, array.via.ext.data(), sizeof(position));
    EXPECT_EQ(position[3], 1.0f);  // second vertex, x
    EXPECT_EQ(position[7], 1.0f);  // third vertex, y
  }
  Eigen::Matrix3Xi faces(3, 1);
  faces << 0, 1, 2;
  meshcat.SetTriangleMesh("triangles", vertices, faces);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("triangles"));
    const msgpack::object& index =
        At(At(At(Geometry(message), "data"), "index"), "array");
    EXPECT_EQ(index.via.ext.type(), 0x16);  // Uint32Array
    EXPECT_EQ(index.via.ext.size, 3 * sizeof(uint32_t));
  }
  // a TriangleSurfaceMesh: the unit square as two triangles
  meshcat.SetObject("surface_mesh",
                    TriangleSurfaceMesh<double>(
                        {SurfaceTriangle(0, 1, 2), SurfaceTriangle(0, 2, 3)},
                        {Eigen::Vector3d(0, 0, 0), Eigen::Vector3d(1, 0, 0),
                         Eigen::Vector3d(1, 1, 0), Eigen::Vector3d(0, 1, 0)}),
                    Rgba(1, 0, 0, 1), true);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("surface_mesh"));
    const msgpack::object& data = At(Geometry(message), "data");
    const msgpack::object& index = At(At(data, "index"), "array");
    ASSERT_EQ(index.via.ext.size, 6 * sizeof(uint32_t));
    uint32_t indices[6];
    std::memcpy(indices, index.via.ext.data(), sizeof(indices));
    EXPECT_EQ(indices[4], 2u);  // second triangle, second vertex
    EXPECT_EQ(indices[5], 3u);
    EXPECT_EQ(At(At(At(data, "attributes"), "position"), "array").via.ext.size,
              12 * sizeof(float));
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_TRUE(At(material, "wireframe").as<bool>());
    EXPECT_EQ(At(material, "color").as<int>(), 0xff0000);
  }
  Eigen::Matrix3Xd colors(3, 3);
  colors << 1, 0, 0, 0, 1, 0, 0, 0, 1;
  meshcat.SetTriangleColorMesh("colored", vertices, faces, colors);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("colored"));
    const msgpack::object& color = At(
        At(At(At(Geometry(message), "data"), "attributes"), "color"), "array");
    ASSERT_EQ(color.via.ext.size, 9 * sizeof(float));
    float rgb[9];
    std::memcpy(rgb, color.via.ext.data(), sizeof(rgb));
    EXPECT_EQ(rgb[4], 1.0f);  // second vertex, green
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_TRUE(At(material, "vertexColors").as<bool>());
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetTriangleColorMesh("bad", vertices, faces, colors.leftCols(2)),
      ".*'/drake/bad'.*2 colors for 3 vertices.*");

  // a 3 × 4 grid: 12 vertices, 2 · 2 · 3 = 12 triangles
  const Eigen::MatrixXd X =
      Eigen::RowVectorXd::LinSpaced(4, 0, 1).replicate(3, 1);
  const Eigen::MatrixXd Y = Eigen::VectorXd::LinSpaced(3, 0, 1).replicate(1, 4);
  const Eigen::MatrixXd Z = X.cwiseProduct(Y);
  meshcat.PlotSurface("surface", X, Y, Z);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("surface"));
    const msgpack::object& data = At(Geometry(message), "data");
    EXPECT_EQ(At(At(data, "index"), "array").via.ext.size,
              12 * 3 * sizeof(uint32_t));
    EXPECT_EQ(At(At(At(data, "attributes"), "position"), "array").via.ext.size,
              12 * 3 * sizeof(float));
  }
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.PlotSurface("bad", X, Y, Z.leftCols(3)),
                              ".*same shape.*");
  meshcat.SetLineSegments("segments", vertices, vertices.colwise().reverse());
  EXPECT_FALSE(meshcat.GetPackedObject("segments").empty());
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetLineSegments("bad", vertices, vertices.leftCols(2)),
      ".*'/drake/bad'.*3 columns but end has 2.*");
  faces(2, 0) = 3;
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.SetTriangleMesh("bad", vertices, faces),
                              ".*'/drake/bad'.*outside \\[0, 3\\).*");
}

GTEST_TEST(MeshcatTest, BadMeshFilesNameTheFile) {
  Meshcat meshcat(0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("robot/link", Mesh("/no/such/file.obj")),
      ".*SetObject\\('/drake/robot/link'\\).*cannot read the Mesh file "
      "'/no/such/file.obj'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("hull", Convex("/no/such/hull.obj")),
      ".*'/drake/hull'.*Convex file '/no/such/hull.obj'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("vtk", Mesh("/no/such/volume.vtk")),
      ".*'/drake/vtk'.*'/no/such/volume.vtk'.*only .obj and .gltf.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("gltf", Mesh(kTestData + "missing_buffer.gltf")),
      ".*'/drake/gltf'.*missing.bin.*missing_buffer.gltf.*");
  // nothing was set
  EXPECT_FALSE(meshcat.HasPath("robot"));
  EXPECT_FALSE(meshcat.HasPath("gltf"));
}

// In-memory meshes (InMemoryMesh): an OBJ travels inline with its
// per-axis scale in the object matrix; a glTF's buffer is served from its
// supporting files (in memory or on disk); a missing one throws naming the
// mesh and the file it lacks.
GTEST_TEST(MeshcatTest, InMemoryMeshes) {
  Meshcat meshcat(0);
  const MemoryFile obj = MemoryFile::Make(kTestData + "tetrahedron.obj");
  meshcat.SetObject("obj",
                    Mesh(InMemoryMesh{obj, {}}, Eigen::Vector3d(1, 2, 3)));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("obj"));
    EXPECT_EQ(Str(At(Geometry(message), "data")), obj.contents());
    EXPECT_EQ(ObjectMatrix(message).diagonal(), Eigen::Vector4d(1, 2, 3, 1));
  }
  const MemoryFile gltf = MemoryFile::Make(kTestData + "triangle.gltf");
  const MemoryFile bin = MemoryFile::Make(kTestData + "triangle.bin");
  for (const FileSource& buffer :
       {FileSource(bin),
        FileSource(std::filesystem::path(kTestData) / "triangle.bin")}) {
    meshcat.SetObject("gltf",
                      Mesh(InMemoryMesh{gltf, {{"triangle.bin", buffer}}}));
    const Decoded message = Decode(meshcat.GetPackedObject("gltf"));
    const msgpack::object& object = At(At(message.root(), "object"), "object");
    EXPECT_EQ(Str(At(object, "format")), "gltf");
    const std::string url = Str(At(At(object, "resources"), "triangle.bin"));
    const auto [status, body] = HttpGet(meshcat.port(), url);
    EXPECT_EQ(status, 200);
    EXPECT_EQ(body, bin.contents());
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("bare", Mesh(InMemoryMesh{gltf, {}})),
      ".*'/drake/bare'.*the in-memory mesh '.*triangle.gltf' refers to "
      "'triangle.bin', which is not among its supporting files");
}

GTEST_TEST(MeshcatTest, TransformsReachTheClient) {
  Meshcat meshcat(0);
  MeshcatTestClient client(meshcat.ws_url());
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 1; }));
  // an empty scene: the first message is show_realtime_rate
  const size_t initial = client.WaitForMessages(1).size();
  ASSERT_EQ(initial, 1u);

  const math::RigidTransformd X_WB(
      math::RotationMatrixd::MakeZRotation(0.3) *
          math::RotationMatrixd::MakeXRotation(-1.1),
      Eigen::Vector3d(0.1, -2.5, 3.75));
  meshcat.SetObject("body", Box(0.1, 0.1, 0.1));
  meshcat.SetTransform("body", X_WB);
  const std::vector<std::string> messages = client.WaitForMessages(initial + 2);
  ASSERT_EQ(messages.size(), initial + 2);
  EXPECT_EQ(Summary(messages[initial]), "set_object /drake/body");
  // float64 on the wire: exact
  EXPECT_TRUE(TransformMatrix(messages[initial + 1])
                  .isApprox(X_WB.GetAsMatrix4(), 0.0));
  EXPECT_EQ(TransformMatrix(messages[initial + 1]), X_WB.GetAsMatrix4());

  // a general 4×4 (with scale)
  Eigen::Matrix4d scaled = Eigen::Matrix4d::Identity();
  scaled.diagonal() << 2, 3, 4, 1;
  meshcat.SetTransform("/scaled", scaled);
  EXPECT_EQ(TransformMatrix(meshcat.GetPackedTransform("/scaled")), scaled);

  // a NaN pose is refused, naming the path; nothing is sent
  math::RigidTransformd X_nan;
  X_nan.set_translation(Eigen::Vector3d(0, std::nan(""), 0));
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.SetTransform("arm/link3", X_nan),
                              ".*SetTransform\\('/drake/arm/link3'\\).*NaN.*");
  scaled(1, 1) = std::numeric_limits<double>::infinity();
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.SetTransform("/scaled", scaled),
                              ".*'/scaled'.*NaN or infinity.*");
  EXPECT_FALSE(meshcat.HasPath("arm"));

  // many transforms of one path: the client ends at the last one (the ones
  // still queued are coalesced)
  for (int i = 0; i <= 1000; ++i) {
    meshcat.SetTransform("body",
                         math::RigidTransformd(Eigen::Vector3d(i, 0, 0)));
  }
  meshcat.Flush();
  EXPECT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    return !received.empty() &&
           Summary(received.back()) == "set_transform /drake/body" &&
           TransformMatrix(received.back())(0, 3) == 1000.0;
  }));
}

GTEST_TEST(MeshcatTest, LateClientGetsTheScene) {
  Meshcat meshcat(0);
  meshcat.SetObject("robot/base", Box(1, 1, 1));
  meshcat.SetObject("robot/arm", Cylinder(0.1, 1));
  meshcat.SetTransform("robot/arm",
                       math::RigidTransformd(Eigen::Vector3d(0, 0, 1)));
  meshcat.SetProperty("robot/arm", "visible", false);
  meshcat.SetProperty("/Background", "top_color", std::vector<double>{1, 0, 0});
  meshcat.SetObject("doomed", Sphere(1));
  meshcat.SetObject("doomed/child", Sphere(1));
  meshcat.SetObject("doomed_not", Sphere(1));
  meshcat.Delete("doomed");
  meshcat.AddButton("Stop");
  meshcat.AddSlider("gain", 0, 1, 0.25, 0.5);
  // the latest transform wins
  meshcat.SetTransform("robot/arm",
                       math::RigidTransformd(Eigen::Vector3d(0, 0, 2)));

  MeshcatTestClient client(meshcat.ws_url());
  // wait until the set_control of the slider (the last scene message)
  ASSERT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    for (const auto& message : received) {
      if (Summary(message) == "set_control gain") return true;
    }
    return false;
  }));
  const std::vector<std::string> received = client.messages();
  const std::vector<std::string> summary_list = Summaries(received);
  const std::multiset<std::string> summaries(summary_list.begin(),
                                             summary_list.end());
  const std::multiset<std::string> expected{
      "show_realtime_rate",
      "set_property /Background top_color",
      "set_object /drake/doomed_not",
      "set_object /drake/robot/arm",
      "set_transform /drake/robot/arm",
      "set_property /drake/robot/arm visible",
      "set_object /drake/robot/base",
      "set_control Stop",
      "set_control gain"};
  EXPECT_EQ(summaries, expected);
  for (const std::string& message : received) {
    if (Summary(message) == "set_transform /drake/robot/arm") {
      EXPECT_EQ(TransformMatrix(message)(2, 3), 2.0);
    }
  }
  EXPECT_FALSE(meshcat.HasPath("doomed"));
  EXPECT_FALSE(meshcat.HasPath("doomed/child"));
  EXPECT_TRUE(meshcat.HasPath("doomed_not"));
  EXPECT_TRUE(meshcat.HasPath("robot"));

  // Delete() empties /drake; Delete("/") is ignored
  meshcat.Delete("/");
  EXPECT_TRUE(meshcat.HasPath("/Background"));
  meshcat.Delete();
  EXPECT_FALSE(meshcat.HasPath("robot"));
  EXPECT_TRUE(meshcat.HasPath("/Background"));
}

GTEST_TEST(MeshcatTest, ButtonsAndSlidersRoundTrip) {
  Meshcat meshcat(0);
  MeshcatTestClient browser(meshcat.ws_url());
  MeshcatTestClient other(meshcat.ws_url());
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 2; }));

  meshcat.AddButton("Go", "KeyG");
  EXPECT_EQ(meshcat.GetButtonClicks("Go"), 0);
  browser.Send(ButtonClick("Go"));
  browser.Send(ButtonClick("Go"));
  other.Send(ButtonClick("Go"));
  EXPECT_TRUE(Eventually([&]() { return meshcat.GetButtonClicks("Go") == 3; }));
  // re-adding with the same keycode resets the count
  meshcat.AddButton("Go", "KeyG");
  EXPECT_EQ(meshcat.GetButtonClicks("Go"), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.AddButton("Go", "KeyH"),
                              ".*'Go' exists with the keycode 'KeyG'.*");

  // the slider's value is clamped to [min, max] and rounded to a multiple of
  // the step from min: 0.37 → 0.4 (= -1 + 14·0.1, to rounding of 1e-15)
  EXPECT_EQ(meshcat.AddSlider("q", -1, 1, 0.1, 0.25), -1 + 13 * 0.1);
  browser.Send(SliderMove("q", 0.37));
  EXPECT_TRUE(Eventually(
      [&]() { return std::abs(meshcat.GetSliderValue("q") - 0.4) < 1e-15; }));
  // the other browser follows
  EXPECT_TRUE(other.WaitUntil([](const std::vector<std::string>& received) {
    for (const auto& message : received) {
      if (Summary(message) == "set_control_value q") {
        const Decoded decoded = Decode(message);
        if (std::abs(Num(At(decoded.root(), "value")) - 0.4) < 1e-15) {
          return true;
        }
      }
    }
    return false;
  }));
  EXPECT_EQ(meshcat.SetSliderValue("q", 7), 1.0);
  EXPECT_EQ(meshcat.GetSliderValue("q"), 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.AddSlider("Go", 0, 1, 0.1, 0),
                              ".*control named 'Go' already exists.*");
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.AddSlider("bad", 1, 0, 0.1, 0),
                              ".*'bad'.*min <= max.*");
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.GetSliderValue("Go"),
                              ".*no slider named 'Go'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.GetButtonClicks("q"),
                              ".*no button named 'q'.*");

  EXPECT_EQ(meshcat.GetButtonNames(), std::vector<std::string>{"Go"});
  EXPECT_EQ(meshcat.GetSliderNames(), std::vector<std::string>{"q"});
  EXPECT_FALSE(meshcat.DeleteSlider("nope", false));
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.DeleteButton("nope"),
                              ".*no button named 'nope'.*");
  EXPECT_TRUE(meshcat.DeleteButton("Go"));
  meshcat.AddButton("Other");
  meshcat.DeleteAddedControls();
  EXPECT_TRUE(meshcat.GetButtonNames().empty());
  EXPECT_TRUE(meshcat.GetSliderNames().empty());
  EXPECT_TRUE(browser.WaitUntil([](const std::vector<std::string>& received) {
    return !received.empty() &&
           Summary(received.back()).starts_with("delete_control");
  }));

  // clicks on a deleted button are ignored (injected: handled synchronously)
  meshcat.InjectWebsocketMessage(ButtonClick("Go"));
  meshcat.AddButton("Go");
  EXPECT_EQ(meshcat.GetButtonClicks("Go"), 0);
}

GTEST_TEST(MeshcatTest, HttpServesOnlyThePageAndAssets) {
  Meshcat meshcat(0);
  const int port = meshcat.port();
  const auto [status, page] = HttpGet(port, "/");
  EXPECT_EQ(status, 200);
  EXPECT_NE(page.find("importmap"), std::string::npos);
  EXPECT_NE(page.find("/mallard/viewer.js"), std::string::npos);
  EXPECT_EQ(HttpGet(port, "/index.html?x=1").first, 200);
  EXPECT_EQ(HttpGet(port, "/mallard/viewer.js").first, 200);
  EXPECT_EQ(HttpGet(port, "/mallard/msgpack.js").first, 200);
  // three.js (Debian's libjs-three), with its examples' imports rewritten
  const auto [three_status, orbit] =
      HttpGet(port, "/three/examples/jsm/controls/OrbitControls.js");
  EXPECT_EQ(three_status, 200);
  EXPECT_NE(orbit.find("from \"three\""), std::string::npos);
  EXPECT_EQ(orbit.find("three.module.js"), std::string::npos);

  for (const char* outside :
       {"/../../../../etc/passwd", "/mallard/../meshcat.cc", "/mallard/",
        "/mallard/index.html/..", "/three/build/three.js",
        "/three/../three/build/three.module.js", "/assets/0123/cube.obj",
        "/etc/passwd", "/mallard/%2e%2e/meshcat.cc", "/download/",
        "/download.html", "/download.zip/x"}) {
    EXPECT_EQ(HttpGet(port, outside).first, 404) << outside;
  }
  // HTTP garbage gets an error or nothing, and the server goes on
  SendRawTcp(port, std::string("\x00\xff garbage\r\n\r\n", 14));
  SendRawTcp(port, "GET / HTTP/1.1\r\nHost: " + std::string(100000, 'x'));
  EXPECT_EQ(HttpGet(port, "/").first, 200);
}

// A browser sends the page's origin: a page of this server may connect, a
// page of another web site may not (it could press buttons and move sliders
// of the running program); a client that is not a browser sends none.
GTEST_TEST(MeshcatTest, OnlyThisServersPagesMayConnect) {
  Meshcat meshcat(0);
  const std::string host = fmt::format("localhost:{}", meshcat.port());
  EXPECT_NO_THROW(MeshcatTestClient(meshcat.ws_url(), 5.0, "http://" + host));
  EXPECT_THROW(MeshcatTestClient(meshcat.ws_url(), 2.0, "http://evil.example"),
               std::runtime_error);
  // same host, another port: another site
  EXPECT_THROW(
      MeshcatTestClient(meshcat.ws_url(), 2.0,
                        fmt::format("http://localhost:{}", meshcat.port() + 1)),
      std::runtime_error);
  EXPECT_THROW(MeshcatTestClient(meshcat.ws_url(), 2.0, "null"),
               std::runtime_error);
  EXPECT_NO_THROW(MeshcatTestClient(meshcat.ws_url()));
}

GTEST_TEST(MeshcatTest, GarbageFromClientsIsIgnored) {
  Meshcat meshcat(0);
  meshcat.AddButton("Go");
  meshcat.AddSlider("s", 0, 1, 0.5, 0);
  {
    MeshcatTestClient client(meshcat.ws_url());
    client.Send("not msgpack at all");
    client.Send("\xc1", true);  // a byte msgpack never uses
    client.Send("text frame", false);
    // a map that claims 2^32 - 1 entries, and an array of 2^32 - 1
    client.Send(std::string("\xdf\xff\xff\xff\xff", 5));
    client.Send(std::string("\xdd\xff\xff\xff\xff", 5));
    // well-formed msgpack of the wrong shapes
    client.Send(std::string("\x93\x01\x02\x03", 4));
    client.Send(PackMap({{"type", msgpack::object(7)}}));
    client.Send(SliderMove("s", std::nan("")));
    client.Send(SliderMove("missing", 1));
    client.Send(ButtonClick("s"));
    // a message over the 1 MB limit ends that connection only
    client.Send(std::string(2 << 20, 'x'));
    client.Close(/* abrupt = */ true);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  // the server still works and nothing changed
  EXPECT_EQ(meshcat.GetButtonClicks("Go"), 0);
  EXPECT_EQ(meshcat.GetSliderValue("s"), 0.0);
  MeshcatTestClient client(meshcat.ws_url());
  client.Send(ButtonClick("Go"));
  EXPECT_TRUE(Eventually([&]() { return meshcat.GetButtonClicks("Go") == 1; }));
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 1; }));

  // the same through the test hook
  meshcat.InjectWebsocketMessage("garbage");
  meshcat.InjectWebsocketMessage(ButtonClick("Go"));
  EXPECT_EQ(meshcat.GetButtonClicks("Go"), 2);
}

GTEST_TEST(MeshcatTest, ClientsComeAndGoWhilePublishing) {
  Meshcat meshcat(0);
  meshcat.SetObject("box", Box(1, 1, 1));
  std::atomic<bool> done{false};
  std::thread churn([&]() {
    for (int i = 0; i < 20; ++i) {
      MeshcatTestClient client(meshcat.ws_url());
      client.WaitForMessages(2, 0.05);
      client.Close(/* abrupt = */ i % 2 == 0);
    }
    done = true;
  });
  int published = 0;
  while (!done || published < 100) {
    meshcat.SetTransform(
        "box", math::RigidTransformd(Eigen::Vector3d(published * 1e-3, 0, 0)));
    ++published;
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
  churn.join();
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 0; }));
}

// A client that completes the WebSocket handshake and then never reads: the
// server's queue for it grows until the 64 MB bound and the server drops it;
// the publishing thread never waits for it, and Flush() returns.
GTEST_TEST(MeshcatTest, StalledClientIsDropped) {
  Meshcat meshcat(0);
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  const int small = 4096;  // keep the kernel's buffering small
  ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof(small));
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(meshcat.port()));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(
      ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
  const std::string handshake =
      "GET / HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      "Sec-WebSocket-Version: 13\r\n\r\n";
  ASSERT_EQ(::write(fd, handshake.data(), handshake.size()),
            static_cast<ssize_t>(handshake.size()));
  ASSERT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 1; }));

  // 200 objects of ~1.2 MB each (100k vertices of 3 float32): 240 MB in all
  Eigen::Matrix3Xd vertices = Eigen::Matrix3Xd::Random(3, 100000);
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 200; ++i) {
    meshcat.SetLine(fmt::format("big{}", i % 4), vertices);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  // (not a speed assertion: a generous bound that only a wait for the
  // stalled client would break)
  EXPECT_LT(seconds, 30.0);
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 0; }));
  meshcat.Flush();
  // a new client still gets the (latest) scene
  MeshcatTestClient client(meshcat.ws_url());
  EXPECT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    return received.size() >= 5;  // show_realtime_rate + 4 objects
  }));
  ::close(fd);
}

GTEST_TEST(MeshcatTest, Properties) {
  Meshcat meshcat(0);
  meshcat.SetProperty("/Grid", "visible", false);
  meshcat.SetProperty("box", "opacity", 0.25);
  meshcat.SetProperty("box", "color", std::vector<double>{0.1, 0.2, 0.3, 1});
  const Decoded visible = Decode(meshcat.GetPackedProperty("/Grid", "visible"));
  EXPECT_EQ(Str(At(visible.root(), "type")), "set_property");
  EXPECT_FALSE(At(visible.root(), "value").as<bool>());
  EXPECT_EQ(Num(At(Decode(meshcat.GetPackedProperty("box", "opacity")).root(),
                   "value")),
            0.25);
  EXPECT_EQ(
      At(Decode(meshcat.GetPackedProperty("box", "color")).root(), "value")
          .as<std::vector<double>>(),
      (std::vector<double>{0.1, 0.2, 0.3, 1}));
  EXPECT_EQ(meshcat.GetPackedProperty("box", "nothing"), "");

  MeshcatParams params;
  params.port = 0;
  params.initial_properties.push_back({"/Axes", "visible", true});
  params.initial_properties.push_back({"/Lights/Ambient", "intensity", 0.5});
  Meshcat configured(params);
  EXPECT_TRUE(
      At(Decode(configured.GetPackedProperty("/Axes", "visible")).root(),
         "value")
          .as<bool>());
  params.initial_properties = {{"/Axes", "label", std::string("x")}};
  DRAKE_EXPECT_THROWS_MESSAGE(Meshcat{params},
                              ".*'label' of '/Axes'.*string.*");
}

GTEST_TEST(MeshcatTest, CameraAndRenderModes) {
  Meshcat meshcat(0);
  meshcat.SetCameraPose(Eigen::Vector3d(1, 2, 3), Eigen::Vector3d(0, 0, 0.5));
  // the page's camera lives in three.js's y-up frame: (x, z, -y)
  EXPECT_EQ(At(Decode(meshcat.GetPackedProperty(
                          "/Cameras/default/rotated/<object>", "position"))
                   .root(),
               "value")
                .as<std::vector<double>>(),
            (std::vector<double>{1, 3, -2}));
  meshcat.Set2dRenderMode(math::RigidTransformd(Eigen::Vector3d(0, -1, 0)), -2,
                          2, -1, 1);
  const Decoded camera =
      Decode(meshcat.GetPackedObject("/Cameras/default/rotated"));
  const msgpack::object& object = At(At(camera.root(), "object"), "object");
  EXPECT_EQ(Str(At(object, "type")), "OrthographicCamera");
  EXPECT_EQ(Num(At(object, "left")), -2.0);
  EXPECT_EQ(Num(At(object, "top")), 1.0);
  EXPECT_FALSE(
      At(Decode(meshcat.GetPackedProperty("/Grid", "visible")).root(), "value")
          .as<bool>());
  meshcat.ResetRenderMode();
  EXPECT_EQ(
      Str(At(At(At(Decode(meshcat.GetPackedObject("/Cameras/default/rotated"))
                       .root(),
                   "object"),
                "object"),
             "type")),
      "PerspectiveCamera");
  EXPECT_TRUE(
      At(Decode(meshcat.GetPackedProperty("/Grid", "visible")).root(), "value")
          .as<bool>());
}

GTEST_TEST(MeshcatTest, RealtimeRate) {
  MeshcatParams params;
  params.port = 0;
  params.realtime_rate_period = 0.01;
  Meshcat meshcat(params);
  MeshcatTestClient client(meshcat.ws_url());
  meshcat.SetSimulationTime(0.0);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  meshcat.SetSimulationTime(1.0);
  EXPECT_EQ(meshcat.GetSimulationTime(), 1.0);
  // 1 s of simulation in ≥ 20 ms of wall time: rate in (0, 50]
  EXPECT_GT(meshcat.GetRealtimeRate(), 0.0);
  EXPECT_LE(meshcat.GetRealtimeRate(), 50.0);
  meshcat.SetRealtimeRate(0.75);
  EXPECT_EQ(meshcat.GetRealtimeRate(), 0.75);
  EXPECT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    return !received.empty() && Summary(received.back()) == "realtime_rate" &&
           Num(At(Decode(received.back()).root(), "rate")) == 0.75;
  }));
}

GTEST_TEST(MeshcatTest, RecordingAndStaticHtml) {
  Meshcat meshcat(0);
  meshcat.SetObject("box", Box(1, 1, 1), Rgba(0.2, 0.4, 0.6));
  meshcat.SetObject("gltf", Mesh(kTestData + "triangle.gltf"));
  meshcat.StartRecording(32.0,
                         /* set_visualizations_while_recording = */ false);
  for (int i = 0; i <= 64; ++i) {
    const double t = i / 32.0;
    meshcat.SetTransform("box", math::RigidTransformd(Eigen::Vector3d(t, 0, 0)),
                         t);
    meshcat.SetProperty("box", "visible", i % 2 == 0, t);
  }
  meshcat.StopRecording();
  // not sent while recording without visualization
  EXPECT_EQ(meshcat.GetPackedTransform("box"), "");
  // after StopRecording, times are not recorded
  meshcat.SetTransform("box", math::RigidTransformd(Eigen::Vector3d(9, 0, 0)),
                       99.0);

  const MeshcatAnimation& recording = meshcat.get_recording();
  EXPECT_EQ(recording.frames_per_second(), 32.0);
  EXPECT_EQ(recording.frame(1.0), 32);
  EXPECT_EQ(recording.get_key_frame<std::vector<double>>(32, "/drake/box",
                                                         "position"),
            (std::vector<double>{1, 0, 0}));
  EXPECT_EQ(recording.get_key_frame<bool>(33, "/drake/box", "visible"), false);
  EXPECT_EQ(recording.get_key_frame<bool>(99 * 32, "/drake/box", "visible"),
            std::nullopt);
  EXPECT_EQ(recording.get_javascript_type("/drake/box", "quaternion"),
            "quaternion");
  EXPECT_EQ(recording.get_javascript_type("/drake/box", "position"), "vector3");
  DRAKE_EXPECT_THROWS_MESSAGE(
      recording.get_key_frame<double>(0, "/drake/box", "visible"),
      ".*'visible' of path '/drake/box' is not of type double.*");

  meshcat.get_mutable_recording().set_loop_mode(MeshcatAnimation::kLoopOnce);
  MeshcatTestClient client(meshcat.ws_url());
  meshcat.PublishRecording();
  ASSERT_TRUE(client.WaitUntil([](const std::vector<std::string>& received) {
    return !received.empty() && Summary(received.back()) == "set_animation";
  }));
  const Decoded animation = Decode(client.messages().back());
  EXPECT_EQ(At(At(animation.root(), "options"), "loopMode").as<int>(), 2200);
  const msgpack::object& clip =
      At(At(animation.root(), "animations").via.array.ptr[0], "clip");
  EXPECT_EQ(Num(At(clip, "fps")), 32.0);
  // tracks: position, quaternion, visible (sorted by property)
  ASSERT_EQ(At(clip, "tracks").via.array.size, 3u);
  const msgpack::object& position = At(clip, "tracks").via.array.ptr[0];
  EXPECT_EQ(Str(At(position, "name")), ".position");
  EXPECT_EQ(At(position, "keys").via.array.size, 65u);

  // the static page inlines everything: no URL of the server remains
  const std::string html = meshcat.StaticHtml();
  EXPECT_NE(html.find("data:text/javascript;base64,"), std::string::npos);
  EXPECT_EQ(html.find("\"/three/"), std::string::npos);
  EXPECT_EQ(html.find("\"/mallard/"), std::string::npos);
  // the gltf's buffer is inlined as a data URL keyed by its served URL
  EXPECT_NE(html.find("\"/assets/"), std::string::npos);
  EXPECT_NE(html.find("data:application/octet-stream;base64,"),
            std::string::npos);
  EXPECT_GT(html.size(), 500000u);  // three.js alone is ~1 MB

  meshcat.DeleteRecording();
  EXPECT_EQ(
      meshcat.get_recording().get_key_frame<bool>(0, "/drake/box", "visible"),
      std::nullopt);
}

// The float32 values of a Float32Array extension (msgpack ext type 0x17).
std::vector<float> Floats(const msgpack::object& array) {
  EXPECT_EQ(array.type, msgpack::type::EXT);
  EXPECT_EQ(array.via.ext.type(), 0x17);
  std::vector<float> values(array.via.ext.size / sizeof(float));
  std::memcpy(values.data(), array.via.ext.data(),
              values.size() * sizeof(float));
  return values;
}

GTEST_TEST(MeshcatTest, PointCloud) {
  Meshcat meshcat(0);
  perception::PointCloud cloud(
      3, perception::pc_flags::kXYZs | perception::pc_flags::kRGBs);
  cloud.mutable_xyzs() << 1, 2, 3, 4, 5, 6, 7, 8, 9;
  cloud.mutable_rgbs() << 255, 0, 51, 0, 255, 102, 0, 0, 255;
  meshcat.SetObject("cloud", cloud, 0.01, Rgba(1, 0, 0, 0.5));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("cloud"));
    EXPECT_EQ(Str(At(message.root(), "path")), "/drake/cloud");
    const msgpack::object& object = At(message.root(), "object");
    EXPECT_EQ(Str(At(At(object, "object"), "type")), "Points");
    const msgpack::object& attributes =
        At(At(Geometry(message), "data"), "attributes");
    // positions: the xyzs, column by column (exact in float)
    EXPECT_EQ(Floats(At(At(attributes, "position"), "array")),
              (std::vector<float>{1, 4, 7, 2, 5, 8, 3, 6, 9}));
    // colors: rgb / 255, to float rounding
    const std::vector<float> colors =
        Floats(At(At(attributes, "color"), "array"));
    const std::vector<float> expected{1, 0, 0, 0, 1, 0, 0.2f, 0.4f, 1};
    ASSERT_EQ(colors.size(), expected.size());
    for (size_t i = 0; i < colors.size(); ++i) {
      EXPECT_NEAR(colors[i], expected[i], 1e-7) << i;
    }
    const msgpack::object& material = At(object, "materials").via.array.ptr[0];
    EXPECT_EQ(Str(At(material, "type")), "PointsMaterial");
    EXPECT_EQ(Num(At(material, "size")), 0.01);
    EXPECT_TRUE(At(material, "vertexColors").as<bool>());
    EXPECT_EQ(At(material, "color").as<int>(), 0xff0000);
    EXPECT_EQ(Num(At(material, "opacity")), 0.5);
  }
  // without colors: no color attribute, the rgba color
  meshcat.SetObject("plain", perception::PointCloud(2), 0.002);
  {
    const Decoded message = Decode(meshcat.GetPackedObject("plain"));
    const msgpack::object& attributes =
        At(At(Geometry(message), "data"), "attributes");
    EXPECT_EQ(attributes.via.map.size, 1u);  // position only
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_FALSE(At(material, "vertexColors").as<bool>());
    EXPECT_EQ(At(material, "color").as<int>(), 0xe6e6e6);  // 0.9 · 255
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetObject("bad",
                        perception::PointCloud(1, perception::pc_flags::kRGBs)),
      ".*SetObject\\('/drake/bad'\\): the point cloud has no xyzs.*kRGBs.*");
}

GTEST_TEST(MeshcatTest, DiffuseMap) {
  Meshcat meshcat(0);
  const std::string png = *internal::ReadFileBytes(kTestData + "checker.png");
  const std::string url =
      "/assets/" + internal::ContentHash(png) + "/checker.png";
  meshcat.SetObject("box", Box(1, 2, 3), Rgba(1, 0.5, 1, 1),
                    kTestData + "checker.png");
  {
    const Decoded message = Decode(meshcat.GetPackedObject("box"));
    const msgpack::object& object = At(message.root(), "object");
    // three.js's JSON: the material's map names a texture, which names an
    // image by its served URL; repeat-wrapped (three.js's RepeatWrapping
    // is 1000), once across each face
    const msgpack::object& material = At(object, "materials").via.array.ptr[0];
    ASSERT_EQ(At(object, "textures").via.array.size, 1u);
    const msgpack::object& texture = At(object, "textures").via.array.ptr[0];
    ASSERT_EQ(At(object, "images").via.array.size, 1u);
    const msgpack::object& image = At(object, "images").via.array.ptr[0];
    EXPECT_EQ(Str(At(material, "map")), Str(At(texture, "uuid")));
    EXPECT_EQ(Str(At(texture, "image")), Str(At(image, "uuid")));
    EXPECT_EQ(Str(At(image, "url")), url);
    EXPECT_EQ(At(texture, "wrap").as<std::vector<int>>(),
              (std::vector<int>{1000, 1000}));
    EXPECT_EQ(At(texture, "repeat").as<std::vector<int>>(),
              (std::vector<int>{1, 1}));
    // the color still tints it
    EXPECT_EQ(At(material, "color").as<int>(), 0xff80ff);
    EXPECT_EQ(Str(At(Geometry(message), "type")), "BoxGeometry");
  }
  const auto [status, body] = HttpGet(meshcat.port(), url);
  EXPECT_EQ(status, 200);
  EXPECT_EQ(body, png);

  // an unreadable image is left out (logged), as in Drake; so is a map on a
  // Mesh, whose file defines its own materials
  for (const auto& [path, shape] :
       std::vector<std::pair<std::string, std::shared_ptr<Shape>>>{
           {"missing", std::make_shared<Sphere>(1.0)},
           {"mesh", std::make_shared<Mesh>(kTestData + "tetrahedron.obj")}}) {
    meshcat.SetObject(
        path, *shape, Rgba(1, 0, 0, 1),
        kTestData + (path == "missing" ? "no_such.png" : "checker.png"));
    const Decoded message = Decode(meshcat.GetPackedObject(path));
    const msgpack::object& object = At(message.root(), "object");
    EXPECT_EQ(object.via.map.size, 4u) << path;  // no textures, no images
    const msgpack::object& material = At(object, "materials").via.array.ptr[0];
    for (uint32_t i = 0; i < material.via.map.size; ++i) {
      EXPECT_NE(material.via.map.ptr[i].key.as<std::string>(), "map") << path;
    }
  }
}

GTEST_TEST(MeshcatTest, ObjMaterialLibrary) {
  Meshcat meshcat(0);
  const std::string obj = *internal::ReadFileBytes(kTestData + "two_quads.obj");
  const std::string mtl = *internal::ReadFileBytes(kTestData + "two_quads.mtl");
  const std::string png = *internal::ReadFileBytes(kTestData + "checker.png");
  meshcat.SetObject("quads", Mesh(kTestData + "two_quads.obj", 2.0));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("quads"));
    const msgpack::object& object = At(At(message.root(), "object"), "object");
    EXPECT_EQ(Str(At(object, "type")), "_meshfile_object");
    EXPECT_EQ(Str(At(object, "format")), "obj");
    EXPECT_EQ(Str(At(object, "data")), obj);
    EXPECT_EQ(Str(At(object, "mtl_library")), mtl);
    // the map_Kd file, by its name in the .mtl (after the -s option)
    const auto resources =
        At(object, "resources").as<std::map<std::string, std::string>>();
    EXPECT_EQ(resources,
              (std::map<std::string, std::string>{
                  {"checker.png",
                   "/assets/" + internal::ContentHash(png) + "/checker.png"}}));
    EXPECT_EQ(HttpGet(meshcat.port(), resources.at("checker.png")).second, png);
    // the scale, in the object's matrix
    Eigen::Matrix4d expected = Eigen::Matrix4d::Identity();
    expected.topLeftCorner<3, 3>() *= 2.0;
    EXPECT_EQ(ObjectMatrix(message), expected);
  }
  // a material library that cannot be read: the OBJ alone, in the rgba
  // color (as before there were materials)
  meshcat.SetObject("missing", Mesh(kTestData + "missing_mtl.obj"),
                    Rgba(0, 1, 0, 1));
  {
    const Decoded message = Decode(meshcat.GetPackedObject("missing"));
    EXPECT_EQ(Str(At(Geometry(message), "type")), "_meshfile_geometry");
    const msgpack::object& material =
        At(At(message.root(), "object"), "materials").via.array.ptr[0];
    EXPECT_EQ(At(material, "color").as<int>(), 0x00ff00);
  }
  // a Convex is drawn as its hull, without materials
  meshcat.SetObject("hull", Convex(kTestData + "two_quads.obj"));
  EXPECT_EQ(
      Str(At(At(At(Decode(meshcat.GetPackedObject("hull")).root(), "object"),
                "object"),
             "type")),
      "Mesh");
}

// The entries (name → contents) of the ZIP archive `bytes`, read with
// libzip.
std::map<std::string, std::string> Unzip(const std::string& bytes) {
  std::map<std::string, std::string> entries;
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source =
      zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  zip_t* archive = zip_open_from_source(source, ZIP_RDONLY, &error);
  EXPECT_NE(archive, nullptr) << zip_error_strerror(&error);
  if (archive == nullptr) {
    zip_source_free(source);
    return entries;
  }
  for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
    zip_stat_t stat;
    zip_stat_index(archive, i, 0, &stat);
    std::string contents(stat.size, '\0');
    zip_file_t* file = zip_fopen_index(archive, i, 0);
    EXPECT_EQ(zip_fread(file, contents.data(), stat.size),
              static_cast<zip_int64_t>(stat.size));
    zip_fclose(file);
    entries[stat.name] = std::move(contents);
  }
  zip_close(archive);
  zip_error_fini(&error);
  return entries;
}

GTEST_TEST(MeshcatTest, StaticZip) {
  Meshcat meshcat(0);
  meshcat.SetObject("box", Box(1, 1, 1), Rgba(0.2, 0.4, 0.6));
  meshcat.SetObject("gltf", Mesh(kTestData + "triangle.gltf"));
  meshcat.SetEnvironmentMap(kTestData + "environment.png");
  const std::map<std::string, std::string> entries = Unzip(meshcat.StaticZip());
  // the page, its two modules, the five three.js files and the two assets
  // (the glTF's buffer and the environment map)
  std::vector<std::string> names;
  for (const auto& [name, contents] : entries) names.push_back(name);
  ASSERT_EQ(names.size(), 10u) << fmt::format("{}", fmt::join(names, " "));
  const std::string bin = *internal::ReadFileBytes(kTestData + "triangle.bin");
  const std::string png =
      *internal::ReadFileBytes(kTestData + "environment.png");
  const std::string bin_name =
      "assets/" + internal::ContentHash(bin) + "/triangle.bin";
  const std::string png_name =
      "assets/" + internal::ContentHash(png) + "/environment.png";
  ASSERT_TRUE(entries.contains(bin_name));
  EXPECT_EQ(entries.at(bin_name), bin);
  ASSERT_TRUE(entries.contains(png_name));
  EXPECT_EQ(entries.at(png_name), png);
  EXPECT_EQ(entries.at("mallard/viewer.js"),
            *internal::GetMeshcatPageFile("viewer.js"));
  EXPECT_EQ(entries.at("mallard/msgpack.js"),
            *internal::GetMeshcatPageFile("msgpack.js"));
  for (const std::string& three : internal::MeshcatThreeFiles()) {
    ASSERT_TRUE(entries.contains("three/" + three)) << three;
    EXPECT_EQ(entries.at("three/" + three),
              *internal::ReadMeshcatThreeFile(three));
  }
  // the thin page: relative URLs of the files beside it, nothing inlined
  // but the messages
  const std::string& html = entries.at("meshcat.html");
  EXPECT_NE(html.find("\"./three/build/three.module.js\""), std::string::npos);
  EXPECT_NE(html.find("\"./mallard/viewer.js\""), std::string::npos);
  EXPECT_NE(html.find("\"/" + bin_name + "\":\"./" + bin_name + "\""),
            std::string::npos);
  EXPECT_EQ(html.find("data:"), std::string::npos);
  EXPECT_LT(html.size(), 20000u);
}

// The response to GET `target`: its status line and headers, and its body.
std::pair<std::string, std::string> HttpGetWithHeaders(
    int port, const std::string& target) {
  const std::string response = SendRawTcp(
      port, "GET " + target + " HTTP/1.0\r\nHost: localhost\r\n\r\n", 10.0);
  const size_t end = response.find("\r\n\r\n");
  if (end == std::string::npos) return {response, ""};
  return {response.substr(0, end), response.substr(end + 4)};
}

// Drake's download URLs: /download is StaticHtml() and /download.zip is
// StaticZip() of the scene as it is at the request, as attachments named
// meshcat.html and meshcat.zip.
GTEST_TEST(MeshcatTest, DownloadUrls) {
  Meshcat meshcat(0);
  meshcat.SetObject("box", Box(1, 1, 1), Rgba(0.2, 0.4, 0.6));
  meshcat.SetObject("gltf", Mesh(kTestData + "triangle.gltf"));
  meshcat.SetTransform("box", math::RigidTransformd(Eigen::Vector3d(1, 2, 3)));

  const auto [html_head, html] =
      HttpGetWithHeaders(meshcat.port(), "/download");
  EXPECT_EQ(html_head.substr(8, 4), " 200") << html_head;
  EXPECT_NE(html_head.find("Content-Type: text/html; charset=utf-8"),
            std::string::npos)
      << html_head;
  EXPECT_NE(html_head.find(
                "Content-Disposition: attachment; filename=\"meshcat.html\""),
            std::string::npos)
      << html_head;
  // the same bytes as StaticHtml() (deterministic for an unchanged scene)
  EXPECT_EQ(html, meshcat.StaticHtml());

  const auto [zip_head, zip] =
      HttpGetWithHeaders(meshcat.port(), "/download.zip?x=1");
  EXPECT_EQ(zip_head.substr(8, 4), " 200") << zip_head;
  EXPECT_NE(zip_head.find("Content-Type: application/x-zip"), std::string::npos)
      << zip_head;
  EXPECT_NE(zip_head.find(
                "Content-Disposition: attachment; filename=\"meshcat.zip\""),
            std::string::npos)
      << zip_head;
  // the same files as StaticZip() (the archives' bytes may differ in their
  // entries' timestamps)
  const std::map<std::string, std::string> entries = Unzip(zip);
  EXPECT_EQ(entries, Unzip(meshcat.StaticZip()));
  EXPECT_EQ(entries.size(), 9u);  // page, 2 modules, 5 three.js files, .bin

  // the scene at the request: a later object is in the next download
  meshcat.SetObject("ball", Sphere(0.5), Rgba(1, 0, 0));
  const std::string html2 =
      HttpGetWithHeaders(meshcat.port(), "/download").second;
  EXPECT_GT(html2.size(), html.size());
  EXPECT_EQ(html2, meshcat.StaticHtml());
  // and the other pages' headers carry no attachment
  EXPECT_EQ(
      HttpGetWithHeaders(meshcat.port(), "/").first.find("Content-Disposition"),
      std::string::npos);
}

GTEST_TEST(MeshcatTest, SetEnvironmentMap) {
  Meshcat meshcat(0);
  MeshcatTestClient client(meshcat.ws_url());
  const size_t initial = client.WaitForMessages(1).size();
  meshcat.SetEnvironmentMap(kTestData + "environment.png");
  const std::string png =
      *internal::ReadFileBytes(kTestData + "environment.png");
  const std::string url =
      "/assets/" + internal::ContentHash(png) + "/environment.png";
  {
    const std::vector<std::string> received =
        client.WaitForMessages(initial + 1);
    ASSERT_EQ(received.size(), initial + 1);
    const Decoded message = Decode(received.back());
    EXPECT_EQ(Str(At(message.root(), "type")), "set_property");
    EXPECT_EQ(Str(At(message.root(), "path")), "/Background/<object>");
    EXPECT_EQ(Str(At(message.root(), "property")), "environment_map");
    EXPECT_EQ(Str(At(message.root(), "value")), url);
  }
  // the image is served at that URL, byte for byte
  const auto [status, body] = HttpGet(meshcat.port(), url);
  EXPECT_EQ(status, 200);
  EXPECT_EQ(body, png);
  // a late client gets it too
  MeshcatTestClient late(meshcat.ws_url());
  EXPECT_TRUE(late.WaitUntil([&](const std::vector<std::string>& received) {
    for (const std::string& message : received) {
      if (Summary(message) ==
          "set_property /Background/<object> environment_map") {
        return Str(At(Decode(message).root(), "value")) == url;
      }
    }
    return false;
  }));

  // an empty path clears it
  meshcat.SetEnvironmentMap("");
  {
    const std::vector<std::string> received =
        client.WaitForMessages(initial + 2);
    ASSERT_EQ(received.size(), initial + 2);
    EXPECT_EQ(Str(At(Decode(received.back()).root(), "value")), "");
  }

  DRAKE_EXPECT_THROWS_MESSAGE(
      meshcat.SetEnvironmentMap(kTestData + "no_such_image.png"),
      ".*SetEnvironmentMap.*cannot read the image file "
      "'.*no_such_image.png'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(meshcat.SetEnvironmentMap(kTestData),
                              ".*cannot read the image file.*");
}

// The message a page sends for its camera: the camera's world matrix in
// three.js's y-up world M for the Drake camera pose X_WC (the inverse of
// the conversion Meshcat documents: M is W turned -90° about x, and the
// three.js camera C_m is C turned 180° about its x).
std::string CameraPoseMessage(const math::RigidTransformd& X_WC,
                              bool is_perspective = true, double scale = 1) {
  const math::RotationMatrixd R_MW =
      math::RotationMatrixd::MakeXRotation(-M_PI / 2);
  Eigen::Matrix4d X_MCm = Eigen::Matrix4d::Identity();
  X_MCm.topLeftCorner<3, 3>() = scale * R_MW.matrix() *
                                X_WC.rotation().matrix() *
                                Eigen::Vector3d(1, -1, -1).asDiagonal();
  X_MCm.topRightCorner<3, 1>() = R_MW * X_WC.translation();
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(3);
  o.pack("type");
  o.pack("camera_pose");
  o.pack("camera_pose");
  o.pack(std::vector<double>(X_MCm.data(), X_MCm.data() + 16));
  o.pack("is_perspective");
  o.pack(is_perspective);
  return std::string(buffer.data(), buffer.size());
}

GTEST_TEST(MeshcatTest, GamepadAndTrackedCameraFromClients) {
  Meshcat meshcat(0);
  EXPECT_FALSE(meshcat.GetGamepad().index.has_value());
  EXPECT_FALSE(meshcat.GetTrackedCameraPose().has_value());
  MeshcatTestClient client(meshcat.ws_url());

  // a gamepad report (the page's format: Drake's)
  {
    msgpack::sbuffer buffer;
    msgpack::packer<msgpack::sbuffer> o(buffer);
    o.pack_map(3);
    o.pack("type");
    o.pack("gamepad");
    o.pack("name");
    o.pack("");
    o.pack("gamepad");
    o.pack_map(3);
    o.pack("index");
    o.pack(2);
    o.pack("button_values");
    o.pack(std::vector<double>{0, 0.5, 1});
    o.pack("axes");
    o.pack(std::vector<double>{0.1, -0.2, 0, 1});
    client.Send(std::string(buffer.data(), buffer.size()));
  }
  ASSERT_TRUE(Eventually([&]() { return meshcat.GetGamepad().index == 2; }));
  EXPECT_EQ(meshcat.GetGamepad().button_values,
            (std::vector<double>{0, 0.5, 1}));
  EXPECT_EQ(meshcat.GetGamepad().axes, (std::vector<double>{0.1, -0.2, 0, 1}));

  // a camera pose, back in Drake's frames to rounding (1e-12)
  const math::RigidTransformd X_WC(math::RollPitchYawd(0.1, 0.2, 0.3),
                                   Eigen::Vector3d(1, 2, 3));
  client.Send(CameraPoseMessage(X_WC));
  ASSERT_TRUE(
      Eventually([&]() { return meshcat.GetTrackedCameraPose().has_value(); }));
  EXPECT_TRUE(meshcat.GetTrackedCameraPose()->IsNearlyEqualTo(X_WC, 1e-12));
  // not a rigid transform (scaled): ignored
  client.Send(CameraPoseMessage(math::RigidTransformd(), true, 2.0));
  // an orthographic camera: no pose
  client.Send(CameraPoseMessage(X_WC, false));
  ASSERT_TRUE(Eventually(
      [&]() { return !meshcat.GetTrackedCameraPose().has_value(); }));

  // the page that reported disconnects: no pose
  client.Send(CameraPoseMessage(X_WC));
  ASSERT_TRUE(
      Eventually([&]() { return meshcat.GetTrackedCameraPose().has_value(); }));
  MeshcatTestClient other(meshcat.ws_url());
  other.Close();  // another client's leaving changes nothing
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_TRUE(meshcat.GetTrackedCameraPose().has_value());
  client.Close();
  EXPECT_TRUE(Eventually(
      [&]() { return !meshcat.GetTrackedCameraPose().has_value(); }));
  // the gamepad's last state stays
  EXPECT_EQ(meshcat.GetGamepad().index, 2);
}

// A page's virtual_spring report: active with a path and two points, or
// inactive. `body` and `target` may have the wrong size (malformed reports).
std::string SpringMessage(bool active, const std::string& path = "",
                          const std::vector<double>& body = {},
                          const std::vector<double>& target = {}) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(active ? 5 : 2);
  o.pack("type");
  o.pack("virtual_spring");
  o.pack("active");
  o.pack(active);
  if (active) {
    o.pack("path");
    o.pack(path);
    o.pack("body_point_in_world");
    o.pack(body);
    o.pack("target_point_in_world");
    o.pack(target);
  }
  return std::string(buffer.data(), buffer.size());
}

// The mouse spring's C++ side: the latest page report wins, the points
// arrive exactly (msgpack float64), malformed reports are ignored, release
// and the reporting page's disconnection end the drag.
GTEST_TEST(MeshcatTest, VirtualSpringKinematicsFromClients) {
  Meshcat meshcat(0);
  EXPECT_FALSE(meshcat.GetVirtualSpringKinematics().has_value());
  MeshcatTestClient client(meshcat.ws_url());
  const std::string path = "/drake/illustration/iiwa/link_7/visual";
  client.Send(SpringMessage(true, path, {0.1, -0.2, 0.3}, {1.5, 2.25, -3}));
  ASSERT_TRUE(Eventually(
      [&]() { return meshcat.GetVirtualSpringKinematics().has_value(); }));
  Meshcat::VirtualSpringKinematics spring =
      *meshcat.GetVirtualSpringKinematics();
  EXPECT_EQ(spring.path, path);
  EXPECT_EQ(spring.body_point_in_world, Eigen::Vector3d(0.1, -0.2, 0.3));
  EXPECT_EQ(spring.target_point_in_world, Eigen::Vector3d(1.5, 2.25, -3));

  // malformed: two coordinates, a NaN, a relative path, no path; each is
  // ignored (the drag above stays), then a valid update wins
  const double nan = std::numeric_limits<double>::quiet_NaN();
  client.Send(SpringMessage(true, path, {0, 0}, {1, 2, 3}));
  client.Send(SpringMessage(true, path, {0, 0, nan}, {1, 2, 3}));
  client.Send(SpringMessage(true, "drake/box", {0, 0, 0}, {1, 2, 3}));
  client.Send(SpringMessage(true, "", {0, 0, 0}, {1, 2, 3}));
  client.Send(SpringMessage(true, "/drake/box", {4, 5, 6}, {7, 8, 9}));
  ASSERT_TRUE(Eventually([&]() {
    return meshcat.GetVirtualSpringKinematics()->path == "/drake/box";
  }));
  spring = *meshcat.GetVirtualSpringKinematics();
  EXPECT_EQ(spring.body_point_in_world, Eigen::Vector3d(4, 5, 6));
  EXPECT_EQ(spring.target_point_in_world, Eigen::Vector3d(7, 8, 9));

  // released
  client.Send(SpringMessage(false));
  ASSERT_TRUE(Eventually(
      [&]() { return !meshcat.GetVirtualSpringKinematics().has_value(); }));

  // the reporting page closes mid-drag: let go (another page's closing
  // changes nothing)
  client.Send(SpringMessage(true, path, {0, 0, 0}, {0, 0, 1}));
  ASSERT_TRUE(Eventually(
      [&]() { return meshcat.GetVirtualSpringKinematics().has_value(); }));
  MeshcatTestClient other(meshcat.ws_url());
  other.Close();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_TRUE(meshcat.GetVirtualSpringKinematics().has_value());
  client.Close();
  EXPECT_TRUE(Eventually(
      [&]() { return !meshcat.GetVirtualSpringKinematics().has_value(); }));
}

GTEST_TEST(MeshcatTest, Flush) {
  Meshcat meshcat(0);
  MeshcatTestClient client(meshcat.ws_url());
  EXPECT_TRUE(
      Eventually([&]() { return meshcat.GetNumActiveConnections() == 1; }));
  // an empty scene: the first message is show_realtime_rate
  const size_t initial = client.WaitForMessages(1).size();
  ASSERT_EQ(initial, 1u);
  for (int i = 0; i < 50; ++i) {
    meshcat.SetObject(fmt::format("box{}", i), Box(1, 1, 1));
  }
  meshcat.Flush();
  EXPECT_EQ(client.WaitForMessages(initial + 50).size(), initial + 50);
}

}  // namespace meshcat_test
}  // namespace geometry
}  // namespace drake
