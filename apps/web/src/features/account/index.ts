// The account feature's public surface: the 'Your data' section the profile page shows.
export { YourDataSection } from './components/your-data-section';
