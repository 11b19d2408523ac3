/** Home localities the time-zone tests use (real labels from the locality search), and an hour in ms. */
export const PERTH = 'Perth, WA 6000';
export const SYDNEY = 'Sydney, NSW 2000';
export const HOUR = 3_600_000;
