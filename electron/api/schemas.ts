// Zod schemas for every ArbiterApi input: the main side trusts nothing the renderer or an HTTP client sends.
import { z } from 'zod';
import { describeLimit, fileLimits } from '../../core/limits.ts';
import { apiMethods, type ArbiterApi } from '../../core/contract.ts';
import { subtypeKinds, type SubtypeKind } from '../../core/types/model.ts';

/** Longest text any field may carry; search copes with long strings, but nothing needs more than this. */
export const maxTextLength = 10_000;
/** Largest document import accepted: the full CR is about 1 MB; 64 MB leaves room for odd sources. */
export const maxImportBytes = 64 * 1024 * 1024;

const text = z.string().max(maxTextLength);
const sourceId = z.number().int().positive().optional();
const none = z.union([z.undefined(), z.null(), z.object({}).strict()]);
/** A file the judge chose: its name and bytes (rules documents and card data alike). */
const fileUpload = z
  .object({
    fileName: z.string().min(1).max(255),
    content: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= maxImportBytes, {
      message: `file is larger than ${maxImportBytes / 1024 / 1024} MB`,
    }),
  })
  .strict();

/** Card data: MTGJSON's whole pool, plain or compressed, under the one card-data limit (core/limits.ts). */
const cardUpload = z
  .object({
    fileName: z.string().min(1).max(255),
    content: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= fileLimits.cards, {
      message: `file is larger than ${describeLimit('cards')}`,
    }),
  })
  .strict();

export const apiSchemas = {
  search: z.object({ query: text, limit: z.number().int().min(1).max(200).optional(), sourceId }).strict(),
  rule: z.object({ number: z.string().min(1).max(64), sourceId }).strict(),
  glossary: z.object({ term: z.string().min(1).max(200), sourceId }).strict(),
  sources: none,
  importDocument: fileUpload,
  removeSource: z.object({ id: z.number().int().positive() }).strict(),
  types: none,
  subtype: z
    .object({ word: z.string().min(1).max(200), kind: z.enum(subtypeKinds as [SubtypeKind, ...SubtypeKind[]]).optional() })
    .strict(),
  checkTypeLine: z.object({ text: z.string().max(1000) }).strict(),
  importCards: cardUpload,
  cardNames: z.object({ typed: z.string().max(200), limit: z.number().int().min(1).max(50).optional() }).strict(),
  card: z.object({ name: z.string().min(1).max(200) }).strict(),
  cardFiles: none,
  removeCardFile: z.object({ id: z.number().int().positive() }).strict(),
  findCards: z.object({ query: z.string().max(500), limit: z.number().int().min(1).max(200).optional() }).strict(),
  cardPage: z.object({ name: z.string().min(1).max(200) }).strict(),
  searchRulings: z.object({ query: text, limit: z.number().int().min(1).max(100).optional() }).strict(),
} as const satisfies Record<(typeof apiMethods)[number], z.ZodType>;

export type ApiMethod = keyof ArbiterApi;

export function isApiMethod(name: string): name is ApiMethod {
  return (apiMethods as readonly string[]).includes(name);
}

/** One line naming each problem and where it is, e.g. "query: expected string, received number". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'input'}: ${issue.message}`).join('; ');
}
