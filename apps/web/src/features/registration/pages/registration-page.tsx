import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { MessageArea } from '../../../components/message-area';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { AcknowledgementStep } from '../components/acknowledgement-step';
import { AdministratorStep } from '../components/administrator-step';
import { CompanyStep } from '../components/company-step';
import { VerificationStep } from '../components/verification-step';
import { LAST_STEP, useRegistrationForm } from '../hooks/use-registration-form';
import { REGISTRATION_TEXTS } from '../registration-failure';
import { REGISTRATION_STEPS } from '../registration-form';

/** /registration (portal.md §2): a company registers itself in four steps, then /registration/complete. */
export function RegistrationPage() {
  const { form, step, next, back, submit, busy, nextDisabled, keyMissing, userId, timeZoneOptions } = useRegistrationForm();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // a new step is announced: focus moves to its heading (not on the first render)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const last = step === LAST_STEP;
  return (
    <PublicPageFrame maxWidth={760}>
      <UnsavedChangesPrompt signedOut />
      <Typography variant="h4" component="h1">
        Register Your Company
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Set up your company on Creditdesk with the member number and security code your provider sent you.
      </Typography>
      <MessageArea />
      {keyMissing && (
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {REGISTRATION_TEXTS.keyMissing}
        </Alert>
      )}
      <Stepper
        activeStep={step}
        alternativeLabel
        aria-label="Registration steps"
        // on a phone the step's heading below names it; four labels do not fit side by side
        sx={{ mb: 4, '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } }}>
        {REGISTRATION_STEPS.map((s, index) => (
          <Step key={s.label}>
            <StepLabel slotProps={{ label: index === step ? { 'aria-current': 'step' } : {} }}>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        aria-labelledby="registration-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void submit(event);
          else void next();
        }}
      >
        <Stack spacing={2.5}>
          <Typography id="registration-step-title" ref={stepHeading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
            Step {step + 1} of {REGISTRATION_STEPS.length}: {REGISTRATION_STEPS[step].label}
          </Typography>
          {step === 0 && <VerificationStep form={form} />}
          {step === 1 && <CompanyStep form={form} />}
          {step === 2 && <AdministratorStep form={form} check={userId.check} timeZoneOptions={timeZoneOptions} />}
          {step === 3 && <AcknowledgementStep form={form} />}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ mt: 4, justifyContent: 'space-between', alignItems: 'center' }}>
          {step > 0 ? (
            <Button onClick={back} disabled={busy}>
              Back
            </Button>
          ) : (
            <Link component={RouterLink} to="/login" variant="body2">
              Already registered? Log in
            </Link>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={nextDisabled}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {last ? 'Register Company' : 'Next'}
          </Button>
        </Stack>
      </Box>
    </PublicPageFrame>
  );
}
