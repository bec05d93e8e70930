import { describe, expect, it } from 'vitest';
import { Decoration } from '../../src/sections/decoration/Decoration.tsx';
import { renderWithSite, sectionOfType } from './render.tsx';

describe('decoration', () => {
  it('shows its image to sighted visitors only', () => {
    const { container } = renderWithSite(<Decoration section={sectionOfType('decoration')} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/divider-neon.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
