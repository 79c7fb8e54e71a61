// The imported sources, the one import that may be running, and the card data imported for the simulator.
import type { ArbiterApi, CardFileInfo, CardImportSummary, ImportSummary, SourceInfo } from '../../../core/contract.ts';
import { cardsReplaced, type CardsReplaced } from '../lib/cardsReplaced.ts';
import { sourceLabel } from '../lib/citation.ts';
import { ImportRun } from './importRun.svelte.ts';
import { searchSession } from './searchSession.svelte.ts';

export class Library {
  sources: readonly SourceInfo[] = $state([]);
  loaded = $state(false);
  /** Rules documents: the import running or last run, and why listing or removing sources failed. */
  readonly rulesImport = new ImportRun<ImportSummary>();
  /** Card data (MTGJSON) for the simulator: the import running or last run, and why listing or removing files failed. */
  readonly cardImport = new ImportRun<CardImportSummary>();
  cardFiles: readonly CardFileInfo[] = $state([]);
  /** What the last card import replaced in the files imported before it. */
  cardsReplaced: readonly CardsReplaced[] = $state([]);

  constructor(private readonly api: ArbiterApi) {}

  /** How a citation names an imported source: "CR" for the Comprehensive Rules, else its title. */
  citationLabel(source: { readonly id: number; readonly title: string }): string {
    return sourceLabel(this.sources.find((known) => known.id === source.id)?.kind, source.title);
  }

  async refresh(): Promise<void> {
    const [result, cards] = await Promise.all([this.api.sources(), this.api.cardFiles()]);
    if (result.ok) {
      if (this.loaded) searchSession.forget(); // an import or removal: kept answers may name what is gone or miss what is new
      this.sources = result.value;
    } else this.rulesImport.error = result.error.message;
    if (cards.ok) this.cardFiles = cards.value;
    else this.cardImport.error = cards.error.message;
    this.loaded = true;
  }

  async importFile(file: File): Promise<boolean> {
    if (!(await this.rulesImport.run(file, (request, onProgress) => this.api.importDocument(request, onProgress)))) return false;
    await this.refresh();
    return true;
  }

  async importCards(file: File): Promise<boolean> {
    this.cardsReplaced = [];
    const before = this.cardFiles;
    if (!(await this.cardImport.run(file, (request, onProgress) => this.api.importCards(request, onProgress)))) return false;
    await this.refresh();
    this.cardsReplaced = cardsReplaced(before, this.cardFiles);
    return true;
  }

  async removeCardFile(id: number): Promise<void> {
    const result = await this.api.removeCardFile({ id });
    if (!result.ok) this.cardImport.error = result.error.message;
    await this.refresh();
  }

  async remove(id: number): Promise<void> {
    const result = await this.api.removeSource({ id });
    if (!result.ok) this.rulesImport.error = result.error.message;
    await this.refresh();
  }
}
