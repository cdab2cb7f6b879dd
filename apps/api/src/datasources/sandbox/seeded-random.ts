import { createHash } from 'node:crypto';

/**
 * A small seeded pseudo-random generator (sfc32, 128-bit state) for the sandbox bureau. The state
 * comes from a SHA-256 of a text key, so the same key always draws the same numbers on every
 * platform and Node version. Never Math.random: a sandbox report must be reproducible byte for byte.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(private readonly seed: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = seed;
    // Warm up so that nearby seeds diverge fully before the first draw.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  static fromKey(key: string): Rng {
    const digest = createHash('sha256').update(key).digest();
    return new Rng([digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)]);
  }

  /**
   * An independent stream for one part of the file, so drawing more in one part never shifts
   * another: the seed mixed with a hash of the label (cheaper than a second SHA-256).
   */
  fork(label: string): Rng {
    let h = 0x811c9dc5;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    const [a, b, c, d] = this.seed;
    return new Rng([fmix32(a ^ h), fmix32((b + h) | 0), fmix32(c ^ Math.imul(h, 0x9e3779b1)), fmix32((d + Math.imul(h, 0x85ebca6b)) | 0)]);
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** [0, 1) */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** an integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (max <= min) return min;
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** a real number in [min, max). */
  real(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return p > 0 && this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** one of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** k distinct items (or all of them when fewer), in a random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** n decimal digits as text, leading zeros kept. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

/** MurmurHash3's 32-bit finaliser: every input bit affects every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
