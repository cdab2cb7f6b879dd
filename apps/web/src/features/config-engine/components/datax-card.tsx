import { useState } from 'react';
import { type DataSourceConnection, dataxCredentialsSchema } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { useValidateDataxMutation } from '../api';
import { ConnectionCard } from './connection-card';
import { CredentialsForm } from './credentials-form';

const FIELDS = [
  { name: 'licensekey', label: 'License key', autoComplete: 'off' },
  { name: 'password', label: 'Password', secret: true, autoComplete: 'new-password' },
] as const;

/** DataX: validate the license key and password; OneView+ orders then include alternative data. */
export function DataxCard({ connection }: { connection: DataSourceConnection | null }) {
  const [notice, setNotice] = useState<string>();
  const [validate, validation] = useValidateDataxMutation();

  const form = (done: () => void) => (
    <CredentialsForm
      id="datax-credentials"
      fields={FIELDS}
      schema={dataxCredentialsSchema}
      busy={validation.isLoading}
      error={validation.error ? (serverMessageOf(validation.error) ?? 'DataX could not be validated. Please try again.') : undefined}
      submitLabel={connection ? 'Validate new credentials' : 'Validate and connect'}
      onSubmit={async (values) => {
        setNotice(undefined);
        const res = await validate({ licensekey: values.licensekey!, password: values.password! });
        if ('data' in res && res.data) {
          done();
          setNotice(res.data.message);
        }
      }}
    />
  );

  return (
    <ConnectionCard
      source="datax"
      description="Alternative data (short-term and non-traditional lenders) for OneView+ reports, from your company's own DataX account."
      withoutIt="OneView+ orders leave out alternative data until it is connected again."
      connection={connection}
      form={form}
      notice={notice}
      onNotice={setNotice}
    />
  );
}
