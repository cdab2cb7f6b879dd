import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('shares one run per key while it is under way, then forgets it', async () => {
    const once = oncePerKey<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    const [a, b] = [once('code', work), once('code', work)];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(runs).toBe(1);
    expect(await once('code', work)).toBe(2);
    expect(await once('other', work)).toBe(3);
  });
});
