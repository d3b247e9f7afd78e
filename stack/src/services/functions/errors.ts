// The functions service's own errors and the bodies it answers them with, as the Supabase CLI's edge runtime does.

/** A function's worker could not start (it exited or did not listen in time): 503 with BOOT_ERROR_BODY. */
export class BootError extends Error {}

export const NOT_FOUND_BODY = 'Function not found';
export const BOOT_ERROR_BODY = { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' };
