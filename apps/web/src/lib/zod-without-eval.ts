import { z } from 'zod';

// The portal's Content-Security-Policy allows no eval (script-src 'self'). zod compiles fast
// parsers with `new Function` when it may; its probe for that is refused by the policy and reported
// as a violation even though zod then falls back. jitless: no probe, the plain parsers.
z.config({ jitless: true });
