import { describe, expect, it } from 'vitest';
import { apiMethods } from '../../core/contract.ts';
import { describeLimit, fileLimits } from '../../core/limits.ts';
import { apiSchemas, describeIssues, isApiMethod } from './schemas.ts';

describe('apiSchemas', () => {
  it('has a schema for every contract method and nothing else', () => {
    expect(Object.keys(apiSchemas).sort()).toEqual([...apiMethods].sort());
    expect(isApiMethod('search')).toBe(true);
    expect(isApiMethod('constructor')).toBe(false);
    expect(isApiMethod('__proto__')).toBe(false);
  });
  it('accepts well-formed inputs', () => {
    expect(apiSchemas.search.safeParse({ query: 'legend rule', limit: 10, sourceId: 2 }).success).toBe(true);
    expect(apiSchemas.rule.safeParse({ number: '704.5j' }).success).toBe(true);
    expect(apiSchemas.sources.safeParse(undefined).success).toBe(true);
    expect(apiSchemas.subtype.safeParse({ word: 'Swamp', kind: 'creature' }).success).toBe(true);
    expect(apiSchemas.importDocument.safeParse({ fileName: 'cr.txt', content: new Uint8Array([65]) }).success).toBe(true);
  });
  it('refuses wrong types, unknown fields, bad kinds and oversized files, naming the field', () => {
    const wrongType = apiSchemas.search.safeParse({ query: 5 });
    expect(wrongType.success).toBe(false);
    if (!wrongType.success) expect(describeIssues(wrongType.error)).toMatch(/^query: /);
    const extra = apiSchemas.rule.safeParse({ number: '100.1', drop: 'table' });
    expect(extra.success).toBe(false);
    if (!extra.success) expect(describeIssues(extra.error)).toMatch(/drop/);
    const kind = apiSchemas.subtype.safeParse({ word: 'Elf', kind: 'tribal' });
    expect(kind.success).toBe(false);
    if (!kind.success) expect(describeIssues(kind.error)).toMatch(/^kind: /);
    expect(apiSchemas.search.safeParse({ query: 'x', limit: 0 }).success).toBe(false);
    expect(apiSchemas.removeSource.safeParse({ id: 1.5 }).success).toBe(false);
    expect(apiSchemas.importDocument.safeParse({ fileName: 'a.txt', content: 'text' }).success).toBe(false);
    // One limit per kind of file, the same as the CLI and HTTP (core/limits.ts).
    const big = apiSchemas.importDocument.safeParse({ fileName: 'a.txt', content: new Uint8Array(fileLimits.rules + 1) });
    expect(big.success).toBe(false);
    if (!big.success) expect(describeIssues(big.error)).toBe(`content: file is larger than ${describeLimit('rules')}`);
    expect(apiSchemas.importDocument.safeParse({ fileName: 'a.txt', content: new Uint8Array(fileLimits.rules) }).success).toBe(true);
    expect(apiSchemas.types.safeParse({ any: 1 }).success).toBe(false);
  });
});
