import type { Config } from '../config.js';
import type { ConsumerBureau } from './consumer-bureau.js';
import { createSandboxBureau } from './sandbox/sandbox-bureau.js';

/** The configured consumer bureau (BUREAU). Only the sandbox exists here; a real connector is added beside it. */
export function selectConsumerBureau(config: Config): ConsumerBureau {
  switch (config.bureau) {
    case 'sandbox':
      return createSandboxBureau();
  }
}
