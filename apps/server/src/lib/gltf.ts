import { getBounds, Logger, NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, getGLPrimitiveCount, meshopt, prune, weld } from '@gltf-transform/functions';
import { validateBytes } from 'gltf-validator';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { AppError } from '../platform/app-error.js';

/**
 * What the server reads from a glTF model, pure (no module, no database): the glTF validator's verdict (the first
 * error refuses the file), the polygon count (triangles of every primitive drawn by the scenes' nodes), the
 * bounding box in metres (glTF units are metres) and a compressed web preview (meshopt) for the viewer. Used by the
 * model centre (docs/rules/models.md "Upload") and by task deliveries (docs/rules/tasks.md "Deliveries"), each
 * loading this file with a dynamic import so the 3D libraries load on the first model read, not at start.
 */
export interface GltfFacts {
  polygons: number;
  /** [x, y, z] size in metres, rounded to millimetres */
  bbox: [number, number, number];
  /** the web preview: a meshopt-compressed glb */
  preview: Uint8Array;
}

const io = () =>
  new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    'meshopt.decoder': MeshoptDecoder,
    'meshopt.encoder': MeshoptEncoder,
  });

/** How a refusal names the file: the call's field and, where a call takes several files, the file's name. */
export interface GltfSubject {
  field: string;
  name?: string;
}

const refusal = (subject: GltfSubject) => (reason: string) =>
  new AppError('VALIDATION_FAILED', { field: subject.field, reason: subject.name ? `${subject.name}: ${reason}` : reason }, { field: subject.field });

/** A binary glTF starts with the magic `glTF`; anything else is read as glTF JSON. */
export const isGlb = (bytes: Uint8Array) => bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'glTF';

/** The glTF validator's first error, or null when the file is valid glTF 2.0. */
export async function firstGltfError(bytes: Uint8Array): Promise<string | null> {
  let report;
  try {
    report = await validateBytes(bytes, {
      maxIssues: 10,
      externalResourceFunction: () => Promise.reject(new Error('external resources are not read')),
    });
  } catch (err) {
    return `not a glTF file (${String((err as Error)?.message ?? err).slice(0, 120)})`;
  }
  const first = report.issues.messages.find((m) => m.severity === 0);
  return first ? `${first.code}: ${first.message}${first.pointer ? ` (${first.pointer})` : ''}` : null;
}

const mm = (n: number) => Math.round(n * 1000) / 1000;

function countPolygons(doc: Document): number {
  let n = 0;
  for (const scene of doc.getRoot().listScenes()) {
    scene.traverse((node) => {
      const mesh = node.getMesh();
      if (!mesh) return;
      for (const prim of mesh.listPrimitives()) if (prim.getMode() >= 4) n += getGLPrimitiveCount(prim);
    });
  }
  return n;
}

/**
 * Validate a glb, or a self-contained glTF (JSON, buffers and images as data: URIs), read its facts and make the
 * preview (always a glb). Throws VALIDATION_FAILED naming `subject` with the validator's first error.
 */
export async function inspectGltf(bytes: Uint8Array, subject: GltfSubject = { field: 'fileId' }): Promise<GltfFacts> {
  const refuse = refusal(subject);
  const error = await firstGltfError(bytes);
  if (error) throw refuse(error);
  await MeshoptEncoder.ready;
  await MeshoptDecoder.ready;
  let doc: Document;
  try {
    doc = isGlb(bytes) ? await io().readBinary(bytes) : await io().readJSON({ json: JSON.parse(Buffer.from(bytes).toString('utf8')), resources: {} });
  } catch (err) {
    // valid glTF the server cannot read (e.g. a compression it has no decoder for): refused with the reason, never a 500
    throw refuse(`cannot be read: ${String((err as Error)?.message ?? err).slice(0, 160)}`);
  }
  doc.setLogger(new Logger(Logger.Verbosity.WARN)); // not a line per pruned accessor in the server's log
  const polygons = countPolygons(doc);
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  let bbox: [number, number, number] = [0, 0, 0];
  if (scene) {
    const { min, max } = getBounds(scene);
    if (min.every(Number.isFinite) && max.every(Number.isFinite)) bbox = [mm(max[0] - min[0]), mm(max[1] - min[1]), mm(max[2] - min[2])];
  }
  let preview: Uint8Array;
  try {
    await doc.transform(dedup(), weld(), prune(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
    preview = await io().writeBinary(doc);
  } catch (err) {
    throw refuse(`no web preview can be made: ${String((err as Error)?.message ?? err).slice(0, 160)}`);
  }
  return { polygons, bbox, preview };
}
