// video-size: a video is fetched only when the visitor presses play, but then on a phone's data
// plan. Each file is reported once.
import type { Site } from '../site.generated.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { eachFileOnce } from './file-sizes.ts';

const videoPath = /^\/media\/.+\.(mp4|webm)$/i;

export function checkVideoSizes(site: Site, reporter: Reporter, fileBytes: (src: string) => number | undefined): void {
  const { maxKb } = lintRules['video-size'];
  eachFileOnce(site, videoPath, fileBytes, (value, path, kb) => {
    if (kb <= maxKb) return;
    reporter.report('video-size', {
      path,
      message: `The video "${value}" is ${kb} KB; keep it to ${maxKb} KB or less, so playing it costs a visitor on mobile data little.`,
      hint: 'make it shorter or smaller (npm run walkthrough makes the How to Use video within this limit)',
    });
  });
}
