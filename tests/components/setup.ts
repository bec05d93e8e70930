import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: on a loaded 2-core machine a
// notice's on-demand code took longer than a second to arrive (contact-form.test.tsx), and the test
// failed on a form that was about to be right. They pass as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
