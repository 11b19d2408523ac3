// The clubs feature's public surface for other features.
export { ParkrunHowTo } from './components/parkrun-howto';
