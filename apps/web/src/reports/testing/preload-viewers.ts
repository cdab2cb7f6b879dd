import { isLazyViewer } from '../products/lazy-screens';
import { PORTAL_PRODUCTS } from '../products/registry';

// Each product's viewer is its own chunk (issue 12), loaded when its first report is shown. A test
// file that imports this module has them all loaded before its tests run, so a report rendered in
// jsdom is on screen at once and the test reads it straight away.
await Promise.all(Object.values(PORTAL_PRODUCTS).map((portal) => (portal && isLazyViewer(portal.viewer) ? portal.viewer.load() : undefined)));
