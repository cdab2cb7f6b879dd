/** A form-encoded body (the OAuth endpoints); in a module of its own, without schemas: the shell's token refresh sends one. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}
