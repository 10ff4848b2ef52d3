import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a provider's grant (a refresh token, or MSAL's token cache) for the database with
 * AES-256-GCM: a fresh 12-byte nonce each time, and the tag that refuses any altered byte.
 * The sealed text is `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export function sealGrant(key: Buffer, grant: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(grant, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), body].map(encode).join('.');
}

/** The grant inside `sealed`; throws when the key is another or the text was altered. */
export function openGrant(key: Buffer, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || body === undefined)
    throw new Error('not a sealed grant');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
