import type { DataOf, identity } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { Secondary } from '../../../components/money';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { Pictures } from '../../../components/lite/Pictures';
import { memberColumn } from '../components/reviewColumns';

type Row = DataOf<typeof identity.identityList>['listItem'][number];
const statuses = ['pending', 'approved', 'rejected'] as const;

/**
 * /admin/identity: the identity verification queue with the ID photos (signed links valid a few minutes, fetched
 * again with the list), approve (pays the inviter's reward once) or reject with a reason. Plain markup.
 */
export default function WalletIdentities() {
  const { t } = useI18n();
  const title = (approve: boolean) => (r: Row) =>
    t(approve ? 'wallet.review.approveIdentityTitle' : 'wallet.review.rejectIdentityTitle', { name: r.realname });
  return (
    <ReviewQueue
      spec={{
        title: 'wallet.title.adminIdentities',
        testId: 'admin-identities',
        searchPlaceholder: 'wallet.review.keywordMember',
        statuses,
        rowKey: 'cardno',
        pageSize: 10,
        queryKey: adminWalletKeys.identities,
        list: adminWalletApi.identityList,
        // the photo links expire after a few minutes
        staleTime: 60_000,
        refetchInterval: 4 * 60_000,
        invalidate: adminWalletKeys.all,
        columns: [
          memberColumn<Row>(t, (r) => formatDateTime(r.dates)),
          {
            key: 'identity',
            title: t('wallet.review.identity'),
            width: 190,
            render: (r) => (
              <div className="bh-wallet-cell" data-testid={`admin-identity-${r.cardno}`}>
                <strong>{r.realname}</strong>
                <Secondary>{r.idno}</Secondary>
              </div>
            ),
          },
          {
            key: 'photos',
            title: t('wallet.review.photos'),
            width: 240,
            render: (r) => <IdPhotos row={r} />,
          },
        ],
        statusTestId: (r) => `admin-identity-status-${r.cardno}`,
        widths: { status: 170, actions: 140 },
        stacked: ['identity', 'photos', 'member'],
        decisions: reviewDecisions({ testId: (r, act) => `admin-identity-${act}-${r.cardno}`, title }),
        review: (r, approve, v) => adminWalletApi.identityReview({ cardno: r.cardno, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}

const sides = ['front', 'back'] as const;

/**
 * A row's two ID photos as thumbnails (named by their side) that open the picture viewer (lite Pictures; closing it
 * gives the focus back to the thumbnail).
 */
function IdPhotos({ row }: { row: Row }) {
  const { t } = useI18n();
  return (
    <Pictures
      pictures={[row.frontUrl, row.backUrl]}
      name={row.realname}
      testId={`admin-identity-photos-${row.cardno}`}
      alts={sides.map((side) => t(`identity.${side}`))}
      thumb={{ width: 104, height: 66 }}
      item={(i) => ({ img: { 'data-testid': `admin-identity-${sides[i]}-${row.cardno}` } })}
    />
  );
}
