import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Image, Input, Modal, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { nodeName, flatten, useMenusTree } from '../../categories';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { useSession } from '../../account/session';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { coins, modelKeys, modelsApi, useModel, viewableFormats } from '../api';
import { LazyModelViewer } from '../viewer/LazyModelViewer';
import '../models.css';
import { useIdParam } from '../../../lib/useRecord';
import { EntryEditLink } from '../../../components/MineBits';

/** Starts the browser's download of a signed link. */
function saveLink(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** /modelDetail?id= (Common/modelInfo): the viewer or the preview images, facts, buy/download with the PIN, favourite. */
export default function ModelDetail() {
  const { t, lang } = useI18n();
  const id = useIdParam();
  const model = useModel(id);
  const session = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const categories = flatten(useMenusTree('modelCategory').data ?? []);
  const styles = flatten(useMenusTree('style').data ?? []);
  const [pinOpen, setPinOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [form] = Form.useForm<{ paycode: string }>();
  const attempt = useRef<string | null>(null);

  if (!id) return <Result status="404" title={t('models.notFound')} />;
  if (model.isLoading) return <Spin />;
  if (model.isError || !model.data)
    return <Result status="404" title={t('models.notFound')} extra={<Link to="/modelCenter">{t('models.title.center')}</Link>} />;
  const m = model.data;
  const nameOf = (list: typeof categories, code: string | null) => {
    const n = list.find((c) => c.code === code);
    return n ? nodeName(n, lang) : (code ?? '—');
  };

  const download = async (paycode?: string) => {
    if (!session.loginState) {
      navigate(`/login?redirect=${encodeURIComponent(`/modelDetail?id=${m.id}`)}`);
      return;
    }
    setBusy(true);
    attempt.current ??= newIdempotencyKey();
    try {
      const r = await modelsApi.download(m.id, paycode, m.price, attempt.current);
      attempt.current = null;
      setPinOpen(false);
      form.resetFields();
      setDone(r.url);
      saveLink(r.url);
      await qc.invalidateQueries({ queryKey: modelKeys.all });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') attempt.current = null;
      if (isApiError(e) && e.errorCode === 'MODEL_PAYCODE_REQUIRED') setPinOpen(true);
      // the owner changed the price: show the new one (the error says it) before anyone buys again
      if (isApiError(e) && e.errorCode === 'MODEL_PRICE_CHANGED') {
        setPinOpen(false);
        await qc.invalidateQueries({ queryKey: modelKeys.detail(m.id) });
      }
    } finally {
      setBusy(false);
    }
  };

  const viewable = m.previewUrl && (viewableFormats as readonly string[]).includes(m.format);
  return (
    <Row gutter={[16, 16]} data-testid="model-detail">
      <Col xs={24} lg={16}>
        <Card size="small">
          {viewable ? (
            <LazyModelViewer url={m.previewUrl!} bbox={m.bbox} />
          ) : (
            <Alert type="info" showIcon message={t('models.viewer.noPreview')} className="bh-gap-bottom" />
          )}
          <div className="bh-model-images bh-gap-top">
            <Image.PreviewGroup>
              {m.images.map((img) => (
                <Image key={img.fileId} src={img.url} width={120} height={90} />
              ))}
            </Image.PreviewGroup>
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card
          title={<span data-testid="model-title">{m.title}</span>}
          extra={<FavouriteButton id={m.id} fav={m.fav} setFavourite={modelsApi.favourite} invalidate={[modelKeys.lists]} testId="model-fav" />}
        >
          {m.status !== 'approved' && (
            <Alert
              type={m.status === 'rejected' ? 'error' : 'warning'}
              showIcon
              message={t(`models.status.${m.status}`)}
              description={m.rejectReason ?? undefined}
              className="bh-gap-bottom"
            />
          )}
          <Typography.Title level={3} type={m.price ? 'danger' : 'success'} data-testid="model-detail-price">
            {m.price ? t('models.card.price', { coins: coins(m.price) }) : t('models.card.free')}
          </Typography.Title>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('models.field.category')}>{nameOf(categories, m.category)}</Descriptions.Item>
            {m.style && <Descriptions.Item label={t('models.field.style')}>{nameOf(styles, m.style)}</Descriptions.Item>}
            <Descriptions.Item label={t('models.field.format')}>{m.format.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={t('models.field.fileSize')}>{(m.fileSize / 1024 / 1024).toFixed(2)} MB</Descriptions.Item>
            {m.polygons !== null && <Descriptions.Item label={t('models.field.polygons')}>{m.polygons.toLocaleString()}</Descriptions.Item>}
            {m.bbox && (
              <Descriptions.Item label={t('models.field.size')}>
                {t('models.viewer.size', { x: m.bbox[0].toFixed(2), y: m.bbox[1].toFixed(2), z: m.bbox[2].toFixed(2) })}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('models.field.downloads')}>{m.downloads}</Descriptions.Item>
            {m.author && <Descriptions.Item label={t('models.field.author')}>{m.author}</Descriptions.Item>}
            {m.licence && <Descriptions.Item label={t('models.field.licence')}>{m.licence}</Descriptions.Item>}
          </Descriptions>
          {m.tags.length > 0 && (
            <Space wrap className="bh-gap-bottom">
              {m.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          )}
          {m.descr && <Typography.Paragraph>{m.descr}</Typography.Paragraph>}
          <Space wrap>
            {(m.can.download || m.can.buy || !session.loginState) && (
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={busy}
                onClick={() => (m.can.buy ? setPinOpen(true) : void download())}
                data-testid="model-download"
              >
                {m.can.buy ? t('models.buy', { coins: coins(m.price) }) : t('models.download')}
              </Button>
            )}
            {m.can.edit && <EntryEditLink to={`/personalCenter/modelEdit?id=${m.id}`}>{t('models.edit')}</EntryEditLink>}
          </Space>
          {m.bought && (
            <div className="bh-gap-top">
              <Tag color="green" data-testid="model-bought">
                {t('models.bought')}
              </Tag>
            </div>
          )}
          {done && (
            <div className="bh-gap-top">
              <a href={done} data-testid="model-download-link">
                {t('models.downloadAgain')}
              </a>
            </div>
          )}
        </Card>
      </Col>
      <Modal
        open={pinOpen}
        title={t('models.buyTitle', { title: m.title })}
        onCancel={() => setPinOpen(false)}
        onOk={() => form.submit()}
        okText={t('models.buyOk', { coins: coins(m.price) })}
        confirmLoading={busy}
        okButtonProps={{ id: 'model-buy-ok' }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void download(v.paycode)}>
          <Form.Item name="paycode" label={t('models.pin')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('models.pinRule') }]}>
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" data-testid="model-pin" />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
