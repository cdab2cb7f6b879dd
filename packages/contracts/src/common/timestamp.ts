import { z } from 'zod';
import { ISO_TIMESTAMP_FORMAT } from './date-formats.js';

/** A moment the server answers (createdAt, updatedAt…), documented as an RFC 3339 date-time for generated clients. */
export const isoTimestamp = () => z.string().meta(ISO_TIMESTAMP_FORMAT);
