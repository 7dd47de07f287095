/**
 * What a glTF file says it will cost once decoded, read from its JSON alone (the GLB's JSON chunk, or the .gltf text)
 * BEFORE anything is decoded: a compressed buffer (EXT_meshopt_compression, KHR_draco_mesh_compression) can decode to
 * a thousand times its size, so a 245 KB file could ask for a gigabyte (issue 31). The inspection refuses a file whose
 * declared sizes pass the budget (decision 062); what is within it is bounded again by the worker's memory limit and
 * timeout (lib/gltf-process.ts).
 */
export interface GltfBudget {
  /** bytes of decoded data: every accessor's count × element size, meshopt views' decoded length, buffers' length */
  decodedBytes: number;
  /** vertices: the POSITION accessors' counts (each accessor once) */
  vertices: number;
  /** texture pixels: width × height of every embedded image, read from its header */
  texturePixels: number;
}

export type GltfCost = GltfBudget;

/** The budget's default: a 200 MB model's worth of geometry with room to spare, far below what a bomb asks. */
export const DEFAULT_GLTF_BUDGET: GltfBudget = {
  decodedBytes: 512 * 1024 * 1024,
  vertices: 10_000_000,
  texturePixels: 128_000_000,
};

const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const TYPE_COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

type Json = Record<string, unknown>;
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => !!x && typeof x === 'object') : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const ext = (o: Json, name: string) => ((o.extensions as Json | undefined)?.[name] as Json | undefined) ?? undefined;

/** The JSON of a glb (its first chunk) or of a .gltf; null when the bytes are neither (the validator says why). */
export function gltfJson(bytes: Uint8Array): { json: Json; bin: Uint8Array | null } | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (buf.length >= 20 && buf.toString('latin1', 0, 4) === 'glTF') {
      const jsonLength = buf.readUInt32LE(12);
      if (buf.readUInt32LE(16) !== 0x4e4f534a || 20 + jsonLength > buf.length) return null;
      const json = JSON.parse(buf.toString('utf8', 20, 20 + jsonLength)) as Json;
      const at = 20 + jsonLength;
      const bin = at + 8 <= buf.length && buf.readUInt32LE(at + 4) === 0x004e4942 ? buf.subarray(at + 8, at + 8 + buf.readUInt32LE(at)) : null;
      return { json, bin };
    }
    return { json: JSON.parse(buf.toString('utf8')) as Json, bin: null };
  } catch {
    return null;
  }
}

/** Width × height from an image's first bytes (PNG, JPEG, WebP, KTX2); 0 when unknown. */
export function imagePixels(b: Uint8Array): number {
  const v = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (v.length >= 24 && v.readUInt32BE(0) === 0x89504e47) return v.readUInt32BE(16) * v.readUInt32BE(20);
  if (v.length >= 4 && v[0] === 0xff && v[1] === 0xd8) {
    for (let i = 2; i + 9 < v.length;) {
      if (v[i] !== 0xff) return 0;
      const marker = v[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return v.readUInt16BE(i + 5) * v.readUInt16BE(i + 7);
      }
      i += 2 + v.readUInt16BE(i + 2);
    }
    return 0;
  }
  if (v.length >= 30 && v.toString('latin1', 0, 4) === 'RIFF' && v.toString('latin1', 8, 12) === 'WEBP') {
    const kind = v.toString('latin1', 12, 16);
    if (kind === 'VP8X') return (v.readUIntLE(24, 3) + 1) * (v.readUIntLE(27, 3) + 1);
    if (kind === 'VP8L') {
      const bits = v.readUInt32LE(21);
      return ((bits & 0x3fff) + 1) * (((bits >> 14) & 0x3fff) + 1);
    }
    if (kind === 'VP8 ') return (v.readUInt16LE(26) & 0x3fff) * (v.readUInt16LE(28) & 0x3fff);
    return 0;
  }
  if (v.length >= 28 && v.readUInt32BE(0) === 0xab4b5458) return v.readUInt32LE(20) * Math.max(1, v.readUInt32LE(24));
  return 0;
}

/** The image's bytes: a view of the glb's BIN chunk, or a data: URI decoded (only its head is needed). */
function imageHead(json: Json, bin: Uint8Array | null, image: Json): Uint8Array | null {
  if (typeof image.uri === 'string') {
    const m = /^data:[^;,]*;base64,/.exec(image.uri);
    return m ? Buffer.from(image.uri.slice(m[0].length, m[0].length + 64 * 1024), 'base64') : null;
  }
  const view = list(json.bufferViews)[num(image.bufferView) || 0];
  if (typeof image.bufferView !== 'number' || !view || !bin || num(view.buffer) !== 0) return null;
  const start = num(view.byteOffset);
  return bin.subarray(start, Math.min(bin.length, start + num(view.byteLength)));
}

/** The decoded sizes the file declares. */
export function gltfCost(json: Json, bin: Uint8Array | null): GltfCost {
  let decodedBytes = 0;
  const accessors = list(json.accessors);
  for (const a of accessors) {
    const element = (COMPONENT_BYTES[num(a.componentType)] ?? 4) * (TYPE_COMPONENTS[String(a.type)] ?? 16);
    decodedBytes += num(a.count) * element;
    const sparse = a.sparse as Json | undefined;
    if (sparse) decodedBytes += num(sparse.count) * (element + 4);
  }
  for (const view of list(json.bufferViews)) {
    const meshopt = ext(view, 'EXT_meshopt_compression') ?? ext(view, 'KHR_meshopt_compression');
    if (meshopt) decodedBytes += Math.max(num(meshopt.byteLength), num(meshopt.count) * num(meshopt.byteStride));
  }
  for (const buffer of list(json.buffers)) decodedBytes += num(buffer.byteLength);
  const positions = new Set<number>();
  for (const mesh of list(json.meshes)) {
    for (const prim of list(mesh.primitives)) {
      const attrs = [prim.attributes, ...list(prim.targets)] as Array<Json | undefined>;
      for (const at of attrs) if (at && typeof at.POSITION === 'number') positions.add(at.POSITION);
    }
  }
  let vertices = 0;
  for (const i of positions) vertices += num(accessors[i]?.count);
  let texturePixels = 0;
  for (const image of list(json.images)) {
    const head = imageHead(json, bin, image);
    if (head) texturePixels += imagePixels(head);
  }
  return { decodedBytes, vertices, texturePixels };
}

const mb = (n: number) => `${Math.ceil(n / (1024 * 1024))} MB`;
const mp = (n: number) => `${Math.ceil(n / 1_000_000)} megapixels`;

/** Why the file is over the budget, or null when it is within it (or is not glTF at all: the validator says so). */
export function overBudget(bytes: Uint8Array, budget: GltfBudget): string | null {
  const parsed = gltfJson(bytes);
  if (!parsed) return null;
  const cost = gltfCost(parsed.json, parsed.bin);
  if (cost.vertices > budget.vertices) {
    return `it declares ${cost.vertices.toLocaleString('en-US')} vertices (limit ${budget.vertices.toLocaleString('en-US')})`;
  }
  if (cost.decodedBytes > budget.decodedBytes) return `it declares ${mb(cost.decodedBytes)} of data once decoded (limit ${mb(budget.decodedBytes)})`;
  if (cost.texturePixels > budget.texturePixels) return `its textures hold ${mp(cost.texturePixels)} (limit ${mp(budget.texturePixels)})`;
  return null;
}
