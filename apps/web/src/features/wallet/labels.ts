import { useI18n, type MessageKey } from '../../i18n';
import { walletEnUS } from './i18n';
import './wallet.css';

/** The wallet's own labels. Money, status tags and table helpers shared with other features: components/. */

/** The catalogue key of a known wallet word, else null (kinds from other modules show their raw name). */
function known(key: string): MessageKey | null {
  return key in walletEnUS ? (key as MessageKey) : null;
}

/** A bill's kind (ledger transaction kind) in the viewer's language. */
export function useKindLabel() {
  const { t } = useI18n();
  return (kind: string) => {
    const key = known(`wallet.kind.${kind}`);
    return key ? t(key) : kind;
  };
}

/** A points event kind (check-in, task …). */
export function usePointsKindLabel() {
  const { t } = useI18n();
  return (kind: string) => {
    const key = known(`activity.kind.${kind}`);
    return key ? t(key) : kind;
  };
}
