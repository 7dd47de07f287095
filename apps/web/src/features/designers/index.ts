/** What other features may use of the designers feature (docs/decisions/009-web-ui-layer.md): the directory's card, the gallery picture's card and its favourite calls (My Collection). */
export { DesignerCard } from './components/DesignerCard';
export { designerKeys, designersApi, galleryApi, type DesignerCardItem } from './api';
export { PictureCard } from './components/PictureCard';
export { InviteCandidates, type TaskWords } from './components/InviteCandidates';
