import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type CurrentUser,
  type ProfileUpdateInput,
  type profileUpdateSchema,
  type registerSchema,
  type resetPasswordSchema,
  type VerifyEmailResponse,
} from '@stride/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { userGoals, users } from '../../db/schema/index.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { resetEmail, signupAttemptEmail, verificationEmail } from './auth.emails.ts';
import { consumeEmailToken, findEmailToken, issueEmailToken } from './email-tokens.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { destroyUserSessions } from './sessions.ts';

type RegisterData = z.output<typeof registerSchema>;
type ResetData = z.output<typeof resetPasswordSchema>;
type ProfileData = z.output<typeof profileUpdateSchema>;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async findByEmail(email: string) {
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
    return user;
  }

  /** Mail problems are logged, never shown: the answer must not depend on whether a mail went out. */
  private async sendQuietly(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (err) {
      this.log.error({ err, subject: message.subject }, 'could not send e-mail');
    }
  }

  private refuseCommon(password: string): void {
    if (isCommonPassword(password))
      throw badRequest(AUTH_MESSAGES.commonPassword, { password: [AUTH_MESSAGES.commonPassword] });
  }

  async register(input: RegisterData): Promise<{ success: true; message: string; autoVerified?: boolean }> {
    this.refuseCommon(input.password);
    const email = normaliseEmail(input.email);
    // Hash before looking the address up, so a taken address answers in the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const autoVerify = input.autoVerify === true && !this.config.isProduction;
    const [created] = await this.db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        sex: input.sex,
        dateOfBirth: input.dateOfBirth,
        location: input.location,
        emailVerified: autoVerify,
        authProvider: 'email',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) {
      // The address is taken: same answer as a fresh sign-up; the owner hears about the attempt.
      await this.sendQuietly(signupAttemptEmail(this.config.publicUrl, email));
      return { success: true, message: AUTH_MESSAGES.registered };
    }
    if (autoVerify)
      return { success: true, message: AUTH_MESSAGES.registeredAutoVerified, autoVerified: true };
    const token = await issueEmailToken(this.db, created.id, email, 'verify');
    await this.sendQuietly(verificationEmail(this.config.publicUrl, email, input.firstName, token));
    return { success: true, message: AUTH_MESSAGES.registered };
  }

  /** Returns the user id; the caller starts the session. Unknown e-mail and wrong password look the same. */
  async login(email: string, password: string): Promise<string> {
    const user = await this.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.loginFailed);
    if (!user.emailVerified) throw new AppError(403, 'email_not_verified', AUTH_MESSAGES.emailNotVerified);
    return user.id;
  }

  async verifyEmail(token: string): Promise<{ status: number; body: VerifyEmailResponse }> {
    const found = await findEmailToken(this.db, token, 'verify');
    if (found.status === 'expired') {
      return {
        status: 400,
        body: {
          success: false,
          expired: true,
          email: found.email,
          message: AUTH_MESSAGES.verificationExpired,
        },
      };
    }
    if (found.status === 'invalid' || !(await consumeEmailToken(this.db, found.id))) {
      return {
        status: 400,
        body: { success: false, expired: false, message: AUTH_MESSAGES.verificationInvalid },
      };
    }
    await this.db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, found.userId));
    return {
      status: 200,
      body: { success: true, expired: false, email: found.email, message: AUTH_MESSAGES.verified },
    };
  }

  async resendVerification(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user?.email || user.emailVerified) return;
    const token = await issueEmailToken(this.db, user.id, user.email, 'verify');
    await this.sendQuietly(verificationEmail(this.config.publicUrl, user.email, user.firstName, token));
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user?.email) return;
    const token = await issueEmailToken(this.db, user.id, user.email, 'reset');
    await this.sendQuietly(resetEmail(this.config.publicUrl, user.email, token));
  }

  async resetPassword(input: ResetData): Promise<void> {
    const found = await findEmailToken(this.db, input.token, 'reset');
    if (found.status !== 'valid') throw new AppError(400, 'invalid_token', AUTH_MESSAGES.resetInvalid);
    this.refuseCommon(input.password);
    const passwordHash = await hashPassword(input.password);
    if (!(await consumeEmailToken(this.db, found.id)))
      throw new AppError(400, 'invalid_token', AUTH_MESSAGES.resetInvalid);
    // The mailbox owner proved control of the address, so it counts as verified too.
    await this.db
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, found.userId));
    await destroyUserSessions(this.db, found.userId);
  }

  async currentUser(userId: string): Promise<CurrentUser> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    const goals = await this.db
      .select({
        id: userGoals.id,
        eventName: userGoals.eventName,
        eventDate: userGoals.eventDate,
        targetTime: userGoals.targetTime,
        distance: userGoals.distance,
        difficulty: userGoals.difficulty,
        status: userGoals.status,
        notes: userGoals.notes,
      })
      .from(userGoals)
      .where(eq(userGoals.userId, userId))
      .orderBy(asc(userGoals.id));
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
      stravaConnected: user.stravaAthleteId !== null,
      googleConnected: user.googleId !== null,
      eventsJoined: user.eventsJoined,
      totalDistance: user.totalDistance,
      buddies: user.buddies,
      goals,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Only the profile fields; goals, when given, replace the runner's stored goals. */
  async updateProfile(userId: string, input: ProfileData | ProfileUpdateInput): Promise<CurrentUser> {
    const data = input as ProfileData;
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: data.firstName,
          lastName: data.lastName,
          location: data.location,
          dateOfBirth: data.dateOfBirth,
          sex: data.sex,
          preferredDistances: data.preferredDistances,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      if (data.goals) {
        await tx.delete(userGoals).where(eq(userGoals.userId, userId));
        if (data.goals.length) {
          await tx.insert(userGoals).values(
            data.goals.map((g) => ({
              userId,
              eventName: g.eventName,
              distance: g.distance,
              difficulty: g.difficulty,
              eventDate: g.eventDate ?? null,
              targetTime: g.targetTime ?? null,
              notes: g.notes ?? null,
              status: g.status ?? 'active',
            })),
          );
        }
      }
    });
    return this.currentUser(userId);
  }
}
