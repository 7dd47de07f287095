import {
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  TextureLoader,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Texture } from 'three';
import type { PanoramaView } from './view';

/**
 * The three.js part of the panorama viewer, loaded with `import()` only when a venue with panoramas is shown: a
 * sphere with the equirectangular picture on its inside and the camera at its centre. It draws on demand (after a
 * view change, a resize or the texture's arrival), never in a loop, and `dispose()` frees the GPU's memory.
 */
export interface PanoramaScene {
  canvas: HTMLCanvasElement;
  setView(view: PanoramaView): void;
  setImage(url: string): Promise<void>;
  resize(width: number, height: number): void;
  dispose(): void;
}

export function createPanoramaScene(view: PanoramaView, width: number, height: number): PanoramaScene {
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.setSize(width, height, false);
  const scene = new Scene();
  const camera = new PerspectiveCamera(view.fov, width / Math.max(1, height), 1, 1100);
  const geometry = new SphereGeometry(500, 60, 40);
  geometry.scale(-1, 1, 1); // seen from inside
  const material = new MeshBasicMaterial();
  scene.add(new Mesh(geometry, material));
  const target = new Vector3();
  let current = view;
  let texture: Texture | null = null;
  let frame = 0;
  let disposed = false;

  const draw = () => {
    frame = 0;
    if (disposed) return;
    const phi = MathUtils.degToRad(90 - current.lat);
    const theta = MathUtils.degToRad(current.lon);
    target.set(500 * Math.sin(phi) * Math.cos(theta), 500 * Math.cos(phi), 500 * Math.sin(phi) * Math.sin(theta));
    camera.fov = current.fov;
    camera.updateProjectionMatrix();
    camera.lookAt(target);
    renderer.render(scene, camera);
  };
  const request = () => {
    if (!frame && !disposed) frame = requestAnimationFrame(draw);
  };

  return {
    canvas: renderer.domElement,
    setView(v) {
      current = v;
      request();
    },
    setImage(url) {
      return new Promise<void>((resolve, reject) => {
        new TextureLoader().load(
          url,
          (loaded) => {
            if (disposed) {
              loaded.dispose();
              return resolve();
            }
            loaded.colorSpace = SRGBColorSpace;
            texture?.dispose();
            texture = loaded;
            material.map = loaded;
            material.needsUpdate = true;
            request();
            resolve();
          },
          undefined,
          () => reject(new Error(`panorama image failed: ${url}`)),
        );
      });
    },
    resize(w, h) {
      renderer.setSize(w, h, false);
      camera.aspect = w / Math.max(1, h);
      request();
    },
    dispose() {
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      texture?.dispose();
      material.dispose();
      geometry.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      renderer.domElement.remove();
    },
  };
}
