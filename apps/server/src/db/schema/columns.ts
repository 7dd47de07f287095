import { integer, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A moment: timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A required reference: an integer column, not null, with a foreign key to `target` (the same schema as writing the three out). */
export const ref = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
