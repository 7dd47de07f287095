import { Tag, type TagColor } from '../../../components/lite/Content';
import { useI18n, type MessageKey } from '../../../i18n';

/** antd's preset colours, in the AA shades of the plain tag (components/lite/content.css) */
const colors: Record<string, TagColor> = { draft: 'default', pending: 'gold', approved: 'green', rejected: 'red' };

/** The publishing state of an exhibition (draft, pending review, published, rejected), in plain markup. */
export function ExhibitionStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <Tag color={colors[status] ?? 'default'} testId={testId}>
      {t(`exhibitions.status.${status}` as MessageKey)}
    </Tag>
  );
}
