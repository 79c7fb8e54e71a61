// Settings live in this browser's (or app's) localStorage: theme, text size, and the search history.

export type Theme = 'light' | 'dark' | 'system';

const storageKey = 'arbiter.settings';
const historyLimit = 30;

interface Stored {
  theme: Theme;
  textSize: number;
  history: string[];
}

function load(): Stored {
  const fallback: Stored = { theme: 'system', textSize: 100, history: [] };
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<Stored>;
    return {
      theme: raw.theme === 'light' || raw.theme === 'dark' ? raw.theme : 'system',
      textSize: typeof raw.textSize === 'number' && raw.textSize >= 80 && raw.textSize <= 200 ? raw.textSize : 100,
      history: Array.isArray(raw.history) ? raw.history.filter((entry) => typeof entry === 'string').slice(0, historyLimit) : [],
    };
  } catch {
    return fallback;
  }
}

export class Settings {
  theme: Theme = $state('system');
  textSize: number = $state(100);
  history: string[] = $state([]);

  constructor() {
    const stored = load();
    this.theme = stored.theme;
    this.textSize = stored.textSize;
    this.history = stored.history;
  }

  save(): void {
    localStorage.setItem(storageKey, JSON.stringify({ theme: this.theme, textSize: this.textSize, history: this.history }));
  }

  remember(query: string): void {
    const trimmed = query.trim();
    if (trimmed === '') return;
    this.history = [trimmed, ...this.history.filter((entry) => entry !== trimmed)].slice(0, historyLimit);
    this.save();
  }

  clearHistory(): void {
    this.history = [];
    this.save();
  }
}
