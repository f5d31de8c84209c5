/** react-query keys of what the signed-in account may have; per account, so another account never sees them. */
export const templateAccessKeys = {
  all: ['template-access'] as const,
  one: (userId: string, slug: string) => ['template-access', userId, slug] as const,
  owned: (userId: string) => ['template-access', userId, 'owned'] as const,
  /** What was recorded for the checkout a visitor came back from. */
  checkout: (userId: string, sessionId: string) =>
    ['template-access', userId, 'checkout', sessionId] as const,
};
