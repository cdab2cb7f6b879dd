import { useMemo } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkNewPassword,
  type PasswordContext,
  type PasswordProblem,
} from '@creditdesk/contracts';

/** Why the contracts' policy refuses a new password, in plain words. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  'too-short': `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  'too-long': `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  'contains-user-name': 'Leave out your User ID, your name and your e-mail address.',
  common: "This is too easy to guess: avoid the product's name, repeated characters and simple sequences.",
};

/** met: true / false, or null while it cannot be judged yet (the policy stops at the first problem). */
export type PasswordRule = { id: 'length' | 'personal' | 'guessable'; label: string; met: boolean | null };

/** The policy's rules (NIST SP 800-63B, contracts checkNewPassword), each judged live for the checklist. */
export function passwordRules(password: string, context: PasswordContext): PasswordRule[] {
  const problem = password ? checkNewPassword(password, context) : undefined;
  const lengthOk = password.length > 0 && problem !== 'too-short' && problem !== 'too-long';
  const judged = (fails: PasswordProblem, laterThan: PasswordProblem[]): boolean | null => {
    if (!lengthOk) return null;
    if (problem === fails) return false;
    return laterThan.includes(problem as PasswordProblem) ? null : true;
  };
  return [
    { id: 'length', label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, met: password ? lengthOk : null },
    { id: 'personal', label: 'Not your User ID, your name or your e-mail address', met: judged('contains-user-name', []) },
    { id: 'guessable', label: "Not the product's name, a repeated character or a simple sequence", met: judged('common', ['contains-user-name']) },
  ];
}

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string };

/** A hint, not a rule: the policy decides; length (a passphrase) makes a password strong. */
export function passwordStrength(password: string, context: PasswordContext): PasswordStrength {
  if (!password) return { score: 0, label: '' };
  if (checkNewPassword(password, context)) return { score: 1, label: 'Too weak' };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const length = [...password].length;
  if (length >= 20 || (length >= 16 && kinds >= 3)) return { score: 4, label: 'Strong' };
  if (length >= 16 || kinds >= 3) return { score: 3, label: 'Good' };
  return { score: 2, label: 'Fair' };
}

/** New password and its confirmation, checked with the contracts' policy (the server checks it again). */
export function refineNewPassword(
  values: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  context: PasswordContext,
) {
  const problem = values.newPassword ? checkNewPassword(values.newPassword, context) : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_PROBLEM_TEXT[problem] });
  if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two new passwords do not match' });
  }
}

export const newPasswordFields = {
  newPassword: z.string().min(1, 'Enter a new password'),
  confirmPassword: z.string().min(1, 'Enter the new password again'),
};

/**
 * A form of one first field (the e-mailed code, the current password) then a new password and its
 * confirmation, checked against the contracts' policy as they are typed: the reset and profile forms.
 */
/** The form useNewPasswordForm makes: a first field `K`, the new password and its confirmation. */
export type NewPasswordForm<K extends string> = ReturnType<typeof useNewPasswordForm<K>>;

export function useNewPasswordForm<K extends string>(first: K, firstSchema: z.ZodType<string>, context: PasswordContext) {
  type Values = Record<K | 'newPassword' | 'confirmPassword', string>;
  const resolver = useMemo(() => {
    const fields = z.object({ first: firstSchema, ...newPasswordFields });
    const schema = z.custom<Values>().superRefine((values, ctx) => {
      const parsed = fields.safeParse({ ...values, first: values[first] });
      for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path[0] === 'first' ? [first] : issue.path, message: issue.message });
      refineNewPassword(values, ctx, context);
    });
    return zodResolver(schema);
  }, [first, firstSchema, context]);
  const defaultValues = { [first]: '', newPassword: '', confirmPassword: '' } as DefaultValues<Values>;
  return useForm<Values>({ resolver, mode: 'onTouched', defaultValues });
}
