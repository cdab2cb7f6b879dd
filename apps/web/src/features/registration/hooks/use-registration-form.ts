import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { usePageMessages } from '../../../lib/use-page-messages';
import { userIdCheckBlocks } from '../../../lib/use-user-id-check';
import { useRegisterCustomerMutation, useValidateRegistrationMemberNumberMutation } from '../api';
import { registrationFailure } from '../registration-failure';
import {
  REGISTRATION_STEPS,
  emptyRegistrationForm,
  registrationResolver,
  stepOfField,
  toCustomerBody,
  type RegistrationFormValues,
} from '../registration-form';
import { timeZoneChoices } from '../registration-options';
import { storeRegistrationResult } from '../registration-result';
import { useRegistrationUserId } from './use-registration-user-id';

export const LAST_STEP = REGISTRATION_STEPS.length - 1;

/** The first field (in step order) that has an error. */
function firstErrorStep(errors: FieldErrors<RegistrationFormValues>): number {
  const flat = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      value && typeof value === 'object' && 'message' in value ? [`${prefix}${key}`] : value && typeof value === 'object' ? flat(value, `${prefix}${key}.`) : [],
    );
  const steps = flat(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : 0;
}

/**
 * /registration: one form over four steps. Next judges the step's fields with the contracts' rules;
 * the first step's Next also asks the server about the member number and security code (a wrong
 * code counts toward the lock, as it would at submit). The server's refusals go to their field and
 * step, and to the message area. Success stores what /registration/complete tells, then goes there.
 */
export function useRegistrationForm() {
  const [zones] = useState(timeZoneChoices);
  const form = useForm<RegistrationFormValues>({ resolver: registrationResolver, defaultValues: emptyRegistrationForm(zones.initial), mode: 'onChange' });
  const [step, setStep] = useState(0);
  const userId = useRegistrationUserId(form.control);
  const keyMissing = !useSelector(selectClientConfig).registrationApiKey;
  const [validateMember, validation] = useValidateRegistrationMemberNumberMutation();
  const [register, registration] = useRegisterCustomerMutation();
  const dispatch = useAppDispatch();
  const messages = usePageMessages();
  const navigate = useNavigate();
  // a registration half filled: leaving or a reload asks first (issue 33); the page holds the prompt
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);

  const fail = (error: Parameters<typeof registrationFailure>[0]) => {
    const failure = registrationFailure(error, userId.field);
    if (failure.step !== undefined) setStep(failure.step);
    // after the step is shown, so that its fields are mounted to take the errors
    setTimeout(() => failure.fields.forEach(({ field, message }) => form.setError(field, { type: 'server', message }, { shouldFocus: true })));
    messages.error(failure.text);
  };

  const next = async () => {
    dispatch(messagesCleared());
    if (!(await form.trigger([...REGISTRATION_STEPS[step].fields], { shouldFocus: true }))) return;
    if (step === 2 && userIdCheckBlocks(userId.check)) return;
    if (step === 0) {
      const { memberNumber, securityCode } = form.getValues();
      const answer = await validateMember({ memberNumber: memberNumber.trim(), securityCode: securityCode.trim() });
      if (answer.error) return fail(answer.error);
      // the company the provider issued the number for: a suggestion the user may change
      if (form.getValues('companyName').trim() === '') form.setValue('companyName', answer.data.companyName);
    }
    setStep((current) => Math.min(current + 1, LAST_STEP));
  };

  const back = () => {
    dispatch(messagesCleared());
    setStep((current) => Math.max(current - 1, 0));
  };

  const submit = form.handleSubmit(
    async (values) => {
      dispatch(messagesCleared());
      const answer = await register(toCustomerBody(values));
      if (answer.error) return fail(answer.error);
      storeRegistrationResult(answer.data);
      await navigate('/registration/complete');
    },
    (errors) => setStep(firstErrorStep(errors)),
  );

  const busy = validation.isLoading || registration.isLoading;
  const nextDisabled = keyMissing || busy || (step === 2 && userIdCheckBlocks(userId.check));
  return { form, step, next, back, submit, busy, nextDisabled, keyMissing, userId, timeZoneOptions: zones.options, validating: validation.isLoading, submitting: registration.isLoading };
}
