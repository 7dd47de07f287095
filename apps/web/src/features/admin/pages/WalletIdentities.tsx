import { Image } from 'antd';
import { identity, type DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { Secondary } from '../../../components/money';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { memberColumn } from '../components/reviewColumns';

type Row = DataOf<typeof identity.identityList>['listItem'][number];
const statuses = ['pending', 'approved', 'rejected'] as const;

/**
 * /admin/identity: the identity verification queue with the ID photos (signed links valid a few minutes, fetched
 * again with the list), approve (pays the inviter's reward once) or reject with a reason.
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
            render: (_, r) => (
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
            render: (_, r) => (
              <Image.PreviewGroup>
                <div className="bh-id-thumbs">
                  {(
                    [
                      ['front', r.frontUrl],
                      ['back', r.backUrl],
                    ] as const
                  ).map(([side, src]) => (
                    <Image
                      key={side}
                      src={src}
                      alt={t(`identity.${side}`)}
                      width={104}
                      height={66}
                      style={{ objectFit: 'cover' }}
                      data-testid={`admin-identity-${side}-${r.cardno}`}
                    />
                  ))}
                </div>
              </Image.PreviewGroup>
            ),
          },
        ],
        statusTestId: (r) => `admin-identity-status-${r.cardno}`,
        widths: { status: 170, actions: 140, scrollX: 910 },
        stacked: ['identity', 'photos', 'member'],
        decisions: reviewDecisions({ testId: (r, act) => `admin-identity-${act}-${r.cardno}`, title }),
        review: (r, approve, v) => adminWalletApi.identityReview({ cardno: r.cardno, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}
