/**
 * A file's size for people: bytes under 1 KB, KB under 1 MB (one decimal under 10 KB), MB above (two decimals under
 * 10 MB). A 3 KB file reads "3.0 KB", not "0.00 MB" (issue 32).
 */
export function formatBytes(bytes: number): string {
  const kb = 1024;
  const mb = kb * 1024;
  if (bytes < kb) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < mb) return bytes < 10 * kb ? `${(bytes / kb).toFixed(1)} KB` : `${Math.round(bytes / kb)} KB`;
  return bytes < 10 * mb ? `${(bytes / mb).toFixed(2)} MB` : `${(bytes / mb).toFixed(1)} MB`;
}
