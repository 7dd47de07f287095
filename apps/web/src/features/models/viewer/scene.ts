import {
  AmbientLight,
  Box3,
  BoxGeometry,
  CylinderGeometry,
  DirectionalLight,
  Group,
  GridHelper,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

/**
 * The three.js part of the model viewer, loaded with `import()` only on pages that show a model: the preview glb
 * (meshopt-compressed) with orbit, zoom and pan (mouse or fingers, OrbitControls), a floor grid in metres, a 1.75 m
 * scale figure beside the model, wireframe and reset view. Draws on demand (after a control change or a resize).
 */
export interface ModelScene {
  canvas: HTMLCanvasElement;
  /** a glb by its address, or its bytes (a file picked in the form: no fetch of a blob address, which the CSP forbids) */
  load(source: string | ArrayBuffer): Promise<{ size: [number, number, number] }>;
  setWireframe(on: boolean): void;
  setGrid(on: boolean): void;
  setFigure(on: boolean): void;
  resetView(): void;
  resize(width: number, height: number): void;
  /** the current view drawn at width × height (the poster's 4:3 by default) as a JPEG, the grid and figure left out */
  snapshot(width?: number, height?: number): Promise<Blob>;
  dispose(): void;
}

const FIGURE_HEIGHT = 1.75;

function scaleFigure(): Group {
  const g = new Group();
  const mat = new MeshStandardMaterial({ color: 0x8c9aa8, roughness: 0.8 });
  const body = new Mesh(new CylinderGeometry(0.18, 0.2, 1.45, 16), mat);
  body.position.y = 1.45 / 2;
  const head = new Mesh(new BoxGeometry(0.22, 0.28, 0.22), mat);
  head.position.y = 1.45 + 0.16;
  g.add(body, head);
  g.name = 'scale-figure';
  return g;
}

export function createModelScene(width: number, height: number): ModelScene {
  // preserveDrawingBuffer: screenshots of the canvas (and the browser test) see the last frame
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setSize(width, height);
  renderer.setClearColor(0xf3f5f8);
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 1.2));
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(5, 10, 7);
  scene.add(sun);
  const camera = new PerspectiveCamera(45, width / height, 0.01, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enableDamping = false;
  let grid = new GridHelper(10, 10, 0x9aa5b1, 0xd0d7de);
  scene.add(grid);
  const figure = scaleFigure();
  scene.add(figure);
  let model: Object3D | null = null;
  let home = { position: new Vector3(4, 3, 4), target: new Vector3(0, 0.5, 0) };

  const draw = () => renderer.render(scene, camera);
  controls.addEventListener('change', draw);

  const resetView = () => {
    camera.position.copy(home.position);
    controls.target.copy(home.target);
    controls.update();
    draw();
  };

  return {
    canvas: renderer.domElement,
    async load(source) {
      const loader = new GLTFLoader();
      loader.setMeshoptDecoder(MeshoptDecoder);
      const gltf = typeof source === 'string' ? await loader.loadAsync(source) : await loader.parseAsync(source, '');
      if (model) scene.remove(model);
      model = gltf.scene;
      scene.add(model);
      const box = new Box3().setFromObject(model);
      const size = box.getSize(new Vector3());
      const centre = box.getCenter(new Vector3());
      // stand the model on the floor at the origin
      model.position.sub(new Vector3(centre.x, box.min.y, centre.z));
      const span = Math.max(size.x, size.y, size.z, FIGURE_HEIGHT);
      scene.remove(grid);
      const cells = Math.max(4, Math.ceil(span * 2));
      grid = new GridHelper(cells, cells, 0x9aa5b1, 0xd0d7de);
      scene.add(grid);
      figure.position.set(size.x / 2 + 0.5, 0, 0);
      home = {
        position: new Vector3(span * 1.4, span * 1.0, span * 1.6),
        target: new Vector3(0, Math.min(size.y, span) / 2, 0),
      };
      camera.near = span / 1000;
      camera.far = span * 100;
      camera.updateProjectionMatrix();
      resetView();
      return { size: [size.x, size.y, size.z] };
    },
    setWireframe(on) {
      model?.traverse((o) => {
        const m = (o as Mesh).material as Material | Material[] | undefined;
        for (const mat of Array.isArray(m) ? m : m ? [m] : []) (mat as MeshStandardMaterial).wireframe = on;
      });
      draw();
    },
    setGrid(on) {
      grid.visible = on;
      draw();
    },
    setFigure(on) {
      figure.visible = on;
      draw();
    },
    resetView,
    resize(w, h) {
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
      renderer.setSize(w, h);
      draw();
    },
    async snapshot(w = 800, h = 600) {
      const was = { size: renderer.getSize(new Vector2()), ratio: renderer.getPixelRatio(), grid: grid.visible, figure: figure.visible };
      grid.visible = false;
      figure.visible = false;
      renderer.setPixelRatio(1);
      renderer.setSize(w, h, false);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
      draw();
      try {
        return await new Promise<Blob>((ok, fail) =>
          renderer.domElement.toBlob((b) => (b ? ok(b) : fail(new Error('no snapshot'))), 'image/jpeg', 0.88),
        );
      } finally {
        grid.visible = was.grid;
        figure.visible = was.figure;
        renderer.setPixelRatio(was.ratio);
        renderer.setSize(was.size.x, was.size.y, false);
        camera.aspect = was.size.x / was.size.y;
        camera.updateProjectionMatrix();
        draw();
      }
    },
    dispose() {
      controls.dispose();
      renderer.dispose();
    },
  };
}
