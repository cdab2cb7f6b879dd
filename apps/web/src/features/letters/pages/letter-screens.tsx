import { lazyComponent } from '../../../lib/lazy-component';

/*
 * The letters' four screens load in two steps: the route table imports this small module, which
 * imports the screens. The shell then lists only this module's chunk to preload, not the dozens of
 * shared chunks the screens need (their list lives in this chunk), so the portal's first load grows
 * by a few bytes instead of a few hundred (e2e/first-load-budget.e2e.ts); opening a letters screen
 * costs one more small request.
 */
const Pages = lazyComponent(() => import('./letter-pages'), 'LetterPages');

/** A letters screen by its route's path, inside the route's own Suspense boundary. */
export function LetterScreen({ path }: { path: string }) {
  return <Pages.Component path={path} />;
}
