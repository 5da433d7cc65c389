// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { toTemplateCard } from '../../../domain/search/template-card.ts';
import { currentToast, dismissToast } from '../../components/toast/toast-store.ts';
import { addPageStrings, createI18n } from '../../i18n/create-i18n.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import commonEn from '../../i18n/locales/en/common.json';
import templatesEn from '../../i18n/locales/en/templates.json';
import commonZh from '../../i18n/locales/zh/common.json';
import templatesZh from '../../i18n/locales/zh/templates.json';
import { resetFavoritesForTests } from './favorites-store.ts';
import { TemplateListCard } from './template-list-card.tsx';

function renderPage(ui: ReactElement, language: 'en' | 'zh' = 'en') {
  const i18n = language === 'en' ? createI18n('en', commonEn) : createI18n('zh', commonZh);
  addPageStrings(i18n, 'templates', language === 'en' ? templatesEn : templatesZh);
  return render(
    <MemoryRouter initialEntries={[language === 'en' ? '/templates' : '/zh/templates']}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}

const template = TEMPLATES.find((t) => t.tags.en.length > 4 && t.audio)!;

beforeEach(() => {
  window.localStorage.clear();
  resetFavoritesForTests();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  dismissToast();
});

describe('TemplateListCard', () => {
  it('shows title, category, badges, the preview and four tags plus a +N badge', () => {
    renderPage(<TemplateListCard card={toTemplateCard(template, 'en', 'Cinematic')} />);
    expect(screen.getByRole('heading', { name: template.title.en })).toBeTruthy();
    expect(screen.getByText('Cinematic')).toBeTruthy();
    expect(screen.getByText(templatesEn.badges.audio)).toBeTruthy();
    expect(screen.getByText(templatesEn.difficulty[template.difficulty])).toBeTruthy();
    const tags = screen.getByRole('list', { name: templatesEn.card.tags });
    const items = tags.querySelectorAll('li');
    expect(items).toHaveLength(5);
    expect(items[4]!.textContent).toContain(`+${template.tags.en.length - 4}`);
    expect(
      screen.getByRole('link', { name: templatesEn.card.viewDetails }).getAttribute('href'),
    ).toBe(`/templates/${template.id}`);
  });

  it('links to the Chinese detail page on Chinese pages', () => {
    renderPage(<TemplateListCard card={toTemplateCard(template, 'zh', '电影感')} />, 'zh');
    expect(
      screen.getByRole('link', { name: templatesZh.card.viewDetails }).getAttribute('href'),
    ).toBe(`/zh/templates/${template.id}`);
  });

  it('toggles the favorite (aria-pressed) and saves it', async () => {
    renderPage(<TemplateListCard card={toTemplateCard(template, 'en', 'Cinematic')} />);
    const heart = screen.getByRole('button', { name: `Favorite: ${template.title.en}` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(window.localStorage.getItem('sora-prompt-favorites')).toBe(`["${template.id}"]`);
  });

  it('says when a favorite could not be saved, and keeps it for the visit', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    renderPage(<TemplateListCard card={toTemplateCard(template, 'en', 'Cinematic')} />);
    const heart = screen.getByRole('button', { name: `Favorite: ${template.title.en}` });
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(currentToast()).toMatchObject({
      title: commonEn.toasts.storageFailedTitle,
      description: templatesEn.favorites.notSavedBlocked,
      variant: 'destructive',
    });
  });
});
