// The test site (tests/fixtures/site/site.yaml) and its build (npm run build:fixture, which
// npm test runs): what the behaviour tests read, so a marketer's edit of site.yaml never fails
// them. It runs with faster timings than the spec's, so it is loaded with the spec-value rule off.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, requireLocalizedSite, requireSite } from '../src/content/load-site-file.ts';
import type { LevelOverrides } from '../src/content/lint/reporter.ts';
import type { Site } from '../src/content/site.generated.ts';

export const fixtureSitePath = path.join(projectRoot, 'tests/fixtures/site/site.yaml');
/** The test site's text, for tests that edit it. */
export const fixtureSiteText = readFileSync(fixtureSitePath, 'utf8');
/** Rule levels the test site is checked with: its fast timings are not the spec's. */
export const fixtureLevels: LevelOverrides = { 'spec-value': 'off' };
/** The test site as the build sees it today. */
export const fixtureSite: Site = requireSite(fixtureSitePath, undefined, fixtureLevels);
/** The test site in Hindi (tests/fixtures/site/site.hi.yaml: part of it, the rest left in English). */
export const fixtureHindiSite: Site | undefined = requireLocalizedSite(fixtureSitePath, fixtureLevels)?.site;
/** The test site's build (npm run build:fixture). */
export const fixtureDistDir = path.join(projectRoot, 'build/fixture/dist');
