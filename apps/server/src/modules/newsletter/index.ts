// The newsletter module's public surface: double opt-in sign-ups and issues sent by staff.
export {
  newsletterConfirmJob,
  newsletterIssueJob,
  newsletterPurgeJob,
  newsletterWelcomeJob,
} from './newsletter.jobs.ts';
export type { NewsletterService } from './newsletter.service.ts';
