import { useState } from 'react';
import { MESSAGES } from '@creditdesk/contracts';
import type { ApiError } from '../api/api-errors';

type Names = { firstName: string; lastName: string };
/** The react-hook-form field the User ID input is tied to. */
type UserIdController = { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; ref: (element: HTMLInputElement | null) => void };
type GenerateAnswer = { data: { userName: string }; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * "Generate" beside a User ID (portal.md §5): both names are needed ('First Name and Last Name are
 * required to generate Username.', no call), else the server proposes a free name and `apply` sets it.
 * `generate` is the endpoint's mutation (admin or registration); `failureText` words its refusals.
 */
export function useGenerateUserId(generate: (names: Names) => PromiseLike<GenerateAnswer>, failureText: (error: ApiError) => string) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const run = async ({ firstName, lastName }: Names, apply: (userName: string) => void) => {
    if (!firstName.trim() || !lastName.trim()) {
      setError(MESSAGES.userId.nameRequiredToGenerate);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = await generate({ firstName: firstName.trim(), lastName: lastName.trim() });
      if (answer.data) apply(answer.data.userName);
      else setError(failureText(answer.error));
    } finally {
      setPending(false);
    }
  };

  const clearError = () => setError(undefined);
  /** The input's props: typing clears a refused generation's message. */
  const bind = (field: UserIdController) => ({
    name: field.name,
    value: field.value,
    onChange: (value: string) => {
      clearError();
      field.onChange(value);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
  });

  return { error, clearError, pending, run, bind };
}
