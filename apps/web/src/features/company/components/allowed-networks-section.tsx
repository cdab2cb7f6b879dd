import { useFieldArray } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { ADMIN_MESSAGES, type CompanySettings } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { NetworkRangeRow } from './network-range-row';
import { SettingsSection } from './settings-section';

export type NetworkValues = { ranges: { value: string }[] };

/** The rows sent (blank rows are left out), with the row each came from. */
const sent = (v: NetworkValues) => v.ranges.map((r, row) => ({ range: r.value.trim(), row })).filter((r) => r.range !== '');

const valuesOf = (c: CompanySettings): NetworkValues => ({ ranges: c.allowedIpRanges.map((value) => ({ value })) });

const spec: SectionSpec<NetworkValues> = {
  valuesOf,
  toBody: (v) => ({ allowedIpRanges: sent(v).map((r) => r.range) }),
  // 'allowedIpRanges.2' (a schema rule) names the entry; the server's own check names the range in its message.
  fieldOf: (path, values, message) => {
    const [list, index] = path.split('.');
    if (list !== 'allowedIpRanges') return undefined;
    const entry = index !== undefined ? sent(values)[Number(index)] : sent(values).find((r) => message === ADMIN_MESSAGES.ipRangeInvalid(r.range));
    return entry ? `ranges.${entry.row}.value` : undefined;
  },
};

/** Where the company's users may log in from (1002 outside them); none: anywhere. */
export function AllowedNetworksSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  const ranges = useFieldArray({ control: form.control, name: 'ranges' });

  return (
    <SettingsSection
      inset
      heading="h3"
      title="Allowed networks"
      description="Users can log in only from these networks (code 1002 elsewhere). Give ranges in CIDR notation, such as 203.0.113.0/24 or 2001:db8::/32, or single addresses. Include the network you are using now, or you would lock yourself out."
      {...section}
      problem={form.formState.errors.root?.message}
    >
      <Stack spacing={1.5}>
        {ranges.fields.length === 0 && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            No restriction: users can log in from any network.
          </Typography>
        )}
        {ranges.fields.map((range, index) => (
          <NetworkRangeRow key={range.id} control={form.control} index={index} disabled={saving} onRemove={() => ranges.remove(index)} />
        ))}
        <div>
          <Button onClick={() => ranges.append({ value: '' })} startIcon={<AddRounded aria-hidden="true" />} disabled={saving || ranges.fields.length >= 50}>
            Add network range
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
