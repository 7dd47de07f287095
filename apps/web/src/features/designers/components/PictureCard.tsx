import '../designers.css';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import type { GalleryPicture } from '@boothhub/shared/contracts/gallery';
import { CoverCard } from '../../../components/CoverCard';
import { Person } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';

/**
 * A gallery picture as a card (My Collection): the watermarked thumbnail, the work's title and its designer. Plain
 * markup (CoverCard).
 */
export function PictureCard({ item }: { item: GalleryPicture }) {
  return (
    <CoverCard
      to={`/designInfo?cardno=${item.designer.cardno}`}
      cover={item.thumb}
      emptyIcon={<Icon icon={PictureOutlined} />}
      cls="bh-picture"
      testId={`picture-card-${item.id}`}
      title={item.title}
    >
      <div className="bh-picture-card-by">
        <Person name={item.designer.nickname} src={item.designer.userlogo} id={item.designer.cardno} />
      </div>
    </CoverCard>
  );
}
