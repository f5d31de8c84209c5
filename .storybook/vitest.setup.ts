import { afterEach, expect } from 'vitest';
import { unreadableText } from '../packages/ui/src/storybook/unreadableText';

interface StoryReport {
  type: string;
  result?: Parameters<typeof unreadableText>[0];
}

// After each story test, once the a11y addon has filed its axe result (its own check fails on violations only):
// text axe measured below AA but filed as "incomplete" (1:1, a single character) fails the story too.
afterEach(({ task }) => {
  const reports = (task.meta as { reports?: StoryReport[] }).reports ?? [];
  const result = reports.find((report) => report.type === 'a11y')?.result;
  if (result?.incomplete) expect(unreadableText(result), 'text below WCAG AA').toEqual([]);
});
