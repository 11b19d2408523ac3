// The contact module's public surface: the /contact form, forwarded to the team by a job.
export { contactForwardJob } from './contact.jobs.ts';
export type { ContactService } from './contact.service.ts';
