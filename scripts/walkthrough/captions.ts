// WebVTT captions for the walkthrough: one cue per scene, timed like the video (each scene starts
// when the cross-fade into it is half done).
import type { Scene } from './scenes.ts';

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.${pad(ms, 3)}`;
}

/** Start and end of each scene in a video where consecutive scenes overlap by `fade` seconds. */
export function sceneTimes(scenes: readonly Scene[], fade: number): { start: number; end: number }[] {
  let at = 0;
  return scenes.map((scene, index) => {
    const start = index === 0 ? 0 : at + fade / 2;
    at += scene.seconds - fade;
    const end = index === scenes.length - 1 ? at + fade : at + fade / 2;
    return { start, end };
  });
}

export function webVtt(scenes: readonly Scene[], fade: number): string {
  const times = sceneTimes(scenes, fade);
  const cues = scenes.map(
    (scene, index) => `${index + 1}\n${timestamp(times[index].start)} --> ${timestamp(times[index].end)}\n${scene.caption}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
