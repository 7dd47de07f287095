/**
 * The global search's kinds, in the order of its tabs, without zod: the web's search page reads the kind of its
 * address with them and loads no schemas (search.ts builds the enum from them).
 */
export const searchKinds = ['exhibition', 'convention', 'venue', 'task', 'designer', 'service', 'factory', 'model'] as const;
export type SearchKindName = (typeof searchKinds)[number];
