import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach } from 'vitest';

// Some components load their code on first use (the side menu's dialog, for one). On a busy 2-core CI machine
// Vitest transforms that module on demand, which has taken longer than Testing Library's default 1 s wait, and at a
// load average of 40 longer than 5 s (a fresh-clone CI failed the NavBar menu test so). 10 s stays inside the
// 15 s test timeout; a passing wait ends as soon as its element is there.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

// happy-dom has no compositor and no layout to animate: framer-motion's animations end at once here (its own switch
// for tests), and their timing is tested in Chromium by the stories' play functions and the e2e suite.
MotionGlobalConfig.skipAnimations = true;
