import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { type FieldPath, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompanySettings, UpdateCompanyBody } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useUpdateCompanyMutation } from '../api';
import { type SectionSpec, sectionFailure, sectionSchema } from '../company-form';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

export type SectionOutcome = { severity: 'success' | 'error'; text: string };

/**
 * Saves one section of Company Settings on its own (PUT with that section only, so one section's
 * mistake never blocks another's). The outcome shows in the section: the server's message, or its
 * 400 with the fields on their inputs.
 */
export function useSaveSection<V extends FieldValues>(form: UseFormReturn<V>, spec: SectionSpec<V>) {
  const { customerId } = useSelector(selectAuth);
  const [update, { isLoading }] = useUpdateCompanyMutation();
  const [outcome, setOutcome] = useState<SectionOutcome | null>(null);
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);

  /** Sends a body; true when saved. With the form's values, a 400's fields go onto their inputs. */
  const send = async (body: UpdateCompanyBody, values?: V): Promise<boolean> => {
    setOutcome(null);
    const result = await update({ customerId, body });
    if (result.data) {
      // The saved values, from the answer: a typed secret (never sent back) leaves its input, equal
      // values still end the form's dirty state, and the form never shows its old values in between
      // (the cached settings the form's `values` follow may come a render later).
      form.reset(spec.valuesOf(result.data.company));
      setOutcome({ severity: 'success', text: result.data.message });
      return true;
    }
    const failure = values ? sectionFailure(result.error, spec, values) : { fields: [], text: adminFailureText(result.error) };
    failure.fields.forEach(({ name, message }, i) => form.setError(name as FieldPath<V>, { message }, { shouldFocus: i === 0 }));
    setOutcome({ severity: 'error', text: failure.text });
    return false;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    await send(spec.toBody(values), values);
  });
  return { onSubmit, send, saving: isLoading, outcome };
}

/**
 * A section's form: its values from the company's settings, checked with the contracts' schema, saved on
 * its own (useSaveSection). `section` is what SettingsSection takes.
 */
export function useSettingsForm<V extends FieldValues>(spec: SectionSpec<V>, company: CompanySettings) {
  const resolver = useMemo(() => zodResolver(sectionSchema(spec)), [spec]);
  const form = useForm<V>({ resolver, values: spec.valuesOf(company) });
  const save = useSaveSection(form, spec);
  return { form, ...save, section: { onSubmit: save.onSubmit, dirty: form.formState.isDirty, saving: save.saving, outcome: save.outcome } };
}
