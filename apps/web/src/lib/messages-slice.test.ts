import { describe, expect, it } from 'vitest';
import { messageAdded, messageRemoved, messagesCleared, messagesSlice } from './messages-slice';

const reduce = (actions: Parameters<typeof messagesSlice.reducer>[1][]) =>
  actions.reduce(messagesSlice.reducer, messagesSlice.getInitialState());

describe('messages slice', () => {
  it('numbers messages from 0, removes one by id and clears all', () => {
    const added = reduce([
      messageAdded({ status: 'success', content: 'a' }),
      messageAdded({ status: 'error', content: 'b' }),
      messageAdded({ status: 'fail', content: 'c' }),
    ]);
    expect(added.items.map((m) => m.id)).toEqual([0, 1, 2]);
    const removed = messagesSlice.reducer(added, messageRemoved(1));
    expect(removed.items.map((m) => m.content)).toEqual(['a', 'c']);
    const cleared = messagesSlice.reducer(removed, messagesCleared());
    expect(cleared.items).toEqual([]);
    expect(messagesSlice.reducer(cleared, messageAdded({ status: 'success', content: 'd' })).items[0].id).toBe(3);
  });
});
