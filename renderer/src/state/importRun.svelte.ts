// One kind of import in the Library (rules documents, card data): its progress while one runs, then its summary, or
// why it failed, for the Library view to show.
import type { ApiResult, ImportProgress } from '../../../core/contract.ts';

/** An upload method of the API (importDocument, importCards): the file's name and bytes, progress as it goes. */
export type Upload<T> = (
  request: { readonly fileName: string; readonly content: Uint8Array },
  onProgress: (progress: ImportProgress) => void,
) => Promise<ApiResult<T>>;

export class ImportRun<T> {
  /** How far the running import has come, or null when none is running. */
  progress: ImportProgress | null = $state(null);
  /** The last import's summary. */
  summary: T | null = $state(null);
  /** Why the last import, or the listing or removal of what this kind imported, failed. */
  error: string | null = $state(null);

  /** Imports the file; false when it was refused, the error then naming the file. */
  async run(file: File, upload: Upload<T>): Promise<boolean> {
    this.error = null;
    this.summary = null;
    this.progress = { phase: 'reading', fraction: 0 };
    const content = new Uint8Array(await file.arrayBuffer());
    const result = await upload({ fileName: file.name, content }, (progress) => {
      this.progress = progress;
    });
    this.progress = null;
    if (!result.ok) {
      this.error = `${file.name} was not imported: ${result.error.message}`;
      return false;
    }
    this.summary = result.value;
    return true;
  }
}
