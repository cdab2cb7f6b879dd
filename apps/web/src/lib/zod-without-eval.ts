import { config } from 'zod/v4/core';

// The portal's Content-Security-Policy allows no eval (script-src 'self'). zod compiles fast
// parsers with `new Function` when it may; its probe for that is refused by the policy and reported
// as a violation even though zod then falls back. jitless: no probe, the plain parsers.
// zod's core `config` (the one `z.config` is): the shell sets it without loading zod's schema classes,
// which come with the screens that parse (issue 12).
config({ jitless: true });
