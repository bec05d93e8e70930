// GitHub's workflow-command rules: the message escapes %, CR and LF; property values also : and ,.
import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../src/content/problem-format.ts';

describe('GitHub annotations', () => {
  it('escapes the message and the properties so nothing ends a command early', () => {
    const line = githubAnnotation('sites/a,b:c.yaml', {
      severity: 'warning',
      line: 3,
      col: 7,
      path: 'pages["a:b"]',
      message: '100% sure\r\nnext line',
      hint: 'use 50%',
      rule: 'image-size',
    });
    expect(line).toBe(
      '::warning file=sites/a%2Cb%3Ac.yaml,line=3,col=7,title=pages["a%3Ab"] (image-size)::100%25 sure%0D%0Anext line%0AUse 50%25',
    );
  });
});
