// The draft checked exactly as `npm run validate` checks the files (validateTexts), and, when it
// has no error, the site as it will be on the preview's day in English and in Hindi, through the
// same schedule and translation code the build uses.
import type { LevelOverrides } from '../../content/lint/reporter.ts';
import type { LoadOptions } from '../../content/load-site.ts';
import { applySchedule } from '../../content/schedule.ts';
import type { Site } from '../../content/site.generated.ts';
import { localizeSiteData } from '../../content/translations/localize-site.ts';
import { validateTexts } from '../../content/validate-texts.ts';
import type { CheckAnswer, CheckRequest } from '../shared/api.ts';

export interface CheckSettings {
  siteName: string;
  translationName: string;
  /** Image questions answered from public/ (load-site-file.ts's publicFiles). */
  files: Pick<LoadOptions, 'imageExists' | 'imageBytes'>;
  levels: LevelOverrides;
  /** The day validate checks (SITE_DATE or today in India). */
  today: () => string;
}

export function checkDraft(request: CheckRequest, settings: CheckSettings): CheckAnswer {
  const started = performance.now();
  const outcome = validateTexts({
    siteText: request.site,
    translationText: request.translation ?? undefined,
    siteName: settings.siteName,
    translationName: settings.translationName,
    load: { ...settings.files, day: settings.today(), levels: settings.levels },
  });
  let preview: CheckAnswer['preview'] = null;
  if (outcome.result.ok) {
    const data = outcome.result.unscheduled;
    const hindi = request.language === 'hi' && request.translation !== null ? localizeSiteData(data, request.translation) : undefined;
    preview = hindi
      ? { site: applySchedule(hindi.data as Site, request.day), language: 'hi', untranslated: hindi.untranslated }
      : { site: applySchedule(data, request.day), language: 'en', untranslated: [] };
  }
  return {
    site: outcome.siteProblems,
    translation: outcome.translation?.problems ?? [],
    errors: outcome.errors,
    warnings: outcome.warnings,
    preview,
    ms: Math.round(performance.now() - started),
  };
}
