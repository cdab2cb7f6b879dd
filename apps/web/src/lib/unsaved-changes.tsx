import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AlertDialog } from '../components/alert-dialog';
import { selectAuth } from './auth/auth-slice';

/**
 * Forms on screen with changes not saved (issue 33: Company Settings dropped edits silently). Each
 * form registers whether it holds unsaved changes with `useUnsavedChanges`; the one prompt in the root
 * layout (`UnsavedChangesPrompt`) asks before the user leaves the page while any of them does. One
 * registry rather than a blocker per form: a router holds one blocker, and a page may hold several
 * forms (Company Settings' sections).
 */
const unsaved = new Set<symbol>();

/**
 * A reload, a closed tab or an address typed while a form is dirty: the browser's own "Leave site?"
 * prompt (its words are the browser's). Listened to only while a form is dirty, so that a clean page
 * stays eligible for the back/forward cache.
 */
const askBeforeUnload = (event: BeforeUnloadEvent) => {
  if (unsaved.size === 0) return;
  event.preventDefault();
  // older Chromium and Safari ask only when returnValue is set
  event.returnValue = '';
};

function register(token: symbol) {
  if (unsaved.size === 0) window.addEventListener('beforeunload', askBeforeUnload);
  unsaved.add(token);
}

function unregister(token: symbol) {
  unsaved.delete(token);
  if (unsaved.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
}

/**
 * Registers a form's unsaved changes: pass `formState.isDirty && !formState.isSubmitting` (a form
 * that saves and then navigates is not asked about; one that saved and stays resets, so it is clean).
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('unsaved form');
    register(token);
    return () => unregister(token);
  }, [dirty]);
}

/** A form is dirty somewhere on the page. */
export const hasUnsavedChanges = () => unsaved.size > 0;

type StoreState = Parameters<typeof selectAuth>[0];

type UnsavedChangesPromptProps = {
  /**
   * A page of a visitor not logged in (sign-in, registration): it asks while no one is logged in, so a
   * sign-in that succeeds leaves at once. Otherwise it asks while logged in, so a logout leaves at once.
   */
  signedOut?: boolean;
  /** paths the page's form itself leads to (sign-in's "Forgot password?"): not asked about. */
  onward?: readonly string[];
};

/**
 * Asks "Leave without saving?" when the user goes to another page of the portal (a link, the menu,
 * Back) while a form holds unsaved changes. Never holds back a logout or a sign-in (the session's
 * change leaves at once). A reload or a closed tab gets the browser's own prompt (above).
 */
export function UnsavedChangesPrompt({ signedOut = false, onward = [] }: UnsavedChangesPromptProps = {}) {
  const store = useStore<StoreState>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      selectAuth(store.getState()).loggedIn !== signedOut &&
      !onward.includes(nextLocation.pathname) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const stay = () => blocker.reset?.();
  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      onClose={stay}
      actions={
        <>
          <Button onClick={stay}>Stay on this page</Button>
          <Button variant="contained" color="error" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    >
      <Typography>You have changes on this page that are not saved. If you leave, they are lost.</Typography>
    </AlertDialog>
  );
}

/**
 * A form in a dialog (a reason code, a block's reason, a new API client): closing it while it holds
 * changes (Escape, the backdrop, Cancel) first asks "Discard your changes?". Its changes count as
 * unsaved for leaving the page and for a reload too. Render `prompt` beside the dialog; pass `close`
 * wherever the dialog closes without saving.
 */
export function useDialogCloseGuard(dirty: boolean, onClose: () => void): { close: () => void; prompt: ReactNode } {
  useUnsavedChanges(dirty);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  const prompt = (
    <AlertDialog
      open={asking}
      title="Discard your changes?"
      onClose={() => setAsking(false)}
      actions={
        <>
          <Button onClick={() => setAsking(false)}>Keep editing</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            Discard
          </Button>
        </>
      }
    >
      <Typography>What you entered in this dialog is not saved. If you close it, it is lost.</Typography>
    </AlertDialog>
  );
  return { close, prompt };
}
