import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ELETTER_MESSAGES,
  ELETTER_TYPES,
  ELETTER_TYPE_LABELS,
  LETTER_LANGUAGES,
  LETTER_LANGUAGE_FORMATS,
  SCORE_TYPES,
  SCORE_TYPE_LABELS,
  isAdverseEletterType,
  type Eletter,
} from '@creditdesk/contracts';
import { httpStatusOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useCreateEletterMutation, useLazyGetEletterByNameQuery, useUpdateEletterMutation } from '../api';
import { LETTER_TEMPLATES_PATH } from '../letter-links';
import { EMPTY_TEMPLATE, type TemplateValues, templateFormSchema, templateServerIssues, toTemplateBody, valuesOf } from '../template-form';
import { LetterEditor } from './letter-editor';
import { TemplatePreview } from './template-preview';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const TYPE_OPTIONS = ELETTER_TYPES.map((t) => ({ value: t, label: ELETTER_TYPE_LABELS[t] }));
const SCORE_OPTIONS = SCORE_TYPES.map((s) => ({ value: s, label: SCORE_TYPE_LABELS[s] }));
const LANGUAGE_OPTIONS = LETTER_LANGUAGES.map((l) => ({ value: l, label: LETTER_LANGUAGE_FORMATS[l].label }));

type Saved = { data: { message: string } } | { error: ApiError };

/**
 * A letter template's form: name, type, score type and subject above the document editor, with the
 * live preview beside it (below it on a phone). A save goes back to the list with the server's
 * sentence; its 400 lands on the field it names (an unknown merge field or an empty body on the
 * editor), a name taken (409) on the name, anything else above the form.
 */
export function TemplateForm({ template }: { template?: Eletter }) {
  const { customerId } = useSelector(selectAuth);
  const { control, handleSubmit, setError, formState } = useForm<TemplateValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: template ? valuesOf(template) : EMPTY_TEMPLATE,
  });
    useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const [create, created] = useCreateEletterMutation();
  const [update, updated] = useUpdateEletterMutation();
  const [findByName, byName] = useLazyGetEletterByNameQuery();
  const busy = created.isLoading || updated.isLoading || byName.isFetching;
  const navigate = useNavigate();
  const messages = usePageMessages();
  const [failure, setFailure] = useState<string>();
  const [subject, body, eletterType, scoreType] = useWatch({ control, name: ['subject', 'body', 'eletterType', 'scoreType'] });

  const onOutcome = async (result: Saved) => {
    setFailure(undefined);
    if ('data' in result) {
      await navigate(LETTER_TEMPLATES_PATH);
      messages.success(result.data.message);
      return;
    }
    if (httpStatusOf(result.error) === 409) {
      setError('eletterName', { message: serverMessageOf(result.error) ?? 'That name is taken' }, { shouldFocus: true });
      return;
    }
    const issues = templateServerIssues(result.error);
    issues.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    if (issues.length === 0) setFailure(adminFailureText(result.error));
  };
  const submit = async (values: TemplateValues) => {
    const request = toTemplateBody(values);
    // reports.md §7 GET .../names/{name}: a name another template holds is said before saving (the save's 409 stays the last word)
    const holder = await findByName({ customerId, name: request.eletterName });
    if (holder.data && holder.data.eletterId !== template?.eletterId) {
      setError('eletterName', { message: ELETTER_MESSAGES.nameTaken(request.eletterName) }, { shouldFocus: true });
      return;
    }
    await onOutcome(template ? await update({ eletterId: template.eletterId, body: request }) : await create(request));
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={template ? 'Edit the letter template' : 'Create a letter template'} aria-busy={busy}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1.3fr 1fr 1fr' } }}>
          <FormTextField name="eletterName" control={control} label="Template name" required maxLength={80} disabled={busy} />
          <FormSelectField name="eletterType" control={control} label="Type" required options={TYPE_OPTIONS} placeholder="Choose a type" disabled={busy} />
          <FormSelectField
            name="scoreType"
            control={control}
            label="Score type"
            options={SCORE_OPTIONS}
            disabled={busy}
            hint={scoreType === 'credit' ? 'Its letters need a report with a credit score' : undefined}
          />
          <FormSelectField
            name="language"
            control={control}
            label="Language"
            options={LANGUAGE_OPTIONS}
            disabled={busy}
            hint="The required section, dates and page numbers of its letters"
          />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <FormTextField name="subject" control={control} label="Subject" maxLength={150} disabled={busy} hint="The letter’s subject line; it may hold merge fields" />
          </Box>
        </Box>
        {eletterType !== '' && isAdverseEletterType(eletterType) && (
          <Alert severity="info" role="note" sx={{ mt: 2.5 }}>
            A {ELETTER_TYPE_LABELS[eletterType]} letter is an adverse-action notice: the required section (the principal reasons, the score and its key factors, the
            consumer reporting agency, the consumer’s rights and the ECOA notice) is added to each letter from its report.
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="letter-body-heading">
          <Typography id="letter-body-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Letter body
          </Typography>
          <Controller
            name="body"
            control={control}
            render={({ field, fieldState }) => (
              <LetterEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} disabled={busy} />
            )}
          />
        </Box>
        <Box component="section" aria-labelledby="letter-preview-heading" sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <Typography id="letter-preview-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <TemplatePreview subject={subject} body={body} eletterType={eletterType} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
          {template ? 'Save Template' : 'Create Template'}
        </Button>
        <Button component={RouterLink} to={LETTER_TEMPLATES_PATH} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
