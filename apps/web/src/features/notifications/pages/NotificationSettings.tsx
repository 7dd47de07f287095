import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { NotifyPrefs, OffsiteChannel } from '@boothhub/shared/contracts/notifications';
import { EMAIL_MAX } from '@boothhub/shared/patterns';
import { useI18n, type MessageKey } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { BusyMark, LargeTextField, useLiteForm } from '../../../components/lite/Form';
import { Switch } from '../../../components/lite/Switch';
import { useChange } from '../../../lib/api';
import { useNotice } from '../../../lib/notice';
import { notifyApi, notifyKeys } from '../api';
import { emailChecks } from '../emailChecks';

type Choices = Pick<NotifyPrefs, 'kinds' | 'quietHours' | 'digest'>;

/**
 * /personalCenter/notificationSettings: the address for e-mails (saved, then confirmed through the link mailed to it),
 * the phone text messages go to (when the site sends SMS), and per kind of event whether it also goes by e-mail and by
 * SMS, quiet hours and the daily digest (Notify/…). The message centre always gets every event. Plain markup.
 */
export default function NotificationSettings() {
  const { t } = useI18n();
  const prefs = useQuery({ queryKey: notifyKeys.prefs, queryFn: notifyApi.prefs });
  const [params] = useSearchParams();
  const landed = params.get('email');
  return (
    <Panel title={t('notify.title')} level={1} large testId="notify-settings">
      <p className="bh-secondary">{t('notify.intro')}</p>
      {landed === 'verified' && (
        <p role="status" data-testid="notify-verified">
          {t('notify.justVerified')}
        </p>
      )}
      {landed === 'invalid' && <p role="alert">{t('notify.badLink')}</p>}
      {prefs.data ? (
        <>
          <EmailSection prefs={prefs.data} />
          <SmsSection prefs={prefs.data} />
          <ChoicesForm prefs={prefs.data} />
        </>
      ) : (
        <BusyMark />
      )}
    </Panel>
  );
}

function EmailSection({ prefs }: { prefs: NotifyPrefs }) {
  const { t } = useI18n();
  const notice = useNotice();
  const save = useChange(notifyApi.setEmail, notifyKeys.prefs);
  const form = useLiteForm({ email: emailChecks(t) }, { email: prefs.email ?? '' });
  if (!prefs.available.includes('email')) return <p data-testid="notify-email-off">{t('notify.emailOff')}</p>;
  const state = prefs.email ? t(prefs.emailVerified ? 'notify.emailVerified' : 'notify.emailPending', { email: prefs.email }) : t('notify.emailNone');
  return (
    <form
      className="bh-gap-top"
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate({ email: v.email.trim() }, { onSuccess: (p) => !p.emailVerified && notice.success(t('notify.emailSent')) }),
      )}
    >
      <p data-testid="notify-email-state">{state}</p>
      <LargeTextField
        {...form.field('email')}
        label={t('notify.email')}
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        testId="notify-email"
      />
      <p className="bh-row-actions">
        <button type="submit" className="bh-btn bh-btn-primary" aria-busy={save.isPending || undefined} data-testid="notify-email-save">
          {t('notify.emailSave')}
        </button>
        {prefs.email && (
          <button
            type="button"
            className="bh-btn"
            onClick={() => save.mutate({ email: null }, { onSuccess: () => notice.success(t('notify.emailRemoved')) })}
            data-testid="notify-email-remove"
          >
            {t('notify.emailRemove')}
          </button>
        )}
      </p>
    </form>
  );
}

/** The phone SMS go to (masked), or that the gateway refused it. */
function SmsSection({ prefs }: { prefs: NotifyPrefs }) {
  const { t } = useI18n();
  if (!prefs.available.includes('sms') || !prefs.phone) return null;
  return prefs.phoneRefused ? (
    <p role="alert" className="bh-gap-top" data-testid="notify-sms-state">
      {t('notify.smsRefused', { phone: prefs.phone })}
    </p>
  ) : (
    <p className="bh-gap-top" data-testid="notify-sms-state">
      {t('notify.smsTo', { phone: prefs.phone })}
    </p>
  );
}

const withChannel = (channels: OffsiteChannel[], channel: OffsiteChannel, on: boolean) =>
  on ? [...new Set([...channels, channel])] : channels.filter((c) => c !== channel);

function ChoicesForm({ prefs }: { prefs: NotifyPrefs }) {
  const { t } = useI18n();
  const notice = useNotice();
  const save = useChange(notifyApi.setPrefs, notifyKeys.prefs);
  const [choices, setChoices] = useState<Choices>(prefs);
  useEffect(() => setChoices(prefs), [prefs]);
  const mail = prefs.available.includes('email');
  const sms = prefs.available.includes('sms');
  const shown: Array<{ channel: OffsiteChannel; label: MessageKey }> = [
    ...(mail ? [{ channel: 'email' as const, label: 'notify.byEmail' as const }] : []),
    ...(sms ? [{ channel: 'sms' as const, label: 'notify.bySms' as const }] : []),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { kinds: choices.kinds.map(({ kind, channels }) => ({ kind, channels })), quietHours: choices.quietHours, digest: choices.digest };
    save.mutate(body, { onSuccess: () => notice.success(t('notify.saved')) });
  };
  const setKind = (kind: string, channel: OffsiteChannel, on: boolean) =>
    setChoices((c) => ({ ...c, kinds: c.kinds.map((k) => (k.kind === kind ? { ...k, channels: withChannel(k.channels, channel, on) } : k)) }));
  const quiet = choices.quietHours;
  return (
    <form className="bh-gap-top" onSubmit={submit}>
      <div className="bh-table-wrap">
        <table className="bh-table">
          <thead>
            <tr>
              <th scope="col">{t('notify.event')}</th>
              <th scope="col">{t('notify.site')}</th>
              {shown.map((c) => (
                <th key={c.channel} scope="col">
                  {t(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {choices.kinds.map((k) => (
              <tr key={k.kind} data-testid={`notify-kind-${k.kind}`}>
                <th scope="row">{t(`notify.kind.${k.kind}` as MessageKey)}</th>
                <td className="bh-secondary">{t('notify.always')}</td>
                {shown.map((c) => (
                  <td key={c.channel}>
                    {(k.offered ?? prefs.available).includes(c.channel) ? (
                      <Switch
                        checked={k.channels.includes(c.channel)}
                        disabled={k.locked}
                        onChange={(on) => setKind(k.kind, c.channel, on)}
                        hiddenLabel={`${t(`notify.kind.${k.kind}` as MessageKey)}: ${t(c.label)}`}
                        label={k.locked ? <span className="bh-secondary">{t('notify.locked')}</span> : undefined}
                        testId={`notify-${c.channel}-${k.kind}`}
                      />
                    ) : (
                      <span className="bh-secondary">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length > 0 && (
        <>
          <Switch
            className="bh-gap-top-s"
            checked={quiet.on}
            onChange={(on) => setChoices((c) => ({ ...c, quietHours: { ...c.quietHours, on } }))}
            label={t(sms ? 'notify.quietAll' : 'notify.quiet')}
            testId="notify-quiet"
          />
          {quiet.on && (
            <p className="bh-row-actions">
              <label>
                {t('notify.from')}{' '}
                <input
                  type="time"
                  className="bh-input"
                  value={quiet.start}
                  required
                  onChange={(e) => setChoices((c) => ({ ...c, quietHours: { ...c.quietHours, start: e.target.value } }))}
                  data-testid="notify-quiet-start"
                />
              </label>
              <label>
                {t('notify.to')}{' '}
                <input
                  type="time"
                  className="bh-input"
                  value={quiet.end}
                  required
                  onChange={(e) => setChoices((c) => ({ ...c, quietHours: { ...c.quietHours, end: e.target.value } }))}
                  data-testid="notify-quiet-end"
                />
              </label>
            </p>
          )}
          {mail && (
            <Switch
              className="bh-gap-top-s"
              checked={choices.digest}
              onChange={(digest) => setChoices((c) => ({ ...c, digest }))}
              label={t('notify.digest')}
              testId="notify-digest"
            />
          )}
        </>
      )}
      <p className="bh-gap-top">
        <button type="submit" className="bh-btn bh-btn-primary" aria-busy={save.isPending || undefined} data-testid="notify-save">
          {t('common.save')}
        </button>
      </p>
    </form>
  );
}
