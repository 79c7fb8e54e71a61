import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, normalizeLineEndings } from './decode.ts';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const utf16le = (s: string, bom = true): Uint8Array => {
  const out = new Uint8Array((bom ? 2 : 0) + s.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    out[(bom ? 2 : 0) + i * 2] = s.charCodeAt(i) & 0xff;
    out[(bom ? 2 : 0) + i * 2 + 1] = s.charCodeAt(i) >> 8;
  }
  return out;
};
const utf16be = (s: string): Uint8Array => {
  const le = utf16le(s);
  const out = new Uint8Array(le.length);
  for (let i = 0; i < le.length; i += 2) [out[i], out[i + 1]] = [le[i + 1]!, le[i]!];
  return out;
};
const sample = 'It’s the “legend rule” — 704.5j – see 704.5k\n';

describe('decodeText', () => {
  it('reads UTF-8 with and without BOM', () => {
    expect(decodeText(utf8(sample))).toEqual({ ok: true, value: sample });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(sample)]))).toEqual({ ok: true, value: sample });
  });

  it('reads UTF-16 with either BOM', () => {
    expect(decodeText(utf16le(sample))).toEqual({ ok: true, value: sample });
    expect(decodeText(utf16be(sample))).toEqual({ ok: true, value: sample });
  });

  it('falls back to Windows-1252 when the bytes are not valid UTF-8', () => {
    // ’ “ ” — – in Windows-1252
    const bytes = new Uint8Array([0x49, 0x74, 0x92, 0x73, 0x20, 0x93, 0x78, 0x94, 0x20, 0x97, 0x20, 0x96, 0x0d, 0x0a]);
    expect(decodeText(bytes)).toEqual({ ok: true, value: 'It’s “x” — –\n' });
  });

  it('turns CRLF, bare CR and mixtures into LF', () => {
    expect(decodeText(utf8('a\r\nb\rc\nd\r\r\ne'))).toEqual({ ok: true, value: 'a\nb\nc\nd\n\ne' });
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ' ', '\r', '\n', '\r\n')), (parts) => {
        expect(normalizeLineEndings(parts.join(''))).not.toContain('\r');
      }),
    );
  });

  it('refuses empty, whitespace-only, PDF and binary input with a code', () => {
    expect(decodeText(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(decodeText(utf8(' \n\r\n '))).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(decodeText(utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toMatchObject({
      ok: false,
      error: { code: 'binary', message: expect.stringContaining('PDF') },
    });
    expect(decodeText(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 2, 3]))).toMatchObject({ ok: false, error: { code: 'binary' } });
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const result = decodeText(bytes);
        if (result.ok) expect(result.value).not.toContain('\r');
        else expect(['empty', 'binary']).toContain(result.error.code);
      }),
    );
  });
});
