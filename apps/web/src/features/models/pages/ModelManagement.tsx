import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Tag, type TagColor } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { coins, modelKeys, modelsApi, type ModelMineItem } from '../api';
import { entryColumn, MineTable, NewLink, statusColumn, updatedColumn } from '../../../components/MineBits';
import '../models.css';

const statusColor: Record<ModelMineItem['status'], TagColor> = { pending: 'gold', approved: 'green', rejected: 'red' };

/**
 * /personalCenter/modelManagement (Modelcenter/modelList): the member's models with state, downloads and earnings;
 * edit, delete (asking first). Plain markup, like the personal centre's other plain pages.
 */
export default function ModelManagement() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const list = usePagedList({ filter: {}, queryKey: modelKeys.mine, queryFn: modelsApi.mine, pageSize: 10 });
  const remove = async (id: number) => {
    await modelsApi.remove(id);
    await qc.invalidateQueries({ queryKey: modelKeys.all });
  };
  return (
    <MineTable<ModelMineItem>
      title={t('models.title.manage')}
      extra={
        <NewLink to="/personalCenter/modelUpload" testId="model-new">
          {t('models.title.upload')}
        </NewLink>
      }
      testId="model-manage"
      empty={t('models.mine.empty')}
      list={list}
      columns={[
        entryColumn(
          t('models.field.title'),
          (r) => (
            <Link to={`/modelDetail?id=${r.id}`}>
              <strong>{r.title}</strong>
            </Link>
          ),
          (r) => `${r.format.toUpperCase()} · ${r.price ? t('models.card.price', { coins: coins(r.price) }) : t('models.card.free')}`,
          (r) => r.thumbnail && <img src={r.thumbnail} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />,
        ),
        statusColumn(t('models.field.status'), (r) => (
          <Tag color={statusColor[r.status]} testId={`model-mine-status-${r.id}`}>
            {t(`models.status.${r.status}`)}
          </Tag>
        )),
        { key: 'downloads', title: t('models.field.downloads'), align: 'right', render: (r) => r.downloads },
        { key: 'earnings', title: t('models.field.earnings'), align: 'right', render: (r) => coins(r.earnings) },
        updatedColumn(t('models.field.updated'), (r) => r.updatedAt),
        {
          key: 'actions',
          title: t('common.actions'),
          render: (r) => (
            <div className="bh-row-wrap bh-row-wrap-s">
              <Link
                to={`/personalCenter/modelEdit?id=${r.id}`}
                className="bh-btn bh-btn-link bh-btn-link-primary bh-btn-small"
                data-testid={`model-edit-${r.id}`}
              >
                {t('models.edit')}
              </Link>
              <ConfirmButton
                question={t('models.deleteConfirm')}
                okText={t('models.delete')}
                danger
                onConfirm={() => remove(r.id)}
                className="bh-btn bh-btn-link bh-btn-small bh-btn-danger"
                testId={`model-delete-${r.id}`}
                okTestId={`model-delete-ok-${r.id}`}
              >
                {t('models.delete')}
              </ConfirmButton>
            </div>
          ),
        },
      ]}
    />
  );
}
