// The log check of the security sweeps: every server test's app writes its log here, and the test
// fails when a line holds a password, a password hash, a session, reset or newsletter token, a
// client secret or a card number (OWASP ASVS 5.0 16.2.5). Used by test/harness.ts for every test.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { tokenFromHeader } from '../platform/http/auth.ts';

/** Request and answer fields whose values are secrets, wherever they sit in a body or query. */
const SECRET_KEYS =
  /^(password|newPassword|currentPassword|token|authToken|clientSecret|client_secret|number|cvc)$/i;
/** Secrets in mail: the reset link's token and the newsletter's unsubscribe token. */
const SECRET_IN_TEXT = /(?:reset-password\/|[?&]token=)([A-Za-z0-9_-]{16,})/g;
/** A card token or payment method's id (tok_…, pm_…) names a gateway object; it is not a secret. */
const GATEWAY_OBJECT_ID = /^(tok|pm|card|src|pi|seti|cus)_[A-Za-z0-9_]+$/;
const ARGON2 = /\$argon2(?:id|i|d)\$/;
const CLIENT_SECRET = /_secret_[A-Za-z0-9]{6,}/;
/** Digit runs as long as a card number, spaces or dashes allowed between digits. */
const DIGIT_RUN = /(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d.])/g;
/** Shorter values than this match too much by chance to count as a secret. */
const MIN_SECRET_LENGTH = 8;
/**
 * A value of one kind of character ("password", "12345678": refused as common anyway) is as
 * likely to be a word of the log itself; a secret worth the name mixes at least two kinds.
 */
const kindsOfCharacter = (v: string) =>
  [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((k) => k.test(v)).length;
const PREFIX = MIN_SECRET_LENGTH;
const EVERYWHERE = '*';
const REQUEST_ID = /"reqId":"([^"]+)"/;
/** Lines kept to look through again when a secret becomes known after they were written. */
const RECENT_LINES = 200;

/** A card number's digits, or undefined when the text is not 12 to 19 digits (spaces, dashes allowed). */
const cardDigits = (text: string) => {
  const digits = text.replace(/[ -]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
};

export interface Leak {
  what: string;
  /** The line, with the secret itself masked so the failure message does not repeat it. */
  line: string;
}

export class LogWatch extends Writable {
  /**
   * Secrets seen so far, as they would be written inside a JSON log line, by their first characters,
   * each with where it may not appear: the lines of the request that carried it, or anywhere (a
   * token the app handed out or mailed). Scoping what a request carried to its own lines keeps the
   * fuzz's random text from matching another request's random text by chance.
   */
  private readonly secrets = new Map<string, Map<string, Set<string>>>();
  private readonly recent: string[] = [];
  /** Card numbers sent to the app. (Any long number may pass Luhn's check; only these count.) */
  private readonly cards = new Set<string>();
  readonly leaks: Leak[] = [];
  lines = 0;
  /** The length of the longest line written: the header-volume sweep holds it to a bound. */
  longestLine = 0;
  secretsKnown = 0;

  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) {
    for (const line of String(chunk).split('\n')) if (line) this.check(line);
    done();
  }

  /** Records a value as a secret (a password, a token) that no log line (of request `scope`) may contain. */
  remember(value: unknown, scope = EVERYWHERE): void {
    if (typeof value !== 'string' || value.trim().length < MIN_SECRET_LENGTH) return;
    if (kindsOfCharacter(value) < 2 || GATEWAY_OBJECT_ID.test(value)) return;
    const written = JSON.stringify(value).slice(1, -1);
    const key = written.slice(0, PREFIX);
    const bucket = this.secrets.get(key) ?? new Map<string, Set<string>>();
    const scopes = bucket.get(written) ?? new Set<string>();
    if (scopes.has(scope) || scopes.has(EVERYWHERE)) return;
    scopes.add(scope);
    bucket.set(written, scopes);
    this.secrets.set(key, bucket);
    this.secretsKnown++;
    for (const line of this.recent) this.checkSecret(line, written, scopes);
  }

  /** Every secret-named field of a body, query or answer, at any depth. */
  rememberFields(value: unknown, scope = EVERYWHERE, depth = 0): void {
    if (!value || typeof value !== 'object' || depth > 6 || Buffer.isBuffer(value)) return;
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_KEYS.test(key)) this.remember(field, scope);
      const card = key === 'number' && typeof field === 'string' ? cardDigits(field) : undefined;
      if (card) this.rememberCard(card);
      this.rememberFields(field, scope, depth + 1);
    }
  }

  private rememberCard(digits: string): void {
    if (this.cards.has(digits)) return;
    this.cards.add(digits);
    for (const line of this.recent) this.checkCards(line);
  }

  /** The tokens in a mail's links. */
  rememberText(text: string, scope = EVERYWHERE): void {
    for (const m of text.matchAll(SECRET_IN_TEXT)) this.remember(m[1], scope);
  }

  private check(line: string): void {
    this.lines++;
    this.longestLine = Math.max(this.longestLine, line.length);
    this.recent.push(line);
    if (this.recent.length > RECENT_LINES) this.recent.shift();
    if (ARGON2.test(line)) this.leak('a password hash', line, ARGON2);
    if (CLIENT_SECRET.test(line)) this.leak("a payment's client secret", line, CLIENT_SECRET);
    this.checkCards(line);
    for (let i = 0; i + PREFIX <= line.length; i++) {
      const bucket = this.secrets.get(line.slice(i, i + PREFIX));
      if (bucket) for (const [secret, scopes] of bucket) this.checkSecret(line, secret, scopes);
    }
  }

  private checkCards(line: string): void {
    for (const m of line.matchAll(DIGIT_RUN))
      if (this.cards.has(cardDigits(m[0]) ?? '')) this.leak('a card number', line, m[0]);
  }

  private checkSecret(line: string, secret: string, scopes: Set<string>): void {
    const request = REQUEST_ID.exec(line)?.[1];
    const applies = !request || scopes.has(EVERYWHERE) || scopes.has(request);
    if (applies && line.includes(secret) && !this.leaks.some((l) => l.line === mask(line, secret)))
      this.leak('a password or token the test sent or received', line, secret);
  }

  private leak(what: string, line: string, secret: string | RegExp): void {
    this.leaks.push({ what, line: mask(line, secret) });
  }

  /** Watches what each request carries and answers, so its secrets are known before they could be logged. */
  instrument(app: FastifyInstance): void {
    app.addHook('onRequest', async (req) => {
      this.remember(tokenFromHeader(req.headers.authorization) ?? undefined, req.id);
      this.rememberText(req.url, req.id);
    });
    app.addHook('preValidation', async (req) => {
      this.rememberFields(req.body, req.id);
      this.rememberFields(req.query, req.id);
    });
    app.addHook('onSend', async (_req, _reply, payload) => {
      if (typeof payload !== 'string' || payload.length > 200_000) return payload;
      try {
        this.rememberFields(JSON.parse(payload));
      } catch {
        // Not JSON (a page, the unsubscribe answer): nothing to remember.
      }
      return payload;
    });
  }

  /** Whether a value is among the secrets the watch looks for (the log check's own test asks). */
  knows(value: string): boolean {
    const written = JSON.stringify(value).slice(1, -1);
    return !!this.secrets.get(written.slice(0, PREFIX))?.has(written) || this.cards.has(value);
  }

  /** Throws when any line leaked a secret; the message names what, never the secret itself. */
  assertClean(): void {
    if (this.leaks.length === 0) return;
    const shown = this.leaks.slice(0, 5).map((l) => `  ${l.what}: ${l.line.slice(0, 400)}`);
    throw new Error(`The log holds secrets (${this.leaks.length} lines):\n${shown.join('\n')}`);
  }
}

function mask(line: string, secret: string | RegExp): string {
  return typeof secret === 'string'
    ? line.split(secret).join('[SECRET]')
    : line.replace(new RegExp(secret.source, 'g'), '[SECRET]');
}
