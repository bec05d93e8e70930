// The seven content sections, checked the way a visitor meets them: headings, every item's words
// from site.yaml, images by their alt text, and lists in order.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite, sectionOfType, shell, site } from './render.tsx';
import type { Section } from '../../src/content/site.generated.ts';
import { Stats } from '../../src/sections/stats/Stats.tsx';
import { HowToUse } from '../../src/sections/how-to-use/HowToUse.tsx';
import { LogoGrid } from '../../src/sections/logo-grid/LogoGrid.tsx';
import { About } from '../../src/sections/about/About.tsx';
import { Features } from '../../src/sections/features/Features.tsx';
import { Badges } from '../../src/sections/badges/Badges.tsx';
import { Steps } from '../../src/sections/steps/Steps.tsx';

function sectionById<T extends Section['type']>(type: T, id: string): Extract<Section, { type: T }> {
  for (const page of Object.values(site.pages)) {
    for (const section of page.sections) {
      if (section.type === type && section.id === id) return section as Extract<Section, { type: T }>;
    }
  }
  throw new Error(`site.yaml has no ${type} section with id ${id}`);
}

describe('Stats', () => {
  const section = sectionOfType('stats');

  it('names the row for screen readers only', () => {
    renderWithSite(<Stats section={section} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'SkillStrike in numbers' });
    expect(heading.classList.contains('visually-hidden')).toBe(true);
  });

  it('shows every figure with its label, in order', () => {
    renderWithSite(<Stats section={section} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['8K Users', '1 Lakh Monthly winning', 'Your Skills = Real Money']);
    expect(section.items).toHaveLength(items.length);
  });
});

describe('HowToUse', () => {
  const section = sectionOfType('howToUse');
  const { video: _video, ...withoutVideo } = section;

  it('shows the heading, the intro and, with no video configured, the poster image with nothing to press', () => {
    const { container } = renderWithSite(<HowToUse section={withoutVideo} />);
    screen.getByRole('heading', { level: 2, name: 'How to Use' });
    screen.getByText(/See how to join a contest/);
    const poster = screen.getByRole('img', { name: section.poster.alt });
    expect(poster.getAttribute('width')).toBe('960');
    expect(poster.getAttribute('height')).toBe('540');
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('video')).toBeNull();
    expect(within(container).queryByRole('button')).toBeNull();
  });

  it("plays site.yaml's video only on request, named by the heading, best source first, with its length on the poster", () => {
    const video = section.video;
    if (!video) throw new Error('site.yaml gives How to Use no video');
    renderWithSite(<HowToUse section={section} />);
    const player = screen.getByLabelText('How to Use');
    expect(player.tagName).toBe('VIDEO');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(player.getAttribute('preload')).toBe('none');
    // Rendered in the browser (the prerendered page leaves it out: the unit prerender test).
    expect(player.getAttribute('poster')).toBe(section.poster.src);
    const sources = [...player.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')]);
    expect(sources).toEqual(video.sources.map((src) => [src, src.endsWith('.webm') ? 'video/webm' : 'video/mp4']));
    const length = `${Math.floor(video.durationSeconds / 60)}:${String(video.durationSeconds % 60).padStart(2, '0')}`;
    expect(screen.getByText(length).getAttribute('aria-hidden')).toBe('true');
  });

  it('offers captions in the site language, fetched only when the video plays (they come on then: real-chromium how-to-use test)', () => {
    renderWithSite(<HowToUse section={section} />);
    const track = screen.getByLabelText('How to Use').querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe(section.video?.captions);
    expect(track?.getAttribute('srclang')).toBe(site.brand.lang);
    expect(track?.getAttribute('label')).toBe(section.video?.captionsLabel);
    // A default track is fetched as the page starts, wherever the video is.
    expect(track?.hasAttribute('default')).toBe(false);
  });

  it("keeps the captions' own language on a Hindi page: the one file is in site.yaml's language", () => {
    // As the build makes it: the Hindi shell's brand.lang is hi-IN.
    const hindiShell = {
      ...shell,
      brand: { ...shell.brand, lang: 'hi-IN' },
      locale: { lang: 'hi-IN', prefix: '/hi', alternate: { lang: site.brand.lang, prefix: '' }, untranslated: [] },
    };
    renderWithSite(<HowToUse section={section} />, { route: '/hi', siteShell: hindiShell });
    const track = screen.getByLabelText('How to Use').querySelector('track');
    expect(track?.getAttribute('srclang')).toBe(site.brand.lang);
  });
});

describe('LogoGrid', () => {
  const section = sectionOfType('logoGrid');

  it('shows the heading, the intro and the four partner logos by name', () => {
    renderWithSite(<LogoGrid section={section} />);
    screen.getByRole('heading', { level: 2, name: 'PAYMENT PARTNERS' });
    screen.getByText('Deposit and withdraw with the payment apps you already use.');
    const list = screen.getByRole('list');
    for (const name of ['PayKaro', 'UPI Rail', 'CashZip', 'WalletGo']) {
      const logo = within(list).getByRole('img', { name });
      expect(logo.getAttribute('width')).toBe('200');
      expect(logo.getAttribute('height')).toBe('80');
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('About', () => {
  const section = sectionOfType('about');

  it('shows the heading, the logo and every paragraph with its link', () => {
    renderWithSite(<About section={section} />);
    screen.getByRole('heading', { level: 2, name: 'ABOUT' });
    const logo = screen.getByRole('img', { name: 'SkillStrike' });
    expect(logo.getAttribute('width')).toBe('64');
    screen.getByText(/SkillStrike was founded in 2025/);
    screen.getByText('daily, weekly and seasonal tournaments');
    screen.getByText('5 million registered users');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' }).getAttribute('href')).toBe('/gaming');
  });
});

describe('Features', () => {
  it('shows the home FEATURES tiles, each with its title, text and accent', () => {
    renderWithSite(<Features section={sectionOfType('features')} />);
    screen.getByRole('heading', { level: 2, name: 'FEATURES' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      '10 Lakh+ monthly rewards',
      '1-click instant withdrawals',
      'Lifetime referral bonus',
      '24x7 live chat support',
    ]);
    screen.getByText('Move your winnings to your bank or UPI in one click, any time.');
    const gold = screen.getByRole('heading', { name: '10 Lakh+ monthly rewards' }).closest('li');
    expect(gold?.classList.contains('feature-tile--gold')).toBe(true);
  });

  it('keeps the decorative icons away from screen readers but reserves their space', () => {
    const { container } = renderWithSite(<Features section={sectionOfType('features')} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const icons = container.querySelectorAll('img');
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      expect(icon.getAttribute('alt')).toBe('');
      expect(icon.getAttribute('width')).toBe('64');
    }
  });

  it('takes its heading and tiles from the section, as on the about page', () => {
    renderWithSite(<Features section={sectionById('features', 'key-highlights')} />);
    screen.getByRole('heading', { level: 2, name: 'Key Highlights' });
    screen.getByRole('heading', { level: 3, name: 'Federation member' });
    const emerald = screen.getByRole('heading', { name: 'Federation member' }).closest('li');
    expect(emerald?.classList.contains('feature-tile--emerald')).toBe(true);
  });
});

describe('Badges', () => {
  const section = sectionOfType('badges');
  const labels = ['DPIIT recognised', '100% GST return', '100% TDS refund', 'MSME recognised'];

  it('shows the four badges with their labels and decorative images', () => {
    const { container } = renderWithSite(<Badges section={section} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(labels);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const image of container.querySelectorAll('img')) expect(image.getAttribute('width')).toBe('120');
  });

  it('keeps the heading for screen readers only unless showHeading is set', () => {
    const { unmount } = renderWithSite(<Badges section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Recognised and compliant' }).classList.contains('visually-hidden')).toBe(true);
    unmount();
    renderWithSite(<Badges section={{ ...section, showHeading: true }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Recognised and compliant' }).classList.contains('visually-hidden')).toBe(false);
  });
});

describe('Steps', () => {
  const section = sectionOfType('steps');

  it('shows the heading, the intro and the four steps as an ordered list, in order', () => {
    renderWithSite(<Steps section={section} />);
    screen.getByRole('heading', { level: 2, name: 'Getting Started' });
    screen.getByText('From download to your first win in four steps.');
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Download the app',
      'Register',
      'Choose a game',
      'Compete and win',
    ]);
    within(items[1]).getByText('Sign up with your mobile number or email in under a minute.');
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['01', '02', '03', '04']);
  });
});
