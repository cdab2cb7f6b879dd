import { flushSync } from 'react-dom';
import { bootstrapSession } from '../lib/auth/session-bootstrap';
import { readSessionTokens } from '../lib/auth/token-storage';
import { preloadFooter } from './layout/public-layout';
import { preloadUiRoot } from './root-layout';
import type { AppRouter } from './router';
import type { RouteHandle } from './routes';
import type { AppStore } from './store';

/** An element's place under the root: the index among its parent's children at each level. */
type Place = number[];

function placeOf(root: Element, element: Element): Place | null {
  const place: Place = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}

const elementAt = (root: Element, place: Place): Element | undefined => place.reduce<Element | undefined>((element, index) => element?.children[index], root);

type Field = { place: Place; tag: string; value: string };
type Focus = { place: Place; start: number | null; end: number | null };

/** Sets a field's value as typing does: React (and react-hook-form through it) sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What a visitor did on the prerendered page before React drew it: the text typed into its fields, the
 * field in focus, and a button pressed once the portal's script ran (a press before that does nothing:
 * the page's forms are `method="dialog"`, apps/web/first-paint.ts). React draws the same elements in
 * the same places, so each is found again by its place and given back: nothing typed is lost, and the
 * press (Log In, Enter in a field) takes effect.
 */
function watchFirstPaint(container: HTMLElement) {
  let pressed: Place | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    pressed = placeOf(container, button);
  };
  container.addEventListener('click', onClick, true);
  return () => {
    container.removeEventListener('click', onClick, true);
    const fields: Field[] = [];
    for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      const place = placeOf(container, field);
      if (place && field.value !== field.defaultValue && field.type !== 'checkbox' && field.type !== 'radio') fields.push({ place, tag: field.tagName, value: field.value });
    }
    const active = document.activeElement;
    const activePlace = active && active !== container && container.contains(active) ? placeOf(container, active) : null;
    const focus: Focus | null = activePlace && { place: activePlace, start: (active as HTMLInputElement).selectionStart ?? null, end: (active as HTMLInputElement).selectionEnd ?? null };
    const press = pressed;
    /** After React's first render: the same state on React's elements. */
    return () => {
      for (const { place, tag, value } of fields) {
        const field = elementAt(container, place);
        if (field?.tagName === tag) typeInto(field as HTMLInputElement, value);
      }
      if (focus) {
        const element = elementAt(container, focus.place);
        if (element instanceof HTMLElement) element.focus();
        if (element instanceof HTMLInputElement && focus.start !== null) element.setSelectionRange(focus.start, focus.end);
      }
      if (press) (elementAt(container, press) as HTMLElement | undefined)?.click();
    };
  };
}

/** Resolves once the browser has painted a frame (a timer queued from the frame's animation callback runs after its paint). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : resolve()));

/**
 * React's first render, over the page the server may have sent prerendered in #root ('/', '/login': the
 * first paint without script, issue 30, apps/web/first-paint.ts). That page is what a visitor without a
 * session sees, so for one the session check runs now (it answers at once without a session) and the
 * render waits for the page's chunks, the theme's and the footer's: it then draws the same page in the
 * same place at once (no loading screen in between, no layout shift), and what the visitor typed or
 * pressed meanwhile carries over. A stored session opens another page (home, the portal's chrome): the
 * prerendered one goes at once and the app starts as it does elsewhere, as it does on any path the
 * server sent without a page.
 */
export async function renderOverFirstPaint(container: HTMLElement, store: AppStore, router: AppRouter, render: () => void): Promise<void> {
  if (!container.hasChildNodes() || readSessionTokens()) {
    container.replaceChildren();
    render();
    return;
  }
  const finishWatching = watchFirstPaint(container);
  void store.dispatch(bootstrapSession());
  const pages = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.());
  // a chunk that fails to load: React renders anyway, and its error handling shows the failure
  await Promise.all([preloadUiRoot(), preloadFooter(), ...pages]).catch(() => undefined);
  // React's render is the start's longest task: the prerendered page is painted before it, on a busy
  // device too, where the chunks can arrive before the browser has drawn a frame
  await afterNextPaint();
  const restore = finishWatching();
  flushSync(render);
  restore();
}
