/**
 * The admin command (docs/rules/accounts.md: admins are made here, never on the web).
 *
 *   npm run admin -- grant <phone>            make the member with this phone an admin
 *   npm run admin -- revoke <phone> [role]    take it away again (role: designer | business | factory;
 *                                             default: the role they had before the grant)
 *
 * Opens the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and applies
 * migrations like the server does. Each change is written to the audit log with the member
 * as actor and reason "command line".
 * Exit codes: 0 done (or nothing to do), 1 no member with that phone, 2 bad usage, phone or configuration.
 */
import { memberRole, phone as phoneField } from '@boothhub/shared';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { grantAdmin, revokeAdmin } from '../modules/admin/admin.service.js';

const USAGE = 'usage: npm run admin -- grant <phone>\n       npm run admin -- revoke <phone> [designer|business|factory]';

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

async function main(argv: string[]): Promise<number> {
  const [command, rawPhone, rawRole, ...extra] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !rawPhone || extra.length || (command === 'grant' && rawRole)) fail(2, USAGE);
  const phone = phoneField.safeParse(rawPhone);
  if (!phone.success) fail(2, `"${rawPhone}" is not a mainland mobile number (11 digits starting with 1, optionally +86).`);
  const role = rawRole === undefined ? undefined : memberRole.safeParse(rawRole);
  if (role && !role.success) fail(2, `"${rawRole}" is not a role; use designer, business or factory.\n${USAGE}`);

  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(2, e.message);
    throw e;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    const result = command === 'grant' ? await grantAdmin(database.db, phone.data, now) : await revokeAdmin(database.db, phone.data, now, role?.data);
    if (result.status === 'not_found') {
      console.error(`No member has the phone number ${phone.data}. They must register first.`);
      return 1;
    }
    const m = result.member;
    const who = `${m.nickname} (cardno ${m.cardno}, phone ${m.phone})`;
    if (command === 'grant') {
      console.log(
        result.status === 'changed' ? `Granted: ${who} is now an admin (was ${result.from}).` : `Nothing to do: ${who} is already an admin.`,
      );
    } else {
      console.log(
        result.status === 'changed'
          ? `Revoked: ${who} is no longer an admin; role is now ${m.role}.`
          : `Nothing to do: ${who} is not an admin (role ${m.role}).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
