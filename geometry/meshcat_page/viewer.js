// Mallard's Meshcat page: a three.js view of the scene a Meshcat server
// streams over a WebSocket (Drake's Meshcat protocol, msgpack-encoded), or of
// the messages inlined by Meshcat::StaticHtml().
//
// The scene is a tree of paths ("/drake/robot/link"); each path is a
// THREE.Group whose transform set_transform sets, and set_object puts the
// path's object under it. The root group turns Drake's z-up world into
// three.js's y-up one, so every transform and object is in Drake's
// convention. The page owns /Background, /Grid, /Axes, /Lights and /Cameras.

import * as THREE from "three";
import { OrbitControls } from "three/OrbitControls";
import { OBJLoader } from "three/OBJLoader";
import { MTLLoader } from "three/MTLLoader";
import { GLTFLoader } from "three/GLTFLoader";
import { decode, encode } from "mallard/msgpack.js";

// ---- the scene tree ---------------------------------------------------------

class SceneNode {
  constructor(name, group, parent) {
    this.name = name;
    this.group = group;
    this.parent = parent;
    this.children = new Map();
    this.object = null;  // the path's "<object>"
    this.special = null;  // a handler for the page's own nodes
  }

  child(name) {
    let node = this.children.get(name);
    if (node === undefined) {
      const group = new THREE.Group();
      group.name = name;
      this.group.add(group);
      node = new SceneNode(name, group, this);
      group.userData.sceneNode = node;  // (for picking: a hit's path)
      this.children.set(name, node);
    }
    return node;
  }

  setObject(object) {
    if (this.object !== null) {
      this.group.remove(this.object);
      dispose(this.object);
    }
    this.object = object;
    if (object !== null) this.group.add(object);
  }

  remove() {
    if (this.parent === null) return;
    this.parent.group.remove(this.group);
    this.parent.children.delete(this.name);
    dispose(this.group);
  }

  path() {
    if (this.parent === null) return "";
    return this.parent.path() + "/" + this.name;
  }
}

function dispose(object) {
  object.traverse((o) => {
    if (o.geometry) o.geometry.dispose();
    if (o.material) {
      const materials = Array.isArray(o.material) ? o.material : [o.material];
      materials.forEach((m) => m.dispose());
    }
  });
}

function splitPath(path) {
  return path.split("/").filter((s) => s.length > 0);
}

// ---- building three.js objects from set_object data -------------------------

const kSides = [THREE.FrontSide, THREE.BackSide, THREE.DoubleSide];

function makeMaterial(data) {
  if (data === undefined) return new THREE.MeshPhongMaterial();
  const common = {
    color: data.color !== undefined ? data.color : 0xffffff,
    opacity: data.opacity !== undefined ? data.opacity : 1,
    transparent: !!data.transparent,
  };
  if (data.type === "PointsMaterial") {
    // a cloud with colors shows them unmodified; `color` is for the others
    return new THREE.PointsMaterial({
      ...common,
      color: data.vertexColors ? 0xffffff : common.color,
      size: data.size !== undefined ? data.size : 0.001,
      vertexColors: data.vertexColors ? THREE.VertexColors : THREE.NoColors,
    });
  }
  if (data.type === "LineBasicMaterial") {
    return new THREE.LineBasicMaterial({
      ...common,
      linewidth: data.linewidth || 1,
    });
  }
  const material = new THREE.MeshPhongMaterial({
    ...common,
    side: kSides[data.side !== undefined ? data.side : 2] || THREE.DoubleSide,
    wireframe: !!data.wireframe,
    wireframeLinewidth: data.wireframeLineWidth || 1,
    vertexColors: data.vertexColors ? THREE.VertexColors : THREE.NoColors,
    reflectivity: data.reflectivity !== undefined ? data.reflectivity : 0.5,
  });
  return material;
}

// A capsule along y (three.js has no CapsuleGeometry in r111): a lathe of a
// profile made of two quarter circles joined by a straight segment.
function capsuleGeometry(radius, length, capSegments, radialSegments) {
  const points = [];
  for (let i = 0; i <= capSegments; ++i) {
    const a = -Math.PI / 2 + (i / capSegments) * (Math.PI / 2);
    points.push(new THREE.Vector2(radius * Math.cos(a),
                                  -length / 2 + radius * Math.sin(a)));
  }
  for (let i = 0; i <= capSegments; ++i) {
    const a = (i / capSegments) * (Math.PI / 2);
    points.push(new THREE.Vector2(radius * Math.cos(a),
                                  length / 2 + radius * Math.sin(a)));
  }
  points[0].x = 0;
  points[points.length - 1].x = 0;
  return new THREE.LatheBufferGeometry(points, radialSegments);
}

function makeGeometry(data) {
  switch (data.type) {
    case "BoxGeometry":
      return new THREE.BoxBufferGeometry(data.width, data.height, data.depth);
    case "SphereGeometry":
      return new THREE.SphereBufferGeometry(data.radius,
                                            data.widthSegments || 20,
                                            data.heightSegments || 20);
    case "CylinderGeometry":
      return new THREE.CylinderBufferGeometry(data.radiusTop,
                                              data.radiusBottom, data.height,
                                              data.radialSegments || 50);
    case "CapsuleGeometry":
      return capsuleGeometry(data.radius, data.height, data.capSegments || 10,
                             data.radialSegments || 20);
    case "BufferGeometry": {
      const geometry = new THREE.BufferGeometry();
      const attributes = data.data.attributes;
      for (const name of Object.keys(attributes)) {
        const a = attributes[name];
        geometry.setAttribute(
            name, new THREE.BufferAttribute(a.array, a.itemSize, !!a.normalized));
      }
      if (data.data.index) {
        geometry.setIndex(new THREE.BufferAttribute(data.data.index.array, 1));
        geometry.computeVertexNormals();
      }
      return geometry;
    }
    case "_meshfile_geometry": {
      if (data.format !== "obj") break;
      const group = new OBJLoader().parse(data.data);
      const geometries = [];
      group.traverse((o) => { if (o.isMesh) geometries.push(o.geometry); });
      if (geometries.length > 0) return geometries[0];
      break;
    }
  }
  console.warn("Meshcat: unsupported geometry", data.type);
  return new THREE.BufferGeometry();
}

function applyMatrix(object, matrix) {
  if (!matrix) return;
  const m = new THREE.Matrix4().fromArray(matrix);
  m.decompose(object.position, object.quaternion, object.scale);
}

// The page's grid: `size` × `size` meters in the world's xy plane, centered at
// the origin, with `divisions` cells a side; the axes' lines in
// `centerColor`. Unlike three.js's GridHelper, whose lines each span the
// whole grid, every cell edge is its own segment: a line that passes behind
// the camera is clipped at the near plane, and some WebGL implementations
// (SwiftShader, which headless Chromium uses) drop such a line entirely, which
// left only the lines across the view, near the horizon. With short segments
// only the few that touch the near plane can be lost.
function makeGrid(size, divisions, centerColor, color) {
  const half = size / 2, step = size / divisions;
  const positions = [], colors = [];
  const center = new THREE.Color(centerColor), other = new THREE.Color(color);
  for (let i = 0; i <= divisions; ++i) {
    const u = -half + i * step;
    const c = 2 * i === divisions ? center : other;
    for (let j = 0; j < divisions; ++j) {
      const v0 = -half + j * step, v1 = v0 + step;
      positions.push(u, v0, 0, u, v1, 0, v0, u, 0, v1, u, 0);
      for (let k = 0; k < 4; ++k) colors.push(c.r, c.g, c.b);
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position",
                        new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute("color", new THREE.Float32BufferAttribute(colors, 3));
  const material = new THREE.LineBasicMaterial({
    vertexColors: THREE.VertexColors });
  return new THREE.LineSegments(geometry, material);
}

// ---- the viewer -------------------------------------------------------------

class Viewer {
  constructor(staticData) {
    this.staticData = staticData;
    this.assets = (staticData && staticData.assets) || {};
    this.messageCount = 0;
    this.pendingLoads = 0;
    this.controls = new Map();  // name → DOM row
    this.mixer = null;
    this.actions = [];
    this.clock = new THREE.Clock();
    this.treeDirty = true;
    this.lastMessageTime = 0;
    // "?probe" or "?probe=COLSxROWS": a test hook that samples the rendered
    // pixels (see probe())
    const query = new URLSearchParams(location.search);
    this.probing = query.has("probe");
    const grid = /^(\d+)x(\d+)$/.exec(query.get("probe") || "");
    this.probeColumns = grid ? parseInt(grid[1]) : 9;
    this.probeRows = grid ? parseInt(grid[2]) : 7;
    if (this.probing) this.scheduleProbe();

    this.buildDom();
    this.buildScene();
    this.animate = this.animate.bind(this);
    requestAnimationFrame(this.animate);
  }

  // -- DOM --

  buildDom() {
    document.body.style.margin = "0";
    document.body.style.overflow = "hidden";
    document.body.style.fontFamily = "sans-serif";
    this.renderer = new THREE.WebGLRenderer({ antialias: true,
                                              preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(window.devicePixelRatio);
    this.renderer.setSize(window.innerWidth, window.innerHeight);
    document.body.appendChild(this.renderer.domElement);

    const panel = document.createElement("div");
    panel.id = "panel";
    Object.assign(panel.style, {
      position: "absolute", top: "0", right: "0", width: "260px",
      maxHeight: "100%", overflowY: "auto", background: "rgba(30,30,30,0.85)",
      color: "#eee", fontSize: "12px", padding: "6px", boxSizing: "border-box",
    });
    document.body.appendChild(panel);
    const section = (title) => {
      const box = document.createElement("div");
      const heading = document.createElement("div");
      heading.textContent = title;
      heading.style.fontWeight = "bold";
      heading.style.margin = "6px 0 2px";
      box.appendChild(heading);
      panel.appendChild(box);
      return box;
    };
    this.statusBox = section("Mallard Meshcat");
    this.status = document.createElement("div");
    this.status.id = "status";
    this.statusBox.appendChild(this.status);
    this.timeBox = document.createElement("div");
    this.timeBox.id = "time";
    this.statusBox.appendChild(this.timeBox);
    this.controlsBox = section("Controls");
    this.controlsBox.id = "controls";
    this.animationBox = section("Animation");
    this.animationBox.id = "animation";
    this.animationBox.style.display = "none";
    this.buildAnimationControls();
    this.treeBox = section("Scene");
    this.tree = document.createElement("div");
    this.tree.id = "tree";
    this.treeBox.appendChild(this.tree);

    if (this.probing) panel.style.display = "none";
    window.addEventListener("resize", () => this.onResize());
    window.addEventListener("keydown", (event) => this.onKey(event));
  }

  buildAnimationControls() {
    const row = document.createElement("div");
    this.playButton = document.createElement("button");
    this.playButton.textContent = "pause";
    this.playButton.onclick = () => {
      const paused = !this.actions.every((a) => a.paused);
      this.actions.forEach((a) => { a.paused = paused; });
      if (!paused) this.actions.forEach((a) => { if (!a.isRunning()) a.play(); });
      this.playButton.textContent = paused ? "play" : "pause";
    };
    const reset = document.createElement("button");
    reset.textContent = "reset";
    reset.onclick = () => {
      this.actions.forEach((a) => { a.reset(); a.play(); });
      this.playButton.textContent = "pause";
    };
    this.scrubber = document.createElement("input");
    this.scrubber.type = "range";
    this.scrubber.min = "0";
    this.scrubber.step = "any";
    this.scrubber.style.width = "100%";
    this.scrubber.oninput = () => {
      const time = parseFloat(this.scrubber.value);
      this.actions.forEach((a) => {
        a.paused = true;
        a.enabled = true;
        if (!a.isRunning()) a.play();
        a.time = time;
      });
      this.playButton.textContent = "play";
      if (this.mixer) this.mixer.update(0);
    };
    row.append(this.playButton, reset);
    this.animationBox.append(row, this.scrubber);
  }

  onResize() {
    const w = window.innerWidth, h = window.innerHeight;
    this.renderer.setSize(w, h);
    if (this.camera.isPerspectiveCamera) {
      this.camera.aspect = w / h;
    }
    this.camera.updateProjectionMatrix();
  }

  onKey(event) {
    if (event.target && event.target.tagName === "INPUT") return;
    for (const [name, control] of this.controls) {
      if (control.keycode1 === event.code) control.onKey1();
      else if (control.keycode2 === event.code && control.onKey2) control.onKey2();
    }
  }

  // -- the scene and the page's own nodes --

  buildScene() {
    this.scene = new THREE.Scene();
    this.backgroundColor = new THREE.Color(0xd4dbe6);
    this.scene.background = this.backgroundColor;

    // Drake's z-up world inside three.js's y-up one
    const rootGroup = new THREE.Group();
    rootGroup.rotation.x = -Math.PI / 2;
    this.scene.add(rootGroup);
    this.root = new SceneNode("", rootGroup, null);
    this.addDefaults();
  }

  addDefaults() {
    const background = this.root.child("Background");
    this.backgroundVisible = true;
    this.environment = null;  // the environment map's cube render target
    background.special = (property, value) => {
      if (property === "visible") {
        this.backgroundVisible = !!value;
        this.renderer.setClearColor(0xffffff, value ? 1 : 0);
        this.applyEnvironment(this.scene);
      } else if (property === "top_color" || property === "bottom_color") {
        this.backgroundColor.setRGB(value[0], value[1], value[2]);
      } else if (property === "environment_map") {
        this.setEnvironmentMap(value);
      }
    };

    this.root.child("Grid").setObject(makeGrid(20, 40, 0x888888, 0xaaaaaa));
    this.root.child("Axes").setObject(new THREE.AxesHelper(0.5));
    this.root.child("Axes").group.visible = false;

    const lights = this.root.child("Lights");
    lights.child("AmbientLight").setObject(new THREE.AmbientLight(0xffffff, 0.4));
    const key = new THREE.DirectionalLight(0xffffff, 0.6);
    key.position.set(1, 2, 5);
    lights.child("DirectionalLight").setObject(key);
    const fill = new THREE.PointLight(0xffffff, 0.3);
    fill.position.set(-3, -4, 4);
    lights.child("FillLight").setObject(fill);

    // /Cameras/default/rotated undoes the root's rotation, so the camera and
    // its orbit controls live in three.js's y-up frame
    const rotated = this.root.child("Cameras").child("default").child("rotated");
    rotated.group.rotation.x = Math.PI / 2;
    this.cameraNode = rotated;
    this.setCamera(new THREE.PerspectiveCamera(75, 1, 0.01, 100));
    this.camera.position.set(3, 1, 0);
    this.orbit.target.set(0, 0, 0);
    this.orbit.update();
  }

  // Loads the equirectangular image at `url` (a served URL, resolved through
  // the inlined assets of a static page) as the environment map, or clears
  // it for "".
  setEnvironmentMap(url) {
    const token = (this.environmentToken = (this.environmentToken || 0) + 1);
    if (!url) {
      this.replaceEnvironment(null);
      return;
    }
    this.pendingLoads += 1;
    new THREE.TextureLoader().load(this.resolveAsset(url), (texture) => {
      this.pendingLoads -= 1;
      if (token !== this.environmentToken) return;  // a newer map was set
      const size = Math.min(1024, THREE.Math.ceilPowerOfTwo(
          Math.max(16, texture.image.width / 4)));
      const cube = new THREE.WebGLRenderTargetCube(size, size)
          .fromEquirectangularTexture(this.renderer, texture);
      texture.dispose();
      this.replaceEnvironment(cube);
    }, undefined, (error) => {
      this.pendingLoads -= 1;
      console.warn("Meshcat: cannot load the environment map", url, error);
    });
  }

  replaceEnvironment(cube) {
    if (this.environment) this.environment.dispose();
    this.environment = cube;
    this.applyEnvironment(this.scene);
  }

  // Shows the environment map as the background (while /Background is
  // visible) and gives it to the physically-based materials under `object`
  // as their envMap; metals, toned down without one (they would reflect
  // black), get their own metalness back.
  applyEnvironment(object) {
    const envMap = this.environment ? this.environment.texture : null;
    if (object === this.scene) {
      this.scene.background = !this.backgroundVisible ? null
          : (envMap !== null ? this.environment : this.backgroundColor);
    }
    object.traverse((o) => {
      if (!o.isMesh) return;
      const materials = Array.isArray(o.material) ? o.material : [o.material];
      for (const material of materials) {
        if (!material.isMeshStandardMaterial) continue;
        if (material.userData.metalness === undefined) {
          material.userData.metalness = material.metalness;
        }
        material.envMap = envMap;
        material.metalness = envMap !== null ? material.userData.metalness
            : Math.min(material.userData.metalness, 0.2);
        material.needsUpdate = true;
      }
    });
  }

  setCamera(camera) {
    const old = this.camera;
    if (old) camera.position.copy(old.position);
    this.camera = camera;
    this.cameraNode.setObject(camera);
    if (!this.orbit) {
      this.orbit = new OrbitControls(camera, this.renderer.domElement);
    } else {
      this.orbit.object = camera;
    }
    this.orbit.enableRotate = !camera.isOrthographicCamera;
    this.onResize();
    this.orbit.update();
  }

  findNode(path, create) {
    let node = this.root;
    for (const name of splitPath(path)) {
      if (name === "<object>") return node;
      if (!create && !node.children.has(name)) return null;
      node = node.child(name);
    }
    return node;
  }

  // -- the protocol --

  handle(bytes) {
    let message;
    try {
      message = decode(bytes);
    } catch (error) {
      console.warn("Meshcat: undecodable message", error);
      return;
    }
    this.messageCount += 1;
    this.lastMessageTime = performance.now();
    document.body.dataset.messages = String(this.messageCount);
    try {
      this.dispatch(message);
    } catch (error) {
      console.warn("Meshcat: cannot apply", message.type, message.path, error);
    }
  }

  dispatch(m) {
    switch (m.type) {
      case "set_object": return this.setObject(m.path, m.object);
      case "set_transform": {
        const node = this.findNode(m.path, true);
        applyMatrix(node.group, m.matrix);
        return;
      }
      case "delete": {
        const node = this.findNode(m.path, false);
        if (node !== null && node !== this.root) node.remove();
        this.treeDirty = true;
        return;
      }
      case "set_property": return this.setProperty(m.path, m.property, m.value);
      case "set_animation": return this.setAnimation(m.animations, m.options);
      case "set_target":
        this.orbit.target.fromArray(m.value);
        this.orbit.update();
        return;
      case "set_control": return this.setControl(m);
      case "set_control_value": {
        const control = this.controls.get(m.name);
        if (control && control.setValue) control.setValue(m.value);
        return;
      }
      case "delete_control": {
        const control = this.controls.get(m.name);
        if (control) {
          control.row.remove();
          this.controls.delete(m.name);
        }
        return;
      }
      case "show_realtime_rate":
        this.timeBox.style.display = m.show ? "" : "none";
        return;
      case "realtime_rate": {
        const time = m.simulation_time !== undefined
            ? `t = ${m.simulation_time.toFixed(3)} s, ` : "";
        this.timeBox.textContent = `${time}realtime rate ${m.rate.toFixed(3)}`;
        return;
      }
    }
  }

  setObject(path, data) {
    const node = this.findNode(path, true);
    this.treeDirty = true;
    const object = data.object;
    if (object.type === "PerspectiveCamera" || object.type === "OrthographicCamera") {
      if (node === this.cameraNode) {
        const camera = object.type === "PerspectiveCamera"
            ? new THREE.PerspectiveCamera(object.fov, object.aspect,
                                          object.near, object.far)
            : new THREE.OrthographicCamera(object.left, object.right,
                                           object.top, object.bottom,
                                           object.near, object.far);
        camera.zoom = object.zoom || 1;
        this.setCamera(camera);
      }
      return;
    }
    if (object.type === "_meshfile_object") {
      this.loadMeshfileObject(node, object);
      return;
    }
    const geometries = {};
    (data.geometries || []).forEach((g) => { geometries[g.uuid] = g; });
    const materials = {};
    (data.materials || []).forEach((m) => { materials[m.uuid] = m; });
    const geometry = makeGeometry(geometries[object.geometry]);
    const materialData = materials[object.material];
    const material = makeMaterial(materialData);
    if (materialData && materialData.map) {
      this.loadMaterialMap(material, materialData.map, data);
    }
    let result;
    if (object.type === "Line") result = new THREE.Line(geometry, material);
    else if (object.type === "LineSegments") result = new THREE.LineSegments(geometry, material);
    else if (object.type === "Points") result = new THREE.Points(geometry, material);
    else {
      if (!geometry.attributes.normal) geometry.computeVertexNormals();
      result = new THREE.Mesh(geometry, material);
    }
    applyMatrix(result, object.matrix);
    node.setObject(result);
  }

  // The served URL `url` as the page loads it: itself, or the inlined (or
  // zipped) asset of a static page.
  resolveAsset(url) {
    return this.assets[url] !== undefined ? this.assets[url] : url;
  }

  // Gives `material` the texture `textureUuid` of the set_object `data`
  // (three.js's JSON: data.textures → data.images → a served URL).
  loadMaterialMap(material, textureUuid, data) {
    const texture = (data.textures || []).find((t) => t.uuid === textureUuid);
    if (!texture) return;
    const image = (data.images || []).find((i) => i.uuid === texture.image);
    if (!image) return;
    this.pendingLoads += 1;
    new THREE.TextureLoader().load(this.resolveAsset(image.url), (map) => {
      this.pendingLoads -= 1;
      if (texture.wrap) [map.wrapS, map.wrapT] = texture.wrap;
      if (texture.repeat) map.repeat.fromArray(texture.repeat);
      material.map = map;
      material.needsUpdate = true;
    }, undefined, (error) => {
      this.pendingLoads -= 1;
      console.warn("Meshcat: cannot load the texture", image.url, error);
    });
  }

  // A _meshfile_object: glTF (y up), or OBJ with its .mtl material library.
  // Their files resolve through `resources` (name → served URL), and served
  // URLs through the inlined assets.
  loadMeshfileObject(node, object) {
    const resources = object.resources || {};
    const manager = new THREE.LoadingManager();
    manager.setURLModifier((url) => {
      return this.resolveAsset(resources[url] !== undefined ? resources[url]
                                                            : url);
    });
    const holder = new THREE.Group();
    applyMatrix(holder, object.matrix);
    node.setObject(holder);
    if (object.format === "obj") {
      // the textures load asynchronously: the probe waits for them
      manager.onStart = () => { this.pendingLoads += 1; };
      manager.onLoad = () => { this.pendingLoads -= 1; };
      const loader = new OBJLoader(manager);
      if (object.mtl_library) {
        const materials = new MTLLoader(manager).parse(object.mtl_library, "");
        materials.preload();
        loader.setMaterials(materials);
      }
      holder.add(loader.parse(object.data));
      return;
    }
    if (object.format !== "gltf") {
      console.warn("Meshcat: unsupported meshfile format", object.format);
      return;
    }
    this.pendingLoads += 1;
    new GLTFLoader(manager).parse(object.data, "", (gltf) => {
      // glTF is y up; Drake's frames are z up
      gltf.scene.rotation.x = Math.PI / 2;
      // this page renders without color management (as r111 does by
      // default): glTF's linear base colors are shown as sRGB; metals are
      // toned down while there is no environment map (see
      // applyEnvironment())
      gltf.scene.traverse((o) => {
        if (!o.isMesh) return;
        const materials = Array.isArray(o.material) ? o.material : [o.material];
        for (const material of materials) {
          if (material.color) material.color.convertLinearToSRGB();
        }
      });
      this.applyEnvironment(gltf.scene);
      holder.add(gltf.scene);
      this.pendingLoads -= 1;
    }, (error) => {
      console.warn("Meshcat: cannot load glTF", error);
      this.pendingLoads -= 1;
    });
  }

  setProperty(path, property, value) {
    const segments = splitPath(path);
    const onObject = segments[segments.length - 1] === "<object>";
    const node = this.findNode(path, true);
    if (node.special) {
      node.special(property, value);
      return;
    }
    const target = onObject ? node.object : node.group;
    if (target === null) return;
    switch (property) {
      case "visible":
        target.visible = !!value;
        this.treeDirty = true;
        return;
      case "position": target.position.fromArray(value); break;
      case "quaternion": target.quaternion.fromArray(value); break;
      case "scale": target.scale.fromArray(value); break;
      case "color":
      case "opacity":
      case "modulated_opacity":
        target.traverse((o) => {
          if (!o.material) return;
          const materials = Array.isArray(o.material) ? o.material : [o.material];
          for (const material of materials) {
            if (property === "color") {
              material.color.setRGB(value[0], value[1], value[2]);
              if (value.length > 3) {
                material.opacity = value[3];
                material.transparent = value[3] < 1;
              }
            } else {
              material.opacity = value;
              material.transparent = value < 1;
            }
            material.needsUpdate = true;
          }
        });
        return;
      default:
        if (property in target) target[property] = value;
        else if (target.children.length === 1 && property in target.children[0]) {
          target.children[0][property] = value;
        }
    }
    if (target.isCamera) {
      target.updateProjectionMatrix();
      if (target === this.camera) this.orbit.update();
    }
  }

  setAnimation(animations, options) {
    if (this.mixer) this.mixer.stopAllAction();
    this.mixer = new THREE.AnimationMixer(this.scene);
    this.actions = [];
    let duration = 0;
    for (const { path, clip } of animations) {
      const node = this.findNode(path, true);
      const fps = clip.fps;
      const tracks = [];
      for (const track of clip.tracks) {
        const times = track.keys.map((k) => k.time / fps);
        const values = [].concat(...track.keys.map((k) =>
            Array.isArray(k.value) ? k.value : [k.value]));
        const name = node.group.uuid + track.name;
        let Track;
        switch (track.type) {
          case "vector3": Track = THREE.VectorKeyframeTrack; break;
          case "quaternion": Track = THREE.QuaternionKeyframeTrack; break;
          case "boolean": Track = THREE.BooleanKeyframeTrack; break;
          case "color": Track = THREE.ColorKeyframeTrack; break;
          case "number": Track = THREE.NumberKeyframeTrack; break;
          default: continue;
        }
        tracks.push(new Track(name, times, values));
      }
      const three_clip = new THREE.AnimationClip(clip.name || "default", -1, tracks);
      duration = Math.max(duration, three_clip.duration);
      const action = this.mixer.clipAction(three_clip);
      action.setLoop(options.loopMode !== undefined ? options.loopMode : THREE.LoopRepeat,
                     options.repetitions !== undefined ? options.repetitions : 1);
      action.clampWhenFinished = options.clampWhenFinished !== false;
      action.play();
      action.paused = options.play === false;
      this.actions.push(action);
    }
    this.mixer.update(0);
    this.animationBox.style.display = this.actions.length > 0 ? "" : "none";
    this.scrubber.max = String(duration);
    this.playButton.textContent = options.play === false ? "play" : "pause";
  }

  // -- controls --

  send(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(encode(message));
    }
  }

  setControl(m) {
    const old = this.controls.get(m.name);
    if (old) old.row.remove();
    const row = document.createElement("div");
    row.className = "control";
    row.style.margin = "3px 0";
    const control = { row, keycode1: m.keycode1, keycode2: m.keycode2 };
    if (m.min === undefined) {
      const button = document.createElement("button");
      button.textContent = m.name + (m.keycode1 ? ` (${m.keycode1})` : "");
      button.style.width = "100%";
      button.onclick = () => this.send({ type: "button", name: m.name });
      control.onKey1 = () => button.click();
      row.appendChild(button);
    } else {
      const label = document.createElement("div");
      const input = document.createElement("input");
      input.type = "range";
      input.min = String(m.min);
      input.max = String(m.max);
      input.step = String(m.step);
      input.value = String(m.value);
      input.style.width = "100%";
      const show = () => { label.textContent = `${m.name}: ${input.value}`; };
      control.setValue = (value) => { input.value = String(value); show(); };
      input.oninput = () => {
        show();
        this.send({ type: "slider", name: m.name, value: parseFloat(input.value) });
      };
      const nudge = (sign) => {
        input.value = String(parseFloat(input.value) + sign * m.step);
        input.oninput();
      };
      control.onKey1 = () => nudge(-1);
      control.onKey2 = () => nudge(+1);
      show();
      row.append(label, input);
    }
    this.controls.set(m.name, control);
    this.controlsBox.appendChild(row);
  }

  // -- the scene tree panel --

  renderTree() {
    this.tree.textContent = "";
    const add = (node, depth) => {
      for (const child of node.children.values()) {
        const row = document.createElement("label");
        row.style.display = "block";
        row.style.paddingLeft = `${depth * 12}px`;
        row.dataset.path = child.path();
        const box = document.createElement("input");
        box.type = "checkbox";
        box.checked = child.group.visible;
        box.onchange = () => { child.group.visible = box.checked; };
        row.append(box, document.createTextNode(" " + child.name));
        this.tree.appendChild(row);
        if (depth < 6) add(child, depth + 1);
      }
    };
    add(this.root, 0);
  }

  // -- the loop --

  animate() {
    requestAnimationFrame(this.animate);
    const dt = this.clock.getDelta();
    if (this.mixer) {
      this.mixer.update(dt);
      if (this.actions.length > 0 && !this.actions[0].paused) {
        this.scrubber.value = String(this.actions[0].time);
      }
    }
    if (this.treeDirty) {
      this.treeDirty = false;
      this.renderTree();
    }
    this.renderer.render(this.scene, this.camera);
  }

  // Probes (see probe()) once the scene has been quiet for 0.5 s. Driven by
  // a timer, not by animation frames, which headless browsers may not run.
  scheduleProbe() {
    const timer = setInterval(() => {
      if (this.messageCount > 0 && this.pendingLoads === 0 &&
          performance.now() - this.lastMessageTime > 500) {
        clearInterval(timer);
        this.probe();
      }
    }, 100);
  }

  // Test hook: writes the colors of a 9 × 7 grid of pixels (or the
  // "?probe=COLSxROWS" one; at the centers
  // of the grid's cells, row by row from the top) into
  // document.body.dataset.probe as "r,g,b r,g,b ...", once for the scene as
  // it is, and, when an animation is loaded, into data-probe-first and
  // data-probe-last for its first and last frames; data-probe-size is the
  // view's "width,height,0" in pixels (headless Chromium's view is shorter
  // than its --window-size).
  probe() {
    const sample = () => {
      this.renderer.render(this.scene, this.camera);
      const gl = this.renderer.getContext();
      const w = gl.drawingBufferWidth, h = gl.drawingBufferHeight;
      const pixel = new Uint8Array(4);
      const colors = [];
      const columns = this.probeColumns, rows = this.probeRows;
      for (let j = 0; j < rows; ++j) {
        for (let i = 0; i < columns; ++i) {
          const x = Math.floor(((i + 0.5) / columns) * w);
          const y = Math.floor((1 - (j + 0.5) / rows) * h);
          gl.readPixels(x, y, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
          colors.push(`${pixel[0]},${pixel[1]},${pixel[2]}`);
        }
      }
      return colors.join(" ");
    };
    if (this.actions.length > 0) {
      const end = parseFloat(this.scrubber.max);
      for (const [name, time] of [["probeFirst", 0], ["probeLast", end]]) {
        this.actions.forEach((a) => {
          if (!a.isScheduled()) a.play();
          a.paused = true;
          a.enabled = true;
          a.time = time;
        });
        this.mixer.update(0);
        document.body.dataset[name] = sample();
      }
    }
    const gl = this.renderer.getContext();
    document.body.dataset.probeSize =
        `${gl.drawingBufferWidth},${gl.drawingBufferHeight},0`;
    document.body.dataset.probe = sample();
  }

  // -- connections --

  connect() {
    const protocol = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${protocol}//${location.host}${location.pathname}`);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      this.status.textContent = "connected";
      this.lastCameraPose = null;  // a new server: report the camera again
      this.lastGamepad = null;
    };
    socket.onmessage = (event) => this.handle(new Uint8Array(event.data));
    socket.onclose = () => {
      this.status.textContent = "disconnected; retrying";
      // the server sends the whole scene again on reconnection
      setTimeout(() => {
        this.clearUserNodes();
        this.connect();
      }, 1000);
    };
  }

  // Reports to the server, every 50 ms when they changed: the camera's pose
  // (its world matrix in three.js's y-up frame) when the page was opened
  // with "?tracked_camera=on", and the first gamepad's state. "?gamepad_test"
  // (a test hook) stands in a gamepad with two buttons (values 0 and 1) and
  // two axes (0.5, -0.25).
  startReporting() {
    const query = new URLSearchParams(location.search);
    const trackCamera = query.get("tracked_camera") === "on";
    const getGamepads = query.has("gamepad_test")
        ? () => [{ index: 0, buttons: [{ value: 0 }, { value: 1 }],
                   axes: [0.5, -0.25] }]
        : () => (navigator.getGamepads ? navigator.getGamepads() : []);
    setInterval(() => {
      if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
      if (trackCamera) {
        this.camera.updateMatrixWorld(true);
        const pose = Array.from(this.camera.matrixWorld.elements);
        const key = JSON.stringify([pose, this.camera.isPerspectiveCamera]);
        if (key !== this.lastCameraPose) {
          this.lastCameraPose = key;
          this.send({ type: "camera_pose", camera_pose: pose,
                      is_perspective: !!this.camera.isPerspectiveCamera });
        }
      }
      const pad = Array.from(getGamepads()).find((g) => g);
      if (pad) {
        const gamepad = {
          index: pad.index,
          button_values: Array.from(pad.buttons, (b) => b.value),
          axes: Array.from(pad.axes),
        };
        const key = JSON.stringify(gamepad);
        if (key !== this.lastGamepad) {
          this.lastGamepad = key;
          this.send({ type: "gamepad", name: "", gamepad });
        }
      }
    }, 50);
  }

  // The mouse spring: Ctrl + left-drag (or Shift + left-drag) on a visible
  // mesh under /drake grabs it at the point F under the cursor. While the
  // button is held the page reports, every 20 ms, {type: "virtual_spring",
  // active: true, path, body_point_in_world: p_WF (F moving with its
  // object), target_point_in_world: p_WT} in Drake's z-up world, where the
  // target T is the cursor's point on the plane through F's grab position
  // facing the camera; on release, {type: "virtual_spring", active: false}.
  // A line shows the spring. "?drag_test=DX" (a test hook) grabs at the
  // pixel (floor(width / 2), floor(height / 2)) of the view once the scene
  // is quiet and moves the cursor DX pixels right, without releasing.
  startDragging() {
    const canvas = this.renderer.domElement;
    const raycaster = new THREE.Raycaster();
    const ndc = (event) => {
      const rect = canvas.getBoundingClientRect();
      return new THREE.Vector2(
          ((event.clientX - rect.left) / rect.width) * 2 - 1,
          -((event.clientY - rect.top) / rect.height) * 2 + 1);
    };
    const visible = (object) => {
      for (let o = object; o; o = o.parent) if (!o.visible) return false;
      return true;
    };
    // three.js's y-up world → Drake's z-up world (the root group's frame)
    const toDrake = (p) => {
      const q = this.root.group.worldToLocal(p.clone());
      return [q.x, q.y, q.z];
    };
    const lineGeometry = new THREE.BufferGeometry();
    lineGeometry.setAttribute("position",
                              new THREE.Float32BufferAttribute(6, 3));
    const line = new THREE.Line(lineGeometry,
                                new THREE.LineBasicMaterial({ color: 0xff00ff }));
    line.frustumCulled = false;
    line.visible = false;
    this.scene.add(line);
    this.drag = null;
    const report = () => {
      if (this.drag === null) return;
      const d = this.drag;
      d.object.updateMatrixWorld(true);
      const p_F = d.object.localToWorld(d.local.clone());
      const position = lineGeometry.attributes.position;
      position.setXYZ(0, p_F.x, p_F.y, p_F.z);
      position.setXYZ(1, d.target.x, d.target.y, d.target.z);
      position.needsUpdate = true;
      this.send({ type: "virtual_spring", active: true, path: d.path,
                  body_point_in_world: toDrake(p_F),
                  target_point_in_world: toDrake(d.target) });
    };
    const move = (event) => {
      if (this.drag === null) return;
      raycaster.setFromCamera(ndc(event), this.camera);
      raycaster.ray.intersectPlane(this.drag.plane, this.drag.target);
    };
    const down = (event) => {
      if (event.button !== 0 || !(event.ctrlKey || event.shiftKey)) return;
      if (event.target !== canvas) return;
      const drake = this.root.children.get("drake");
      if (!drake) return;
      raycaster.setFromCamera(ndc(event), this.camera);
      const hit = raycaster.intersectObject(drake.group, true)
          .find((h) => h.object.isMesh && visible(h.object));
      if (!hit) return;
      let owner = hit.object;
      while (owner && !owner.userData.sceneNode) owner = owner.parent;
      if (!owner) return;
      // the orbit controls (listening on the canvas) do not see this drag
      event.stopPropagation();
      event.preventDefault();
      const facing = new THREE.Vector3();
      this.camera.getWorldDirection(facing);
      this.drag = {
        path: owner.userData.sceneNode.path(),
        object: hit.object,
        local: hit.object.worldToLocal(hit.point.clone()),
        plane: new THREE.Plane().setFromNormalAndCoplanarPoint(facing,
                                                               hit.point),
        target: hit.point.clone(),
        timer: setInterval(report, 20),
      };
      line.visible = true;
      report();
    };
    const up = () => {
      if (this.drag === null) return;
      clearInterval(this.drag.timer);
      this.drag = null;
      line.visible = false;
      this.send({ type: "virtual_spring", active: false });
    };
    window.addEventListener("mousedown", down, { capture: true });
    window.addEventListener("mousemove", move, { capture: true });
    window.addEventListener("mouseup", up, { capture: true });

    const query = new URLSearchParams(location.search);
    if (query.has("drag_test")) {
      const dx = parseFloat(query.get("drag_test")) || 0;
      const timer = setInterval(() => {
        if (this.messageCount === 0 || this.pendingLoads > 0 ||
            performance.now() - this.lastMessageTime < 500) {
          return;
        }
        clearInterval(timer);
        this.renderer.render(this.scene, this.camera);
        // (whole pixels: a MouseEvent's coordinates are rounded)
        const rect = canvas.getBoundingClientRect();
        const x = rect.left + Math.floor(rect.width / 2);
        const y = rect.top + Math.floor(rect.height / 2);
        const options = { bubbles: true, cancelable: true, button: 0,
                          ctrlKey: true };
        canvas.dispatchEvent(new MouseEvent("mousedown",
            { ...options, clientX: x, clientY: y }));
        canvas.dispatchEvent(new MouseEvent("mousemove",
            { ...options, clientX: x + dx, clientY: y }));
      }, 100);
    }
  }

  clearUserNodes() {
    const keep = new Set(["Background", "Grid", "Axes", "Lights", "Cameras"]);
    for (const node of [...this.root.children.values()]) {
      if (!keep.has(node.name)) node.remove();
    }
    for (const control of this.controls.values()) control.row.remove();
    this.controls.clear();
    this.treeDirty = true;
  }

  playStatic() {
    this.status.textContent = "static (no server)";
    for (const encoded of this.staticData.messages) {
      const binary = atob(encoded);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
      this.handle(bytes);
    }
  }
}

// Starts the page: live over a WebSocket, or from `staticData` ({messages:
// [base64 msgpack...], assets: {served URL: data URL}}) when given.
export function start(staticData) {
  const viewer = new Viewer(staticData);
  window.mallardViewer = viewer;
  if (staticData) {
    viewer.playStatic();
  } else {
    viewer.connect();
    viewer.startReporting();
    viewer.startDragging();
  }
  return viewer;
}
