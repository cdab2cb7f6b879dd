/**
 * A sandbox data source's memory of the calls it answered, by idempotency key: the same key is
 * answered with the first answer, as a real source de-duplicates a retried call. Bounded: the
 * oldest keys are forgotten first.
 */
export class IdempotentAnswers<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly capacity = 1000) {}

  once(key: string, answer: () => T): T {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const value = answer();
    this.answers.set(key, value);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value as string);
    return value;
  }
}
