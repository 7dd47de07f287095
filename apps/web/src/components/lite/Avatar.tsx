/*
 * The one avatar of the client (drawn by content.css), a module of its own: the header (in the entry) draws it too,
 * without the rest of Content.tsx.
 */

/** Colours for a member without a picture: white text reads on each (contrast at least 4.5:1). */
const AVATAR_COLOURS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ad1457', '#00695c', '#4e342e', '#37474f', '#283593'];

/** The colour of a member without a picture, always the same for the same `id` (a card number). */
export function avatarColour(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length]!;
}

/**
 * A member's round picture — the one avatar of the client, wherever a person is named. Without a
 * picture: the initial of `name` on a colour derived from `id` (their card number), or a grey circle when neither
 * is known; the style sheet draws the initial (`data-initial`), so the text around it stays the name alone.
 * Decorative: the name is beside it (alt="", hidden from screen readers: the name is read once). Sized (no layout
 * shift) and loaded lazily unless `eager` (a page's own head).
 */
export function Avatar({
  src,
  size = 40,
  name,
  id,
  eager,
}: {
  src?: string | null;
  size?: number;
  name?: string | null;
  id?: string;
  eager?: boolean;
}) {
  const style = { width: size, height: size, fontSize: size / 2 };
  if (src)
    return (
      <span className="bh-avatar" style={style}>
        <img src={src} alt="" width={size} height={size} loading={eager ? undefined : 'lazy'} />
      </span>
    );
  const first = name?.trim().codePointAt(0);
  const initial = first === undefined ? '' : String.fromCodePoint(first).toUpperCase();
  return (
    <span
      className="bh-avatar"
      style={initial ? { ...style, background: avatarColour(id ?? name ?? '') } : style}
      data-initial={initial}
      aria-hidden
    />
  );
}
