import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './answers.js';
import { loadConfig, type AnswerCheck } from '../config.js';

const answer = z.object({ id: z.number(), name: z.string(), at: z.date().optional(), tags: z.array(z.string()).default([]) });

async function serve(check: AnswerCheck, data: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(check));
  app.setErrorHandler((err: Error, _req, reply) => reply.code(500).send({ failed: err.message }));
  app.get('/', { schema: { response: { 200: answer } } }, async () => data);
  const res = await app.inject({ url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('answers', () => {
  it('strict: an answer its schema lets through as it is, in the schema order', async () => {
    const at = new Date('2026-11-26T08:00:00Z');
    expect(await serve('strict', { name: 'a', id: 1, at, tags: ['x'] })).toEqual({
      status: 200,
      body: { id: 1, name: 'a', at: at.toISOString(), tags: ['x'] },
    });
  });

  it('strict: refuses an answer with a field its schema does not declare, a default to fill or a wrong type', async () => {
    for (const data of [
      { id: 1, name: 'a', tags: [], passwordHash: 'x' },
      { id: 1, name: 'a' },
      { id: '1', name: 'a', tags: [] },
    ]) {
      const res = await serve('strict', data);
      expect(res.status, JSON.stringify(data)).toBe(500);
    }
  });

  it("plain: checks a route's first answer in full (a leaking handler is refused), then sends answers unchecked", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(answerSerializer('plain'));
    app.setErrorHandler((err: Error, _req, reply) => reply.code(500).send({ failed: err.message }));
    const answers: unknown[] = [
      { id: 1, name: 'a', tags: [], passwordHash: 'x' },
      { id: 2, name: 'b', tags: [] },
      { id: 3, name: 'c', tags: [], extra: true },
    ];
    app.get('/', { schema: { response: { 200: answer } } }, async () => answers.shift());
    const got = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/' });
      got.push({ status: res.statusCode, body: res.json() });
    }
    await app.close();
    expect(got[0]!.status).toBe(500);
    expect(JSON.stringify(got[0]!.body)).not.toContain('passwordHash');
    expect(got[1]).toEqual({ status: 200, body: { id: 2, name: 'b', tags: [] } });
    // after the first, unchecked: what the handler answered
    expect(got[2]).toEqual({ status: 200, body: { id: 3, name: 'c', tags: [], extra: true } });
  });

  it('plain is the default with NODE_ENV=production, strict otherwise; ANSWER_CHECK chooses', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' }).answerCheck).toBe('plain');
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).answerCheck).toBe('strict');
    expect(loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production', ANSWER_CHECK: 'strict' }).answerCheck).toBe('strict');
  });
});
