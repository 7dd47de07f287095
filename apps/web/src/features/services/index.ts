/** What other features may use of the services feature (docs/decisions/009-web-ui-layer.md): the designer page's section. */
export { BuyServiceLink, DesignerServices } from './components/DesignerServices';
