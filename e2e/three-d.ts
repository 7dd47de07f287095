/** What the 3D browser tests share (the model centre, 3D task deliveries): a glb to upload and the canvas check. */
import { Document, NodeIO } from '@gltf-transform/core';
import type { Page } from '@playwright/test';

/** A glb of a few hundred boxes (about 1 MB): big enough that the upload shows its progress. */
export async function boothGlb(): Promise<Buffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('booth');
  const pos: number[] = [];
  const idx: number[] = [];
  for (let b = 0; b < 600; b++) {
    const x = (b % 30) * 0.2 - 3;
    const z = Math.floor(b / 30) * 0.2 - 2;
    const h = 0.3 + ((b * 37) % 17) / 10;
    const base = pos.length / 3;
    for (const [dx, dy, dz] of [
      [0, 0, 0],
      [0.15, 0, 0],
      [0.15, h, 0],
      [0, h, 0],
      [0, 0, 0.15],
      [0.15, 0, 0.15],
      [0.15, h, 0.15],
      [0, h, 0.15],
    ] as const) {
      pos.push(x + dx, dy, z + dz);
    }
    for (const f of [0, 1, 2, 0, 2, 3, 4, 6, 5, 4, 7, 6, 0, 4, 5, 0, 5, 1, 3, 2, 6, 3, 6, 7, 1, 5, 6, 1, 6, 2, 0, 3, 7, 0, 7, 4]) idx.push(base + f);
  }
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(pos)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(idx)).setBuffer(buffer))
    .setMaterial(doc.createMaterial('blue').setBaseColorFactor([0.1, 0.4, 0.85, 1]));
  scene.addChild(doc.createNode('booth').setMesh(doc.createMesh('booth').addPrimitive(prim)));
  doc.getRoot().setDefaultScene(scene);
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

/** How many distinct colours the canvas shows (a blank canvas has one). */
export const canvasColours = (page: Page) =>
  page.getByTestId('model-canvas').evaluate((c: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = 200;
    copy.height = 150;
    const g = copy.getContext('2d')!;
    g.drawImage(c, 0, 0, 200, 150);
    const px = g.getImageData(0, 0, 200, 150).data;
    const seen = new Set<number>();
    for (let i = 0; i < px.length; i += 4) seen.add((px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!);
    return { colours: seen.size, data: copy.toDataURL() };
  });

/**
 * The three.js chunks (three.js itself and the model and panorama scenes) the page asks for from now on: a 3D view
 * opens from its poster's button, so none before the click.
 */
export function threeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(three\.module|scene)-[^/]*\.js/.test(r.url())) seen.push(r.url());
  });
  return seen;
}
