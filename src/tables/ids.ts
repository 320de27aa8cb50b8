import { randomBytes } from 'node:crypto';

/** Row ids look like Glide's: 22 URL-safe characters. */
export const newRowId = () => randomBytes(16).toString('base64url');
