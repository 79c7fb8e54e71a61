// Zod schemas for every ArbiterApi input: the main side trusts nothing the renderer or an HTTP client sends.
import { z } from 'zod';
import { apiMethods, type ArbiterApi } from '../../core/contract.ts';
import { describeLimit, fileLimits, type FileKind } from '../../core/limits.ts';
import { subtypeKinds, type SubtypeKind } from '../../core/types/model.ts';

/** Longest text any field may carry; search copes with long strings, but nothing needs more than this. */
export const maxTextLength = 10_000;

const text = z.string().max(maxTextLength);
const sourceId = z.number().int().positive().optional();
/** A method without arguments: nothing, null or {} on the wire, undefined as the contract has it. */
const none = z.union([z.undefined(), z.null(), z.object({}).strict()]).transform(() => undefined);
/** A file the judge chose: its name and bytes, at most the limit for its kind (core/limits.ts, as the CLI and HTTP). */
const fileUpload = (kind: FileKind) =>
  z
    .object({
      fileName: z.string().min(1).max(255),
      content: z
        .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: "must be the file's bytes" })
        .refine((bytes) => bytes.byteLength <= fileLimits[kind], { message: `file is larger than ${describeLimit(kind)}` }),
    })
    .strict();

export const apiSchemas = {
  search: z.object({ query: text, limit: z.number().int().min(1).max(200).optional(), sourceId }).strict(),
  rule: z.object({ number: z.string().min(1).max(64), sourceId }).strict(),
  glossary: z.object({ term: z.string().min(1).max(200), sourceId }).strict(),
  sources: none,
  importDocument: fileUpload('rules'),
  removeSource: z.object({ id: z.number().int().positive() }).strict(),
  types: none,
  subtype: z
    .object({ word: z.string().min(1).max(200), kind: z.enum(subtypeKinds as [SubtypeKind, ...SubtypeKind[]]).optional() })
    .strict(),
  checkTypeLine: z.object({ text: z.string().max(1000) }).strict(),
  importCards: fileUpload('cards'),
  cardNames: z.object({ typed: z.string().max(200), limit: z.number().int().min(1).max(50).optional() }).strict(),
  card: z.object({ name: z.string().min(1).max(200) }).strict(),
  cardFiles: none,
  removeCardFile: z.object({ id: z.number().int().positive() }).strict(),
  changes: z
    .object({ olderId: sourceId, newerId: sourceId })
    .strict()
    .nullish()
    .transform((request) => request ?? undefined),
  ruleHistory: z.object({ number: z.string().min(1).max(64), sourceId }).strict(),
  findCards: z.object({ query: z.string().max(500), limit: z.number().int().min(1).max(200).optional() }).strict(),
  cardPage: z.object({ name: z.string().min(1).max(200) }).strict(),
  searchRulings: z.object({ query: text, limit: z.number().int().min(1).max(100).optional() }).strict(),
} as const satisfies Record<(typeof apiMethods)[number], z.ZodType>;

export type ApiMethod = (typeof apiMethods)[number];

/** What the contract says a method takes (undefined for a method without arguments). */
export type ApiInput<M extends ApiMethod> = Parameters<ArbiterApi[M]>[0];

/** Each method's input as the contract has it, and as its schema accepts and parses it. */
type ContractInputs = { [M in ApiMethod]: ApiInput<M> };
type SchemaInputs = { [M in ApiMethod]: z.input<(typeof apiSchemas)[M]> };
type SchemaOutputs = { [M in ApiMethod]: z.output<(typeof apiSchemas)[M]> };

/**
 * The schemas cannot drift from the contract: every schema accepts all the contract lets a caller send, and parses to
 * what its method takes. tsc names the method where either fails, here.
 */
type Within<A extends B, B> = [A, B];
export type SchemasMatchContract = [Within<ContractInputs, SchemaInputs>, Within<SchemaOutputs, ContractInputs>];

export function isApiMethod(name: string): name is ApiMethod {
  return (apiMethods as readonly string[]).includes(name);
}

/** One line naming each problem and where it is, e.g. "query: expected string, received number". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'input'}: ${issue.message}`).join('; ');
}
