import { describe, expect, it } from 'vitest';
import { isLocalHost, isLocalOrigin } from './localOnly.ts';

describe('isLocalHost', () => {
  it('accepts this machine at the listening port', () => {
    for (const host of ['127.0.0.1:5180', 'localhost:5180', 'LOCALHOST:5180', '[::1]:5180']) expect(isLocalHost(host, 5180)).toBe(true);
  });
  it('refuses other names, other ports, rebinding tricks and a missing header', () => {
    for (const host of [
      'evil.example:5180',
      '127.0.0.1.evil.example:5180',
      '127.0.0.2:5180',
      'localhost:80',
      '127.0.0.1:5181',
      'localhost.:5180',
      '',
      'localhost:5180:1',
      '0.0.0.0:5180',
    ])
      expect(isLocalHost(host, 5180), host).toBe(false);
    expect(isLocalHost(undefined, 5180)).toBe(false);
  });
  it('reads a host without port as port 80', () => {
    expect(isLocalHost('localhost', 80)).toBe(true);
    expect(isLocalHost('localhost', 5180)).toBe(false);
  });
});

describe('isLocalOrigin', () => {
  it('accepts no origin and this server origin', () => {
    expect(isLocalOrigin(undefined, 4000)).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:4000', 4000)).toBe(true);
    expect(isLocalOrigin('http://localhost:4000', 4000)).toBe(true);
  });
  it('refuses other sites, schemes, ports and "null"', () => {
    for (const origin of [
      'https://127.0.0.1:4000',
      'http://evil.example',
      'http://127.0.0.1:4001',
      'null',
      'file://',
      'http://127.0.0.1:4000/path',
    ])
      expect(isLocalOrigin(origin, 4000), origin).toBe(false);
  });
});
