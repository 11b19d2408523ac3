// The auth feature's public surface: other features and the app import these, never its files directly.
export { useAuth, currentUserQueryOptions, type AuthState, type CurrentUser } from './api/get-current-user';
export { logout } from './api/logout';
export { useProviders } from './api/get-providers';
export { destinationAfterSignIn } from './lib/after-sign-in';
export { useLanguageSync } from './lib/use-language-sync';
// The personal-detail fields sign-up shares with profile setup (features/profile).
export { ErrorSummary } from './components/error-summary';
export { Field, LocationField, SexSelect } from './components/fields';
