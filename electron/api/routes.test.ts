import { describe, expect, it } from 'vitest';
import { apiMethods, uploadMethods } from '../../core/contract.ts';
import { openDatabase } from '../db/service.ts';
import { createApiHandler } from './handler.ts';
import { routes } from './routes.ts';

/** An input no method takes: every schema is strict, and the methods without arguments refuse a field too. */
const bogus = { bogus: 1 };

describe('the route table', () => {
  it('has one route for each contract method and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual([...apiMethods].sort());
    for (const method of uploadMethods)
      expect(routes[method].input.safeParse({ fileName: 'a.txt', content: new Uint8Array(1) }).success).toBe(true);
  });
  it('validates every method before answering, and names the method and the field', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    for (const method of apiMethods) {
      const answer = await api.call(method, bogus);
      expect(answer, method).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      if (!answer.ok) expect(answer.error.message, method).toMatch(new RegExp(`^${method}: `));
    }
    db.close();
  });
  it('answers every method without arguments the same for nothing, null and {}', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    for (const method of ['sources', 'types', 'cardFiles'] as const) {
      const answers = await Promise.all([undefined, null, {}].map((input) => api.call(method, input)));
      expect(answers[0]!.ok, method).toBe(true);
      expect(answers[1], method).toEqual(answers[0]);
      expect(answers[2], method).toEqual(answers[0]);
    }
    db.close();
  });
  it('turns an exception inside an answer into an "internal" error naming the method', async () => {
    const db = openDatabase(':memory:');
    const api = createApiHandler(db);
    db.close(); // every query now throws
    expect(await api.call('sources', undefined)).toMatchObject({ ok: false, error: { code: 'internal', message: /^sources failed: / } });
  });
});
