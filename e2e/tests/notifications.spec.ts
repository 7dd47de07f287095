import { seriousA11yViolations } from '../a11y';
import { taskAt } from '../api-setup';
import { demo, expect, registerMember, test } from '../fixtures';

/**
 * E-mail notifications against the SMTP stand-in (apps/server/src/dev/smtp-standin.ts, started by the config): a
 * designer adds an address on the notification settings page, confirms it through the mailed link, is selected for a
 * task, and the mail that arrives links straight to the task; switching that kind off stops the next one.
 */
interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const standin = () => `http://127.0.0.1:${process.env.SMTP_STANDIN_HTTP_PORT}`;

/** The first mail to `to` that `match` accepts, waiting up to 20 s (the outbox sends every 2 s). */
async function mailTo(to: string, match: (m: Mail) => boolean): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(`${standin()}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail to ${to}: ${mails.map((m) => m.subject).join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('a designer with a confirmed address is selected for a task, and the mail links straight to it', async ({ signIn }) => {
  test.setTimeout(120_000);
  const account = await registerMember('designer');
  const des = await signIn(account);
  const biz = await signIn(demo.business);
  const email = `designer.${account.cardno}@mail.test`;

  await des.page.goto('/personalCenter/notificationSettings');
  await des.page.getByTestId('notify-email').fill(email);
  await des.page.getByTestId('notify-email-save').click();
  await expect(des.page.getByTestId('notify-email-state')).toContainText(email);

  const check = await mailTo(email, (m) => m.text.includes('/api/Notify/verifyEmail?t='));
  const confirm = /https?:\/\/\S+\/api\/Notify\/verifyEmail\?t=\S+/.exec(check.text)![0];
  await des.page.goto(confirm);
  await expect(des.page).toHaveURL(/\/personalCenter\/notificationSettings\?email=verified$/);
  await expect(des.page.getByTestId('notify-verified')).toBeVisible();
  await expect(des.page.getByTestId('notify-email-task.selected')).toBeChecked();
  expect(await seriousA11yViolations(des.page)).toEqual([]);

  const id = await taskAt('in_progress', biz, des);
  const selected = await mailTo(email, (m) => m.text.includes(`/orderDetail?id=${id}`));
  expect(selected.subject).toMatch(/^(You were selected|您被选中了)$/);
  expect(selected.html).toContain(`/orderDetail?id=${id}"`);
  const link = /https?:\/\/\S+\/orderDetail\?id=\d+/.exec(selected.text)![0];
  await des.page.goto(link);
  await expect(des.page).toHaveURL(new RegExp(`/orderDetail\\?id=${id}$`));
  await expect(des.page.getByText(/e2e booth/).first()).toBeVisible();

  // the settings page changes what the next event sends: "selected" switched off, the next selection mails nothing
  await des.page.goto('/personalCenter/notificationSettings');
  await des.page.getByTestId('notify-email-task.selected').click();
  await des.page.getByTestId('notify-save').click();
  await expect(des.page.getByTestId('notify-email-task.selected')).not.toBeChecked();
  const second = await taskAt('in_progress', biz, des);
  // a later event still mailed proves the outbox ran after the second selection
  const firstDelivery = await taskAt('completed', biz, des);
  await mailTo(email, (m) => m.text.includes(`/orderDetail?id=${firstDelivery}`));
  const mails = (await (await fetch(`${standin()}/mails?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  expect(mails.filter((m) => m.text.includes(`/orderDetail?id=${second}`))).toEqual([]);
});
