import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../../src/components/RichText.tsx';
import { renderWithSite } from './render.tsx';

describe('rich text', () => {
  it('renders paragraphs, lists, strong, emphasis and links', () => {
    renderWithSite(
      <Blocks blocks={['Play **fair** and *have fun*, see [our rules](/terms).', { list: ['One', 'Two'] }, { numbered: ['First'] }]} />,
    );
    expect(screen.getByText('fair').tagName).toBe('STRONG');
    expect(screen.getByText('have fun').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'our rules' }).getAttribute('href')).toBe('/terms');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByText('First').closest('ol')).not.toBeNull();
  });

  it('shows HTML typed into site.yaml as text, never as markup', () => {
    const { container } = renderWithSite(<Blocks blocks={['<img src=x onerror=alert(1)> and <b>bold</b>']} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> and <b>bold</b>')).toBeDefined();
  });
});
