import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { CLIENT_CONFIG_CALL, clientConfigShell } from '../shell/session.js';

/** The client configuration's shape and defaults are declared in the shell tier (the portal reads them at start). */
export { CLIENT_CONFIG_DEFAULTS, type ClientConfig } from '../shell/session.js';
export const clientConfigSchema = z.object(clientConfigShell.shape);

export const clientConfigEndpoint = defineEndpoint({
  ...CLIENT_CONFIG_CALL,
  summary: "The browser's timings and contact details",
  tenancy: 'none',
  allowDuringPasswordChange: true,
  response: { 200: clientConfigSchema },
});
