import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from './context';
import { serverSecret } from './serverSecrets';

/**
 * Known devices: a browser that has signed in to an account keeps a signed entry for that account (in an
 * httpOnly cookie the HTTP layer reads into `ctx.knownDevices`). Its log-in tries to that account are counted
 * in the device's own bucket, so strangers' failures never lock it out (see loginThrottle.ts). An entry names
 * one account: signing in to your own account gives you nothing against anyone else's.
 */

/** The accounts one browser keeps entries for; the most recently signed-in first. */
export const KNOWN_DEVICES_MAX = 10;

interface DeviceEntry {
  userId: string;
  deviceId: string;
  signature: string;
}

const ENTRY = /^(\d{1,20}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{43})$/;

function parseEntry(entry: string): DeviceEntry | null {
  const match = ENTRY.exec(entry);
  if (!match) return null;
  return { userId: match[1]!, deviceId: match[2]!, signature: match[3]! };
}

async function sign(ctx: RequestContext, userId: string, deviceId: string): Promise<string> {
  const key = await serverSecret(ctx.db, 'known_device_hmac');
  return createHmac('sha256', key).update(`${userId}:${deviceId}`).digest('base64url');
}

async function isSigned(ctx: RequestContext, entry: DeviceEntry): Promise<boolean> {
  const expected = Buffer.from(await sign(ctx, entry.userId, entry.deviceId));
  const given = Buffer.from(entry.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** This browser's device id for the account, when it holds a genuine entry for it; null otherwise. */
export async function knownDeviceId(ctx: RequestContext, userId: string): Promise<string | null> {
  for (const raw of ctx.knownDevices ?? []) {
    const entry = parseEntry(raw);
    if (entry?.userId === userId && (await isSigned(ctx, entry))) return entry.deviceId;
  }
  return null;
}

/**
 * The entries the browser should keep after signing in to the account: this account's first (its device id
 * kept when the browser already had a genuine one), then the others it had, up to KNOWN_DEVICES_MAX.
 */
export async function rememberDevice(ctx: RequestContext, userId: string): Promise<string[]> {
  const deviceId = (await knownDeviceId(ctx, userId)) ?? randomBytes(16).toString('base64url');
  const mine = `${userId}:${deviceId}:${await sign(ctx, userId, deviceId)}`;
  const others = (ctx.knownDevices ?? []).filter((raw) => {
    const entry = parseEntry(raw);
    return entry !== null && entry.userId !== userId;
  });
  return [mine, ...others].slice(0, KNOWN_DEVICES_MAX);
}
