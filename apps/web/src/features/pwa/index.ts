/** Installable, offline-capable Stride: the service worker's registration (src/sw/ is the worker). */
export { registerServiceWorker } from './register';
