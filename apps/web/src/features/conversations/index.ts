export { chatLink } from './api';
export { MessageLink } from './MessageLink';
