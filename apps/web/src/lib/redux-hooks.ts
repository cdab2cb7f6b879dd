import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { AuthState } from './auth/auth-slice';
import type { ClientConfigState } from './client-config-slice';
import type { MessagesState } from './messages-slice';

/**
 * The state of the shared slices. Features type their thunks and selectors on it, so they need not
 * import the app's store (imports flow shared → features → app).
 */
export type SharedState = { auth: AuthState; clientConfig: ClientConfigState; messages: MessagesState };

/** A dispatch that accepts thunks. */
export type AppThunkDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
