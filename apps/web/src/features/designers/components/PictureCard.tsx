import { Card } from 'antd';
import { Link } from 'react-router';
import type { GalleryPicture } from '@boothhub/shared/contracts/gallery';

/** A gallery picture as a card (My Collection): the watermarked thumbnail, the work's title and its designer. */
export function PictureCard({ item }: { item: GalleryPicture }) {
  const to = `/designInfo?cardno=${item.designer.cardno}`;
  return (
    <Card
      size="small"
      cover={
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <img src={item.thumb} alt="" loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }} />
        </Link>
      }
      data-testid={`picture-card-${item.id}`}
    >
      <Link to={to}>{item.title}</Link>
      <div style={{ color: 'rgba(0, 0, 0, 0.55)', fontSize: 13 }}>{item.designer.nickname}</div>
    </Card>
  );
}
