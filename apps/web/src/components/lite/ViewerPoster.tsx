import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Icon } from './Icon';
import './poster.css';

/**
 * The still picture a heavy viewer (three.js: a model's 3D view, a venue's 360° panorama) shows until the reader asks
 * for it, as Sketchfab's embeds do: the picture (or a neutral box without one) at the viewer's size, so nothing moves
 * when it opens, and a real button that calls `onOpen`; the page then mounts the viewer, which loads its chunks. The
 * button is `${testId}-open`, the box `${testId}-poster`. `size`: a class giving the box its height (the viewer's),
 * or `height` in px.
 */
export function ViewerPoster({
  picture,
  alt,
  label,
  hint,
  icon,
  onOpen,
  height,
  size,
  testId,
}: {
  picture: string | null;
  /** the picture's alt text */
  alt: string;
  /** the button's text (its accessible name) */
  label: string;
  /** a line under the button (a count, a size) */
  hint?: string;
  icon?: IconDefinition;
  onOpen: () => void;
  height?: number;
  size?: string;
  testId: string;
}) {
  return (
    <div className={`bh-poster${size ? ` ${size}` : ''}`} style={height ? { height } : undefined} data-testid={`${testId}-poster`}>
      {/* the poster is the page's largest picture: asked for first (decision 085) */}
      {picture && <img src={picture} alt={alt} className="bh-poster-img" decoding="async" fetchPriority="high" />}
      <div className="bh-poster-over">
        <button type="button" className="bh-btn bh-btn-primary bh-btn-large" onClick={onOpen} data-testid={`${testId}-open`}>
          {icon && <Icon icon={icon} />}
          {label}
        </button>
        {hint && <span className="bh-poster-hint">{hint}</span>}
      </div>
    </div>
  );
}
