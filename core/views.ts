// The app's views by the name each has in its address ("#/rule/704.5j" in the window, "arbiter://rule/704.5j" from
// outside): the renderer's router and the desktop's link handling (electron/main/links.ts) read the same list.
export const viewNames = [
  'search',
  'rule',
  'glossary',
  'changes',
  'subtypes',
  'cards',
  'card',
  'simulator',
  'library',
  'settings',
] as const;

export type ViewName = (typeof viewNames)[number];
