import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../../lib/tokens';
import { invalidClient } from './oauthErrors';

function decodeComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** HTTP Basic client authentication (RFC 6749 §2.3.1); returns the client id or throws 401 invalid_client. */
export function authenticateClient(request: FastifyRequest, client: { clientId: string; clientSecret: string }): string {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient();
  const id = decodeComponent(decoded.slice(0, colon));
  const secret = decodeComponent(decoded.slice(colon + 1));
  // Both comparisons always run so a wrong id and a wrong secret take the same time.
  const idOk = id !== null && safeEqual(id, client.clientId);
  const secretOk = secret !== null && safeEqual(secret, client.clientSecret);
  if (!idOk || !secretOk) throw invalidClient();
  return client.clientId;
}
