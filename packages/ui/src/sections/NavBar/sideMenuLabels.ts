// Apart from the entries, whose code loads with the menu: the bar merges these defaults into its own from the first
// script on.
/** Every fixed text of the side menu; all have defaults (`defaultSideMenuLabels`). */
export interface SideMenuLabels {
  /** Names the dialog and heads it. */
  title: string;
  /** The button that closes it. */
  close: string;
  browseTemplates: string;
  bookGrowth: string;
  /** The calendar card's question, and the line under it. */
  callPrompt: string;
  callDetail: string;
}

export const defaultSideMenuLabels: SideMenuLabels = {
  title: 'Menu',
  close: 'Close',
  browseTemplates: 'Browse templates',
  bookGrowth: 'Book growth',
  callPrompt: 'Prefer to talk first?',
  callDetail: 'A free 15-minute call, no slides and no obligation.',
};
