import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONFIG_ENGINE_MESSAGES, type DataSourceConnection, twnCredentialsSchema } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { useChooseTwnTemplateMutation, useValidateTwnMutation } from '../api';
import { ConnectionCard } from './connection-card';
import { CredentialsForm } from './credentials-form';

const FIELDS = [
  { name: 'userId', label: 'User ID', autoComplete: 'off' },
  { name: 'userPass', label: 'Password', secret: true, autoComplete: 'new-password' },
] as const;

/** The Work Number: validate the account, then choose the template OneView+ orders use. */
export function TwnCard({ connection }: { connection: DataSourceConnection | null }) {
  const [notice, setNotice] = useState<string>();
  const [validate, validation] = useValidateTwnMutation();
  const [choose, choice] = useChooseTwnTemplateMutation();

  // the template just chosen shows at once (and until the reloaded connection says the same)
  const chosen = choice.isLoading
    ? choice.originalArgs
    : choice.data && connection && choice.data.connection.validatedAt === connection.validatedAt
      ? choice.data.connection.template?.templatename
      : undefined;

  const form = (done: () => void) => (
    <CredentialsForm
      id="twn-credentials"
      fields={FIELDS}
      schema={twnCredentialsSchema}
      busy={validation.isLoading}
      error={validation.error ? (serverMessageOf(validation.error) ?? 'The Work Number could not be validated. Please try again.') : undefined}
      submitLabel={connection ? 'Validate new credentials' : 'Validate and connect'}
      onSubmit={async (values) => {
        setNotice(undefined);
        const res = await validate({ userId: values.userId!, userPass: values.userPass! });
        if ('data' in res && res.data) {
          done();
          setNotice(CONFIG_ENGINE_MESSAGES.twnConnected(res.data.length));
        }
      }}
    />
  );

  return (
    <ConnectionCard
      source="twn"
      description="Verified employment and income for OneView+ reports, ordered with your company's own The Work Number account and the template you choose."
      withoutIt="OneView+ orders leave out employment verification until it is connected again."
      connection={connection}
      form={form}
      notice={notice}
      onNotice={setNotice}
    >
      {connection && (
        <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }} disabled={choice.isLoading}>
          <FormLabel component="legend" id="twn-template-label">
            Template for OneView+ orders
          </FormLabel>
          {!connection.template && (
            <Alert severity="warning" sx={{ my: 1 }}>
              Choose a template: until one is chosen, OneView+ orders leave out employment verification.
            </Alert>
          )}
          <RadioGroup
            aria-labelledby="twn-template-label"
            name="twn-template"
            value={chosen ?? connection.template?.templatename ?? ''}
            onChange={async (_e, templatename) => {
              setNotice(undefined);
              const res = await choose(templatename);
              if ('data' in res && res.data) setNotice(res.data.message);
            }}
          >
            {connection.templates.map((t) => (
              <FormControlLabel key={t.templatename} value={t.templatename} control={<Radio />} label={t.templatedisplayname} />
            ))}
          </RadioGroup>
          {choice.error && (
            <Alert severity="error" role="alert">
              {serverMessageOf(choice.error) ?? 'The template could not be saved. Please try again.'}
            </Alert>
          )}
        </FormControl>
      )}
    </ConnectionCard>
  );
}
