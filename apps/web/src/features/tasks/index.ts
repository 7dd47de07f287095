/**
 * What other features may use of the tasks feature (the import rule of docs/decisions/009-web-ui-layer.md:
 * another feature's pages/ and components/ are off limits, its index.ts, api.ts and labels are not).
 */
export { ChatMessages, Conversation } from './components/Conversation';
export { FileLinks } from './components/FileLinks';
export { DeliveryView } from './components/DeliveryView';
export { FilePicker, type PickedFile } from './components/FilePicker';
export { HomeTasks } from './components/HomeTasks';
export { Orbits } from './components/Orbits';
export { Coins, StatusTag, TaskLine } from './components/TaskBits';
export { TaskMissing } from './components/TaskMissing';
export { TaskCard } from './components/TaskCard';
