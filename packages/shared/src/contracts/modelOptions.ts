/**
 * The states and file formats of a model (docs/rules/models.md), without zod: the public model pages read them and
 * load no schemas (as taskOptions and articleOptions); models.ts builds its enums from them.
 */
export const modelStatuses = ['pending', 'approved', 'rejected'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

export const modelFormats = ['glb', 'gltf', 'obj', 'fbx', 'stl', '3ds', 'max', 'skp'] as const;
export type ModelFormat = (typeof modelFormats)[number];
/** formats the web viewer shows in 3D (the others show their preview images) */
export const viewableFormats: readonly ModelFormat[] = ['glb', 'gltf', 'obj', 'fbx', 'stl'];

/** the most preview images a model may carry */
export const MODEL_IMAGES_MAX = 9;
/** the most tags a model may carry */
export const MODEL_TAGS_MAX = 10;
/** the highest price, cents (1,000,000 coins) */
export const MODEL_PRICE_MAX = 100_000_000;
/** The limits of a model's texts, without zod: models.ts builds its schema from them and the upload form checks them. */
export const modelLimits = {
  title: { min: 2, max: 120 },
  tag: { max: 20 },
  descr: { max: 2000 },
  licence: { max: 500 },
} as const;
