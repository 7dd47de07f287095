/**
 * What other features may use of the model centre (docs/decisions/009-web-ui-layer.md): the card (My Collection,
 * search), the list calls and the 3D viewer (task deliveries, build quotes' designs; lazily loaded, decision 034).
 */
export { ModelCard } from './components/ModelCard';
export { modelsApi, modelKeys, type ModelItem } from './api';
export { LazyModelViewer } from './viewer/LazyModelViewer';
export { ModelViewButton } from './components/ModelViewButton';
