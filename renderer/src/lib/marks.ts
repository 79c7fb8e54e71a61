// Search snippets carry matched words between U+E000 and U+E001 (core/contract.ts); the view turns them into <mark>.

export interface TextPiece {
  readonly text: string;
  readonly marked: boolean;
}

const open = '\uE000';
const close = '\uE001';

/** Splits a snippet into plain and marked pieces; stray or unbalanced markers are dropped, never shown. */
export function splitMarks(snippet: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let marked = false;
  let current = '';
  const flush = (): void => {
    if (current !== '') pieces.push({ text: current, marked });
    current = '';
  };
  for (const character of snippet) {
    if (character === open || character === close) {
      flush();
      marked = character === open;
    } else {
      current += character;
    }
  }
  flush();
  return pieces;
}
