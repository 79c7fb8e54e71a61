// Bytes → text: UTF-8 (± BOM), UTF-16 with BOM, Windows-1252 when not valid UTF-8; line endings → LF.
import { err, ok, type Result, type Problem } from '../result.ts';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function decodeWith(label: string, bytes: Uint8Array, fatal: boolean): string | null {
  try {
    return new TextDecoder(label, { fatal }).decode(bytes);
  } catch {
    return null;
  }
}

/** Share of control characters (other than tab, LF, CR, FF) in a decoded text: high means binary. */
function controlShare(text: string): number {
  const sample = text.length > 65536 ? text.slice(0, 65536) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++;
  }
  return sample.length === 0 ? 0 : control / sample.length;
}

/** Every line ending (CRLF, bare CR, LF, and any mixture) becomes LF. */
export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export function decodeText(bytes: Uint8Array): Result<string, Problem> {
  if (bytes.length === 0) return err({ code: 'empty', message: 'the file is empty' });
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return err({ code: 'binary', message: 'the file is a PDF; export the rules as text first', at: 'byte 0' });
  }
  let text: string | null;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) text = decodeWith('utf-8', bytes.subarray(3), false);
  else if (startsWith(bytes, [0xff, 0xfe])) text = decodeWith('utf-16le', bytes.subarray(2), false);
  else if (startsWith(bytes, [0xfe, 0xff])) text = decodeWith('utf-16be', bytes.subarray(2), false);
  else text = decodeWith('utf-8', bytes, true) ?? decodeWith('windows-1252', bytes, false);
  if (text === null) return err({ code: 'binary', message: 'the file could not be decoded as text' });
  if (bytes.includes(0) && !startsWith(bytes, [0xff, 0xfe]) && !startsWith(bytes, [0xfe, 0xff])) {
    return err({ code: 'binary', message: 'the file contains NUL bytes: it is binary, not text', at: `byte ${bytes.indexOf(0)}` });
  }
  if (controlShare(text) > 0.01) return err({ code: 'binary', message: 'the file is mostly control characters: it is binary, not text' });
  if (text.trim() === '') return err({ code: 'empty', message: 'the file contains only whitespace' });
  return ok(normalizeLineEndings(text));
}
