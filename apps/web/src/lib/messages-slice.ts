import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageStatus } from '@creditdesk/contracts';

/** portal.md §3: the global message list; ids increment from 0. */
export type GlobalMessage = { id: number; status: MessageStatus; content: string };
export type MessagesState = { items: GlobalMessage[]; nextId: number };

const initialState: MessagesState = { items: [], nextId: 0 };

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    messageAdded(state, { payload }: PayloadAction<Omit<GlobalMessage, 'id'>>) {
      state.items.push({ id: state.nextId, ...payload });
      state.nextId += 1;
    },
    messageRemoved(state, { payload }: PayloadAction<number>) {
      state.items = state.items.filter((m) => m.id !== payload);
    },
    messagesCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectMessages: (state) => state.items,
  },
});

export const { messageAdded, messageRemoved, messagesCleared } = messagesSlice.actions;
export const { selectMessages } = messagesSlice.selectors;
