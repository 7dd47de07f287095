import { useRef, useState } from 'react';
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { nodeName, flatten, useMenusTree } from '../../categories';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { PageSpin } from '../../../components/PageSpin';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { ResultView } from '../../../components/LinkResult';
import { Facts, Note, Panel, Person, Tag, type Fact } from '../../../components/lite/Content';
import { Dialog } from '../../../components/lite/Dialog';
import { BusyMark } from '../../../components/lite/Form';
import { Checkout } from '../../../components/Checkout';
import { Icon } from '../../../components/lite/Icon';
import { Pictures } from '../../../components/lite/Pictures';
import { ViewerPoster } from '../../../components/lite/ViewerPoster';
import { useSession } from '../../account/session';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { coins, modelKeys, modelsApi, useModel, viewableFormats, type ModelDetail as ModelInfo } from '../api';
import { LazyModelViewer } from '../viewer/LazyModelViewer';
import '../models.css';
import { useIdParam } from '../../../lib/useRecord';
import { formatBytes } from '../../../lib/bytes';

/** The 3D view's height in px, and its poster's. */
const VIEWER_HEIGHT = 420;

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

/**
 * /modelDetail?id= (Common/modelInfo): the viewer (behind its poster: three.js loads on a click, decision 053) or the
 * preview images, facts, download, or buy through the one checkout (components/Checkout.tsx), favourite. Plain markup (components/lite): a `lazyPage()` route
 * (decision 045's pattern); the checkout opens in a plain dialog.
 */
export default function ModelDetail() {
  const { t } = useI18n();
  const id = useIdParam();
  const model = useModel(id);
  // the buttons differ for a visitor and a member: wait for both answers
  const session = useSession();
  if (!id) return <ResultView status="404" title={t('models.notFound')} />;
  if (model.isLoading || !session.ready) return <PageSpin />;
  if (model.isError || !model.data)
    return <ResultView status="404" title={t('models.notFound')} extra={<Link to="/modelCenter">{t('models.title.center')}</Link>} />;
  return <ModelView m={model.data} />;
}

function ModelView({ m }: { m: ModelInfo }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const categories = flatten(useMenusTree('modelCategory').data ?? []);
  const styles = flatten(useMenusTree('style').data ?? []);
  const [pinOpen, setPinOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);
  const attempt = useRef<string | null>(null);
  const nameOf = (list: typeof categories, code: string | null) => {
    const n = list.find((c) => c.code === code);
    return n ? nodeName(n, lang) : (code ?? '—');
  };

  /** a free download (free, bought already, the owner, an admin); a paid one opens the checkout */
  const download = async () => {
    if (!session.loginState) {
      navigate(`/login?redirect=${encodeURIComponent(`/modelDetail?id=${m.id}`)}`);
      return;
    }
    setBusy(true);
    attempt.current ??= newIdempotencyKey();
    try {
      const r = await modelsApi.download(m.id, undefined, m.price, attempt.current);
      attempt.current = null;
      setDone(r.url);
      saveLink(r.url);
      await qc.invalidateQueries({ queryKey: modelKeys.all });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') attempt.current = null;
      if (isApiError(e) && e.errorCode === 'MODEL_PAYCODE_REQUIRED') setPinOpen(true);
    } finally {
      setBusy(false);
    }
  };

  const facts: Fact[] = [
    { key: 'category', label: t('models.field.category'), children: nameOf(categories, m.category) },
    ...(m.style ? [{ key: 'style', label: t('models.field.style'), children: nameOf(styles, m.style) }] : []),
    { key: 'format', label: t('models.field.format'), children: m.format.toUpperCase() },
    { key: 'fileSize', label: t('models.field.fileSize'), children: formatBytes(m.fileSize) },
    ...(m.polygons !== null ? [{ key: 'polygons', label: t('models.field.polygons'), children: m.polygons.toLocaleString() }] : []),
    ...(m.bbox
      ? [
          {
            key: 'size',
            label: t('models.field.size'),
            children: t('models.viewer.size', { x: m.bbox[0].toFixed(2), y: m.bbox[1].toFixed(2), z: m.bbox[2].toFixed(2) }),
          },
        ]
      : []),
    { key: 'downloads', label: t('models.field.downloads'), children: m.downloads },
    ...(m.author
      ? [{ key: 'author', label: t('models.field.author'), children: <Person name={m.author} src={m.authorLogo} size={24} testId="model-author" /> }]
      : []),
    ...(m.licence ? [{ key: 'licence', label: t('models.field.licence'), children: m.licence }] : []),
  ];
  const viewable = m.previewUrl && (viewableFormats as readonly string[]).includes(m.format);
  return (
    <div className="bh-container bh-detail-cols" data-testid="model-detail">
      <Panel>
        {!viewable ? (
          <Note>{t('models.viewer.noPreview')}</Note>
        ) : viewing ? (
          <LazyModelViewer url={m.previewUrl!} bbox={m.bbox} height={VIEWER_HEIGHT} />
        ) : (
          // the cover until the reader asks: the viewer and three.js (~140 KB gzip) load on the click (decision 053)
          <ViewerPoster
            picture={m.thumbnail ?? m.images[0]?.url ?? null}
            alt={m.title}
            label={t('models.viewer.open')}
            icon={CodeSandboxOutlined}
            onOpen={() => setViewing(true)}
            height={VIEWER_HEIGHT}
            testId="model-viewer"
          />
        )}
        {m.images.length > 0 && (
          <div className="bh-gap-top">
            <Pictures pictures={m.images.map((img) => img.url)} name={m.title} testId="model-images" />
          </div>
        )}
      </Panel>
      <Panel>
        <div className="bh-model-head">
          <h1 className="bh-h3" data-testid="model-title">
            {m.title}
          </h1>
          <FavouriteButton id={m.id} fav={m.fav} setFavourite={modelsApi.favourite} invalidate={[modelKeys.lists]} testId="model-fav" />
        </div>
        {m.status !== 'approved' && (
          <div className="bh-gap-bottom">
            <Note error={m.status === 'rejected'}>
              {t(`models.status.${m.status}`)}
              {m.rejectReason && <span className="bh-block">{m.rejectReason}</span>}
            </Note>
          </div>
        )}
        <p className={`bh-model-price ${m.price ? 'bh-model-price-paid' : 'bh-model-price-free'}`} data-testid="model-detail-price">
          {m.price ? t('models.card.price', { coins: coins(m.price) }) : t('models.card.free')}
        </p>
        <Facts items={facts} />
        {m.tags.length > 0 && (
          <div className="bh-row-wrap bh-row-wrap-s bh-model-tags">
            {m.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        )}
        {m.descr && <p className="bh-pre">{m.descr}</p>}
        <div className="bh-row-wrap">
          {(m.can.download || m.can.buy || !session.loginState) && (
            <button
              type="button"
              className="bh-btn bh-btn-primary"
              aria-busy={busy || undefined}
              // a visitor goes to log in first; a buyer gives the PIN
              onClick={busy ? undefined : () => (m.can.buy && session.loginState ? setPinOpen(true) : void download())}
              data-testid="model-download"
            >
              {busy ? <BusyMark /> : <Icon icon={DownloadOutlined} />}
              {m.can.buy ? t('models.buy', { coins: coins(m.price) }) : t('models.download')}
            </button>
          )}
          {m.can.edit && (
            <Link to={`/personalCenter/modelEdit?id=${m.id}`} className="bh-btn">
              <Icon icon={EditOutlined} />
              {t('models.edit')}
            </Link>
          )}
        </div>
        {m.bought && (
          <div className="bh-gap-top">
            <Tag color="green" testId="model-bought">
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
      </Panel>
      <BuyDialog
        m={m}
        open={pinOpen}
        onClose={() => setPinOpen(false)}
        onBought={async (url) => {
          setPinOpen(false);
          setDone(url);
          saveLink(url);
          await qc.invalidateQueries({ queryKey: modelKeys.all });
        }}
        onPriceChanged={async () => {
          // the owner changed the price: show the new one (the error says it) before anyone buys again
          setPinOpen(false);
          await qc.invalidateQueries({ queryKey: modelKeys.detail(m.id) });
        }}
      />
    </div>
  );
}

/** Buying a paid model before its download: the one checkout (components/Checkout.tsx) in a dialog. */
function BuyDialog({
  m,
  open,
  onClose,
  onBought,
  onPriceChanged,
}: {
  m: ModelInfo;
  open: boolean;
  onClose: () => void;
  onBought: (url: string) => Promise<void>;
  onPriceChanged: () => Promise<void>;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      title={t('models.buyTitle', { title: m.title })}
      onClose={onClose}
      footer={
        <button type="button" className="bh-btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
      }
    >
      <Checkout
        price={m.price}
        submitLabel={t('models.buyOk', { coins: coins(m.price) })}
        testId="model"
        submitId="model-buy-ok"
        pay={(paycode, key) => modelsApi.download(m.id, paycode, m.price, key)}
        onPaid={(r) => onBought(r.url)}
        onRefused={async (e) => {
          if (isApiError(e) && e.errorCode === 'MODEL_PRICE_CHANGED') await onPriceChanged();
        }}
      />
    </Dialog>
  );
}
