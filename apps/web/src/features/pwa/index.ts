/**
 * Installable, offline-capable Stride (src/sw/ is the worker). Importing this module registers the
 * service worker: main.tsx imports it once the page has loaded, so the entry carries only that import.
 */
import { registerServiceWorker } from './register';

registerServiceWorker();
