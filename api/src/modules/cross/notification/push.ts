import type { FastifyBaseLogger } from 'fastify';

/** What a browser push shows (SPEC §3 push message data). */
export type PushMessage = {
  title: string;
  body: string;
  contentLocation: string | null;
  contentLink: string | null;
  data: Record<string, string>;
};

export type PushResult = {
  /** Tokens the provider reported as no longer registered; the caller deletes them (DOMAIN §9 PushToken). */
  unregistered: string[];
};

/**
 * Sends web push messages. An implementation backed by a provider (e.g. Firebase
 * Cloud Messaging with FIREBASE_SERVICE_ACCOUNT) plugs in through `createPushSender`.
 * Callers never let a push failure fail the business action.
 */
export interface PushSender {
  readonly enabled: boolean;
  send(tokens: string[], message: PushMessage): Promise<PushResult>;
}

/** The sender used while no push provider is configured: sends nothing. */
export class DisabledPushSender implements PushSender {
  readonly enabled = false;

  async send(): Promise<PushResult> {
    return { unregistered: [] };
  }
}

export const PUSH_DISABLED_MESSAGE = '푸시 알림이 꺼져 있습니다 (FIREBASE_SERVICE_ACCOUNT 미설정)';

/**
 * The push sender of this process. Only the disabled sender exists: no push
 * provider library is installed. A provider-backed `PushSender` is returned here
 * once one is added as a dependency and configured.
 */
export function createPushSender(log: FastifyBaseLogger): PushSender {
  log.info(PUSH_DISABLED_MESSAGE);
  return new DisabledPushSender();
}
