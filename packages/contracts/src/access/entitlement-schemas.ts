import { z } from 'zod';
import { ENTITLEMENTS, ROLES } from './entitlements.js';

// The schemas of access/entitlements.ts's lists, apart from them: the shell tier reads the lists without zod.
export const entitlementSchema = z.enum(ENTITLEMENTS);
export const roleSchema = z.enum(ROLES);
