import { formatDate } from '@creditdesk/contracts';

/** A registration's time as the portal prints dates (MM-DD-YYYY). */
export const formatDateTime = (iso: string) => formatDate(iso.slice(0, 10));
