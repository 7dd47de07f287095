import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A path the router cannot decode (a bad percent-escape) is answered like any other refusal: the envelope, the headers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a URL with a bad percent-escape', () => {
  for (const url of ['/api/Common/%ff', '/api/Gallery/image/%E0%A4%A', '/api/Common/%']) {
    it(`${url} answers 400 MALFORMED_REQUEST in the envelope with the security headers and a request id`, async () => {
      const res = await t.agent().get(url, { 'accept-language': 'en' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ success: false, errCode: 'failed', errorCode: 'MALFORMED_REQUEST', data: null });
      expect(res.body.errorMessage).toBe('The request is not valid HTTP.');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
      // nothing of the framework's own answer
      expect(JSON.stringify(res.body)).not.toContain('FST_ERR');
    });
  }
});
