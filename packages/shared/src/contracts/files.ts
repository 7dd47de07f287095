import { z } from 'zod';

export const filePurposes = ['avatar', 'idcard', 'attachment', 'delivery', 'work', 'model', 'preview', 'exhibition'] as const;
export const filePurpose = z.enum(filePurposes);
export type FilePurpose = z.infer<typeof filePurpose>;

/** Answer of `POST /api/File/upload` (multipart: purpose, file). */
export const uploadedFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
