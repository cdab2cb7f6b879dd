import { startTransition } from 'react';
import { bootstrapSession } from '../lib/auth/session-bootstrap';
import { readSessionTokens } from '../lib/auth/token-storage';
import { preloadFooter } from './layout/public-layout';
import { preloadUiRoot } from './root-layout';
import type { AppRouter } from './router';
import type { RouteHandle } from './routes';
import type { AppStore } from './store';

/** An element's place in the prerendered page: its top element's index, then its index among its parent's children at each level. */
type Place = number[];

/** The place of an element of the prerendered page (`frame`: its top elements), attached or already replaced. */
function placeIn(frame: Element[], element: Element): Place | null {
  const place: Place = [];
  let node = element;
  while (!frame.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  place.unshift(frame.indexOf(node));
  return place;
}

const elementAt = (root: Element, place: Place): Element | undefined => place.reduce<Element | undefined>((element, index) => element?.children[index], root);

/** Sets a field's value as typing does: React (and react-hook-form through it) sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What a visitor does on the prerendered page until React's render replaces it: the text typed into its
 * fields, the field in focus, and a button pressed once the portal's script ran (a press before that does
 * nothing: the page's forms are `method="dialog"`, apps/web/first-paint.ts). React draws the same
 * elements in the same places, so when it has (its commit replaces the page's elements, seen by a
 * mutation observer before any other event) each is found again by its place and given back: nothing
 * typed is lost, and the press (Log In, Enter in a field) takes effect.
 */
function carryOverToReact(container: HTMLElement) {
  const frame = Array.from(container.children);
  let pressed: Element | null = null;
  let focused: Element | null = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || !frame.some((top) => top.contains(button))) return;
    event.preventDefault();
    pressed = button;
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && frame.some((top) => top.contains(event.target as Element))) focused = event.target;
  };
  container.addEventListener('click', onClick, true);
  container.addEventListener('focusin', onFocus);
  const fields = Array.from(container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="checkbox"]):not([type="radio"]), textarea'));
  const observer = new MutationObserver(() => {
    if (frame.some((top) => top.parentNode === container)) return; // not React's commit yet
    observer.disconnect();
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('focusin', onFocus);
    for (const field of fields) {
      const place = placeIn(frame, field);
      const drawn = place && elementAt(container, place);
      if (field.value !== field.defaultValue && drawn?.tagName === field.tagName) typeInto(drawn as HTMLInputElement, field.value);
    }
    const focusPlace = focused && placeIn(frame, focused);
    const focusDrawn = focusPlace && elementAt(container, focusPlace);
    if (focusDrawn instanceof HTMLElement) focusDrawn.focus();
    if (focusDrawn instanceof HTMLInputElement && focused instanceof HTMLInputElement && focused.selectionStart !== null) focusDrawn.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    const pressPlace = pressed && placeIn(frame, pressed);
    if (pressPlace) (elementAt(container, pressPlace) as HTMLElement | undefined)?.click();
  });
  observer.observe(container, { childList: true });
}

/** Resolves once the browser has painted a frame (a timer queued from the frame's animation callback runs after its paint). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : resolve()));

/**
 * React's first render, over the page the server may have sent prerendered in #root ('/', '/login': the
 * first paint without script, issue 30, apps/web/first-paint.ts). That page is what a visitor without a
 * session sees, so for one the session check runs now (it answers at once without a session) and the
 * render waits for the page's chunks, the theme's and the footer's: it then draws the same page in the
 * same place (no loading screen in between, no layout shift), and what the visitor typed or pressed
 * meanwhile carries over. The render is a transition: React renders in slices, and the visitor's input
 * in between still lands on the prerendered page and carries over. A stored session opens another page (home, the portal's chrome): the
 * prerendered one goes at once and the app starts as it does elsewhere, as it does on any path the
 * server sent without a page.
 */
export async function renderOverFirstPaint(container: HTMLElement, store: AppStore, router: AppRouter, render: () => void): Promise<void> {
  if (!container.hasChildNodes() || readSessionTokens()) {
    container.replaceChildren();
    render();
    return;
  }
  carryOverToReact(container);
  void store.dispatch(bootstrapSession());
  const pages = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.());
  // a chunk that fails to load: React renders anyway, and its error handling shows the failure
  await Promise.all([preloadUiRoot(), preloadFooter(), ...pages]).catch(() => undefined);
  // React's render is the start's longest task: the prerendered page is painted before it, on a busy
  // device too, where the chunks can arrive before the browser has drawn a frame
  await afterNextPaint();
  // a transition: React renders the page in slices that yield to the browser, not in one long task
  startTransition(render);
}
