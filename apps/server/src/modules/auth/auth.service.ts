import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  codedText,
  type CurrentUser,
  LANGUAGES,
  type Language,
  type RegisterResponse,
  type registerSchema,
  type resetPasswordSchema,
  type VerifyEmailResponse,
} from '@stride/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  emailNotVerified,
  invalidCredentials,
  invalidToken,
  unauthorized,
  validationError,
} from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { authEmailJob } from './auth.jobs.ts';
import { consumeEmailToken, findEmailToken } from './email-tokens.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './sessions.service.ts';
import {
  findUserByEmail,
  findUserById,
  insertUserIfNew,
  listGoals,
  listRoles,
  updateUser,
} from './users.repository.ts';

type RegisterData = z.output<typeof registerSchema>;
type ResetData = z.output<typeof resetPasswordSchema>;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * E-mail accounts. Every answer that could tell whether an address has an account takes the same path
 * either way: e-mails are only queued here (auth.jobs.ts sends them), and sign-in checks a dummy hash
 * for unknown addresses.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly jobs: JobQueue,
    private readonly sessions: SessionService,
    /** Derived from the session secret: keys the signup proof (signupProof). */
    private readonly signupKey: string,
  ) {}

  private refuseCommon(password: string): void {
    if (isCommonPassword(password))
      throw validationError(AUTH_MESSAGES.commonPassword, { password: [AUTH_MESSAGES.commonPassword] });
  }

  async register(input: RegisterData): Promise<RegisterResponse> {
    this.refuseCommon(input.password);
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const autoVerify = input.autoVerify === true && !this.config.isProduction;
    await this.db.transaction(async (tx) => {
      const created = await insertUserIfNew(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        sex: input.sex,
        dateOfBirth: input.dateOfBirth,
        location: input.location,
        emailVerified: autoVerify,
        authProvider: 'email',
        // The language the sign-up form was shown in: the verification e-mail is written in it.
        language: input.language ?? 'en',
      });
      // A taken address answers like a fresh sign-up; its owner hears about the attempt instead.
      if (!created) await this.jobs.send(tx, authEmailJob, { kind: 'signup-attempt', email });
      else if (!autoVerify)
        await this.jobs.send(tx, authEmailJob, { kind: 'verify', email, returnTo: input.returnTo });
    });
    return autoVerify
      ? { success: true, ...codedText(AUTH_MESSAGES.registeredAutoVerified), autoVerified: true }
      : { success: true, ...codedText(AUTH_MESSAGES.registered) };
  }

  /** Returns the user id; the caller starts the session. Unknown e-mail and wrong password look the same. */
  async login(email: string, password: string): Promise<string> {
    const user = await findUserByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) throw invalidCredentials(AUTH_MESSAGES.loginFailed);
    if (!user.emailVerified) throw emailNotVerified(AUTH_MESSAGES.emailNotVerified);
    return user.id;
  }

  /**
   * Confirms the address. With the signup proof of the browser that registered it (decision 0022), the
   * answer also names the runner to sign in: the link alone never signs anyone in, so a link someone
   * else was sent cannot sign them in to an account they did not create.
   */
  async verifyEmail(
    token: string,
    signupProof?: string,
  ): Promise<{ status: 200 | 400; body: VerifyEmailResponse; signInUserId?: string }> {
    const found = await findEmailToken(this.db, token, 'verify');
    if (found.status === 'expired') {
      return {
        status: 400,
        body: {
          success: false,
          expired: true,
          email: found.email,
          ...codedText(AUTH_MESSAGES.verificationExpired),
        },
      };
    }
    const verified =
      found.status === 'valid' &&
      (await this.db.transaction(async (tx) => {
        if (!(await consumeEmailToken(tx, found.id))) return false;
        await updateUser(tx, found.userId, { emailVerified: true });
        return true;
      }));
    if (!verified) {
      return {
        status: 400,
        body: { success: false, expired: false, ...codedText(AUTH_MESSAGES.verificationInvalid) },
      };
    }
    return {
      status: 200,
      body: { success: true, expired: false, email: found.email, ...codedText(AUTH_MESSAGES.verified) },
      ...(this.#provesSignup(found.email, signupProof) ? { signInUserId: found.userId } : {}),
    };
  }

  /**
   * Queues a new verification link; the job sends it only to an account that still needs one, so a
   * resend for a verified or unknown address sends nothing (and counts only against its requester).
   */
  async resendVerification(email: string, returnTo: string | undefined, fromOwnersDevice: boolean) {
    await this.jobs.send(this.db, authEmailJob, {
      kind: 'verify',
      email: normaliseEmail(email),
      returnTo,
      fromOwnersDevice,
    });
  }

  /**
   * What the signing-up browser keeps (a cookie) to be signed in when it opens the verification link:
   * a keyed hash of the address, the same whether or not the address was new, so it tells nothing.
   */
  signupProof(email: string): string {
    return createHmac('sha256', this.signupKey).update(normaliseEmail(email)).digest('base64url');
  }

  #provesSignup(email: string, proof: string | undefined): boolean {
    if (!proof) return false;
    const expected = Buffer.from(this.signupProof(email));
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Queues a reset link; the job sends it only when the address has an account. */
  async forgotPassword(email: string, fromOwnersDevice: boolean): Promise<void> {
    await this.jobs.send(this.db, authEmailJob, {
      kind: 'reset',
      email: normaliseEmail(email),
      fromOwnersDevice,
    });
  }

  /** Sets the new password; returns the account's e-mail address. */
  async resetPassword(input: ResetData): Promise<string> {
    const found = await findEmailToken(this.db, input.token, 'reset');
    if (found.status !== 'valid') throw invalidToken(AUTH_MESSAGES.resetInvalid);
    this.refuseCommon(input.password);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      if (!(await consumeEmailToken(tx, found.id))) throw invalidToken(AUTH_MESSAGES.resetInvalid);
      // The mailbox owner proved control of the address, so it counts as verified too.
      await updateUser(tx, found.userId, { passwordHash, emailVerified: true });
      await this.sessions.endAll(found.userId, undefined, tx);
    });
    return found.email;
  }

  /** Someone is guessing this account's password: queue a note to its owner (the job checks it exists). */
  async alertPasswordGuessing(email: string): Promise<void> {
    await this.jobs.send(this.db, authEmailJob, { kind: 'password-guessing', email: normaliseEmail(email) });
  }

  async currentUser(userId: string): Promise<CurrentUser> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthorized();
    const [goals, roles] = await Promise.all([listGoals(this.db, userId), listRoles(this.db, userId)]);
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      location: user.location,
      dateOfBirth: user.dateOfBirth,
      sex: user.sex,
      bio: user.bio,
      preferredDistances: user.preferredDistances,
      authProvider: user.authProvider,
      hasPassword: user.passwordHash !== null,
      stravaConnected: user.stravaAthleteId !== null,
      googleConnected: user.googleId !== null,
      eventsJoined: user.eventsJoined,
      totalDistance: user.totalDistance,
      buddies: user.buddies,
      goals,
      createdAt: user.createdAt.toISOString(),
      roles,
      language: (LANGUAGES as readonly string[]).includes(user.language) ? (user.language as Language) : 'en',
    };
  }

  /** The language Stride writes this runner's e-mails and push in. */
  async setLanguage(userId: string, language: Language): Promise<void> {
    await updateUser(this.db, userId, { language });
  }
}
