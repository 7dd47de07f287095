import type { ReactNode } from 'react';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useI18n } from '../../../i18n';
import { Note, Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';

export interface RulesLike {
  maxHeightCm?: number | null;
  maxStoreys?: number | null;
  rigging?: boolean | null;
  fireNotes?: string | null;
  fireNotesEn?: string | null;
}

/** The exhibition's build rules as a list (detail page, task page). */
export function RulesList({ rules }: { rules: RulesLike | null | undefined }) {
  const { t, lang } = useI18n();
  const fire = lang === 'en-US' ? rules?.fireNotesEn || rules?.fireNotes : rules?.fireNotes;
  const lines = [
    typeof rules?.maxHeightCm === 'number' && t('exhibitions.rules.maxHeight', { metres: rules.maxHeightCm / 100 }),
    typeof rules?.maxStoreys === 'number' && t('exhibitions.rules.storeys', { count: rules.maxStoreys }),
    typeof rules?.rigging === 'boolean' && t(rules.rigging ? 'exhibitions.rules.riggingYes' : 'exhibitions.rules.riggingNo'),
    fire && t('exhibitions.rules.fire', { notes: fire }),
  ].filter((x): x is string => typeof x === 'string' && x !== '');
  if (lines.length === 0) return <span className="bh-secondary">{t('exhibitions.rules.none')}</span>;
  return (
    <ul className="bh-ex-rules" data-testid="ex-rules">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/**
 * The build rules in a panel; `breaches`: what a published brief breaks of them, which its publisher accepted when
 * publishing (the task page shows it to designers).
 */
export function RulesBox({ rules, title, breaches = [] }: { rules: RulesLike | null | undefined; title?: ReactNode; breaches?: string[] }) {
  const { t } = useI18n();
  return (
    <Panel
      title={
        <>
          <Icon icon={SafetyOutlined} /> {title ?? t('exhibitions.rules.title')}
        </>
      }
      testId="ex-rules-box"
    >
      <RulesList rules={rules} />
      {breaches.length > 0 && (
        <Note warning testId="task-rules-breach">
          <strong>{t('exhibitions.rulesWarn.accepted')}</strong>
          <ul>
            {breaches.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Note>
      )}
    </Panel>
  );
}
