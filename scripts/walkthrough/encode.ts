// Turns the scenes' frames into the video with ffmpeg (Debian's package: apt-get install ffmpeg):
// each frame slowly zooms in (drawn larger than the video, so the zoom does not shimmer) and
// fades through dark into the next (a cross-fade laid one scene's words over the other's). No sound: the words are on screen and in the captions.
import { execFileSync } from 'node:child_process';

export interface EncodeInput {
  /** PNG per scene, drawn at 1920 x 1080. */
  frames: string[];
  seconds: number[];
  fade: number;
  fps: number;
}

function filterGraph({ frames, seconds, fade, fps }: EncodeInput): string {
  const zooms = frames.map((_frame, index) => {
    const count = Math.round(seconds[index] * fps);
    // Zoom from 1 to 1.03 over the scene, centred: enough to feel alive, little for the encoder.
    const step = (0.03 / count).toFixed(6);
    return `[${index}:v]zoompan=z='min(zoom+${step},1.03)':d=${count}:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=1280x720:fps=${fps},format=yuv420p,setsar=1[s${index}]`;
  });
  const fades: string[] = [];
  let previous = 's0';
  let offset = 0;
  for (let index = 1; index < frames.length; index++) {
    offset += seconds[index - 1] - fade;
    const out = index === frames.length - 1 ? 'out' : `x${index}`;
    fades.push(`[${previous}][s${index}]xfade=transition=fadeblack:duration=${fade}:offset=${offset.toFixed(3)}[${out}]`);
    previous = out;
  }
  return [...zooms, ...fades].join(';');
}

const codecs = {
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '31',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
  ],
  webm: ['-c:v', 'libvpx-vp9', '-crf', '46', '-b:v', '0', '-pix_fmt', 'yuv420p', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '3'],
} as const;

export function encode(input: EncodeInput, output: string, format: keyof typeof codecs): void {
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...input.frames.flatMap((frame) => ['-i', frame]),
      '-filter_complex',
      filterGraph(input),
      '-map',
      '[out]',
      '-an',
      ...codecs[format],
      output,
    ],
    { stdio: 'inherit' },
  );
}

/** The video's length in seconds, as ffprobe reads it from the file. */
export function probeSeconds(file: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return Number(out.trim());
}
