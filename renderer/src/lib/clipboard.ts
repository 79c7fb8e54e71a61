// Copying for the judge: the clipboard may be refused or never answer (no focus, no permission), so a copy gives up
// after a second and the view says what to do instead.

/** Writes the text to the clipboard; false when the clipboard refused it or did not answer within a second. */
export async function copyText(text: string): Promise<boolean> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('clipboard timeout')), 1000));
  try {
    await Promise.race([navigator.clipboard.writeText(text), timeout]);
    return true;
  } catch {
    return false;
  }
}
