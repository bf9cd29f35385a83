// Money formatting is one of the rules the api and the pages share: one copy, in the backend.
export { formatPence, formatPounds } from '@walkden/contract/money';
