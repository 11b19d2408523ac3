// The moderation feature's public surface for other features (events, clubs, profiles).
export { ReportButton, type ReportButtonProps } from './components/report-button';
