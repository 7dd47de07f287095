import { createRequire } from 'node:module';

/**
 * node-postgres 8.11+ builds, for every result, an empty row object with one key per column (`Object.create(null)`,
 * a key set per field, then a spread copy) to clone rows from — in object row mode. It builds it in array row mode too,
 * where no row is ever cloned from it: Drizzle reads every select as arrays, so each statement paid for an object it
 * threw away, 7–8 % of the server's CPU on `Member/userInfo` and a task's detail (one row of 25–40 columns; upstream
 * brianc/node-postgres#3055, open). In array mode only, the field descriptions and parsers are set as before and that
 * object is not built (decision 054). Object mode is untouched. `pg-array-rows.test.ts` checks both modes' rows.
 */
interface ResultLike {
  rowAsArray: boolean;
  fields: unknown[];
  _parsers?: Array<(value: unknown) => unknown>;
  _types?: { getTypeParser(oid: number, format: string): (value: unknown) => unknown };
}
type FieldDescription = { dataTypeID: number; format?: string };

const require = createRequire(import.meta.url);

export function skipPrebuiltRowsInArrayMode(): boolean {
  const resultPath = require.resolve('pg/lib/result.js');
  const Result = require(resultPath) as {
    new (rowMode: string): ResultLike;
    prototype: ResultLike & { addFields(f: FieldDescription[]): void };
  };
  // pg's own pg-types (its parsers when a query brings none)
  const types = createRequire(resultPath)('pg-types') as { getTypeParser(oid: number, format: string): (value: unknown) => unknown };
  const original = Result.prototype.addFields;
  if ((original as { arrayModeLean?: boolean }).arrayModeLean) return true;
  // a node-postgres that no longer looks like this (no array flag) keeps its own
  if (typeof original !== 'function' || new Result('array').rowAsArray !== true || new Result('object').rowAsArray !== false) return false;
  const lean = function (this: ResultLike, descriptions: FieldDescription[]) {
    if (!this.rowAsArray) return original.call(this as never, descriptions);
    this.fields = descriptions;
    const parsers = new Array<(value: unknown) => unknown>(descriptions.length);
    const source = this._types ?? types;
    for (let i = 0; i < descriptions.length; i++) parsers[i] = source.getTypeParser(descriptions[i]!.dataTypeID, descriptions[i]!.format || 'text');
    if (descriptions.length) this._parsers = parsers;
  };
  Object.assign(lean, { arrayModeLean: true });
  Result.prototype.addFields = lean;
  return true;
}
