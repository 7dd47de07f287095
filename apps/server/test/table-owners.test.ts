import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { tableOwners } from '../src/db/schema/owners.js';

/**
 * Each table has one owning module (src/db/schema/owners.ts; docs/architecture.md "Tables and their owners", decision
 * 071): only the owner's files name it — imported from the schema for drizzle, or written in SQL text (`from x`,
 * `join x`, `update x`, `insert into x`). Another module reads it through the owner's service (or a read model the
 * owner publishes) and writes it only through that service. The reads and writes that still cross are listed below,
 * each with its reason: a new one fails, and so does an entry no longer needed (the list only shrinks).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

const tables = Object.entries(schema)
  .filter(([, v]) => is(v, PgTable))
  .map(([name, t]) => ({ name, sqlName: getTableName(t as PgTable) }));
const byExport = new Map(tables.map((t) => [t.name, t]));
const bySqlName = new Map(tables.map((t) => [t.sqlName, t.name]));
const owners: Record<string, string> = tableOwners;

/** The crossings left, `module → table` (the schema's export name): why each is still there. */
const crossReads: Record<string, string> = {
  'admin → members': "the admin member list and the dashboard's counts filter and sort on members' columns in SQL",
  'complaints → members': 'the complaint queue joins the parties’ nicknames',
  'complaints → tasks': "the complaint queue joins the task's title and status for its filters",
  'conventions → members': 'the publisher’s nickname in the convention list',
  'conversations → members': 'the other member’s name, avatar and role in the conversations list and a thread',
  'designers → members': "the directory filters and sorts on the member's city, rating and role in SQL",
  'evaluations → members': 'the rated member’s name and averages',
  'evaluations → tasks': 'the evaluated task’s title in the lists',
  'exhibitions → members': 'the publisher’s nickname in the exhibition lists',
  'exhibitions → tasks': "an exhibition's tasks count and booth plots' hiring state in SQL",
  'exhibitions → venues': "the venue's name and city joined into the exhibition list's filters",
  'factories → members': "the directory filters and sorts on the member's city and role in SQL",
  'invitations → identities': "an invitee's approval state in the invitation list",
  'invitations → members': "the invitees' names and roles in the invitation list",
  'members → members': 'the profile reads its member row from accounts’ table (members is its read side of accounts)',
  'members → identities': "Member/userInfo's one query: the identity's state",
  'members → invitationRewards': "Member/userInfo's one query: the invitation totals",
  'members → ledgerAccounts': "Member/userInfo's one query: the coins",
  'members → paymentPins': "Member/userInfo's one query: whether a PIN is set",
  'members → sessions': "Member/userInfo's one query: the session's login time",
  'members → wechatBindings': "Member/userInfo's one query: whether WeChat is bound",
  'models → members': 'the author’s nickname in model lists and search',
  'services → members': "the designer's card (name, avatar, rating) in package lists and search",
  'tasks → members': "publishers' and designers' names and cards in task lists, details, signups and chats",
  'tasks → sessions': "the detail's 'online' mark of the other party",
};

/** The tables (export names) a file names: imported from the schema, or in SQL text inside template literals. */
function tablesNamed(code: string): Set<string> {
  const named = new Set<string>();
  for (const m of code.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'[./]*(?:db\/)?schema\/[^']*'/g)) {
    if (m[1]) continue; // a type names no table
    for (const part of m[2]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (byExport.has(name)) named.add(name);
    }
  }
  for (const literal of code.matchAll(/`[^`]*`/g)) {
    for (const m of literal[0].matchAll(/\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      const name = bySqlName.get(m[1]!.toLowerCase());
      if (name) named.add(name);
    }
  }
  return named;
}

/** Every non-test TypeScript file of each module (demo data and fixtures included: they are the module's code too). */
function moduleFiles(): Array<{ module: string; file: string; code: string }> {
  const out: Array<{ module: string; file: string; code: string }> = [];
  const modules = path.join(src, 'modules');
  for (const m of readdirSync(modules, { withFileTypes: true })) {
    if (!m.isDirectory()) continue;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.(test|fixtures)\.tsx?$/.test(e.name))
          out.push({ module: m.name, file: path.relative(src, p), code: readFileSync(p, 'utf8') });
      }
    };
    walk(path.join(modules, m.name));
  }
  return out;
}

describe('tables and their owners', () => {
  it('every table of the schema has one owner, a module of src/modules (or platform)', () => {
    const modules = new Set(
      readdirSync(path.join(src, 'modules'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((t) => !owners[t.name]).map((t) => t.name)).toEqual([]);
    expect(Object.keys(owners).filter((n) => !byExport.has(n))).toEqual([]);
    expect([...new Set(Object.values(owners))].filter((o) => o !== 'platform' && !modules.has(o))).toEqual([]);
  });

  it("no module names another module's table, but for the crossings listed with their reason", () => {
    const found = new Map<string, string[]>();
    for (const { module, file, code } of moduleFiles()) {
      for (const table of tablesNamed(code)) {
        const owner = owners[table];
        if (owner === module || module === 'demo') continue;
        const key = `${module} → ${table}`;
        found.set(key, [...(found.get(key) ?? []), file]);
      }
    }
    const unlisted = [...found].filter(([key]) => !crossReads[key]).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(unlisted, 'read it through its owner’s service, or list it in crossReads with the reason').toEqual([]);
    const stale = Object.keys(crossReads).filter((key) => !found.has(key));
    expect(stale, 'no longer crossing: take it off crossReads').toEqual([]);
  });

  it('finds a table named through the schema or in SQL text, and nothing in a type import or plain prose', () => {
    expect(tablesNamed("import { ledgerEntries, type NewRow } from '../../db/schema/index.js';")).toEqual(new Set(['ledgerEntries']));
    expect(tablesNamed('const q = sql`select sum(amount) from ledger_entries e join "ledger_accounts" a on a.id = e.account_id`;')).toEqual(
      new Set(['ledgerEntries', 'ledgerAccounts']),
    );
    expect(tablesNamed("import type { members } from '../../db/schema/index.js';\n// coins move from members to tasks")).toEqual(new Set());
  });
});
