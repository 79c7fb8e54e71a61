// One name for one count: a source's numbered entries (its sections, such as "704. State-Based Actions", and its rules
// and subrules) are counted the same way by the import summary, `arbiter sources` and the Library.
export const rulesAndSections = (count: number): string => `${count} rules and sections`;
