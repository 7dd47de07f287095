import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime } from '../fields.js';
import { SAVED_SEARCH_MAX, savedSearchLabel, type SavedSearchFilters } from './savedSearchOptions.js';
import { listFilters } from './tasks.js';

export { SAVED_SEARCH_MAX, savedSearchLabel, type SavedSearchFilters };

/**
 * A designer's saved task-hall searches (docs/rules/messages.md, decision 074): the hall's filters, kept; each task
 * that starts recruiting and matches is told to the designer, at most one message an hour per search, batched.
 */
const { keyword, types, city, costMin, costMax, plazaMin, plazaMax } = listFilters;
export const savedFilters = z.strictObject({ keyword, types, city, costMin, costMax, plazaMin, plazaMax });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  /** the filters as kept: lists always arrays, empty ones left out */
  filters: z.object({
    keyword: z.string().optional(),
    types: z.array(z.string()).optional(),
    city: z.array(z.string()).optional(),
    costMin: z.number().int().optional(),
    costMax: z.number().int().optional(),
    plazaMin: z.number().int().optional(),
    plazaMax: z.number().int().optional(),
  }),
  /** the filters in a line, in the request's language (as the messages name the search) */
  label: z.string(),
  createdAt: isoDateTime,
  /** the last message about new matching tasks, or null */
  toldAt: isoDateTime.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const saveSearch = defineCall({
  path: 'Task/saveSearch',
  method: 'POST',
  access: 'member',
  summary: 'Designers: keep the task hall’s filters and be told of new matching tasks (the same filters again: the one kept)',
  body: savedFilters,
  data: savedSearchSchema,
});

export const savedSearches = defineCall({
  path: 'Task/savedSearches',
  method: 'POST',
  access: 'member',
  summary: "The caller's saved searches, newest first (at most SAVED_SEARCH_MAX)",
  body: z.strictObject({}),
  data: z.object({ listItem: z.array(savedSearchSchema), max: z.number().int() }),
});

export const deleteSavedSearch = defineCall({
  path: 'Task/deleteSavedSearch',
  method: 'POST',
  access: 'member',
  summary: 'Delete one of the caller’s saved searches',
  body: z.strictObject({ id }),
  data: z.object({ id: z.number().int() }),
});
