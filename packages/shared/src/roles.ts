/** The roles of an account (zod-free: the web client's landing page reads them without loading schemas). */
export const roles = ['designer', 'business', 'factory', 'admin'] as const;
/** the roles a member registers as (every role but the back office's) */
export const memberRoles = ['designer', 'business', 'factory'] as const;
