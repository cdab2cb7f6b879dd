import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import { NAME_SUFFIXES, todayIso } from '@creditdesk/contracts';
import { APPLICANT_LABELS, stateLabel, zipLabel } from './order-form-fields';
import { applicantFromPersona, type ApplicantKey, type Country, type OrderFormValues, type TestConsumer } from './order-form-values';
import { COUNTRY_OPTIONS, REGION_OPTIONS, regionAllowed } from './region-options';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { OrderFormSection } from '../../../order/order-form-section';
import { PersonaMenu } from '../../../order/persona-menu';
import { SandboxConsumerChip } from '../../../order/sandbox-consumer-chip';

type ApplicantFieldsProps = {
  form: UseFormReturn<OrderFormValues>;
  who: ApplicantKey;
  title: string;
  description: string;
  /** the countries an address may be in; with one, no country is asked (the consumer family: US and Canada). */
  countries?: readonly Country[];
  /** the date of birth may be left blank, with this hint; required when absent. */
  optionalDateOfBirth?: { hint: string };
  /** an optional phone number is asked (DTEC). */
  asksPhone?: boolean;
  /** an optional email and driver's licence are asked (eIDcompare). */
  asksEmailAndLicence?: boolean;
  /** no address is asked (the MLA check). */
  withoutAddress?: boolean;
  personas?: readonly TestConsumer[];
  disabled?: boolean;
};

const digits = (value: string) => value.replace(/\D/g, '');

/** One person's identity and address: the applicant's section, and the same again for a co-applicant. */
export function ApplicantFields({ form, who, title, description, countries = ['US', 'CA'], optionalDateOfBirth, asksPhone = false, asksEmailAndLicence = false, withoutAddress = false, personas, disabled }: ApplicantFieldsProps) {
  const { control, setValue, getValues, formState } = form;
  const country = useWatch({ control, name: `${who}.country` }) as Country;
  const ssn = useWatch({ control, name: `${who}.ssn` });
  const persona = personas?.find((p) => digits(p.ssn) === digits(ssn ?? '') && digits(p.ssn).length === 9);
  const L = APPLICANT_LABELS;
  const countryOptions = COUNTRY_OPTIONS.filter((o) => countries.includes(o.value as Country));
  const asksCountry = countryOptions.length > 1;
  // SSN and date of birth share their row with the phone when one is asked
  const idSpan = asksPhone ? { sm: 3, md: 4 } : { sm: 3, md: 6 };

  const changeCountry = (next: string) => {
    // The state list follows the country; a state of the other list no longer applies.
    if (!regionAllowed(next as Country, getValues(`${who}.state`))) setValue(`${who}.state`, '');
    if (formState.isSubmitted) void form.trigger([`${who}.state`, `${who}.zip`]);
  };

  const fill = (picked: TestConsumer) => {
    setValue(who, applicantFromPersona(picked), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <OrderFormSection
      title={title}
      description={description}
      disabled={disabled}
      actions={personas && personas.length > 0 && <PersonaMenu personas={personas} sectionLabel={title} onPick={fill} disabled={disabled} />}
    >
      {persona && <SandboxConsumerChip persona={persona} />}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' } }}>
        <Cell span={{ sm: 3, md: 4 }}>
          <FormTextField control={control} name={`${who}.firstName`} label={L.firstName} required maxLength={40} />
        </Cell>
        <Cell span={{ sm: 3, md: 3 }}>
          <FormTextField control={control} name={`${who}.middleName`} label={L.middleName} maxLength={40} />
        </Cell>
        <Cell span={{ sm: 4, md: 3 }}>
          <FormTextField control={control} name={`${who}.lastName`} label={L.lastName} required maxLength={40} />
        </Cell>
        <Cell span={{ sm: 2, md: 2 }}>
          <FormSelectField control={control} name={`${who}.suffix`} label={L.suffix} options={NAME_SUFFIXES} placeholder="None" />
        </Cell>
        <Cell span={idSpan}>
          <FormTextField control={control} name={`${who}.ssn`} label={L.ssn} required inputMode="numeric" maxLength={11} placeholder="123-45-6789" hint="9 digits; dashes optional" />
        </Cell>
        <Cell span={idSpan}>
          <FormTextField
            control={control}
            name={`${who}.dateOfBirth`}
            label={L.dateOfBirth}
            required={!optionalDateOfBirth}
            type="date"
            max={todayIso()}
            hint={optionalDateOfBirth?.hint}
          />
        </Cell>
        {asksPhone && (
          <Cell span={{ sm: 6, md: 4 }}>
            <FormTextField control={control} name={`${who}.phone`} label={L.phone} inputMode="tel" maxLength={12} placeholder="312-555-0134" hint="Optional. 10 digits; dashes optional" />
          </Cell>
        )}
        {asksEmailAndLicence && (
          <>
            <Cell span={{ sm: 6, md: 4 }}>
              <FormTextField control={control} name={`${who}.email`} label={L.email} maxLength={100} placeholder="name@example.com" hint="Optional" />
            </Cell>
            <Cell span={{ sm: 4, md: 5 }}>
              <FormTextField control={control} name={`${who}.driversLicenseNumber`} label={L.driversLicenseNumber} maxLength={20} hint="Optional. Letters and digits" />
            </Cell>
            <Cell span={{ sm: 2, md: 3 }}>
              <FormSelectField control={control} name={`${who}.driversLicenseState`} label={L.driversLicenseState} options={REGION_OPTIONS.US} placeholder="None" />
            </Cell>
          </>
        )}
        {!withoutAddress && (
          <>
            <Cell span={{ sm: 6, md: 12 }}>
              <FormTextField control={control} name={`${who}.line1`} label={L.line1} required maxLength={80} />
            </Cell>
            <Cell span={asksCountry ? { sm: 6, md: 4 } : { sm: 6, md: 6 }}>
              <FormTextField control={control} name={`${who}.city`} label={L.city} required maxLength={40} />
            </Cell>
            {asksCountry && (
              <Cell span={{ sm: 2, md: 2 }}>
                <FormSelectField control={control} name={`${who}.country`} label={L.country} options={countryOptions} required onValueChange={changeCountry} />
              </Cell>
            )}
            <Cell span={asksCountry ? { sm: 2, md: 3 } : { sm: 3, md: 3 }}>
              <FormSelectField
                control={control}
                name={`${who}.state`}
                label={stateLabel(country)}
                options={REGION_OPTIONS[country]}
                placeholder={country === 'CA' ? 'Select a province' : 'Select a state'}
                required
              />
            </Cell>
            <Cell span={asksCountry ? { sm: 2, md: 3 } : { sm: 3, md: 3 }}>
              <FormTextField
                control={control}
                name={`${who}.zip`}
                label={zipLabel(country)}
                required
                maxLength={10}
                placeholder={country === 'CA' ? 'K1A 0B1' : '12345'}
                hint={country === 'CA' ? 'Letter-digit format, e.g. K1A 0B1' : '5 digits or ZIP+4'}
              />
            </Cell>
          </>
        )}
      </Box>
    </OrderFormSection>
  );
}

function Cell({ span, children }: { span: { sm: number; md: number }; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span.sm}`, md: `span ${span.md}` }, minWidth: 0 }}>{children}</Box>;
}
