// The locations feature's public surface: other features import these, never its files directly.
export { LocalityCombobox } from './components/locality-combobox';
export { useLocationSearch } from './api/search-locations';
