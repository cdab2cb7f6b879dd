import type { Config } from '../config.js';
import type { ConsumerBureau } from './consumer-bureau.js';
import { createHttpBureau } from './http-bureau.js';
import { createSandboxBureau } from './sandbox/sandbox-bureau.js';

/** The configured consumer bureau: the one at BUREAU_URL when it is set, else BUREAU (the sandbox, the default). */
export function selectConsumerBureau(config: Config): ConsumerBureau {
  if (config.bureauUrl) return createHttpBureau({ url: config.bureauUrl });
  switch (config.bureau) {
    case 'sandbox':
      return createSandboxBureau();
  }
}
