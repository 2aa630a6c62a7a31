import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function startAndWait(command: string, args: string[], url: string, options?: { env?: Record<string, string>; timeoutMs?: number }): Promise<ChildProcess>;
