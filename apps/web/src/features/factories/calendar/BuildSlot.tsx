import type { QuoteRequest } from '../api';
import { useI18n } from '../../../i18n';
import { Note } from '../../../components/lite/Content';

/** The chosen factory's build slot on a request (decision 079): its name, then each crew day with its hours. */
export function BuildSlot({ slot }: { slot: QuoteRequest['buildSlot'] }) {
  const { t } = useI18n();
  if (!slot) return null;
  return (
    <Note testId="quote-build-slot">
      <strong>{t('factories.slot.title', { factory: slot.factory })}</strong>
      <ul>
        {slot.days.map((d) => (
          <li key={`${d.day}-${d.starts}-${d.crewName}`}>
            {t('factories.slot.day', { day: d.day, starts: d.starts, ends: d.ends, crew: d.crewName })}
          </li>
        ))}
      </ul>
    </Note>
  );
}
