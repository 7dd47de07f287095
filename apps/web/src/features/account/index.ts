/** What other features may use of the account feature (docs/decisions/009-web-ui-layer.md). */
export { useSignIn } from './components/useSignIn';
export { SmsCodeField } from './components/SmsCodeField';
export { PhoneAndCode } from './components/PhoneAndCode';
export { usePhoneForCode } from './components/useCodeSender';
export { codeChecks, currentPasswordChecks, phoneChecks, requiredCheck } from './components/rules';
