import { Document, NodeIO, type Mesh } from '@gltf-transform/core';

/**
 * Small glb models made by code (demo data and tests): boxes and cylinders, sizes in metres, each part with its
 * own colour. A part is a box `{box: [w, h, d], at: [x, y, z]}` or a cylinder `{cyl: [radius, height], at}`;
 * `at` is the centre of its base.
 */
export type Part =
  | { box: [number, number, number]; at: [number, number, number]; color?: [number, number, number] }
  | {
      cyl: [number, number];
      at: [number, number, number];
      color?: [number, number, number];
      segments?: number;
    };

/**
 * A box's 6 faces × 4 corners, flat normals: each face's outward normal and its corners, numbered by which sides they
 * stand on (+1 on the larger x side, +2 on the top, +4 on the larger z side: 0 is the corner of the smallest x, y and z).
 */
const boxFaces: Array<{ n: [number, number, number]; corners: [number, number, number, number] }> = [
  { n: [1, 0, 0], corners: [5, 1, 3, 7] },
  { n: [-1, 0, 0], corners: [0, 4, 6, 2] },
  { n: [0, 1, 0], corners: [6, 7, 3, 2] },
  { n: [0, -1, 0], corners: [0, 1, 5, 4] },
  { n: [0, 0, 1], corners: [4, 5, 7, 6] },
  { n: [0, 0, -1], corners: [1, 0, 2, 3] },
];

function boxGeometry([w, h, d]: [number, number, number], [x, y, z]: [number, number, number]) {
  const corner = (c: number) => [c & 1 ? x + w / 2 : x - w / 2, c & 2 ? y + h : y, c & 4 ? z + d / 2 : z - d / 2];
  const pos: number[] = [],
    nor: number[] = [],
    idx: number[] = [];
  boxFaces.forEach((f, i) => {
    for (const c of f.corners) {
      pos.push(...corner(c));
      nor.push(...f.n);
    }
    const b = i * 4;
    idx.push(b, b + 1, b + 2, b, b + 2, b + 3);
  });
  return { pos, nor, idx };
}

function cylGeometry([r, h]: [number, number], [x, y, z]: [number, number, number], segments = 24) {
  const pos: number[] = [],
    nor: number[] = [],
    idx: number[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2,
      c = Math.cos(a),
      s = Math.sin(a);
    pos.push(x + r * c, y, z + r * s, x + r * c, y + h, z + r * s);
    nor.push(c, 0, s, c, 0, s);
  }
  for (let i = 0; i < segments; i++) {
    const b = i * 2;
    idx.push(b, b + 1, b + 3, b, b + 3, b + 2);
  }
  // caps
  for (const [cy, ny] of [
    [y + h, 1],
    [y, -1],
  ] as const) {
    const centre = pos.length / 3;
    pos.push(x, cy, z);
    nor.push(0, ny, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      pos.push(x + r * Math.cos(a), cy, z + r * Math.sin(a));
      nor.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++) {
      if (ny > 0) idx.push(centre, centre + i + 2, centre + i + 1);
      else idx.push(centre, centre + i + 1, centre + i + 2);
    }
  }
  return { pos, nor, idx };
}

/** A glb of these parts, one mesh each, under one scene. */
export async function makeGlb(name: string, parts: Part[]): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene(name);
  parts.forEach((p, i) => {
    const g = 'box' in p ? boxGeometry(p.box, p.at) : cylGeometry(p.cyl, p.at, p.segments);
    const prim = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.pos)).setBuffer(buffer))
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.nor)).setBuffer(buffer))
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(g.idx)).setBuffer(buffer))
      .setMaterial(
        doc
          .createMaterial(`m${i}`)
          .setBaseColorFactor([...(p.color ?? [0.8, 0.8, 0.8]), 1])
          .setRoughnessFactor(0.6)
          .setMetallicFactor(0.1),
      );
    const mesh: Mesh = doc.createMesh(`part${i}`).addPrimitive(prim);
    scene.addChild(doc.createNode(`part${i}`).setMesh(mesh));
  });
  doc.getRoot().setDefaultScene(scene);
  return new NodeIO().writeBinary(doc);
}

/** A plain box of w × h × d metres (12 triangles). */
export const boxGlb = (w = 1, h = 1, d = 1) => makeGlb('box', [{ box: [w, h, d], at: [0, 0, 0] }]);
