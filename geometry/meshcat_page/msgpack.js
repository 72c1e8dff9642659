// A small MessagePack codec for the Meshcat protocol (Mallard's own).
//
// decode(bytes) turns a message into plain JavaScript values; the extension
// types 0x11..0x18 become typed arrays (Int8Array ... Float64Array), as the
// Meshcat protocol packs vertex and index buffers. encode(value) packs the
// few shapes the page sends back (maps of strings, numbers and booleans).

const kTypedArrays = {
  0x11: Int8Array,
  0x12: Uint8Array,
  0x13: Int16Array,
  0x14: Uint16Array,
  0x15: Int32Array,
  0x16: Uint32Array,
  0x17: Float32Array,
  0x18: Float64Array,
};

const kUtf8 = new TextDecoder("utf-8");

export function decode(input) {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;

  function need(n) {
    if (at + n > bytes.length) throw new Error("msgpack: truncated input");
  }
  function str(n) {
    need(n);
    const s = kUtf8.decode(bytes.subarray(at, at + n));
    at += n;
    return s;
  }
  function bin(n) {
    need(n);
    const b = bytes.slice(at, at + n);
    at += n;
    return b;
  }
  function array(n) {
    const result = new Array(n);
    for (let i = 0; i < n; ++i) result[i] = value();
    return result;
  }
  function map(n) {
    const result = {};
    for (let i = 0; i < n; ++i) {
      const key = value();
      result[key] = value();
    }
    return result;
  }
  function ext(n) {
    need(1 + n);
    const type = view.getInt8(at);
    at += 1;
    // copy: a typed array needs an aligned buffer of its own
    const data = bytes.slice(at, at + n);
    at += n;
    const Typed = kTypedArrays[type];
    if (Typed === undefined) return { extType: type, data };
    return new Typed(data.buffer, 0, n / Typed.BYTES_PER_ELEMENT);
  }
  function value() {
    need(1);
    const b = bytes[at++];
    if (b <= 0x7f) return b;
    if (b >= 0xe0) return b - 0x100;
    if ((b & 0xf0) === 0x80) return map(b & 0x0f);
    if ((b & 0xf0) === 0x90) return array(b & 0x0f);
    if ((b & 0xe0) === 0xa0) return str(b & 0x1f);
    let v;
    switch (b) {
      case 0xc0: return null;
      case 0xc2: return false;
      case 0xc3: return true;
      case 0xc4: need(1); v = view.getUint8(at); at += 1; return bin(v);
      case 0xc5: need(2); v = view.getUint16(at); at += 2; return bin(v);
      case 0xc6: need(4); v = view.getUint32(at); at += 4; return bin(v);
      case 0xc7: need(1); v = view.getUint8(at); at += 1; return ext(v);
      case 0xc8: need(2); v = view.getUint16(at); at += 2; return ext(v);
      case 0xc9: need(4); v = view.getUint32(at); at += 4; return ext(v);
      case 0xca: need(4); v = view.getFloat32(at); at += 4; return v;
      case 0xcb: need(8); v = view.getFloat64(at); at += 8; return v;
      case 0xcc: need(1); v = view.getUint8(at); at += 1; return v;
      case 0xcd: need(2); v = view.getUint16(at); at += 2; return v;
      case 0xce: need(4); v = view.getUint32(at); at += 4; return v;
      case 0xcf: need(8); v = Number(view.getBigUint64(at)); at += 8; return v;
      case 0xd0: need(1); v = view.getInt8(at); at += 1; return v;
      case 0xd1: need(2); v = view.getInt16(at); at += 2; return v;
      case 0xd2: need(4); v = view.getInt32(at); at += 4; return v;
      case 0xd3: need(8); v = Number(view.getBigInt64(at)); at += 8; return v;
      case 0xd4: return ext(1);
      case 0xd5: return ext(2);
      case 0xd6: return ext(4);
      case 0xd7: return ext(8);
      case 0xd8: return ext(16);
      case 0xd9: need(1); v = view.getUint8(at); at += 1; return str(v);
      case 0xda: need(2); v = view.getUint16(at); at += 2; return str(v);
      case 0xdb: need(4); v = view.getUint32(at); at += 4; return str(v);
      case 0xdc: need(2); v = view.getUint16(at); at += 2; return array(v);
      case 0xdd: need(4); v = view.getUint32(at); at += 4; return array(v);
      case 0xde: need(2); v = view.getUint16(at); at += 2; return map(v);
      case 0xdf: need(4); v = view.getUint32(at); at += 4; return map(v);
    }
    throw new Error("msgpack: unknown byte 0x" + b.toString(16));
  }
  return value();
}

const kUtf8Encoder = new TextEncoder();

export function encode(input) {
  const out = [];
  function bytesOf(n, size) {
    const result = [];
    for (let i = size - 1; i >= 0; --i) result.push((n >>> (8 * i)) & 0xff);
    return result;
  }
  function put(v) {
    if (v === null || v === undefined) {
      out.push(0xc0);
    } else if (v === true || v === false) {
      out.push(v ? 0xc3 : 0xc2);
    } else if (typeof v === "number") {
      if (Number.isInteger(v) && v >= 0 && v < 0x100000000) {
        if (v < 0x80) out.push(v);
        else out.push(0xce, ...bytesOf(v, 4));
      } else if (Number.isInteger(v) && v < 0 && v >= -0x80000000) {
        out.push(0xd2, ...bytesOf(v, 4));
      } else {
        const b = new DataView(new ArrayBuffer(8));
        b.setFloat64(0, v);
        out.push(0xcb);
        for (let i = 0; i < 8; ++i) out.push(b.getUint8(i));
      }
    } else if (typeof v === "string") {
      const s = kUtf8Encoder.encode(v);
      out.push(0xdb, ...bytesOf(s.length, 4));
      for (const c of s) out.push(c);
    } else if (Array.isArray(v)) {
      out.push(0xdd, ...bytesOf(v.length, 4));
      for (const item of v) put(item);
    } else {
      const keys = Object.keys(v);
      out.push(0xdf, ...bytesOf(keys.length, 4));
      for (const key of keys) {
        put(key);
        put(v[key]);
      }
    }
  }
  put(input);
  return new Uint8Array(out);
}
