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

/** What the sender needs of firebase-admin's Messaging (a test passes a fake). */
export type MulticastSender = {
  sendEachForMulticast(message: {
    tokens: string[];
    data: Record<string, string>;
    webpush: { notification?: Record<string, unknown>; fcmOptions?: { link?: string } };
  }): Promise<{ responses: { success: boolean; error?: { code: string } }[] }>;
};

/** FCM answers that mean the browser dropped the subscription: the token is deleted. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token', 'messaging/invalid-argument']);
/** FCM allows up to 500 tokens per multicast. */
const BATCH = 500;

/**
 * Web push through Firebase Cloud Messaging. The message travels as data so the
 * push worker decides: a toast when the app is in front, a system notification
 * otherwise (SPEC §4, §9).
 */
export class FcmPushSender implements PushSender {
  readonly enabled = true;

  constructor(private readonly messaging: MulticastSender) {}

  async send(tokens: string[], message: PushMessage): Promise<PushResult> {
    const data: Record<string, string> = {
      ...message.data,
      title: message.title,
      body: message.body,
      ...(message.contentLocation ? { contentLocation: message.contentLocation } : {}),
      ...(message.contentLink ? { contentLink: message.contentLink } : {}),
    };
    const unregistered: string[] = [];
    for (let i = 0; i < tokens.length; i += BATCH) {
      const batch = tokens.slice(i, i + BATCH);
      const result = await this.messaging.sendEachForMulticast({ tokens: batch, data, webpush: { fcmOptions: message.contentLink ? { link: message.contentLink } : undefined } });
      result.responses.forEach((r, index) => {
        if (!r.success && r.error && GONE.has(r.error.code)) unregistered.push(batch[index]);
      });
    }
    return { unregistered };
  }
}

/**
 * The push sender of this process: Firebase Cloud Messaging when
 * FIREBASE_SERVICE_ACCOUNT holds a service-account JSON (or a path to one), else
 * a sender that sends nothing, said once at start.
 */
export async function createPushSender(log: FastifyBaseLogger, serviceAccount: string | null): Promise<PushSender> {
  if (!serviceAccount) {
    log.info(PUSH_DISABLED_MESSAGE);
    return new DisabledPushSender();
  }
  try {
    const [{ cert, initializeApp }, { getMessaging }, { readFile }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/messaging'),
      import('node:fs/promises'),
    ]);
    const json = serviceAccount.startsWith('{') ? serviceAccount : await readFile(serviceAccount, 'utf8');
    const app = initializeApp({ credential: cert(JSON.parse(json)) }, `dure-push-${Date.now()}`);
    log.info('푸시 알림이 켜져 있습니다 (Firebase Cloud Messaging)');
    return new FcmPushSender(getMessaging(app) as unknown as MulticastSender);
  } catch (error) {
    log.error({ err: error }, '푸시 설정(FIREBASE_SERVICE_ACCOUNT)을 읽지 못해 푸시 알림을 끕니다');
    return new DisabledPushSender();
  }
}
