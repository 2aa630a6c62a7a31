import type { Readable } from 'node:stream';
import { Type } from 'typebox';

/** Bytes sent as they are (a Buffer or a stream): no JSON serialiser touches them. */
const Bytes = Type.Unsafe<Uint8Array | Readable>(Type.String({ format: 'binary' }));

/** The response schema of a binary answer in the media types it may take (files, photos, xlsx, event streams). */
export const binary = (...mediaTypes: string[]) => ({ content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: Bytes }])) });
