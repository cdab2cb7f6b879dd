import type { z } from 'zod';

type RequestCheck<V, F extends string> = {
  /** the contract's request (or body) schema: the rules the server runs. */
  schema: z.ZodType;
  /** the form's values as the body the portal would send. */
  toRequest: (values: V) => unknown;
  /** the form field an issue's path in the request names; undefined: the form as a whole ('root'). */
  fieldOf: (path: PropertyKey[]) => F | undefined;
  /** the issue's message in the form's words. */
  message: (message: string, field: F | undefined, values: V) => string;
};

/**
 * A form's resolver checks the body it would send with the contract's own schema, inside its
 * superRefine: each issue lands on the field it names, and the first issue of a field is the one
 * shown (the first problem of a field is the one to fix first).
 */
export function refineByRequestSchema<V, F extends string>(values: V, ctx: z.RefinementCtx, { schema, toRequest, fieldOf, message }: RequestCheck<V, F>): void {
  const result = schema.safeParse(toRequest(values));
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    const path = field ?? 'root';
    if (seen.has(path)) continue;
    seen.add(path);
    ctx.addIssue({ code: 'custom', path: path.split('.'), message: message(issue.message, field, values) });
  }
}
