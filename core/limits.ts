// How large a file Arbiter reads, one limit per kind of file, defined once for the CLI, IPC and browser mode.

const mebibyte = 1024 * 1024;

/** Byte limits, counted while reading (a device file reports size 0), so nothing past them is ever held. */
export const fileLimits = {
  /** A rules document: the full Comprehensive Rules are about 1 MB; 20 MB leaves room for odd sources. */
  rules: 20 * mebibyte,
  /** A card data file as stored (compressed or not): MTGJSON's AllPrintings.json is about 500 MB. */
  cards: 1024 * mebibyte,
  /** What a compressed card file may expand to, so a decompression bomb stops early. */
  cardsExpanded: 2048 * mebibyte,
} as const;

export type FileKind = keyof typeof fileLimits;

/** "20 MB": how a limit is named in messages. */
export const describeLimit = (kind: FileKind): string => `${fileLimits[kind] / mebibyte} MB`;
