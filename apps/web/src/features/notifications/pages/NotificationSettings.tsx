import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { NotifyPrefs, OffsiteChannel } from '@boothhub/shared/contracts/notifications';
import { useI18n, type MessageKey } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { BusyMark, matches, required, TextField, useLiteForm } from '../../../components/lite/Form';
import { Switch } from '../../../components/lite/Switch';
import { useChange } from '../../../lib/api';
import { useNotice } from '../../../lib/notice';
import { notifyApi, notifyKeys } from '../api';

type Choices = Pick<NotifyPrefs, 'kinds' | 'quietHours' | 'digest'>;

/**
 * /personalCenter/notificationSettings: the address for e-mails (saved, then confirmed through the link mailed to it),
 * and per kind of event whether it also goes by e-mail, quiet hours and the daily digest (Notify/…). The message centre
 * always gets every event. Plain markup.
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
  const form = useLiteForm(
    { email: [required(t('form.required', { label: t('notify.email') })), matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t('notify.emailInvalid'))] },
    { email: prefs.email ?? '' },
  );
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
      <TextField {...form.field('email')} label={t('notify.email')} inputMode="email" autoComplete="email" maxLength={254} testId="notify-email" />
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

const withChannel = (channels: OffsiteChannel[], channel: OffsiteChannel, on: boolean) =>
  on ? [...new Set([...channels, channel])] : channels.filter((c) => c !== channel);

function ChoicesForm({ prefs }: { prefs: NotifyPrefs }) {
  const { t } = useI18n();
  const notice = useNotice();
  const save = useChange(notifyApi.setPrefs, notifyKeys.prefs);
  const [choices, setChoices] = useState<Choices>(prefs);
  useEffect(() => setChoices(prefs), [prefs]);
  const mail = prefs.available.includes('email');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { kinds: choices.kinds.map(({ kind, channels }) => ({ kind, channels })), quietHours: choices.quietHours, digest: choices.digest };
    save.mutate(body, { onSuccess: () => notice.success(t('notify.saved')) });
  };
  const setKind = (kind: string, on: boolean) =>
    setChoices((c) => ({ ...c, kinds: c.kinds.map((k) => (k.kind === kind ? { ...k, channels: withChannel(k.channels, 'email', on) } : k)) }));
  const quiet = choices.quietHours;
  return (
    <form className="bh-gap-top" onSubmit={submit}>
      <div className="bh-table-wrap">
        <table className="bh-table">
          <thead>
            <tr>
              <th scope="col">{t('notify.event')}</th>
              <th scope="col">{t('notify.site')}</th>
              {mail && <th scope="col">{t('notify.byEmail')}</th>}
            </tr>
          </thead>
          <tbody>
            {choices.kinds.map((k) => (
              <tr key={k.kind} data-testid={`notify-kind-${k.kind}`}>
                <th scope="row">{t(`notify.kind.${k.kind}` as MessageKey)}</th>
                <td className="bh-secondary">{t('notify.always')}</td>
                {mail && (
                  <td>
                    <Switch
                      checked={k.channels.includes('email')}
                      disabled={k.locked}
                      onChange={(on) => setKind(k.kind, on)}
                      hiddenLabel={`${t(`notify.kind.${k.kind}` as MessageKey)}: ${t('notify.byEmail')}`}
                      label={k.locked ? <span className="bh-secondary">{t('notify.locked')}</span> : undefined}
                      testId={`notify-email-${k.kind}`}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mail && (
        <>
          <Switch
            className="bh-gap-top-s"
            checked={quiet.on}
            onChange={(on) => setChoices((c) => ({ ...c, quietHours: { ...c.quietHours, on } }))}
            label={t('notify.quiet')}
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
          <Switch
            className="bh-gap-top-s"
            checked={choices.digest}
            onChange={(digest) => setChoices((c) => ({ ...c, digest }))}
            label={t('notify.digest')}
            testId="notify-digest"
          />
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
