import { useEffect } from 'react';
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
 * Registers a form's unsaved changes: pass `formState.isDirty && !formState.isSubmitting` (a form
 * that saves and then navigates is not asked about; one that saved and stays resets, so it is clean).
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('unsaved form');
    unsaved.add(token);
    return () => {
      unsaved.delete(token);
    };
  }, [dirty]);
}

/** A form is dirty somewhere on the page. */
export const hasUnsavedChanges = () => unsaved.size > 0;

type StoreState = Parameters<typeof selectAuth>[0];

/**
 * Asks "Leave without saving?" when the user goes to another page of the portal (a link, the menu,
 * Back) while a form holds unsaved changes. Never holds back a logout (a session that ended leaves at
 * once). A reload or a closed tab is not asked about (docs/decisions.md).
 */
export function UnsavedChangesPrompt() {
  const store = useStore<StoreState>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      selectAuth(store.getState()).loggedIn &&
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
