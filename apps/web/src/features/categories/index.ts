/**
 * What other features use of the category trees (docs/decisions/009-web-ui-layer.md): the cached tree hook and the
 * pickers every filter and form shares.
 */
export { CategorySelect } from './components/CategorySelect';
export { CategoryField } from './components/CategoryField';
export { CategoryFilter } from './components/CategoryFilter';
export { CityCascader } from './components/CityCascader';
export { CityMultiSelect } from './components/CityMultiSelect';
export { cityValue, useRegions } from './components/regions';
export { flatten, nodeName, TREE_STALE_MS, useMenusTree } from './useMenusTree';
export { categoryKeys, type CategoryNode, type TreeName } from './api';
