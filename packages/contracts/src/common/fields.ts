import { z } from 'zod';

/** A required text field whose messages name the field: "userName is required". */
export function requiredText(field: string, options: { max?: number; trim?: boolean } = {}) {
  const base = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`),
  });
  const trimmed = options.trim === false ? base : base.trim();
  const sized = trimmed.min(1, `${field} is required`);
  return options.max ? sized.max(options.max, `${field} must be at most ${options.max} characters`) : sized;
}
