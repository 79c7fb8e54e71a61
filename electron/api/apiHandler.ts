import type { ApiResult, ImportProgress } from '../../core/contract.ts';

/** Answers one ArbiterApi call by name; never throws: failures come back as ApiResult errors. */
export interface ApiHandler {
  call(method: string, input: unknown, onProgress?: (progress: ImportProgress) => void): Promise<ApiResult<unknown>>;
}
