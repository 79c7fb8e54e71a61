// The WHATWG Encoding API exists in every runtime core runs in (Node, Chromium, Electron's
// renderer); it is declared here because core compiles without DOM or Node types.
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  decode(input?: Uint8Array): string;
}
