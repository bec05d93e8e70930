// The preview's page, width, language and day.
import { useId } from 'react';
import { previewWidths, type PreviewSettings, type PreviewWidth } from './preview-settings.ts';

export function PreviewControls({
  settings,
  change,
  pages,
}: {
  settings: PreviewSettings;
  change: (next: Partial<PreviewSettings>) => void;
  pages: string[];
}) {
  const pageId = useId();
  const dayId = useId();
  return (
    <div className="preview-controls">
      <span>
        <label htmlFor={pageId}>Page</label>{' '}
        <select id={pageId} value={settings.page} onChange={(event) => change({ page: event.target.value })}>
          {pages.map((page) => (
            <option key={page} value={page}>
              {page}
            </option>
          ))}
        </select>
      </span>
      <fieldset className="segmented">
        <legend className="visually-hidden">Width</legend>
        {previewWidths.map(({ px, name }) => (
          <label key={px}>
            <input
              type="radio"
              name="preview-width"
              checked={settings.width === px}
              onChange={() => change({ width: px as PreviewWidth })}
            />
            {name} {px}
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend className="visually-hidden">Language</legend>
        {(['en', 'hi'] as const).map((language) => (
          <label key={language}>
            <input type="radio" name="preview-language" checked={settings.language === language} onChange={() => change({ language })} />
            {language === 'en' ? 'English' : 'Hindi'}
          </label>
        ))}
      </fieldset>
      <span>
        <label htmlFor={dayId}>Show the site on</label>{' '}
        <input
          id={dayId}
          type="date"
          value={settings.day}
          required
          onChange={(event) => event.target.value && change({ day: event.target.value })}
        />
      </span>
    </div>
  );
}
