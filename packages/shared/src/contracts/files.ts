import { z } from 'zod';
import { defineCall } from '../call.js';
import { str } from '../fields.js';
import { filePurposeRules, filePurposes, UPLOAD_PATH, type FilePurpose } from './fileOptions.js';

export { filePurposeRules, filePurposes, UPLOAD_PATH, type FilePurpose };
export const filePurpose = z.enum(filePurposes);

/** A file id as the server makes them: 32 lowercase hex characters. */
export const fileId = str().regex(/^[0-9a-f]{32}$/, 'must be a file id');

/** Answer of `POST /api/File/upload` (multipart: purpose, file). */
export const uploadedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const link = defineCall({
  path: 'File/link',
  method: 'POST',
  access: 'member',
  summary: "A signed link (valid about 10 minutes) to one of the caller's files; admins may ask for any file",
  body: z.strictObject({ fileId }),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
});
