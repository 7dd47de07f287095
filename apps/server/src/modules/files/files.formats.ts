import { fileTypeFromBuffer } from 'file-type';

/**
 * The file formats BoothHub accepts, recognised by their CONTENT. The client's
 * file name and declared mime are never trusted: `identify` looks at the first
 * bytes (magic numbers via the `file-type` package) and only falls back to the
 * name's extension for formats that have no magic number, where it then
 * checks the content's shape instead (see docs/decisions/004-file-uploads.md).
 */
export interface Format {
  /** the extension a stored name gets */
  ext: string;
  mime: string;
  /** extensions a client may name this format with */
  names: readonly string[];
  /** raster images are decoded and re-encoded with sharp (in this output format) */
  raster?: 'jpeg' | 'png' | 'webp' | 'gif';
}

/**
 * Each format: its id (the extension a stored name gets, and a name a client may give it), its mime, how a raster
 * image is re-encoded, and the other names a client may give it.
 */
const formatTable = [
  ['jpg', 'image/jpeg', 'jpeg', ['jpeg', 'jpe', 'jfif']],
  ['png', 'image/png', 'png'],
  ['webp', 'image/webp', 'webp'],
  ['gif', 'image/gif', 'gif'],
  ['pdf', 'application/pdf'],
  ['zip', 'application/zip'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['rar', 'application/vnd.rar'],
  ['7z', 'application/x-7z-compressed'],
  ['dwg', 'image/vnd.dwg'],
  ['skp', 'application/vnd.sketchup.skp'],
  ['max', 'application/octet-stream'],
  ['3ds', 'application/x-3ds'],
  ['psd', 'image/vnd.adobe.photoshop'],
  ['ai', 'application/postscript'],
  ['glb', 'model/gltf-binary'],
  ['gltf', 'model/gltf+json'],
  ['obj', 'model/obj'],
  ['fbx', 'application/octet-stream'],
  ['stl', 'model/stl'],
] as const satisfies ReadonlyArray<readonly [id: string, mime: string, raster?: Format['raster'], more?: readonly string[]]>;

export type FormatId = (typeof formatTable)[number][0];

export const formats = Object.fromEntries(
  formatTable.map(([ext, mime, raster, more = []]): [FormatId, Format] => [ext, { ext, mime, names: [ext, ...more], ...(raster && { raster }) }]),
) as Record<FormatId, Format>;

/** How many leading bytes `identify` looks at. */
export const HEAD_BYTES = 64 * 1024;

export type Identified =
  | {
      ok: true;
      id: FormatId;
      format: Format;
      /** a check that needs the whole size (binary STL, 3DS), run once the upload is complete */
      sizeCheck?: (size: number) => boolean;
    }
  | { ok: false; what: string };

/** The extension of a client-given name, lower case, or '' */
export function nameExtension(name: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

const byName = new Map<string, FormatId>();
/** the extension names a format BoothHub knows (so a name ending in it says what the content should be) */
export const isFormatName = (ext: string) => byName.has(ext);
for (const [id, f] of Object.entries(formats) as Array<[FormatId, Format]>) for (const n of f.names) byName.set(n, id);

/**
 * What the content is. `head` is the first HEAD_BYTES (or the whole file when
 * shorter); `nameExt` the extension of the client's name, used only where the
 * content has no magic number and to refuse a name that contradicts the content.
 */
export async function identify(head: Buffer, nameExt: string): Promise<Identified> {
  const found = await identifyContent(head, nameExt);
  if (!found.ok) return found;
  const claimed = byName.get(nameExt);
  if (claimed && claimed !== found.id) {
    // a photo saved as .png that is really a JPEG is harmless (it is re-encoded and renamed);
    // any other disagreement between name and content is refused as spoofing
    const bothRaster = formats[claimed].raster && found.format.raster;
    if (!bothRaster) return { ok: false, what: `${found.id} named .${nameExt}` };
  }
  return found;
}

const ok = (id: FormatId, sizeCheck?: (size: number) => boolean): Identified => ({ ok: true, id, format: formats[id], sizeCheck });

async function identifyContent(head: Buffer, nameExt: string): Promise<Identified> {
  // 3DS has a weak two-byte magic: only when the name says so, confirmed by the chunk length = file size
  if (nameExt === '3ds' && head.length >= 6 && head[0] === 0x4d && head[1] === 0x4d) {
    const declared = head.readUInt32LE(2);
    return ok('3ds', (size) => size === declared);
  }
  const text = isPlainText(head) ? head.toString('utf8').replace(/^\uFEFF/, '') : undefined;
  // SVG can carry script: always refused, also when wrapped in an XML declaration
  if (text !== undefined && /<svg[\s>]|<!doctype svg/i.test(text.slice(0, 4096))) return { ok: false, what: 'svg' };
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected) {
    switch (detected.ext) {
      case 'jpg':
      case 'png':
      case 'webp':
      case 'gif':
      case 'zip':
      case 'docx':
      case 'xlsx':
      case 'pptx':
      case 'rar':
      case '7z':
      case 'dwg':
      case 'skp':
      case 'psd':
      case 'glb':
      case 'fbx':
        return ok(detected.ext);
      case 'apng':
        return ok('png');
      case 'pdf':
        // Illustrator files since version 9 are PDF inside
        return ok(nameExt === 'ai' ? 'ai' : 'pdf');
      case 'eps':
        return nameExt === 'ai' ? ok('ai') : { ok: false, what: 'eps' };
      case 'cfb':
        // an OLE compound file: 3ds Max scenes are these, but so are old Office files and .msi installers
        return nameExt === 'max' ? ok('max') : { ok: false, what: 'cfb' };
      case 'stl':
        // "solid …": ASCII STL, unless it is a binary STL whose header happens to start so
        return text !== undefined ? ok('stl') : binaryStl(head);
      default:
        return { ok: false, what: detected.ext };
    }
  }
  if (nameExt === 'stl' && text === undefined) return binaryStl(head);
  if (text !== undefined) {
    const start = text.trimStart();
    if (nameExt === 'gltf' && start.startsWith('{')) return ok('gltf');
    if (nameExt === 'obj' && looksLikeObj(start)) return ok('obj');
    if (nameExt === 'fbx' && (start.startsWith('; FBX') || start.includes('FBXHeaderExtension'))) return ok('fbx');
    return { ok: false, what: start.startsWith('<') ? 'markup' : 'text' };
  }
  return { ok: false, what: 'unknown' };
}

/** Binary STL: an 80-byte header, a triangle count, 50 bytes per triangle: the size must add up exactly. */
function binaryStl(head: Buffer): Identified {
  if (head.length < 84) return { ok: false, what: 'unknown' };
  const triangles = head.readUInt32LE(80);
  return ok('stl', (size) => size === 84 + 50 * triangles);
}

const OBJ_KEYWORDS = new Set(['v', 'vt', 'vn', 'vp', 'f', 'l', 'p', 'o', 'g', 's', 'mtllib', 'usemtl', 'cstype', 'deg', 'curv', 'surf']);

function looksLikeObj(text: string): boolean {
  for (const raw of text.split(/\r?\n/, 200)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    return OBJ_KEYWORDS.has(line.split(/\s+/)[0]!);
  }
  return false;
}

/** UTF-8 text without control characters other than tab, line breaks and form feed. */
function isPlainText(head: Buffer): boolean {
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    // stream: a multi-byte character cut at the end of the head is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
