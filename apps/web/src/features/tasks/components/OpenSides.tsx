/**
 * Open sides as pictures (docs/rules/tasks.md): a booth seen from above, its closed sides drawn as thick walls and its
 * open sides as dashed aisle edges. 1 inline (three walls), 2 corner, 3 peninsula, 4 island (no walls). Plain SVG
 * (decision 045); the publish form's picker is OpenSidesPicker.tsx.
 */
const walls: Record<number, Array<'top' | 'left' | 'right' | 'bottom'>> = {
  1: ['top', 'left', 'right'],
  2: ['top', 'left'],
  3: ['top'],
  4: [],
};
const edges = {
  top: { x1: 8, y1: 8, x2: 72, y2: 8 },
  left: { x1: 8, y1: 8, x2: 8, y2: 52 },
  right: { x1: 72, y1: 8, x2: 72, y2: 52 },
  bottom: { x1: 8, y1: 52, x2: 72, y2: 52 },
} as const;

export function OpenSidesPicture({ opens, size = 80 }: { opens: number; size?: number }) {
  const closed = walls[opens] ?? [];
  return (
    <svg width={size} height={(size * 60) / 80} viewBox="0 0 80 60" role="img" aria-hidden="true" className="bh-opens-svg">
      <rect x="8" y="8" width="64" height="44" fill="#e9f0ff" />
      {(Object.keys(edges) as Array<keyof typeof edges>).map((side) =>
        closed.includes(side) ? (
          <line key={side} {...edges[side]} stroke="#1f2a44" strokeWidth="5" strokeLinecap="square" />
        ) : (
          <line key={side} {...edges[side]} stroke="#1f5fd1" strokeWidth="2" strokeDasharray="4 3" />
        ),
      )}
      <circle cx="40" cy="30" r="5" fill="#1f5fd1" opacity="0.6" />
    </svg>
  );
}
