// The imported sources, the one import that may be running, and the card data imported for the simulator.
import type { ArbiterApi, CardFileInfo, CardImportSummary, ImportProgress, ImportSummary, SourceInfo } from '../../../core/contract.ts';
import { cardsReplaced, type CardsReplaced } from '../lib/cardsReplaced.ts';
import { sourceLabel } from '../lib/citation.ts';
import { searchSession } from './searchSession.svelte.ts';

export class Library {
  sources: readonly SourceInfo[] = $state([]);
  loaded = $state(false);
  error: string | null = $state(null);
  progress: ImportProgress | null = $state(null);
  lastImport: ImportSummary | null = $state(null);
  /** Card data (MTGJSON) for the simulator: the last import's summary, or why it failed. */
  cardImport: CardImportSummary | null = $state(null);
  cardError: string | null = $state(null);
  importingCards = $state(false);
  /** How far the card data import has come (the fraction of the file read), or null when none is running. */
  cardProgress: ImportProgress | null = $state(null);
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
    } else this.error = result.error.message;
    if (cards.ok) this.cardFiles = cards.value;
    else this.cardError = cards.error.message;
    this.loaded = true;
  }

  async importFile(file: File): Promise<boolean> {
    this.error = null;
    this.lastImport = null;
    this.progress = { phase: 'reading', fraction: 0 };
    const content = new Uint8Array(await file.arrayBuffer());
    const result = await this.api.importDocument({ fileName: file.name, content }, (progress) => {
      this.progress = progress;
    });
    this.progress = null;
    if (!result.ok) {
      this.error = `${file.name} was not imported: ${result.error.message}`;
      return false;
    }
    this.lastImport = result.value;
    await this.refresh();
    return true;
  }

  async importCards(file: File): Promise<boolean> {
    this.cardError = null;
    this.cardImport = null;
    this.cardsReplaced = [];
    this.importingCards = true;
    const before = this.cardFiles;
    this.cardProgress = { phase: 'reading', fraction: 0 };
    const result = await this.api.importCards({ fileName: file.name, content: new Uint8Array(await file.arrayBuffer()) }, (progress) => {
      this.cardProgress = progress;
    });
    this.importingCards = false;
    this.cardProgress = null;
    if (!result.ok) {
      this.cardError = `${file.name} was not imported: ${result.error.message}`;
      return false;
    }
    this.cardImport = result.value;
    await this.refresh();
    this.cardsReplaced = cardsReplaced(before, this.cardFiles);
    return true;
  }

  async removeCardFile(id: number): Promise<void> {
    const result = await this.api.removeCardFile({ id });
    if (!result.ok) this.cardError = result.error.message;
    await this.refresh();
  }

  async remove(id: number): Promise<void> {
    const result = await this.api.removeSource({ id });
    if (!result.ok) this.error = result.error.message;
    await this.refresh();
  }
}
