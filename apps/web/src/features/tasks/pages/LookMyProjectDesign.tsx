import { LookMyProjectDesign } from './PreviewDesign';

export default LookMyProjectDesign;
