import { zodResolver } from '@hookform/resolvers/zod';
import { newsInputSchema, type NewsEditable, type NewsInput } from '@stride/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { errorsOnFields } from '@/lib/form-errors';
import { fromLocalInput, parseTags, toLocalInput } from './schedule';

/** The editor's fields as its inputs hold them; `toBody` makes the API's body. */
export interface NewsDraft {
  title: string;
  excerpt: string;
  content: string;
  tags: string;
  isSticky: boolean;
  featuredImage: string | null;
  /** A datetime-local value in the browser's zone. */
  publishAt: string;
}

export const EMPTY_DRAFT: NewsDraft = {
  title: '',
  excerpt: '',
  content: '',
  tags: '',
  isSticky: false,
  featuredImage: null,
  publishAt: '',
};

export const draftOf = (a: NewsEditable): NewsDraft => ({
  title: a.title,
  excerpt: a.excerpt ?? '',
  content: a.content,
  tags: a.tags.join(', '),
  isSticky: a.isSticky,
  featuredImage: a.featuredImage,
  publishAt: toLocalInput(a.publishedAt),
});

export const toBody = (draft: NewsDraft, status: NewsInput['status']): NewsInput => ({
  title: draft.title,
  content: draft.content,
  excerpt: draft.excerpt.trim() || null,
  tags: parseTags(draft.tags),
  isSticky: draft.isSticky,
  featuredImage: draft.featuredImage,
  status,
  publishedAt: fromLocalInput(draft.publishAt),
});

/** The field of the draft a body path belongs to: each tag's message shows at the tags. */
export function draftField(path: string): keyof NewsDraft {
  const name = path.split('.')[0] ?? '';
  if (name === 'publishedAt') return 'publishAt';
  return name in EMPTY_DRAFT ? (name as keyof NewsDraft) : 'title';
}

const schemaResolver = zodResolver(newsInputSchema);

/** Checks the body the draft makes with the server's schema (the status changes no rule). */
export const newsDraftResolver: Resolver<NewsDraft> = async (values, context, options) => {
  const result = await schemaResolver(toBody(values, 'draft'), context, options as never);
  const errors: FieldErrors<NewsDraft> = errorsOnFields(result.errors, draftField);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
