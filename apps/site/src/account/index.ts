// The account pages load on demand (see App): only what every page needs is exported from here.
export { RecoveryRedirect } from './RecoveryRedirect';
