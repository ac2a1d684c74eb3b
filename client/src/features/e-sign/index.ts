/** The e-signature feature: the page behind an e-mailed signing link (its page imports the view). */
export { signingKeys } from './sign-api';
