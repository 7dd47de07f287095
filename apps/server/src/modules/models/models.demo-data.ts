import type { Part } from '../../lib/glb-shapes.js';

/* The demo model centre's models: names, categories, prices and their shapes (pure data, read by the demo step and by
   e2e/posters, which renders each one's poster in the model viewer). */

type Rgb = [number, number, number];
const grey: Rgb = [0.85, 0.86, 0.88];
const dark: Rgb = [0.15, 0.16, 0.18];
const blue: Rgb = [0.12, 0.42, 0.85];
const wood: Rgb = [0.62, 0.45, 0.3];
const green: Rgb = [0.25, 0.6, 0.3];
const warm: Rgb = [1, 0.85, 0.5];

/** Booth shells, counters, screens, lights, plants and truss, built from boxes and cylinders (metres). */
const shapes = {
  shell: (w: number, d: number, h = 3): Part[] => [
    { box: [w, 0.1, d], at: [0, 0, 0], color: grey },
    { box: [w, h, 0.1], at: [0, 0.1, -d / 2], color: blue },
    { box: [0.1, h, d], at: [-w / 2, 0.1, 0], color: grey },
    { box: [w, 0.6, 0.1], at: [0, h - 0.5, d / 2], color: blue },
  ],
  island: (w: number, d: number): Part[] => [
    { box: [w, 0.12, d], at: [0, 0, 0], color: grey },
    { box: [1.2, 3.5, 1.2], at: [0, 0.12, 0], color: blue },
    { box: [w * 0.8, 0.3, d * 0.8], at: [0, 3.6, 0], color: dark },
    { box: [2, 1.1, 0.6], at: [w / 4, 0.12, d / 4], color: wood },
  ],
  counter: (w: number): Part[] => [
    { box: [w, 1.05, 0.6], at: [0, 0, 0], color: wood },
    { box: [w + 0.1, 0.05, 0.7], at: [0, 1.05, 0], color: grey },
  ],
  screen: (w: number, h: number): Part[] => [
    { box: [w, h, 0.08], at: [0, 1, 0], color: dark },
    { box: [0.12, 1, 0.12], at: [0, 0, 0], color: grey },
    { box: [0.7, 0.04, 0.5], at: [0, 0, 0], color: grey },
  ],
  spot: (): Part[] => [
    { cyl: [0.06, 0.18], at: [0, 0.1, 0], color: dark, segments: 24 },
    { cyl: [0.015, 0.1], at: [0, 0, 0], color: grey, segments: 12 },
  ],
  pendant: (r: number): Part[] => [
    { cyl: [r, 0.25], at: [0, 1, 0], color: warm, segments: 32 },
    { cyl: [0.01, 1], at: [0, 1.25, 0], color: dark, segments: 8 },
  ],
  plant: (h: number): Part[] => [
    { cyl: [0.25, 0.45], at: [0, 0, 0], color: grey, segments: 24 },
    { cyl: [0.4, h], at: [0, 0.45, 0], color: green, segments: 16 },
  ],
  truss: (w: number, h: number): Part[] => [
    { box: [0.3, h, 0.3], at: [-w / 2, 0, 0], color: grey },
    { box: [0.3, h, 0.3], at: [w / 2, 0, 0], color: grey },
    { box: [w + 0.3, 0.3, 0.3], at: [0, h, 0], color: grey },
  ],
  table: (): Part[] => [
    { cyl: [0.4, 0.03], at: [0, 0.72, 0], color: wood, segments: 32 },
    { cyl: [0.04, 0.72], at: [0, 0, 0], color: dark, segments: 12 },
  ],
  chair: (): Part[] => [
    { box: [0.45, 0.05, 0.45], at: [0, 0.45, 0], color: blue },
    { box: [0.45, 0.5, 0.05], at: [0, 0.5, -0.2], color: blue },
    { cyl: [0.02, 0.45], at: [0, 0, 0], color: dark, segments: 8 },
  ],
  car: (): Part[] => [
    { box: [6, 0.2, 4], at: [0, 0, 0], color: grey },
    { box: [4.6, 1.4, 1.8], at: [0, 0.2, 0], color: blue },
  ],
  figure: (): Part[] => [
    { cyl: [0.2, 1.45], at: [0, 0, 0], color: grey, segments: 16 },
    { box: [0.22, 0.28, 0.22], at: [0, 1.47, 0], color: grey },
  ],
};

/** The same parts moved to stand at (x, z) on the floor, each at its own height. */
const placed = (parts: Part[], x: number, z: number): Part[] => parts.map((p) => ({ ...p, at: [x, p.at[1], z] }));

interface DemoModel {
  zh: string;
  en: string;
  category: string;
  style: string;
  price: number;
  parts: Part[];
  tags: string[];
}

const d = (zh: string, en: string, category: string, style: string, price: number, parts: Part[], tags: string[]): DemoModel => ({
  zh,
  en,
  category,
  style,
  price,
  parts,
  tags,
});

/** 30 models across the model categories; prices in cents (0 = free). */
export const demoModels: DemoModel[] = [
  d('3×3 标准展台', '3×3 m shell booth', 'booth', 'modern', 0, shapes.shell(3, 3), ['标摊', 'shell']),
  d('6×3 转角展台', '6×3 m corner booth', 'booth', 'modern', 1_500, shapes.shell(6, 3), ['转角', 'corner']),
  d('9×6 科技展台', '9×6 m tech booth', 'booth', 'tech', 9_900, shapes.shell(9, 6, 4), ['科技', 'tech']),
  d('12×9 岛型展台', '12×9 m island stand', 'booth', 'luxury', 19_900, shapes.island(12, 9), ['岛型', 'island']),
  d('6×6 半岛展台', '6×6 m peninsula booth', 'booth', 'industrial', 4_900, shapes.shell(6, 6, 3.5), ['半岛', 'peninsula']),
  d('8×8 双层岛台', '8×8 m double-deck island', 'booth', 'tech', 29_900, shapes.island(8, 8), ['双层', 'double deck']),
  d('接待台 2 米', 'Reception counter 2 m', 'furniture', 'modern', 0, shapes.counter(2), ['接待台', 'counter']),
  d('弧形接待台', 'Curved reception desk', 'furniture', 'creative', 990, shapes.counter(2.6), ['接待台', 'desk']),
  d('洽谈圆桌', 'Meeting round table', 'furniture', 'modern', 0, shapes.table(), ['洽谈', 'table']),
  d('展会折叠椅', 'Fair folding chair', 'furniture', 'modern', 0, shapes.chair(), ['椅子', 'chair']),
  d('展示柜台 1.5 米', 'Display counter 1.5 m', 'furniture', 'industrial', 590, shapes.counter(1.5), ['展柜', 'display']),
  d('吧台 3 米', 'Bar counter 3 m', 'furniture', 'luxury', 1_990, shapes.counter(3), ['吧台', 'bar']),
  d('LED 射灯', 'LED spot light', 'lighting', 'tech', 0, shapes.spot(), ['射灯', 'spot']),
  d('暖光吊灯', 'Warm pendant lamp', 'lighting', 'natural', 290, shapes.pendant(0.3), ['吊灯', 'pendant']),
  d('大号吊灯', 'Large pendant lamp', 'lighting', 'luxury', 690, shapes.pendant(0.6), ['吊灯', 'pendant']),
  d('轨道射灯组', 'Track spot set', 'lighting', 'modern', 390, [...shapes.spot(), ...placed(shapes.spot(), 0.4, 0)], ['轨道灯', 'track']),
  d('55 寸立式屏', '55-inch standing screen', 'screen', 'tech', 0, shapes.screen(1.22, 0.69), ['屏幕', 'screen']),
  d('LED 大屏 4×2.5', 'LED wall 4×2.5 m', 'screen', 'tech', 4_900, shapes.screen(4, 2.5), ['LED', 'video wall']),
  d('触摸互动屏', 'Touch kiosk', 'screen', 'modern', 1_490, shapes.screen(0.6, 1), ['触摸', 'kiosk']),
  d('拼接屏 3×3', 'Video wall 3×3', 'screen', 'creative', 3_990, shapes.screen(3.6, 2), ['拼接屏', 'video wall']),
  d('落地绿植', 'Floor plant', 'plant', 'natural', 0, shapes.plant(1.2), ['绿植', 'plant']),
  d('高大绿植', 'Tall plant', 'plant', 'natural', 190, shapes.plant(2), ['绿植', 'tree']),
  d('绿植组合', 'Plant group', 'plant', 'natural', 490, [...shapes.plant(1), ...placed(shapes.plant(1.6), 0.8, 0.2)], ['绿植', 'group']),
  d('门型桁架 4 米', 'Truss gate 4 m', 'structure', 'industrial', 0, shapes.truss(4, 3), ['桁架', 'truss']),
  d('门型桁架 8 米', 'Truss gate 8 m', 'structure', 'industrial', 990, shapes.truss(8, 4), ['桁架', 'truss']),
  d('舞台桁架', 'Stage truss', 'structure', 'tech', 2_990, shapes.truss(10, 5), ['舞台', 'stage']),
  d('展车展台', 'Car display platform', 'vehicle', 'tech', 5_900, shapes.car(), ['车展', 'car']),
  d('人物比例模型', 'Scale figure', 'people', 'other', 0, shapes.figure(), ['人物', 'figure']),
  d('背景墙 6 米', 'Backdrop wall 6 m', 'structure', 'modern', 790, [{ box: [6, 3, 0.15], at: [0, 0, 0], color: blue }], ['背景墙', 'backdrop']),
  d('灯箱 2×1', 'Light box 2×1 m', 'lighting', 'creative', 590, [{ box: [2, 1, 0.12], at: [0, 1, 0], color: warm }], ['灯箱', 'light box']),
];
