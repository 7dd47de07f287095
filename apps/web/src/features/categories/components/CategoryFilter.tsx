/**
 * A list filter by one category tree (industry, design type, style, model category): the plain `CategorySelect` the
 * forms use too (one node in a native select, several in the plain MultiSelect), under the name the directories know.
 */
export { CategorySelect as CategoryFilter } from './CategorySelect';
