import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm; these are OWASP's recommended settings
// (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('not-a-real-password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
