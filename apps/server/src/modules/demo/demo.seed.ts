import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** Demo accounts and content on an empty database (DEMO_DATA=1). Filled in by the accounts and admin modules. */
export async function seedDemoData(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {}
