/** The fan's own data (POPIA, decision 019): the download and the deletion of an account. */
export { PRIVACY_ERRORS } from './messages';
export { deleteMyAccount, deletionBlocker, eraseFanAccount, exportMyData, requestAccountDeletion, type MyData } from './own-data';
