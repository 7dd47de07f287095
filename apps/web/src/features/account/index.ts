/** What other features may use of the account feature (docs/decisions/009-web-ui-layer.md). */
export { PhoneCodeField } from './components/PhoneCodeField';
export { useSignIn } from './components/useSignIn';
