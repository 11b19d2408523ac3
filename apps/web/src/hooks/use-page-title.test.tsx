import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { TranslationKey } from '@/i18n/keys';
import { descriptionKeyFor, usePageTitle } from './use-page-title';

function Page({ titleKey, descriptionKey }: { titleKey: TranslationKey; descriptionKey?: TranslationKey }) {
  usePageTitle(titleKey, descriptionKey);
  return null;
}

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('usePageTitle', () => {
  it('sets title, description, sharing cards, locale and canonical URL for the page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Page titleKey="common:pageTitles.about" />
      </I18nextProvider>,
    );
    expect(document.title).toBe('About Stride | Stride');
    const description = i18n.t('common:pageDescriptions.about');
    expect(description).toMatch(/Australian runners/);
    expect(head('meta[name="description"]')).toBe(description);
    expect(head('meta[property="og:description"]')).toBe(description);
    expect(head('meta[name="twitter:description"]')).toBe(description);
    expect(head('meta[property="og:title"]')).toBe('About Stride | Stride');
    expect(head('meta[name="twitter:title"]')).toBe('About Stride | Stride');
    expect(head('meta[property="og:locale"]')).toBe('en_AU');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${location.origin}${location.pathname}`);
  });

  it('follows the language', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Page titleKey="common:pageTitles.faqs" />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(head('meta[name="description"]')).toBe(i18n.getFixedT('fr')('common:pageDescriptions.faqs'));
    expect(head('meta[name="description"]')).toMatch(/questions fréquentes/);
    expect(head('meta[property="og:locale"]')).toBe('fr_FR');
    await act(() => i18n.changeLanguage('ja'));
    expect(head('meta[property="og:locale"]')).toBe('ja_JP');
  });

  it('uses a named description, or the general one for a title without its own', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Page
          titleKey="info:unsubscribe.title"
          descriptionKey="common:pageDescriptions.newsletterUnsubscribe"
        />
      </I18nextProvider>,
    );
    expect(head('meta[name="description"]')).toBe('Stop receiving the Stride newsletter.');
    expect(descriptionKeyFor('common:pageTitles.notFound')).toBe('common:pageDescriptions.notFound');
    expect(descriptionKeyFor('events:edit.pageTitle')).toBe('common:pageDescriptions.default');
  });
});
