import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { countryName, countryOptions, todayIso } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { OrderFormSection } from '../../order/order-form-section';
import { TestEntryMenu, type TestEntryKind } from '../../order/persona-menu';
import { SCREENING_LABELS as L } from './screening-form-fields';
import { SUBJECT_FIELDS, screenedName, subjectOf, type ScreeningValues, type TestSubject } from './screening-form-values';

type ScreeningSubjectFieldsProps = {
  form: UseFormReturn<ScreeningValues>;
  /** the line under the section's title: what the subject is screened against. */
  description: string;
  /** the product's documented test subjects; undefined when the sandbox does not answer. */
  testSubjects?: readonly TestSubject[];
  disabled?: boolean;
};

const TEST_SUBJECTS: TestEntryKind = {
  noun: 'test subject',
  title: 'Test subjects',
  note: 'Names documented for the sandbox: real entries of the SDN list that hit, and fictitious people and businesses. Never screen a real applicant with them.',
};

const SUBJECT_KINDS = [
  { value: 'individual', label: 'Person' },
  { value: 'business', label: 'Business' },
] as const;

const describeSubject = (entry: TestSubject) => ({
  name: screenedName(subjectOf(entry)),
  detail: [entry.subjectType === 'business' ? 'Business' : 'Person', entry.country && countryName(entry.country)].filter(Boolean).join(' · '),
});

/**
 * Whom a screen is about (OFAC, AML Connect, Kount ask alike): a person (first, middle and last name,
 * an optional date of birth) or a business (its name), and an optional country chosen by its name (the
 * two-letter code is sent). Switching between the two keeps what was typed; only the kind chosen is sent.
 */
export function ScreeningSubjectFields({ form, description, testSubjects, disabled }: ScreeningSubjectFieldsProps) {
  const { control, setValue, clearErrors, formState } = form;
  const kind = useWatch({ control, name: 'subjectType' });
  const countries = useMemo(countryOptions, []);

  const fill = (entry: TestSubject) => {
    const subject = subjectOf(entry);
    for (const field of SUBJECT_FIELDS) setValue(field, subject[field], { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const country = (
    <FormSelectField control={control} name="country" label={L.country} options={countries} placeholder="Not given" hint="Optional. Where the person lives or holds citizenship, or where the business is registered." />
  );

  return (
    <OrderFormSection
      title="Subject"
      description={description}
      disabled={disabled}
      actions={testSubjects && testSubjects.length > 0 && <TestEntryMenu entries={testSubjects} kind={TEST_SUBJECTS} nameOf={describeSubject} sectionLabel="Subject" onPick={fill} disabled={disabled} />}
    >
      <Controller
        control={control}
        name="subjectType"
        render={({ field }) => (
          <FormControl component="fieldset" sx={{ mb: 2 }}>
            <FormLabel component="legend" sx={{ fontSize: '0.85rem', fontWeight: 500, mb: 0.25 }}>
              {L.subjectType}
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // the other kind's problems no longer apply
                clearErrors();
              }}
            >
              {SUBJECT_KINDS.map((k) => (
                <FormControlLabel key={k.value} value={k.value} control={<Radio />} label={k.label} disabled={disabled} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {kind === 'business' ? (
        <Grid>
          <Cell span={{ sm: 6, md: 7 }}>
            <FormTextField control={control} name="businessName" label={L.businessName} required maxLength={120} hint="As registered, with or without its legal form (LLC, S.A.)." />
          </Cell>
          <Cell span={{ sm: 6, md: 5 }}>{country}</Cell>
        </Grid>
      ) : (
        <Grid>
          <Cell span={{ sm: 3, md: 4 }}>
            <FormTextField control={control} name="firstName" label={L.firstName} required maxLength={60} />
          </Cell>
          <Cell span={{ sm: 3, md: 3 }}>
            <FormTextField control={control} name="middleName" label={L.middleName} maxLength={60} />
          </Cell>
          <Cell span={{ sm: 6, md: 5 }}>
            <FormTextField control={control} name="lastName" label={L.lastName} required maxLength={60} hint="Every surname, as the person writes it." />
          </Cell>
          <Cell span={{ sm: 3, md: 4 }}>
            <FormTextField control={control} name="dateOfBirth" label={L.dateOfBirth} type="date" max={todayIso()} hint="Optional. Narrows the candidates; never hides an exact name match." />
          </Cell>
          <Cell span={{ sm: 3, md: 8 }}>{country}</Cell>
        </Grid>
      )}
    </OrderFormSection>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' } }}>{children}</Box>;
}

function Cell({ span, children }: { span: { sm: number; md: number }; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span.sm}`, md: `span ${span.md}` }, minWidth: 0 }}>{children}</Box>;
}
