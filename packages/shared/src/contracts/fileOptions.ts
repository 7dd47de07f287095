/**
 * What a file may be, by purpose, without zod: the web client's pickers read it on plain pages, which load no schemas
 * (files.ts builds its enum from it and re-exports it).
 */
export const filePurposes = ['avatar', 'idcard', 'attachment', 'delivery', 'work', 'model', 'preview', 'exhibition', 'factory'] as const;
export type FilePurpose = (typeof filePurposes)[number];

const MB = 1024 * 1024;
const rasterImages = ['jpg', 'png', 'webp', 'gif'] as const;

/**
 * What each purpose accepts. The server checks the file's CONTENT against
 * `formats` (never the client's name or mime) and refuses more than `maxBytes`;
 * the web client uses the same table for its pickers (`accept`) and to warn
 * early. `public` files get a permanent URL; the others are served through
 * short-lived signed links only.
 */
export const filePurposeRules = {
  avatar: { maxBytes: 5 * MB, public: true, formats: rasterImages },
  idcard: { maxBytes: 10 * MB, public: false, formats: rasterImages },
  // works' originals are private: the public sees them watermarked (/api/Gallery/image), the owner through File/link
  work: { maxBytes: 20 * MB, public: false, formats: rasterImages },
  preview: { maxBytes: 20 * MB, public: true, formats: rasterImages },
  exhibition: { maxBytes: 20 * MB, public: true, formats: rasterImages },
  /** factory certificates and photos of built booths (contracts/factories.ts) */
  factory: { maxBytes: 20 * MB, public: true, formats: rasterImages },
  attachment: {
    maxBytes: 50 * MB,
    public: false,
    formats: ['jpg', 'png', 'webp', 'pdf', 'zip', 'dwg', 'docx', 'xlsx', 'pptx'],
  },
  delivery: {
    maxBytes: 200 * MB,
    public: false,
    // glb and gltf are inspected like models when delivered and reviewed in the 3D viewer (decision 034)
    formats: [...rasterImages, 'pdf', 'zip', 'rar', '7z', 'dwg', 'skp', 'max', '3ds', 'psd', 'ai', 'glb', 'gltf'],
  },
  model: { maxBytes: 200 * MB, public: false, formats: ['glb', 'gltf', 'obj', 'fbx', 'stl', '3ds', 'max', 'skp', 'zip'] },
} as const satisfies Record<FilePurpose, { maxBytes: number; public: boolean; formats: readonly string[] }>;

/** The multipart call: `purpose` first, then `file` (one file per request). Not a JSON call. */
export const UPLOAD_PATH = 'File/upload';
