/** Image types accepted for profile photos, recognised by their leading bytes (never by name or client type). */
const SIGNATURES: { mimeType: string; bytes: number[] }[] = [
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => bytes.length > s.bytes.length && s.bytes.every((b, i) => bytes[i] === b))?.mimeType ?? null;
}
