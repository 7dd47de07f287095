import type { FastifyInstance } from 'fastify';

/** Every feature module's route registration, in one list. */
export const modules: Array<(app: FastifyInstance) => Promise<void> | void> = [];
