import { describe, expect, it } from 'vitest';
import { changesAddress, hrefOf, parseHash, ruleAddress } from './router.svelte.ts';

describe('rule addresses', () => {
  it('a rule is the newest CR\'s unless "@source" names another version', () => {
    expect(ruleAddress('704.5j')).toEqual({ ruleNumber: '704.5j' });
    expect(ruleAddress('704.5j@2')).toEqual({ ruleNumber: '704.5j', sourceId: 2 });
    expect(ruleAddress('§2.1@3')).toEqual({ ruleNumber: '§2.1', sourceId: 3 });
    expect(ruleAddress('704.5j@x')).toEqual({ ruleNumber: '704.5j@x' });
  });
  it('survives the hash round trip', () => {
    expect(parseHash(hrefOf('rule', '702.26@2'))).toEqual({ view: 'rule', arg: '702.26@2' });
  });
});

describe('change list addresses', () => {
  it('name two sources, or none for the newest two', () => {
    expect(changesAddress('3..4')).toEqual({ olderId: 3, newerId: 4 });
    expect(changesAddress('')).toBeNull();
    expect(changesAddress('3..x')).toBeNull();
    expect(parseHash(hrefOf('changes', '1..2'))).toEqual({ view: 'changes', arg: '1..2' });
  });
});
