/** The order details' two fields by name; apart from their inputs so that a form's values module stays out of the first load. */
export const ACCOUNT_LABELS = { accountNumber: 'Account number', customerReferenceNumber: 'Customer reference number' } as const;
