import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ADDRESS_TYPE_LABELS, EMPLOYMENT_LABELS, NAME_TYPE_LABELS, formatDate, type CreditReport } from '@creditdesk/contracts';
import { joinName } from '../../../format';
import { EmptyNote, ReportSection } from '../../../viewer/report-section';

function Entries({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}

function Entry({ title, detail, tag }: { title: string; detail?: string; tag?: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      {tag}
    </Box>
  );
}

const tag = (label: string, primary = false) => (
  <Chip size="small" label={label} color={primary ? 'primary' : 'default'} variant={primary ? 'filled' : 'outlined'} sx={{ flex: 'none' }} />
);

/** The names on file: the primary name and any also-known-as names. */
export function NamesSection({ report }: { report: CreditReport }) {
  return (
    <ReportSection title="Names" count={report.names.length}>
      {report.names.length === 0 ? (
        <EmptyNote />
      ) : (
        <Entries>
          {report.names.map((name, index) => (
            <Entry key={index} title={joinName(name.firstName, name.lastName)} tag={tag(NAME_TYPE_LABELS[name.type], name.type === 'primary')} />
          ))}
        </Entries>
      )}
    </ReportSection>
  );
}

export function AddressesSection({ report }: { report: CreditReport }) {
  return (
    <ReportSection title="Addresses" count={report.addresses.length}>
      {report.addresses.length === 0 ? (
        <EmptyNote />
      ) : (
        <Entries>
          {report.addresses.map((address, index) => (
            <Entry
              key={index}
              title={address.line1}
              detail={`${address.city}, ${address.state} ${address.zip}${address.country && address.country !== 'US' ? `, ${address.country}` : ''} · reported ${formatDate(address.reportedDate)}`}
              tag={tag(ADDRESS_TYPE_LABELS[address.type], address.type === 'current')}
            />
          ))}
        </Entries>
      )}
    </ReportSection>
  );
}

export function EmploymentSection({ report }: { report: CreditReport }) {
  return (
    <ReportSection title="Employment" count={report.employment.length}>
      {report.employment.length === 0 ? (
        <EmptyNote />
      ) : (
        <Entries>
          {report.employment.map((job, index) => (
            <Entry
              key={index}
              title={job.employer}
              detail={`${job.position ? `${job.position} · ` : ''}reported ${formatDate(job.reportedDate)}`}
              tag={job.verified ? tag(EMPLOYMENT_LABELS.verified) : undefined}
            />
          ))}
        </Entries>
      )}
    </ReportSection>
  );
}
