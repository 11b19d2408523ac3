// The buddies feature's public surface: other features and the app import these, never its files.
export { useBlockUser } from './api/block-user';
export { suggestionsQueryOptions } from './api/get-suggestions';
