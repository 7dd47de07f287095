/** What other features may use of the complaints feature (see tasks/index.ts and docs/decisions/009-web-ui-layer.md). */
export { ComplaintModal } from './components/ComplaintModal';
export { DecisionText, MyComplaints } from './components/MyComplaints';
