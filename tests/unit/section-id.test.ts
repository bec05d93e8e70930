import { describe, expect, it } from 'vitest';
import { sectionIdOf } from '../../src/app/section-id.ts';

describe('the section a #fragment names', () => {
  it('is the fragment decoded, with or without its #', () => {
    expect(sectionIdOf('#reviews')).toBe('reviews');
    expect(sectionIdOf(`#${encodeURIComponent('समीक्षा')}`)).toBe('समीक्षा');
    expect(sectionIdOf('games')).toBe('games');
  });

  it('is none for an empty fragment or one cut short in its percent-encoding', () => {
    expect(sectionIdOf('')).toBe('');
    expect(sectionIdOf('#')).toBe('');
    expect(sectionIdOf('#%E0%A4')).toBe('');
    expect(sectionIdOf('#%')).toBe('');
  });
});
